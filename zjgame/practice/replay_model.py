"""The replay viewer's model (pure): a game record (interfaces §4) turned into steps you can walk through,
each with the engine state after it, what happened in words, and the rulings made there.

It replays exactly as ``zjgame.engine.record.replay_hand`` does (a seat not listed in a claim window passes), so
the last step of each hand has the same result as ``zjgame replay``. Owns ``ReplayModel`` and ``Step``.
"""

from __future__ import annotations

from dataclasses import dataclass

from zjgame.engine import actions as A
from zjgame.engine.events import ClaimWindowOpened, Event
from zjgame.engine.record import GameRecord, HandRecord, parse_record
from zjgame.engine.round import RoundState
from zjgame.practice.rulings_log import RulingsLog
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


def _describe(seat: Seat, action: A.Action) -> str:
    name = seat.name_en
    if isinstance(action, A.Discard):
        return f"{name} discards {action.tile.value}."
    if isinstance(action, A.DeclareSelfDrawnWin):
        return f"{name} declares a self-drawn win."
    if isinstance(action, A.DeclareKong):
        return f"{name} declares a kong of {action.tile.value}."
    if isinstance(action, A.SetAsideBonus):
        return f"{name} sets aside {action.tile.value}."
    if isinstance(action, A.ClaimChow):
        return f"{name} claims a chow {' '.join(t.value for t in action.tiles)}."
    if isinstance(action, A.Pass):
        return f"{name} passes."
    return f"{name} claims a {action.type}."


def _rulings(events: tuple[Event, ...]) -> tuple[str, ...]:
    """The rulings made by these events, worded as in the practice rulings log."""
    log = RulingsLog()
    log.feed(events)
    return tuple(e.text for e in log.entries)


class ReplayModel:
    """Every step of every hand of a record, built hand by hand on demand."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self._hands: dict[int, list[Step]] = {}
        self._scores: list[tuple[int, ...]] = [(0, 0, 0, 0)]

    @classmethod
    def from_text(cls, text: str) -> ReplayModel:
        return cls(parse_record(text))

    @property
    def hand_count(self) -> int:
        return len(self.record.hands)

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
        steps = [Step(number, 0, state, f"Hand {number}: the deal. East draws first.", (), False, scores)]

        def push(seat: Seat, action: A.Action) -> None:
            nonlocal state
            try:
                state, events = state.apply(seat, action)
            except IllegalActionError as err:
                raise RecordError(f"illegal action: {err}", number, len(steps) - 1) from None
            opened = any(isinstance(e, ClaimWindowOpened) for e in events)
            steps.append(Step(number, len(steps), state, _describe(seat, action), _rulings(events), opened, scores))

        for seat, action in hand.actions:
            if state.window is not None and not A.is_claim(action):
                while state.window is not None:  # a seat not listed passes (interfaces §4)
                    push(state.window.waiting[0], A.PASS)
            push(seat, action)
        while state.window is not None:
            push(state.window.waiting[0], A.PASS)
        return steps

    def final_state(self, hand: int) -> RoundState:
        return self.steps(hand)[-1].state
