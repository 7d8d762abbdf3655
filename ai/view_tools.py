"""What a computer player may know, as plain data: ``TableInfo`` built from a seat's view.

Owns the translation of the engine's ``SeatView`` into 34-count arrays and per-opponent summaries (melds,
discards in table order, concealed counts) and the counts every strategy needs: tiles visible to the seat,
copies still unseen. It never sees the wall or another seat's concealed tiles: ``table_info`` reads only the
view. Hand-value and danger estimation work on ``TableInfo`` so they can be tested without the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import DEFAULT_RULESET, Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile, counts34

if TYPE_CHECKING:
    from zjgame.engine.view import SeatView


@dataclass(frozen=True)
class RiverTile:
    """One discard in table order: who threw it, which tile, and whether it was claimed."""

    seat: Seat
    tile: Tile
    claimed: bool = False


@dataclass(frozen=True)
class TableInfo:
    """Everything a seat can see, in the form the estimators use.

    ``hand`` is the seat's concealed tiles (the drawn tile included); ``melds`` and ``discards`` cover all four
    seats; ``river`` is every discard in the order it was made (for same-round immunity, ZJ §6).
    """

    seat: Seat
    hand: tuple[Tile, ...]
    melds: dict[Seat, tuple[Meld, ...]] = field(default_factory=dict)
    discards: dict[Seat, tuple[Tile, ...]] = field(default_factory=dict)
    river: tuple[RiverTile, ...] = ()
    concealed_counts: dict[Seat, int] = field(default_factory=dict)
    tiles_left: int = 70
    round_wind: Seat = Seat.E  # the prevailing wind, named by its seat (as in WinContext)
    dealer: Seat = Seat.E
    ruleset: Ruleset = DEFAULT_RULESET
    bonus: dict[Seat, tuple[Tile, ...]] = field(default_factory=dict)
    standing: tuple[bool, ...] = ()  # B2: who declared a Standing Hand, by seat index

    @property
    def seat_wind(self) -> Tile:
        return self.seat.wind

    @property
    def opponents(self) -> tuple[Seat, Seat, Seat]:
        return self.seat.after()

    def my_melds(self) -> tuple[Meld, ...]:
        return self.melds.get(self.seat, ())

    def hand_counts(self) -> list[int]:
        return counts34(t for t in self.hand if not t.is_bonus)

    @cached_property
    def visible(self) -> tuple[int, ...]:
        """Copies of each kind this seat can see: its own hand, every meld, every unclaimed discard.

        A claimed discard sits in the claimer's meld and is counted there once.
        """
        counts = self.hand_counts()
        for melds in self.melds.values():
            for meld in melds:
                for tile in meld.tiles:
                    counts[tile.index] += 1
        for item in self.river_or_discards():
            if not item.claimed and not item.tile.is_bonus:
                counts[item.tile.index] += 1
        return tuple(min(4, c) for c in counts)

    @cached_property
    def unseen(self) -> tuple[int, ...]:
        """Copies of each kind this seat cannot see (in the wall or in other hands)."""
        return tuple(4 - c for c in self.visible)

    def unseen_counts(self) -> list[int]:
        return list(self.unseen)

    def river_or_discards(self) -> tuple[RiverTile, ...]:
        if self.river:
            return self.river
        # Without a table-order river, seat order per turn is a fair approximation.
        out: list[RiverTile] = []
        for seat in (Seat.E, Seat.S, Seat.W, Seat.N):
            out.extend(RiverTile(seat, t) for t in self.discards.get(seat, ()))
        return tuple(out)

    def discard_count(self, seat: Seat) -> int:
        if self.river:
            return sum(1 for r in self.river if r.seat is seat)
        return len(self.discards.get(seat, ()))

    def since_last_discard(self, seat: Seat) -> tuple[RiverTile, ...]:
        """Discards from ``seat``'s own most recent discard (included) to now: ZJ §6's responsibility window.
        The whole river when ``seat`` has not discarded yet."""
        river = self.river_or_discards()
        for i in range(len(river) - 1, -1, -1):
            if river[i].seat is seat:
                return river[i:]
        return river


def river_from_discards(
    discards: Sequence[Sequence[tuple[Tile, Seat | None]]], first: Seat = Seat.E
) -> tuple[RiverTile, ...]:
    """The table order of the discards, rebuilt from each seat's own list (``(tile, claimed_by)`` by seat index).

    Turns go E, S, W, N (ZJ §2) except that a claimed discard (pung, kong or chow) passes the turn to the
    claimer, whose next discard comes next. Concealed and added kongs do not change the order.
    """
    pos = [0, 0, 0, 0]
    out: list[RiverTile] = []
    seat = first
    total = sum(len(d) for d in discards)
    while len(out) < total:
        mine = discards[seat.index]
        if pos[seat.index] >= len(mine):
            break
        tile, claimed_by = mine[pos[seat.index]]
        pos[seat.index] += 1
        out.append(RiverTile(seat, tile, claimed_by is not None))
        seat = claimed_by if claimed_by is not None else seat.next
    return tuple(out)


def table_info(view: SeatView) -> TableInfo:
    """Build a ``TableInfo`` from an engine ``SeatView`` (reads only what the view shows)."""
    raw = [[(d.tile, d.claimed_by) for d in seat_discards] for seat_discards in view.discards]
    river = river_from_discards(raw)
    seats = (Seat.E, Seat.S, Seat.W, Seat.N)
    return TableInfo(
        seat=view.seat,
        hand=tuple(view.concealed),
        melds={s: tuple(view.melds[s.index]) for s in seats},
        discards={s: tuple(d.tile for d in view.discards[s.index]) for s in seats},
        river=river,
        concealed_counts={s: view.concealed_counts[s.index] for s in seats},
        tiles_left=view.wall_remaining,
        round_wind=view.round_wind,
        dealer=view.dealer,
        ruleset=view.ruleset,
        bonus={s: tuple(view.bonus[s.index]) for s in seats},
        standing=tuple(getattr(view, "standing", ())),
    )
