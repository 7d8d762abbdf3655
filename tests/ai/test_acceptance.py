"""Tile acceptance: hands counted by hand, visible tiles, and agreement with recomputing every draw."""

from __future__ import annotations

import random

import pytest

from ai.acceptance import (
    Acceptance,
    AcceptanceInputError,
    DiscardOption,
    discard_options,
    tile_acceptance,
    unseen_counts,
)
from ai.shanten import shanten
from tests.ai.test_shanten import hand, random_hand

M9, S2, Z1, Z2, Z5 = 8, 19, 27, 28, 31


def test_closed_wait_accepts_the_four_middle_tiles() -> None:
    counts = hand("123m456p789s13s55z")  # ready, waiting on 2s only
    result = tile_acceptance(counts)
    assert result == Acceptance(shanten=0, improving=(S2,), accepted=4, unseen=(4,))


def test_visible_tiles_reduce_acceptance_and_never_go_negative() -> None:
    counts = hand("123m456p789s13s55z")
    visible = [a + b for a, b in zip(counts, hand("22s"))]  # two 2s in the discards
    assert tile_acceptance(counts, visible).accepted == 2
    visible = [a + b for a, b in zip(counts, hand("2222s"))]
    assert tile_acceptance(counts, visible) == Acceptance(0, (S2,), 0, (0,))
    assert unseen_counts([6] + [0] * 33)[0] == 0


def test_double_pair_wait_counts_the_two_remaining_of_each() -> None:
    counts = hand("123m456p789s1122z")  # waits on 1z or 2z, two of each left
    assert tile_acceptance(counts) == Acceptance(0, (Z1, Z2), 4, (2, 2))


def test_a_kind_held_four_times_is_never_accepted() -> None:
    # 1111m + three sets is 1-shanten (its single wait would be a fifth 1m).  Any other tile makes it
    # ready (keep it, drop a 1m, wait on it), so 33 kinds improve: 4 * 33 copies less the 9 in the sets.
    counts = hand("1111m234p567s789s")
    result = tile_acceptance(counts)
    assert result.shanten == 1
    assert result.improving == tuple(range(1, 34))
    assert result.accepted == 4 * 33 - 9


def test_discard_options_best_first() -> None:
    counts = hand("123m456p789s13s55z9m")
    options = discard_options(counts)
    assert options[0] == DiscardOption(discard=M9, shanten=0, improving=(S2,), accepted=4, unseen=(4,))
    assert [o.discard for o in options].count(M9) == 1
    assert len(options) == sum(1 for c in counts if c)
    keys = [(o.shanten, -o.accepted, o.discard) for o in options]
    assert keys == sorted(keys)
    by_tile = {o.discard: o for o in options}
    # dropping 1s or 5z breaks the wait: 1-shanten
    assert by_tile[18].shanten == 1
    assert by_tile[Z5].shanten == 1


def test_discard_options_with_visible_discards() -> None:
    counts = hand("123m456p789s13s55z9m")
    visible = [a + b for a, b in zip(counts, hand("222s"))]
    options = discard_options(counts, visible)
    assert options[0].discard == M9 and options[0].accepted == 1


def test_inconsistent_inputs_are_rejected() -> None:
    counts = hand("123m456p789s13s55z")
    with pytest.raises(AcceptanceInputError, match="visible"):
        tile_acceptance(counts, [0] * 34)  # does not include the hand
    with pytest.raises(AcceptanceInputError):
        tile_acceptance(counts, [0] * 33)
    with pytest.raises(AcceptanceInputError, match="3n\\+2"):
        discard_options(counts)
    with pytest.raises(AcceptanceInputError, match="3n\\+1"):
        tile_acceptance(hand("123m456p789s13s55z9m"))
    with pytest.raises(ValueError):
        tile_acceptance([9] * 34)


def naive_acceptance(counts: list[int], unseen: tuple[int, ...]) -> tuple[int, tuple[int, ...], int]:
    current = shanten(counts)
    improving = []
    for k in range(34):
        if counts[k] < 4:
            counts[k] += 1
            if shanten(counts) < current:
                improving.append(k)
            counts[k] -= 1
    return current, tuple(improving), sum(unseen[k] for k in improving)


def test_random_hands_match_recomputing_every_draw() -> None:
    rng = random.Random(99)
    for i in range(60):
        counts = random_hand(rng, 14 if i % 2 else 11)
        visible = [min(4, c + rng.randint(0, 2)) for c in counts]
        unseen = unseen_counts(visible)
        options = discard_options(counts, visible)
        for option in options:
            counts[option.discard] -= 1
            expected = naive_acceptance(counts, unseen)
            counts[option.discard] += 1
            assert (option.shanten, option.improving, option.accepted) == expected
            assert option.unseen == tuple(unseen[k] for k in option.improving)
        counts[options[-1].discard] -= 1
        result = tile_acceptance(counts, visible)
        assert (result.shanten, result.improving, result.accepted) == naive_acceptance(counts, unseen)
