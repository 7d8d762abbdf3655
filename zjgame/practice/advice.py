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
from ai.view_tools import table_info
from zjgame.engine.actions import (
    Action,
    Discard,
)
from zjgame.engine.view import SeatView
from zjgame.engine.words import action_words, mark, mark_notation
from zjgame.i18n import _, ngettext, pgettext
from zjgame.practice.reason_words import needs_words, plan_words, reason_words
from zjgame.rules.tiles import Tile


@dataclass(frozen=True)
class PlanHint:
    pattern_id: str
    name: str
    points: int
    missing: int
    needs: str

    def text(self) -> str:
        """``All Pungs (30): 2 tiles away; 1 more ⟦6z⟧`` (tiles marked for ``zjgame.ui.richtext``)."""
        if self.missing <= 0:
            away = _("complete now")
        else:
            away = ngettext("{n} tile away", "{n} tiles away", self.missing).format(n=self.missing)
        return _("{plan} ({points}): {away}; {needs}").format(
            plan=plan_words(self.pattern_id, self.name),
            points=self.points,
            away=away,
            needs=mark_notation(needs_words(self.needs)),
        )


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
        """The hints as sentences for the player, tiles marked (each improving tile with its unseen copies:
        ``⟦3p⟧×2``)."""
        out = [_("Your hand is {state}.").format(state=self.shanten_text)]
        if self.improving:
            tiles = " ".join(f"{mark(t)}×{n}" for t, n in self.improving)
            if self.best_discard is not None:
                line = _("After discarding {tile}, these tiles improve it ({n} unseen): {tiles}")
            else:
                line = _("These tiles improve it ({n} unseen): {tiles}")
            out.append(
                line.format(tile=mark(self.best_discard) if self.best_discard else "", n=self.accepted, tiles=tiles)
            )
        if self.suggestion is not None:
            out.append(
                _("Advisor: {action}. {reason}").format(
                    action=action_words(self.suggestion), reason=mark_notation(reason_words(self.reason))
                )
            )
        for plan in self.plans:
            out.append(_("Plan: {plan}").format(plan=plan.text()))
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
    if sh < 0:
        return _("complete: you can win")
    if sh == 0:
        return pgettext("hand state", "ready")
    return ngettext("{n}-shanten ({n} tile from ready)", "{n}-shanten ({n} tiles from ready)", sh).format(n=sh)
