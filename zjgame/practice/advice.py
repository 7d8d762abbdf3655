"""Hints that teach (practice mode): the hand's shanten and the tiles that improve it with how many are still
unseen (``ai.acceptance``), the advisor's suggested action with its reason, and the pattern plans the hand is
nearest to with their points and what is still missing (``ai.hand_value``).

Owns ``Hints`` and ``hints_for``, and ``Advisor`` (one evaluated ranking of the human's legal actions, used by the
hints and by the hand review). Reads only the human's ``SeatView``: never hidden tiles.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ai.acceptance import discard_options, tile_acceptance
from ai.hand_value import ValueEstimator
from ai.hard import HardPlayer
from ai.shanten import shanten
from ai.strategies.core import Option, shanten_words
from ai.view_tools import table_info
from zjgame.engine.actions import (
    Action,
    ClaimChow,
    ClaimKong,
    ClaimPung,
    ClaimWin,
    DeclareKong,
    DeclareSelfDrawnWin,
    Discard,
    Pass,
    SetAsideBonus,
)
from zjgame.engine.view import SeatView
from zjgame.rules.tiles import TILES34, Tile


@dataclass(frozen=True)
class PlanHint:
    pattern_id: str
    name: str
    points: int
    missing: int
    needs: str

    def text(self) -> str:
        away = "complete now" if self.missing <= 0 else f"{self.missing} tile{'s' if self.missing != 1 else ''} away"
        return f"{self.name} ({self.points}): {away}; {self.needs}"


@dataclass(frozen=True)
class Hints:
    shanten: int
    shanten_text: str
    improving: tuple[tuple[Tile, int], ...]  # tiles that lower the shanten, with unseen copies
    accepted: int
    best_discard: Tile | None  # the discard that keeps the widest acceptance (on your turn)
    suggestion: Action | None
    reason: str
    plans: tuple[PlanHint, ...]

    def lines(self) -> tuple[str, ...]:
        out = [f"Your hand is {self.shanten_text}."]
        if self.improving:
            tiles = " ".join(f"{t.value}({n})" for t, n in self.improving)
            what = f"Discarding {self.best_discard.value} keeps the most: these" if self.best_discard else "These"
            out.append(f"{what} tiles improve it ({self.accepted} unseen): {tiles}")
        if self.suggestion is not None:
            out.append(f"Advisor: {describe(self.suggestion)}. {self.reason}")
        for plan in self.plans:
            out.append(f"Plan: {plan.text()}")
        return tuple(out)


def describe(action: Action) -> str:
    if isinstance(action, Discard):
        return f"discard {action.tile.value}"
    if isinstance(action, ClaimChow):
        return "chow " + "".join(t.value[0] for t in action.tiles) + action.tiles[0].value[1]
    names = {
        ClaimWin: "win",
        DeclareSelfDrawnWin: "win (self-drawn)",
        ClaimPung: "pung",
        ClaimKong: "kong",
        Pass: "pass",
    }
    for cls, name in names.items():
        if isinstance(action, cls):
            return name
    if isinstance(action, DeclareKong):
        return f"kong of {action.tile.value}"
    if isinstance(action, SetAsideBonus):
        return f"set aside {action.tile.value}"
    return str(action)


class Advisor:
    """The suggestion for the human's decision: the ``hard`` computer player's evaluation of every legal
    action, with its reason. One per game (it caches hand values)."""

    def __init__(self, seed: int = 0) -> None:
        self.player = HardPlayer(seed)

    def suggest(self, view: SeatView, legal: Sequence[Action]) -> tuple[Action | None, str]:
        if not legal:
            return None, ""
        decision = self.player.choose(view, list(legal))
        return decision.action, decision.reason

    def options(self, view: SeatView, legal: Sequence[Action]) -> list[Option]:
        """Every legal action evaluated (wins aside), best first."""
        return self.player.evaluate(table_info(view), view, list(legal))


def hints_for(
    view: SeatView,
    legal: Sequence[Action],
    advisor: Advisor,
    estimator: ValueEstimator | None = None,
    max_plans: int = 3,
) -> Hints:
    info = table_info(view)
    counts = info.hand_counts()
    visible = info.visible_counts()
    total = sum(counts)
    improving: tuple[tuple[Tile, int], ...] = ()
    accepted = 0
    best_discard: Tile | None = None
    if total % 3 == 2:
        options = discard_options(counts, visible)
        legal_discards = {a.tile for a in legal if isinstance(a, Discard)}
        best = next((o for o in options if TILES34[o.discard] in legal_discards), options[0] if options else None)
        sh = shanten(counts)
        if best is not None:
            best_discard = TILES34[best.discard]
            improving = tuple((TILES34[k], n) for k, n in zip(best.improving, best.unseen))
            accepted = best.accepted
    else:
        acc = tile_acceptance(counts, visible)
        sh = acc.shanten
        improving = tuple((TILES34[k], n) for k, n in zip(acc.improving, acc.unseen))
        accepted = acc.accepted
    suggestion, reason = advisor.suggest(view, legal) if legal else (None, "")
    est = estimator or advisor.player.estimator(info)
    unseen = info.unseen_counts()
    plans = est.plans(counts, info.my_melds(), view.seat, view.round_wind, unseen, max(sh, 0))
    plan_hints = tuple(PlanHint(p.pattern_id, p.name, p.points, p.missing, p.needs) for p in plans[:max_plans])
    words = "complete: you can win" if sh < 0 else shanten_words(sh)
    if sh > 0:
        words += f" ({sh} tile{'s' if sh != 1 else ''} from ready)"
    return Hints(sh, words, improving, accepted, best_discard, suggestion, reason, plan_hints)
