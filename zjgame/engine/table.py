"""The table inside one ``RoundState.apply``: a mutable working copy of the state that draws, discards,
declares kongs, opens and resolves claim windows and ends the hand (ZJ §1-§2, §6; ZK §7 where the ruleset
says so), then ``freeze``s into the next immutable state.

Private to the engine: everything outside uses ``RoundState``.
"""

from __future__ import annotations

from bisect import insort
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from zjgame.engine import actions as A
from zjgame.engine.actions import Action
from zjgame.engine.events import (
    BonusSetAside,
    ClaimAnswered,
    ClaimResolved,
    ClaimWindowOpened,
    Event,
    HandDrawn,
    HandEnded,
    HandWon,
    MeldDeclared,
    TileDiscarded,
    TileDrawn,
)
from zjgame.engine.result import HandResult, WinResult
from zjgame.engine.rulings import Ruling, window_rulings
from zjgame.engine.view import DiscardedTile, Phase
from zjgame.engine.window import ClaimWindow, Options
from zjgame.engine.wins import (
    AFTER,
    TILE_BY_IX,
    discard_context,
    is_ready,
    may_win,
    pays_ready_hands,
    ready_payments,
    self_drawn_context,
    win_result,
)
from zjgame.rules.hand import Hand
from zjgame.rules.melds import Meld, MeldKind
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import WinContext

if TYPE_CHECKING:
    from zjgame.engine.round import RoundState

_key = attrgetter("index")


class Table:
    """A mutable working copy of a ``RoundState`` (its fields, with per-seat lists)."""

    ruleset: Ruleset
    wall: tuple[Tile, ...]
    round_wind: Seat
    hand_number: int
    scores: tuple[int, ...]
    hands: list[list[Tile]]
    counts: list[list[int]]
    melds: list[tuple[Meld, ...]]
    rivers: list[tuple[DiscardedTile, ...]]
    bonus: list[tuple[Tile, ...]]
    max_draws: int
    ordinary_draws: int
    supplement_draws: int
    turn: Seat
    phase: Phase
    drawn: Tile | None
    drawn_supplement: bool
    window: ClaimWindow | None
    discard_log: tuple[tuple[Seat, Tile], ...]
    east_kong: bool
    last_ruling: Ruling | None
    rulings: tuple[Ruling, ...]
    result: HandResult | None
    history: tuple[Any, ...] | None
    action_count: int

    def __init__(self, st: RoundState | None = None) -> None:
        if st is None:
            return
        self.__dict__.update(st.__dict__)
        self.hands = [list(h) for h in st.hands]
        self.counts = [list(c) for c in st.counts]
        self.melds = list(st.melds)
        self.rivers = list(st.rivers)
        self.bonus = list(st.bonus)

    @classmethod
    def deal(
        cls, ruleset: Ruleset, wall: tuple[Tile, ...], round_wind: Seat, hand_number: int, scores: tuple[int, ...]
    ) -> Table:
        b = cls()
        b.ruleset, b.wall, b.round_wind, b.hand_number, b.scores = ruleset, wall, round_wind, hand_number, scores
        # ZJ §1 / interfaces §4: tiles 0-12 to East, 13-25 South, 26-38 West, 39-51 North.
        b.hands = [sorted(wall[13 * i : 13 * i + 13], key=_key) for i in range(4)]
        b.counts = [[0] * 42 for _ in range(4)]
        for hand, counts in zip(b.hands, b.counts):
            for t in hand:
                counts[t.index] += 1
        b.melds, b.rivers, b.bonus = [()] * 4, [()] * 4, [()] * 4
        b.max_draws = ruleset.draws
        b.ordinary_draws = b.supplement_draws = 0
        b.turn, b.phase, b.drawn, b.drawn_supplement, b.window = Seat.E, Phase.TURN, None, False, None
        b.discard_log, b.east_kong, b.last_ruling, b.rulings = (), False, None, ()
        b.result, b.history, b.action_count = None, None, 0
        return b

    def freeze(self) -> RoundState:
        from zjgame.engine.round import RoundState

        # Built without __init__ (a hot path): the same fields, per-seat lists frozen into tuples.
        state = object.__new__(RoundState)
        fields = dict(self.__dict__)
        fields["hands"] = tuple(tuple(h) for h in self.hands)
        fields["counts"] = tuple(tuple(c) for c in self.counts)
        fields["melds"] = tuple(self.melds)
        fields["rivers"] = tuple(self.rivers)
        fields["bonus"] = tuple(self.bonus)
        fields["_legal"] = {}
        state.__dict__.update(fields)
        return state

    @property
    def draws_left(self) -> int:
        return self.max_draws - self.ordinary_draws - self.supplement_draws

    # --- tiles in hand ----------------------------------------------------------------------------

    def _add(self, i: int, tile: Tile) -> None:
        insort(self.hands[i], tile, key=_key)
        self.counts[i][tile.index] += 1

    def _remove(self, i: int, tile: Tile, n: int = 1) -> None:
        hand = self.hands[i]
        for _ in range(n):
            hand.remove(tile)
        self.counts[i][tile.index] -= n

    # --- drawing ----------------------------------------------------------------------------------

    def _take(self, supplement: bool) -> Tile:
        # ZJ §1: ordinary draws from index 52 up; kong (and bonus) supplements from the last index down.
        if supplement:
            tile = self.wall[len(self.wall) - 1 - self.supplement_draws]
            self.supplement_draws += 1
        else:
            tile = self.wall[52 + self.ordinary_draws]
            self.ordinary_draws += 1
        return tile

    def draw(self, seat: Seat, supplement: bool, events: list[Event]) -> None:
        """``seat`` draws and is on turn; a bonus tile as the last drawable tile ends the hand (ZK §7)."""
        tile = self._take(supplement)
        i = seat.index
        self._add(i, tile)
        self.turn, self.phase, self.drawn, self.drawn_supplement = seat, Phase.TURN, tile, supplement
        seabed = self.draws_left == 0
        events.append(TileDrawn(seat, tile, supplement, seabed))
        if seabed and tile.index >= 34:
            self._set_aside(seat, tile, events)
            self.exhaustive_draw(events)

    def _set_aside(self, seat: Seat, tile: Tile, events: list[Event], during_deal: bool = False) -> None:
        """Move a bonus tile from ``seat``'s hand to its bonus tiles set aside (ZK §7)."""
        i = seat.index
        self._remove(i, tile)
        self.bonus[i] = self.bonus[i] + (tile,)
        events.append(BonusSetAside(seat, tile, during_deal))

    def deal_bonus(self, events: list[Event]) -> None:
        """ZK §7: bonus tiles in the deal are set aside, East first, each seat replacing until it holds none."""
        for i, seat in enumerate(SEATS):
            while any(self.counts[i][34:]):
                for t in [t for t in self.hands[i] if t.is_bonus]:
                    self._set_aside(seat, t, events, during_deal=True)
                    self._add(i, self._take(True))

    # --- own turn ---------------------------------------------------------------------------------

    def discard(self, seat: Seat, tile: Tile, events: list[Event]) -> None:
        i = seat.index
        self._remove(i, tile)
        self.rivers[i] = self.rivers[i] + (DiscardedTile(tile),)
        self.discard_log = self.discard_log + ((seat, tile),)
        self.drawn, self.drawn_supplement = None, False
        riverbed = self.draws_left == 0
        events.append(TileDiscarded(seat, tile, riverbed))
        if tile.index < 34:  # ZK §7: nobody can claim a discarded bonus tile
            options = self._discard_options(seat, tile, riverbed)
            if options:
                self._open(ClaimWindow("discard", seat, tile, riverbed, options), events)
                return
        self.after_discard(seat, riverbed, events)

    def after_discard(self, seat: Seat, riverbed: bool, events: list[Event]) -> None:
        if riverbed:
            self.exhaustive_draw(events)  # ZJ §1: nobody won on the riverbed discard
        else:
            self.draw(AFTER[seat.index][0], False, events)

    def _open(self, window: ClaimWindow, events: list[Event]) -> None:
        self.window, self.phase = window, Phase.CLAIM
        events.append(ClaimWindowOpened(window.discarder, window.tile, window.kind, window.seats))

    def _context(self, seat: Seat, discarder: Seat, kind: str, riverbed: bool) -> WinContext:
        return discard_context(seat, self.round_wind, discarder, kind, riverbed, self.discard_log, self.east_kong)

    def _discard_options(self, discarder: Seat, tile: Tile, riverbed: bool) -> Options:
        out = []
        ix = tile.index
        after = AFTER[discarder.index]
        for seat in after:
            i = seat.index
            counts = self.counts[i]
            opts: list[Action] = []
            if may_win(
                self.ruleset,
                counts,
                self.hands[i],
                self.melds[i],
                self.bonus[i],
                tile,
                lambda seat=seat: self._context(seat, discarder, "discard", riverbed),  # type: ignore[misc]
            ):
                opts.append(A.CLAIM_WIN)
            if not riverbed:  # ZJ §1 decision: the riverbed discard is claimable only for a win
                n = counts[ix]
                if n == 3:
                    opts.append(A.CLAIM_KONG)
                if n >= 2:
                    opts.append(A.CLAIM_PUNG)
                if seat is after[0] and ix < 27:  # ZJ §2: chow only for the next player
                    opts.extend(_chows(counts, ix))
            if opts:
                opts.append(A.PASS)
                out.append((seat, tuple(opts)))
        return tuple(out)

    def _kong_options(self, owner: Seat, tile: Tile, concealed: bool) -> Options:
        """ZJ §2: an added kong may be robbed by a win; a concealed kong only by Thirteen Terminals where the
        ruleset allows it (ZK §7), never in zj."""
        kind = "concealed_kong" if concealed else "added_kong"
        out = []
        for seat in AFTER[owner.index]:
            i = seat.index
            if may_win(
                self.ruleset,
                self.counts[i],
                self.hands[i],
                self.melds[i],
                self.bonus[i],
                tile,
                lambda seat=seat: self._context(seat, owner, kind, False),  # type: ignore[misc]
                thirteen_only=concealed,
            ):
                out.append((seat, (A.CLAIM_WIN, A.PASS)))
        return tuple(out)

    def self_drawn_win(self, seat: Seat, events: list[Event]) -> None:
        drawn = self.drawn
        assert drawn is not None
        i = seat.index
        rest = list(self.hands[i])
        rest.remove(drawn)
        context = self_drawn_context(
            seat, self.round_wind, self.discard_log, self.east_kong, self.draws_left, self.drawn_supplement
        )
        win, _ = win_result(self.ruleset, seat, rest, self.melds[i], self.bonus[i], drawn, context)
        self.finish((win,), events)

    def declare_kong(self, seat: Seat, tile: Tile, events: list[Event]) -> None:
        i = seat.index
        self.drawn = None
        if self.counts[i][tile.index] == 4:
            if seat is Seat.E:
                self.east_kong = True
            if self.ruleset.thirteen_terminals_rob_concealed_kong:
                options = self._kong_options(seat, tile, True)
                if options:
                    self._remove(i, tile)  # the tile at stake is held out until the window closes
                    self._open(ClaimWindow("concealed_kong", seat, tile, False, options), events)
                    return
            self._remove(i, tile, 4)
            self._complete_concealed_kong(seat, tile, events)
            return
        self._remove(i, tile)
        options = self._kong_options(seat, tile, False)
        if options:
            self._open(ClaimWindow("added_kong", seat, tile, False, options), events)
            return
        self._complete_added_kong(seat, tile, events)

    def _complete_concealed_kong(self, seat: Seat, tile: Tile, events: list[Event]) -> None:
        i = seat.index
        meld = Meld.concealed_kong(tile)
        self.melds[i] = self.melds[i] + (meld,)
        events.append(MeldDeclared(seat, meld))
        self.draw(seat, True, events)

    def _complete_added_kong(self, seat: Seat, tile: Tile, events: list[Event]) -> None:
        i = seat.index
        melds = list(self.melds[i])
        k = next(k for k, m in enumerate(melds) if m.kind is MeldKind.PUNG and m.first is tile)
        old = melds[k]
        melds[k] = Meld(MeldKind.EXPOSED_KONG, (tile,) * 4, old.claimed, old.source)
        self.melds[i] = tuple(melds)
        events.append(MeldDeclared(seat, melds[k], old.claimed, old.source, added=True))
        self.draw(seat, True, events)

    def set_aside(self, seat: Seat, tile: Tile, events: list[Event]) -> None:
        self._set_aside(seat, tile, events)
        self.draw(seat, True, events)  # ZK §7: a replacement (a self-drawn win on it scores 9.2)

    # --- claim window -----------------------------------------------------------------------------

    def answer(self, seat: Seat, action: Action, events: list[Event]) -> None:
        w = self.window
        assert w is not None
        answers = w.answers + ((seat, action),)
        if len(answers) < len(w.options):
            self.window = ClaimWindow(w.kind, w.discarder, w.tile, w.riverbed, w.options, answers)
            events.append(ClaimAnswered(seat))
            return
        answers = w.in_turn_order(answers)
        for item in answers:
            self.history = (self.history, item)
        self.window = None
        self.resolve(w, answers, events)

    def resolve(self, w: ClaimWindow, answers: tuple[tuple[Seat, Action], ...], events: list[Event]) -> None:
        tile, discarder = w.tile, w.discarder
        wins = [s for s, a in answers if isinstance(a, A.ClaimWin)]
        # ZJ §2: win > pung/kong > chow; among wins the first in turn order after the discarder (interception).
        if wins:
            awarded = tuple(wins[:1]) if self.ruleset.interception else tuple(wins)
        else:
            big = [s for s, a in answers if isinstance(a, (A.ClaimPung, A.ClaimKong))]
            small = [s for s, a in answers if isinstance(a, A.ClaimChow)]
            awarded = tuple((big or small)[:1])
        claims = tuple((s, a.type) for s, a in answers)
        rulings = window_rulings(tile, discarder, claims, awarded, w.kind, self.ruleset.interception)
        self.last_ruling = rulings[0]
        self.rulings = self.rulings + tuple(r for r in rulings if r.is_notable)
        events.append(ClaimResolved(rulings[0], rulings))
        if wins:
            self._discard_wins(w, awarded, events)
        elif awarded:
            self._take_discard(awarded[0], dict(answers)[awarded[0]], w, events)
        elif w.kind == "discard":
            self.phase = Phase.TURN
            self.after_discard(discarder, w.riverbed, events)
        elif w.kind == "added_kong":
            self._complete_added_kong(discarder, tile, events)
        else:
            self._remove(discarder.index, tile, 3)
            self._complete_concealed_kong(discarder, tile, events)

    def _take_discard(self, seat: Seat, action: Action, w: ClaimWindow, events: list[Event]) -> None:
        """A pung, exposed kong or chow of the discard."""
        tile, discarder = w.tile, w.discarder
        i = seat.index
        self._mark_claimed(discarder, seat)
        meld: Meld
        if isinstance(action, A.ClaimChow):
            for t in action.tiles:
                if t is not tile:
                    self._remove(i, t)
            meld = Meld(MeldKind.CHOW, action.tiles, tile, discarder)
        elif isinstance(action, A.ClaimKong):
            self._remove(i, tile, 3)
            meld = Meld.exposed_kong(tile, discarder)
        else:
            self._remove(i, tile, 2)
            meld = Meld.pung(tile, discarder)
        self.melds[i] = self.melds[i] + (meld,)
        events.append(MeldDeclared(seat, meld, tile, discarder))
        if isinstance(action, A.ClaimKong):
            self.draw(seat, True, events)  # ZJ §2: an exposed kong takes a supplement
        else:
            self.turn, self.phase, self.drawn = seat, Phase.DISCARD, None  # ZJ §2: discard at once

    def _mark_claimed(self, discarder: Seat, seat: Seat) -> None:
        i = discarder.index
        river = self.rivers[i]
        self.rivers[i] = river[:-1] + (DiscardedTile(river[-1].tile, seat),)

    def _discard_wins(self, w: ClaimWindow, winners: tuple[Seat, ...], events: list[Event]) -> None:
        tile, discarder = w.tile, w.discarder
        discards = self.discard_log
        if w.kind == "discard":
            self._mark_claimed(discarder, winners[0])
        else:
            discards = discards + ((discarder, tile),)  # ZJ §6: the robbed kong tile counts as its owner's discard
        wins = []
        for seat in winners:
            i = seat.index
            context = self._context(seat, discarder, w.kind, w.riverbed)
            win, ruling = win_result(
                self.ruleset, seat, self.hands[i], self.melds[i], self.bonus[i], tile, context, discarder, discards
            )
            wins.append(win)
            if ruling is not None:
                self.rulings = self.rulings + (ruling,)
        self._add(winners[0].index, tile)  # the tile physically goes to the first winner
        self.finish(tuple(wins), events)

    # --- end of the hand --------------------------------------------------------------------------

    def exhaustive_draw(self, events: list[Event]) -> None:
        ready: tuple[Seat, ...] = ()
        payments: tuple[int, ...] = (0, 0, 0, 0)
        if pays_ready_hands(self.ruleset):  # ZK §7: ready hands are paid at an exhaustive draw
            ready = tuple(
                s
                for i, s in enumerate(SEATS)
                if is_ready(
                    self.ruleset, s, self.round_wind, self.counts[i], self.hands[i], self.melds[i], self.bonus[i]
                )
            )
            payments = ready_payments(self.ruleset, ready)
        events.append(HandDrawn(ready, tuple(zip(SEATS, payments))))
        self._end(HandResult(True, (), payments, self.rulings, ready, self._hand_texts()), events)

    def finish(self, wins: tuple[WinResult, ...], events: list[Event]) -> None:
        for win in wins:
            events.append(HandWon(win))
        payments = tuple(sum(w.payments[i] for w in wins) for i in range(4))
        self._end(HandResult(True, wins, payments, self.rulings, (), self._hand_texts()), events)

    def _end(self, result: HandResult, events: list[Event]) -> None:
        self.result, self.phase, self.window, self.drawn = result, Phase.FINISHED, None, None
        events.append(HandEnded(result))

    def _hand_texts(self) -> tuple[str, ...]:
        """Every seat's hand at the end (shown to all): concealed tiles, melds, bonus tiles set aside."""
        out = []
        for i in range(4):
            tiles = tuple(t for t in self.hands[i] if t.index < 34)
            out.append(Hand(tiles, self.melds[i], None, self.bonus[i]).notation())
        return tuple(out)


def _chows(counts: list[int], ix: int) -> list[Action]:
    """Every chow the hand (``counts``) can make with the discarded suited tile ``ix`` (ZJ §2)."""
    n = ix % 9
    out: list[Action] = []
    for start in (ix - 2, ix - 1, ix):
        if start < ix - n or start + 2 > ix - n + 8:
            continue
        if all(counts[k] > 0 or k == ix for k in (start, start + 1, start + 2)):
            out.append(A.ClaimChow((TILE_BY_IX[start], TILE_BY_IX[start + 1], TILE_BY_IX[start + 2])))
    return out
