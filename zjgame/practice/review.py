"""The hand review: each of your decisions next to the advisor's, where they differed and what the difference
cost in shanten, acceptance (unseen improving tiles) or hand value, and whether the advisor's discard (or
yours, where the advisor agreed) would have dealt in.

Owns ``HandReview`` (notes every human decision as it is made) and ``ReviewItem``. The evaluations are the
advisor's (``zjgame.practice.advice.Advisor``: ``ai.advisor``'s ranking) from the human's view only; whether a
discard would have dealt in is read from the whole table, which the review may see because the hand is over
when it is shown. A finished game's review is built from its record by ``zjgame.practice.record_review``.
Sentences are worded for the player (``zjgame.engine.words``: names, "you", tiles marked).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ai.advisor import RankedOption
from zjgame.engine import actions as A
from zjgame.engine.actions import Action, ClaimWin, DeclareSelfDrawnWin
from zjgame.engine.errors import IllegalActionError
from zjgame.engine.round import RoundState
from zjgame.engine.view import SeatView
from zjgame.engine.words import Voice, action_words, mark, sentence
from zjgame.i18n import _, ngettext, pgettext, sentences
from zjgame.practice.advice import Advisor
from zjgame.rules.seats import Seat


@dataclass(frozen=True)
class ReviewItem:
    """``dealt_in``: a sentence when the advisor's discard (or yours, the advisor agreeing) would have given an
    opponent the win, else empty."""

    number: int
    situation: str
    yours: Action
    advised: Action | None
    same: bool
    cost: str  # what the difference cost, in plain words ("" when the same)
    dealt_in: str = ""

    def text(self) -> str:
        if self.same or self.advised is None:
            out = _("{n}. {situation}: you chose to {action} (the advisor agrees).").format(
                n=self.number, situation=self.situation, action=action_words(self.yours)
            )
        else:
            out = _("{n}. {situation}: you chose to {action}; the advisor would {advised}.").format(
                n=self.number,
                situation=self.situation,
                action=action_words(self.yours),
                advised=action_words(self.advised),
            )
            out = sentences(out, self.cost)
        return sentences(out, self.dealt_in)


def _find(options: Sequence[RankedOption], action: Action) -> RankedOption | None:
    return next((o for o in options if o.action == action), None)


def compare(yours: RankedOption | None, best: RankedOption | None) -> str:
    """The difference between two ranked options in shanten, acceptance, value and danger."""
    if yours is None or best is None:
        return ""
    parts = []
    if yours.shanten is not None and best.shanten is not None and yours.shanten != best.shanten:
        parts.append(_("shanten {yours} instead of {best}").format(yours=yours.shanten, best=best.shanten))
    if yours.accepted is not None and best.accepted is not None and yours.accepted != best.accepted:
        diff = yours.accepted - best.accepted
        parts.append(
            ngettext(
                "{yours} improving tile instead of {best} ({diff:+d})",
                "{yours} improving tiles instead of {best} ({diff:+d})",
                yours.accepted,
            ).format(yours=yours.accepted, best=best.accepted, diff=diff)
        )
    if yours.value is not None and best.value is not None and round(yours.value) != round(best.value):
        parts.append(
            _("expected value {yours} instead of {best}").format(yours=round(yours.value), best=round(best.value))
        )
    yd, bd = yours.danger or 0.0, best.danger or 0.0
    if round(yd, 1) != round(bd, 1) and max(yd, bd) > 0.5:
        parts.append(_("expected loss to a deal-in {yours:.1f} instead of {best:.1f}").format(yours=yd, best=bd))
    if not parts:
        return _("About the same by the advisor's measures.")
    return _("It cost: {parts}.").format(parts=pgettext("clause separator", "; ").join(parts))


def winners_on(state: RoundState, seat: Seat, action: Action) -> tuple[Seat, ...]:
    """The seats that could claim a win on ``seat``'s discard ``action`` in ``state`` (the whole table: every
    hand is known once the hand is over); empty for anything but a legal discard."""
    if not isinstance(action, A.Discard) or state.window is not None:
        return ()
    try:
        after, _events = state.apply(seat, action)
    except IllegalActionError:
        return ()
    window = after.window
    if window is None:
        return ()
    return tuple(s for s in window.seats if A.CLAIM_WIN in after.legal_actions(s))


class HandReview:
    def __init__(self, advisor: Advisor, voice: Voice | None = None) -> None:
        self.advisor = advisor
        self.voice = voice
        self.items: list[ReviewItem] = []

    def note(
        self,
        view: SeatView,
        legal: Sequence[Action],
        chosen: Action,
        state: RoundState | None = None,
        voice: Voice | None = None,
    ) -> ReviewItem | None:
        """Note a human decision (called before it is applied). Decisions with one legal action are skipped.
        ``state``: the whole table at the decision (to tell whether a discard would have dealt in)."""
        legal = list(legal)
        if len(legal) < 2:
            return None
        voice = voice or self.voice or Voice(you=view.seat)
        w = view.window
        if w is not None:
            situation = sentence(_("Claim on {whose} {tile}").format(whose=voice.poss(w.discarder), tile=mark(w.tile)))
        else:
            n = view.wall_remaining
            situation = ngettext("Your turn with {n} tile left", "Your turn with {n} tiles left", n).format(n=n)
        options = self.advisor.options(view, legal)
        advised = options[0].action if options else None
        same = advised == chosen
        cost = ""
        if not same:
            if isinstance(advised, (ClaimWin, DeclareSelfDrawnWin)):
                cost = _("You declined a win.")
            elif isinstance(chosen, (ClaimWin, DeclareSelfDrawnWin)):
                cost = _("You won; the advisor would have played on for more.")
            else:
                cost = compare(_find(options, chosen), options[0])
        dealt_in = ""
        if state is not None and advised is not None:
            winners = winners_on(state, view.seat, advised)
            if winners:
                who = voice.group(winners)
                if same:
                    dealt_in = sentence(
                        _("It dealt in: {who} could win on it; the advisor did not see the danger.").format(who=who)
                    )
                else:
                    dealt_in = sentence(
                        _("The advisor's discard would have dealt in: {who} could have won on it.").format(who=who)
                    )
        item = ReviewItem(len(self.items) + 1, situation, chosen, advised, same, cost, dealt_in)
        self.items.append(item)
        return item

    def undo_to(self, count: int) -> None:
        """Forget decisions after the first ``count`` (undo in practice mode)."""
        del self.items[count:]

    def summary(self) -> tuple[str, ...]:
        differ = [i for i in self.items if not i.same]
        head = ngettext(
            "{n} decision reviewed; {d} differ from the advisor.",
            "{n} decisions reviewed; {d} differ from the advisor.",
            len(self.items),
        ).format(n=len(self.items), d=len(differ))
        return (head, *(i.text() for i in self.items))
