"""The round (one hand): an immutable ``RoundState`` with ``legal_actions(seat)``, ``apply(seat, action)`` and
``view_for(seat)``; the turn and claim-window logic of ZJ §1-§2 (and the Zen Koan table rules of §7 the
ruleset switches on: bonus tiles, no interception, robbing a concealed kong, ready-hand payments; and the
classic British ones of B1-B2: the kong box never replenished, bonus tiles set aside automatically, the
Standing Hand and its lock).

It owns the wall order, draws (implied, never actions), the claim window (answers collected from every eligible
seat, then resolved by precedence) and the end of the hand: what is legal and what a seat sees are here, the
steps of one ``apply`` in ``zjgame.engine.table``, why an action is not legal in ``zjgame.engine.illegal``. It
does not own points (``zjgame.scoring``, asked through ``zjgame.engine.wins``), the match
(``zjgame.engine.match``) or records (``zjgame.engine.record``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from zjgame.engine import actions as A
from zjgame.engine.actions import Action
from zjgame.engine.errors import IllegalActionError
from zjgame.engine.events import Event
from zjgame.engine.fields import RoundFields
from zjgame.engine.illegal import why_illegal
from zjgame.engine.table import Table
from zjgame.engine.view import Phase, SeatView, WindowView
from zjgame.engine.wall import check_wall
from zjgame.engine.wins import TILE_BY_IX, is_ready, may_win, self_drawn_context
from zjgame.rules.melds import MeldKind
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import WinContext

DISCARD_BY_IX: tuple[A.Discard, ...] = tuple(A.DISCARDS[t] for t in TILE_BY_IX)
STANDING_BY_IX: tuple[A.Discard, ...] = tuple(A.STANDING_DISCARDS[t] for t in TILE_BY_IX)


@dataclass(frozen=True, eq=False)
class RoundState(RoundFields):
    """One hand in progress: the fields of ``RoundFields`` (``zjgame.engine.fields``). Build it with
    ``RoundState.start``; never mutate it: ``apply`` returns a new one."""

    # --- construction -----------------------------------------------------------------------------

    @classmethod
    def start(
        cls,
        wall: Sequence[Tile],
        ruleset: Ruleset,
        round_wind: Seat = Seat.E,
        hand_number: int = 0,
        scores: Sequence[int] = (0, 0, 0, 0),
    ) -> tuple[RoundState, tuple[Event, ...]]:
        """Deal ``wall`` (docs/records.md#the-wall) and let East draw the first tile (ZJ §1: 14 tiles)."""
        wall = tuple(wall)
        check_wall(wall, ruleset)
        b = Table.deal(ruleset, wall, round_wind, hand_number, tuple(scores))
        events: list[Event] = []
        if ruleset.bonus_tiles_automatic:
            b.deal_automatic(events)  # B1: East's 14th tile, then the bonus tiles of the deal, East first
        else:
            if ruleset.bonus_tiles:
                b.deal_bonus(events)  # ZK §7: bonus tiles in the deal are set aside before play
            b.draw(Seat.E, False, events)
        return cls.copy_of(b), tuple(events)

    # --- queries ----------------------------------------------------------------------------------

    @property
    def seats_to_act(self) -> tuple[Seat, ...]:
        """Who must decide now: the seat on turn, or in a claim window every eligible seat that has not
        answered (the engine collects them, then resolves)."""
        if self.phase is Phase.FINISHED:
            return ()
        if self.window is not None:
            return self.window.waiting
        return (self.turn,)

    def actions(self) -> list[tuple[Seat, Action]]:
        """The applied actions in record order (claim answers in turn order from the discarder; B1: the bonus
        tiles the engine set aside automatically, where it did)."""
        out = []
        node = self.history
        while node is not None:
            node, item = node
            out.append(item)
        out.reverse()
        if self.window is not None:
            out.extend(self.window.in_turn_order(self.window.answers))
        return out

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        cached = self._legal.get(seat)
        if cached is None:
            cached = self._compute_legal(seat)
            self._legal[seat] = cached
        return cached

    def _compute_legal(self, seat: Seat) -> tuple[Action, ...]:
        if self.phase is Phase.FINISHED:
            return ()
        if self.window is not None:
            if self.window.has_answered(seat):
                return ()
            return self.window.options_for(seat)
        if seat is not self.turn:
            return ()
        i = seat.index
        counts = self.counts[i]
        present = [k for k in range(42) if counts[k]]
        out: list[Action] = []
        locked = self.standing[i] is not None
        if self.phase is Phase.TURN:
            drawn = self.drawn
            if drawn is not None:
                rest = list(counts)
                rest[drawn.index] -= 1
                if may_win(
                    self.ruleset,
                    rest,
                    self._without(i, drawn),
                    self.melds[i],
                    self.bonus[i],
                    drawn,
                    lambda: self._self_drawn_context(seat),
                ):
                    out.append(A.SELF_DRAWN_WIN)
                if locked:  # B2: a locked Standing Hand discards every drawn tile it does not win with
                    out.append(DISCARD_BY_IX[drawn.index])
                    return tuple(out)
            if self.draws_left > 0:  # ZJ §1 / B1 decision: the seabed (last tile's) drawer may not kong
                pungs = [m.first.index for m in self.melds[i] if m.kind is MeldKind.PUNG]
                out.extend(A.DeclareKong(TILE_BY_IX[k]) for k in present if counts[k] == 4 or k in pungs)
                if not self.ruleset.bonus_tiles_automatic:  # B1: the table sets them aside itself
                    out.extend(A.SetAsideBonus(TILE_BY_IX[k]) for k in present if k >= 34)
        out.extend(DISCARD_BY_IX[k] for k in present)
        if self.may_declare_standing(seat):
            out.extend(STANDING_BY_IX[k] for k in present if self._ready_without(i, k))
        return tuple(out)

    def may_declare_standing(self, seat: Seat) -> bool:
        """B2: the seat's next discard may declare a Standing Hand if it leaves 13 tiles one from Mah Jong: it is
        the seat's first discard of the hand, on its own turn, and the seat has made no claim (East may declare
        with the opening discard)."""
        i = seat.index
        return (
            self.ruleset.standing_hand
            and self.phase is Phase.TURN
            and seat is self.turn
            and self.standing[i] is None
            and not self.rivers[i]
            and all(m.source is None for m in self.melds[i])
        )

    def _ready_without(self, i: int, k: int) -> bool:
        """Whether seat ``i``'s tiles without one of kind ``k`` are one tile from Mah Jong (B2)."""
        if k >= 34:
            return False
        rest = list(self.counts[i])
        rest[k] -= 1
        tile = TILE_BY_IX[k]
        return is_ready(
            self.ruleset, SEATS[i], self.round_wind, rest, self._without(i, tile), self.melds[i], self.bonus[i]
        )

    def _without(self, i: int, tile: Tile) -> list[Tile]:
        rest = list(self.hands[i])
        rest.remove(tile)
        return rest

    def _self_drawn_context(self, seat: Seat) -> WinContext:
        return self_drawn_context(
            self.ruleset,
            seat,
            self.round_wind,
            self.discard_log,
            self.east_kong,
            self.draws_left,
            self.drawn_supplement,
            self.standing[seat.index] is not None,
        )

    # --- applying ---------------------------------------------------------------------------------

    def apply(self, seat: Seat, action: Action) -> tuple[RoundState, tuple[Event, ...]]:
        """Apply a legal action; raises ``IllegalActionError`` naming the action and the reason (with its code)."""
        if action not in self.legal_actions(seat):
            reason, sentence = why_illegal(self, seat, action)
            raise IllegalActionError(sentence, seat, action, reason)
        b = Table.copy_of(self)
        events: list[Event] = []
        b.apply(seat, action, events)
        return RoundState.copy_of(b), tuple(events)

    # --- the seat's view --------------------------------------------------------------------------

    def view_for(self, seat: Seat) -> SeatView:
        w = self.window
        window = None
        count = self.action_count
        if w is not None:
            count -= len(w.answers)  # every seat in a window sees the count at its opening
            window = WindowView(
                w.tile, w.discarder, w.kind, w.riverbed, bool(w.options_for(seat)), w.has_answered(seat)
            )
        on_turn = seat is self.turn and self.phase is Phase.TURN
        return SeatView(
            seat=seat,
            ruleset=self.ruleset,
            round_wind=self.round_wind,
            hand_number=self.hand_number,
            action_count=count,
            concealed=self.hands[SEATS.index(seat)],
            drawn=self.drawn if on_turn else None,
            melds=self.melds,
            discards=self.rivers,
            bonus=self.bonus,
            concealed_counts=(len(self.hands[0]), len(self.hands[1]), len(self.hands[2]), len(self.hands[3])),
            wall_remaining=self.draws_left,
            dead_wall=self.ruleset.dead_wall,
            loose_remaining=self.loose_left,
            standing=tuple(x is not None for x in self.standing),
            turn=self.turn,
            phase=self.phase,
            window=window,
            last_ruling=self.last_ruling,
            scores=self.scores,
            result=self.result,
            discard_order=self.discard_order,
        )
