"""The match (ZJ §3, ZK §7): a game of hands, the dealer rotation, the round wind, running totals by player.

zj: the deal passes to the next player after every hand, won or drawn; a game is 16 hands (4 and 8 are
options), the round wind advancing every four deals. Zen Koan (ruleset data): East keeps the deal after
winning (also as one of several winners); the round wind advances when the deal has gone round all four seats;
the game ends when the North round is over, or at the cap on hands. British (B6, ruleset data as well): East
keeps the deal after winning and after a wall game (B1: the hand is dealt again, a new wall, the same East and
round wind); a wall game counts as a hand played (toward a cap on hands and the hand numbers).

Totals are zero-sum (each hand's nets added up); ``display_totals`` adds the ruleset's ``starting_score``
(B6: 2,000 each), only for showing them.

Players are numbered 0-3 in seating order; player i sits in seat ``ESWN[(i - east_player) % 4]``. Walls come
from an injected ``random.Random`` (``next_wall``) or are given (scripted walls).

A hand's ``RoundState.hand_number`` (computer players seed their choices from it) is the hands played before
it plus ``first_number``: 0 by default (``simulate``), 1 in the game window, whose table shows it as
"Hand N of M" (``start_hand``, ``replay_match`` and ``resume`` all take it, so a resumed game plays on exactly).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any

from zjgame.engine.errors import RecordError
from zjgame.engine.events import Event
from zjgame.engine.record import GameRecord, HandRecord, hand_record, replay_hand
from zjgame.engine.round import RoundState
from zjgame.engine.wall import shuffled_wall
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile


def seat_of(player: int, east_player: int) -> Seat:
    return SEATS[(player - east_player) % 4]


def player_at(seat: Seat, east_player: int) -> int:
    return (seat.index + east_player) % 4


@dataclass(frozen=True)
class MatchState:
    """Between hands: which hand is next, who deals, the round wind, totals by player, the hands played.

    ``deals_in_round`` counts how often the deal has passed in the current round (the round wind advances
    after four passes)."""

    ruleset: Ruleset
    hands_in_game: int
    hand_number: int = 0  # hands played so far
    east_player: int = 0
    round_wind: Seat = Seat.E
    deals_in_round: int = 0
    totals: tuple[int, ...] = (0, 0, 0, 0)  # by player
    hands: tuple[HandRecord, ...] = ()
    finished: bool = False

    @classmethod
    def new(cls, ruleset: Ruleset, hands_in_game: int | None = None, east_player: int = 0) -> MatchState:
        n = ruleset.hands_in_game if hands_in_game is None else hands_in_game
        if n < 1:
            raise ValueError(f"a game needs at least one hand, not {n}")
        return cls(ruleset, n, east_player=east_player)

    @property
    def is_finished(self) -> bool:
        return self.finished

    def seat_of(self, player: int) -> Seat:
        return seat_of(player, self.east_player)

    def player_at(self, seat: Seat) -> int:
        return player_at(seat, self.east_player)

    def display_totals(self) -> tuple[int, ...]:
        """The running totals by player as a tally shows them (B6: each player starts with 2,000); the totals
        themselves stay zero-sum."""
        return tuple(t + self.ruleset.starting_score for t in self.totals)

    def seat_scores(self) -> tuple[int, ...]:
        """The running totals by seat index for the next hand (what ``SeatView.scores`` shows)."""
        return tuple(self.totals[player_at(s, self.east_player)] for s in SEATS)

    def next_wall(self, rng: random.Random) -> tuple[Tile, ...]:
        return shuffled_wall(rng, self.ruleset)

    def start_hand(self, wall: tuple[Tile, ...], *, first_number: int = 0) -> tuple[RoundState, tuple[Event, ...]]:
        """Deal the next hand from ``wall`` (its hand number: the hands played plus ``first_number``)."""
        if self.finished:
            raise ValueError("the game is over: no more hands")
        return RoundState.start(
            wall, self.ruleset, self.round_wind, self.hand_number + first_number, self.seat_scores()
        )

    def finish_hand(self, state: RoundState) -> MatchState:
        """Add a finished hand: totals, its record, the next dealer and round wind, the end of the game."""
        if state.result is None:
            raise ValueError("the hand is not finished")
        result = state.result
        totals = list(self.totals)
        for s in SEATS:
            totals[player_at(s, self.east_player)] += result.payments[s.index]
        record = hand_record(state, self.east_player)
        # ZJ §3: the deal passes after every hand; ZK §7, B6: East keeps it after winning; B1: after a wall game
        keeps = (self.ruleset.dealer_keeps_deal_on_win and Seat.E in result.winners) or (
            self.ruleset.dealer_keeps_deal_on_draw and result.is_draw
        )
        east_player, round_wind, deals = self.east_player, self.round_wind, self.deals_in_round
        finished = False
        if not keeps:
            east_player = (east_player + 1) % 4
            deals += 1
            if deals == 4:  # the deal has gone round all four seats: the next round
                deals = 0
                if round_wind is not Seat.N:
                    round_wind = round_wind.next
                elif self.ruleset.ends_after_north_round:
                    finished = True  # ZK §7: the game ends when the North round is over
                # ZJ §3: a zj game is counted in hands; a longer one stays in the North round
        played = self.hand_number + 1
        if played >= self.hands_in_game:
            finished = True
        return replace(
            self,
            hand_number=played,
            east_player=east_player,
            round_wind=round_wind,
            deals_in_round=deals,
            totals=tuple(totals),
            hands=self.hands + (record,),
            finished=finished,
        )

    def record(
        self, players: tuple[Mapping[str, Any], ...] | None = None, current: RoundState | None = None
    ) -> GameRecord:
        """The game record so far; ``current`` adds the hand in progress (a saved game), which must not be
        inside a claim window (docs/records.md#saved-games)."""
        hands = self.hands
        if current is not None and current.window is not None:
            raise ValueError("a game cannot be saved inside a claim window: let every seat answer first")
        if current is not None and not current.is_finished:
            hands = hands + (hand_record(current, self.east_player),)
        return GameRecord(self.ruleset, hands, players, self.hands_in_game)


@dataclass(frozen=True)
class ReplayedHand:
    """One hand of a record replayed: the match as the hand was dealt, the hand after its last recorded action,
    and the match after it (None when the hand is unfinished: the last hand of a saved game)."""

    dealt: MatchState
    state: RoundState
    after: MatchState | None


def _opening(record: GameRecord, follow_deal: bool) -> MatchState:
    """The match before the record's first hand (dealt by player 0 when the deal is followed)."""
    first = record.hands[0].east_player if record.hands and not follow_deal else 0
    return MatchState.new(record.ruleset, record.hands_in_game, east_player=first)


def replay_match(record: GameRecord, *, first_number: int = 0, follow_deal: bool = False) -> Iterator[ReplayedHand]:
    """Replay a game record hand by hand through the engine, the match following it.

    By default the record's dealer and round wind are authoritative for each hand (hand-written records, single
    hands written by ``simulate``). With ``follow_deal`` (the game's own saves) the first hand is dealt by
    player 0, each hand's ``east_player`` must be the one the rotation gives, its round wind is the match's, and
    no hand may come after the end of the game. Raises ``RecordError`` as ``replay_hand`` does, and for an
    unfinished hand that is not the last one."""
    match = _opening(record, follow_deal)
    for n, hand in enumerate(record.hands, 1):
        if follow_deal:
            if match.is_finished:
                raise RecordError("the game was already over before this hand", n)
            if hand.east_player != match.east_player:
                raise RecordError("east_player does not follow the deal", n)
            hand = replace(hand, round_wind=match.round_wind)
        else:
            match = replace(match, east_player=hand.east_player, round_wind=hand.round_wind)
        state = replay_hand(hand, record.ruleset, n, match.hand_number + first_number, match.seat_scores())
        if state.is_finished:
            after = match.finish_hand(state)
            yield ReplayedHand(match, state, after)
            match = after
        elif n == len(record.hands):
            yield ReplayedHand(match, state, None)
        else:
            raise RecordError("only the last hand of a record may be unfinished", n)


def resume(
    record: GameRecord, *, first_number: int = 0, follow_deal: bool = False
) -> tuple[MatchState, RoundState | None]:
    """Replay a game record (a saved game): the match after its finished hands, and the hand in progress (None
    when the record ends between hands). ``first_number`` and ``follow_deal`` as for ``replay_match``."""
    match = _opening(record, follow_deal)
    current = None
    for hand in replay_match(record, first_number=first_number, follow_deal=follow_deal):
        if hand.after is None:
            match, current = hand.dealt, hand.state
        else:
            match = hand.after
    return match, current
