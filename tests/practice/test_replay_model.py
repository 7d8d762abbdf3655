"""The replay model steps through a recorded game to the same result as ``zjgame replay``."""

from __future__ import annotations

import pytest

from tests.practice.records import played_record
from zjgame.engine.errors import RecordError
from zjgame.engine.record import replay_hand, result_json
from zjgame.practice.replay_model import ReplayModel


@pytest.mark.parametrize("seed", [2, 7])
def test_steps_reach_the_recorded_result(seed: int) -> None:
    record = played_record(seed)
    model = ReplayModel.from_text(record.dumps())
    assert model.hand_count == 2
    for n, hand in enumerate(record.hands, 1):
        steps = model.steps(n)
        assert steps[0].index == 0 and steps[-1].state.is_finished
        final = result_json(model.final_state(n))
        assert final == result_json(replay_hand(hand, record.ruleset, n))
        assert final == dict(hand.result)  # what was recorded when the hand was played
        notable = [s for s in steps if s.is_notable]
        assert notable and any(s.claim_window for s in notable)
        assert all(s.rulings for s in steps if s.state.is_finished and s is steps[-1])


def test_running_scores_carry_over() -> None:
    record = played_record(3)
    model = ReplayModel(record)
    first = model.final_state(1).result
    assert first is not None
    second = model.steps(2)[0]
    east = record.hands[1].east_player
    by_player = [0, 0, 0, 0]
    for seat_index, pay in enumerate(first.payments):
        by_player[(seat_index + record.hands[0].east_player) % 4] += pay
    assert second.scores == tuple(by_player[(i + east) % 4] for i in range(4))


def test_an_illegal_action_is_reported_with_the_hand() -> None:
    data = played_record(2, hands=1).to_json()
    data["hands"][0]["actions"][0] = {"seat": "S", "type": "discard", "tile": "5p"}  # not South's turn
    model = ReplayModel.from_text(__import__("json").dumps(data))
    with pytest.raises(RecordError, match="hand 1"):
        model.steps(1)
