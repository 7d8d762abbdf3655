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


@lru_cache(maxsize=8192)
def suit_sets(counts: tuple[int, ...]) -> tuple[tuple[Block, ...], ...]:
    """Every split of one suit's 9 counts into sets (local indices 0..8)."""
    out: list[tuple[Block, ...]] = []
    _sets(list(counts), 0, [], out)
    return tuple(out)


@lru_cache(maxsize=8192)
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


def regular_decompositions(counts: Sequence[int]) -> list[tuple[int, tuple[Block, ...]]]:
    """Every arrangement of ``counts`` (34 counts, 3n+2 tiles) as n sets and a pair: (pair index, sets)."""
    pair_at = -1  # which part (0, 1, 2 suits, 3 honours) holds the pair
    parts: list[tuple[int, ...]] = []
    for base in (0, 9, 18):
        part = tuple(counts[base : base + 9])
        r = sum(part) % 3
        if r == 1 or (r == 2 and pair_at >= 0):
            return []
        if r == 2:
            pair_at = base // 9
        parts.append(part)
    honor_pair = -1
    honor_sets: list[Block] = []
    for i in range(27, 34):
        c = counts[i]
        if c == 3:
            honor_sets.append((0, i))
        elif c == 2:
            if honor_pair >= 0 or pair_at >= 0:
                return []
            honor_pair = i
        elif c:
            return []
    if honor_pair >= 0:
        pair_at = 3
    if pair_at < 0:
        return []
    options: list[list[tuple[int, tuple[Block, ...]]]] = []
    for k, part in enumerate(parts):
        base = 9 * k
        if k == pair_at:
            got = [(p + base, tuple((kind, i + base) for kind, i in s)) for p, s in suit_with_pair(part)]
        else:
            got = [(-1, tuple((kind, i + base) for kind, i in s)) for s in suit_sets(part)]
        if not got:
            return []
        options.append(got)
    out = []
    honors = tuple(honor_sets)
    for combo in product(*options):
        pair = honor_pair
        blocks: list[Block] = []
        for p, s in combo:
            if p >= 0:
                pair = p
            blocks.extend(s)
        blocks.extend(honors)
        out.append((pair, tuple(blocks)))
    return out
