"""Defence (ai.danger) on plain tables: dead tiles are safe, a suit an opponent collects is dangerous,
a tile the opponent let pass is cheap, and costs follow the ruleset's payment scheme."""

from __future__ import annotations

import pytest

from ai.danger import _ANYWAY, DangerModel, read_opponent
from ai.view_tools import RiverTile, TableInfo, river_from_discards
from zjgame.rules.hand import parse_hand
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import RULESETS
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring.zj.payments import deal_in_cost


def T(text: str) -> tuple[Tile, ...]:
    return parse_hand(text, require_winning=False).concealed


def melds(*texts: str) -> tuple[Meld, ...]:
    out = []
    for t in texts:
        tiles = tuple(Tile(f"{d}{t[-1]}") for d in t[:-1])
        out.append(Meld.pung(tiles[0]) if len(set(tiles)) == 1 else Meld.chow(tiles[0]))
    return tuple(out)


def river(*items: tuple[str, str]) -> tuple[RiverTile, ...]:
    return tuple(RiverTile(Seat(s), Tile(t)) for s, t in items)


def table(**kw) -> TableInfo:
    base = dict(seat=Seat.E, hand=T("1234m5678p12399s"), tiles_left=30)
    base.update(kw)
    return TableInfo(**base)


def test_honour_with_every_other_copy_visible_is_safe():
    # East holds one 7z; the other three are in discards: nobody can wait on it.
    info = table(
        hand=T("1234m5678p1239s7z"),
        river=river(("S", "7z"), ("W", "7z"), ("N", "7z"), ("E", "1m"), ("S", "5p"), ("W", "9s")),
        melds={Seat.S: melds("234s", "567s")},
    )
    model = DangerModel(info)
    assert model.tile_danger(Tile("7z")).cost == 0
    assert model.tile_danger(Tile("7z")).deal_in == 0
    assert model.tile_danger(Tile("5p")).cost > 0


def test_tile_in_the_suit_of_exposed_one_suit_melds_is_dangerous():
    info = table(
        hand=T("5m5p5s1234m678p199s"),
        melds={Seat.S: melds("123p", "789p", "444p")},
        river=river(*[(s, t) for s, t in zip("ESWNESWN", ("1z", "2z", "3z", "4z", "9m", "1s", "9m", "1s"))]),
    )
    model = DangerModel(info)
    south = read_opponent(info, Seat.S)
    assert south.suit_focus == 1  # dots
    assert south.ready > 0.4
    assert south.value >= 40
    dots, chars, bamboo = (model.tile_danger(Tile(t)).cost for t in ("5p", "5m", "5s"))
    assert dots > 3 * chars and dots > 3 * bamboo


def test_more_melds_and_more_turns_look_more_ready():
    early = table(river=river(("S", "1z")), melds={Seat.S: ()})
    late = table(river=river(*[("S", "1z")] * 12), melds={Seat.S: melds("234m", "555p")})
    assert read_opponent(late, Seat.S).ready > read_opponent(early, Seat.S).ready


def test_tile_another_seat_threw_since_the_opponents_last_discard_is_cheap():
    # South discarded 9m, then West discarded 5p and South let it pass: a 5p now is nearly safe against South
    # (its hand has not changed) and West would be responsible (ZJ §6 same-round immunity).
    opp = {Seat.S: melds("555z", "666z", "789m")}
    passed = table(river=river(("E", "1z"), ("S", "9m"), ("W", "5p"), ("N", "2z")), melds=opp)
    fresh = table(river=river(("E", "1z"), ("S", "9m"), ("W", "4z"), ("N", "2z")), melds=opp)
    p_passed = DangerModel(passed)
    p_fresh = DangerModel(fresh)
    assert p_passed.wait_chance(Tile("5p"), Seat.S) < 0.2 * p_fresh.wait_chance(Tile("5p"), Seat.S)
    assert p_passed.payment(Tile("5p"), Seat.S) < p_fresh.payment(Tile("5p"), Seat.S)


def test_own_earlier_discard_is_not_safe_without_furiten():
    info = table(
        river=river(("S", "5p"), ("W", "1z"), ("N", "2z"), ("E", "3z"), ("S", "6m")), melds={Seat.S: melds("234s")}
    )
    model = DangerModel(info)
    assert model.wait_chance(Tile("5p"), Seat.S) > 0  # ZJ §2: South may still win on 5p


@pytest.mark.parametrize("name", ["zj", "zj-older", "zen-koan"])
def test_payment_follows_the_rulesets_scheme(name):
    ruleset = RULESETS[name]
    info = table(ruleset=ruleset, melds={Seat.S: melds("555z", "666z")}, river=river(("S", "1m")))
    model = DangerModel(info)
    value = int(round(model.reads[Seat.S].value))
    assert value > 30
    share = value * (2 if ruleset.zj.east_double else 1)  # what East pays if South self-draws
    expected = deal_in_cost(ruleset, value, discarder_is_dealer=True) - _ANYWAY * share
    assert model.payment(Tile("5p"), Seat.S) == pytest.approx(max(0.0, expected))


def test_river_rebuilt_from_each_seats_discards_follows_claims():
    # E discards 1m (S pungs it), S discards 2p, W 3s, N 4z, E 5m.
    raw = [
        [(Tile("1m"), Seat.S), (Tile("5m"), None)],
        [(Tile("2p"), None)],
        [(Tile("3s"), None)],
        [(Tile("4z"), None)],
    ]
    order = [(r.seat.value, r.tile.value, r.claimed) for r in river_from_discards(raw)]
    assert order == [("E", "1m", True), ("S", "2p", False), ("W", "3s", False), ("N", "4z", False), ("E", "5m", False)]


def test_visible_counts_count_claimed_discards_once():
    info = table(
        hand=T("1234m5678p12399s"),
        melds={Seat.S: (Meld.pung(Tile("7z"), Seat.E),)},
        river=(RiverTile(Seat.E, Tile("7z"), claimed=True), RiverTile(Seat.S, Tile("9s"))),
    )
    assert info.visible[Tile("7z").index] == 3
    assert info.visible[Tile("9s").index] == 3  # two in hand, one discarded
    assert info.unseen[Tile("9s").index] == 1
