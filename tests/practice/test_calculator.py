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
    with pytest.raises(ValueError, match="a fifth"):
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
    with pytest.raises(ValueError, match="a fifth"):
        b.undo().add(Tile("5z"), "kong")
    with pytest.raises(ValueError, match="cannot start"):
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


# -- issue 15 item 17: the discarder, the messages; issue 12: British losers and bonus tiles -----------------------
def test_the_discarder_is_chosen_and_the_payments_follow_it() -> None:
    hand = "23m678p66z [555z] [777z] +4m"  # 60 points for South
    by_north = evaluate(CalcInput(hand, seat=Seat.S))  # the default: the seat before the winner (East)
    by_west = evaluate(CalcInput(hand, seat=Seat.S, discarder=Seat.W))
    assert by_north.result.total == by_west.result.total == 60
    assert "On a discard by East:" in by_north.lines and "On a discard by West:" in by_west.lines
    assert any(line.startswith("West pays South 130") for line in by_west.lines)
    assert any(line.startswith("East pays South 25") for line in by_west.lines)
    assert "South receives 180 in all." in by_west.lines
    koan = evaluate(CalcInput(hand, seat=Seat.S, discarder=Seat.E, ruleset="zen-koan"))
    assert any(line.startswith("East pays South 360") for line in koan.lines)  # the discarder alone, East double
    own = evaluate(CalcInput(hand, seat=Seat.S, discarder=Seat.S))  # the winner cannot be the discarder
    assert "On a discard by East:" in own.lines


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("23m678p66z [555z] [777z] +4m1m", "The winning tile (+) comes last: move ⟦1m⟧ before it."),
        ("23M", "Write tiles in lower case"),
        ("23m8z", "There is no tile 8z: the honours are 1z to 7z"),
        ("1111m1m23p", "There are only four of each tile: this is a fifth ⟦1m⟧."),
        ("23m [555z", "never closed"),
        ("23m x", "The character 'x' has no meaning in a hand"),
        ("2345", "needs a suit letter"),
    ],
)
def test_problems_are_told_in_words_not_as_the_parsers_message(text: str, says: str) -> None:
    out = evaluate(CalcInput(text))
    assert out.error is not None and says in out.error, out.error
    assert "position" not in out.error and "(at" not in out.error


def test_a_british_losers_hand_is_scored_as_a_loser() -> None:
    from zjgame.rules.ruleset import get_ruleset
    from zjgame.scoring import score_loser

    hand = "123m456p1s [777z] [222z] 1f"
    out = evaluate(CalcInput(hand, seat=Seat.S, ruleset="british", loser=True))
    expected = score_loser(parse_hand(hand, require_winning=False), Seat.S, Seat.E, get_ruleset("british"))
    assert out.error is None and out.result == expected and f"Total: {expected.total}" in out.lines
    with_win = evaluate(CalcInput("123m456p1s [777z] [222z] +1s", seat=Seat.S, ruleset="british", loser=True))
    assert with_win.error is not None and "no winning tile" in with_win.error


def test_bonus_tiles_are_clicked_into_a_british_hand() -> None:
    b = HandBuilder.from_text("345m678p22s99s [777z] +9s").add(Tile("3f")).add(Tile("1g"))
    assert parse_hand(b.text()) == parse_hand("345m678p22s99s [777z] +9s 3f1g")
    with pytest.raises(ValueError, match="unique"):
        b.add(Tile("3f"))
    assert parse_hand(b.undo().text()) == parse_hand("345m678p22s99s [777z] +9s 3f")
    out = evaluate(CalcInput(b.text(), seat=Seat.W, round_wind=Seat.S, ruleset="british"))
    plain = evaluate(CalcInput("345m678p22s99s [777z] +9s", seat=Seat.W, round_wind=Seat.S, ruleset="british"))
    assert out.error is None and out.result.total > plain.result.total  # B4: bonus tiles score
