"""Events: what happened (frozen values, past tense), returned by ``RoundState.apply`` and ``RoundState.start``.

Events are the engine's full truth; ``event_for_seat(event, seat)`` hides what that seat may not see (the tile
another seat drew). The UI animates them; the arena ignores them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from zjgame.engine.codes import WindowKind
from zjgame.rules.melds import Meld
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile

if TYPE_CHECKING:
    from zjgame.engine.result import HandResult, WinResult
    from zjgame.engine.rulings import Ruling


@dataclass(frozen=True)
class TileDrawn:
    """``tile`` is None in the views of other seats. ``supplement``: from the far end (kong or bonus
    replacement); ``seabed``: the last draw of the hand (ZJ §1)."""

    seat: Seat
    tile: Tile | None
    supplement: bool = False
    seabed: bool = False


@dataclass(frozen=True)
class BonusSetAside:
    """Variants: a bonus tile set aside (``during_deal``: automatically before play, ZK §7)."""

    seat: Seat
    tile: Tile
    during_deal: bool = False


@dataclass(frozen=True)
class TileDiscarded:
    """``riverbed``: the discard after the seabed draw (claimable only for a win, ZJ §1)."""

    seat: Seat
    tile: Tile
    riverbed: bool = False


@dataclass(frozen=True)
class ClaimWindowOpened:
    """``kind``: a discard, an added kong (robbable, wins only) or a concealed kong (ZK §7: Thirteen
    Terminals may rob it). ``seats``: who may claim, in turn order from ``discarder``."""

    discarder: Seat
    tile: Tile
    kind: WindowKind
    seats: tuple[Seat, ...]


@dataclass(frozen=True)
class ClaimAnswered:
    """A seat answered the open window (what it answered stays hidden until the window is resolved)."""

    seat: Seat


@dataclass(frozen=True)
class ClaimResolved:
    ruling: Ruling
    rulings: tuple[Ruling, ...] = ()  # all rulings of this window (``ruling`` is the first)


@dataclass(frozen=True)
class MeldDeclared:
    """A claimed pung/kong/chow (``claimed`` tile from ``source``), a concealed kong, or an added kong
    (``added``: the pung became a kong)."""

    seat: Seat
    meld: Meld
    claimed: Tile | None = None
    source: Seat | None = None
    added: bool = False


@dataclass(frozen=True)
class HandWon:
    win: WinResult


@dataclass(frozen=True)
class HandDrawn:
    """An exhaustive draw. ``ready``: the ready seats (variants with ready-hand payments); ``payments`` by seat."""

    ready: tuple[Seat, ...] = ()
    payments: tuple[tuple[Seat, int], ...] = ()


@dataclass(frozen=True)
class HandEnded:
    result: HandResult


Event = (
    TileDrawn
    | BonusSetAside
    | TileDiscarded
    | ClaimWindowOpened
    | ClaimAnswered
    | ClaimResolved
    | MeldDeclared
    | HandWon
    | HandDrawn
    | HandEnded
)


def event_for_seat(event: Event, seat: Seat) -> Event:
    """The event as ``seat`` may see it: another seat's drawn tile is hidden."""
    if isinstance(event, TileDrawn) and event.seat is not seat and event.tile is not None:
        return replace(event, tile=None)
    return event
