"""Game records for the replay tests: hands played to the end with seeded random choices (wins taken)."""

from __future__ import annotations

import random

from zjgame.engine.record import GameRecord, hand_record
from zjgame.engine.round import RoundState
from zjgame.engine.wall import wall_for_seed
from zjgame.rules.ruleset import ZJ, Ruleset


def played_record(seed: int = 2, hands: int = 2, ruleset: Ruleset = ZJ) -> GameRecord:
    rng = random.Random(seed)
    out = []
    for k in range(hands):
        state, _ = RoundState.start(wall_for_seed(seed * 100 + k, ruleset), ruleset, hand_number=k)
        while not state.is_finished:
            seat = state.seats_to_act[0]
            legal = state.legal_actions(seat)
            wins = [a for a in legal if a.type in ("win", "self_drawn_win")]
            state, _ = state.apply(seat, wins[0] if wins else rng.choice(legal))
        out.append(hand_record(state, east_player=k % 4))
    return GameRecord(ruleset, tuple(out))
