"""Regular arrangements (ZJ §4), fast: the same answers as ``zjgame.rules.shapes.regular_decompositions``
(a test checks it), computed suit by suit with each suit's answer cached, since the scorer runs in hot
loops (the batch command, the computer players). Honours can only form triplets and the pair.

A set is ``(0, index)`` for a triplet, ``(1, index)`` for a sequence starting at ``index``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import product

Block = tuple[int, int]


def _sets(c: list[int], i: int, acc: list[Block], out: list[tuple[Block, ...]]) -> None:
    while i < 9 and c[i] == 0:
        i += 1
    if i == 9:
        out.append(tuple(acc))
        return
    n = c[i]
    for trip in (1, 0):
        if n < 3 * trip:
            continue
        seqs = n - 3 * trip
        if seqs and (i > 6 or c[i + 1] < seqs or c[i + 2] < seqs):
            continue
        c[i] = 0
        if seqs:
            c[i + 1] -= seqs
            c[i + 2] -= seqs
        mark = len(acc)
        if trip:
            acc.append((0, i))
        acc.extend([(1, i)] * seqs)
        _sets(c, i + 1, acc, out)
        del acc[mark:]
        c[i] = n
        if seqs:
            c[i + 1] += seqs
            c[i + 2] += seqs


@lru_cache(maxsize=65536)
def suit_sets(counts: tuple[int, ...]) -> tuple[tuple[Block, ...], ...]:
    """Every split of one suit's 9 counts into sets (local indices 0..8)."""
    out: list[tuple[Block, ...]] = []
    _sets(list(counts), 0, [], out)
    return tuple(out)


@lru_cache(maxsize=65536)
def suit_with_pair(counts: tuple[int, ...]) -> tuple[tuple[int, tuple[Block, ...]], ...]:
    """Every split of one suit's 9 counts into a pair and sets: (pair local index, sets)."""
    out: list[tuple[int, tuple[Block, ...]]] = []
    work = list(counts)
    for p in range(9):
        if work[p] >= 2:
            work[p] -= 2
            out.extend((p, s) for s in suit_sets(tuple(work)))
            work[p] += 2
    return tuple(out)


Option = tuple[int, tuple[Block, ...], tuple[int, ...], tuple[int, ...]]  # (pair or -1, sets, sequences, triplets)


def _option(pair: int, blocks: tuple[Block, ...]) -> Option:
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
        blocks: tuple[Block, ...] = ()
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


def regular_decompositions(counts: Sequence[int]) -> list[tuple[int, tuple[Block, ...]]]:
    """Every arrangement of ``counts`` (34 counts, 3n+2 tiles) as n sets and a pair: (pair index, sets),
    as ``zjgame.rules.shapes.regular_decompositions`` gives them."""
    return [(pair, blocks) for pair, blocks, _, _ in arrangements34(counts)]
