"""Random legal games run to the end under every ruleset."""

import random

import pytest

from zjgame.engine.round import RoundState
from zjgame.engine.wall import shuffled_wall
from zjgame.rules.ruleset import RULESETS


@pytest.mark.parametrize("name", list(RULESETS))
def test_random_games_finish(name):
    ruleset = RULESETS[name]
    for k in range(5):
        rng = random.Random(k)
        state, _ = RoundState.start(shuffled_wall(rng, ruleset), ruleset)
        steps = 0
        while not state.is_finished:
            seat = state.seats_to_act[0]
            state, _ = state.apply(seat, rng.choice(state.legal_actions(seat)))
            steps += 1
            assert steps < 1000
        assert sum(state.result.payments) == 0
