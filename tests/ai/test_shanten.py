"""Shanten (docs/shanten.md): known hands, agreement with mahjong 2.1.0, the per-suit table, the tracker."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mahjong.shanten import Shanten

from ai.shanten import (
    NOT_APPLICABLE,
    ShantenInputError,
    ShantenTracker,
    regular_shanten,
    seven_pairs_shanten,
    shanten,
    shanten_after_discards,
    thirteen_terminals_shanten,
)
from ai.shanten_tables import all_patterns, decode_table, pareto_summary, suit_key, suit_leaves, suit_table

SUIT_OFFSET = {"m": 0, "p": 9, "s": 18, "z": 27}


def hand(text: str) -> list[int]:
    """mpsz notation ("123m456p11z") to 34 counts; a tiny local stand-in for the rules parser."""
    counts = [0] * 34
    digits: list[int] = []
    for ch in text.replace(" ", ""):
        if ch.isdigit():
            digits.append(int(ch))
        else:
            for d in digits:
                counts[SUIT_OFFSET[ch] + d - 1] += 1
            digits = []
    assert not digits, f"dangling digits in {text!r}"
    return counts


def random_hand(rng: random.Random, size: int, pool: list[int] | None = None) -> list[int]:
    wall = pool if pool is not None else [k for k in range(34) for _ in range(4)]
    counts = [0] * 34
    for k in rng.sample(wall, size):
        counts[k] += 1
    return counts


def reference(counts: list[int]) -> int:
    """§6 shanten from mahjong 2.1.0's regular and kokushi plus the Zung Jung seven pairs."""
    best = Shanten.calculate_shanten_for_regular_hand(counts)
    if sum(counts) >= 13:
        pairs = 6 - min(7, sum(c // 2 for c in counts))
        best = min(best, pairs, Shanten.calculate_shanten_for_kokushi_hand(counts))
    return best


@pytest.mark.parametrize(
    ("text", "regular"),
    [
        ("123m456p789s234s11z", -1),  # four sets and a pair
        ("123m456p789s234s1z", 0),  # single wait on 1z
        ("123m456p789s24s11z", 0),  # closed wait on 3s
        ("11z", -1),  # four declared sets and the pair
        ("1z", 0),
        ("13579m2468p1357s", 4),  # six partial sets, only four count
        ("19m19p19s1234567z", 8),  # no two tiles work together
        # mahjong 2.1.0's four-copies rule: waiting only on a fifth copy is not ready
        ("1111m234p567s789s", 1),
        ("5555m123p", 1),  # two declared sets; 555m 123p + 5m waits on the fifth 5m
        ("11112222m333p44z", 0),  # 111m 222m 333p 44z + 12m waits on 3m
        ("1111z123m456m789m", 1),  # four East: a set and a dead tile
        ("1111z123m456m789m5p", 0),  # discard a 1z, wait on 5p
        ("1111z2222z3333z44z", 2),
        ("11123456789999m", -1),  # nine gates shape, complete
        ("1112345678999m", 0),
    ],
)
def test_known_regular_hands(text: str, regular: int) -> None:
    counts = hand(text)
    assert regular_shanten(counts) == regular
    assert regular_shanten(counts) == Shanten.calculate_shanten_for_regular_hand(counts)


@pytest.mark.parametrize(
    ("text", "pairs", "combined"),
    [
        ("1133m5577p99s1122z", -1, -1),
        ("1133m5577p99s112z", 0, 0),
        ("1111m2233p4455s6z", 0, 0),  # four alike are two pairs (ZJ 4)
        ("1111m3355p77s1122z", -1, -1),
        ("1111m2222p3333s4z", 0, 0),  # six pairs from three fours; regular is worse
        ("123m456p789s234s1z", 6, 0),
        ("111155m445566p22z", -1, -1),  # complete as Seven Pairs although only ready as sets
        ("44m44778899p1111z", -1, -1),
    ],
)
def test_seven_pairs_counts_four_alike_as_two_pairs(text: str, pairs: int, combined: int) -> None:
    counts = hand(text)
    assert seven_pairs_shanten(counts) == pairs
    assert shanten(counts) == combined


def test_complete_seven_pairs_beats_a_ready_regular_hand_everywhere() -> None:
    counts = hand("111155m445566p22z")
    assert regular_shanten(counts) == 0
    assert shanten(counts) == -1
    assert ShantenTracker(counts).shanten() == -1
    counts[28] -= 1  # without one 2z: drawing it must complete the Seven Pairs in the helper too
    assert ShantenTracker(counts).draw_shanten()[28] == -1


def pair_heavy_hand(rng: random.Random, size: int) -> list[int]:
    """Pairs and fours of a few kinds, cut to ``size``: Seven Pairs shapes, often also near-regular."""
    counts = [0] * 34
    kinds = rng.sample(range(34), 8)
    left = size
    for k in kinds:
        take = min(left, rng.choice((2, 2, 2, 4)))
        counts[k] = take
        left -= take
    counts[kinds[-1]] += left
    return counts


def test_pair_heavy_hands_match_the_reference() -> None:
    rng = random.Random(4)
    for i in range(1500):
        counts = pair_heavy_hand(rng, 14 if i % 2 else 13)
        assert shanten(counts) == reference(counts), counts
        tracker = ShantenTracker(counts)
        assert tracker.shanten() == reference(counts), counts
        if i % 2:
            assert tracker.discard_shanten() == naive_neighbours(counts, -1), counts
        else:
            assert tracker.draw_shanten() == naive_neighbours(counts, 1), counts


def test_zung_jung_seven_pairs_differs_from_riichi_on_four_alike() -> None:
    counts = hand("1111m2233p4455s6z")
    assert seven_pairs_shanten(counts) == 0
    assert Shanten.calculate_shanten_for_chiitoitsu_hand(counts) > 0


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("19m19p19s1234567z1m", -1),
        ("19m19p19s1234567z", 0),  # thirteen-sided wait
        ("19m19p19s123456z7z", 0),
        ("19m19p19s12345z77z", 0),
        ("119m19p19s12345z5m", 1),
        ("123m456p789s234s1z", 10),  # 1m, 9s, 1z
    ],
)
def test_thirteen_terminals(text: str, expected: int) -> None:
    counts = hand(text)
    assert thirteen_terminals_shanten(counts) == expected
    assert expected == Shanten.calculate_shanten_for_kokushi_hand(counts)
    assert shanten(counts) == min(expected, regular_shanten(counts), seven_pairs_shanten(counts))


def test_irregular_forms_do_not_apply_below_thirteen_tiles() -> None:
    counts = hand("1133m5577p99s1z")
    assert sum(counts) == 11
    assert seven_pairs_shanten(counts) == NOT_APPLICABLE
    assert thirteen_terminals_shanten(counts) == NOT_APPLICABLE
    assert shanten(counts) == regular_shanten(counts)


@pytest.mark.parametrize(
    "counts",
    [
        [0] * 34,  # 0 tiles
        hand("123m456p789s123s"),  # 12 tiles
        hand("123m456p789s123s11z1p"),  # 15 tiles
        [5] + [0] * 33,
        [-1, 2] + [0] * 32,
        [1] * 33,
        "not counts",
    ],
)
def test_invalid_counts_are_rejected(counts: list[int]) -> None:
    for function in (shanten, regular_shanten, seven_pairs_shanten, thirteen_terminals_shanten):
        with pytest.raises(ShantenInputError):
            function(counts)
    assert issubclass(ShantenInputError, ValueError)


def test_random_hands_agree_with_mahjong_2_1_0() -> None:
    rng = random.Random(20261129)
    flushes = [k for k in range(9) for _ in range(4)] + [k for k in range(27, 34) for _ in range(4)]
    orphans = [k for k in (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33, 4, 13) for _ in range(4)]
    sizes = (1, 2, 4, 5, 7, 8, 10, 11, 13, 14)
    for i in range(3000):
        size = sizes[i % len(sizes)]
        counts = random_hand(rng, size, (None, flushes, orphans)[i % 3])
        assert regular_shanten(counts) == Shanten.calculate_shanten_for_regular_hand(counts), counts
        assert shanten(counts) == reference(counts), counts
        if size >= 13:
            assert thirteen_terminals_shanten(counts) == Shanten.calculate_shanten_for_kokushi_hand(counts)


def test_suit_table_matches_a_fresh_search() -> None:
    summaries, ids = suit_table()
    rng = random.Random(5)
    for _ in range(400):
        pattern = [0] * 9
        for k in rng.sample([k for k in range(9) for _ in range(4)], rng.randint(0, 14)):
            pattern[k] += 1
        assert summaries[ids[suit_key(pattern)]] == pareto_summary(suit_leaves(pattern)), pattern


def test_shipped_table_equals_a_fresh_build_on_a_stride_sample() -> None:
    """Every 61st suit pattern (in key order, so every region of the table) gets the summary a fresh search
    gives. The whole table is compared with a fresh build by ``python -m ai.shanten_tables --check``, which
    CI runs beside this suite (about 20-50 s of CPU: too much for the suite's budget)."""
    summaries, ids = suit_table()
    checked = 0
    for n, pattern in enumerate(all_patterns()):
        if n % 61 == 0:
            assert summaries[ids[suit_key(pattern)]] == pareto_summary(suit_leaves(pattern)), pattern
            checked += 1
    assert checked > 6000


def test_corrupt_table_file_is_rejected() -> None:
    with pytest.raises(ValueError, match="suit table"):
        decode_table(b"not an lzma stream")


def naive_neighbours(counts: list[int], sign: int) -> tuple[int | None, ...]:
    out: list[int | None] = []
    for k in range(34):
        if (sign > 0 and counts[k] == 4) or (sign < 0 and counts[k] == 0):
            out.append(None)
            continue
        counts[k] += sign
        out.append(shanten(counts))
        counts[k] -= sign
    return tuple(out)


def test_discard_and_draw_helpers_match_recomputing() -> None:
    rng = random.Random(11)
    for i in range(300):
        size = (14, 11, 8, 5, 2)[i % 5]
        counts = random_hand(rng, size)
        assert shanten_after_discards(counts) == naive_neighbours(counts, -1)
        tracker = ShantenTracker(counts)
        tracker.remove(next(k for k in range(34) if counts[k]))
        assert tracker.draw_shanten() == naive_neighbours(list(tracker.counts), 1)


def test_discard_helper_on_a_known_hand() -> None:
    counts = hand("123m456p789s13s55z9m")
    after = shanten_after_discards(counts)
    assert after[8] == 0  # drop 9m: ready on 2s
    assert after[18] == 1 and after[20] == 1  # break the 13s wait
    assert after[9] is None  # no 1p in the hand
    assert after == naive_neighbours(counts, -1)


def test_tracker_rejects_impossible_updates() -> None:
    tracker = ShantenTracker(hand("1111m"))
    with pytest.raises(ShantenInputError):
        tracker.add(0)
    with pytest.raises(ShantenInputError):
        tracker.remove(5)
    for bad in (-1, 34):
        with pytest.raises(ShantenInputError, match="0..33"):
            tracker.add(bad)
        with pytest.raises(ShantenInputError, match="0..33"):
            tracker.remove(bad)
    assert tracker.counts == tuple(hand("1111m"))
    with pytest.raises(ShantenInputError):
        ShantenTracker(hand("111m")).shanten()


operations = st.lists(st.tuples(st.booleans(), st.integers(0, 33)), min_size=1, max_size=60)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1), operations)
def test_tracker_equals_reference_after_random_updates(seed: int, ops: list[tuple[bool, int]]) -> None:
    counts = random_hand(random.Random(seed), 13)
    tracker = ShantenTracker(counts)
    for add, tile in ops:
        if add and counts[tile] < 4 and sum(counts) < 14:
            counts[tile] += 1
            tracker.add(tile)
        elif not add and counts[tile] > 0:
            counts[tile] -= 1
            tracker.remove(tile)
        assert list(tracker.counts) == counts
        if sum(counts) % 3:
            assert tracker.shanten() == shanten(counts)
            assert tracker.regular_shanten() == regular_shanten(counts)
            assert tracker.seven_pairs_shanten() == seven_pairs_shanten(counts)
            assert tracker.thirteen_terminals_shanten() == thirteen_terminals_shanten(counts)
    copy = tracker.copy()
    assert copy.counts == tracker.counts and copy.total == tracker.total
