"""Tiles and seats: the vocabulary every package uses (ZJ §1)."""

import pytest

from zjgame.rules.errors import NotationError
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import BONUS_TILES, TILES34, Tile, tile_set


def test_34_kinds_and_8_bonus_tiles_in_index_order():
    assert len(TILES34) == 34 and len(BONUS_TILES) == 8
    assert [t.index for t in TILES34] == list(range(34))
    assert TILES34[0] is Tile("1m") and TILES34[9] is Tile("1p") and TILES34[27] is Tile("1z")
    assert [t.value for t in BONUS_TILES] == ["1f", "2f", "3f", "4f", "1g", "2g", "3g", "4g"]


@pytest.mark.parametrize("tile", list(Tile))
def test_every_tile_round_trips_through_its_notation_and_index(tile):
    assert Tile(tile.value) is tile
    assert Tile.from_index(tile.index) is tile


@pytest.mark.parametrize("text", ["0m", "8z", "5f", "1x", "M1", "1M", "", "11m"])
def test_unknown_tiles_are_notation_errors(text):
    with pytest.raises(NotationError):
        Tile(text)


def test_tile_properties():
    assert Tile("1m").is_terminal and not Tile("1z").is_terminal
    assert Tile("1z").is_wind and Tile("5z").is_dragon and not Tile("5z").is_wind
    assert Tile("5p").is_simple and not Tile("9p").is_simple and not Tile("7z").is_simple
    assert Tile("7z").name_zh == "中" and Tile("6z").name_zh == "發"
    assert Tile("1f").is_bonus and not Tile("1f").is_honor


def test_tile_sets():
    assert len(tile_set()) == 136 and len(tile_set(with_bonus=True)) == 144


def test_seats_turn_order_and_interception_order():
    assert [s.value for s in SEATS] == ["E", "S", "W", "N"]
    assert Seat.E.next is Seat.S and Seat.N.next is Seat.E
    assert Seat.S.after() == (Seat.W, Seat.N, Seat.E)  # ZJ §2: next, opposite, before
    assert Seat.W.wind is Tile("3z")
