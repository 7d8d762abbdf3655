"""Hints that teach (practice mode): the hand's shanten and the tiles that improve it with how many are still
unseen, the advisor's suggested action with its reason, and the pattern plans the hand is nearest to with their
points and what is still missing; all from the AI's advisor (``ai.advisor.advise``).

Owns ``Hints``, ``hints_for`` and ``Advisor`` (the advisor's ranking of the human's legal actions, used by the
hints and by the hand review). Reads only the human's ``SeatView``: never hidden tiles.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ai.advisor import Advice, RankedOption, advise
from ai.shanten import shanten
from ai.strategies.core import shanten_words
from ai.view_tools import table_info
from zjgame.engine.actions import (
    Action,
    Discard,
)
from zjgame.engine.view import SeatView
from zjgame.rules.tiles import Tile


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
            what = f"After discarding {self.best_discard.value}, these" if self.best_discard else "These"
            out.append(f"{what} tiles improve it ({self.accepted} unseen): {tiles}")
        if self.suggestion is not None:
            out.append(f"Advisor: {self.suggestion.describe()}. {self.reason}")
        for plan in self.plans:
            out.append(f"Plan: {plan.text()}")
        return tuple(out)


class Advisor:
    """The suggestion for the human's decision: ``ai.advisor.advise`` (the ``hard`` computer player's ranking of
    every legal action, each with its reason, and the nearest pattern plans)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def advice(self, view: SeatView, legal: Sequence[Action]) -> Advice | None:
        return advise(view, list(legal), self.seed) if legal else None

    def options(self, view: SeatView, legal: Sequence[Action]) -> tuple[RankedOption, ...]:
        """Every legal action ranked, best first."""
        advice = self.advice(view, legal)
        return advice.options if advice is not None else ()


def hints_for(view: SeatView, legal: Sequence[Action], advisor: Advisor, max_plans: int = 3) -> Hints:
    """The hints panel for the seat of ``view``: its hand as it stands (after the advisor's discard when it
    must discard), the advisor's choice with its reason, and the nearest plans."""
    advice = advisor.advice(view, legal)
    if advice is None:
        counts = table_info(view).hand_counts()
        sh = shanten(counts)
        return Hints(sh, _words(sh), (), 0, None, None, "", ())
    best = advice.best.action
    best_discard = best.tile if isinstance(best, Discard) else None
    plans = tuple(PlanHint(p.pattern_id, p.name, p.points, p.missing, p.needs) for p in advice.plans[:max_plans])
    accepted = sum(n for _t, n in advice.improving)
    return Hints(
        advice.shanten,
        _words(advice.shanten),
        advice.improving,
        accepted,
        best_discard,
        best,
        advice.best.reason,
        plans,
    )


def _words(sh: int) -> str:
    words = "complete: you can win" if sh < 0 else shanten_words(sh)
    if sh > 0:
        words += f" ({sh} tile{'s' if sh != 1 else ''} from ready)"
    return words
