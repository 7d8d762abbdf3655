"""The review of a finished (or saved) game from its record: for every hand, each decision of one player (the
human by default) next to the advisor's, asked from that player's view at that moment, and the hand's
rulings, exactly as practice mode's end-of-hand review shows them (``zjgame.practice.review``), for any game,
practice or not.

Each hand is replayed through the engine from the record (``zjgame.engine.match.replay_match`` gives the deal:
East, round wind, totals); a claim window the record leaves unanswered by that player was a pass, and is
reviewed as one when the player had a claim to make. Hands are reviewed on demand (``hand(i)``): asking the
advisor costs some CPU per decision, so a scene reviews the hand it shows.

Owns ``RecordReview`` and ``ReviewedHand``. Pure.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from zjgame.engine import actions as A
from zjgame.engine.match import MatchState, replay_match
from zjgame.engine.record import GameRecord, HandRecord, parse_record
from zjgame.engine.round import RoundState
from zjgame.engine.words import Voice
from zjgame.i18n import _
from zjgame.practice.advice import Advisor
from zjgame.practice.review import HandReview, ReviewItem
from zjgame.practice.rulings_log import RulingsLog
from zjgame.rules.seats import SEATS, Seat

FIRST_NUMBER = 1  # hands numbered from 1, as the game numbers them


@dataclass(frozen=True)
class ReviewedHand:
    number: int  # 1-based
    seat: Seat  # the reviewed player's seat in this hand
    items: tuple[ReviewItem, ...]
    rulings: tuple[str, ...]  # the hand's rulings as the player reads them
    summary: tuple[str, ...]  # the head line and each item's sentence


def human_player(record: GameRecord) -> int | None:
    """The index of the record's human player (``players[i].kind == "human"``), if any."""
    for i, p in enumerate(record.players or ()):
        if isinstance(p, Mapping) and p.get("kind") == "human":
            return i
    return None


class RecordReview:
    """``RecordReview(record)`` (a ``GameRecord``, or its JSON text or object); ``hand(i)`` reviews hand ``i``
    (0-based) on first use. ``player``: whose decisions (default: the human; player 0 if there is none)."""

    def __init__(self, record: GameRecord | str | Mapping[str, Any], player: int | None = None, seed: int = 0) -> None:
        self.record = record if isinstance(record, GameRecord) else parse_record(record)
        found = human_player(self.record)
        self.player = player if player is not None else (found if found is not None else 0)
        self.advisor = Advisor(seed)
        names = [str(p.get("name", _("Player {n}").format(n=i + 1))) for i, p in enumerate(self.record.players or ())]
        self.names = names if len(names) == 4 else [_("Player {n}").format(n=i + 1) for i in range(4)]
        self._dealt: list[MatchState] = [h.dealt for h in replay_match(self.record, first_number=FIRST_NUMBER)]
        self._done: dict[int, ReviewedHand] = {}

    def __len__(self) -> int:
        return len(self._dealt)

    def is_reviewed(self, index: int) -> bool:
        return index in self._done

    def hand(self, index: int) -> ReviewedHand:
        if index not in self._done:
            self._done[index] = self._review(index)
        return self._done[index]

    def _review(self, index: int) -> ReviewedHand:
        dealt = self._dealt[index]
        hand: HandRecord = self.record.hands[index]
        ruleset = self.record.ruleset
        seat = dealt.seat_of(self.player)
        voice = Voice(tuple(self.names[dealt.player_at(s)] for s in SEATS), you=seat)
        review = HandReview(self.advisor, voice)
        log = RulingsLog(voice=voice, ruleset=ruleset)
        state, events = RoundState.start(
            hand.wall, ruleset, dealt.round_wind, dealt.hand_number + FIRST_NUMBER, dealt.seat_scores()
        )
        log.feed(events)

        def act(state: RoundState, who: Seat, action: A.Action) -> RoundState:
            if who is seat:
                legal = state.legal_actions(seat)
                try:
                    review.note(state.view_for(seat), legal, action, state)
                except ValueError:  # the advisor refused this position (a kept bonus tile): not reviewed
                    pass
            after, events = state.apply(who, action)
            log.feed(events)
            return after

        def pass_waiting(state: RoundState) -> RoundState:
            while state.window is not None:
                state = act(state, state.window.waiting[0], A.PASS)
            return state

        for who, action in hand.actions:
            if state.window is not None and not A.is_claim(action):
                state = pass_waiting(state)
            if ruleset.bonus_tiles_automatic and isinstance(action, A.SetAsideBonus):
                continue  # B1: the engine set it aside itself; the record only shows it
            state = act(state, who, action)
        pass_waiting(state)
        items = tuple(review.items)
        return ReviewedHand(index + 1, seat, items, tuple(log.texts()), review.summary())
