"""The round (one hand): an immutable ``RoundState`` with ``legal_actions(seat)``, ``apply(seat, action)`` and
``view_for(seat)``; the turn and claim-window logic of ZJ §1-§2 (and the Zen Koan table rules of §7 the
ruleset switches on: bonus tiles, no interception, robbing a concealed kong, ready-hand payments).

It owns the wall order, draws (implied, never actions), the claim window (answers collected from every eligible
seat, then resolved by precedence) and the end of the hand. It does not own points (``zjgame.scoring``, asked
through ``zjgame.engine.wins``), the match (``zjgame.engine.match``) or records (``zjgame.engine.record``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from zjgame.engine import actions as A
from zjgame.engine.actions import Action
from zjgame.engine.errors import IllegalActionError
from zjgame.engine.events import Event
from zjgame.engine.result import HandResult
from zjgame.engine.rulings import Ruling
from zjgame.engine.table import Table
from zjgame.engine.view import DiscardedTile, Phase, SeatView, WindowView
from zjgame.engine.wall import check_wall
from zjgame.engine.window import ClaimWindow
from zjgame.engine.wins import TILE_BY_IX, may_win, minimum_note, self_drawn_context
from zjgame.rules.melds import Meld, MeldKind
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import WinContext

DISCARD_BY_IX: tuple[A.Discard, ...] = tuple(A.DISCARDS[t] for t in TILE_BY_IX)


@dataclass(frozen=True, eq=False)
class RoundState:
    """One hand in progress. Build it with ``RoundState.start``; never mutate it: ``apply`` returns a new one.

    Per-seat tuples are indexed by ``Seat.index`` (E, S, W, N)."""

    ruleset: Ruleset
    wall: tuple[Tile, ...]
    round_wind: Seat
    hand_number: int
    scores: tuple[int, ...]
    hands: tuple[tuple[Tile, ...], ...]  # concealed tiles by seat, sorted (kept bonus tiles included)
    counts: tuple[tuple[int, ...], ...]  # the same as 42-count arrays (indices of ``Tile.index``)
    melds: tuple[tuple[Meld, ...], ...]
    rivers: tuple[tuple[DiscardedTile, ...], ...]
    bonus: tuple[tuple[Tile, ...], ...]  # bonus tiles set aside
    max_draws: int  # 70, or 76 with bonus tiles (ZJ §1, ZK §7)
    ordinary_draws: int
    supplement_draws: int
    turn: Seat
    phase: Phase
    drawn: Tile | None  # the tile the seat on turn just drew
    drawn_supplement: bool  # ... from the supplement end (kong or bonus replacement)
    window: ClaimWindow | None
    discard_log: tuple[tuple[Seat, Tile], ...]  # every discard of the hand in order, claimed ones included
    east_kong: bool  # East declared a concealed kong (spoils Heaven and Earth, ZJ §5)
    last_ruling: Ruling | None
    rulings: tuple[Ruling, ...]  # the notable rulings so far (kept in the result)
    result: HandResult | None
    history: tuple[Any, ...] | None  # (previous, (seat, action)) cons list of applied actions, record order
    action_count: int
    _legal: dict[Seat, tuple[Action, ...]] = field(default_factory=dict, repr=False, compare=False)  # memo

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
        """Deal ``wall`` (interfaces §4 order) and let East draw the first tile (ZJ §1: East starts with 14)."""
        wall = tuple(wall)
        check_wall(wall, ruleset)
        b = Table.deal(ruleset, wall, round_wind, hand_number, tuple(scores))
        events: list[Event] = []
        if ruleset.bonus_tiles:
            b.deal_bonus(events)  # ZK §7: bonus tiles in the deal are set aside before play
        b.draw(Seat.E, False, events)
        return b.freeze(), tuple(events)

    # --- queries ----------------------------------------------------------------------------------

    @property
    def draws(self) -> int:
        return self.ordinary_draws + self.supplement_draws

    @property
    def draws_left(self) -> int:
        return self.max_draws - self.ordinary_draws - self.supplement_draws

    @property
    def is_finished(self) -> bool:
        return self.phase is Phase.FINISHED

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
        """The applied actions in record order (claim answers in turn order from the discarder)."""
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
            if self.draws_left > 0:  # ZJ §1 decision: the seabed drawer may not kong
                pungs = [m.first.index for m in self.melds[i] if m.kind is MeldKind.PUNG]
                out.extend(A.DeclareKong(TILE_BY_IX[k]) for k in present if counts[k] == 4 or k in pungs)
                out.extend(A.SetAsideBonus(TILE_BY_IX[k]) for k in present if k >= 34)
        out.extend(DISCARD_BY_IX[k] for k in present)
        return tuple(out)

    def _without(self, i: int, tile: Tile) -> list[Tile]:
        rest = list(self.hands[i])
        rest.remove(tile)
        return rest

    def _self_drawn_context(self, seat: Seat) -> WinContext:
        return self_drawn_context(
            seat, self.round_wind, self.discard_log, self.east_kong, self.draws_left, self.drawn_supplement
        )

    # --- applying ---------------------------------------------------------------------------------

    def apply(self, seat: Seat, action: Action) -> tuple[RoundState, tuple[Event, ...]]:
        """Apply a legal action; raises ``IllegalActionError`` naming the action and the reason."""
        if action not in self.legal_actions(seat):
            raise IllegalActionError(self._why_illegal(seat, action), seat, action)
        b = Table(self)
        b.action_count += 1
        events: list[Event] = []
        if self.window is not None:
            b.answer(seat, action, events)
        else:
            b.history = (b.history, (seat, action))
            if isinstance(action, A.Discard):
                b.discard(seat, action.tile, events)
            elif isinstance(action, A.DeclareSelfDrawnWin):
                b.self_drawn_win(seat, events)
            elif isinstance(action, A.DeclareKong):
                b.declare_kong(seat, action.tile, events)
            elif isinstance(action, A.SetAsideBonus):
                b.set_aside(seat, action.tile, events)
        return b.freeze(), tuple(events)

    def _why_illegal(self, seat: Seat, action: Action) -> str:
        what = f"{seat.name_en} cannot {action.describe()}"
        if not isinstance(action, (A.TURN_ACTIONS + A.CLAIM_ACTIONS)):
            return f"{action!r} is not an action"
        if self.phase is Phase.FINISHED:
            return f"{what}: the hand is over"
        w = self.window
        if w is not None:
            t = w.tile.value
            if not A.is_claim(action):
                return f"{what}: a claim window on {w.discarder.name_en}'s {t} is open; only claims and passes are answered now"
            if seat is w.discarder:
                return f"{what}: {seat.name_en} discarded {t} and cannot claim it"
            if w.has_answered(seat):
                return f"{what}: {seat.name_en} has already answered this claim window"
            if w.kind != "discard" and not isinstance(action, (A.ClaimWin, A.Pass)):
                return f"{what}: a kong of {t} can only be robbed by a win (ZJ §2)"
            if w.riverbed and not isinstance(action, (A.ClaimWin, A.Pass)):
                return f"{what}: the riverbed discard {t} may be claimed only for a win (ZJ §1)"
            if isinstance(action, A.ClaimChow) and seat is not w.discarder.next:
                return (
                    f"{what}: only {w.discarder.next.name_en}, the next player after {w.discarder.name_en},"
                    " may chow (ZJ §2)"
                )
            if isinstance(action, A.ClaimChow) and w.tile not in action.tiles:
                return f"{what}: a chow claim must contain the discard {t}"
            opts = w.options_for(seat)
            if not opts:
                return (
                    f"{what}: {seat.name_en} has no claim on {t} (a seat not listed passes; an explicit pass only"
                    " from a seat that had a claim)"
                )
            if isinstance(action, A.ClaimWin):
                return f"{what}: {t} does not complete a winning hand{self._minimum_note()}"
            return (
                f"{what}: {seat.name_en} does not hold the tiles for it; legal: {', '.join(a.describe() for a in opts)}"
            )
        if A.is_claim(action):
            return f"{what}: no claim window is open"
        if seat is not self.turn:
            return f"{what}: it is {self.turn.name_en}'s turn"
        hand = self.hands[seat.index]
        if self.phase is Phase.DISCARD and not isinstance(action, A.Discard):
            return f"{what}: after claiming a pung or chow the claimer must discard at once (ZJ §2)"
        if isinstance(action, (A.Discard, A.SetAsideBonus)) and action.tile not in hand:
            return f"{what}: {seat.name_en} does not hold {action.tile.value}"
        if isinstance(action, A.SetAsideBonus):
            if not action.tile.is_bonus:
                return f"{what}: {action.tile.value} is not a bonus tile"
            return f"{what}: no tile is left to replace it"
        if isinstance(action, A.DeclareKong):
            if self.draws_left == 0:
                return f"{what}: the seabed drawer may not declare a kong (ZJ §1)"
            return (
                f"{what}: a kong needs four {action.tile.value} in hand or an exposed pung of it and the fourth in hand"
            )
        if isinstance(action, A.DeclareSelfDrawnWin):
            return f"{what}: the hand is not complete{self._minimum_note()}"
        return f"{what}: not legal now"

    def _minimum_note(self) -> str:
        return minimum_note(self.ruleset)

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
            turn=self.turn,
            phase=self.phase,
            window=window,
            last_ruling=self.last_ruling,
            scores=self.scores,
            result=self.result,
        )
