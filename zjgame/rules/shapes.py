"""Hand shapes (ZJ §4): every regular arrangement of concealed tiles into sets and a pair, Seven Pairs
(four identical tiles count as two pairs), Thirteen Terminals, completeness and waits.

Works on 34-count arrays (integers, for speed): one search splits counts into sets, used directly and,
suit by suit with each suit's answer cached, by ``arrangements34`` (the scorer's hot path); ``Tile``-level
helpers sit at the end. It knows nothing of points: choosing the best arrangement is the scorer's job.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from itertools import product
from operator import itemgetter

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
# A set is ``(0, index)`` for a triplet, ``(1, index)`` for a sequence starting at ``index``.

SetCode = tuple[int, int]


def _sets_only(
    counts: list[int], start: int, acc: list[SetCode], out: list[tuple[SetCode, ...]], first: bool = False
) -> bool:
    """All ways to split ``counts`` (from ``start``) into sets, appended to ``out``; whether there is one.
    ``counts`` is 34 counts, or one suit's 9 (local indices 0..8). With ``first``, stop at the first split.

    At the lowest remaining index i, tile i is either in one triplet of i (at most one, as there are
    at most four copies) with the rest of i in sequences starting at i, or all in sequences: choosing
    the triplet count first makes every multiset of sets appear exactly once.
    """
    end = len(counts)
    i = start
    while i < end and counts[i] == 0:
        i += 1
    if i == end:
        out.append(tuple(acc))
        return True
    c = counts[i]
    suited = i < 27 and i % 9 <= 6
    found = False
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
        found = _sets_only(counts, i + 1, acc, out, first) or found
        del acc[n:]
        counts[i] += c
        if seqs:
            counts[i + 1] += seqs
            counts[i + 2] += seqs
        if found and first:
            return True
    return found


def set_decompositions(counts: Sequence[int]) -> list[tuple[SetCode, ...]]:
    """Every way to split ``counts`` (a multiple of 3 tiles) into sets; [] if there is none."""
    work = list(counts)
    out: list[tuple[SetCode, ...]] = []
    _sets_only(work, 0, [], out)
    return out


def regular_decompositions(counts: Sequence[int]) -> list[tuple[int, tuple[SetCode, ...]]]:
    """Every arrangement of ``counts`` (3n+2 tiles) as n sets and a pair: (pair index, sets), ordered
    by the pair (the stable sort keeps each pair's arrangements in the order they were found)."""
    return sorted([(pair, blocks) for pair, blocks, _, _ in arrangements34(counts)], key=itemgetter(0))


def is_regular_complete(counts: Sequence[int]) -> bool:
    """Whether 3n+2 tiles form n sets and a pair (ZJ §4 regular hand)."""
    if sum(counts) % 3 != 2:
        return False
    work = list(counts)
    for p in range(34):
        if work[p] >= 2:
            work[p] -= 2
            ok = _sets_only(work, 0, [], [], first=True)
            work[p] += 2
            if ok:
                return True
    return False


# --- fast arrangements, suit by suit --------------------------------------------------------------
# The scorer runs in hot loops (the batch command, the computer players): arrangements are computed
# suit by suit with each suit's answer cached. Honours can only form triplets and the pair.


@lru_cache(maxsize=65536)
def suit_sets(counts: tuple[int, ...]) -> tuple[tuple[SetCode, ...], ...]:
    """Every split of one suit's 9 counts into sets (local indices 0..8)."""
    out: list[tuple[SetCode, ...]] = []
    _sets_only(list(counts), 0, [], out)
    return tuple(out)


@lru_cache(maxsize=65536)
def suit_with_pair(counts: tuple[int, ...]) -> tuple[tuple[int, tuple[SetCode, ...]], ...]:
    """Every split of one suit's 9 counts into a pair and sets: (pair local index, sets)."""
    out: list[tuple[int, tuple[SetCode, ...]]] = []
    work = list(counts)
    for p in range(9):
        if work[p] >= 2:
            work[p] -= 2
            out.extend((p, s) for s in suit_sets(tuple(work)))
            work[p] += 2
    return tuple(out)


Option = tuple[int, tuple[SetCode, ...], tuple[int, ...], tuple[int, ...]]  # (pair or -1, sets, sequences, triplets)


def _option(pair: int, blocks: tuple[SetCode, ...]) -> Option:
    return (
        pair,
        blocks,
        tuple([i for k, i in blocks if k == 1]),
        tuple([i for k, i in blocks if k == 0]),
    )


@lru_cache(maxsize=65536)
def _local_options(part: tuple[int, ...], with_pair: bool) -> tuple[Option, ...]:
    """One suit's arrangements in local indices 0..8 (shared by the three suits)."""
    if with_pair:
        return tuple([_option(p, s) for p, s in suit_with_pair(part)])
    return tuple([_option(-1, s) for s in suit_sets(part)])


# Moving a local set or index to a suit: one lookup table per suit base.
_MOVE_BLOCK = {base: {(k, i): (k, i + base) for k in (0, 1) for i in range(9)} for base in (9, 18)}
_MOVE_INDEX = {base: {i: i + base for i in range(-1, 9)} for base in (9, 18)}


# Per (suit base, with a pair): suit counts -> arrangements with global indices. A plain dict per key
# rather than lru_cache: the lookup is in the innermost loop of the scorer.
_OPTIONS: dict[tuple[int, bool], dict[tuple[int, ...], tuple[Option, ...]]] = {
    (base, pair): {} for base in (0, 9, 18) for pair in (False, True)
}
_OPTIONS_LIMIT = 200_000


def _suit_options(part: tuple[int, ...], base: int, with_pair: bool) -> tuple[Option, ...]:
    """One suit's arrangements with global indices."""
    table = _OPTIONS[(base, with_pair)]
    got = table.get(part)
    if got is None:
        got = _moved_options(part, base, with_pair)
        if len(table) < _OPTIONS_LIMIT:
            table[part] = got
    return got


def _moved_options(part: tuple[int, ...], base: int, with_pair: bool) -> tuple[Option, ...]:
    local = _local_options(part, with_pair)
    if base == 0:
        return local
    move_block = _MOVE_BLOCK[base].__getitem__
    move = _MOVE_INDEX[base].__getitem__
    return tuple(
        [
            (p + base if p >= 0 else -1, tuple(map(move_block, b)), tuple(map(move, sq)), tuple(map(move, tr)))
            for p, b, sq, tr in local
        ]
    )


_NO_HONORS: Option = (-1, (), (), ())
_TABLES = tuple((base, _OPTIONS[(base, False)], _OPTIONS[(base, True)]) for base in (0, 9, 18))


def arrangements34(counts: Sequence[int]) -> list[Option]:
    """Every arrangement of ``counts`` (34 counts, 3n+2 tiles) as n sets and a pair:
    (pair index, sets, sequence starts, triplet indices), the sets in display order."""
    pair_part = -1  # which suit (0, 9, 18) holds the pair; 27 for honours
    options: list[tuple[Option, ...]] = []
    single = True
    whole = tuple(counts)
    for k, no_pair, with_pair in _TABLES:
        part = whole[k : k + 9]
        n = sum(part)
        if not n:
            continue
        r = n % 3
        if r == 1 or (r == 2 and pair_part >= 0):
            return []
        if r == 2:
            pair_part = k
            got = with_pair.get(part) or _suit_options(part, k, True)
        else:
            got = no_pair.get(part) or _suit_options(part, k, False)
        if not got:
            return []
        if len(got) > 1:
            single = False
        options.append(got)
    honors = _NO_HONORS
    if any(whole[27:34]):
        honor_pair = -1
        honor_trips: list[int] = []
        for i in range(27, 34):
            c = whole[i]
            if c == 3:
                honor_trips.append(i)
            elif c == 2:
                if honor_pair >= 0 or pair_part >= 0:
                    return []
                honor_pair = i
                pair_part = 27
            elif c:
                return []
        trips = tuple(honor_trips)
        honors = (honor_pair, tuple((0, i) for i in trips), (), trips)
    if pair_part < 0:
        return []
    if single:
        # the common case: one arrangement per suit
        pair = honors[0]
        blocks: tuple[SetCode, ...] = ()
        seqs: tuple[int, ...] = ()
        trips_all: tuple[int, ...] = ()
        for o in options:
            p, b, sq, tr = o[0]
            if p >= 0:
                pair = p
            blocks += b
            seqs += sq
            trips_all += tr
        return [(pair, blocks + honors[1], seqs, trips_all + honors[3])]
    options.append((honors,))
    out = []
    for combo in product(*options):
        pair = -1
        blocks, seqs, trips_all = (), (), ()
        for p, b, sq, tr in combo:
            if p >= 0:
                pair = p
            blocks += b
            seqs += sq
            trips_all += tr
        out.append((pair, blocks, seqs, trips_all))
    return out


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
