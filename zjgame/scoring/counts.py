"""The integer form of a hand that the scorers' hot loops take (docs/architecture.md: integers inside hot loops):
tile kinds as indices 0..33 (1m..9m, 1p..9p, 1s..9s, 1z..7z), concealed tiles as a 34-count array, melds as
``(kind code, index of the first tile)`` pairs, bonus tiles as their notation.

Shared by every scoring system, the fast batch reader (``quick``) and the ``score`` command.
"""

from __future__ import annotations

from collections.abc import Sequence

from zjgame.rules.hand import Hand
from zjgame.rules.melds import MeldKind
from zjgame.rules.tiles import TILES34, Tile

# Meld kinds as small integers: chow, pung, exposed kong, concealed kong.
CHOW, PUNG, EXPOSED_KONG, CONCEALED_KONG = 0, 1, 2, 3
MeldSpec = tuple[int, int]  # (CHOW | PUNG | EXPOSED_KONG | CONCEALED_KONG, index of the first tile)

INDEX: dict[Tile, int] = {t: i for i, t in enumerate(TILES34)}
MELD_CODE = {
    MeldKind.CHOW: CHOW,
    MeldKind.PUNG: PUNG,
    MeldKind.EXPOSED_KONG: EXPOSED_KONG,
    MeldKind.CONCEALED_KONG: CONCEALED_KONG,
}


def with_melds(counts: Sequence[int], melds: Sequence[MeldSpec]) -> list[int]:
    """A copy of the 34 ``counts`` with every declared meld's tiles added (a kong as four)."""
    full = list(counts)
    for kind, i in melds:
        if kind == CHOW:
            full[i] += 1
            full[i + 1] += 1
            full[i + 2] += 1
        else:
            full[i] += 3 if kind == PUNG else 4
    return full


def hand_inputs(hand: Hand) -> tuple[list[int], list[MeldSpec], tuple[str, ...]]:
    """The integer form of a hand: concealed counts (before the win), melds, bonus tiles."""
    counts = [0] * 34
    for t in hand.concealed:
        counts[INDEX[t]] += 1
    melds = [(MELD_CODE[m.kind], min(INDEX[t] for t in m.tiles)) for m in hand.melds]
    return counts, melds, tuple(t.value for t in hand.bonus)


def group_text(indices: Sequence[int]) -> str:
    """Compact mpsz text of tile indices (sorted)."""
    out = []
    prev_suit = -1
    for i in sorted(indices):
        suit = i // 9
        if prev_suit not in (-1, suit):
            out.append("mpsz"[prev_suit])
        out.append(str(i % 9 + 1))
        prev_suit = suit
    if prev_suit != -1:
        out.append("mpsz"[prev_suit])
    return "".join(out)
