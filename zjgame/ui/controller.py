"""The game controller (no pygame): holds the engine's ``MatchState`` and the current ``RoundState``, applies
the human's chosen action, asks computer seats for decisions (``zjgame.ui.decisions``: a worker thread, or
inline and timed), paces them, queues events for the animations, and saves and resumes games.

The engine is the referee: every action goes through ``RoundState.apply``; the UI offers only legal actions.
Everything match-level is ``zjgame.engine.match``'s: dealing a hand (``MatchState.start_hand``), the dealer
rotation, round wind, hand numbers, totals and the end of the game (``finish_hand``), the save (``record``)
and resuming it (``replay_match``, following the deal). Hands are numbered from 1 here (``first_number``):
the table shows the number, and computer players seed their choices from it. What stays here is UI-side:
players and computer seats, pacing, the event queue, the human seat, the practice flag, the seed (walls:
``wall_for_seed(seed * 1000 + hand index)``) and the wall's break position.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, replace
from typing import Any

from ai.players import make_player
from ai.protocol import Player
from zjgame.engine import actions as A
from zjgame.engine.actions import Action
from zjgame.engine.events import Event
from zjgame.engine.match import MatchState, replay_match
from zjgame.engine.record import parse_record
from zjgame.engine.result import HandResult
from zjgame.engine.round import RoundState
from zjgame.engine.view import SeatView
from zjgame.engine.wall import wall_for_seed
from zjgame.engine.words import Voice
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.ui.decisions import DecisionWorker

COMPUTER_NAMES = ("Mei", "Hao", "Lin", "Kit")
FIRST_NUMBER = 1  # the game numbers its hands from 1 (RoundState.hand_number; see the module docstring)


class SaveError(ValueError):
    """A saved game the engine refuses (a bad wall, an illegal action, an unknown ruleset)."""


@dataclass(frozen=True)
class PlayerInfo:
    name: str
    kind: str  # "human" or a computer strength
    seed: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.seed is not None:
            out["seed"] = self.seed
        return out


@dataclass(frozen=True)
class FinishedHand:
    number: int  # 1-based
    east_player: int
    round_wind: Seat
    result: HandResult
    payments_by_player: tuple[int, ...]
    totals_after: tuple[int, ...]
    names_by_seat: tuple[str, ...]


class GameController:
    def __init__(
        self,
        ruleset: Ruleset,
        players: list[PlayerInfo],
        hands_in_game: int,
        seed: int,
        *,
        threaded: bool = True,
        practice: bool = False,
        start: bool = True,
    ) -> None:
        if len(players) != 4:
            raise ValueError(f"a game needs four players, not {len(players)}")
        self.ruleset = ruleset
        self.players = list(players)
        self.hands_in_game = hands_in_game
        self.seed = seed
        self.practice = practice
        # the game's identity in the history (zjgame.history: "game_id", "started"), kept in its saves
        self.game_fields: dict[str, str] = {}
        self.human: int | None = next((i for i, p in enumerate(players) if p.kind == "human"), None)
        self.computers: dict[int, Player] = {
            i: make_player(p.kind, p.seed if p.seed is not None else seed + i)
            for i, p in enumerate(players)
            if p.kind != "human"
        }
        # The match (engine): ``match`` after every finished hand; ``_dealt`` as it was when the current hand
        # was dealt (its dealer, round wind, hand number and totals before it).
        self.match = MatchState.new(ruleset, hands_in_game)
        self._dealt = self.match
        self.finished: list[FinishedHand] = []  # the finished hands as the score panel and results show them
        self.events: deque[Event] = deque()
        self.delay = 0.6
        self.worker = DecisionWorker(threaded, seed)
        self._wait = 0.0
        self.state: RoundState
        self.wall: tuple = ()
        if start:
            self.deal()

    # -- seats and players (the current hand's seating) -----------------------------------------------
    def player_at(self, seat: Seat) -> int:
        return self._dealt.player_at(seat)

    def seat_of(self, player: int) -> Seat:
        return self._dealt.seat_of(player)

    @property
    def viewer_seat(self) -> Seat:
        """The seat drawn at the bottom: the human's, or player 0's in autoplay."""
        return self.seat_of(self.human if self.human is not None else 0)

    @property
    def human_seat(self) -> Seat | None:
        return None if self.human is None else self.seat_of(self.human)

    def names_by_seat(self) -> tuple[str, ...]:
        return tuple(self.players[self.player_at(s)].name for s in SEATS)

    def kinds_by_seat(self) -> tuple[str, ...]:
        return tuple(self.players[self.player_at(s)].kind for s in SEATS)

    def scores_by_seat(self) -> tuple[int, ...]:
        """The running totals by seat as the table shows them (B6: British tallies start at 2,000 each; the
        totals underneath stay zero-sum)."""
        shown = self.match.display_totals()
        return tuple(shown[self.player_at(s)] for s in SEATS)

    def voice(self) -> Voice:
        """The players in words for this hand: their names by seat, "you" for the human
        (``zjgame.engine.words``)."""
        return Voice(self.names_by_seat(), you=self.human_seat)

    def view(self) -> SeatView:
        return self.state.view_for(self.viewer_seat)

    def human_legal(self) -> tuple[Action, ...]:
        seat = self.human_seat
        if seat is None or self.state.is_finished:
            return ()
        return self.state.legal_actions(seat)

    @property
    def waiting_for_human(self) -> bool:
        seat = self.human_seat
        return seat is not None and seat in self.state.seats_to_act

    # -- the match (MatchState) --------------------------------------------------------------------------
    @property
    def east_player(self) -> int:
        """The player dealing the current hand."""
        return self._dealt.east_player

    @property
    def round_wind(self) -> Seat:
        return self._dealt.round_wind

    @property
    def hand_index(self) -> int:
        """0-based index of the current hand."""
        return self._dealt.hand_number

    @property
    def totals(self) -> list[int]:
        """Running totals by player (after the current hand once it is finished)."""
        return list(self.match.totals)

    def hand_wall(self, index: int) -> tuple:
        return wall_for_seed(self.seed * 1000 + index, self.ruleset)

    def deal(self, wall: tuple | None = None) -> None:
        """Deal the current hand (the one the match is at) from ``wall``, by default the seed's."""
        wall = wall if wall is not None else self.hand_wall(self.hand_index)
        self._begin(*self._dealt.start_hand(wall, first_number=FIRST_NUMBER))

    def _begin(self, state: RoundState, events: tuple[Event, ...]) -> None:
        self.state = state
        self.wall = state.wall
        self.events.extend(events)
        self._wait = self.delay

    @property
    def hand_over(self) -> bool:
        return self.state.is_finished

    @property
    def game_over(self) -> bool:
        return self.state.is_finished and self.match.is_finished

    def break_stack(self) -> int:
        return random.Random(self.seed * 7919 + self.hand_index).randrange(self.ruleset.tile_count // 2)

    def _finish_hand(self, after: MatchState | None = None) -> None:
        """The current hand is over: the match after it (``after`` when already known) and its summary."""
        result = self.state.result
        assert result is not None
        before = self._dealt
        # ZJ §3 / ZK §7: totals, record, next dealer, round wind
        self.match = after if after is not None else before.finish_hand(self.state)
        del self.finished[before.hand_number :]
        self.finished.append(
            FinishedHand(
                before.hand_number + 1,
                before.east_player,
                before.round_wind,
                result,
                tuple(a - b for a, b in zip(self.match.totals, before.totals)),
                tuple(self.match.totals),
                self.names_by_seat(),
            )
        )

    def next_hand(self) -> bool:
        """Start the next hand; False when the game is over."""
        if self.match.is_finished:
            return False
        self._dealt = self.match
        self.deal()
        return True

    @property
    def last_discard(self) -> Seat | None:
        """Who discarded last in the current hand (the engine's discard log, claimed discards included)."""
        log = self.state.discard_log
        return log[-1][0] if log else None

    def restore(self, state: RoundState) -> None:
        """Put an earlier state of the current hand back (the practice layer's undo): no pending computer
        decision, no queued events. Undoing the end of the hand undoes it in the match too."""
        self.state = state
        if not state.is_finished:
            self.match = self._dealt
            del self.finished[self._dealt.hand_number :]
        self.events.clear()
        self.worker.cancel()
        self._wait = 0.0

    # -- acting ------------------------------------------------------------------------------------------
    def submit(self, action: Action) -> tuple[Event, ...]:
        """The human's action (must be one of ``human_legal()``)."""
        seat = self.human_seat
        if seat is None:
            raise ValueError("there is no human seat in this game")
        return self._apply(seat, action)

    def _apply(self, seat: Seat, action: Action) -> tuple[Event, ...]:
        before = self.state
        self.state, events = before.apply(seat, action)
        self.events.extend(events)
        if not A.is_claim(action) or self.state.window is None:
            self._wait = self.delay
        if self.state.is_finished and before is not self.state and not before.is_finished:
            self._finish_hand()
        return events

    def pending_computer(self) -> Seat | None:
        for seat in self.state.seats_to_act:
            if self.player_at(seat) in self.computers:
                return seat
        return None

    @property
    def ai_errors(self) -> int:
        """Computer players that raised or chose an illegal action (a legal fallback move was played)."""
        return self.worker.errors

    @property
    def ai_seconds(self) -> float:
        """Time spent inside inline computer decisions (left out of the ``--perf`` frame times)."""
        return self.worker.seconds

    def update(self, dt: float, ready: bool = True) -> None:
        """Advance computer seats: when ``ready`` (animations settled) and the pacing delay has passed, one
        computer decision is started (thread) or made (inline) and applied."""
        if self.worker.busy:
            decided = self.worker.collect()
            if decided is not None and decided.asked is self.state:
                self._apply(decided.seat, decided.action)
            return
        if self.state.is_finished:
            return
        self._wait = max(0.0, self._wait - dt)
        if not ready:
            return
        seat = self.pending_computer()
        if seat is None:
            return
        in_window = self.state.window is not None
        if self._wait > 0 and not in_window:
            return
        decided = self.worker.ask(self.computers[self.player_at(seat)], self.state, seat)
        if decided is not None:
            self._apply(seat, decided.action)

    def busy(self) -> bool:
        return self.worker.busy

    def close(self) -> None:
        self.worker.close()

    # -- records (engine.record) ---------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The game record of docs/records.md (the save), with the controller's ``seed`` and ``practice``. A save
        never ends inside a claim window (``can_save``; ``ValueError`` otherwise)."""
        match = self.match if self.state.is_finished else self._dealt
        out = match.record(tuple(p.to_json() for p in self.players), current=self.state).to_json()
        hands = out.pop("hands")
        out["seed"] = self.seed
        out["practice"] = self.practice
        out.update(self.game_fields)
        out["hands"] = hands
        return out

    def can_save(self) -> bool:
        """A save never ends inside a claim window (docs/records.md#saved-games)."""
        return self.state.window is None

    @classmethod
    def from_record(cls, record: dict[str, Any], *, threaded: bool = True) -> GameController:
        """Resume a saved game exactly: every hand is replayed through the engine, the match following the deal
        (``zjgame.engine.match.replay_match``)."""
        try:
            hands = record["hands"]
            if not isinstance(hands, list) or not hands:
                raise SaveError("the saved game holds no hand")
            parsed = parse_record(record)
            players = [_player_info(p) for p in record["players"]]
            game = cls(
                parsed.ruleset,
                players,
                int(record.get("hands_in_game", parsed.ruleset.hands_in_game)),
                int(record.get("seed", 1)),
                threaded=threaded,
                practice=bool(record.get("practice", False)),
                start=False,
            )
            game.game_fields = {k: v for k in ("game_id", "started") if isinstance(v := record.get(k), str)}
            saved = replace(parsed, hands_in_game=game.hands_in_game)
            for hand in replay_match(saved, first_number=FIRST_NUMBER, follow_deal=True):
                game._dealt = hand.dealt
                game._begin(hand.state, ())
                if hand.after is not None:
                    game._finish_hand(hand.after)
            game.events.clear()
            game._wait = 0.0
            if game.state.is_finished:  # saved right at the end of a hand: go on to the next one
                if not game.next_hand():
                    raise SaveError("the saved game is already over")
                game.events.clear()
            return game
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as err:
            raise SaveError(f"the saved game is not a valid record: {err}") from err


def _player_info(entry: Any) -> PlayerInfo:
    """A saved ``players`` entry: a name, a kind (``human`` or a computer player's name), a whole-number seed."""
    seed = entry.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise SaveError(f"the saved player {entry.get('name')!r} has a seed that is not a whole number: {seed!r}")
    return PlayerInfo(str(entry["name"]), str(entry["kind"]), seed)


def new_players(strengths: tuple[str, ...], seed: int, human: bool = True) -> list[PlayerInfo]:
    """Player 0 is you (or a computer in autoplay); the others are computers of the given strengths."""
    rng = random.Random(seed)
    names = list(COMPUTER_NAMES)
    rng.shuffle(names)
    out = [PlayerInfo("You", "human")] if human else []
    for i, strength in enumerate(strengths):
        label = names[i % len(names)]
        out.append(PlayerInfo(f"{label}", strength, seed * 10 + len(out)))
    return out
