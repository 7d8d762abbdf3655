"""The calculator model gives the scorer's result for the shared example hands, and builds hands click by click."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from zjgame.practice.calculator import CalcInput, HandBuilder, evaluate
from zjgame.rules.hand import parse_hand
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import WinContext, score_hand

EXAMPLES = Path("/work/shared/rules/examples.jsonl")
LOCAL = Path(__file__).parent / "examples.jsonl"


def _examples() -> list[dict]:
    path = EXAMPLES if EXAMPLES.exists() else LOCAL
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


@pytest.mark.parametrize("ex", _examples(), ids=lambda e: e["id"])
def test_calculator_matches_the_scorer_and_the_example(ex: dict) -> None:
    inp = CalcInput(
        ex["hand"],
        ex.get("win") == "self",
        Seat(ex.get("seat", "E")),
        Seat(ex.get("round", "E")),
        tuple(ex.get("flags", ())),
        ex.get("ruleset", "zj"),
    )
    out = evaluate(inp)
    assert out.error is None and out.result is not None
    kwargs = {f: True for f in ex.get("flags", ())}
    ctx = WinContext(
        seat=Seat(ex.get("seat", "E")),
        round_wind=Seat(ex.get("round", "E")),
        self_drawn=ex.get("win") == "self",
        **kwargs,
    )
    from zjgame.rules.ruleset import get_ruleset

    direct = score_hand(parse_hand(ex["hand"]), ctx, get_ruleset(ex.get("ruleset", "zj")))
    assert out.result == direct
    assert out.result.total == ex["total"]
    assert f"Total: {ex['total']}" in out.lines
    for pid, _name, _pts in ex["patterns"]:
        assert any(line.startswith(pid + " ") for line in out.lines)


def test_incomplete_and_bad_input() -> None:
    partial = evaluate(CalcInput("23m678p66z [555z]"))
    assert partial.incomplete and partial.error is None and "10 of 14" in partial.lines[0]
    bad = evaluate(CalcInput("23x"))
    assert bad.error is not None
    flags = evaluate(CalcInput("123m456p789s23s55p +4s", flags=("heaven",)))
    assert flags.error is not None and "self-drawn" in flags.error


def test_partial_hands_of_any_size_keep_building() -> None:
    out = evaluate(CalcInput("123m"))
    assert out.incomplete and out.error is None and out.lines[0].startswith("3 of 14 tiles")
    b = HandBuilder.from_text("123m [555z]").add(Tile("4p"))
    assert b.text() == "123m4p [555z]"
    with pytest.raises(ValueError, match="fifth copy"):
        HandBuilder.from_text("1111m2m").add(Tile("1m"))


def test_builder_round_trips_through_the_notation() -> None:
    b = HandBuilder()
    for code in ("2m", "3m", "6p", "7p", "8p", "6z", "6z"):
        b = b.add(Tile(code))
    b = b.add(Tile("5z"), "pung").add(Tile("7z"), "pung").add(Tile("4m"), "winning")
    assert b.text() == "23m678p66z [555z] [777z] +4m"
    assert HandBuilder.from_text(b.text()).text() == b.text()
    out = evaluate(CalcInput(b.text(), seat=Seat.S))
    assert out.result is not None and out.result.total == 60
    assert b.undo().text() == "23m678p66z [555z] [777z]"
    with pytest.raises(ValueError, match="fifth copy"):
        b.undo().add(Tile("5z"), "kong")
    with pytest.raises(ValueError, match="chow cannot start"):
        HandBuilder().add(Tile("8m"), "chow")


def test_toggle_flag_and_payment_line() -> None:
    inp = CalcInput("123m456p789s23s55p +4s", self_drawn=True).toggle_flag("final_draw")
    out = evaluate(inp)
    assert out.result is not None and "9.1.1" in out.result.pattern_ids
    assert any(line.startswith("Self-drawn:") for line in out.lines)
    assert inp.toggle_flag("final_draw").flags == ()


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from zjgame.practice.calculator import MODES, parse_partial  # noqa: E402
from zjgame.rules.tiles import TILES34  # noqa: E402


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(TILES34), st.sampled_from(MODES)), max_size=20))
def test_builder_text_round_trips(clicks) -> None:  # type: ignore[no-untyped-def]
    b = HandBuilder()
    for tile, mode in clicks:
        try:
            b = b.add(tile, mode)
        except ValueError:
            continue  # refused clicks (a fifth copy, too many tiles, a chow past 7) leave the hand as it was
    text = b.text()
    assert b.size <= 14
    if text:
        again = HandBuilder.from_text(text)
        assert again.text() == text
        hand = parse_partial(text)
        assert len(hand.concealed) + 3 * len(hand.melds) + (1 if hand.winning else 0) == b.size
