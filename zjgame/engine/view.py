"""SeatView: what one seat may see of a round (built by ``RoundState.view_for``), and nothing more.

Own concealed tiles and drawn tile; everyone's melds (concealed kongs are public, ZJ §2), discards with claimed
marks (by seat, and all of them in the order they were made), bonus tiles set aside and concealed tile counts;
the wall (and the kong box, B1); who declared a Standing Hand (B2); whose turn; the open claim window as this seat sees it; the last ruling; winds, dealer, round wind,
scores and the ruleset. Also the values the view is made of: ``Phase``, ``DiscardedTile``, ``WindowView``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from zjgame.engine.codes import WindowKind
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile

if TYPE_CHECKING:
    from zjgame.engine.result import HandResult
    from zjgame.engine.rulings import Ruling


class Phase(Enum):
    TURN = "turn"  # the seat on turn has drawn: win, kong, bonus or discard
    DISCARD = "discard"  # after claiming a pung or chow: discard at once (ZJ §2)
    CLAIM = "claim"  # a claim window is open (after a discard, or an added kong that may be robbed)
    FINISHED = "finished"


@dataclass(frozen=True)
class DiscardedTile:
    """One tile in a seat's discards; ``claimed_by`` when another seat took it (pung, kong, chow or win)."""

    tile: Tile
    claimed_by: Seat | None = None


@dataclass(frozen=True)
class WindowView:
    """The open claim window: the tile, who discarded it (or tried the kong), its kind, whether it is the
    riverbed discard, whether this seat may claim and whether it has answered."""

    tile: Tile
    discarder: Seat
    kind: WindowKind
    riverbed: bool
    may_claim: bool
    answered: bool


@dataclass(frozen=True)
class SeatView:
    """What ``seat`` sees of the round now (``RoundState.view_for``): a computer player decides on this alone.

    ``discard_order`` is every discard of the hand in the order it was made, with the seat that made it and
    its claimed mark, claimed ones included: what a player at the table saw (same-round immunity, ZJ §6, and
    which tiles are visible depend on it). Its tiles are the ``discards`` tiles, interleaved."""

    seat: Seat
    ruleset: Ruleset
    round_wind: Seat
    hand_number: int  # which hand of the game (or simulation): computer players seed from it
    action_count: int  # actions applied so far in this hand (including claim answers)
    concealed: tuple[Tile, ...]  # own concealed tiles, sorted, including the drawn tile
    drawn: Tile | None  # own tile just drawn (when on turn after a draw)
    melds: tuple[tuple[Meld, ...], ...]  # by seat index E, S, W, N
    discards: tuple[tuple[DiscardedTile, ...], ...]  # by seat index
    bonus: tuple[tuple[Tile, ...], ...]  # bonus tiles set aside, by seat index
    concealed_counts: tuple[int, ...]  # number of concealed tiles, by seat index
    wall_remaining: int  # draws left in the hand (ordinary and supplement together; B1: the live wall only)
    dead_wall: int  # tiles that always remain unused (ZJ §1); B1: the size of the kong box
    turn: Seat
    phase: Phase
    window: WindowView | None
    last_ruling: Ruling | None
    scores: tuple[int, ...]  # running totals by seat index at the start of the hand
    result: HandResult | None  # when finished (every hand is shown then)
    discard_order: tuple[tuple[Seat, DiscardedTile], ...] = ()  # every discard in table order, with its seat
    # (``view_for`` always fills it and the two below; the defaults serve views made by hand in tests)
    loose_remaining: int = 0  # supplements still possible: ZJ §1 the shared budget; B1 the loose tiles left
    standing: tuple[bool, ...] = (False, False, False, False)  # B2: who declared a Standing Hand, by seat index

    @property
    def dealer(self) -> Seat:
        return Seat.E

    @property
    def seat_wind(self) -> Tile:
        return self.seat.wind

    @property
    def is_finished(self) -> bool:
        return self.phase is Phase.FINISHED

    @property
    def is_my_turn(self) -> bool:
        return self.turn is self.seat and self.phase in (Phase.TURN, Phase.DISCARD)
