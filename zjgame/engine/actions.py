"""Actions: what a seat decides (frozen values, imperative names) and their record form (docs/records.md#actions).

On one's own turn: ``Discard``, ``DeclareSelfDrawnWin``, ``DeclareKong`` (concealed or added kong),
``SetAsideBonus`` (variants). In a claim window: ``ClaimWin``, ``ClaimPung``, ``ClaimKong`` (exposed kong from
the discard), ``ClaimChow``, ``Pass``. Draws are not actions: the engine makes them.

``format_action(seat, action)`` gives the record object ``{"seat": "E", "type": "discard", "tile": "5p"}``
(``"standing": true`` added for a discard declaring a Standing Hand, B2); ``parse_action(obj)`` reads it back and
``parse_action(format_action(s, a)) == (s, a)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from zjgame.rules.errors import NotationError
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile


@dataclass(frozen=True)
class Discard:
    """``standing``: the discard declares a Standing Hand (B2: with the first discard, the 13 tiles left ready,
    no claim made before); the record writes ``"standing": true`` (docs/records.md#actions extension)."""

    tile: Tile
    standing: bool = False
    type: ClassVar[str] = "discard"

    def __repr__(self) -> str:
        # a plain discard reads as it always has (the computer players' frozen decision digests hash it)
        return f"Discard(tile={self.tile!r}, standing=True)" if self.standing else f"Discard(tile={self.tile!r})"

    def describe(self) -> str:
        if self.standing:
            return f"discard {self.tile.value} and declare a Standing Hand"
        return f"discard {self.tile.value}"


@dataclass(frozen=True)
class DeclareSelfDrawnWin:
    type: ClassVar[str] = "self_drawn_win"

    def describe(self) -> str:
        return "declare a self-drawn win"


@dataclass(frozen=True)
class DeclareKong:
    """A concealed kong (four in hand) or an added kong (the fourth tile onto one's own exposed pung)."""

    tile: Tile
    type: ClassVar[str] = "kong"

    def describe(self) -> str:
        return f"declare a kong of {self.tile.value}"


@dataclass(frozen=True)
class SetAsideBonus:
    """Variants (ZK §7): set a bonus tile aside and draw a replacement."""

    tile: Tile
    type: ClassVar[str] = "bonus"

    def describe(self) -> str:
        return f"set aside the bonus tile {self.tile.value}"


@dataclass(frozen=True)
class ClaimWin:
    """A win on the discard, or robbing an added kong."""

    type: ClassVar[str] = "win"

    def describe(self) -> str:
        return "claim the win"


@dataclass(frozen=True)
class ClaimPung:
    type: ClassVar[str] = "pung"

    def describe(self) -> str:
        return "claim a pung"


@dataclass(frozen=True)
class ClaimKong:
    """An exposed ("big") kong from the discard."""

    type: ClassVar[str] = "kong"

    def describe(self) -> str:
        return "claim an exposed kong"


@dataclass(frozen=True)
class ClaimChow:
    """A chow: ``tiles`` are the three tiles of the chow (sorted), the claimed one among them."""

    tiles: tuple[Tile, Tile, Tile]

    type: ClassVar[str] = "chow"

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", tuple(sorted(self.tiles, key=lambda t: t.index)))

    def describe(self) -> str:
        return f"claim a chow {''.join(t.value for t in self.tiles)}"


@dataclass(frozen=True)
class Pass:
    type: ClassVar[str] = "pass"

    def describe(self) -> str:
        return "pass"


Action = (
    Discard | DeclareSelfDrawnWin | DeclareKong | SetAsideBonus | ClaimWin | ClaimPung | ClaimKong | ClaimChow | Pass
)
TURN_ACTIONS = (Discard, DeclareSelfDrawnWin, DeclareKong, SetAsideBonus)
CLAIM_ACTIONS = (ClaimWin, ClaimPung, ClaimKong, ClaimChow, Pass)


def is_claim(action: Action) -> bool:
    """Whether the action answers a claim window (a ``Pass`` included)."""
    return isinstance(action, CLAIM_ACTIONS)


def format_action(seat: Seat, action: Action) -> dict[str, Any]:
    """The record object of docs/records.md#actions."""
    out: dict[str, Any] = {"seat": seat.value, "type": action.type}
    if isinstance(action, (Discard, DeclareKong, SetAsideBonus)):
        out["tile"] = action.tile.value
        if isinstance(action, Discard) and action.standing:
            out["standing"] = True  # B2 (written only when declared: other records stay as they were)
    elif isinstance(action, ClaimChow):
        out["tiles"] = [t.value for t in action.tiles]
    return out


def _tile(value: object, what: str) -> Tile:
    if not isinstance(value, str):
        raise NotationError(f"{what} must be a tile in mpsz notation, not {value!r}")
    return Tile(value)


def _chow_tiles(value: object) -> tuple[Tile, Tile, Tile]:
    if isinstance(value, str):  # also accept the compact form "345m"
        if len(value) == 4 and value[:3].isdigit():
            value = [f"{d}{value[3]}" for d in value[:3]]
        else:
            raise NotationError(f"chow tiles must be three tiles, not {value!r}")
    if not isinstance(value, (list, tuple)) or len(value) != 3:
        raise NotationError(f"chow tiles must be a list of three tiles, not {value!r}")
    a, b, c = (_tile(v, "a chow tile") for v in value)
    return (a, b, c)


def parse_action(obj: Mapping[str, Any]) -> tuple[Seat, Action]:
    """Read a record action; raises ``ValueError`` (``NotationError`` for tiles) naming the problem."""
    if not isinstance(obj, Mapping):
        raise ValueError(f"an action must be an object, not {obj!r}")
    seat_text = obj.get("seat")
    try:
        seat = Seat(seat_text)
    except ValueError:
        raise ValueError(f"unknown seat {seat_text!r}; seats are E, S, W, N") from None
    kind = obj.get("type")
    action: Action
    if kind == "discard":
        standing = obj.get("standing", False)
        if not isinstance(standing, bool):
            raise ValueError(f"a discard's standing must be true or false, not {standing!r}")
        action = Discard(_tile(obj.get("tile"), "a discard's tile"), standing)
    elif kind == "self_drawn_win":
        action = DeclareSelfDrawnWin()
    elif kind == "kong":
        action = DeclareKong(_tile(obj["tile"], "a kong's tile")) if obj.get("tile") is not None else ClaimKong()
    elif kind == "bonus":
        action = SetAsideBonus(_tile(obj.get("tile"), "a bonus action's tile"))
    elif kind == "win":
        action = ClaimWin()
    elif kind == "pung":
        action = ClaimPung()
    elif kind == "chow":
        action = ClaimChow(_chow_tiles(obj.get("tiles")))
    elif kind == "pass":
        action = Pass()
    else:
        raise ValueError(
            f"unknown action type {kind!r}; types are discard, self_drawn_win, kong, bonus, win, pung, chow, pass"
        )
    return seat, action


# Shared instances of the argument-free actions and of each discard (values are immutable).
DISCARDS: dict[Tile, Discard] = {t: Discard(t) for t in Tile}
STANDING_DISCARDS: dict[Tile, Discard] = {t: Discard(t, True) for t in Tile}
SELF_DRAWN_WIN = DeclareSelfDrawnWin()
CLAIM_WIN = ClaimWin()
CLAIM_PUNG = ClaimPung()
CLAIM_KONG = ClaimKong()
PASS = Pass()
