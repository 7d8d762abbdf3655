"""Hand shapes (ZJ §4): every regular arrangement of concealed tiles into sets and a pair, Seven Pairs
(four identical tiles count as two pairs), Thirteen Terminals, completeness and waits.

Works on 34-count arrays (integers, for speed); ``Tile``-level helpers sit at the end. It knows nothing
of points: choosing the best arrangement is the scorer's job.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from zjgame.rules.tiles import TILES34, Tile, counts34

# Index of each terminal/honour kind in the 34 order (ZJ 10.1).
TERMINAL_HONOR_INDICES: tuple[int, ...] = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


class BlockKind(Enum):
    SEQUENCE = "sequence"
    TRIPLET = "triplet"


@dataclass(frozen=True)
class Block:
    """A set formed from concealed tiles: a sequence starting at ``tile`` or a triplet of ``tile``."""

    kind: BlockKind
    tile: Tile

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind is BlockKind.TRIPLET:
            return (self.tile,) * 3
        return tuple(TILES34[self.tile.index + i] for i in range(3))

    def __lt__(self, other: object) -> bool:  # order by tile, sequences first
        if not isinstance(other, Block):
            return NotImplemented
        return (self.tile.index, self.kind.value) < (other.tile.index, other.kind.value)


@dataclass(frozen=True)
class Arrangement:
    """One regular arrangement of concealed tiles: ``blocks`` (sets) and the ``pair`` (None when the
    tiles were arranged into sets only)."""

    blocks: tuple[Block, ...]
    pair: Tile | None


# --- integer core ---------------------------------------------------------------------------------


def _sets_only(
    counts: list[int], start: int, acc: list[tuple[int, int]], out: list[tuple[tuple[int, int], ...]]
) -> None:
    """All ways to split ``counts`` (from ``start``) into sets. Each set is (0, i) triplet or (1, i) sequence.

    At the lowest remaining index i, tile i is either in one triplet of i (at most one, as there are
    at most four copies) with the rest of i in sequences starting at i, or all in sequences: choosing
    the triplet count first makes every multiset of sets appear exactly once.
    """
    i = start
    while i < 34 and counts[i] == 0:
        i += 1
    if i == 34:
        out.append(tuple(acc))
        return
    c = counts[i]
    suited = i < 27 and i % 9 <= 6
    for triplets in (1, 0):
        if c < 3 * triplets:
            continue
        seqs = c - 3 * triplets
        if seqs and not (suited and counts[i + 1] >= seqs and counts[i + 2] >= seqs):
            continue
        counts[i] -= c
        if seqs:
            counts[i + 1] -= seqs
            counts[i + 2] -= seqs
        n = len(acc)
        if triplets:
            acc.append((0, i))
        acc.extend([(1, i)] * seqs)
        _sets_only(counts, i + 1, acc, out)
        del acc[n:]
        counts[i] += c
        if seqs:
            counts[i + 1] += seqs
            counts[i + 2] += seqs


def set_decompositions(counts: Sequence[int]) -> list[tuple[tuple[int, int], ...]]:
    """Every way to split ``counts`` (a multiple of 3 tiles) into sets; [] if there is none."""
    work = list(counts)
    out: list[tuple[tuple[int, int], ...]] = []
    _sets_only(work, 0, [], out)
    return out


def regular_decompositions(counts: Sequence[int]) -> list[tuple[int, tuple[tuple[int, int], ...]]]:
    """Every arrangement of ``counts`` (3n+2 tiles) as n sets and a pair: (pair index, sets)."""
    work = list(counts)
    out: list[tuple[int, tuple[tuple[int, int], ...]]] = []
    for p in range(34):
        if work[p] >= 2:
            work[p] -= 2
            sets: list[tuple[tuple[int, int], ...]] = []
            _sets_only(work, 0, [], sets)
            out.extend((p, s) for s in sets)
            work[p] += 2
    return out


def _can_split_sets(counts: list[int], start: int = 0) -> bool:
    i = start
    while i < 34 and counts[i] == 0:
        i += 1
    if i == 34:
        return True
    c = counts[i]
    suited = i < 27 and i % 9 <= 6
    for triplets in (1, 0):
        if c < 3 * triplets:
            continue
        seqs = c - 3 * triplets
        if seqs and not (suited and counts[i + 1] >= seqs and counts[i + 2] >= seqs):
            continue
        counts[i] -= c
        if seqs:
            counts[i + 1] -= seqs
            counts[i + 2] -= seqs
        ok = _can_split_sets(counts, i + 1)
        counts[i] += c
        if seqs:
            counts[i + 1] += seqs
            counts[i + 2] += seqs
        if ok:
            return True
    return False


def is_regular_complete(counts: Sequence[int]) -> bool:
    """Whether 3n+2 tiles form n sets and a pair (ZJ §4 regular hand)."""
    if sum(counts) % 3 != 2:
        return False
    work = list(counts)
    for p in range(34):
        if work[p] >= 2:
            work[p] -= 2
            ok = _can_split_sets(work)
            work[p] += 2
            if ok:
                return True
    return False


def is_seven_pairs(counts: Sequence[int]) -> bool:
    """14 concealed tiles in seven pairs; four identical tiles count as two pairs (ZJ 10.2)."""
    return sum(counts) == 14 and all(c % 2 == 0 for c in counts)


def is_thirteen_terminals(counts: Sequence[int]) -> bool:
    """One of each terminal and honour, one of them paired (ZJ 10.1)."""
    if sum(counts) != 14:
        return False
    return all(counts[i] >= 1 for i in TERMINAL_HONOR_INDICES) and sum(counts[i] for i in TERMINAL_HONOR_INDICES) == 14


def is_complete(counts: Sequence[int]) -> bool:
    """Whether the concealed tiles (with declared sets implied) form any winning shape (ZJ §4)."""
    return is_regular_complete(counts) or is_seven_pairs(counts) or is_thirteen_terminals(counts)


def wait_indices(counts: Sequence[int], held: Sequence[int] | None = None) -> list[int]:
    """Tile kinds that complete 3n+1 concealed tiles. A kind of which ``held`` (default ``counts``:
    the player's own concealed tiles and melds) already has four copies cannot be drawn, so is no wait."""
    held = counts if held is None else held
    work = list(counts)
    out = []
    for i in range(34):
        if held[i] >= 4:
            continue
        work[i] += 1
        if is_complete(work):
            out.append(i)
        work[i] -= 1
    return out


# --- Tile-level helpers ---------------------------------------------------------------------------


def _block(kind_code: int, index: int) -> Block:
    return Block(BlockKind.TRIPLET if kind_code == 0 else BlockKind.SEQUENCE, TILES34[index])


def arrangements(tiles: Iterable[Tile]) -> list[Arrangement]:
    """Every regular arrangement of the tiles: with a pair for 3n+2 tiles, sets only for 3n tiles."""
    counts = counts34(tiles)
    if sum(counts) % 3 == 0:
        return [Arrangement(tuple(_block(k, i) for k, i in sets), None) for sets in set_decompositions(counts)]
    return [Arrangement(tuple(_block(k, i) for k, i in sets), TILES34[p]) for p, sets in regular_decompositions(counts)]


def waits(tiles: Iterable[Tile], melded: Iterable[Tile] = ()) -> tuple[Tile, ...]:
    """Tiles that complete a 3n+1 concealed hand; ``melded`` are the player's declared tiles (a kind
    whose four copies the player holds is no wait)."""
    counts = counts34(tiles)
    held = counts34(melded)
    held = [a + b for a, b in zip(counts, held)]
    return tuple(TILES34[i] for i in wait_indices(counts, held))
