"""The calibrated opponent models on the textbook reads (issue 13): a third dragon against two exposed dragon
pungs is dangerous, a tile against three exposed melds of one suit is more dangerous in that suit, a live honour
against an obvious Mixed One-Suit hand is not cheap, the opponent's own last discard is a less likely wait (and
costs only a share under ZJ §6, tested in test_opponent_model)."""

from __future__ import annotations

from ai.opponents import OpponentModel
from ai.view_tools import RiverTile, TableInfo
from tests.ai.test_opponent_model import T, melds, river, rounds, table
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile

E, S, W, N = Seat.E, Seat.S, Seat.W, Seat.N


def clean_rounds(n: int) -> tuple[RiverTile, ...]:
    """``n`` rounds of discards in which South never throws a dot (an obvious one-suit collector's river)."""
    others = ["1m", "9m", "1s", "9s", "2z", "3z", "4z", "1p", "9p"]
    south = ["9m", "1s", "2z", "8m", "9s", "3z", "1m", "7s", "4z", "2s", "8s", "6m"]
    out = []
    for i in range(n):
        for j, s in enumerate("ESWN"):
            tile = south[i % len(south)] if s == "S" else others[(i * 3 + j) % len(others)]
            out.append(f"{s}:{tile}")
    return river(*out)


def test_third_dragon_against_two_exposed_dragon_pungs_is_dangerous():
    hand = T("2345m3456p4567s7z")
    big = OpponentModel(table(melds("555z", "666z"), rounds(8), hand=hand))
    plain = OpponentModel(table(melds("234s", "678m"), rounds(8), hand=hand))
    red = Tile("7z")
    assert big.hand_value(S, red) >= 60  # two Value Honors and at least Small Three Dragons (ZJ 3.1, 3.2.1)
    assert big.deal_in_chance(red, S) > plain.deal_in_chance(red, S)
    assert big.expected_loss(red) > 3 * plain.expected_loss(red)
    # a deal-in on it costs the most of the hand's tiles (Big or Small Three Dragons, the discarder responsible)
    assert max(set(hand), key=lambda t: big.win_cost(S, t)[0]) is red
    assert big.expected_loss(red) > sum(big.expected_loss(t) for t in set(hand)) / len(set(hand))


def _risk(model: OpponentModel, tile: Tile, seat: Seat) -> float:
    """Expected points ``seat`` alone takes from us if we discard ``tile`` now."""
    return next(r.expected_cost for r in model.tile_risk(tile) if r.seat is seat)


def test_a_tile_against_three_exposed_melds_of_one_suit_is_more_dangerous_in_that_suit():
    model = OpponentModel(table(melds("123p", "789p", "444p"), clean_rounds(8)))
    dots, chars, bamboo = (Tile(t) for t in ("5p", "5m", "5s"))
    assert model.deal_in_chance(dots, S) > 1.5 * max(model.deal_in_chance(chars, S), model.deal_in_chance(bamboo, S))
    assert model.hand_value(S, dots) > 2 * model.hand_value(S, chars)  # the one-suit pattern (ZJ 2.1)
    assert _risk(model, dots, S) > 3 * max(_risk(model, chars, S), _risk(model, bamboo, S))
    assert model.expected_loss(dots) > max(model.expected_loss(chars), model.expected_loss(bamboo))


def test_a_live_honour_against_an_obvious_mixed_one_suit_hand_is_not_cheap():
    # issue 13: hard-v1's read gave a live honour 3% against an obvious Mixed One-Suit hand. Such a hand keeps
    # its honours, so the honour is a likelier wait than a tile of another suit, and a win on it is big: more
    # than the standard score, so the discarder pays the rest (ZJ §6).
    info: TableInfo = table(melds("123p", "789p", "555z"), clean_rounds(11), hand=T("2345m3456s4567s1z"))
    model = OpponentModel(info)
    east, chars = Tile("1z"), Tile("5m")  # East: three copies unseen
    assert model.hand_value(S, east) > 25
    assert model.win_cost(S, east)[0] > model.win_cost(S, east)[1]  # we would pay more than a share
    assert _risk(model, east, S) > 2 * _risk(model, chars, S)


def test_the_opponents_own_last_discard_is_a_less_likely_wait():
    # No furiten (ZJ §2): not safe, but a ready hand that just threw a kind seldom waits on it.
    south = melds("222m", "888s")
    threw = OpponentModel(table(south, rounds(9, south_last="5p")))
    other = OpponentModel(table(south, rounds(9, south_last="9p")))
    assert 0 < threw.wait_chance(Tile("5p"), S) < 0.5 * other.wait_chance(Tile("5p"), S)
