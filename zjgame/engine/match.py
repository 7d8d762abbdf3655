"""The match (ZJ §3, ZK §7): a game of hands, the dealer rotation, the round wind, running totals by player.

zj: the deal passes to the next player after every hand, won or drawn; a game is 16 hands (4 and 8 are
options), the round wind advancing every four deals. Zen Koan (ruleset data): East keeps the deal after
winning (also as one of several winners); the round wind advances when the deal has gone round all four seats;
the game ends when the North round is over, or at the cap on hands.

Players are numbered 0-3 in seating order; player i sits in seat ``ESWN[(i - east_player) % 4]``. Walls come
from an injected ``random.Random`` (``next_wall``) or are given (scripted walls).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from zjgame.engine.errors import RecordError
from zjgame.engine.events import Event
from zjgame.engine.record import GameRecord, HandRecord, hand_record, replay_hand
from zjgame.engine.round import RoundState
from zjgame.engine.wall import shuffled_wall
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat


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

    def seat_scores(self) -> tuple[int, ...]:
        """The running totals by seat index for the next hand (what ``SeatView.scores`` shows)."""
        return tuple(self.totals[player_at(s, self.east_player)] for s in SEATS)

    def next_wall(self, rng: random.Random) -> tuple:
        return shuffled_wall(rng, self.ruleset)

    def start_hand(self, wall: tuple) -> tuple[RoundState, tuple[Event, ...]]:
        """Deal the next hand from ``wall``."""
        if self.finished:
            raise ValueError("the game is over: no more hands")
        return RoundState.start(wall, self.ruleset, self.round_wind, self.hand_number, self.seat_scores())

    def finish_hand(self, state: RoundState) -> MatchState:
        """Add a finished hand: totals, its record, the next dealer and round wind, the end of the game."""
        if state.result is None:
            raise ValueError("the hand is not finished")
        result = state.result
        totals = list(self.totals)
        for s in SEATS:
            totals[player_at(s, self.east_player)] += result.payments[s.index]
        record = hand_record(state, self.east_player)
        # ZJ §3: the deal passes after every hand; ZK §7: East keeps it after winning.
        keeps = self.ruleset.dealer_keeps_deal_on_win and Seat.E in result.winners
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

    def record(self, players: tuple | None = None, current: RoundState | None = None) -> GameRecord:
        """The game record so far; ``current`` adds the hand in progress (a saved game), which must not be
        inside a claim window (interfaces §4)."""
        hands = self.hands
        if current is not None and current.window is not None:
            raise ValueError("a game cannot be saved inside a claim window: let every seat answer first")
        if current is not None and not current.is_finished:
            hands = hands + (hand_record(current, self.east_player),)
        return GameRecord(self.ruleset, hands, players, self.hands_in_game)


def resume(record: GameRecord) -> tuple[MatchState, RoundState | None]:
    """Replay a game record (a saved game): the match after its finished hands, and the hand in progress (None
    when the record ends between hands). Raises ``RecordError`` as ``replay_hand`` does."""
    first = record.hands[0].east_player if record.hands else 0
    match = MatchState.new(record.ruleset, record.hands_in_game, east_player=first)
    current = None
    for n, hand in enumerate(record.hands, 1):
        # The record's dealer and round wind are authoritative for its hands.
        match = replace(match, east_player=hand.east_player, round_wind=hand.round_wind)
        state = replay_hand(hand, record.ruleset, n, match.hand_number, match.seat_scores())
        if state.is_finished:
            match = match.finish_hand(state)
        elif n == len(record.hands):
            current = state
        else:
            raise RecordError("only the last hand of a record may be unfinished", n)
    return match, current
