"""What the expected-points players read of the other seats (ai.ev.threats): the costs of a deal-in, the race's
push cost, and the same-round immunity, with and without the opponent model's spread of hand values."""

from __future__ import annotations

import pytest

from ai.ev.threats import Threats
from ai.ev.values import ValueBook
from ai.hard import HARD
from ai.normal import NORMAL
from tests.ai.test_opponent_model import S, melds, rounds, table
from zjgame.rules.tiles import Tile


def _threats(info, spread: bool) -> Threats:
    return Threats(info, ValueBook(info.ruleset), spread=spread)


@pytest.mark.parametrize("shown", [("555z", "123p"), ("222m", "888s"), ("123p", "456p")])
def test_a_deal_in_costs_the_settlement_averaged_over_the_hands_spread(shown):
    # ZJ §6: beyond 25 points the discarder pays 3 x value - 50, below it only the share everyone pays. A hand
    # whose mean value is under 25 but may be worth more costs a discarder more than its share on average.
    info = table(melds(*shown), rounds(9))
    flat, spread = _threats(info, False), _threats(info, True)
    values = spread.model.values(S)
    assert spread.model.hand_value(S) <= 25 < max(values)  # the case this rule is about
    book = ValueBook(info.ruleset)
    settled = [book.deal_in(v, info.seat, S, info.dealer) for v in values]
    assert spread.costs[S] == pytest.approx(
        (sum(a for a, _ in settled) / len(values), sum(b for _, b in settled) / len(values))
    )
    assert spread.costs[S][0] > spread.costs[S][1] + 1.0
    # the settlement of the mean alone charges nothing beyond the share, so pushing looked free
    assert flat.costs[S][0] == flat.costs[S][1]
    assert sum(flat.race(10).push) == 0.0 < sum(spread.race(10).push)


def test_with_the_spread_a_deal_in_costs_the_models_settlement_of_the_tile():
    # ZJ §6 same-round immunity: South (two dragon pungs) threw 5p last, so a win on our 5p makes nobody
    # responsible and costs South's share only (``OpponentModel.win_cost``). With the spread the threats' payment
    # is the chance-weighted mean of the model's settlement over the seats that may win on the tile; the flat
    # read takes responsibility as ours and the mean value's settlement.
    info = table(melds("555z", "666z", "222m", "888s"), rounds(9, south_last="5p"))
    spread, flat = _threats(info, True), _threats(info, False)
    for tile in (Tile("5p"), Tile("6p")):
        chance, cost, _ = spread.deal_in(tile)
        risks = [r for r in spread.model.tile_risk(tile) if r.p_deal_in >= 0.0005]
        assert chance == pytest.approx(sum(r.p_deal_in for r in risks), rel=0.01)
        assert cost == pytest.approx(sum(r.p_deal_in * r.cost for r in risks) / chance, rel=0.01)
    south = {t: next(r for r in spread.model.tile_risk(Tile(t)) if r.seat is S) for t in ("5p", "6p")}
    assert south["5p"].cost < 0.6 * south["6p"].cost  # the immunity, which the flat read does not see
    assert spread.deal_in(Tile("6p"))[1] != pytest.approx(flat.deal_in(Tile("6p"))[1], rel=0.01)
    assert spread.deal_in(Tile("5z")) == (0.0, 0.0, None)  # South's pung and ours: all four seen, nobody waits


def test_only_hard_reads_the_spread():
    assert HARD.spread_costs and not NORMAL.spread_costs
