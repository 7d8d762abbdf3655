"""Replaying a whole game record as the game plays it: the one check of interfaces §4's "hands in one record
follow the game: the dealer rotates as the ruleset says", shared by ``zjgame replay``, the replay list and the
game's saves (``zjgame.ui.storage``), so that what the game would refuse to resume, ``replay`` refuses too.

Each hand is replayed through the engine (``record.replay_hand``) with the match (``match.MatchState``)
following it: a hand's ``east_player`` and ``round`` must be the match's as that hand is dealt (ZJ §3: the
deal passes to the next player after every hand; ZK §7: East keeps it after winning; the round wind advances
when the deal has gone round all four seats); no hand may come after the end of the game (its
``hands_in_game``, the ruleset's by default; ZK §7: the end of the North round); only the last hand may be
unfinished. The first hand sets the starting dealer and round wind (``simulate --record`` writes single hands
dealt to any player) unless ``start`` gives them (the game's saves start at player 0 in the East round).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from zjgame.engine.errors import RecordError
from zjgame.engine.match import MatchState
from zjgame.engine.record import GameRecord, replay_hand
from zjgame.engine.round import RoundState


@dataclass(frozen=True)
class ReplayedHand:
    number: int  # 1-based
    match: MatchState  # the match as this hand was dealt (its dealer, round wind, hand number, totals)
    state: RoundState  # after the hand's last action (finished or not)
    after: MatchState  # the match after the hand (the same as ``match`` while it is unfinished)


def replay_game(record: GameRecord, start: MatchState | None = None) -> Iterator[ReplayedHand]:
    """Every hand of ``record`` replayed in order, the match following the game; ``RecordError`` (naming the
    hand) as soon as a hand does not follow the dealer rotation or the round wind, comes after the end of the
    game, or an unfinished hand is not the last."""
    if start is None:
        first = record.hands[0] if record.hands else None
        start = MatchState.new(record.ruleset, record.hands_in_game)
        if first is not None:  # the first hand of a record deals where it says (a fresh round)
            start = replace(start, east_player=first.east_player, round_wind=first.round_wind)
    match = start
    last = len(record.hands)
    for n, hand in enumerate(record.hands, 1):
        if match.is_finished:
            raise RecordError(f"the game was over after hand {n - 1} (of {match.hands_in_game})", n)
        if hand.east_player != match.east_player:
            raise RecordError(
                f"east_player {hand.east_player} does not follow the deal: player {match.east_player} deals "
                f"this hand under {record.ruleset.name}",
                n,
            )
        if hand.round_wind is not match.round_wind:
            raise RecordError(
                f"round {hand.round_wind.value} does not follow the game: this hand is in the "
                f"{match.round_wind.value} round",
                n,
            )
        state = replay_hand(hand, record.ruleset, n, match.hand_number, match.seat_scores())
        if not state.is_finished and n != last:
            raise RecordError("only the last hand of a record may be unfinished", n)
        after = match.finish_hand(state) if state.is_finished else match
        yield ReplayedHand(n, match, state, after)
        match = after


def follow_game(record: GameRecord, start: MatchState | None = None) -> tuple[MatchState, RoundState | None]:
    """``match.resume`` with the checks of ``replay_game``: the match after the finished hands and the hand in
    progress (None when the record ends between hands)."""
    match = start if start is not None else MatchState.new(record.ruleset, record.hands_in_game)
    current = None
    for played in replay_game(record, start):
        match = played.after
        current = None if played.state.is_finished else played.state
    return match, current
