"""The replay viewer's model (pure): a game record (docs/records.md) turned into steps you can walk through,
each with the engine state after it, what happened in words, and the rulings made there.

It replays exactly as ``zjgame.engine.record.replay_hand`` does (a seat not listed in a claim window passes), so
the last step of each hand has the same result as ``zjgame replay``. Players are named as the record names them
(``players[i].name``, "you" for its human player; "Player 1".. for a record without players), never by seat wind,
since seats rotate between hands (issue 15 item 12); ``names_by_seat(hand)`` and ``seat_of(player, hand)`` map
players to the hand's seats. Sentences carry tiles as marks (``zjgame.engine.words.mark``), which the window draws
as pictures and ``unmark`` writes out as names.
Owns ``ReplayModel`` and ``Step``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from zjgame.engine import actions as A
from zjgame.engine.events import ClaimWindowOpened, Event
from zjgame.engine.record import GameRecord, HandRecord, parse_record
from zjgame.engine.round import RoundState
from zjgame.engine.words import Voice, mark, mark_tiles, sentence
from zjgame.i18n import _
from zjgame.practice.rulings_log import RulingsLog
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat


@dataclass(frozen=True)
class Step:
    hand: int  # 1-based
    index: int  # 0 is the deal; then one step per recorded action (or implied passes)
    state: RoundState
    text: str  # what happened, in words
    rulings: tuple[str, ...] = ()  # rulings made at this step (claim windows resolved, wins, draws)
    claim_window: bool = False  # a claim window opened at this step
    scores: tuple[int, ...] = (0, 0, 0, 0)  # running totals by seat at the start of the hand

    @property
    def is_notable(self) -> bool:
        return self.claim_window or bool(self.rulings)

    @property
    def is_ruling(self) -> bool:
        """A ruling was made here (a claim decided, a win, a drawn hand): what "Next ruling" stops on."""
        return bool(self.rulings)


def _describe(voice: Voice, seat: Seat, action: A.Action) -> str:
    """What a player did, in words: the player's name ("you" for the human), tiles as marks (drawn as pictures
    by the window, ``zjgame.engine.words``; never notation). Past tense, so one sentence serves "you" too."""
    who = voice.name(seat)
    if isinstance(action, A.Discard):
        text = _("{player} discarded {tile}.").format(player=who, tile=mark(action.tile))
    elif isinstance(action, A.DeclareSelfDrawnWin):
        text = _("{player} declared a self-drawn win.").format(player=who)
    elif isinstance(action, A.DeclareKong):
        text = _("{player} declared a kong of {tile}.").format(player=who, tile=mark(action.tile))
    elif isinstance(action, A.SetAsideBonus):
        text = _("{player} set {tile} aside.").format(player=who, tile=mark(action.tile))
    elif isinstance(action, A.ClaimChow):
        text = _("{player} claimed a chow: {tiles}.").format(player=who, tiles=mark_tiles(action.tiles))
    elif isinstance(action, A.Pass):
        text = _("{player} passed.").format(player=who)
    elif isinstance(action, A.ClaimWin):
        text = _("{player} claimed the discard to win.").format(player=who)
    elif action.type == "pung":
        text = _("{player} claimed a pung.").format(player=who)
    elif action.type == "kong":
        text = _("{player} claimed a kong.").format(player=who)
    else:
        text = _("{player} claimed the discard ({kind}).").format(player=who, kind=action.type)
    return sentence(text)


def _rulings(events: tuple[Event, ...], voice: Voice, ruleset: Ruleset) -> tuple[str, ...]:
    """The rulings made by these events, worded as the practice rulings log words them for a player."""
    log = RulingsLog(voice=voice, ruleset=ruleset)
    log.feed(events)
    return tuple(e.words for e in log.entries)


class ReplayModel:
    """Every step of every hand of a record, built hand by hand on demand."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self._hands: dict[int, list[Step]] = {}
        self._scores: list[tuple[int, ...]] = [(0, 0, 0, 0)]

    @classmethod
    def from_text(cls, text: str) -> ReplayModel:
        return cls(parse_record(text))

    @classmethod
    def from_json(cls, record: Mapping[str, Any]) -> ReplayModel:
        """From a decoded record (the game's own ``GameController.record()``, a kept game)."""
        return cls(parse_record(dict(record)))

    @property
    def hand_count(self) -> int:
        return len(self.record.hands)

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names by player index (the record's; "Player 1".. when it names none)."""
        players = self.record.players
        out = []
        for i in range(4):
            entry = players[i] if players is not None and len(players) == 4 else None
            name = entry.get("name") if isinstance(entry, Mapping) else None
            out.append(name if isinstance(name, str) and name else _("Player {n}").format(n=i + 1))
        return tuple(out)

    @property
    def kinds(self) -> tuple[str, ...]:
        """The players' kinds by player index (``human`` or a computer level; "" when unknown)."""
        players = self.record.players
        out = []
        for i in range(4):
            entry = players[i] if players is not None and len(players) == 4 else None
            kind = entry.get("kind") if isinstance(entry, Mapping) else None
            out.append(kind if isinstance(kind, str) else "")
        return tuple(out)

    @property
    def human(self) -> int | None:
        """The index of the record's human player, if any."""
        return next((i for i, k in enumerate(self.kinds) if k == "human"), None)

    def east_player(self, hand: int) -> int:
        return self.record.hands[hand - 1].east_player % 4

    def player_at(self, seat: Seat, hand: int) -> int:
        """The player sitting in ``seat`` in hand ``hand`` (docs/records.md: seat = (player - east) mod 4)."""
        return (seat.index + self.east_player(hand)) % 4

    def seat_of(self, player: int, hand: int) -> Seat:
        return SEATS[(player - self.east_player(hand)) % 4]

    def names_by_seat(self, hand: int) -> tuple[str, ...]:
        names = self.names
        return tuple(names[self.player_at(seat, hand)] for seat in SEATS)

    def voice(self, hand: int) -> Voice:
        """The players in words for hand ``hand``: their names by seat, "you" for the record's human player."""
        human = self.human
        return Voice(self.names_by_seat(hand), you=None if human is None else self.seat_of(human, hand))

    def steps(self, hand: int) -> list[Step]:
        """The steps of hand ``hand`` (1-based); raises ``RecordError`` for an illegal action."""
        if not 1 <= hand <= self.hand_count:
            raise ValueError(f"hand {hand}: the record has {self.hand_count} hands")
        if hand not in self._hands:
            for h in range(1, hand):
                self.steps(h)
            self._hands[hand] = self._build(hand, self.record.hands[hand - 1])
        return self._hands[hand]

    def _start_scores(self, hand: int) -> tuple[int, ...]:
        """Running totals by seat at the start of ``hand`` (each finished hand's payments, seat by player)."""
        by_player = [0, 0, 0, 0]
        for h in range(1, hand):
            prev = self._hands[h][-1].state
            rec = self.record.hands[h - 1]
            if prev.result is not None:
                for seat in SEATS:
                    by_player[(seat.index + rec.east_player) % 4] += prev.result.payments[seat.index]
        east = self.record.hands[hand - 1].east_player
        return tuple(by_player[(seat.index + east) % 4] for seat in SEATS)

    def _build(self, number: int, hand: HandRecord) -> list[Step]:
        from zjgame.engine.errors import IllegalActionError, RecordError

        scores = self._start_scores(number)
        # hand_number is shown as "hand N of M" (computer players' seeds are irrelevant to a replay).
        state, events = RoundState.start(hand.wall, self.record.ruleset, hand.round_wind, number, scores)
        voice = self.voice(number)
        ruleset = self.record.ruleset
        if voice.is_you(Seat.E):
            first = _("Hand {number}: the deal. You are East and draw first.").format(number=number)
        else:
            first = _("Hand {number}: the deal. {player} is East and draws first.").format(
                number=number, player=voice.name(Seat.E)
            )
        steps = [Step(number, 0, state, first, (), False, scores)]

        def push(seat: Seat, action: A.Action) -> None:
            nonlocal state
            try:
                state, events = state.apply(seat, action)
            except IllegalActionError as err:
                raise RecordError(f"illegal action: {err}", number, len(steps) - 1) from None
            opened = any(isinstance(e, ClaimWindowOpened) for e in events)
            words = _describe(voice, seat, action)
            steps.append(Step(number, len(steps), state, words, _rulings(events, voice, ruleset), opened, scores))

        for seat, action in hand.actions:
            if state.window is not None and not A.is_claim(action):
                while state.window is not None:  # a seat not listed passes (docs/records.md#claim-windows)
                    push(state.window.waiting[0], A.PASS)
            push(seat, action)
        while state.window is not None:
            push(state.window.waiting[0], A.PASS)
        return steps

    def final_state(self, hand: int) -> RoundState:
        return self.steps(hand)[-1].state
