"""Properties over random legal games (Hypothesis): every invariant holds after every action, and the game's
record replays to the same actions and result. Also: the engine's cheap pre-check never rejects a complete hand."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from zjgame.engine.invariants import violations
from zjgame.engine.record import GameRecord, hand_record, parse_record, replay_hand, result_json
from zjgame.engine.round import RoundState
from zjgame.engine.wall import shuffled_wall
from zjgame.rules.ruleset import RULESETS
from zjgame.rules.shapes import is_complete
from zjgame.scoring.zj.system import may_be_complete as _may_be_complete


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), name=st.sampled_from(sorted(RULESETS)), claim_bias=st.floats(0, 1))
def test_random_legal_games_keep_invariants_and_replay(seed, name, claim_bias):
    ruleset = RULESETS[name]
    rng = random.Random(seed)
    state, _ = RoundState.start(shuffled_wall(rng, ruleset), ruleset)
    while not state.is_finished:
        seat = rng.choice(state.seats_to_act)  # answers to a window come in any order
        legal = state.legal_actions(seat)
        claims = [a for a in legal if a.type in ("win", "pung", "kong", "chow", "self_drawn_win", "bonus")]
        action = rng.choice(claims) if claims and rng.random() < claim_bias else rng.choice(legal)
        state, _ = state.apply(seat, action)
        assert violations(state) == []
    assert violations(state, full=True) == []
    text = GameRecord(ruleset, (hand_record(state),)).dumps()
    again = replay_hand(parse_record(text).hands[0], ruleset)
    assert again.actions() == state.actions()
    assert result_json(again) == result_json(state)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(0, 33)), min_size=4, max_size=4), st.integers(0, 33))
def test_precheck_never_rejects_a_complete_hand(sets, pair):
    counts = [0] * 34
    counts[pair] += 2
    for triplet, i in sets:
        if triplet or i >= 27 or i % 9 > 6:
            counts[i] += 3
        else:
            for k in range(3):
                counts[i + k] += 1
    if max(counts) <= 4:
        assert is_complete(counts)
        assert _may_be_complete(counts)


def test_precheck_accepts_irregular_hands():
    from tests.engine.helpers import tiles
    from zjgame.rules.tiles import counts34

    for text in ("1111m2233p4455s66z", "19m19p19s12345677z", "11m22m33p44p55s66s77z"):
        counts = counts34(tiles(text))
        assert is_complete(counts) and _may_be_complete(counts), text
