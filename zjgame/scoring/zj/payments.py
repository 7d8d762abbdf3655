"""Payment schemes (ZJ §6 Formal Competition; ZJ §7 Zen Koan "discarder-pays"): who is responsible for a
discard win (same-round immunity), how a win is settled among the seats, what a responsible discarder pays,
and the Zen Koan ready-hand payments at an exhaustive draw.

Pure functions of the ruleset; the scheme is chosen by ``ZungJungParams.payment_scheme``. The sentences that
explain these payments are ``zjgame.scoring.zj.explain``'s.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Literal

from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile

FORMAL = "formal-competition"
DISCARDER_PAYS = "discarder-pays"

ResponsibilityReason = Literal["discarder", "first_discarder", "winner_threw_first", "no_immunity"]


class PaymentError(ValueError):
    """Inputs to a payment function that describe no possible win."""


@dataclass(frozen=True)
class Responsibility:
    """Who is responsible for a discard win and why (ZJ §6). ``immune``: seats that discarded the winning
    kind inside the window after the first one (they only followed)."""

    seat: Seat | None
    reason: ResponsibilityReason
    immune: tuple[Seat, ...] = ()


def _scheme(ruleset: Ruleset) -> str:
    scheme = ruleset.zj.payment_scheme
    if scheme not in (FORMAL, DISCARDER_PAYS):
        raise PaymentError(f"unknown payment scheme {scheme!r} of ruleset {ruleset.name!r}")
    return scheme


def responsible_seat(
    discards: Sequence[tuple[Seat, Tile]], winner: Seat, winning_tile: Tile, ruleset: Ruleset
) -> Responsibility:
    """Who is responsible for a win on a discard.

    ``discards``: every discard of the hand so far in order (claimed ones included), the winning discard
    (or, for Robbing a Kong, the added kong tile as a discard by the kong's owner) last.
    """
    if not discards:
        raise PaymentError("no discards: a win on a discard needs the winning discard last")
    last_seat, last_tile = discards[-1]
    if last_tile is not winning_tile:
        raise PaymentError(f"the last discard is {last_tile.value}, not the winning tile {winning_tile.value}")
    if last_seat is winner:
        raise PaymentError(f"seat {winner.value} cannot win on its own discard")
    if not ruleset.zj.same_round_immunity:
        # ZJ §7 Zen Koan: the discarder is responsible, no same-round immunity.
        return Responsibility(last_seat, "no_immunity")
    # ZJ §6: the window runs from the winner's own most recent discard (included) to the winning discard;
    # decision: if the winner has not discarded yet, it starts at the start of the hand.
    start = 0
    for i in range(len(discards) - 2, -1, -1):
        if discards[i][0] is winner:
            start = i
            break
    same = [seat for seat, tile in discards[start:] if tile is winning_tile]
    first = same[0]
    immune = tuple(dict.fromkeys(s for s in same[1:] if s is not first and s is not winner))
    if first is winner:
        return Responsibility(None, "winner_threw_first", immune)
    reason: ResponsibilityReason = "discarder" if len(same) == 1 else "first_discarder"
    return Responsibility(first, reason, immune)


def deal_in_cost(
    ruleset: Ruleset, value: int, discarder_is_dealer: bool = False, winner_is_dealer: bool = False
) -> int:
    """What a responsible discarder pays for a win of ``value`` on its discard."""
    if _scheme(ruleset) == DISCARDER_PAYS:
        # ZJ §7: the discarder alone pays 3 x value; East pays and receives double.
        return 3 * value * (2 if ruleset.zj.east_double and (discarder_is_dealer or winner_is_dealer) else 1)
    std = ruleset.zj.standard_score
    # ZJ §6: up to the standard score everybody pays the value; above it the responsible seat pays the rest.
    return value if value <= std else 3 * value - 2 * std


def settle(
    ruleset: Ruleset,
    value: int,
    winner: Seat,
    self_drawn: bool,
    discarder: Seat | None,
    responsible: Seat | None,
    dealer: Seat = Seat.E,
) -> dict[Seat, int]:
    """Net change of each seat's score for one win (zero-sum). ``discarder`` is the seat whose discard (or
    added kong tile) was won on, ``responsible`` the seat ``responsible_seat`` chose (None: nobody)."""
    if value < 0:
        raise PaymentError(f"a hand value cannot be negative ({value})")
    if not self_drawn and discarder is None:
        raise PaymentError("a win on a discard needs the discarder")
    if discarder is winner or responsible is winner:
        raise PaymentError(f"seat {winner.value} cannot pay itself")
    pays: dict[Seat, int] = {}
    others = [s for s in SEATS if s is not winner]
    if _scheme(ruleset) == DISCARDER_PAYS:
        double = ruleset.zj.east_double

        def factor(payer: Seat) -> int:
            return 2 if double and (payer is dealer or winner is dealer) else 1

        if self_drawn:
            for s in others:
                pays[s] = value * factor(s)
        else:
            assert discarder is not None
            pays[discarder] = 3 * value * factor(discarder)
    else:
        std = ruleset.zj.standard_score
        if self_drawn or value <= std or responsible is None:
            # ZJ §6: self-drawn, a small hand, or nobody responsible: each of the three pays the value.
            for s in others:
                pays[s] = value
        else:
            for s in others:
                pays[s] = std
            pays[responsible] = 3 * value - 2 * std
    out = {s: -pays.get(s, 0) for s in SEATS}
    out[winner] = sum(pays.values())
    return out


def payers(changes: dict[Seat, int]) -> dict[Seat, int]:
    """What each paying seat pays (positive numbers), as in examples.jsonl ``payments.pays``."""
    return {s: -v for s, v in changes.items() if v < 0}


def ready_hand_settlement(ruleset: Ruleset, ready: Collection[Seat]) -> dict[Seat, int]:
    """Zen Koan payments at an exhaustive draw (ZJ §7): one ready seat is paid 10 by each other; two ready
    seats receive 15 each from the two not ready (15 each); three ready seats are paid 10 each by the one not
    ready; none or four: nothing. East is not doubled. All zero when the ruleset has no such payments."""
    out = {s: 0 for s in SEATS}
    table = ruleset.zj.ready_hand_payments
    ready_set = set(ready)
    if table is None or len(ready_set) in (0, 4):
        return out
    not_ready = [s for s in SEATS if s not in ready_set]
    amount = table[len(ready_set) - 1]
    if len(ready_set) == 2:
        # each not-ready seat pays 15 (one ready seat each), so each ready seat receives 15
        for s in not_ready:
            out[s] -= amount
        for s in ready_set:
            out[s] += amount
        return out
    for payer in not_ready:
        for payee in ready_set:
            out[payer] -= amount
            out[payee] += amount
    return out
