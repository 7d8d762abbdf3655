"""The British payment explainer (B5): every sentence that says who pays whom and why, in one place, for the
settlement of a finished hand, a wall game, and what a hand of a given score would pay (the calculator and
``zjgame score``). Amounts are the settlement's; the sentences only explain them. Seats are named by the
caller's ``names`` (wind names by default), with "you" in messages of its own; every sentence is one message of
``zjgame.i18n`` (the payment sentence itself is Zung Jung's explainer's: the same words in both systems).
"""

from __future__ import annotations

from typing import Any

from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.scoring.result import ScoreResult
from zjgame.scoring.settlement import Settlement
from zjgame.scoring.words import Names, Say, payment_sentence, wind_names


def payment_sentences(settlement: Settlement, names: Names = wind_names) -> list[str]:
    """One sentence per payment: ``East pays North 168: North's winning score, 84, doubled as East pays and
    receives double.``"""
    say = Say(names)
    out = []
    for p in settlement.payments:
        base = p.amount // 2 if p.doubled else p.amount
        if p.reason == "winner":
            if p.doubled:
                why = say.gettext("{whose} winning score, {base}, doubled as East pays and receives double")
            else:
                why = say.gettext("{whose} winning score, {base}")
            why = why.format(whose=say.poss(p.payee), base=base)
        else:
            if p.doubled:
                why = say.gettext(
                    "the difference between {theirs} score and {mine}, {base}, doubled as East pays and receives double"
                )
            else:
                why = say.gettext("the difference between {theirs} score and {mine}, {base}")
            why = why.format(theirs=say.poss(p.payee), mine=say.yours(p.payer), base=base)
        out.append(payment_sentence(say, p.payer, p.payee, p.amount, why, False))
    return out


def _nets(say: Say, nets: tuple[int, ...] | list[int]) -> str:
    """``East +168, South -16, ...`` (every seat, the first name opening the sentence)."""
    items = [f"{say.name(s, k == 0)} {nets[s.index]:+d}" for k, s in enumerate(SEATS)]
    return say.pgettext("list separator", ", ").join(items)


def net_sentence(settlement: Settlement, names: Names = wind_names) -> str:
    say = Say(names)
    return say.gettext("Net: {nets}.").format(nets=_nets(say, settlement.nets))


def win_lines(win: Any, ruleset: Ruleset, names: Names = wind_names) -> list[str]:
    """The score panel's account of a British win: one sentence per payment of ``win.settlement`` (B5), then
    every seat's net; without a settlement, the nets (``win.payments``) alone."""
    settlement = getattr(win, "settlement", None)
    if isinstance(settlement, Settlement):
        return [*payment_sentences(settlement, names), net_sentence(settlement, names)]
    say = Say(names)
    return [
        say.gettext("Every loser pays {winner} {value} (East double) and the losers settle their differences.").format(
            winner=say.name(win.winner), value=win.value
        ),
        say.gettext("Net: {nets}.").format(nets=_nets(say, win.payments)),
    ]


def draw_lines(result: Any, names: Names = wind_names) -> list[str]:
    """B1: a wall game is replayed without scoring."""
    say = Say(names)
    return [
        say.gettext("The wall ran out and nobody won on the last discard: a wall game."),
        say.gettext("Nobody pays; the hand is replayed with the same East."),
    ]


def prospect_lines(score: ScoreResult, seat: Seat, ruleset: Ruleset, names: Names = wind_names) -> list[str]:
    """What a hand of this score would pay or receive (B5)."""
    say = Say(names)
    v = score.total
    double = ruleset.british.east_double
    if getattr(score, "loser", False):
        if say.is_you(seat):
            if double:
                text = say.gettext(
                    "As a loser, you pay the winner's score to the winner and settle with each other loser the "
                    "difference between their score and {value} (East pays and receives double)."
                )
            else:
                text = say.gettext(
                    "As a loser, you pay the winner's score to the winner and settle with each other loser the "
                    "difference between their score and {value}."
                )
        elif double:
            text = say.gettext(
                "As a loser, {who} pays the winner's score to the winner and settles with each other loser the "
                "difference between their score and {value} (East pays and receives double)."
            )
        else:
            text = say.gettext(
                "As a loser, {who} pays the winner's score to the winner and settles with each other loser the "
                "difference between their score and {value}."
            )
        return [text.format(who=say.name(seat), value=v)]
    if double and seat is Seat.E:
        return [
            say.gettext(
                "Each loser pays {who} {double} (2 × {value}: East receives double); the losers settle their "
                "differences."
            ).format(who=say.name(seat), double=2 * v, value=v)
        ]
    if double:
        return [
            say.gettext(
                "Each loser pays {who} {value}; East pays {double} (East pays double); the losers settle their "
                "differences."
            ).format(who=say.name(seat), value=v, double=2 * v)
        ]
    return [
        say.gettext("Each loser pays {who} {value}; the losers settle their differences.").format(
            who=say.name(seat), value=v
        )
    ]
