"""Scripted Zen Koan hands on a real table (headless): a controller dealt a wall built with the engine tests'
``build_wall``, every seat a scripted computer player, run until the score panel opens."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ai.protocol import Decision
from tests.engine.helpers import build_wall
from tests.ui.game_helpers import make_app, run_until, step
from tests.ui.practice_helpers import ScriptedPlayer
from zjgame.engine import actions as A
from zjgame.engine.view import SeatView
from zjgame.rules.ruleset import get_ruleset
from zjgame.rules.seats import Seat
from zjgame.ui.controller import GameController, PlayerInfo
from zjgame.ui.scenes.score import ScoreScene
from zjgame.ui.scenes.table import TableScene

NAMES = ("Ann", "Mei", "Hao", "Kit")  # player i sits in seat ESWN[i] in the first hand

# Zen Koan hands from the engine tests: South and West wait on 5p, North on 4z/8m.
EAST = "123m789m111s99s67z"
SOUTH = "123m456m789m11z46p"
WEST = "123s456s789s22z46p"
NORTH = "111p999p777s44z88m"


class KoanPlayer(ScriptedPlayer):
    """A scripted player that also sets every bonus tile it draws aside (so bonus tiles lie by its melds)."""

    def choose(self, view: SeatView, legal: Sequence[A.Action]) -> Decision:
        bonus = [a for a in legal if isinstance(a, A.SetAsideBonus)]
        if bonus and not (self.script and self.script[0] in legal):
            return Decision(bonus[0], "bonus")
        return super().choose(view, legal)


def koan_table(
    tmp_path: Path,
    scripts: dict[str, list[A.Action]],
    size: tuple[int, int] = (1280, 800),
    ruleset: str = "zen-koan",
    options: dict[str, object] | None = None,
    **wall: object,
):  # type: ignore[no-untyped-def]
    """An app showing a table whose four seats play ``scripts`` (then pass / discard the drawn tile)."""
    rs = get_ruleset(ruleset)
    hands = {"east": EAST, "south": SOUTH, "west": WEST, "north": NORTH}
    hands.update({k: v for k, v in wall.items() if k in hands})  # type: ignore[misc]
    rest = {k: v for k, v in wall.items() if k not in hands}
    app = make_app(tmp_path, speed_max=True, size=size, **(options or {}))
    players = [PlayerInfo(n, "normal", i) for i, n in enumerate(NAMES)]
    ctl = GameController(rs, players, 4, 1, threaded=False, start=False)
    ctl.deal(build_wall(ruleset=rs, **hands, **rest))  # type: ignore[arg-type]
    for seat in (Seat.E, Seat.S, Seat.W, Seat.N):
        ctl.computers[ctl.player_at(seat)] = KoanPlayer(list(scripts.get(seat.value, [])))
    scene = TableScene(ctl)
    app.push(scene)
    step(app)
    return app, scene, ctl


def until_score(app) -> ScoreScene:  # type: ignore[no-untyped-def]
    assert run_until(app, lambda: isinstance(app.top, ScoreScene), 3000)
    score = app.top
    step(app, 2)
    return score
