"""Payments (ZJ §6 Formal Competition, ZJ §7 Zen Koan): the discard split, responsibility with same-round
immunity and its decisions, East double, deal-in cost and the ready-hand payments."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from zjgame.rules.ruleset import RULESETS as TABLE_RULESETS
from zjgame.rules.ruleset import ZEN_KOAN, ZJ, ZJ_MIN5, ZJ_OLDER
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring.zj import PaymentError, deal_in_cost, payers, ready_hand_settlement, responsible_seat, settle
from zjgame.scoring.zj.explain import responsibility_sentence

# The Zung Jung rulesets (the table plays british too: its own tests are tests/scoring/test_british_*.py and tests/engine/test_british_*.py).
RULESETS = {n: r for n, r in TABLE_RULESETS.items() if r.scoring_system == "zung-jung"}

E, S, W, N = Seat.E, Seat.S, Seat.W, Seat.N


def T(x: str) -> Tile:
    return Tile(x)


# --- Formal Competition settlement ------------------------------------------------------------------


@pytest.mark.parametrize(
    "ruleset, value, self_drawn, discarder, responsible, expected",
    [
        (ZJ, 160, True, None, None, {E: 160, W: 160, N: 160}),  # self-drawn: each pays the value
        (ZJ, 15, False, E, E, {E: 15, W: 15, N: 15}),  # small hand on a discard
        (ZJ, 25, False, E, E, {E: 25, W: 25, N: 25}),  # 25 or less: split equally
        (ZJ, 26, False, E, E, {E: 28, W: 25, N: 25}),  # over 25: 3 x 26 - 50
        (ZJ, 70, False, W, W, {E: 25, W: 160, N: 25}),  # the rules page's 70-point hand
        (ZJ, 70, False, W, None, {E: 70, W: 70, N: 70}),  # nobody responsible: each pays the value
        (ZJ, 70, False, W, E, {E: 160, W: 25, N: 25}),  # immunity moved responsibility to East
        (ZJ_MIN5, 70, False, W, W, {E: 25, W: 160, N: 25}),
        (ZJ_OLDER, 70, False, W, W, {E: 30, W: 150, N: 30}),  # standard score 30
        (ZJ_OLDER, 30, False, W, W, {E: 30, W: 30, N: 30}),
        (ZJ_OLDER, 31, False, W, W, {E: 30, W: 33, N: 30}),
        (ZJ, 320, True, None, None, {E: 320, W: 320, N: 320}),
    ],
)
def test_formal_competition(ruleset, value, self_drawn, discarder, responsible, expected):
    changes = settle(ruleset, value, S, self_drawn, discarder, responsible)
    assert payers(changes) == expected
    assert changes[S] == 3 * value  # the winner always collects 3 x value
    assert sum(changes.values()) == 0


# --- Zen Koan: discarder pays, East double ----------------------------------------------------------


@pytest.mark.parametrize(
    "winner, self_drawn, discarder, expected",
    [
        (E, True, None, {S: 20, W: 20, N: 20}),  # East self-draws a 10: all pay 20
        (E, False, S, {S: 60}),  # East wins on a discard: the discarder pays 60
        (S, True, None, {E: 20, W: 10, N: 10}),  # non-East self-draw: East pays 20, others 10
        (S, False, E, {E: 60}),  # East discards to a winner: East pays 60
        (S, False, W, {W: 30}),  # non-East discards: 30, nobody else pays
    ],
)
def test_zen_koan_east_double(winner, self_drawn, discarder, expected):
    changes = settle(ZEN_KOAN, 10, winner, self_drawn, discarder, discarder)
    assert payers(changes) == expected
    assert changes[winner] == sum(expected.values())
    assert sum(changes.values()) == 0


def test_zen_koan_large_hand_no_split():
    # no 25 split in Zen Koan: the discarder alone pays 3 x value
    assert payers(settle(ZEN_KOAN, 70, W, False, N, N)) == {N: 210}


@pytest.mark.parametrize(
    "ruleset, value, discarder_is_dealer, winner_is_dealer, cost",
    [
        (ZJ, 20, False, False, 20),
        (ZJ, 25, True, False, 25),
        (ZJ, 70, False, False, 160),
        (ZJ, 70, True, True, 160),  # no East double in zj
        (ZJ_OLDER, 70, False, False, 150),
        (ZEN_KOAN, 10, False, False, 30),
        (ZEN_KOAN, 10, True, False, 60),
        (ZEN_KOAN, 10, False, True, 60),
    ],
)
def test_deal_in_cost(ruleset, value, discarder_is_dealer, winner_is_dealer, cost):
    assert deal_in_cost(ruleset, value, discarder_is_dealer, winner_is_dealer) == cost


def test_deal_in_cost_matches_settle():
    for value in (1, 5, 25, 26, 70, 320):
        for ruleset in RULESETS.values():
            changes = settle(ruleset, value, S, False, W, W)
            assert -changes[W] == deal_in_cost(ruleset, value)
            changes = settle(ruleset, value, S, False, E, E)
            assert -changes[E] == deal_in_cost(ruleset, value, discarder_is_dealer=True)


def test_settle_rejects_impossible_inputs():
    with pytest.raises(PaymentError):
        settle(ZJ, 10, S, False, None, None)
    with pytest.raises(PaymentError):
        settle(ZJ, 10, S, False, S, S)


# --- responsibility and same-round immunity ---------------------------------------------------------


def test_the_discarder_is_responsible():
    r = responsible_seat([(E, T("5p")), (S, T("1m")), (W, T("9p"))], N, T("9p"), ZJ)
    assert (r.seat, r.reason, r.immune) == (W, "discarder", ())


def test_followers_are_immune():
    discards = [(N, T("3m")), (E, T("5p")), (S, T("5p"))]
    r = responsible_seat(discards, N, T("5p"), ZJ)
    assert (r.seat, r.reason, r.immune) == (E, "first_discarder", (S,))
    # a 70-point hand: East pays 160, South (immune) only 25
    assert payers(settle(ZJ, 70, N, False, S, r.seat)) == {E: 160, S: 25, W: 25}


def test_two_followers_are_immune():
    discards = [(N, T("3m")), (E, T("5p")), (S, T("5p")), (W, T("5p"))]
    r = responsible_seat(discards, N, T("5p"), ZJ)
    assert (r.seat, r.immune) == (E, (S, W))


def test_winner_threw_it_first_nobody_responsible():
    discards = [(N, T("5p")), (E, T("5p"))]
    r = responsible_seat(discards, N, T("5p"), ZJ)
    assert (r.seat, r.reason, r.immune) == (None, "winner_threw_first", (E,))
    assert payers(settle(ZJ, 70, N, False, E, r.seat)) == {E: 70, S: 70, W: 70}


def test_window_starts_at_the_winners_most_recent_discard():
    # North threw 5p long ago, then 2m: the window starts at 2m, so East is responsible
    discards = [(N, T("5p")), (E, T("7s")), (S, T("1z")), (W, T("9m")), (N, T("2m")), (E, T("5p")), (S, T("5p"))]
    r = responsible_seat(discards, N, T("5p"), ZJ)
    assert (r.seat, r.reason, r.immune) == (E, "first_discarder", (S,))


def test_earlier_discards_outside_the_window_do_not_count():
    # West threw 5p before North's last discard: West is not responsible, the final discarder is
    discards = [(W, T("5p")), (N, T("2m")), (E, T("3s")), (S, T("5p"))]
    r = responsible_seat(discards, N, T("5p"), ZJ)
    assert (r.seat, r.reason) == (S, "discarder")


def test_no_earlier_discard_by_the_winner_window_starts_at_the_deal():
    discards = [(E, T("5p")), (S, T("3m")), (W, T("5p"))]
    r = responsible_seat(discards, N, T("5p"), ZJ)
    assert (r.seat, r.immune) == (E, (W,))


def test_claimed_discards_count():
    # East's 5p was punged by West (it is still in the list); South's later 5p is won on: East is responsible
    discards = [(N, T("1m")), (E, T("5p")), (W, T("9s")), (N, T("2z")), (E, T("7m")), (S, T("5p"))]
    r = responsible_seat(discards, N, T("5p"), ZJ)
    # North's last discard before the win is 2z, so the window is [2z, 7m, 5p]: South is responsible
    assert (r.seat, r.reason) == (S, "discarder")
    discards = [(N, T("1m")), (E, T("5p")), (W, T("9s")), (S, T("5p"))]  # West punged East's 5p, then discarded
    r = responsible_seat(discards, N, T("5p"), ZJ)
    assert (r.seat, r.immune) == (E, (S,))


def test_robbing_a_kong_the_added_tile_is_the_owners_discard():
    # West punged East's 7s and now adds the fourth 7s; North robs it. The window starts at North's 3m.
    discards = [(N, T("3m")), (E, T("7s")), (W, T("1z")), (W, T("7s"))]
    r = responsible_seat(discards, N, T("7s"), ZJ)
    assert (r.seat, r.reason, r.immune) == (E, "first_discarder", (W,))
    alone = [(N, T("3m")), (E, T("2p")), (W, T("7s"))]
    assert responsible_seat(alone, N, T("7s"), ZJ).seat is W


def test_zen_koan_has_no_immunity():
    discards = [(N, T("3m")), (E, T("5p")), (S, T("5p"))]
    r = responsible_seat(discards, N, T("5p"), ZEN_KOAN)
    assert (r.seat, r.reason) == (S, "no_immunity")
    r = responsible_seat([(N, T("5p")), (E, T("5p"))], N, T("5p"), ZEN_KOAN)
    assert r.seat is E


def test_responsibility_rejects_a_list_not_ending_in_the_winning_tile():
    with pytest.raises(PaymentError):
        responsible_seat([(E, T("5p"))], N, T("6p"), ZJ)
    with pytest.raises(PaymentError):
        responsible_seat([], N, T("6p"), ZJ)
    with pytest.raises(PaymentError):
        responsible_seat([(N, T("6p"))], N, T("6p"), ZJ)


def test_explanations_name_the_seats():
    r = responsible_seat([(N, T("3m")), (E, T("5p")), (S, T("5p"))], N, T("5p"), ZJ)
    text = responsibility_sentence(r, N, T("5p"))
    assert "East" in text and "South" in text and "immune" in text


# --- ready-hand payments (Zen Koan) -----------------------------------------------------------------


@pytest.mark.parametrize(
    "ready, expected",
    [
        ((), {E: 0, S: 0, W: 0, N: 0}),
        ((S,), {E: -10, S: 30, W: -10, N: -10}),
        ((E,), {E: 30, S: -10, W: -10, N: -10}),  # East is not doubled
        ((E, W), {E: 15, S: -15, W: 15, N: -15}),
        ((S, W, N), {E: -30, S: 10, W: 10, N: 10}),
        ((E, S, W, N), {E: 0, S: 0, W: 0, N: 0}),
    ],
)
def test_ready_hand_settlement(ready, expected):
    assert ready_hand_settlement(ZEN_KOAN, ready) == expected


@pytest.mark.parametrize("ready", [(), (S,), (E, W), (S, W, N)])
def test_no_ready_hand_payments_in_zj(ready):
    assert ready_hand_settlement(ZJ, ready) == {E: 0, S: 0, W: 0, N: 0}


# --- properties -------------------------------------------------------------------------------------


@given(
    st.sampled_from(sorted(RULESETS)),
    st.integers(1, 480),
    st.sampled_from(SEATS),
    st.booleans(),
    st.sampled_from(SEATS),
    st.booleans(),
)
def test_payments_are_zero_sum(name, value, winner, self_drawn, discarder, nobody):
    if discarder is winner:
        discarder = winner.next
    ruleset = RULESETS[name]
    changes = settle(
        ruleset, value, winner, self_drawn, None if self_drawn else discarder, None if nobody else discarder
    )
    assert sum(changes.values()) == 0
    assert changes[winner] > 0 and all(v <= 0 for s, v in changes.items() if s is not winner)
    if ruleset.zj.payment_scheme == "formal-competition":
        assert changes[winner] == 3 * value


@given(st.sets(st.sampled_from(SEATS)))
def test_ready_hand_settlement_is_zero_sum(ready):
    assert sum(ready_hand_settlement(ZEN_KOAN, ready).values()) == 0
