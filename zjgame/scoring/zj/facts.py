"""What the pattern modules look at: facts of the whole hand (computed once) and one regular arrangement.

Hot-loop values, so plain slotted objects and integer tuples rather than dataclasses (docs/architecture.md:
integers inside hot loops). Tile kinds are indices 0..33 (1m..9m, 1p..9p, 1s..9s, 1z..7z). A triplet is a
tuple ``(index, concealed, kong, declared)``; ``concealed`` means it counts as concealed for ZJ 4.2.
"""

from __future__ import annotations

from collections.abc import Sequence

from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS
from zjgame.scoring.context import WinContext
from zjgame.scoring.counts import CONCEALED_KONG

# Terminal number tiles and honours, by index.
TERMINALS = frozenset((0, 8, 9, 17, 18, 26))
HONORS = frozenset(range(27, 34))
OUTSIDE = TERMINALS | HONORS
SIMPLES = frozenset(i for i in range(27) if 1 <= i % 9 <= 7)
DRAGONS = frozenset((31, 32, 33))
WINDS = frozenset((27, 28, 29, 30))

_WIND_INDEX = {seat: 27 + k for k, seat in enumerate(SEATS)}  # the seat's wind tile (E 1z .. N 4z)

Triplet = tuple[int, bool, bool, bool]  # (index, concealed, kong, declared)


class RegularShape:
    """One regular arrangement: the pair, the triplets/kongs and the sequences (by first tile).
    ``winning_unit`` is where the winning tile was placed: ("pair", i), ("sequence", start), ("triplet", i)."""

    __slots__ = ("pair", "triplets", "sequences", "chows", "winning_unit", "blocks")

    def __init__(
        self,
        pair: int,
        triplets: tuple[Triplet, ...],
        sequences: tuple[int, ...],
        chows: tuple[int, ...],
        winning_unit: tuple[str, int],
        blocks: tuple[tuple[int, int], ...] = (),
    ) -> None:
        self.blocks = blocks  # the concealed sets in display order: (0, i) triplet, (1, i) sequence
        self.pair = pair
        self.triplets = triplets
        self.sequences = sequences  # every sequence, declared chows included (chows last)
        self.chows = chows
        self.winning_unit = winning_unit


class HandFacts:
    """Facts of the whole hand that do not depend on the arrangement."""

    __slots__ = (
        "closed",
        "has_melds",
        "suits",
        "has_honor",
        "all_simple",
        "all_terminal_or_honor",
        "all_terminal",
        "all_honor",
        "nine_gates",
        "winning_index",
        "seat_wind",
        "round_wind",
        "context",
        "ruleset",
        "params",
        "bonus",
    )

    def __init__(
        self,
        full_counts: list[int],
        concealed13: Sequence[int],
        melds: Sequence[tuple[int, int]],
        winning: int,
        bonus: Sequence[str],
        context: WinContext,
        ruleset: Ruleset,
    ) -> None:
        f = full_counts
        suits = set()
        if any(f[0:9]):
            suits.add(0)
        if any(f[9:18]):
            suits.add(1)
        if any(f[18:27]):
            suits.add(2)
        honors = sum(f[27:34])
        terminals = f[0] + f[8] + f[9] + f[17] + f[18] + f[26]
        self.closed = not melds or all(kind == CONCEALED_KONG for kind, _ in melds)
        self.has_melds = bool(melds)
        self.suits = suits
        self.has_honor = honors > 0
        self.all_simple = not honors and not terminals
        self.all_terminal_or_honor = terminals + honors == sum(f)
        self.all_terminal = self.all_terminal_or_honor and not honors
        self.all_honor = not suits
        nine = False
        if not melds and winning < 27:
            # ZJ 2.2: the 13 concealed tiles before the win are exactly 1112345678999 of one suit,
            # and the winning tile is of that suit.
            base = winning - winning % 9
            nine = concealed13[base] == 3 and list(concealed13[base : base + 9]) == [3, 1, 1, 1, 1, 1, 1, 1, 3]
        self.nine_gates = nine
        self.winning_index = winning
        self.seat_wind = _WIND_INDEX[context.seat]
        self.round_wind = _WIND_INDEX[context.round_wind]
        self.context = context
        self.ruleset = ruleset
        self.params = ruleset.zj  # the Zung Jung parameters (ZJ §7 variants)
        self.bonus = bonus
