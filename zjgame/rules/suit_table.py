"""The shipped per-suit arrangement table (ZJ §4, B3): for every pattern of one suit's nine counts (at most 14
tiles, at most four of a kind) that splits into sets, or into sets and a pair, every such split.

The table is built by ``build_scripts/make_suit_table.py`` from the reference search of
``zjgame.rules.shapes`` (``suit_sets``, ``suit_with_pair``) and shipped as ``zjgame/rules/data/suit_arrangements.bin``
(lzma-compressed JSON, 21,743 patterns, 23,533 splits); it is read on first use. The scorers' hot paths look a
suit up by its **packed key**: counts packed four bits per number, number 1 in the lowest bits
(``pack``), so adding a tile of number n is ``key + (1 << 4 * (n - 1))`` and a count over four is found with
one addition and one mask (``over_four``).

A split is ``(pair, blocks)``: ``pair`` the local index 0..8 of the pair or -1; ``blocks`` the sets in display
order as codes, ``i`` (0..8) a triplet of local index i, ``9 + i`` a sequence starting at local index i; the
order is the reference search's, so an arrangement built from the table lists its sets as
``zjgame.rules.shapes.arrangements34`` does.
"""

from __future__ import annotations

import importlib.resources
import json
import lzma
from collections.abc import Sequence

DATA_PACKAGE = "zjgame.rules.data"
DATA_FILE = "suit_arrangements.bin"
FORMAT = "zjgame-suit-arrangements/1"

Split = tuple[int, tuple[int, ...]]

NIBBLES = sum(1 << (4 * n) for n in range(9))  # 0x111111111: one of every number
_THREES = 3 * NIBBLES
_EIGHTS = 8 * NIBBLES
TERMINAL_FIELDS = 0xF | (0xF << 32)  # numbers 1 and 9
MIDDLE_FIELDS = ((1 << 36) - 1) & ~TERMINAL_FIELDS  # numbers 2..8


class TableFormatError(ValueError):
    """The shipped table is unreadable or of another format."""


def pack(counts: Sequence[int]) -> int:
    """Nine (or, for the honours, seven) counts as one key, four bits each, the first count lowest."""
    key = 0
    for n, c in enumerate(counts):
        key |= c << (4 * n)
    return key


def unpack(key: int, size: int = 9) -> tuple[int, ...]:
    return tuple((key >> (4 * n)) & 0xF for n in range(size))


def keys_of(counts: Sequence[int]) -> list[int]:
    """The four packed keys (m, p, s, honours) of 34 counts."""
    return [pack(counts[0:9]), pack(counts[9:18]), pack(counts[18:27]), pack(counts[27:34])]


def counts_of(keys: Sequence[int]) -> list[int]:
    """The 34 counts of four packed keys."""
    return [*unpack(keys[0]), *unpack(keys[1]), *unpack(keys[2]), *unpack(keys[3], 7)]


def over_four(key: int) -> bool:
    """Whether some count of a packed key (each count at most 12) is over four."""
    return bool((key + _THREES) & _EIGHTS)


def encode(table: dict[int, tuple[Split, ...]]) -> bytes:
    """The file's bytes: a header line, then JSON ``[[key, [[pair, [codes]], ...]], ...]`` sorted by key."""
    rows = [[key, [[pair, list(blocks)] for pair, blocks in splits]] for key, splits in sorted(table.items())]
    text = FORMAT + "\n" + json.dumps(rows, separators=(",", ":"))
    return lzma.compress(text.encode("ascii"), preset=9)


def decode(data: bytes) -> dict[int, tuple[Split, ...]]:
    try:
        text = lzma.decompress(data).decode("ascii")
        header, _, body = text.partition("\n")
        if header != FORMAT:
            raise TableFormatError(f"suit table format {header!r}, expected {FORMAT!r}")
        rows = json.loads(body)
        return {int(key): tuple((int(p), tuple(int(c) for c in b)) for p, b in splits) for key, splits in rows}
    except (lzma.LZMAError, UnicodeDecodeError, json.JSONDecodeError, TypeError, ValueError) as err:
        if isinstance(err, TableFormatError):
            raise
        raise TableFormatError(f"the suit table cannot be read: {err}") from None


_TABLE: dict[int, tuple[Split, ...]] = {}


def table() -> dict[int, tuple[Split, ...]]:
    """Packed key -> every split of that suit pattern (an absent key: no split); read on first use."""
    if not _TABLE:
        data = importlib.resources.files(DATA_PACKAGE).joinpath(DATA_FILE).read_bytes()
        _TABLE.update(decode(data))
    return _TABLE
