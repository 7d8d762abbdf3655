"""Game records (interfaces §4): round trip, replay verification and ``zjgame replay`` exit codes."""

import json
import random

import pytest

from ai.arena import play_hand
from ai.random_player import RandomPlayer
from tests.engine.helpers import E, S, W, build_wall, pass_all, start
from zjgame.commands import replay as replay_cmd
from zjgame.engine import actions as A
from zjgame.engine.actions import format_action, parse_action
from zjgame.engine.errors import RecordError
from zjgame.engine.record import GameRecord, hand_record, parse_record, replay_hand, result_json
from zjgame.engine.wall import shuffled_wall
from zjgame.rules.ruleset import RULESETS, ZJ
from zjgame.rules.tiles import Tile


def _played(seed, ruleset=ZJ):
    players = [RandomPlayer(seed + i) for i in range(4)]
    return play_hand(shuffled_wall(random.Random(seed), ruleset), ruleset, players, seed).state


def _won_state():
    """West pungs East's 5p over South's chow; North later wins on nothing: a scripted interception hand."""
    state = start(east="123m789m111s99s67z", south="123m456m789m11z46p", west="123s456s789s22z46p", draws="5p")
    state, _ = state.apply(E, A.Discard(Tile("5p")))
    state, _ = state.apply(S, A.CLAIM_WIN)
    state, _ = state.apply(W, A.CLAIM_WIN)
    return pass_all(state)


@pytest.mark.parametrize(
    "seat, action",
    [
        (E, A.Discard(Tile("5p"))),
        (S, A.SELF_DRAWN_WIN),
        (W, A.DeclareKong(Tile("7z"))),
        (E, A.SetAsideBonus(Tile("1f"))),
        (S, A.CLAIM_WIN),
        (S, A.CLAIM_PUNG),
        (S, A.CLAIM_KONG),
        (S, A.ClaimChow((Tile("4p"), Tile("5p"), Tile("6p")))),
        (S, A.PASS),
    ],
)
def test_action_records_round_trip(seat, action):
    obj = format_action(seat, action)
    assert parse_action(json.loads(json.dumps(obj))) == (seat, action)


def test_action_record_form():
    assert format_action(E, A.Discard(Tile("5p"))) == {"seat": "E", "type": "discard", "tile": "5p"}
    assert format_action(W, A.CLAIM_PUNG) == {"seat": "W", "type": "pung"}
    assert parse_action({"seat": "S", "type": "chow", "tiles": "345m"})[1].tiles == tuple(
        Tile(t) for t in ("3m", "4m", "5m")
    )


@pytest.mark.parametrize("name", list(RULESETS))
def test_random_hands_round_trip_through_records(name):
    ruleset = RULESETS[name]
    for seed in range(6):
        state = _played(seed, ruleset)
        record = GameRecord(ruleset, (hand_record(state),))
        again = parse_record(record.dumps())
        replayed = replay_hand(again.hands[0], ruleset, 1, seed)
        assert replayed.actions() == [a for a in state.actions()]
        assert result_json(replayed) == state.result.to_json() == again.hands[0].result


def test_written_records_list_window_answers_in_turn_order_and_omit_passes():
    state = _won_state()
    actions = hand_record(state).to_json()["actions"]
    assert actions == [
        {"seat": "E", "type": "discard", "tile": "5p"},
        {"seat": "S", "type": "win"},
        {"seat": "W", "type": "win"},
    ]


def _write(tmp_path, obj, name="game.json"):
    path = tmp_path / name
    path.write_text(obj if isinstance(obj, str) else json.dumps(obj))
    return str(path)


def _record_obj():
    return GameRecord(ZJ, (hand_record(_won_state()),)).to_json()


def test_replay_exit_0_when_everything_matches(tmp_path, capsys):
    assert replay_cmd.main([_write(tmp_path, _record_obj()), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    hand = out["hands"][0]
    assert hand["winner"] == "S" and hand["discarder"] == "E" and hand["finished"] is True
    assert hand["rulings"][0]["kind"] == "interception"
    assert sum(hand["payments"].values()) == 0


def test_replay_exit_1_prints_the_difference(tmp_path, capsys):
    obj = _record_obj()
    obj["hands"][0]["result"]["value"] += 5
    assert replay_cmd.main([_write(tmp_path, obj)]) == 1
    err = capsys.readouterr().err
    assert "hand 1: result.value" in err


def test_replay_of_a_hand_written_record_without_result(tmp_path, capsys):
    obj = {"hands": [{"wall": [t.value for t in build_wall()], "actions": []}]}
    assert replay_cmd.main([_write(tmp_path, obj)]) == 0
    assert "hand 1: unfinished" in capsys.readouterr().out


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda o: "{not json", "bad JSON"),
        (lambda o: o["hands"][0]["wall"].__setitem__(3, "0m") or o, "wall tile 3 is '0m'"),
        (lambda o: o["hands"][0]["wall"].pop() and o, "the wall has 135 tiles"),
        (lambda o: o["hands"][0]["actions"].__setitem__(1, {"seat": "N", "type": "pung"}) or o, "hand 1, action 1"),
        (
            lambda o: o["hands"][0]["actions"].insert(0, {"seat": "S", "type": "discard", "tile": "1m"}) or o,
            "hand 1, action 0",
        ),
        (
            lambda o: o["hands"][0]["actions"].__setitem__(0, {"seat": "E", "type": "discard", "tile": "5x"}) or o,
            "hand 1, action 0",
        ),
    ],
)
def test_replay_exit_2_for_malformed_records(tmp_path, capsys, mutate, message):
    obj = mutate(_record_obj())
    assert replay_cmd.main([_write(tmp_path, obj)]) == 2
    captured = capsys.readouterr()
    assert message in captured.err
    assert captured.out == ""  # nothing half-applied
    assert len(captured.err.strip().splitlines()) == 1


def test_illegal_action_in_a_record_names_the_reason():
    obj = _record_obj()
    obj["hands"][0]["actions"].insert(0, {"seat": "S", "type": "discard", "tile": "1m"})
    with pytest.raises(RecordError) as info:
        replay_hand(parse_record(obj).hands[0], ZJ)
    assert info.value.hand == 1 and info.value.action_index == 0
    assert "it is East's turn" in str(info.value)
