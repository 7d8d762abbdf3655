"""The hand review (practice mode): at the end of the hand, each of your decisions next to the advisor's, where
they differed and what the difference cost in shanten, acceptance (unseen improving tiles) or hand value.

Owns ``HandReview`` (notes every human decision as it is made) and ``ReviewItem``. The evaluations are the
advisor's (``zjgame.practice.advice.Advisor``: ``ai.advisor``'s ranking); only the human's view is read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ai.advisor import RankedOption
from zjgame.engine.actions import Action, ClaimWin, DeclareSelfDrawnWin
from zjgame.engine.view import SeatView
from zjgame.practice.advice import Advisor


@dataclass(frozen=True)
class ReviewItem:
    number: int
    situation: str
    yours: Action
    advised: Action | None
    same: bool
    cost: str  # what the difference cost, in plain words ("" when the same)

    def text(self) -> str:
        head = f"{self.number}. {self.situation}: you chose to {self.yours.describe()}"
        if self.same or self.advised is None:
            return head + " (the advisor agrees)."
        return f"{head}; the advisor would {self.advised.describe()}. {self.cost}"


def _find(options: Sequence[RankedOption], action: Action) -> RankedOption | None:
    return next((o for o in options if o.action == action), None)


def compare(yours: RankedOption | None, best: RankedOption | None) -> str:
    """The difference between two ranked options in shanten, acceptance, value and danger."""
    if yours is None or best is None:
        return ""
    parts = []
    if yours.shanten is not None and best.shanten is not None and yours.shanten != best.shanten:
        parts.append(f"shanten {yours.shanten} instead of {best.shanten}")
    if yours.accepted is not None and best.accepted is not None and yours.accepted != best.accepted:
        diff = yours.accepted - best.accepted
        parts.append(f"{yours.accepted} improving tiles instead of {best.accepted} ({diff:+d})")
    if yours.value is not None and best.value is not None and round(yours.value) != round(best.value):
        parts.append(f"expected value {round(yours.value)} instead of {round(best.value)}")
    yd, bd = yours.danger or 0.0, best.danger or 0.0
    if round(yd, 1) != round(bd, 1) and max(yd, bd) > 0.5:
        parts.append(f"expected loss to a deal-in {yd:.1f} instead of {bd:.1f}")
    if not parts:
        return "About the same by the advisor's measures."
    return "It cost: " + "; ".join(parts) + "."


class HandReview:
    def __init__(self, advisor: Advisor) -> None:
        self.advisor = advisor
        self.items: list[ReviewItem] = []

    def note(self, view: SeatView, legal: Sequence[Action], chosen: Action) -> ReviewItem | None:
        """Note a human decision (called before it is applied). Decisions with one legal action are skipped."""
        legal = list(legal)
        if len(legal) < 2:
            return None
        w = view.window
        situation = (
            f"Claim on {w.discarder.name_en}'s {w.tile.value}"
            if w is not None
            else f"Turn with {view.wall_remaining} tiles left"
        )
        options = self.advisor.options(view, legal)
        advised = options[0].action if options else None
        same = advised == chosen
        cost = ""
        if not same:
            if isinstance(advised, (ClaimWin, DeclareSelfDrawnWin)):
                cost = "You declined a win."
            elif isinstance(chosen, (ClaimWin, DeclareSelfDrawnWin)):
                cost = "You won; the advisor would have played on for more."
            else:
                cost = compare(_find(options, chosen), options[0])
        item = ReviewItem(len(self.items) + 1, situation, chosen, advised, same, cost)
        self.items.append(item)
        return item

    def undo_to(self, count: int) -> None:
        """Forget decisions after the first ``count`` (undo in practice mode)."""
        del self.items[count:]

    def summary(self) -> tuple[str, ...]:
        differ = [i for i in self.items if not i.same]
        head = f"{len(self.items)} decisions reviewed; {len(differ)} differ from the advisor."
        return (head, *(i.text() for i in self.items))
