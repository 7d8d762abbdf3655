"""Per-suit lookup tables for regular-hand shanten (owner of ai/data/suit_shanten.bin).

Regular shanten must agree exactly with PyPI ``mahjong`` 2.1.0 (docs/shanten.md), including its rule that a
wait only on a tile of which the hand holds all four copies is not "ready".  mahjong 2.1.0 runs a depth-first
search over the suited tiles whose branching at each tile depends only on the counts inside that tile's suit,
and scores each leaf (a split of the hand into melds, partial sets, pairs and isolated tiles) with

    ret = 8 - 2M - T - P + max(0, K - 4) + adj,   K = M + T + (P - 1 if P else 0)

where adj = 1 when there is no pair and every isolated tile lies on a kind held four times.  Writing
D = M + T + P (blocks) this is ``8 - (M + min(D, 4 + has_pair)) + adj``, so a leaf only needs to be known by
(melds m, blocks d, flags) and the leaves of a whole hand are sums of per-suit leaves.  This module ports
that search to a single suit (:func:`suit_leaves`), keeps the Pareto-best leaves (:func:`pareto_summary`), and
stores, for every suit pattern of at most 14 tiles (405,350 of them), the index of its summary among the
203 distinct summaries.  The table is generated once (``python -m ai.shanten_tables``, about 20 s) and shipped
as a 24 kB lzma file (ai/data/suit_shanten.bin); loading it on first use takes about 30 ms and keeps 5 MB.

The honours have no chows: mahjong 2.1.0 scores them in one pass (three or four alike a set, two a pair, one
or the fourth of four an isolated tile) and floors a result that is not -1 at the number of honour kinds held
four times (one fewer in a 3n+2 hand); :func:`honor_leaf` and ``ai.shanten`` do the same.

Leaf flags (a per-suit leaf is ``(m, d, flags)``; the flags of several groups are OR-ed together):
``PAIR`` the group uses a pair; ``ISO_BAD`` an isolated tile on a kind not held four times; ``ISO_FOUR`` an
isolated tile on a kind held four times (only kept when no ``ISO_BAD``).
"""

from __future__ import annotations

import array
import dataclasses
import functools
import importlib.resources
import itertools
import json
import lzma
import sys
import warnings
from collections.abc import Iterable, Sequence

PAIR = 1
ISO_BAD = 2
ISO_FOUR = 4

Leaf = tuple[int, int, int]
Summary = tuple[Leaf, ...]

SUIT_KINDS = 9
MAX_SUIT_TILES = 14
KEY_SPACE = 5**SUIT_KINDS
DATA_PACKAGE = "ai.data"
DATA_FILE = "suit_shanten.bin"
FORMAT = "zjgame-suit-shanten/1 mahjong-2.1.0"

# Dominance order of normalised flags: a pair beats anything, a "bad" isolated tile beats none, and an
# isolated tile on a four-held kind is worst (it may cost the +1 of mahjong 2.1.0's four-copies rule).
_RANK = {PAIR: 3, ISO_BAD: 2, 0: 1, ISO_FOUR: 0}


class TableFormatError(ValueError):
    """The shipped suit table file is unreadable or was made for another format."""


def normalise_flags(flags: int) -> int:
    """Reduce OR-ed leaf flags to the one that decides the score (see the module docstring)."""
    if flags & PAIR:
        return PAIR
    if flags & ISO_BAD:
        return ISO_BAD
    return flags


def suit_key(pattern: Sequence[int]) -> int:
    """Base-5 key of a suit's nine counts, the first kind being the most significant digit."""
    key = 0
    for c in pattern:
        key = key * 5 + c
    return key


def suit_leaves(pattern: Sequence[int]) -> set[Leaf]:
    """All leaves mahjong 2.1.0's search reaches inside one suit, as ``(melds, blocks, flags)``.

    This mirrors ``mahjong.shanten._RegularShanten._run`` branch for branch, restricted to nine kinds (its
    look-aheads never leave the suit, so the suits are searched independently).
    """
    tiles = list(pattern) + [0, 0, 0]
    four = [c == 4 for c in pattern]
    leaves: set[Leaf] = set()
    st = [0, 0, 0]  # melds, partial sets (tatsu), pairs
    iso: list[int] = []

    def leaf() -> None:
        m, t, p = st
        flags = PAIR if p else 0
        if iso:
            flags |= ISO_FOUR if all(four[i] for i in iso) else ISO_BAD
        leaves.add((m, m + t + p, flags))

    def take(d: int, counts: tuple[int, int, int], kind: int) -> None:
        tiles[d] -= counts[0]
        tiles[d + 1] -= counts[1]
        tiles[d + 2] -= counts[2]
        st[kind] += 1

    def give(d: int, counts: tuple[int, int, int], kind: int) -> None:
        tiles[d] += counts[0]
        tiles[d + 1] += counts[1]
        tiles[d + 2] += counts[2]
        st[kind] -= 1

    pung, chow, pair = (3, 0, 0), (1, 1, 1), (2, 0, 0)
    edge, gap = (1, 1, 0), (1, 0, 1)
    meld, tatsu, pairs = 0, 1, 2

    def branch(d: int, shape: tuple[int, int, int], kind: int, nxt: int) -> None:
        take(d, shape, kind)
        run(nxt)
        give(d, shape, kind)

    def isolate(d: int) -> None:
        tiles[d] -= 1
        iso.append(d)
        run(d + 1)
        iso.pop()
        tiles[d] += 1

    def run(d: int) -> None:
        while d < SUIT_KINDS and not tiles[d]:
            d += 1
        if d >= SUIT_KINDS:
            leaf()
            return
        i = d
        if tiles[d] == 4:
            take(d, pung, meld)
            if i < 7 and tiles[d + 2]:
                if tiles[d + 1]:
                    branch(d, chow, meld, d + 1)
                branch(d, gap, tatsu, d + 1)
            if i < 8 and tiles[d + 1]:
                branch(d, edge, tatsu, d + 1)
            isolate(d)
            give(d, pung, meld)
            take(d, pair, pairs)
            if i < 7 and tiles[d + 2]:
                if tiles[d + 1]:
                    branch(d, chow, meld, d)
                branch(d, gap, tatsu, d + 1)
            if i < 8 and tiles[d + 1]:
                branch(d, edge, tatsu, d + 1)
            give(d, pair, pairs)
        if tiles[d] == 3:
            branch(d, pung, meld, d + 1)
            take(d, pair, pairs)
            if i < 7 and tiles[d + 1] and tiles[d + 2]:
                branch(d, chow, meld, d + 1)
            else:
                if i < 7 and tiles[d + 2]:
                    branch(d, gap, tatsu, d + 1)
                if i < 8 and tiles[d + 1]:
                    branch(d, edge, tatsu, d + 1)
            give(d, pair, pairs)
            if i < 7 and tiles[d + 2] >= 2 and tiles[d + 1] >= 2:
                take(d, chow, meld)
                branch(d, chow, meld, d)
                give(d, chow, meld)
        if tiles[d] == 2:
            branch(d, pair, pairs, d + 1)
            if i < 7 and tiles[d + 2] and tiles[d + 1]:
                branch(d, chow, meld, d)
        if tiles[d] == 1:
            if i < 6 and tiles[d + 1] == 1 and tiles[d + 2] and tiles[d + 3] != 4:
                branch(d, chow, meld, d + 2)
            else:
                isolate(d)
                if i < 7 and tiles[d + 2]:
                    if tiles[d + 1]:
                        branch(d, chow, meld, d + 1)
                    branch(d, gap, tatsu, d + 1)
                if i < 8 and tiles[d + 1]:
                    branch(d, edge, tatsu, d + 1)

    run(0)
    return leaves


def dominates(b: Leaf, a: Leaf) -> bool:
    """Leaf b is at least as good as leaf a whatever the other groups hold.

    A hand scores ``M + min(D + off, cap)`` (off and cap set by the flags, a better flag rank never
    scoring less).  Trading leaf a for b changes M by ``mb - ma`` and D by ``db - da``; the capped term
    drops by at most ``da - db``, so b never scores less when ``mb >= ma`` and ``mb + db >= ma + da``.
    """
    return b[0] >= a[0] and b[0] + b[1] >= a[0] + a[1] and _RANK[b[2]] >= _RANK[a[2]]


def pareto_summary(leaves: Iterable[Leaf]) -> Summary:
    """The leaves no other leaf dominates (:func:`dominates`), sorted."""
    norm = {(m, d, normalise_flags(f)) for m, d, f in leaves}
    best = [a for a in norm if not any(b != a and dominates(b, a) for b in norm)]
    return tuple(sorted(best))


def all_patterns() -> Iterable[tuple[int, ...]]:
    """Every suit pattern (nine counts 0..4) of at most 14 tiles, in increasing key order."""
    for p in itertools.product(range(5), repeat=SUIT_KINDS):
        if sum(p) <= MAX_SUIT_TILES:
            yield p


def build_table() -> tuple[list[Summary], array.array[int]]:
    """Compute the table from scratch (slow: about 20 s).  Returns (summaries, ids by suit key)."""
    index: dict[Summary, int] = {}
    ids = array.array("H", bytes(2 * KEY_SPACE))
    for p in all_patterns():
        s = pareto_summary(suit_leaves(p))
        ids[suit_key(p)] = index.setdefault(s, len(index))
    return list(index), ids


def encode_table(summaries: list[Summary], ids: array.array[int]) -> bytes:
    """The file form: lzma of one JSON header line then the ids as little-endian uint16."""
    header = json.dumps({"format": FORMAT, "summaries": summaries}, separators=(",", ":"))
    raw = array.array("H", ids)
    if sys.byteorder == "big":
        raw.byteswap()
    # A 4 MiB dictionary (the payload is 3.9 MB) keeps decompression memory small.
    filters = [{"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME, "dict_size": 1 << 22}]
    return lzma.compress(header.encode() + b"\n" + raw.tobytes(), format=lzma.FORMAT_XZ, filters=filters)


def decode_table(blob: bytes) -> tuple[list[Summary], array.array[int]]:
    """Inverse of :func:`encode_table`; raises TableFormatError on anything unexpected."""
    try:
        data = lzma.decompress(blob)
        head, _, raw = data.partition(b"\n")
        header = json.loads(head)
    except (lzma.LZMAError, ValueError) as exc:
        raise TableFormatError(f"suit table {DATA_FILE}: unreadable ({exc})") from exc
    if header.get("format") != FORMAT or len(raw) != 2 * KEY_SPACE:
        raise TableFormatError(f"suit table {DATA_FILE}: wrong format {header.get('format')!r}")
    summaries = [tuple(tuple(leaf) for leaf in s) for s in header["summaries"]]
    ids = array.array("H")
    ids.frombytes(raw)
    if sys.byteorder == "big":
        ids.byteswap()
    return summaries, ids


@functools.lru_cache(maxsize=1)
def suit_table() -> tuple[tuple[Summary, ...], array.array[int]]:
    """The table, loaded on first use: (summaries, ids) with ``summaries[ids[suit_key(p)]]``.

    Falls back to building it in-process (about 20 s, with a warning) if the data file is missing from an
    installation, so a packaging slip costs time, not the game.
    """
    try:
        blob = importlib.resources.files(DATA_PACKAGE).joinpath(DATA_FILE).read_bytes()
    except (FileNotFoundError, ModuleNotFoundError):
        warnings.warn(f"{DATA_PACKAGE}/{DATA_FILE} is missing: building the shanten table (slow)", stacklevel=2)
        summaries, ids = build_table()
    else:
        summaries, ids = decode_table(blob)
    return tuple(summaries), ids


# Packed leaves: the fields of a leaf in one int, so that combining the leaves of several groups is one
# addition.  Flags are kept as per-group counts (each group contributes 0 or 1 to each), so no field overflows.
_F_FOUR, _F_BAD, _F_PAIR, _F_D, _F_M = 0, 3, 6, 9, 13
PACKED_SIZE = 1 << 16


def pack_leaf(m: int, d: int, flags: int) -> int:
    """Pack a (normalised) leaf; see :func:`packed_shanten` for the inverse use."""
    f = normalise_flags(flags)
    return (
        (m << _F_M) | (d << _F_D) | ((f == PAIR) << _F_PAIR) | ((f == ISO_BAD) << _F_BAD) | ((f == ISO_FOUR) << _F_FOUR)
    )


def packed_shanten(packed: int) -> int:
    """mahjong 2.1.0's score ``8 - (M + min(D, cap)) + adj`` of a sum of packed leaves (before the
    four-held-honours floor)."""
    m = packed >> _F_M
    d = (packed >> _F_D) & 15
    if (packed >> _F_PAIR) & 7:
        return 8 - m - min(d, 5)
    if (packed >> _F_BAD) & 7 or not packed & 7:
        return 8 - m - min(d, 4)
    return 9 - m - min(d, 4)  # no pair, every isolated tile on a four-held kind: +1


@dataclasses.dataclass(frozen=True)
class FastTables:
    """Everything the shanten combination reads, in look-up form.

    ``suits[ids[key]]`` is a suit's tuple of packed leaves and ``entries[ids[key]]`` the same as
    ``(first leaf, more than one leaf?, leaves)`` for the fast path; ``shanten_of[p]`` scores a packed sum;
    ``honors[h]`` is the packed honour leaf for h = n1 + 8*n2 + 64*n3 + 512*n4 (n_c = honour kinds held c
    times); ``init[total]`` packs the sets implied by a concealed size of ``total``.
    """

    suits: tuple[tuple[int, ...], ...]
    entries: tuple[tuple[int, bool, tuple[int, ...]], ...]
    ids: array.array[int]
    shanten_of: tuple[int, ...]
    honors: tuple[int, ...]
    init: tuple[int, ...]


HONOR_KEY = (0, 1, 8, 64, 512)  # honour-state key increment of a kind held c times


def honor_leaf(n1: int, n2: int, n3: int, n4: int) -> int:
    """Packed leaf of the honours (no chows, one fixed split as in mahjong 2.1.0's pre-pass)."""
    m = n3 + n4
    if n2:
        flags = PAIR
    elif n1:
        flags = ISO_BAD
    elif n4:
        flags = ISO_FOUR
    else:
        flags = 0
    return pack_leaf(m, m + n2, flags)


@functools.lru_cache(maxsize=1)
def fast_tables() -> FastTables:
    """Build the look-up form of :func:`suit_table` (on first use; a few milliseconds)."""
    summaries, ids = suit_table()
    suits = tuple(tuple(pack_leaf(*leaf) for leaf in s) for s in summaries)
    scored = [99] * PACKED_SIZE
    for m, d, p, b, f in itertools.product(range(5), range(16), range(5), range(5), range(5)):
        packed = (m << _F_M) | (d << _F_D) | (p << _F_PAIR) | (b << _F_BAD) | (f << _F_FOUR)
        scored[packed] = packed_shanten(packed)
    honors = [0] * 4096
    for n1, n2, n3, n4 in itertools.product(range(8), repeat=4):
        if n1 + n2 + n3 + n4 <= 7:
            honors[n1 + 8 * n2 + 64 * n3 + 512 * n4] = honor_leaf(n1, n2, n3, n4)
    init = tuple(pack_leaf(i, i, 0) for i in ((14 - total) // 3 for total in range(15)))
    entries = tuple((leaves[0], len(leaves) > 1, leaves) for leaves in suits)
    return FastTables(suits, entries, ids, tuple(scored), tuple(honors), init)


def main(argv: Sequence[str] | None = None) -> int:
    """Regenerate ai/data/suit_shanten.bin, or with ``--check`` compare the shipped file with a fresh build
    (exit 1 on any difference; CI runs it beside the test suite, which checks a sample)."""
    import argparse
    import pathlib
    import time

    parser = argparse.ArgumentParser(prog="python -m ai.shanten_tables", description=main.__doc__)
    parser.add_argument("--check", action="store_true", help="compare the shipped table with a fresh build")
    args = parser.parse_args(argv)
    start = time.process_time()
    summaries, ids = build_table()
    took = time.process_time() - start
    target = pathlib.Path(__file__).parent / "data" / DATA_FILE
    if args.check:
        shipped_summaries, shipped_ids = decode_table(target.read_bytes())
        same = shipped_summaries == summaries and shipped_ids == ids
        print(f"{target}: {'equal to' if same else 'DIFFERENT FROM'} a fresh build ({took:.1f} s CPU)")
        return 0 if same else 1
    target.parent.mkdir(exist_ok=True)
    target.write_bytes(encode_table(summaries, ids))
    print(f"{target}: {len(summaries)} summaries, {target.stat().st_size} bytes, built in {took:.1f} s CPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
