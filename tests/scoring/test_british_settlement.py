"""The British settlement (B5): everyone pays the winner, the losers pay each other the difference, East pays and
receives double, zero-sum; East winning, East losing, equal losers, a loser at the limit; and the explainer's
sentences of those payments."""

from __future__ import annotations

import pytest

from tests.scoring.british_helpers import loser, ruleset_with, winner
from zjgame.rules.ruleset import BRITISH
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import (
    DealIn,
    HandOutcome,
    SettlementError,
    WinClaim,
    WinContext,
    cost_of_deal_in,
    settle_hand,
    system_for,
)
from zjgame.scoring.british.result import BritishScore

E, S, W, N = Seat.E, Seat.S, Seat.W, Seat.N


def scored(total: int) -> BritishScore:
    return BritishScore(valid=True, total=total, basic=total, raw=total)


def outcome(win_seat: Seat, value: int, losers: dict[Seat, int], self_drawn: bool = True) -> HandOutcome:
    claim = WinClaim(win_seat, scored(value), WinContext(seat=win_seat, self_drawn=self_drawn))
    return HandOutcome((claim,), {s: scored(v) for s, v in losers.items()})


def test_the_worked_example_of_b5() -> None:
    # round East, North self-draws 84; East holds 16, South 16, West nothing
    north = winner("111p678s5z [999m] [444z] +5z", "self seat=N")
    east = loser("456m79p13s33z8s [222z] 1f", "E")
    south = loser("567m12s67z56p9s (3333p)", "S")
    west = loser("234m678m17p58p24s9s", "W")
    assert (north.total, east.total, south.total, west.total) == (84, 16, 16, 0)
    claim = WinClaim(N, north, WinContext(seat=N, self_drawn=True))
    got = settle_hand(BRITISH, HandOutcome((claim,), {E: east, S: south, W: west}))
    assert got.by_seat() == {E: -136, S: -68, W: -132, N: 336}
    paid = {(p.payer, p.payee): p.amount for p in got.payments}
    assert paid == {(E, N): 168, (S, N): 84, (W, N): 84, (W, E): 32, (W, S): 16}  # E and S are equal: nothing


@pytest.mark.parametrize(
    "winner_seat, value, losers, nets",
    [
        # East wins: every loser pays double; the losers settle among themselves (N > S, W > N, W > S)
        (E, 24, {S: 0, W: 8, N: 2}, {E: 144, S: -58, W: -34, N: -52}),
        # East loses: East pays the winner double and settles its differences double
        (S, 22, {E: 8, W: 0, N: 4}, {E: -20, S: 88, W: -42, N: -26}),
        # all losers equal: they pay each other nothing
        (E, 50, {S: 0, W: 0, N: 0}, {E: 300, S: -100, W: -100, N: -100}),
        # a loser at the limit collects the differences from the other two (East double)
        (W, 30, {S: 1000, E: 0, N: 0}, {W: 120, S: 2970, E: -2060, N: -1030}),
    ],
)
def test_settlements(winner_seat: Seat, value: int, losers: dict[Seat, int], nets: dict[Seat, int]) -> None:
    got = settle_hand(BRITISH, outcome(winner_seat, value, losers))
    assert got.by_seat() == nets and sum(got.nets) == 0
    # B5: net(X) = sum over the other losers Y of f(X, Y) (s(X) - s(Y)), minus what X pays the winner
    for x, sx in losers.items():
        f_w = 2 if E in (x, winner_seat) else 1
        diffs = sum((2 if E in (x, y) else 1) * (sx - sy) for y, sy in losers.items() if y is not x)
        assert got.net(x) == diffs - f_w * value


def test_without_the_east_double_everyone_pays_alike() -> None:
    got = settle_hand(ruleset_with(east_double=False), outcome(N, 22, {E: 8, S: 0, W: 4}))
    assert got.by_seat() == {E: -10, S: -34, W: -22, N: 66}


def test_the_winner_is_paid_on_a_discard_as_when_self_drawn() -> None:
    # B5: no discarder pays more than the others
    assert (
        settle_hand(BRITISH, outcome(S, 22, {E: 8, W: 0, N: 4}, self_drawn=False)).nets
        == settle_hand(BRITISH, outcome(S, 22, {E: 8, W: 0, N: 4})).nets
    )


def test_a_wall_game_pays_nothing_and_a_settlement_needs_every_loser() -> None:
    assert settle_hand(BRITISH, HandOutcome()).nets == (0, 0, 0, 0)
    with pytest.raises(SettlementError, match="no score for N"):
        settle_hand(BRITISH, outcome(S, 22, {E: 8, W: 0}))


def test_one_sentence_per_payment() -> None:
    got = settle_hand(BRITISH, outcome(S, 22, {E: 8, W: 0, N: 4}))
    lines = system_for(BRITISH).explain_payments(got, BRITISH, lambda s: "You" if s is E else s.name_en)
    assert len(lines) == len(got.payments) == 6
    assert lines[0] == "You pay South 44: South's winning score, 22, doubled as East pays and receives double."
    assert "West pays you 16: the difference between your score and West's, 8, doubled" in " ".join(lines)


def test_the_deal_in_cost_is_the_winners_score() -> None:
    cost = cost_of_deal_in(BRITISH, DealIn(S, W, 40, Tile("5p")))
    assert (cost.amount, cost.responsible, cost.self_drawn_share) == (40, False, 40)
    assert cost_of_deal_in(BRITISH, DealIn(E, W, 40, Tile("5p"))).amount == 80  # East pays double
