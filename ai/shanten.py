"""Shanten numbers (docs/shanten.md) and an incremental tracker for the computer players.

``counts`` is a sequence of 34 ints, 1m..9m, 1p..9p, 1s..9s, 1z..7z, holding the concealed tiles only
(3n+1 or 3n+2 of them; the 4 - n declared sets are implied).  Every function returns -1 for a complete hand,
0 for ready, 1, 2, ... tiles away otherwise.

* :func:`regular_shanten` and :func:`thirteen_terminals_shanten` agree with PyPI ``mahjong`` 2.1.0 on every
  hand (so a hand waiting only on a kind it holds four of is not ready).  Regular shanten is computed from the
  per-suit tables of :mod:`ai.shanten_tables`: three table look-ups and a tiny combination of the few
  Pareto-best per-suit leaves.
* :func:`seven_pairs_shanten` follows Zung Jung (ZJ 4, irregular hands: four identical tiles
  count as two pairs).
* Seven Pairs and Thirteen Terminals exist only for 13 or 14 concealed tiles; for other sizes the two functions
  return :data:`NOT_APPLICABLE` (99), which :func:`shanten`'s minimum then ignores.

Invalid input (not 34 counts, a count outside 0..4, a tile total of 3n or above 14) raises
:class:`ShantenInputError`, a ValueError.  :class:`ShantenTracker` keeps the same answers up to date as tiles
are added and removed, re-combining cached per-suit results only.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from operator import itemgetter

from ai.shanten_tables import HONOR_KEY, fast_tables

__all__ = [
    "NOT_APPLICABLE",
    "ShantenInputError",
    "ShantenTracker",
    "check_counts",
    "regular_shanten",
    "seven_pairs_shanten",
    "shanten",
    "shanten_after_discards",
    "thirteen_terminals_shanten",
]

NOT_APPLICABLE = 99
"""Returned by the Seven Pairs and Thirteen Terminals functions for hands other than 13 or 14 tiles."""

TERMINALS_AND_HONORS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
_TH = itemgetter(*TERMINALS_AND_HONORS)
# Base-5 weight of each suited kind inside its suit key (first kind most significant); 0 for honours.
_POW = tuple(5 ** (8 - i % 9) if i < 27 else 0 for i in range(34))
# Per kind: (suit 0..2 or -1 for honours, base-5 weight in the suit key)
_INFO = tuple((i // 9 if i < 27 else -1, _POW[i]) for i in range(34))
# The tracker's irregular-hand tally: pairs (ZJ 4: four alike are two) + 16 * terminal/honour kinds held
# + 256 * terminal/honour kinds held twice or more.  _IRR_UP[5 * kind + c]: its change from c to c + 1 copies.
_IRR_UP = tuple(
    (c & 1) + ((16 if c == 0 else 256 if c == 1 else 0) if i in TERMINALS_AND_HONORS else 0)
    for i in range(34)
    for c in range(5)
)
# Honour-state key change when an honour kind goes from c to c + 1 copies.
_HONOR_UP = tuple(HONOR_KEY[c + 1] - HONOR_KEY[c] for c in range(4))
# bytearray(counts).translate(_DIGITS) turns counts 0..4 into b"0".."4" and anything else into b"x".
_DIGITS = bytes(48 + i if i < 5 else 120 for i in range(256))


def _irregular_shanten(irr: int) -> tuple[int, int]:
    """(Seven Pairs, Thirteen Terminals) shanten of 13 or 14 tiles from the tracker's tally."""
    return 6 - min(7, irr & 15), 13 - ((irr >> 4) & 15) - (1 if irr >> 8 else 0)


@functools.lru_cache(maxsize=1)
def _irregular_table() -> tuple[int, ...]:
    """min(Seven Pairs, Thirteen Terminals) shanten for every tally (built on first use)."""
    return tuple(min(_irregular_shanten(irr)) for irr in range(1 << 12))


class ShantenInputError(ValueError):
    """The counts given to a shanten function are not a valid concealed hand."""


def _check(counts: Sequence[int]) -> tuple[bytearray, int]:
    """Validate and return (the counts as ASCII digits, tile total)."""
    try:
        digits = bytearray(counts).translate(_DIGITS)  # ValueError for a count outside 0..255
    except (TypeError, ValueError) as exc:
        raise ShantenInputError(f"counts: not a sequence of 34 tile counts ({exc})") from exc
    if len(digits) != 34:
        raise ShantenInputError(f"counts: expected 34 tile counts, got {len(digits)}")
    if 120 in digits:  # b"x": a count above 4
        bad = digits.index(120)
        raise ShantenInputError(f"counts[{bad}] = {counts[bad]}: a tile count must be 0..4")
    total = sum(counts)
    if total > 14 or total % 3 == 0:
        raise ShantenInputError(f"counts: {total} tiles; a concealed hand has 1, 2, 4, 5, ..., 13 or 14")
    return digits, total


def check_counts(counts: Sequence[int]) -> int:
    """Raise ``ShantenInputError`` unless ``counts`` is a concealed hand the shanten functions accept (34
    counts of 0..4, 3n+1 or 3n+2 tiles, at most 14); return its tile total."""
    return _check(counts)[1]


def _jidahai(n4: int, total: int) -> int:
    """mahjong 2.1.0's floor: each honour kind held four times is a set plus a dead tile (one of them may
    be excused as the pair's tile in a 3n+2 hand); a hand not complete is at least that many away."""
    return n4 - 1 if n4 and total % 3 == 2 else n4


def _regular(digits: bytearray, total: int) -> int:
    t = fast_tables()
    entries = t.entries
    ids = t.ids
    sh = t.shanten_of
    h = digits[27:34]
    n4 = h.count(52)  # b"4"
    base = t.honors[h.count(49) + 8 * h.count(50) + 64 * h.count(51) + 512 * n4] + t.init[total]
    l0, x, a3 = entries[ids[int(digits[0:9], 5)]]
    l1, y, b3 = entries[ids[int(digits[9:18], 5)]]
    l2, z, c3 = entries[ids[int(digits[18:27], 5)]]
    best = sh[l0 + l1 + l2 + base]
    if x or y or z:  # some suit has several Pareto-best leaves: try every combination
        for a in a3:
            for b in b3:
                ab = a + b + base
                for c in c3:
                    s = sh[ab + c]
                    if s < best:
                        best = s
    if n4 and best != -1:
        floor = _jidahai(n4, total)
        if best < floor:
            return floor
    return best


def regular_shanten(counts: Sequence[int]) -> int:
    """Shanten of the hand as sets and a pair (mahjong 2.1.0's regular shanten)."""
    digits, total = _check(counts)
    return _regular(digits, total)


def seven_pairs_shanten(counts: Sequence[int]) -> int:
    """ZJ Seven Pairs shanten: ``6 - min(7, pairs)``, four alike being two pairs; 13/14 tiles only."""
    _, total = _check(counts)
    if total < 13:
        return NOT_APPLICABLE
    return 6 - min(7, sum(c // 2 for c in counts))


def _thirteen(counts: Sequence[int]) -> int:
    held = _TH(counts)
    return int(held.count(0)) - (1 if max(held) > 1 else 0)  # 13 - kinds held - (one paired)


def thirteen_terminals_shanten(counts: Sequence[int]) -> int:
    """Thirteen Terminals shanten (as mahjong 2.1.0's kokushi); 13/14 tiles only."""
    _, total = _check(counts)
    if total < 13:
        return NOT_APPLICABLE
    return _thirteen(counts)


def shanten(counts: Sequence[int]) -> int:
    """Minimum of the regular, Seven Pairs and Thirteen Terminals shanten."""
    digits, total = _check(counts)
    ret = _regular(digits, total)
    if total >= 13 and ret >= 0:  # an irregular hand may be complete (-1) where the regular is ready
        pairs = digits.count(50) + digits.count(51) + 2 * digits.count(52)  # ZJ 4: four alike, two pairs
        if 6 - pairs < ret:
            ret = -1 if pairs >= 7 else 6 - pairs
        # Thirteen Terminals is at least 13 - (honour kinds + 6 terminal kinds) - 1: often no better.
        if ret > digits[27:34].count(48) - 1:
            kokushi = _thirteen(counts)
            if kokushi < ret:
                return kokushi
    return ret


def shanten_after_discards(counts: Sequence[int]) -> tuple[int | None, ...]:
    """For a 3n+2 hand: the shanten after discarding each kind (34 entries, None for kinds not held)."""
    _check(counts)
    return ShantenTracker(counts).discard_shanten()


class ShantenTracker:
    """A concealed hand whose shanten is kept up to date as single tiles are added and removed.

    It keeps each suit's table key and packed leaves, an honour-state key and the Seven Pairs / Thirteen
    Terminals tallies, so an update touches one suit and an answer re-combines cached per-suit results.
    Between updates the hand may have any size up to 14; the shanten queries need 3n+1 or 3n+2 tiles.
    ``irregular=False`` makes ``shanten`` and the neighbour queries count regular hands only (for a scoring
    system without Seven Pairs or Thirteen Terminals, B3); the module functions are unchanged.
    """

    __slots__ = (
        "_counts",
        "_keys",
        "_sums",
        "_hkey",
        "_total",
        "_irr",
        "_irr_best",
        "_entries",
        "_ids",
        "_sh",
        "_honors",
        "_init",
        "_irr_on",
    )

    def __init__(self, counts: Sequence[int] | None = None, irregular: bool = True) -> None:
        t = fast_tables()
        self._ids = t.ids
        self._sh = t.shanten_of
        self._honors = t.honors
        self._init = t.init
        self._counts = [0] * 34
        self._keys = [0, 0, 0]
        self._entries = t.entries
        self._sums = [t.entries[t.ids[0]]] * 3
        self._hkey = 0
        self._total = 0
        self._irr = 0  # see _IRR_UP
        self._irr_best = _irregular_table()
        self._irr_on = irregular  # False: regular hands only (a system without Seven Pairs, B3)
        if counts is not None:
            if len(counts) != 34:
                raise ShantenInputError(f"counts: expected 34 tile counts, got {len(counts)}")
            for tile, n in enumerate(counts):
                if not 0 <= n <= 4:
                    raise ShantenInputError(f"counts[{tile}] = {n}: a tile count must be 0..4")
                for _ in range(n):
                    self.add(tile)

    @property
    def counts(self) -> tuple[int, ...]:
        return tuple(self._counts)

    @property
    def total(self) -> int:
        return self._total

    def copy(self) -> ShantenTracker:
        other = ShantenTracker.__new__(ShantenTracker)
        other._entries = self._entries
        other._ids = self._ids
        other._sh = self._sh
        other._honors = self._honors
        other._init = self._init
        other._counts = list(self._counts)
        other._keys = list(self._keys)
        other._sums = list(self._sums)
        other._hkey = self._hkey
        other._total = self._total
        other._irr = self._irr
        other._irr_best = self._irr_best
        other._irr_on = self._irr_on
        return other

    def add(self, tile: int) -> None:
        """Add one tile of kind ``tile`` (0..33)."""
        counts = self._counts
        try:
            c = counts[tile]
        except (IndexError, TypeError) as exc:
            raise ShantenInputError(f"add({tile!r}): a tile kind is 0..33") from exc
        if c >= 4 or self._total >= 14 or tile < 0:
            if tile < 0:
                raise ShantenInputError(f"add({tile}): a tile kind is 0..33")
            raise ShantenInputError(f"add({tile}): the hand already holds {c} of it and {self._total} tiles")
        counts[tile] = c + 1
        self._total += 1
        self._irr += _IRR_UP[5 * tile + c]
        s, weight = _INFO[tile]
        if s >= 0:
            key = self._keys[s] + weight
            self._keys[s] = key
            self._sums[s] = self._entries[self._ids[key]]
        else:
            self._hkey += _HONOR_UP[c]

    def remove(self, tile: int) -> None:
        """Remove one tile of kind ``tile`` (0..33)."""
        counts = self._counts
        try:
            c = counts[tile] - 1
        except (IndexError, TypeError) as exc:
            raise ShantenInputError(f"remove({tile!r}): a tile kind is 0..33") from exc
        if c < 0 or tile < 0:
            if tile < 0:
                raise ShantenInputError(f"remove({tile}): a tile kind is 0..33")
            raise ShantenInputError(f"remove({tile}): the hand holds none of it")
        counts[tile] = c
        self._total -= 1
        self._irr -= _IRR_UP[5 * tile + c]
        s, weight = _INFO[tile]
        if s >= 0:
            key = self._keys[s] - weight
            self._keys[s] = key
            self._sums[s] = self._entries[self._ids[key]]
        else:
            self._hkey -= _HONOR_UP[c]

    def regular_shanten(self) -> int:
        """As :func:`ai.shanten.regular_shanten` of the current counts."""
        total = self._total
        if not total % 3:
            raise ShantenInputError(f"tracker: {total} tiles; shanten needs 3n+1 or 3n+2")
        sh = self._sh
        hkey = self._hkey
        base = self._honors[hkey] + self._init[total]
        (l0, x, a3), (l1, y, b3), (l2, z, c3) = self._sums
        best = sh[l0 + l1 + l2 + base]
        if x or y or z:
            for a in a3:
                for b in b3:
                    ab = a + b + base
                    for c in c3:
                        s = sh[ab + c]
                        if s < best:
                            best = s
        if hkey >= 512 and best != -1:
            floor = _jidahai(hkey >> 9, total)
            if best < floor:
                return floor
        return best

    def seven_pairs_shanten(self) -> int:
        """As :func:`ai.shanten.seven_pairs_shanten` of the current counts."""
        self.regular_shanten()  # validates the size
        if self._total < 13:
            return NOT_APPLICABLE
        return _irregular_shanten(self._irr)[0]

    def thirteen_terminals_shanten(self) -> int:
        """As :func:`ai.shanten.thirteen_terminals_shanten` of the current counts."""
        self.regular_shanten()  # validates the size
        if self._total < 13:
            return NOT_APPLICABLE
        return _irregular_shanten(self._irr)[1]

    def shanten(self) -> int:
        """Minimum of the three forms, as :func:`ai.shanten.shanten`."""
        # The body of regular_shanten, inlined: this is the players' hot path.
        total = self._total
        if not total % 3:
            raise ShantenInputError(f"tracker: {total} tiles; shanten needs 3n+1 or 3n+2")
        sh = self._sh
        hkey = self._hkey
        base = self._honors[hkey] + self._init[total]
        (l0, x, a3), (l1, y, b3), (l2, z, c3) = self._sums
        best = sh[l0 + l1 + l2 + base]
        if x or y or z:
            # Some suit has several Pareto-best leaves.  Usually only one does: vary just that suit.
            if not (y or z):
                rest, leaves = l1 + l2 + base, a3
            elif not (x or z):
                rest, leaves = l0 + l2 + base, b3
            elif not (x or y):
                rest, leaves = l0 + l1 + base, c3
            else:
                rest, leaves = 0, ()
                for a in a3:
                    for b in b3:
                        ab = a + b + base
                        for c in c3:
                            s = sh[ab + c]
                            if s < best:
                                best = s
            for a in leaves:
                s = sh[rest + a]
                if s < best:
                    best = s
        if hkey >= 512 and best != -1:
            floor = _jidahai(hkey >> 9, total)
            if best < floor:
                best = floor
        if best >= 0 and total >= 13 and self._irr_on:
            other = self._irr_best[self._irr]  # Seven Pairs (ZJ 4) or Thirteen Terminals
            if other < best:
                best = other
        return best

    def discard_shanten(self) -> tuple[int | None, ...]:
        """For a 3n+2 hand: shanten after discarding each kind (None for kinds not held)."""
        if self._total % 3 != 2:
            raise ShantenInputError(f"discard_shanten: {self._total} tiles; needs a 3n+2 hand")
        return self._neighbours(-1)

    def draw_shanten(self) -> tuple[int | None, ...]:
        """For a 3n+1 hand: shanten after drawing each kind (None for kinds already held four times)."""
        if self._total % 3 != 1:
            raise ShantenInputError(f"draw_shanten: {self._total} tiles; needs a 3n+1 hand")
        return self._neighbours(1)

    def _neighbours(self, sign: int) -> tuple[int | None, ...]:
        """Shanten of the hand with one tile of each kind added (sign 1) or removed (sign -1).

        A change in one suit leaves the other two suits and the honours as they are, so their leaves are
        combined once per suit and each candidate costs one table look-up and a short loop.
        """
        counts = self._counts
        total = self._total + sign
        sh = self._sh
        entries = self._entries
        ids = self._ids
        hkey = self._hkey
        sums = [entry[2] for entry in self._sums]
        out: list[int | None] = [None] * 34
        base = self._honors[hkey] + self._init[total]
        n4 = hkey >> 9
        floor = _jidahai(n4, total) if n4 else -1  # the four-held honours floor (never below "complete")
        skip = 4 if sign > 0 else 0  # kinds that cannot be added / removed
        for s in range(3):
            x, y = [sums[j] for j in range(3) if j != s]
            rest = [a + b + base for a in x for b in y]
            key0 = self._keys[s]
            for tile in range(9 * s, 9 * s + 9):
                c = counts[tile]
                if c == skip:
                    continue
                best = 99
                for leaf in entries[ids[key0 + sign * _POW[tile]]][2]:
                    for r in rest:
                        v = sh[r + leaf]
                        if v < best:
                            best = v
                out[tile] = floor if best != -1 and best < floor else best
        rest = [a + b + c for a in sums[0] for b in sums[1] for c in sums[2]]
        for tile in range(27, 34):
            c = counts[tile]
            if c == skip:
                continue
            hk = hkey + _HONOR_UP[c] if sign > 0 else hkey - _HONOR_UP[c - 1]
            b = self._honors[hk] + self._init[total]
            best = min([sh[r + b] for r in rest])
            n4 = hk >> 9
            if n4 and best != -1:
                best = max(best, _jidahai(n4, total))
            out[tile] = best
        if total >= 13 and self._irr_on:
            irregular = self._irr_best
            for tile, c in enumerate(counts):
                regular = out[tile]
                if regular is None or regular < 0:
                    continue
                irr = self._irr + sign * _IRR_UP[5 * tile + (c if sign > 0 else c - 1)]
                other = irregular[irr]  # Seven Pairs (ZJ 4) or Thirteen Terminals
                out[tile] = other if other < regular else regular
        return tuple(out)
