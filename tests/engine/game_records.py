"""Game records as the game writes them: hands played through ``MatchState`` (the dealer rotation, the round
wind, the end of the game), optionally stopped in the middle of a hand, with the players of a saved game."""

from __future__ import annotations

import random
from typing import Any

from ai.random_player import RandomPlayer
from zjgame.engine.match import MatchState
from zjgame.rules.ruleset import Ruleset

SAVE_PLAYERS = (
    {"name": "You", "kind": "human"},
    {"name": "Mei", "kind": "random", "seed": 11},
    {"name": "Hao", "kind": "random", "seed": 12},
    {"name": "Lin", "kind": "random", "seed": 13},
)


def play_game(
    ruleset: Ruleset, finished: int, *, hands_in_game: int | None = None, seed: int = 1, then: int | None = None
) -> dict[str, Any]:
    """A record (docs/records.md) of ``finished`` hands played by random players as the match deals them, plus
    the next hand stopped after about ``then`` actions (outside a claim window) when ``then`` is given; with
    the players, seed and practice flag of a saved game."""
    match = MatchState.new(ruleset, hands_in_game)
    rng = random.Random(seed)
    players = [RandomPlayer(seed * 4 + i) for i in range(4)]
    current = None
    while match.hand_number < finished + (then is not None) and not match.is_finished:
        state, _ = match.start_hand(match.next_wall(rng))
        stop = then if match.hand_number == finished else None
        while not state.is_finished and (stop is None or state.action_count < stop or state.window is not None):
            seat = state.seats_to_act[0]
            legal = state.legal_actions(seat)
            action = legal[0] if len(legal) == 1 else players[seat.index].choose(state.view_for(seat), legal).action
            state, _ = state.apply(seat, action)
        if state.is_finished:
            match = match.finish_hand(state)
        else:
            current = state
            break
    out = match.record(SAVE_PLAYERS, current).to_json()
    out["seed"] = seed
    out["practice"] = False
    return out
