"""Views of the chosen arrangement (docs/score.md ``arrangement``): its text ("23m+4m | 678p | [555z]") and the
structured ``ArrangementView`` (units, which holds the winning tile, which triplets count as concealed).
Texts of units are precomputed tables, since every scored hand prints one.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from zjgame.rules.tiles import TILES34
from zjgame.scoring.counts import CHOW, CONCEALED_KONG, EXPOSED_KONG, PUNG, MeldSpec, group_text
from zjgame.scoring.result import ArrangementView, Unit
from zjgame.scoring.zj.facts import RegularShape


@lru_cache(maxsize=1024)
def _unit_text_cached(tiles: tuple[int, ...], winning: int | None) -> str:
    if winning is None:
        return group_text(tiles)
    rest = list(tiles)
    rest.remove(winning)
    return f"{group_text(rest)}+{group_text([winning])}"


def _unit_text(tiles: list[int], winning: int | None) -> str:
    return _unit_text_cached(tuple(tiles), winning)


def _meld_text(melds: Sequence[MeldSpec]) -> list[str]:
    out = []
    for kind, i in melds:
        if kind == CHOW:
            out.append(f"[{group_text([i, i + 1, i + 2])}]")
        elif kind == PUNG:
            out.append(f"[{group_text([i] * 3)}]")
        else:
            body = group_text([i] * 4)
            out.append(f"({body})" if kind == CONCEALED_KONG else f"[{body}]")
    return out


def _regular_units(shape: RegularShape) -> list[tuple[str, list[int], bool, bool]]:
    """(kind, tiles, concealed, winning) of the concealed units in display order (by tile, a triplet before
    a sequence of the same start; the decomposition yields them so), the pair last."""
    where, at = shape.winning_unit
    exposed = {t[0] for t in shape.triplets if not t[1] and not t[3]}
    out = []
    placed = False
    for kind_code, i in shape.blocks:
        if kind_code:
            kind, tiles, concealed = "sequence", [i, i + 1, i + 2], True
        else:
            kind, tiles, concealed = "triplet", [i, i, i], i not in exposed
        win = not placed and where == kind and i == at
        placed = placed or win
        out.append((kind, tiles, concealed, win))
    out.append(("pair", [shape.pair] * 2, True, not placed and where == "pair"))
    return out


def _tiles_of(code: int, i: int) -> list[int]:
    """Tiles of a concealed unit: code 0 triplet, 1 sequence, 2 pair."""
    return [i, i + 1, i + 2] if code == 1 else [i] * (3 if code == 0 else 2)


_SEQ_STARTS = [i for i in range(27) if i % 9 <= 6]
_UNIT_KEYS = [(0, i) for i in range(34)] + [(1, i) for i in _SEQ_STARTS] + [(2, i) for i in range(34)]
# Text of each concealed unit, and of each unit holding the winning tile ("23m+4m").
_UNIT_TEXT = {key: group_text(_tiles_of(*key)) for key in _UNIT_KEYS}
_WIN_TEXT = {
    (*key, w): _unit_text_cached(tuple(_tiles_of(*key)), w) for key in _UNIT_KEYS for w in set(_tiles_of(*key))
}
_MELD_TEXT = {
    (kind, i): _meld_text([(kind, i)])[0]
    for kind in (CHOW, PUNG, EXPOSED_KONG, CONCEALED_KONG)
    for i in range(34)
    if kind != CHOW or i in _SEQ_STARTS
}
_WHERE_CODE = {"triplet": 0, "sequence": 1, "pair": 2}


def regular_text(shape: RegularShape, melds: Sequence[MeldSpec], w: int) -> str:
    where, at = shape.winning_unit
    code = _WHERE_CODE[where]
    parts = []
    placed = False
    for block in shape.blocks:
        if not placed and block[0] == code and block[1] == at:
            parts.append(_WIN_TEXT[(code, at, w)])
            placed = True
        else:
            parts.append(_UNIT_TEXT[block])
    parts.append(_WIN_TEXT[(2, shape.pair, w)] if not placed and code == 2 else _UNIT_TEXT[(2, shape.pair)])
    for meld in melds:
        parts.append(_MELD_TEXT[meld])
    return " | ".join(parts)


def regular_view(shape: RegularShape, melds: Sequence[MeldSpec], w: int) -> ArrangementView:
    units = [
        Unit(kind, tuple(TILES34[i] for i in tiles), concealed, False, win)  # type: ignore[arg-type]
        for kind, tiles, concealed, win in _regular_units(shape)
    ]
    for kind, i in melds:
        tiles = (i, i + 1, i + 2) if kind == CHOW else (i,) * (3 if kind == PUNG else 4)
        ukind = "sequence" if kind == CHOW else ("triplet" if kind == PUNG else "kong")
        units.append(Unit(ukind, tuple(TILES34[x] for x in tiles), kind == CONCEALED_KONG, True, False))  # type: ignore[arg-type]
    return ArrangementView("regular", tuple(units), TILES34[w])


def _irregular_units(counts: list[int], w: int, shape: str) -> list[tuple[str, list[int], bool]]:
    out = []
    placed = False
    for i, c in enumerate(counts):
        if not c:
            continue
        if shape == "seven_pairs":
            for _ in range(c // 2):
                win = not placed and i == w
                placed = placed or win
                out.append(("pair", [i, i], win))
        else:
            out.append(("pair" if c == 2 else "single", [i] * c, i == w))
    return out


def irregular_text(counts: list[int], w: int, shape: str) -> str:
    return " | ".join(_unit_text(tiles, w if win else None) for _, tiles, win in _irregular_units(counts, w, shape))


def irregular_view(counts: list[int], w: int, shape: str) -> ArrangementView:
    units = tuple(
        Unit(kind, tuple(TILES34[i] for i in tiles), True, False, win)  # type: ignore[arg-type]
        for kind, tiles, win in _irregular_units(counts, w, shape)
    )
    return ArrangementView(shape, units, TILES34[w])  # type: ignore[arg-type]
