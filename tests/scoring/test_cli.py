"""``zjgame score`` (docs/score.md): the readable breakdown, --json, --batch, exit codes and one-line errors."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from zjgame.commands import score as score_cmd


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = score_cmd.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_shape_and_key_order(capsys):
    code, out, err = run(capsys, "23m678p66z [555z] [777z] +4m", "--seat", "S", "--json")
    assert code == 0 and err == ""
    obj = json.loads(out)
    assert list(obj) == ["valid", "total", "limit", "chicken", "patterns", "arrangement"]
    assert obj["total"] == 60 and obj["limit"] == "none" and obj["chicken"] is False
    assert obj["patterns"] == [
        {"id": "3.1", "name": "Value Honor", "name_zh": "番牌", "points": 10, "count": 2},
        {"id": "3.2.1", "name": "Small Three Dragons", "name_zh": "小三元", "points": 40, "count": 1},
    ]
    assert "[555z]" in obj["arrangement"] and "[777z]" in obj["arrangement"]


def test_json_listed_limit_and_chicken(capsys):
    _, out, _ = run(capsys, "1112345678999p +5p", "--json")
    obj = json.loads(out)
    assert obj["limit"] == "listed" and obj["total"] == 480 and [p["id"] for p in obj["patterns"]] == ["2.2"]
    _, out, _ = run(capsys, "222z7z [123m] [456p] [555s] +7z", "--seat", "N", "--json")
    obj = json.loads(out)
    assert obj["chicken"] is True and obj["total"] == 1 and obj["patterns"] == []


def test_invalid_hand_json_exit_zero(capsys):
    code, out, _ = run(capsys, "123m456m789p11s22p +2s", "--json")
    assert code == 0
    obj = json.loads(out)
    assert obj["valid"] is False and obj["total"] == 0 and "winning hand" in obj["reason"]


def test_chicken_under_min5_is_invalid(capsys):
    code, out, _ = run(capsys, "222z7z [123m] [456p] [555s] +7z", "--seat", "N", "--ruleset", "zj-min5", "--json")
    assert code == 0
    obj = json.loads(out)
    assert obj == {"valid": False, "total": 0, "reason": obj["reason"]} and "chicken" in obj["reason"]


def test_readable_breakdown(capsys):
    code, out, _ = run(capsys, "77788899s11m [777z] +9s", "--seat", "S")
    assert code == 0
    assert "5.1.3" in out and "Three Identical Sequences" in out and "一色三同順" in out
    assert "Total: 170" in out
    assert "Another arrangement scored less: 145" in out
    assert "the responsible seat pays 460, the other two 25 each" in out  # 3 x 170 - 50
    assert "each pays 170" in out  # nobody responsible
    code, out, _ = run(capsys, "222s333s444s555s6m +6m")
    assert "Compound limit" in out and "Total: 320" in out
    code, out, _ = run(capsys, "123m456m789p11s22p +2s")
    assert code == 0 and "Cannot win" in out


def test_discard_payments_in_breakdown(capsys):
    _, out, _ = run(capsys, "234m567m345p67s55p +8s", "--seat", "S")
    assert "each of the three pays 15" in out
    _, out, _ = run(capsys, "123m45p789s234s55m +6p", "--ruleset", "zen-koan", "--seat", "S")
    assert "discard by E: E pays 60" in out and "discard by W: W pays 30" in out
    _, out, _ = run(capsys, "111m77m99m [222z] [555m] +7m", "--seat", "W", "--ruleset", "zj-older")
    assert "Total: 80" in out and "the responsible seat pays 180, the other two 30 each" in out  # All Triplets 40


def test_self_drawn_payments_in_breakdown(capsys):
    _, out, _ = run(capsys, "111m444p666s888s5s +5s", "--win", "self", "--seat", "S")
    assert "Total: 160" in out and "E pays 160" in out and "S receives 480" in out


def test_multiple_argv_words_are_one_hand(capsys):
    code, out, _ = run(capsys, "23m678p66z", "[555z]", "[777z]", "+4m", "--seat", "S", "--json")
    assert code == 0 and json.loads(out)["total"] == 60


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["123m456m789p11s2p +2s", "--heaven"], "--heaven needs --win self"),
        (["123m456m789p11s22p +3m", "--win", "self", "--heaven", "--seat", "S"], "--seat E"),
        (["123m456m789p11s22p +3m", "--earth"], "seat other than E"),
        (["123m456m789p11s22p +3m", "--earth", "--seat", "S", "--win", "self"], "--earth needs --win discard"),
        (["123m456m789p11s22p +3m", "--final-draw"], "--final-draw needs --win self"),
        (["123m456m789p11s22p +3m", "--kong-supplement", "--win", "self"], "needs a kong"),
        (["123m456m789p11s22p +3m", "--final-discard", "--win", "self"], "--final-discard needs --win discard"),
        (["123m456m789p11s22p +3m", "--robbing-kong", "--win", "self"], "--robbing-kong needs --win discard"),
        (["123m456m789p11s22p +3m", "--robbing-kong"], "robbing-kong"),  # holds another 3m
        (["123m456m789p11s22p +3m", "--final-discard", "--robbing-kong"], "cannot both"),
        (["(2222m)45p789s234s55m +6p", "--heaven", "--win", "self"], "initial hand"),
        (["123m456m789p11s22p +3m 1f"], "bonus tile 1f under a ruleset"),
        (["123m456m789p11s22P +3m"], "upper case"),
        (["123m456m789p11s22p +3x"], "unknown character"),
        (["123m456m789p11s22p"], "no winning tile"),
        (["1111m1m56m789p11s22p +3m"], "fifth copy"),
        (["123m456m789p11s22p +3m", "--ruleset", "nope"], "unknown ruleset"),
        (["123m456m789p11s22p +3m", "--win", "tsumo"], "invalid choice"),
        ([], "no hand given"),
    ],
)
def test_errors_are_one_line_exit_2(capsys, argv, fragment):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and fragment in err, err


def test_error_names_the_position(capsys):
    code, _, err = run(capsys, "123m456m789p11s22q +3m")
    assert code == 2 and "position" in err


def test_kong_supplement_with_a_bonus_tile_in_zen_koan(capsys):
    code, out, _ = run(
        capsys, "123m45p789s234s55m +6p 1f", "--win", "self", "--kong-supplement", "--ruleset", "zen-koan", "--json"
    )
    assert code == 0
    assert [p["id"] for p in json.loads(out)["patterns"]] == ["1.1", "1.2", "9.1.3", "9.2", "11.1.2"]


def test_batch(capsys, monkeypatch):
    lines = [
        json.dumps({"hand": "23m678p66z [555z] [777z] +4m", "seat": "S"}),
        "not json",
        json.dumps({"hand": "123m45p789s234s55m +6p", "win": "self", "flags": ["final_draw"]}),
        json.dumps({"hand": "123m45p789s234s55m +6p", "win": "self", "flags": ["earth"]}),
        "",
        json.dumps({"hand": "1112345678999p +5p", "ruleset": "zen-koan", "win": "self", "round": "S"}),
        json.dumps({"seat": "S"}),
    ]
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(lines) + "\n"))
    code, out, err = run(capsys, "--batch", "-")
    assert code == 2
    rows = [json.loads(x) for x in out.splitlines()]
    assert len(rows) == 6  # the blank line is skipped
    assert rows[0]["total"] == 60
    assert "error" in rows[1]
    assert rows[2]["total"] == 20
    assert "error" in rows[3] and "earth" in rows[3]["error"]
    assert rows[4]["total"] == 480
    assert "error" in rows[5]


def test_batch_file_all_good(tmp_path, capsys):
    f = tmp_path / "hands.jsonl"
    f.write_text(json.dumps({"hand": "111m444p666s888s5s +5s", "win": "self", "seat": "S"}) + "\n", encoding="utf-8")
    code, out, _ = run(capsys, "--batch", str(f))
    assert code == 0 and json.loads(out)["total"] == 160
    code, _, err = run(capsys, "--batch", str(tmp_path / "missing.jsonl"))
    assert code == 2 and "cannot read" in err


def test_through_the_installed_dispatcher():
    proc = subprocess.run(
        [sys.executable, "-m", "zjgame", "score", "111m444p666s888s5s +5s", "--win", "self", "--seat", "S", "--json"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["total"] == 160
    proc = subprocess.run(
        [sys.executable, "-m", "zjgame", "score", "12m +4m"], capture_output=True, text=True, check=False
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr and proc.stderr.count("\n") == 1


def test_batch_takes_defaults_from_the_command_line(capsys, monkeypatch):
    lines = [
        json.dumps({"hand": "123m45p789s234s55m +6p"}),
        json.dumps({"hand": "123m45p789s234s55m +6p", "win": "discard", "flags": []}),
    ]
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(lines) + "\n"))
    code, out, _ = run(capsys, "--batch", "-", "--win", "self", "--ruleset", "zen-koan", "--final-draw")
    assert code == 0
    first, second = (json.loads(x) for x in out.splitlines())
    assert [p["id"] for p in first["patterns"]] == ["1.1", "1.2", "9.1.1"]  # self-drawn, final draw, Zen Koan
    assert "error" not in second


def test_batch_flags_must_be_a_list(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps({"hand": "123m45p789s234s55m +6p", "flags": "heaven"})))
    code, out, _ = run(capsys, "--batch", "-")
    assert code == 2 and "flags" in json.loads(out)["error"]


def test_help_exits_zero(capsys):
    code, out, _ = run(capsys, "--help")
    assert code == 0 and "--batch" in out


def test_batch_simple_lines_read_like_any_json(capsys, monkeypatch):
    hand = "111m222p33s789m55p +3s"  # 35 self-drawn, 10 on a discard (333s exposed)
    same = [
        json.dumps({"hand": hand, "win": "self"}),  # the fast form
        json.dumps({"win": "self", "hand": hand}),  # keys in another order: the JSON decoder
        '{"hand":"' + hand + '","win":"self"}',
        json.dumps({"hand": hand}),
        json.dumps({"hand": hand, "win": "discard"}),
        '{"hand": "111m222p33s789m55p +3s\\u0020", "win": "self"}',  # an escape: the JSON decoder
    ]
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(same) + "\n"))
    code, out, _ = run(capsys, "--batch", "-")
    rows = out.splitlines()
    assert code == 0 and len(rows) == 6
    assert rows[0] == rows[1] == rows[2] == rows[5]
    assert rows[3] == rows[4] != rows[0]
    assert json.loads(rows[0])["total"] == 35 and json.loads(rows[3])["total"] == 10


def test_batch_falls_back_to_the_full_reader(capsys, monkeypatch):
    lines = [
        json.dumps({"hand": "123m45p789s\t234s55m +6p"}),  # a tab: not the fast reader's form
        json.dumps({"hand": "123m45p789s234s55m +6p"}),
        json.dumps({"hand": "123m45p789s\t234s55m +6p", "win": "self", "flags": ["robbing_kong"]}),
    ]
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(lines) + "\n"))
    code, out, _ = run(capsys, "--batch", "-")
    rows = out.splitlines()
    assert code == 2 and rows[0] == rows[1] and "robbing-kong" in json.loads(rows[2])["error"]
