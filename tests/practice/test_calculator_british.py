"""The calculator scores a British hand through the same seam: items of points and doubles, the doubling
arithmetic, the limit, and the payments in the British system's own sentences (B4-B5)."""

from __future__ import annotations

from zjgame.practice.calculator import CalcInput, evaluate
from zjgame.rules.seats import Seat


def test_a_british_hand_in_the_calculator() -> None:
    out = evaluate(CalcInput("345m678p22s99s [777z] +9s", seat=Seat.W, round_wind=Seat.S, ruleset="british"))
    assert out.error is None and out.result is not None and out.result.total == 56
    assert "Pung or Kong of any Dragon 7z  1 double" in out.lines
    assert "Exposed pung of terminals 9s  4 = 4" in out.lines
    assert "Basic points 28, doubles 1: 28 x 2^1 = 56" in out.lines and "Total: 56" in out.lines
    assert (
        out.lines[-1]
        == "Each loser pays West 56; East pays 112 (East pays double); the losers settle their differences."
    )


def test_british_flags_and_their_contradictions_in_the_calculator() -> None:
    ok = evaluate(CalcInput("23m456p789s111p22s +4m", seat=Seat.S, flags=("standing_hand",), ruleset="british"))
    assert ok.result is not None and ok.result.total == 128
    bad = evaluate(CalcInput("23m456p789s11s [555m] +4m", seat=Seat.S, flags=("final_discard",), ruleset="british"))
    assert bad.error is not None and "final discard means nothing" in bad.error
    limited = evaluate(CalcInput("111z222z555z6z [777z] +6z", seat=Seat.S, ruleset="british"))
    assert "Limit: 7,936 is capped at the limit of 1,000 (B4)." in limited.lines and "Total: 1000" in limited.lines
