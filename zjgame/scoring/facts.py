"""What the pattern modules look at: facts of the whole hand (computed once) and one regular arrangement
(sets and pair as small integer tuples, for speed). Tile kinds are indices 0..33 (1m..9m, 1p..9p, 1s..9s,
1z..7z); a set is concealed when it counts as concealed for ZJ 4.2.
"""

from __future__ import annotations

from dataclasses import dataclass

from zjgame.rules.hand import Hand
from zjgame.rules.melds import MeldKind
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.tiles import counts34
from zjgame.scoring.context import WinContext

# Terminal number tiles and honours, by index.
TERMINALS = frozenset((0, 8, 9, 17, 18, 26))
HONORS = frozenset(range(27, 34))
DRAGONS = (31, 32, 33)
WINDS = (27, 28, 29, 30)


def suit_of(index: int) -> int:
    """0, 1, 2 for the three suits, 3 for honours."""
    return index // 9 if index < 27 else 3


@dataclass(frozen=True)
class Triplet:
    """A triplet or kong (ZJ 6.2, 7.2: a kong counts as a triplet)."""

    index: int
    concealed: bool
    kong: bool
    declared: bool


@dataclass(frozen=True)
class RegularShape:
    """One regular arrangement: the pair, the triplets/kongs and the sequences (by first tile)."""

    pair: int
    triplets: tuple[Triplet, ...]
    sequences: tuple[int, ...]
    declared_sequences: tuple[int, ...] = ()  # chows (already included in ``sequences``)
    winning_unit: str = "pair"  # "pair", "sequence:<start>", "triplet:<index>" (the placement chosen)


@dataclass(frozen=True)
class HandFacts:
    """Facts of the whole hand that do not depend on the arrangement."""

    counts: tuple[int, ...]  # every tile of the hand, kongs counted as four
    closed: bool  # nothing claimed (concealed kongs allowed), ZJ 1.2
    has_melds: bool
    kongs: int
    suits: frozenset[int]  # numbered suits present (0, 1, 2)
    has_honor: bool
    all_simple: bool
    all_terminal_or_honor: bool
    all_terminal: bool
    all_honor: bool
    nine_gates: bool
    winning_index: int
    seat_wind: int
    round_wind: int
    context: WinContext
    ruleset: Ruleset
    bonus: tuple[str, ...]  # bonus tile notations ("1f", "3g")


def hand_facts(hand: Hand, context: WinContext, ruleset: Ruleset) -> HandFacts:
    assert hand.winning is not None
    counts = counts34(hand.tiles)
    present = [i for i in range(34) if counts[i]]
    suits = frozenset(suit_of(i) for i in present if i < 27)
    has_honor = any(i >= 27 for i in present)
    nine_gates = False
    if not hand.melds and hand.winning.is_suited:
        # ZJ 2.2: the 13 concealed tiles before the win are exactly 1112345678999 of one suit,
        # and the winning tile is of that suit.
        c13 = counts34(hand.concealed)
        base = (hand.winning.index // 9) * 9
        nine_gates = c13[base : base + 9] == [3, 1, 1, 1, 1, 1, 1, 1, 3] and sum(c13) == 13
    return HandFacts(
        counts=tuple(counts),
        closed=all(m.kind is MeldKind.CONCEALED_KONG for m in hand.melds),
        has_melds=bool(hand.melds),
        kongs=sum(1 for m in hand.melds if m.is_kong),
        suits=suits,
        has_honor=has_honor,
        all_simple=all(i < 27 and 1 <= i % 9 <= 7 for i in present),
        all_terminal_or_honor=all(i in TERMINALS or i in HONORS for i in present),
        all_terminal=all(i in TERMINALS for i in present),
        all_honor=all(i in HONORS for i in present),
        nine_gates=nine_gates,
        winning_index=hand.winning.index,
        seat_wind=27 + context.seat.index,
        round_wind=27 + context.round_wind.index,
        context=context,
        ruleset=ruleset,
        bonus=tuple(t.value for t in hand.bonus),
    )
