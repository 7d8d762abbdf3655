"""The British settlement (B5): every hand is shown and scored, then
1. each loser pays the winner the winner's score;
2. the three losers pay each other the difference of their scores (the higher receives from the lower; equal
   scores pay nothing);
3. East pays and receives double in every payment where East is payer or payee.
No discarder pays more than the others; the result is zero-sum. A wall game settles nothing (B1).
"""

from __future__ import annotations

from itertools import combinations

from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.scoring.settlement import (
    DealIn,
    DealInCost,
    HandOutcome,
    Payment,
    Settlement,
    SettlementError,
    WinSettlement,
    nets_of,
)


def _factor(ruleset: Ruleset, dealer: Seat, a: Seat, b: Seat) -> int:
    """B5: East pays and receives double."""
    return 2 if ruleset.british.east_double and dealer in (a, b) else 1


def settle(ruleset: Ruleset, outcome: HandOutcome) -> Settlement:
    if not outcome.wins:
        return Settlement((0, 0, 0, 0), (), (), ())  # B1: a wall game is replayed without scoring
    if len(outcome.wins) > 1:
        raise SettlementError("the british ruleset has one winner (B2: the first in turn order wins)")
    claim = outcome.wins[0]
    winner = claim.winner
    losers = [s for s in SEATS if s is not winner]
    missing = [s.value for s in losers if s not in outcome.losers]
    if missing:
        raise SettlementError(f"B5 settles with every hand scored: no score for {', '.join(missing)}")
    score = {s: outcome.losers[s].total for s in losers}
    dealer = outcome.dealer
    payments: list[Payment] = []
    for s in losers:  # B5.1: each loser pays the winner the winner's score
        f = _factor(ruleset, dealer, s, winner)
        if claim.score.total:
            payments.append(Payment(s, winner, claim.score.total * f, "winner", 0, f == 2))
    for a, b in combinations(losers, 2):  # B5.2: the losers pay each other the difference
        if score[a] == score[b]:
            continue
        high, low = (a, b) if score[a] > score[b] else (b, a)
        f = _factor(ruleset, dealer, a, b)
        payments.append(Payment(low, high, (score[high] - score[low]) * f, "difference", 0, f == 2))
    done = tuple(payments)
    nets = nets_of(done)
    return Settlement(nets, done, (WinSettlement(winner, nets),))


def deal_in_cost(ruleset: Ruleset, deal_in: DealIn) -> DealInCost:
    """B5: a discarder pays no more than the others: the winner's score (doubled where East pays or wins), the
    same as for a self-drawn win. The losers' differences depend on hands nobody sees yet, so they are not part
    of a deal-in's cost."""
    d = deal_in
    amount = d.value * _factor(ruleset, d.dealer, d.payer, d.winner)
    return DealInCost(amount, False, amount)
