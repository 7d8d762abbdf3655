"""Seats and winds (ZJ §1): E, S, W, N in turn order; the dealer is East for that hand."""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from zjgame.rules.tiles import Tile


class Seat(Enum):
    """A seat, named by its wind for the hand. Turn order is E -> S -> W -> N -> E.
    ``index`` (0..3 in turn order) is a plain attribute set once per member below."""

    index: int

    if TYPE_CHECKING:  # the type checker takes ``value`` as Any in an enum with an annotated attribute

        @property
        def value(self) -> str: ...  # "E", "S", "W" or "N"

    E = "E"
    S = "S"
    W = "W"
    N = "N"

    @classmethod
    def from_index(cls, index: int) -> Seat:
        return _SEATS[index % 4]

    @property
    def next(self) -> Seat:
        """The next seat in turn order (the one that may chow this seat's discard)."""
        return _SEATS[(self.index + 1) % 4]

    @property
    def opposite(self) -> Seat:
        return _SEATS[(self.index + 2) % 4]

    @property
    def previous(self) -> Seat:
        return _SEATS[(self.index + 3) % 4]

    @property
    def wind(self) -> Tile:
        """The seat's wind tile (1z..4z)."""
        return Tile(f"{self.index + 1}z")

    @property
    def name_en(self) -> str:
        return ("East", "South", "West", "North")[self.index]

    def after(self) -> tuple[Seat, Seat, Seat]:
        """The other three seats in turn order starting after this one (ZJ §2 interception order)."""
        return (self.next, self.opposite, self.previous)

    # Members are singletons, so identity is equality: hash by identity, not by Enum's hash of the name (a Python
    # call on every dict and set lookup; seats key the players' per-seat tables). Only the order of a set of seats
    # could change, and with the name's string hash it already varied from process to process (PYTHONHASHSEED):
    # no decision depends on it (--jobs N plays as --jobs 1; tests/ai/test_native.py).
    __hash__ = object.__hash__

    def __repr__(self) -> str:
        return f"Seat.{self.value}"

    def __str__(self) -> str:
        return self.value


_SEATS: tuple[Seat, ...] = (Seat.E, Seat.S, Seat.W, Seat.N)
for _i, _seat in enumerate(_SEATS):
    _seat.index = _i
del _i, _seat
SEATS = _SEATS
