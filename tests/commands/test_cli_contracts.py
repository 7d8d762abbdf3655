"""Audit of the command-line contracts (docs/README.md#the-contracts): exit statuses, JSON shapes, one-line errors,
never a traceback."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from zjgame.cli import main

CHICKEN = "123m456p999s5m [234s] +5m"


def run(argv: list[str], capsys, stdin: str | None = None, monkeypatch=None) -> tuple[int, str, str]:
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_score_json_chicken_hand(capsys):
    code, out, _ = run(["score", CHICKEN, "--json"], capsys)
    obj = json.loads(out)
    assert code == 0
    assert obj["valid"] is True and obj["total"] == 1 and obj["chicken"] is True and obj["patterns"] == []
    assert obj["limit"] == "none"


def test_score_json_chicken_hand_invalid_under_min5_exit_0(capsys):
    code, out, _ = run(["score", CHICKEN, "--json", "--ruleset", "zj-min5"], capsys)
    obj = json.loads(out)
    assert code == 0 and obj["valid"] is False and obj["total"] == 0 and obj["reason"]


def test_score_json_not_a_winning_hand_exit_0(capsys):
    code, out, _ = run(["score", "123m456p999s5m [234s] +6m", "--json"], capsys)
    obj = json.loads(out)
    assert code == 0 and obj["valid"] is False and obj["total"] == 0 and obj["reason"]


def test_score_json_value_honor_example_shape(capsys):
    code, out, _ = run(["score", "23m678p66z [555z] [777z] +4m", "--json", "--seat", "S"], capsys)
    obj = json.loads(out)
    assert code == 0 and obj["total"] == 60
    assert [(p["id"], p["points"], p["count"]) for p in obj["patterns"]] == [("3.1", 10, 2), ("3.2.1", 40, 1)]
    assert {"name", "name_zh"} <= set(obj["patterns"][0])


def test_score_listed_limit_json_holds_only_the_one_pattern(capsys):
    code, out, _ = run(["score", "1112345678999m +5m", "--json", "--win", "self", "--heaven"], capsys)
    obj = json.loads(out)
    assert obj["limit"] == "listed" and obj["total"] == 480 and [p["id"] for p in obj["patterns"]] == ["2.2"]


BAD_HANDS = [
    "123M456p999s5m [234s] +5m",  # upper case
    "11111m456p999s [234s] +5m",  # a fifth copy
    "123m456p999s5m [124s] +5m",  # a meld that is no meld
    "123m456p999s5m [234s]",  # no winning tile
    "123m456p +5m",  # wrong number of tiles
    "123m456p999s5m [234s] +5m 1f",  # bonus tile under zj
    "123x456p999s5m [234s] +5m",  # unknown letter
    "123m456p999s5m [234s +5m",  # unclosed meld
    "123m456p999s5m [234s] +8z",  # no such tile
    "123m456p999s5m (234s) +5m",  # a concealed kong that is no kong
    "",
]


@pytest.mark.parametrize("hand", BAD_HANDS)
def test_malformed_hand_exit_2_one_line(hand, capsys):
    code, out, err = run(["score", hand, "--json"], capsys)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


BAD_FLAGS = [
    ["--heaven", "--win", "discard"],
    ["--heaven", "--win", "self", "--seat", "S"],
    ["--earth", "--win", "self", "--seat", "S"],
    ["--earth", "--win", "discard", "--seat", "E"],
    ["--final-draw", "--win", "discard"],
    ["--kong-supplement", "--win", "discard"],
    ["--kong-supplement", "--win", "self"],  # no kong in the hand
    ["--final-discard", "--win", "self"],
    ["--robbing-kong", "--win", "self"],
    ["--seat", "X"],
    ["--round", "Q"],
    ["--win", "both"],
    ["--ruleset", "nope"],
    ["--bogus-flag"],
]


@pytest.mark.parametrize("flags", BAD_FLAGS)
def test_contradictory_or_bad_flags_exit_2_one_line(flags, capsys):
    code, out, err = run(["score", "123m456p999s5m [234s] +5m", "--json", *flags], capsys)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_flags_that_fit_are_accepted(capsys):
    code, out, _ = run(["score", "19m19p19s1234567z +1m", "--json", "--win", "self", "--heaven"], capsys)
    assert code == 0 and json.loads(out)["total"] == 315
    code, out, _ = run(
        ["score", "123m456p9s (5555z) [6666z] +9s", "--json", "--win", "self", "--kong-supplement"], capsys
    )
    obj = json.loads(out)
    assert code == 0 and "9.2" in [p["id"] for p in obj["patterns"]]
    code, out, _ = run(
        ["score", "123m456p789s234m5z +5z", "--json", "--earth", "--seat", "S"], capsys
    )  # 1.1 + 1.2 + 9.4.2 = 165
    assert code == 0 and json.loads(out)["total"] == 165


def test_batch_bad_line_gives_error_object_and_exit_2_rest_go_on(capsys, monkeypatch):
    lines = [
        json.dumps({"hand": CHICKEN}),
        json.dumps({"hand": "11111m456p999s [234s] +5m"}),
        "not json at all",
        json.dumps({"hand": CHICKEN, "flags": ["heaven"]}),
        json.dumps({"hand": CHICKEN, "flags": "final_draw"}),
        json.dumps({"hand": CHICKEN, "win": "both"}),
        json.dumps({"hand": CHICKEN, "seat": "X"}),
        json.dumps({"hand": 5}),
        json.dumps([1, 2]),
        json.dumps({"hand": CHICKEN, "flags": ["no_such_flag"]}),
        json.dumps({"hand": "111z222z333z4z555z +4z", "seat": "S"}),
        json.dumps({"hand": CHICKEN, "ruleset": "zj-min5"}),
    ]
    code, out, err = run(["score", "--batch", "-"], capsys, "\n".join(lines) + "\n", monkeypatch)
    rows = [json.loads(x) for x in out.strip().splitlines()]
    assert code == 2 and "Traceback" not in err
    assert len(rows) == len(lines)
    assert rows[0]["total"] == 1
    for k in range(1, 10):
        assert set(rows[k]) == {"error"}, (k, rows[k])
    assert rows[10]["total"] == 320 and rows[10]["limit"] == "listed"
    assert rows[11] == {"valid": False, "total": 0, "reason": rows[11]["reason"]}


def test_batch_all_good_exit_0(capsys, monkeypatch):
    lines = [json.dumps({"hand": "19m19p19s1234567z +9s", "win": "self", "seat": "S", "flags": ["final_draw"]})]
    code, out, _ = run(["score", "--batch", "-"], capsys, "\n".join(lines) + "\n", monkeypatch)
    assert code == 0 and json.loads(out)["total"] == 170


def test_batch_missing_file_exit_2(capsys, tmp_path):
    code, out, err = run(["score", "--batch", str(tmp_path / "none.jsonl")], capsys)
    assert code == 2 and "Traceback" not in err


def test_no_traceback_in_a_real_process():
    """The console command itself (not only main()) prints one line and exits 2."""
    proc = subprocess.run(
        [sys.executable, "-m", "zjgame", "score", "11111m456p999s [234s] +5m"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


# --- docs/records.md: records and `zjgame replay` ----------------------------------------------------------

from tests.engine.helpers import build_wall, pass_all, start  # noqa: E402
from zjgame.engine import actions as A  # noqa: E402
from zjgame.engine.record import hand_record  # noqa: E402
from zjgame.engine.wall import format_wall  # noqa: E402
from zjgame.rules.seats import Seat  # noqa: E402
from zjgame.rules.tiles import Tile  # noqa: E402


def _won_hand() -> dict:
    """East discards 5p; South (234m 678m 234s 678s 5p) wins on it (Earth, 170)."""
    state = start(east="1m9m1p9p1s9s1z2z3z4z5z6z6z", south="234m678m234s678s5p", draws="5p")
    state, _ = state.apply(Seat.E, A.Discard(Tile("5p")))
    state, _ = state.apply(Seat.S, A.CLAIM_WIN)
    state = pass_all(state)
    assert state.is_finished
    return hand_record(state).to_json()


def _write(tmp_path, obj, name="rec.json") -> str:
    p = tmp_path / name
    if isinstance(obj, (bytes, bytearray)):
        p.write_bytes(obj)
    else:
        p.write_text(obj if isinstance(obj, str) else json.dumps(obj), encoding="utf-8")
    return str(p)


def _record(*hands) -> dict:
    return {"format": "zjgame-record/1", "ruleset": "zj", "hands": list(hands)}


def test_replay_round_trip_matches_exit_0(tmp_path, capsys):
    hand = _won_hand()
    assert hand["result"]["winner"] == "S" and hand["result"]["value"] == 170
    code, out, err = run(["replay", _write(tmp_path, _record(hand)), "--json"], capsys)
    assert code == 0, err
    got = json.loads(out)["hands"][0]
    assert got["winner"] == "S" and got["value"] == 170 and got["payments"] == {"E": -460, "S": 510, "W": -25, "N": -25}


def test_replay_result_mismatch_exit_1(tmp_path, capsys):
    hand = _won_hand()
    hand["result"]["value"] = 171
    code, out, err = run(["replay", _write(tmp_path, _record(hand))], capsys)
    assert code == 1 and "value" in err and "Traceback" not in err


def test_replay_illegal_action_names_hand_and_index_exit_2(tmp_path, capsys):
    good = _won_hand()
    bad = _won_hand()
    bad["actions"] = [{"seat": "E", "type": "discard", "tile": "5p"}, {"seat": "E", "type": "discard", "tile": "1m"}]
    bad["east_player"] = 1  # docs/records.md: the second hand follows the deal (zj: it passes after every hand)
    code, out, err = run(["replay", _write(tmp_path, _record(good, bad))], capsys)
    assert code == 2 and out == ""
    assert "hand 2" in err and "action 1" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "actions",
    [
        # an explicit pass from a seat that had no claim to make (West holds nothing for 5p)
        [{"seat": "E", "type": "discard", "tile": "5p"}, {"seat": "W", "type": "pass"}],
        # the same seat answering twice
        [{"seat": "E", "type": "discard", "tile": "5p"}, {"seat": "S", "type": "pass"}, {"seat": "S", "type": "win"}],
        # an action after the hand ended
        [
            {"seat": "E", "type": "discard", "tile": "5p"},
            {"seat": "S", "type": "win"},
            {"seat": "W", "type": "discard", "tile": "1m"},
        ],
        # a chow by a seat that is not next
        [{"seat": "E", "type": "discard", "tile": "5p"}, {"seat": "N", "type": "chow", "tiles": ["4p", "5p", "6p"]}],
        # an exposed-kong claim with no window open
        [{"seat": "E", "type": "kong"}],
    ],
)
def test_replay_illegal_window_answers_exit_2(tmp_path, capsys, actions):
    hand = _won_hand()
    hand["actions"] = actions
    hand["result"] = {}
    code, out, err = run(["replay", _write(tmp_path, _record(hand))], capsys)
    assert code == 2 and out == "" and "hand 1" in err and "Traceback" not in err


def _malformed_records():
    wall = format_wall(build_wall())
    yield "not json {"
    yield json.dumps(_record({"wall": wall[:-1]}))
    yield json.dumps(_record({"wall": ["1x"] + wall[1:]}))
    yield json.dumps(_record({"wall": ["1m"] + wall[1:]}))  # 5 copies of 1m somewhere
    yield json.dumps({"format": "zjgame-record/1", "ruleset": "nope", "hands": []})
    yield json.dumps({"format": "zjgame-record/1", "ruleset": {}, "hands": []})
    yield json.dumps({"format": "zjgame-record/1", "ruleset": ["zj"], "hands": []})
    yield json.dumps(_record({"wall": wall, "east_player": True}))
    yield json.dumps(_record({"wall": wall, "round": {}}))
    yield json.dumps(_record({"wall": wall, "actions": [{"seat": "E", "type": "discard", "tile": {}}]}))
    yield "[" * 100000 + "]" * 100000
    yield b"\xff\xfe{}"


@pytest.mark.parametrize("content", list(_malformed_records()), ids=lambda c: repr(c[:30]))
def test_replay_malformed_record_exit_2_no_traceback(tmp_path, capsys, content):
    code, out, err = run(["replay", _write(tmp_path, content)], capsys)
    assert code == 2 and out == "" and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_replay_missing_file_exit_2(tmp_path, capsys):
    code, out, err = run(["replay", str(tmp_path / "missing.json")], capsys)
    assert code == 2


def test_score_batch_file_not_utf8_exit_2_no_traceback(tmp_path, capsys):
    data = b'\xff\xfe{"hand": "1m"}\n' + json.dumps({"hand": CHICKEN}).encode() + b"\n"
    code, out, err = run(["score", "--batch", _write(tmp_path, data, "b.jsonl")], capsys)
    rows = [json.loads(x) for x in out.strip().splitlines()]
    assert code == 2 and "Traceback" not in err
    assert set(rows[0]) == {"error"} and rows[1]["total"] == 1  # the bad line is reported, the rest go on


def test_score_batch_stdin_not_utf8_exit_2_no_traceback():
    data = b'{"hand": "\xff"}\n' + json.dumps({"hand": CHICKEN}).encode() + b"\n"
    proc = subprocess.run(
        [sys.executable, "-m", "zjgame", "score", "--batch", "-"], input=data, capture_output=True, timeout=120
    )
    rows = [json.loads(x) for x in proc.stdout.decode("utf-8").strip().splitlines()]
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr
    assert set(rows[0]) == {"error"} and rows[1]["total"] == 1


def test_score_readable_breakdown(capsys):
    code, out, _ = run(["score", "23m678p66z [555z] [777z] +4m", "--seat", "S"], capsys)
    assert code == 0
    assert "3.2.1" in out and "Small Three Dragons" in out and "小三元" in out and "60" in out
    code, out, _ = run(["score", "1112345678999m +5m", "--win", "self", "--heaven"], capsys)
    assert code == 0 and "Nine Gates" in out and "480" in out and "imit" in out


def test_score_kong_supplement_with_a_bonus_tile_in_zen_koan(capsys):
    # docs/score.md: --kong-supplement needs a kong, or a bonus tile in variants
    code, out, _ = run(
        ["score", "111z234m456p789s5m +5m 1f", "--win", "self", "--kong-supplement", "--ruleset", "zen-koan", "--json"],
        capsys,
    )
    assert code == 0 and "9.2" in [p["id"] for p in json.loads(out)["patterns"]]


@pytest.mark.parametrize("ruleset", ["zj", "zen-koan"])
def test_simulate_json_zero_sum_no_exceptions(capsys, ruleset):
    code, out, err = run(
        [
            "simulate",
            "--hands",
            "6",
            "--seed",
            "3",
            "--players",
            "random,baseline,random,baseline",
            "--json",
            "--ruleset",
            ruleset,
            "--duplicate",
        ],
        capsys,
    )
    obj = json.loads(out)
    assert code == 0 and obj["walls"] == 6 and obj["hands"] == 24
    assert obj["exceptions"] == 0 and obj["invariant_violations"] == 0 and obj["failures"] == []
    assert sum(p["net_points"] for p in obj["players"]) == 0
    assert sum(p["seat_hands"] for p in obj["players"]) == 4 * 24


def test_simulate_records_replay_cleanly(capsys, tmp_path):
    code, _, _ = run(
        ["simulate", "--hands", "3", "--players", "random,baseline,easy,random", "--record", str(tmp_path)], capsys
    )
    assert code == 0
    files = sorted(tmp_path.glob("*.json"))
    assert files
    for f in files:
        code, out, err = run(["replay", str(f)], capsys)
        assert code == 0, err


def test_simulate_bad_options_exit_2(capsys):
    assert run(["simulate", "--players", "a,b"], capsys)[0] == 2
    assert run(["simulate", "--ruleset", "nope"], capsys)[0] == 2
    assert run(["simulate", "--players", "random,random,random,nobody"], capsys)[0] == 2
