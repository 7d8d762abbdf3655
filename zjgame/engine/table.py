"""The table inside one ``RoundState.apply``: the next state under construction, which draws, discards,
declares kongs, opens and resolves claim windows and ends the hand (ZJ §1-§2, §6; ZK §7 and B1-B2 where the
ruleset says so); the next ``RoundState`` is then a copy of its fields (``RoundFields.copy_of``).

B1 (``bonus_tiles_automatic``): the table sets every bonus tile aside itself and draws its loose tile, in the
deal and in play, and writes each as a ``SetAsideBonus`` action into the history, so records show them
(``zjgame.engine.record`` matches them on replay); they are never a seat's decision.

Private to the engine: everything outside uses ``RoundState``.
"""

from __future__ import annotations

from bisect import insort
from operator import attrgetter
from typing import TYPE_CHECKING, TypeVar

from zjgame.engine import actions as A
from zjgame.engine.actions import Action
from zjgame.engine.codes import WindowKind
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
from zjgame.engine.fields import RoundFields
from zjgame.engine.options import claim_context, discard_options, kong_options
from zjgame.engine.result import HandResult, WinResult
from zjgame.engine.rulings import window_rulings
from zjgame.engine.view import DiscardedTile, Phase
from zjgame.engine.window import ClaimWindow
from zjgame.engine.wins import (
    AFTER,
    is_ready,
    pays_ready_hands,
    ready_payments,
    scores_losers,
    self_drawn_context,
    win_result,
)
from zjgame.rules.hand import Hand
from zjgame.rules.melds import Meld, MeldKind
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile

if TYPE_CHECKING:
    # A table's fields change only through ``_set``, which the type checker checks as it checks
    # ``dataclasses.replace``: every name a field of RoundFields, every value of its type.
    from dataclasses import replace as _set
else:

    def _set(table, /, **changes):
        """Change fields of ``table`` in place (a ``Table`` is the mutable state under construction)."""
        table.__dict__.update(changes)


_key = attrgetter("index")
_T = TypeVar("_T")


def _put(seats: tuple[_T, ...], i: int, value: _T) -> tuple[_T, ...]:
    """``seats`` with seat ``i``'s entry replaced (per-seat values are copied on write)."""
    return seats[:i] + (value,) + seats[i + 1 :]


class Table(RoundFields):
    """The next state while one ``apply`` builds it (``Table.copy_of(state)``): ``RoundFields``' fields, so
    declared once, changed in place through ``_set``; a per-seat tuple is replaced for the seat that changes."""

    __setattr__ = object.__setattr__  # a Table is mutable (RoundFields is frozen); it changes through _set

    @classmethod
    def deal(
        cls, ruleset: Ruleset, wall: tuple[Tile, ...], round_wind: Seat, hand_number: int, scores: tuple[int, ...]
    ) -> Table:
        """The table before East's first draw."""
        # ZJ §1 / docs/records.md#the-wall: tiles 0-12 to East, 13-25 South, 26-38 West, 39-51 North.
        hands = tuple(tuple(sorted(wall[13 * i : 13 * i + 13], key=_key)) for i in range(4))
        counts = []
        for hand in hands:
            c = [0] * 42
            for t in hand:
                c[t.index] += 1
            counts.append(tuple(c))
        return cls.copy_of(
            RoundFields(
                ruleset=ruleset,
                wall=wall,
                round_wind=round_wind,
                hand_number=hand_number,
                scores=scores,
                hands=hands,
                counts=tuple(counts),
                melds=((), (), (), ()),
                rivers=((), (), (), ()),
                discard_order=(),
                bonus=((), (), (), ()),
                max_draws=ruleset.draws,
                ordinary_draws=0,
                supplement_draws=0,
                turn=Seat.E,
                phase=Phase.TURN,
                drawn=None,
                drawn_supplement=False,
                window=None,
                east_kong=False,
                standing=(None, None, None, None),
                last_ruling=None,
                rulings=(),
                result=None,
                history=None,
                action_count=0,
            )
        )

    def apply(self, seat: Seat, action: Action, events: list[Event]) -> None:
        """Apply ``action`` (legal: ``RoundState.apply`` checked it) by ``seat``."""
        if self.window is not None:
            _set(self, action_count=self.action_count + 1)
            self.answer(seat, action, events)
            return
        _set(self, action_count=self.action_count + 1, history=(self.history, (seat, action)))
        if isinstance(action, A.Discard):
            self.discard(seat, action.tile, events, action.standing)
        elif isinstance(action, A.DeclareSelfDrawnWin):
            self.self_drawn_win(seat, events)
        elif isinstance(action, A.DeclareKong):
            self.declare_kong(seat, action.tile, events)
        elif isinstance(action, A.SetAsideBonus):
            self.set_aside(seat, action.tile, events)

    # --- tiles in hand ----------------------------------------------------------------------------

    def _add(self, i: int, tile: Tile) -> None:
        hand = list(self.hands[i])
        insort(hand, tile, key=_key)  # kept sorted
        counts = list(self.counts[i])
        counts[tile.index] += 1
        self._put_tiles(i, hand, counts)

    def _remove(self, i: int, tile: Tile, n: int = 1) -> None:
        hand = list(self.hands[i])
        for _ in range(n):
            hand.remove(tile)
        counts = list(self.counts[i])
        counts[tile.index] -= n
        self._put_tiles(i, hand, counts)

    def _put_tiles(self, i: int, hand: list[Tile], counts: list[int]) -> None:
        hands, all_counts = list(self.hands), list(self.counts)
        hands[i], all_counts[i] = tuple(hand), tuple(counts)
        _set(self, hands=tuple(hands), counts=tuple(all_counts))

    # --- drawing ----------------------------------------------------------------------------------

    def _take(self, supplement: bool) -> Tile:
        # ZJ §1: ordinary draws from index 52 up; kong (and bonus) supplements from the last index down.
        if supplement:
            n = self.supplement_draws
            _set(self, supplement_draws=n + 1)
            return self.wall[len(self.wall) - 1 - n]
        n = self.ordinary_draws
        _set(self, ordinary_draws=n + 1)
        return self.wall[52 + n]

    def draw(self, seat: Seat, supplement: bool, events: list[Event]) -> None:
        """``seat`` draws and is on turn; a bonus tile as the last drawable tile ends the hand (ZK §7). B1: a
        loose tile needed from an empty kong box ends the hand as a wall game; a bonus tile is set aside at
        once for a loose tile."""
        replenished = self.ruleset.dead_wall_replenished
        if supplement and not replenished and self.loose_left <= 0:
            self.exhaustive_draw(events, "kong_box")  # B1: the kong box is never replenished
            return
        tile = self._take(supplement)
        self._add(seat.index, tile)
        _set(self, turn=seat, phase=Phase.TURN, drawn=tile, drawn_supplement=supplement)
        seabed = self.draws_left == 0 and (replenished or not supplement)  # B1: a loose tile is never the last
        events.append(TileDrawn(seat, tile, supplement, seabed))
        if tile.index >= 34:
            if self.ruleset.bonus_tiles_automatic:
                self._set_aside_automatically(seat, tile, events)
                self.draw(seat, True, events)  # B1: its loose tile (a bonus again is set aside in turn)
            elif seabed:
                self._set_aside(seat, tile, events)
                self.exhaustive_draw(events)

    def _set_aside(self, seat: Seat, tile: Tile, events: list[Event], during_deal: bool = False) -> None:
        """Move a bonus tile from ``seat``'s hand to its bonus tiles set aside (ZK §7)."""
        i = seat.index
        self._remove(i, tile)
        _set(self, bonus=_put(self.bonus, i, self.bonus[i] + (tile,)))
        events.append(BonusSetAside(seat, tile, during_deal))

    def _set_aside_automatically(self, seat: Seat, tile: Tile, events: list[Event], during_deal: bool = False) -> None:
        """B1: the table sets the bonus tile aside (no choice) and records it as the seat's ``bonus`` action."""
        self._set_aside(seat, tile, events, during_deal)
        _set(self, history=(self.history, (seat, A.SetAsideBonus(tile))))

    def deal_automatic(self, events: list[Event]) -> None:
        """B1: East takes the 14th tile (the first draw); then the bonus tiles of the deal are set aside, East
        first, then South, West, North, each replacing all the bonus tiles they hold with loose tiles, and round
        again until nobody holds one. An empty kong box on the way makes a wall game. East's tile just drawn is
        the last tile East received."""
        last = self._take(False)
        self._add(0, last)
        events.append(TileDrawn(Seat.E, last))
        from_box = False
        while any(any(c[34:]) for c in self.counts):
            for i, seat in enumerate(SEATS):
                for t in [t for t in self.hands[i] if t.is_bonus]:
                    self._set_aside_automatically(seat, t, events, during_deal=True)
                    if self.loose_left <= 0:
                        self.exhaustive_draw(events, "kong_box")
                        return
                    loose = self._take(True)
                    self._add(i, loose)
                    events.append(TileDrawn(seat, loose, True))
                    if i == 0:
                        last, from_box = loose, True
        _set(self, turn=Seat.E, phase=Phase.TURN, drawn=last, drawn_supplement=from_box)

    def deal_bonus(self, events: list[Event]) -> None:
        """ZK §7: bonus tiles in the deal are set aside, East first, each seat replacing until it holds none."""
        for i, seat in enumerate(SEATS):
            while any(self.counts[i][34:]):
                for t in [t for t in self.hands[i] if t.is_bonus]:
                    self._set_aside(seat, t, events, during_deal=True)
                    self._add(i, self._take(True))

    # --- own turn ---------------------------------------------------------------------------------

    def discard(self, seat: Seat, tile: Tile, events: list[Event], standing: bool = False) -> None:
        i = seat.index
        self._remove(i, tile)
        if standing:  # B2: the hand is locked from now on (the melds it holds stay as they are)
            _set(self, standing=_put(self.standing, i, len(self.melds[i])))
        discarded = DiscardedTile(tile)
        _set(
            self,
            rivers=_put(self.rivers, i, self.rivers[i] + (discarded,)),
            discard_order=self.discard_order + ((seat, discarded),),
            drawn=None,
            drawn_supplement=False,
        )
        riverbed = self.draws_left == 0
        events.append(TileDiscarded(seat, tile, riverbed))
        if tile.index < 34:  # ZK §7: nobody can claim a discarded bonus tile
            options = discard_options(self, seat, tile, riverbed)
            if options:
                self._open(ClaimWindow(WindowKind.DISCARD, seat, tile, riverbed, options), events)
                return
        self.after_discard(seat, riverbed, events)

    def after_discard(self, seat: Seat, riverbed: bool, events: list[Event]) -> None:
        if riverbed:
            self.exhaustive_draw(events)  # ZJ §1: nobody won on the riverbed discard
        else:
            self.draw(AFTER[seat.index][0], False, events)

    def _open(self, window: ClaimWindow, events: list[Event]) -> None:
        _set(self, window=window, phase=Phase.CLAIM)
        events.append(ClaimWindowOpened(window.discarder, window.tile, window.kind, window.seats))

    def self_drawn_win(self, seat: Seat, events: list[Event]) -> None:
        drawn = self.drawn
        assert drawn is not None
        i = seat.index
        rest = list(self.hands[i])
        rest.remove(drawn)
        context = self_drawn_context(
            self.ruleset,
            seat,
            self.round_wind,
            self.discard_log,
            self.east_kong,
            self.draws_left,
            self.drawn_supplement,
            self.standing[i] is not None,
        )
        win, _ = win_result(
            self.ruleset, seat, rest, self.melds[i], self.bonus[i], drawn, context, losers=self._losers(seat)
        )
        self.finish((win,), events)

    def _losers(self, winner: Seat) -> tuple[tuple[Seat, Hand], ...]:
        """B4: the other seats' hands as they stand, where the scoring system scores losers (else none)."""
        if not scores_losers(self.ruleset):
            return ()
        return tuple((s, self._final_hand(s.index)) for s in SEATS if s is not winner)

    def _final_hand(self, i: int) -> Hand:
        """Seat ``i``'s hand as it stands (no winning tile): concealed tiles, melds, bonus tiles set aside."""
        return Hand(tuple(t for t in self.hands[i] if t.index < 34), self.melds[i], None, self.bonus[i])

    def declare_kong(self, seat: Seat, tile: Tile, events: list[Event]) -> None:
        i = seat.index
        _set(self, drawn=None)
        if self.counts[i][tile.index] == 4:
            if seat is Seat.E:
                _set(self, east_kong=True)
            if self.ruleset.thirteen_terminals_rob_concealed_kong:
                options = kong_options(self, seat, tile, True)
                if options:
                    self._remove(i, tile)  # the tile at stake is held out until the window closes
                    self._open(ClaimWindow(WindowKind.CONCEALED_KONG, seat, tile, False, options), events)
                    return
            self._remove(i, tile, 4)
            self._complete_concealed_kong(seat, tile, events)
            return
        self._remove(i, tile)
        options = kong_options(self, seat, tile, False)
        if options:
            self._open(ClaimWindow(WindowKind.ADDED_KONG, seat, tile, False, options), events)
            return
        self._complete_added_kong(seat, tile, events)

    def _complete_concealed_kong(self, seat: Seat, tile: Tile, events: list[Event]) -> None:
        i = seat.index
        meld = Meld.concealed_kong(tile)
        _set(self, melds=_put(self.melds, i, self.melds[i] + (meld,)))
        events.append(MeldDeclared(seat, meld))
        self.draw(seat, True, events)

    def _complete_added_kong(self, seat: Seat, tile: Tile, events: list[Event]) -> None:
        i = seat.index
        melds = list(self.melds[i])
        k = next(k for k, m in enumerate(melds) if m.kind is MeldKind.PUNG and m.first is tile)
        old = melds[k]
        melds[k] = Meld(MeldKind.EXPOSED_KONG, (tile,) * 4, old.claimed, old.source)
        _set(self, melds=_put(self.melds, i, tuple(melds)))
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
            _set(self, window=ClaimWindow(w.kind, w.discarder, w.tile, w.riverbed, w.options, answers))
            events.append(ClaimAnswered(seat))
            return
        answers = w.in_turn_order(answers)
        history = self.history
        for item in answers:
            history = (history, item)
        _set(self, history=history, window=None)
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
        _set(self, last_ruling=rulings[0], rulings=self.rulings + tuple(r for r in rulings if r.is_notable))
        events.append(ClaimResolved(rulings[0], rulings))
        if wins:
            self._discard_wins(w, awarded, events)
        elif awarded:
            self._take_discard(awarded[0], dict(answers)[awarded[0]], w, events)
        elif w.kind is WindowKind.DISCARD:
            _set(self, phase=Phase.TURN)
            self.after_discard(discarder, w.riverbed, events)
        elif w.kind is WindowKind.ADDED_KONG:
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
        _set(self, melds=_put(self.melds, i, self.melds[i] + (meld,)))
        events.append(MeldDeclared(seat, meld, tile, discarder))
        if isinstance(action, A.ClaimKong):
            self.draw(seat, True, events)  # ZJ §2: an exposed kong takes a supplement
        else:
            _set(self, turn=seat, phase=Phase.DISCARD, drawn=None)  # ZJ §2: discard at once

    def _mark_claimed(self, discarder: Seat, seat: Seat) -> None:
        """The discard just made is claimed by ``seat`` (it is the last of its river and of the order)."""
        i = discarder.index
        river = self.rivers[i]
        claimed = DiscardedTile(river[-1].tile, seat)
        _set(
            self,
            rivers=_put(self.rivers, i, river[:-1] + (claimed,)),
            discard_order=self.discard_order[:-1] + ((discarder, claimed),),
        )

    def _discard_wins(self, w: ClaimWindow, winners: tuple[Seat, ...], events: list[Event]) -> None:
        tile, discarder = w.tile, w.discarder
        discards = self.discard_log
        if w.kind is WindowKind.DISCARD:
            self._mark_claimed(discarder, winners[0])
        else:
            discards = discards + ((discarder, tile),)  # ZJ §6: the robbed kong tile counts as its owner's discard
        wins = []
        for seat in winners:
            i = seat.index
            context = claim_context(self, seat, discarder, w.kind, w.riverbed)
            win, ruling = win_result(
                self.ruleset,
                seat,
                self.hands[i],
                self.melds[i],
                self.bonus[i],
                tile,
                context,
                discarder,
                discards,
                self._losers(seat),
            )
            wins.append(win)
            if ruling is not None:
                _set(self, rulings=self.rulings + (ruling,))
        self._add(winners[0].index, tile)  # the tile physically goes to the first winner
        self.finish(tuple(wins), events)

    # --- end of the hand --------------------------------------------------------------------------

    def exhaustive_draw(self, events: list[Event], wall_game: str = "live_wall") -> None:
        """The hand ends without a winner: the seabed/riverbed passed (ZJ §1), or B1's wall game (``wall_game``:
        ``"live_wall"`` or ``"kong_box"``, kept in the result of a kong-box ruleset)."""
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
        reason = None if self.ruleset.dead_wall_replenished else wall_game
        result = HandResult(True, (), payments, self.rulings, ready, self._hand_texts(), self._standing(), reason)
        self._end(result, events)

    def finish(self, wins: tuple[WinResult, ...], events: list[Event]) -> None:
        for win in wins:
            events.append(HandWon(win))
        payments = tuple(sum(w.payments[i] for w in wins) for i in range(4))
        self._end(HandResult(True, wins, payments, self.rulings, (), self._hand_texts(), self._standing()), events)

    def _standing(self) -> tuple[Seat, ...]:
        return tuple(s for s in SEATS if self.standing[s.index] is not None)

    def _end(self, result: HandResult, events: list[Event]) -> None:
        _set(self, result=result, phase=Phase.FINISHED, window=None, drawn=None)
        events.append(HandEnded(result))

    def _hand_texts(self) -> tuple[str, ...]:
        """Every seat's hand at the end (shown to all): concealed tiles, melds, bonus tiles set aside."""
        return tuple(self._final_hand(i).notation() for i in range(4))
