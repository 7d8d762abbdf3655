"""The claim window (ZJ §2): after a discard, or a kong that may be robbed, every eligible seat answers (in any
order; the record lists them in turn order from the discarder), then the table resolves it.

Owns the window's value (its ``WindowKind``, the tile, each eligible seat's legal answers, the answers so far)
and the questions on it; opening and resolving it belong to ``zjgame.engine.table``."""

from __future__ import annotations

from dataclasses import dataclass, field

from zjgame.engine.actions import Action
from zjgame.engine.codes import WindowKind
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile

Options = tuple[tuple[Seat, tuple[Action, ...]], ...]


@dataclass(frozen=True)
class ClaimWindow:
    """``kind``: what opened it (a discard, an added kong, a concealed kong under ZK §7). ``options``: each eligible seat (turn order from
    the discarder) with its legal answers, ``Pass`` included; ``answers``: collected so far."""

    kind: WindowKind
    discarder: Seat
    tile: Tile
    riverbed: bool
    options: Options
    answers: tuple[tuple[Seat, Action], ...] = ()
    seats: tuple[Seat, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "seats", tuple(s for s, _ in self.options))

    def options_for(self, seat: Seat) -> tuple[Action, ...]:
        for s, opts in self.options:
            if s is seat:
                return opts
        return ()

    def in_turn_order(self, answers: tuple[tuple[Seat, Action], ...]) -> tuple[tuple[Seat, Action], ...]:
        """``answers`` sorted in turn order from the discarder (the record's order)."""
        order = self.seats
        return tuple(sorted(answers, key=lambda a: order.index(a[0])))

    def has_answered(self, seat: Seat) -> bool:
        return any(s is seat for s, _ in self.answers)

    @property
    def waiting(self) -> tuple[Seat, ...]:
        """Eligible seats that have not answered yet."""
        answered = [s for s, _ in self.answers]
        return tuple(s for s in self.seats if s not in answered)
