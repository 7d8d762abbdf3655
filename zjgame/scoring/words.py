"""Words for the payment explainers: seat names through the caller's ``names`` callable (wind names by
default, player names or "you" in the game), tile names through ``tile_name`` (notation by default), with the
grammar that follows ("you pay", "your discard"; "Bo pays", "Bo's discard").

A name that reads "you" in any case is the second person; any other name is the third.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile

Names = Callable[[Seat], str]
TileNamer = Callable[[Tile], str]


def wind_names(seat: Seat) -> str:
    """``East``, ``South``, ``West``, ``North`` (the default names)."""
    return seat.name_en


def seat_letters(seat: Seat) -> str:
    """``E``, ``S``, ``W``, ``N`` (the command line)."""
    return seat.value


def tile_notation(tile: Tile) -> str:
    """``5p`` (the default tile names)."""
    return tile.value


def tile_english(tile: Tile) -> str:
    """``5 Dots``, ``Red Dragon``."""
    return tile.name_en


def join_names(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


class Say:
    """Names and verbs for seats. ``start``: the word opens a sentence (so "you" is written "You")."""

    def __init__(self, names: Names = wind_names) -> None:
        self.names = names

    def is_you(self, seat: Seat) -> bool:
        return self.names(seat).strip().lower() == "you"

    def name(self, seat: Seat, start: bool = False) -> str:
        if self.is_you(seat):
            return "You" if start else "you"
        return self.names(seat)

    def poss(self, seat: Seat, start: bool = False) -> str:
        """``Bo's`` or ``your``."""
        if self.is_you(seat):
            return "Your" if start else "your"
        return f"{self.names(seat)}'s"

    def verb(self, seat: Seat, third: str, other: str) -> str:
        """``third`` ("pays") for a third person, ``other`` ("pay") for you."""
        return other if self.is_you(seat) else third

    def group(self, seats: Sequence[Seat], start: bool = False) -> str:
        return join_names([self.name(s, start and i == 0) for i, s in enumerate(seats)])

    def group_verb(self, seats: Sequence[Seat], third: str, other: str) -> str:
        """The verb for a group of seats: plural for several (or you), singular for one other seat."""
        if len(seats) == 1:
            return self.verb(seats[0], third, other)
        return other
