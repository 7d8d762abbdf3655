"""The rules screen's British section (issue 12): every example hand is scored by the real scorer as stated, the
worked settlement of B5 is the settlement's, and every number in the tables is the scorer's own."""

from __future__ import annotations

import pytest

from zjgame.practice import rules_british as RB
from zjgame.rules.hand import parse_hand
from zjgame.rules.seats import Seat
from zjgame.scoring import HandOutcome, WinClaim, WinContext, score_hand, settle_hand


@pytest.mark.parametrize("example", RB.EXAMPLES + RB.SETTLEMENT_EXAMPLE, ids=lambda e: e.hand)
def test_each_example_is_scored_as_stated(example: RB.BritishExample) -> None:
    result = RB.score_example(example)
    assert result.valid and result.total == example.expected


def test_the_worked_settlement_is_the_settlements() -> None:
    winner, *losers = RB.SETTLEMENT_EXAMPLE
    score = RB.score_example(winner)
    claim = WinClaim(winner.seat, score, winner.context(), None, (), winner.parsed().winning)
    outcome = HandOutcome(wins=(claim,), losers={e.seat: RB.score_example(e) for e in losers})
    nets = settle_hand(RB.british(), outcome).nets
    assert nets == RB.SETTLEMENT_NETS and sum(nets) == 0


def test_the_tables_are_read_from_the_scorers_numbers() -> None:
    rows = dict((name, (exposed, concealed)) for name, exposed, concealed in RB.sets_table())
    assert rows["pung of 2-8"] == ("2", "4") and rows["kong of 1 or 9"] == ("16", "32") and rows["chow"] == ("0", "0")
    # a concealed pung of 2-8 and an exposed one differ in a scored hand exactly as the table says
    ctx = WinContext(seat=Seat.S, self_drawn=False)
    concealed = score_hand(parse_hand("222m456p789s23s55p +4s"), ctx, RB.british()).total
    exposed = score_hand(parse_hand("456p789s23s55p [222m] +4s"), ctx, RB.british()).total
    assert concealed - exposed == int(rows["pung of 2-8"][1]) - int(rows["pung of 2-8"][0])
    bonuses = {name: int(points) for name, points, _when in RB.winner_bonus_table()}
    assert bonuses["For going Mah Jongg"] == 20 and bonuses["Winning with a Standing Hand"] == 100
    doubles = {name: int(n) for name, n, _note in RB.doubles_table()}
    assert doubles["Hand entirely of one suit, without Winds and Dragons"] == 3 and doubles["Original Hand"] == 3
