"""Replaying any game record as the game replays its own saves: docs/records.md's "hands in one record follow the
game: the dealer rotates as the ruleset says", the check ``zjgame replay``, the replay list and the storage
layer share with the game's resume, so that what the game would refuse to resume, ``replay`` refuses too.

It is ``match.replay_match(follow_deal=True)`` (what the game's controller resumes a save with: each hand's
``east_player`` must be the one the rotation gives, ZJ §3: the deal passes after every hand, ZK §7: East keeps
it after winning; no hand after the end of the game; only the last hand unfinished) with two additions:
- each hand's ``round`` must be the match's round wind (the round wind advances when the deal has gone round
  all four seats), where the game's resume would silently use the match's instead;
- the first hand may be dealt by any player (``simulate --record`` writes single hands dealt to any player):
  the record is replayed with its players renumbered from that dealer, which changes no seat's result. With
  ``from_player_0`` (the game's saves) the first dealer must be player 0, as the game deals.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from zjgame.engine.errors import RecordError
from zjgame.engine.match import MatchState, ReplayedHand, replay_match
from zjgame.engine.record import GameRecord
from zjgame.engine.round import RoundState


def replay_game(record: GameRecord, *, first_number: int = 0, from_player_0: bool = False) -> Iterator[ReplayedHand]:
    """Every hand of ``record`` replayed in order, the match following the game; ``RecordError`` naming the hand
    as soon as one does not follow the deal or the round wind, comes after the end of the game, or is
    unfinished but not the last. When the first dealer is not player 0 (and ``from_player_0`` is false) the
    matches yielded number the players from that dealer (player 0 is the first hand's East)."""
    shift = record.hands[0].east_player if record.hands and not from_player_0 else 0
    shifted = record
    if shift:
        shifted = replace(
            record, hands=tuple(replace(h, east_player=(h.east_player - shift) % 4) for h in record.hands)
        )
    for n, played in enumerate(replay_match(shifted, first_number=first_number, follow_deal=True), 1):
        wind = record.hands[n - 1].round_wind
        if wind is not played.dealt.round_wind:
            raise RecordError(
                f"round {wind.value} does not follow the game: this hand is in the {played.dealt.round_wind.value} "
                "round",
                n,
            )
        yield played


def follow_game(
    record: GameRecord, *, first_number: int = 0, from_player_0: bool = False
) -> tuple[MatchState, RoundState | None]:
    """``match.resume`` with the checks of ``replay_game``: the match after the finished hands and the hand in
    progress (None when the record ends between hands)."""
    match = MatchState.new(record.ruleset, record.hands_in_game)
    current = None
    for played in replay_game(record, first_number=first_number, from_player_0=from_player_0):
        if played.after is None:
            match, current = played.dealt, played.state
        else:
            match = played.after
    return match, current
