"""Hand shapes (ZJ §4): arrangements, Seven Pairs, Thirteen Terminals, completeness and waits."""

import random

import pytest

from zjgame.rules.hand import parse_hand
from zjgame.rules.shapes import (
    BlockKind,
    arrangements,
    is_complete,
    is_regular_complete,
    is_seven_pairs,
    is_thirteen_terminals,
    waits,
)
from zjgame.rules.tiles import TILES34, counts34


def concealed(text):
    return parse_hand(text, require_winning=False).concealed


def test_three_by_three_block_has_both_arrangements():
    found = {tuple(b.kind for b in a.blocks) for a in arrangements(concealed("777888999s11m"))}
    assert found == {(BlockKind.TRIPLET,) * 3, (BlockKind.SEQUENCE,) * 3}


@pytest.mark.parametrize(
    "text, count",
    [
        ("111122223333m44p", 2),  # 111 222 333 123 / 123 x4
        ("11123m", 1),  # 11 + 123 (111 + 23 leaves no pair)
        ("123456789m11p", 1),
        ("11223344m", 2),  # 11 + 234 234, or 44 + 123 123
    ],
)
def test_arrangement_counts(text, count):
    tiles = concealed(text)
    result = arrangements(tiles)
    # Every arrangement uses exactly the tiles given.
    for a in result:
        used = [t for b in a.blocks for t in b.tiles] + ([a.pair, a.pair] if a.pair else [])
        assert sorted(used) == sorted(tiles)
    assert len({(a.blocks, a.pair) for a in result}) == len(result)  # no duplicates
    assert len(result) == count


def test_exact_arrangements_of_a_wide_hand():
    result = {
        (a.pair.value, tuple((b.kind.value, b.tile.value) for b in a.blocks))
        for a in arrangements(concealed("11122233344455m"))
    }
    assert ("5m", (("triplet", "1m"), ("triplet", "2m"), ("triplet", "3m"), ("triplet", "4m"))) in result
    assert ("5m", (("sequence", "1m"), ("sequence", "1m"), ("sequence", "1m"), ("triplet", "4m"))) in result
    assert ("2m", (("triplet", "1m"), ("sequence", "2m"), ("sequence", "3m"), ("sequence", "3m"))) in result
    for _pair, blocks in result:
        assert len(blocks) == 4


def test_seven_pairs_with_four_identical_tiles():
    assert is_seven_pairs(counts34(concealed("1111m2233p5566s77z")))
    assert not is_seven_pairs(counts34(concealed("111m22233p5566s77z")))


def test_thirteen_terminals():
    assert is_thirteen_terminals(counts34(concealed("19m19p19s12345677z")))
    assert not is_thirteen_terminals(counts34(concealed("19m19p19s1234566z9m")))


def test_regular_completeness():
    assert is_regular_complete(counts34(concealed("123m456p789s11122z")))
    assert not is_regular_complete(counts34(concealed("123m456p789s11123z")))


def test_nine_gates_waits_on_all_nine_tiles():
    assert [t.value for t in waits(concealed("1112345678999m"))] == [f"{i}m" for i in range(1, 10)]


def test_thirteen_terminals_thirteen_way_wait():
    assert len(waits(concealed("19m19p19s1234567z"))) == 13


def test_a_wait_on_a_tile_whose_four_copies_are_held_is_no_wait():
    # 1111m held (as concealed tiles), 23m waits on 1m/4m: 1m is impossible.
    assert [t.value for t in waits(concealed("1111m234p567s789s"))] == []  # only 1m would complete it
    assert [t.value for t in waits(concealed("1111m23m456p789s5z"))] == ["5z"]
    assert [t.value for t in waits(concealed("111m23m456p789s55z"))] == ["1m", "4m", "5z"]
    # Three 5z in a declared pung: a single 5z waiting for its pair waits on the fourth copy's twin: none.
    hand = parse_hand("123m456p789s5z [555z]", require_winning=False)
    assert waits(hand.concealed, [t for m in hand.melds for t in m.tiles]) == ()


def test_every_found_arrangement_is_complete_and_complete_hands_have_one():
    rng = random.Random(5)
    for _ in range(300):
        counts = [0] * 34
        tiles = []
        while len(tiles) < 14:
            t = rng.choice(TILES34[:9]) if rng.random() < 0.8 else rng.choice(TILES34)
            if counts[t.index] < 4:
                counts[t.index] += 1
                tiles.append(t)
        found = arrangements(tiles)
        assert bool(found) == is_regular_complete(counts)
        for a in found:
            used = sorted([t for b in a.blocks for t in b.tiles] + [a.pair, a.pair])
            assert used == sorted(tiles)
        assert is_complete(counts) == (bool(found) or is_seven_pairs(counts) or is_thirteen_terminals(counts))
