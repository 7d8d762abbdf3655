"""Scripted games for the practice-layer tests: a controller dealt a chosen wall, with computer seats that
play a script (then pass / discard their drawn tile)."""

from __future__ import annotations

from collections.abc import Sequence

from ai.protocol import Decision
from tests.practice.walls import scripted_wall
from tests.ui.game_helpers import make_app, step  # noqa: I001
from zjgame.engine import actions as A
from zjgame.engine.view import SeatView
from zjgame.rules.ruleset import get_ruleset
from zjgame.rules.seats import Seat
from zjgame.ui.controller import GameController, PlayerInfo
from zjgame.ui.scenes.table import TableScene


class ScriptedPlayer:
    """Plays its ``script`` in order (the next scripted action as soon as it is legal); otherwise passes, or
    discards the drawn tile. It never wins unless the script says so (an ``ai.protocol.Player``)."""

    name = "scripted"

    def __init__(self, script: list[A.Action]) -> None:
        self.script = list(script)

    def choose(self, view: SeatView, legal: Sequence[A.Action]) -> Decision:
        if self.script and self.script[0] in legal:
            return Decision(self.script.pop(0), "scripted")
        if A.PASS in legal:
            return Decision(A.PASS, "pass")
        drawn = [a for a in legal if isinstance(a, A.Discard) and a.tile is view.drawn]
        return Decision((drawn or [a for a in legal if isinstance(a, A.Discard)])[0], "tsumogiri")


def scripted_table(
    tmp_path,
    hands: dict[str, str],
    draws: str,
    scripts: dict[str, list[A.Action]],
    ruleset: str = "zj",
    practice: bool = True,
    **app_options,
):  # type: ignore[no-untyped-def]
    """An app showing a practice table: you are East (player 0) in hand 1, dealt ``hands``."""
    app = make_app(tmp_path, speed_max=True, **app_options)
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"C{i}", "normal", i) for i in range(1, 4)]
    ctl = GameController(get_ruleset(ruleset), players, 4, 1, threaded=False, practice=practice, start=False)
    ctl.deal(scripted_wall(hands, draws))
    for seat_name, script in scripts.items():
        ctl.computers[ctl.player_at(Seat(seat_name))] = ScriptedPlayer(script)
    for seat in (Seat.S, Seat.W, Seat.N):
        if seat.value not in scripts:
            ctl.computers[ctl.player_at(seat)] = ScriptedPlayer([])
    scene = TableScene(ctl)
    app.push(scene)
    step(app)
    return app, scene, ctl


def until_my_turn(app, scene, ctl, max_frames: int = 400) -> bool:  # type: ignore[no-untyped-def]
    """Step frames, passing on every claim window offered to you, until it is your turn to discard."""
    for _ in range(max_frames):
        if ctl.state.is_finished:
            return False
        if ctl.waiting_for_human:
            if ctl.state.window is None:
                return True
            scene.submit(A.PASS)
        step(app)
    return False
