"""Classic British records (docs/records.md, B1-B2): the automatic ``bonus`` actions written where they happened
and matched on replay, the Standing Hand's ``"standing": true``; ``simulate --record`` replays identically and
a game saved mid-hand resumes exactly."""

import json
import random

import pytest

from ai.arena import play_round
from ai.players import make_player
from tests.engine.helpers import E, S, act, british_wall, pass_all
from zjgame.commands import replay as replay_cmd
from zjgame.commands import simulate as simulate_cmd
from zjgame.engine import actions as A
from zjgame.engine.errors import RecordError
from zjgame.engine.fields import FIELD_NAMES
from zjgame.engine.match import MatchState, resume
from zjgame.engine.record import HandRecord, hand_record, parse_record, replay_hand
from zjgame.engine.round import RoundState
from zjgame.rules.ruleset import BRITISH
from zjgame.rules.seats import SEATS
from zjgame.rules.tiles import Tile

T = Tile


def test_a_standing_discard_reads_back_as_written():
    action = A.Discard(T("7z"), True)
    obj = A.format_action(E, action)
    assert obj == {"seat": "E", "type": "discard", "tile": "7z", "standing": True}
    assert A.parse_action(obj) == (E, action) and A.parse_action(json.loads(json.dumps(obj))) == (E, action)
    assert "standing" not in A.format_action(E, A.Discard(T("7z")))  # plain discards are written as before
    with pytest.raises(ValueError, match="standing must be true or false"):
        A.parse_action({"seat": "E", "type": "discard", "tile": "7z", "standing": "yes"})


def _bonus_hand():
    """South draws 3g in play and sets it aside automatically; East had 1f replaced in the deal."""
    wall = british_wall(east="1f23m789m111s99s67z", draws="4s 3g", loose="5s 6s")
    state, _ = RoundState.start(wall, BRITISH)
    state, _ = act(state, E, A.Discard(T("4s")))
    return wall, pass_all(state)


def test_automatic_bonus_actions_are_recorded_and_matched_on_replay():
    wall, state = _bonus_hand()
    written = hand_record(state).to_json()["actions"]
    assert written[0] == {"seat": "E", "type": "bonus", "tile": "1f"}
    assert written[-1] == {"seat": "S", "type": "bonus", "tile": "3g"}
    again = replay_hand(hand_record(state), BRITISH)
    assert again.actions() == state.actions() and again.bonus == state.bonus
    # Left out, they are implied (like draws); the engine makes them the same.
    bare = HandRecord(wall, tuple((s, a) for s, a in state.actions() if not isinstance(a, A.SetAsideBonus)))
    assert replay_hand(bare, BRITISH).actions() == state.actions()


def test_a_bonus_action_the_engine_did_not_make_is_refused():
    wall, state = _bonus_hand()
    actions = state.actions()
    wrong_tile = HandRecord(wall, tuple(actions[:-1]) + ((S, A.SetAsideBonus(T("4g"))),))
    too_early = HandRecord(wall, (actions[0], actions[-1], actions[1]))  # South's 3g before East's discard
    for record in (wrong_tile, too_early):
        with pytest.raises(RecordError, match="set aside automatically"):
            replay_hand(record, BRITISH)


def test_simulate_records_replay_identically(capsys, tmp_path):
    args = ["--ruleset", "british", "--hands", "6", "--seed", "3", "--players", "random,easy,normal,baseline"]
    assert simulate_cmd.main([*args, "--json", "--record", str(tmp_path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["exceptions"] == 0 and out["invariant_violations"] == 0
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 6
    for f in files:
        stored = json.loads(f.read_text(encoding="utf-8"))
        record = parse_record(stored)
        state = replay_hand(record.hands[0], record.ruleset)
        assert hand_record(state, record.hands[0].east_player).to_json() == stored["hands"][0]
        assert replay_cmd.main([str(f), "--json"]) == 0
    capsys.readouterr()


def test_a_british_game_saved_mid_hand_resumes_exactly():
    rng = random.Random(6)  # the first hand passes the deal; the second has bonus tiles set aside early
    players = [make_player("normal", 70 + i) for i in range(4)]
    match = MatchState.new(BRITISH)
    state, _ = match.start_hand(match.next_wall(rng), first_number=1)
    match = match.finish_hand(play_round(state, [players[match.player_at(s)] for s in SEATS]).state)
    state, _ = match.start_hand(match.next_wall(rng), first_number=1)
    by_seat = [players[match.player_at(s)] for s in SEATS]
    for _ in range(20):  # part of the hand, stopping with no claim window open
        seat = state.seats_to_act[0]
        state, _ = state.apply(seat, by_seat[seat.index].choose(state.view_for(seat), state.legal_actions(seat)).action)
    while state.window is not None:
        seat = state.seats_to_act[0]
        state, _ = state.apply(seat, by_seat[seat.index].choose(state.view_for(seat), state.legal_actions(seat)).action)
    assert not state.is_finished and any(isinstance(a, A.SetAsideBonus) for _, a in state.actions())
    saved = match.record(current=state).dumps()
    resumed_match, resumed = resume(parse_record(saved), first_number=1, follow_deal=True)
    assert resumed_match.totals == match.totals and resumed_match.east_player == match.east_player == 1
    for name in FIELD_NAMES:
        assert getattr(resumed, name) == getattr(state, name), name
    straight = play_round(state, by_seat).state
    again = play_round(resumed, by_seat).state
    assert again.actions() == straight.actions() and again.result.to_json() == straight.result.to_json()
