"""Melds: declared sets (chow, pung, exposed kong, concealed kong) and their notation (docs/notation.md).

A meld is a frozen value. ``claimed`` and ``source`` record which tile was taken from whom; they are
presentation details kept by the engine and do not take part in the notation or in scoring.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

from zjgame.rules.errors import NotationError
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile


class MeldKind(Enum):
    CHOW = "chow"
    PUNG = "pung"
    EXPOSED_KONG = "exposed_kong"
    CONCEALED_KONG = "concealed_kong"

    @property
    def is_kong(self) -> bool:
        return self in (MeldKind.EXPOSED_KONG, MeldKind.CONCEALED_KONG)


@dataclass(frozen=True)
class Meld:
    kind: MeldKind
    tiles: tuple[Tile, ...]
    claimed: Tile | None = field(default=None, compare=False)
    source: Seat | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        problem = meld_problem(self.kind, self.tiles)
        if problem:
            raise NotationError(problem, format_tiles(self.tiles))

    @classmethod
    def chow(cls, first: Tile, claimed: Tile | None = None, source: Seat | None = None) -> Meld:
        """The chow starting at ``first`` (``first`` must be a suit tile 1..7)."""
        if not (first.is_suited and first.number <= 7):
            raise NotationError(f"no chow starts at {first.value}")
        tiles = tuple(Tile.from_index(first.index + i) for i in range(3))
        return cls(MeldKind.CHOW, tiles, claimed, source)

    @classmethod
    def pung(cls, tile: Tile, source: Seat | None = None) -> Meld:
        return cls(MeldKind.PUNG, (tile,) * 3, tile if source else None, source)

    @classmethod
    def exposed_kong(cls, tile: Tile, source: Seat | None = None) -> Meld:
        return cls(MeldKind.EXPOSED_KONG, (tile,) * 4, tile if source else None, source)

    @classmethod
    def concealed_kong(cls, tile: Tile) -> Meld:
        return cls(MeldKind.CONCEALED_KONG, (tile,) * 4)

    @property
    def first(self) -> Tile:
        return self.tiles[0]

    @property
    def is_kong(self) -> bool:
        return self.kind.is_kong

    @property
    def is_triplet(self) -> bool:
        """A pung or any kong (ZJ 6.2, 7.2: kongs count as triplets)."""
        return self.kind is not MeldKind.CHOW

    @property
    def is_concealed(self) -> bool:
        return self.kind is MeldKind.CONCEALED_KONG

    @property
    def size(self) -> int:
        return len(self.tiles)

    def notation(self) -> str:
        body = format_tiles(self.tiles)
        return f"({body})" if self.kind is MeldKind.CONCEALED_KONG else f"[{body}]"

    def __str__(self) -> str:
        return self.notation()


def meld_problem(kind: MeldKind, tiles: tuple[Tile, ...]) -> str | None:
    """Why ``tiles`` are not a meld of ``kind`` (None when they are)."""
    if any(t.is_bonus for t in tiles):
        return "a bonus tile cannot be part of a meld"
    if kind is MeldKind.CHOW:
        ordered = sorted(tiles, key=lambda t: t.index)
        ok = (
            len(tiles) == 3
            and ordered[0].is_suited
            and all(t.suit is ordered[0].suit for t in ordered)
            and [t.number for t in ordered] == [ordered[0].number + i for i in range(3)]
        )
        return None if ok else "a chow is three consecutive tiles of one suit"
    size = 3 if kind is MeldKind.PUNG else 4
    if len(tiles) != size or len(set(tiles)) != 1:
        name = {MeldKind.PUNG: "a pung", MeldKind.EXPOSED_KONG: "a kong", MeldKind.CONCEALED_KONG: "a concealed kong"}[
            kind
        ]
        return f"{name} is {'three' if size == 3 else 'four'} identical tiles"
    return None


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Compact mpsz: tiles sorted, digits sharing a suit letter (``123m55z``)."""
    ordered = sorted(tiles, key=lambda t: t.index)
    out: list[str] = []
    for i, tile in enumerate(ordered):
        out.append(tile.value[0])
        if i + 1 == len(ordered) or ordered[i + 1].value[1] != tile.value[1]:
            out.append(tile.value[1])
    return "".join(out)
