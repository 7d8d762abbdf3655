"""Tiles: the 34 kinds of the standard set and the 8 bonus tiles of the variants (ZJ §1, §7).

``Tile`` is an Enum whose value is its mpsz notation, so ``Tile('5p')`` parses and ``tile.value`` formats.
Indices 0..33 follow the order 1m..9m, 1p..9p, 1s..9s, 1z..7z (the 34-count arrays of the hot loops);
bonus tiles take 34..41 (1f..4f flowers, 1g..4g seasons).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import TYPE_CHECKING

from zjgame.rules.errors import NotationError


class Suit(Enum):
    CHARACTERS = "m"
    DOTS = "p"
    BAMBOO = "s"
    HONORS = "z"
    FLOWERS = "f"
    SEASONS = "g"


_SUIT_OFFSET = {"m": 0, "p": 9, "s": 18, "z": 27, "f": 34, "g": 38}
_SUIT_SIZE = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 4, "g": 4}
_HONOR_NAMES = ("East", "South", "West", "North", "White", "Green", "Red")
_HONOR_ZH = ("東", "南", "西", "北", "白", "發", "中")
_SUIT_NAMES = {"m": "Characters", "p": "Dots", "s": "Bamboo"}
_FLOWER_ZH = ("梅", "蘭", "菊", "竹")
_SEASON_ZH = ("春", "夏", "秋", "冬")


class Tile(Enum):
    """One tile kind. The value is the notation (``'5p'``). ``index`` (0..41) is set once per member
    below, as a plain attribute: it is read in every hot loop."""

    index: int

    if TYPE_CHECKING:  # the type checker takes ``value`` as Any in an enum with an annotated attribute

        @property
        def value(self) -> str: ...  # the notation

    M1 = "1m"
    M2 = "2m"
    M3 = "3m"
    M4 = "4m"
    M5 = "5m"
    M6 = "6m"
    M7 = "7m"
    M8 = "8m"
    M9 = "9m"
    P1 = "1p"
    P2 = "2p"
    P3 = "3p"
    P4 = "4p"
    P5 = "5p"
    P6 = "6p"
    P7 = "7p"
    P8 = "8p"
    P9 = "9p"
    S1 = "1s"
    S2 = "2s"
    S3 = "3s"
    S4 = "4s"
    S5 = "5s"
    S6 = "6s"
    S7 = "7s"
    S8 = "8s"
    S9 = "9s"
    EAST = "1z"
    SOUTH = "2z"
    WEST = "3z"
    NORTH = "4z"
    WHITE = "5z"
    GREEN = "6z"
    RED = "7z"
    FLOWER1 = "1f"
    FLOWER2 = "2f"
    FLOWER3 = "3f"
    FLOWER4 = "4f"
    SEASON1 = "1g"
    SEASON2 = "2g"
    SEASON3 = "3g"
    SEASON4 = "4g"

    @classmethod
    def _missing_(cls, value: object) -> Tile:
        raise NotationError(f"unknown tile {value!r}; tiles are 1m-9m, 1p-9p, 1s-9s, 1z-7z, 1f-4f, 1g-4g")

    @classmethod
    def parse(cls, text: str) -> Tile:
        return cls(text)

    @classmethod
    def from_index(cls, index: int) -> Tile:
        return _BY_INDEX[index]

    @property
    def suit(self) -> Suit:
        return Suit(self.value[1])

    @property
    def number(self) -> int:
        """1..9 for suit tiles, 1..7 for honours (E S W N White Green Red), 1..4 for bonus tiles."""
        return int(self.value[0])

    @property
    def is_suited(self) -> bool:
        return self.value[1] in "mps"

    @property
    def is_honor(self) -> bool:
        return self.value[1] == "z"

    @property
    def is_wind(self) -> bool:
        return self.value[1] == "z" and self.number <= 4

    @property
    def is_dragon(self) -> bool:
        return self.value[1] == "z" and self.number >= 5

    @property
    def is_terminal(self) -> bool:
        """A 1 or 9 of a suit (honours are not terminals)."""
        return self.value[1] in "mps" and self.number in (1, 9)

    @property
    def is_terminal_or_honor(self) -> bool:
        return self.is_terminal or self.is_honor

    @property
    def is_simple(self) -> bool:
        """2..8 of a suit (ZJ 1.3 No Terminals)."""
        return self.value[1] in "mps" and 2 <= self.number <= 8

    @property
    def is_bonus(self) -> bool:
        return self.index >= 34  # flowers and seasons follow the 34 playing tiles (_SUIT_OFFSET)

    @property
    def name_en(self) -> str:
        s = self.value[1]
        if s == "z":
            return _HONOR_NAMES[self.number - 1] if self.number <= 4 else f"{_HONOR_NAMES[self.number - 1]} Dragon"
        if s == "f":
            return f"Flower {self.number}"
        if s == "g":
            return f"Season {self.number}"
        return f"{self.number} {_SUIT_NAMES[s]}"

    @property
    def name_zh(self) -> str:
        s = self.value[1]
        if s == "z":
            return _HONOR_ZH[self.number - 1]
        if s == "f":
            return _FLOWER_ZH[self.number - 1]
        if s == "g":
            return _SEASON_ZH[self.number - 1]
        return f"{self.number}{'萬筒索'['mps'.index(s)]}"

    # As Seat: members are singletons, hashed by identity rather than by Enum's Python-level hash of the name.
    __hash__ = object.__hash__

    def __repr__(self) -> str:
        return f"Tile({self.value!r})"

    def __str__(self) -> str:
        return self.value

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.index < other.index


for _tile in Tile:
    _tile.index = _SUIT_OFFSET[_tile.value[1]] + int(_tile.value[0]) - 1
del _tile

_BY_INDEX: tuple[Tile, ...] = tuple(sorted(Tile, key=lambda t: t.index))
TILES34: tuple[Tile, ...] = _BY_INDEX[:34]
BONUS_TILES: tuple[Tile, ...] = _BY_INDEX[34:]
WINDS: tuple[Tile, ...] = TILES34[27:31]
DRAGONS: tuple[Tile, ...] = TILES34[31:34]
TERMINALS_AND_HONORS: tuple[Tile, ...] = tuple(t for t in TILES34 if t.is_terminal_or_honor)
FLOWERS: tuple[Tile, ...] = BONUS_TILES[:4]
SEASONS: tuple[Tile, ...] = BONUS_TILES[4:]


def tile_set(with_bonus: bool = False) -> tuple[Tile, ...]:
    """The physical tile set in canonical order: four of each of the 34 kinds (136), plus one of each
    bonus tile (144) when ``with_bonus`` (ZJ §1; Zen Koan §7)."""
    tiles = tuple(t for t in TILES34 for _ in range(4))
    return tiles + BONUS_TILES if with_bonus else tiles


def counts34(tiles: Iterable[Tile]) -> list[int]:
    """A 34-count array of an iterable of (non-bonus) tiles."""
    counts = [0] * 34
    for tile in tiles:
        counts[tile.index] += 1
    return counts
