"""The British payment explainer (B5): every sentence that says who pays whom and why, in one place, for the
settlement of a finished hand, a wall game, and what a hand of a given score would pay (the calculator and
``zjgame score``). Amounts are the settlement's; the sentences only explain them. Seats are named by the
caller's ``names`` (wind names by default), with "you" conjugated as the second person.
"""

from __future__ import annotations

from typing import Any

from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.scoring.result import ScoreResult
from zjgame.scoring.settlement import Settlement
from zjgame.scoring.words import Names, Say, wind_names


def payment_sentences(settlement: Settlement, names: Names = wind_names) -> list[str]:
    """One sentence per payment: ``East pays North 168: North's score, 84, doubled as East pays double.``"""
    say = Say(names)
    out = []
    for p in settlement.payments:
        base = p.amount // 2 if p.doubled else p.amount
        pays = say.verb(p.payer, "pays", "pay")
        head = f"{say.name(p.payer, True)} {pays} {say.name(p.payee)} {p.amount}"
        if p.reason == "winner":
            why = f"{say.poss(p.payee)} winning score, {base}"
        else:
            why = f"the difference between {say.poss(p.payee)} score and {say.poss(p.payer)}, {base}"
        if p.doubled:
            why += ", doubled as East pays and receives double"
        out.append(f"{head}: {why}.")
    return out


def net_sentence(settlement: Settlement, names: Names = wind_names) -> str:
    say = Say(names)
    return (
        "Net: " + ", ".join(f"{say.name(s, k == 0)} {settlement.nets[s.index]:+d}" for k, s in enumerate(SEATS)) + "."
    )


def win_lines(win: Any, ruleset: Ruleset, names: Names = wind_names) -> list[str]:
    """The score panel's account of a British win: one sentence per payment of ``win.settlement`` (B5), then
    every seat's net; without a settlement, the nets (``win.payments``) alone."""
    settlement = getattr(win, "settlement", None)
    if isinstance(settlement, Settlement):
        return [*payment_sentences(settlement, names), net_sentence(settlement, names)]
    say = Say(names)
    nets = ", ".join(f"{say.name(s, k == 0)} {win.payments[s.index]:+d}" for k, s in enumerate(SEATS))
    return [
        f"Every loser pays {say.name(win.winner)} {win.value} (East double) and the losers settle their differences.",
        f"Net: {nets}.",
    ]


def draw_lines(result: Any, names: Names = wind_names) -> list[str]:
    """B1: a wall game is replayed without scoring."""
    return [
        "The wall ran out and nobody won on the last discard: a wall game.",
        "Nobody pays; the hand is replayed with the same East.",
    ]


def prospect_lines(score: ScoreResult, seat: Seat, ruleset: Ruleset, names: Names = wind_names) -> list[str]:
    """What a hand of this score would pay or receive (B5)."""
    say = Say(names)
    v = score.total
    double = ruleset.british.east_double
    if getattr(score, "loser", False):
        east = " (East pays and receives double)" if double else ""
        return [
            f"As a loser, {say.name(seat)} {say.verb(seat, 'pays', 'pay')} the winner's score to the winner and "
            f"{say.verb(seat, 'settles', 'settle')} with each other loser the difference between their score and "
            f"{v}{east}."
        ]
    if double and seat is Seat.E:
        return [
            f"Each loser pays {say.name(seat)} {2 * v} (2 × {v}: East receives double); the losers settle their differences."
        ]
    east = f"; East pays {2 * v} (East pays double)" if double else ""
    return [f"Each loser pays {say.name(seat)} {v}{east}; the losers settle their differences."]
