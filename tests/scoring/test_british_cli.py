"""``zjgame score --ruleset british`` (docs/score.md#british-scoring): the JSON keys, the flags of B7, ``--loser``,
``--batch`` with ``losers`` and ``loser``, the readable breakdown with the doubling arithmetic, one-line errors with
exit 2, and every hand of ``british_examples.jsonl`` reproduced (score, basic, doubles, losers, payments)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from zjgame.commands import score as score_cmd
from zjgame.rules.ruleset import BRITISH
from zjgame.rules.seats import SEATS, Seat
from zjgame.scoring import HandOutcome, WinClaim, WinContext, settle_hand
from zjgame.scoring.british.result import BritishScore

EXAMPLES = Path(__file__).resolve().parent.parent / "data" / "british_examples.jsonl"
B = ("--ruleset", "british")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = score_cmd.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def batch(*lines: dict) -> tuple[int, list[dict]]:  # type: ignore[type-arg]
    out = io.StringIO()
    code = score_cmd.run_batch([json.dumps(x) for x in lines], out)
    return code, [json.loads(x) for x in out.getvalue().splitlines()]


def test_the_before_stop_hands(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "345m678p22s99s [777z] +9s", *B, "--seat", "W", "--round", "S", "--json")
    obj = json.loads(out)
    assert code == 0 and obj["total"] == 56 and (obj["basic"], obj["doubles"], obj["raw"]) == (28, 1, 56)
    assert list(obj) == ["valid", "total", "basic", "doubles", "raw", "limit", "limit_points", "items", "arrangement"]
    assert obj["limit"] == "none" and obj["limit_points"] == 1000
    assert {"name": "Exposed pung of terminals 9s", "points": 4, "tiles": "999s"} in obj["items"]
    assert {"name": "Pung or Kong of any Dragon 7z", "doubles": 1, "tiles": "777z"} in obj["items"]
    code, out, _ = run(capsys, "23m678p66z [555z] [777z] +4m", "--json")
    assert code == 0 and json.loads(out)["total"] == 60


def test_every_british_example_through_the_batch(capsys: pytest.CaptureFixture[str]) -> None:
    examples = [json.loads(x) for x in EXAMPLES.read_text(encoding="utf-8").splitlines() if x.strip()]
    code, _out, _ = run(capsys, "--batch", str(EXAMPLES))
    got = [json.loads(x) for x in _out.splitlines()]
    assert code == 0 and len(got) == len(examples) >= 16
    for ex, obj in zip(examples, got):
        e = ex["expected"]
        if not ex["valid"]:
            assert obj["valid"] is False and obj["total"] == 0, ex["id"]
            continue
        assert (obj["total"], obj["basic"], obj["doubles"], obj["raw"]) == (
            e["score"],
            e["basic"],
            e["doubles_total"],
            e["raw"],
        ), ex["id"]
        assert [[i["name"], i["points"]] for i in obj["items"] if "points" in i] == e["points"], ex["id"]
        assert [[i["name"], i["doubles"]] for i in obj["items"] if "doubles" in i] == e["doubles"], ex["id"]
        if "losers" in ex:
            assert obj["payments"] == ex["payments"], ex["id"]
            for seat, le in ex["losers_expected"].items():
                mine = obj["losers"][seat]
                assert (mine["total"], mine["basic"], mine["doubles"]) == (
                    le["score"],
                    le["basic"],
                    le["doubles_total"],
                )
                assert [[i["name"], i["points"]] for i in mine["items"] if "points" in i] == le["points"]
        else:
            assert "payments" not in obj


def test_the_receipts_of_the_examples() -> None:
    # what each loser pays the winner (B5.1, East double): the settlement with losers who score alike
    examples = [json.loads(x) for x in EXAMPLES.read_text(encoding="utf-8").splitlines() if x.strip()]
    for ex in examples:
        if not ex["valid"]:
            continue
        code, (obj,) = batch({k: ex[k] for k in ("hand", "win", "seat", "round", "ruleset", "flags")})
        winner = Seat(ex["seat"])
        ctx = WinContext(seat=winner, self_drawn=ex["win"] == "self")
        claim = WinClaim(winner, BritishScore(valid=True, total=obj["total"]), ctx)
        alike = {s: BritishScore(valid=True, total=0) for s in SEATS if s is not winner}
        got = settle_hand(BRITISH, HandOutcome((claim,), alike))
        assert code == 0 and {p.payer.value: p.amount for p in got.payments} == ex["receipts"], ex["id"]


def test_flags_map_as_b7_says(capsys: pytest.CaptureFixture[str]) -> None:
    def total(*argv: str) -> int:
        code, out, err = run(capsys, *argv, *B, "--json")
        assert code == 0, err
        return int(json.loads(out)["total"])

    hand = "23m456p789s11s [555m] +4m"
    assert total(hand) == 22
    assert total(hand, "--win", "self") == 24  # from the wall
    assert total(hand, "--win", "self", "--final-draw") == 34  # last tile of the wall
    assert total("23m456p789s11s [5555m] +4m", "--win", "self", "--kong-supplement") == 40  # a loose tile
    assert total(hand + " 3f", "--seat", "S", "--win", "self", "--kong-supplement") == 38  # a loose tile for a flower
    assert total(hand, "--robbing-kong") == 44  # snatching a kong
    assert total("123m456p789s11s55s +5s", "--win", "self", "--heaven") == 192  # Original Hand, East
    assert total("23m456p789s111p22s +4m", "--standing-hand") == total("23m456p789s111p22s +4m", "--standing") == 128
    code, rows = batch({"hand": "23m456p789s111p22s +4m", "ruleset": "british", "flags": ["standing_hand"]})
    assert code == 0 and rows[0]["total"] == 128


@pytest.mark.parametrize(
    "argv, message",
    [
        (["23m456p789s11s [555m] +4m", "--final-discard"], "--final-discard means nothing"),
        (["23m456p789s11s [555m] +4m", "--earth", "--seat", "S"], "--earth means nothing"),
        (["23m456p789s11s [5555m] +4m", "--win", "self", "--final-draw", "--kong-supplement"], "never the last tile"),
        (["23m456p789s11s [555m] +4m", "--kong-supplement", "--win", "self"], "needs a kong in the hand (or a bonus"),
        (["23m456p789s11s [555m] +4m", "--standing-hand"], "no exposed melds"),
        (["23m456p789s11s22m +4m", "--heaven", "--win", "self", "--seat", "S"], "--heaven needs --seat E"),
        (["123m456p11s55s (9999m) +5s", "--heaven", "--win", "self"], "--heaven needs the initial hand"),
        (["23m456p789s11s [555m] +4m", "--loser"], "without the winning tile"),
        (["23m456p789s11s [555m]", "--loser", "--win", "self"], "--loser scores a hand that did not win"),
        (["23m456p789s1s [555m]", "--loser"], "13 tiles"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    code, out, err = run(capsys, *argv, *B)
    assert code == 2 and out == "" and message in err and err.count("\n") == 1 and "Traceback" not in err


def test_zung_jung_has_no_standing_hand_and_no_losers(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "23m678p66z [555z] [777z] +4m", "--standing-hand")
    assert code == 2 and "british" in err
    code, _, err = run(capsys, "23m678p66z [555z] [777z]", "--loser")
    assert code == 2 and "winner's hand only" in err


def test_a_losers_hand(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "111z23m456p7s5z [666z]", "--loser", "--seat", "E", *B, "--json")
    obj = json.loads(out)
    assert code == 0 and (obj["total"], obj["basic"], obj["doubles"]) == (96, 12, 3)
    code, out, _ = run(capsys, "111z23m456p7s5z [666z]", "--loser", "--seat", "E", *B)
    assert code == 0 and "a loser's hand" in out and "12 x 2^3 = 96" in out and "Total: 96" in out
    code, rows = batch({"hand": "111z23m456p7s5z [666z]", "seat": "E", "ruleset": "british", "loser": True})
    assert code == 0 and rows[0]["total"] == 96


def test_the_readable_breakdown_shows_the_arithmetic_and_the_limit(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "345m678p22s99s [777z] +9s", *B, "--seat", "W", "--round", "S")
    assert code == 0 and "28 x 2^1 = 56" in out and "Total: 56" in out and "Pung or Kong of any Dragon 7z" in out
    assert "Arrangement: [777z] 345m 678p 22s 999s" in out and "Limit" not in out
    code, out, _ = run(capsys, "111z222z555z6z [777z] +6z", *B, "--seat", "S")
    assert code == 0 and "62 x 2^7 = 7936" in out and "capped at the limit of 1,000" in out and "Total: 1000" in out


SOUTH_WINS = {"hand": "23m456p789s11s [555m] +4m", "seat": "S", "round": "E", "ruleset": "british"}
LOSERS = {"E": "111z23m456p7s5z [666z]", "W": "77z123m456p789p13s", "N": "222p34m67p89s2z [333z]"}


def test_a_batch_line_with_the_losers_hands() -> None:
    code, (obj,) = batch({**SOUTH_WINS, "losers": LOSERS})
    assert code == 0 and obj["total"] == 22
    assert {s: v["total"] for s, v in obj["losers"].items()} == {"E": 96, "W": 0, "N": 8}
    assert list(obj["losers"]["E"]) == ["total", "basic", "doubles", "items"]
    # S receives 44 + 22 + 22; E receives 2 x 96 from W and 2 x 88 from N; N receives 8 from W
    assert obj["payments"] == {"E": -44 + 192 + 176, "S": 88, "W": -22 - 192 - 8, "N": -22 - 176 + 8}
    assert sum(obj["payments"].values()) == 0


@pytest.mark.parametrize(
    "line, message",
    [
        ({**SOUTH_WINS, "losers": {**LOSERS, "E": "111z23m456p7s5z [666z] +1m"}}, "without the winning tile"),
        ({**SOUTH_WINS, "losers": {**LOSERS, "W": "77z123m456p789p1s"}}, "13 tiles"),
        ({**SOUTH_WINS, "losers": {**LOSERS, "W": "77z123m456p555m13s"}}, "fifth copy of 5m"),
        ({**SOUTH_WINS, "losers": {"E": LOSERS["E"], "W": LOSERS["W"]}}, "the other three seats"),
        ({**SOUTH_WINS, "losers": {**LOSERS, "S": LOSERS["W"]}}, "the other three seats"),
        ({**SOUTH_WINS, "losers": ["E"]}, '"losers" must be an object'),
        (
            {**SOUTH_WINS, "losers": {**LOSERS, "N": "222p34m67p89s2z [333z] 1f"}, "hand": SOUTH_WINS["hand"] + " 1f"},
            "bonus tile 1f",
        ),
        ({**SOUTH_WINS, "ruleset": "zj", "losers": LOSERS}, "winner's hand only"),
        ({"hand": "23m456p789s11s [555m] +4m", "ruleset": "british", "loser": True}, "without the winning tile"),
        ({"hand": "23m456p789s11s [555m]", "ruleset": "british", "loser": "yes"}, '"loser" must be true or false'),
    ],
)
def test_bad_batch_lines(line: dict, message: str) -> None:  # type: ignore[type-arg]
    code, rows = batch(line, SOUTH_WINS)
    assert code == 2 and message in rows[0]["error"] and rows[1]["total"] == 22  # the next line goes on
