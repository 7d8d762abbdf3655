"""Independent audit of the round engine and the match against rules/zung-jung.md §1-§3, §5 (incidental
bonuses), §6 (responsibility) and §7 (Zen Koan table rules), on walls scripted by hand."""

from __future__ import annotations

import pytest

from tests.engine.helpers import SEABED, build_wall, discard_drawn, pass_all, play_to, start
from zjgame.engine import actions as A
from zjgame.engine.errors import IllegalActionError
from zjgame.engine.match import MatchState
from zjgame.engine.round import RoundState
from zjgame.engine.view import Phase
from zjgame.rules.ruleset import ZEN_KOAN, ZJ
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile

E, S, W, N = Seat.E, Seat.S, Seat.W, Seat.N
T = Tile


def ids(win) -> set[str]:
    return {p.id for p in win.score.patterns}


def zero_sum(state: RoundState) -> None:
    assert state.result is not None and sum(state.result.payments) == 0


def claim_all(state: RoundState, claims: dict[Seat, A.Action]) -> RoundState:
    """Answer the open window: the given claims, every other eligible seat passes."""
    for seat, action in claims.items():
        state, _ = state.apply(seat, action)
    return pass_all(state)


# --- §2 interception ------------------------------------------------------------------------------------

# East discards the 5p it draws; its own 14 tiles are no win.
EAST_13T = "1m9m1p9p1s9s1z2z3z4z5z6z6z"
S_WAITS_5P = "234m678m234s678s5p"  # 234m 678m 234s 678s 55p
W_WAITS_5P = "234p678p345s345m5p"  # 234p 678p 55p 345s 345m
N_WAITS_5P = "123m789m123s789s5p"


def test_three_winners_next_seat_intercepts():
    state = start(east=EAST_13T, south=S_WAITS_5P, west=W_WAITS_5P, north=N_WAITS_5P, draws="5p")
    state, _ = state.apply(E, A.Discard(T("5p")))
    assert set(state.seats_to_act) == {S, W, N}
    state = claim_all(state, {N: A.CLAIM_WIN, W: A.CLAIM_WIN, S: A.CLAIM_WIN})
    assert state.result.winners == (S,)
    zero_sum(state)


def test_two_winners_after_a_west_discard_north_intercepts_south():
    # E, S, W discard their first draws; West's draw is 5p. North comes right after West, then E, then S.
    east = EAST_13T
    state = start(
        east=east,
        south=S_WAITS_5P,
        west="1m1m1p1p 2z2z 3z3z 4z 5z 7z7z 9m".replace(" ", ""),
        north=N_WAITS_5P,
        draws="7p 7p 5p",
    )
    state = discard_drawn(state)  # E 7p
    state = discard_drawn(state)  # S 7p (windows passed)
    state = pass_all(state)
    assert state.turn is W and state.drawn is T("5p")
    state, _ = state.apply(W, A.Discard(T("5p")))
    assert set(state.seats_to_act) == {N, S}
    state = claim_all(state, {S: A.CLAIM_WIN, N: A.CLAIM_WIN})
    assert state.result.winners == (N,)
    win = state.result.wins[0]
    assert win.discarder is W and win.responsible is W
    zero_sum(state)


def test_earth_and_responsibility_from_the_deal():
    # South wins on East's very first discard: 1.1 + 1.2 + 1.3 (15) + Earth 155 = 170. South has no discard
    # yet, so the window starts at the deal: East is responsible and pays 3 x 170 - 50 = 460.
    state = start(east=EAST_13T, south=S_WAITS_5P, draws="5p")
    state, _ = state.apply(E, A.Discard(T("5p")))
    state = claim_all(state, {S: A.CLAIM_WIN})
    win = state.result.wins[0]
    assert ids(win) == {"1.1", "1.2", "1.3", "9.4.2"} and win.value == 170
    assert state.result.payments == (-460, 510, -25, -25)


# --- §2 pung / chow ----------------------------------------------------------------------------------

N_33M = "33m456p789p123s55z"  # wins on 3m too (shanpon 333m / 55z)
S_45M = "45m1p3p5p7p9p1s3s5s7s9s2z"
W_24M = "24m2p4p6p8p2s4s6s8s3z4z6z"


def test_chow_only_for_the_next_seat_and_pung_beats_chow():
    state = start(south=S_45M, west=W_24M, north=N_33M, draws="3m")
    state, _ = state.apply(E, A.Discard(T("3m")))
    chow = A.ClaimChow((T("3m"), T("4m"), T("5m")))
    assert chow in state.legal_actions(S)
    assert not any(isinstance(a, A.ClaimChow) for a in state.legal_actions(W))  # 234m, but W is not next
    assert A.CLAIM_PUNG in state.legal_actions(N) and A.CLAIM_WIN in state.legal_actions(N)
    state = claim_all(state, {S: chow, N: A.CLAIM_PUNG})
    assert state.turn is N and state.phase is Phase.DISCARD
    # ZJ §2 decision: after the pung N must discard at once: 456p 789p 123s 55z + [333m] is a complete
    # hand, yet no win is offered; only discards.
    legal = state.legal_actions(N)
    assert legal and all(isinstance(a, A.Discard) for a in legal)
    with pytest.raises(IllegalActionError):
        state.apply(N, A.SELF_DRAWN_WIN)


def test_no_kong_right_after_a_pung():
    north = "33m7z7z7z7z456p789p5s"
    state = start(north=north, draws="3m")
    state, _ = state.apply(E, A.Discard(T("3m")))
    state = claim_all(state, {N: A.CLAIM_PUNG})
    assert state.turn is N
    assert A.DeclareKong(T("7z")) not in state.legal_actions(N)
    with pytest.raises(IllegalActionError):
        state.apply(N, A.DeclareKong(T("7z")))


def test_no_kong_or_win_right_after_a_chow():
    south = "45m7777z456p789p2s"
    state = start(south=south, draws="3m")
    state, _ = state.apply(E, A.Discard(T("3m")))
    chow = A.ClaimChow((T("3m"), T("4m"), T("5m")))
    state = claim_all(state, {S: chow})
    assert state.turn is S and state.phase is Phase.DISCARD
    assert all(isinstance(a, A.Discard) for a in state.legal_actions(S))


# --- §1 seabed / riverbed / wall ------------------------------------------------------------------------


def test_seabed_drawer_may_not_kong_and_wins_final_draw():
    # South holds 777s; the seabed tile (the 70th draw, South's) is the fourth 7s.
    south = "777s123m456m789m1z"
    state = start(south=south, at={SEABED: "7s"})
    state = play_to(state, 0)
    assert state.turn is S and state.drawn is T("7s") and state.draws_left == 0
    assert A.DeclareKong(T("7s")) not in state.legal_actions(S)


def test_final_draw_self_drawn_on_the_seabed():
    south = "7s123m456m789m111z"  # tanki on 7s: 1.2 5 + 7.1 40 + 9.1.1 10 = 55 (1z is not South's wind)
    state = start(south=south, at={SEABED: "7s"})
    state = play_to(state, 0)
    assert state.turn is S and state.drawn is T("7s")
    state, _ = state.apply(S, A.SELF_DRAWN_WIN)
    win = state.result.wins[0]
    assert ids(win) == {"1.2", "7.1", "9.1.1"} and win.value == 55
    assert state.result.payments == (-55, 165, -55, -55)


def test_riverbed_discard_only_for_a_win():
    # South discards the seabed 5p: West (555p) may neither pung nor kong it; North (46p) may win: 9.1.2.
    west = "555p1z1z2z2z3z3z4z4z9m9p"
    north = "123m456m789m11s46p"
    state = start(west=west, north=north, at={SEABED: "5p"})
    state = play_to(state, 0)
    assert state.turn is S and state.drawn is T("5p")
    state, _ = state.apply(S, A.Discard(T("5p")))
    assert state.window is not None and state.window.riverbed
    assert state.legal_actions(W) == ()
    assert set(state.legal_actions(N)) == {A.CLAIM_WIN, A.PASS}
    state = claim_all(state, {N: A.CLAIM_WIN})
    win = state.result.wins[0]
    # 1.1 5 + 1.2 5 + 7.1 40 + 9.1.2 10 = 60; South responsible (North's window: its own last discard on)
    assert ids(win) == {"1.1", "1.2", "7.1", "9.1.2"} and win.value == 60
    zero_sum(state)


def test_riverbed_not_won_is_a_drawn_hand_with_no_payment():
    state = start()
    state = play_to(state, 0)
    state = discard_drawn(state)
    state = pass_all(state)
    assert state.is_finished and state.result.wins == () and state.result.payments == (0, 0, 0, 0)
    assert state.ordinary_draws == 70 and state.supplement_draws == 0


def test_seventy_draws_with_a_kong_leave_fourteen_unused():
    state = start(east="1111m2p5p8p1s4s7s1z2z3z", draws="5z")
    state, _ = state.apply(E, A.DeclareKong(T("1m")))
    assert state.drawn is state.wall[135] and state.drawn_supplement
    state = discard_drawn(state)
    state = play_to(state, 0)
    assert state.ordinary_draws == 69 and state.supplement_draws == 1
    # the tiles never drawn: 52 + 69 .. 134 = 14
    assert 136 - 52 - 69 - 1 == 14


def test_several_kongs_in_one_turn_take_supplements_from_the_far_end():
    state = start(east="1111m2222m3333m9s", draws="5z")
    state, _ = state.apply(E, A.DeclareKong(T("1m")))
    assert state.drawn is state.wall[135]
    state, _ = state.apply(E, A.DeclareKong(T("2m")))
    assert state.drawn is state.wall[134]
    state, _ = state.apply(E, A.DeclareKong(T("3m")))
    assert state.drawn is state.wall[133] and state.turn is E
    assert state.supplement_draws == 3


def test_kong_on_the_last_draw_but_one_gives_a_seabed_supplement():
    # the 69th draw falls to East; East declares the kong it holds; the supplement is the seabed.
    east = "1111m234p567p789s"
    state = start(east=east, supplements="5z", at={52 + 68: "5z"})
    state = play_to(state, 1)
    assert state.turn is E and state.draws_left == 1
    state, _ = state.apply(E, A.DeclareKong(T("1m")))
    assert state.draws_left == 0 and state.drawn is T("5z")
    state, _ = state.apply(E, A.SELF_DRAWN_WIN)
    win = state.result.wins[0]
    # 1.2 5 + 4.3.1 5 + 9.1.1 10 + 9.2 10 = 30
    assert ids(win) == {"1.2", "4.3.1", "9.1.1", "9.2"} and win.value == 30


# --- §2 robbing a kong and §6 responsibility ---------------------------------------------------------------


def test_added_kong_robbed_the_kong_owner_is_responsible():
    # East discards 5p, West pungs it and discards 9m; N, E, S discard their draws; West draws the last 5p
    # and adds it; North (46p) robs: 1.1 5 + 1.2 5 + 7.1 40 + 9.3 10 = 60. North's window starts at its own
    # discard (1z), so the first 5p in it is West's added tile: West pays 3 x 60 - 50 = 130.
    west = "55p9m222s456s789s7z"
    north = "123m456m789m11s46p"
    east = "99m1z2z3z4z5z6z1s3s5s7s9s"
    state = start(east=east, west=west, north=north, draws="5p 1z 2z 3z 5p")
    state, _ = state.apply(E, A.Discard(T("5p")))
    state = claim_all(state, {W: A.CLAIM_PUNG})
    state, _ = state.apply(W, A.Discard(T("9m")))
    state = pass_all(state)
    for _ in range(3):
        state = discard_drawn(state)
    state = pass_all(state)
    assert state.turn is W and state.drawn is T("5p")
    state, _ = state.apply(W, A.DeclareKong(T("5p")))
    assert state.window is not None and state.window.kind == "added_kong"
    assert set(state.legal_actions(N)) == {A.CLAIM_WIN, A.PASS}
    state = claim_all(state, {N: A.CLAIM_WIN})
    win = state.result.wins[0]
    assert win.winner is N and ids(win) == {"1.1", "1.2", "7.1", "9.3"} and win.value == 60
    assert win.discarder is W and win.responsible is W
    assert state.result.payments == (-25, -25, -130, 180)


def test_robbed_kong_the_earlier_punged_discard_inside_the_window_pays():
    # North discards 1p (its last discard). East discards 5p, West pungs it and discards 9m, East pungs the
    # 9m (skipping North) and discards 1z, South discards, West draws the last 5p and adds it; North robs.
    # North's window: N 1p, E 5p, W 9m, E 1z, S 8p, W 5p (the added tile). The first 5p is East's:
    # East pays 130, West only followed (immune), South 25.
    east = "99m1z2z3z4z5z6z1s3s5s7s9s"
    west = "55p9m222s456s789s7z"
    north = "123m456m789m11s46p"
    state = start(east=east, west=west, north=north, draws="8p 8p 8p 1p 5p 8p 5p")
    for _ in range(4):  # E 8p, S 8p, W 8p, N 1p
        state = discard_drawn(state)
    state = pass_all(state)
    assert state.turn is E and state.drawn is T("5p")
    state, _ = state.apply(E, A.Discard(T("5p")))
    state = claim_all(state, {W: A.CLAIM_PUNG})
    state, _ = state.apply(W, A.Discard(T("9m")))
    state = claim_all(state, {E: A.CLAIM_PUNG})
    state, _ = state.apply(E, A.Discard(T("1z")))
    state = pass_all(state)
    state = discard_drawn(state)  # S 8p
    state = pass_all(state)
    assert state.turn is W and state.drawn is T("5p")
    state, _ = state.apply(W, A.DeclareKong(T("5p")))
    state = claim_all(state, {N: A.CLAIM_WIN})
    win = state.result.wins[0]
    assert win.winner is N and win.value == 60 and win.discarder is W
    assert win.responsible is E and W in win.immune
    assert state.result.payments == (-130, -25, -25, 180)


def test_concealed_kong_is_never_robbable_in_zj_not_even_by_thirteen_terminals():
    east = "1111m2345678m2p3p"
    north = "9m9m1p9p1s9s1234567z"  # Thirteen Terminals waiting on 1m
    state = start(east=east, north=north, draws="4p")
    state, _ = state.apply(E, A.DeclareKong(T("1m")))
    assert state.window is None and state.turn is E and state.drawn_supplement


def test_zen_koan_thirteen_terminals_robs_a_concealed_kong():
    east = "1111m2345678m2p3p"
    north = "9m9m1p9p1s9s1234567z"
    wall = build_wall(east=east, north=north, draws="4p", ruleset=ZEN_KOAN)
    state, _ = RoundState.start(wall, ZEN_KOAN)
    if state.drawn is not T("4p"):
        pytest.skip("deal replacements moved East's draw")  # pragma: no cover
    state, _ = state.apply(E, A.DeclareKong(T("1m")))
    assert state.window is not None and A.CLAIM_WIN in state.legal_actions(N)
    state = claim_all(state, {N: A.CLAIM_WIN})
    win = state.result.wins[0]
    assert win.winner is N and "9.3" in ids(win) and "10.1" in ids(win)


# --- §5 Heaven / Earth --------------------------------------------------------------------------------


def test_heaven_on_the_initial_fourteen():
    state = start(east="123m456m789m123p5p", draws="5p")
    assert A.SELF_DRAWN_WIN in state.legal_actions(E)
    state, _ = state.apply(E, A.SELF_DRAWN_WIN)
    win = state.result.wins[0]
    # 1.1 5 + 1.2 5 + 7.1 40 + 9.4.1 155 = 205, each pays 205
    assert ids(win) == {"1.1", "1.2", "7.1", "9.4.1"} and win.value == 205
    assert state.result.payments == (615, -205, -205, -205)


def test_earth_spoiled_by_easts_concealed_kong():
    state = start(east="1111m1z2z3z4z5z6z7z9s9p", south=S_WAITS_5P, draws="7s", supplements="5p")
    state, _ = state.apply(E, A.DeclareKong(T("1m")))
    state, _ = state.apply(E, A.Discard(T("5p")))
    state = claim_all(state, {S: A.CLAIM_WIN})
    win = state.result.wins[0]
    assert "9.4.2" not in ids(win) and win.value == 15


def test_earth_only_on_easts_very_first_discard():
    # East discards 7p first, then (after S, W, N discard their draws) 5p: South's win is no Earth.
    state = start(east=EAST_13T, south=S_WAITS_5P, draws="7p 8s 8s 8s 5p")
    for _ in range(4):
        state = discard_drawn(state)
    state = pass_all(state)
    assert state.turn is E and state.drawn is T("5p")
    state, _ = state.apply(E, A.Discard(T("5p")))
    state = claim_all(state, {S: A.CLAIM_WIN})
    win = state.result.wins[0]
    assert "9.4.2" not in ids(win) and win.value == 15


def test_no_earth_for_a_win_on_a_non_east_first_discard():
    # South discards 5p on its first turn; West wins: not Earth.
    state = start(east=EAST_13T, west=W_WAITS_5P, draws="7p 5p")
    state = discard_drawn(state)
    state = pass_all(state)
    state, _ = state.apply(S, A.Discard(T("5p")))
    state = claim_all(state, {W: A.CLAIM_WIN})
    assert "9.4.2" not in ids(state.result.wins[0])


# --- §3 match -------------------------------------------------------------------------------------------


def _heaven_state(ruleset=ZJ) -> RoundState:
    wall = build_wall(east="123m456m789m123p5p", draws="5p", ruleset=ruleset)
    state, _ = RoundState.start(wall, ruleset)
    state, _ = state.apply(E, A.SELF_DRAWN_WIN)
    return state


def _drawn_state() -> RoundState:
    state = play_to(start(), 0)
    return pass_all(discard_drawn(state))


def test_zj_deal_passes_after_a_win_by_east_and_after_a_draw():
    m = MatchState.new(ZJ, 16)
    m = m.finish_hand(_heaven_state())
    assert m.east_player == 1 and m.totals == (615, -205, -205, -205)
    m = m.finish_hand(_drawn_state())
    assert m.east_player == 2
    m = m.finish_hand(_drawn_state())
    m = m.finish_hand(_drawn_state())
    assert m.east_player == 0 and m.round_wind is Seat.S and sum(m.totals) == 0


def test_zj_heaven_totals_follow_the_player_in_east():
    m = MatchState.new(ZJ, 16).finish_hand(_drawn_state())
    m = m.finish_hand(_heaven_state())  # player 1 is East now
    assert m.totals == (-205, 615, -205, -205)


def test_zen_koan_dealer_keeps_the_deal_after_winning_passes_after_a_draw():
    m = MatchState.new(ZEN_KOAN)
    st = _heaven_state(ZEN_KOAN)
    m = m.finish_hand(st)
    assert m.east_player == 0
    # 9.1.3 Self-Drawn with Heaven; East double: each pays 2 x value
    v = st.result.wins[0].value
    assert "9.1.3" in ids(st.result.wins[0]) and st.result.payments == (6 * v, -2 * v, -2 * v, -2 * v)
    drawn = pass_all(discard_drawn(play_to(RoundState.start(build_wall(ruleset=ZEN_KOAN), ZEN_KOAN)[0], 0)))
    if drawn.is_finished:
        m = m.finish_hand(drawn)
        assert m.east_player == 1


# --- §7 Zen Koan table rules ------------------------------------------------------------------------


def test_zen_koan_several_winners_discarder_pays_each_east_double():
    wall = build_wall(
        east=EAST_13T,
        south=S_WAITS_5P,
        north=N_WAITS_5P,
        west="1m1m1p1p2z2z3z3z4z5z7z7z9m",
        draws="5p",
        ruleset=ZEN_KOAN,
    )
    state, _ = RoundState.start(wall, ZEN_KOAN)
    state, _ = state.apply(E, A.Discard(T("5p")))
    state = claim_all(state, {S: A.CLAIM_WIN, N: A.CLAIM_WIN})
    assert state.result.winners == (S, N)
    vs, vn = (w.value for w in state.result.wins)
    # South: 1.1 + 1.2 + 1.3 + Earth = 170; North: 1.1 + 1.2 + Earth = 165
    assert (vs, vn) == (170, 165)
    assert state.result.payments == (-6 * (vs + vn), 6 * vs, 0, 6 * vn)


def _zk_exhaust(east: str, south: str, west: str, north: str) -> RoundState:
    wall = build_wall(east=east, south=south, west=west, north=north, ruleset=ZEN_KOAN)
    state, _ = RoundState.start(wall, ZEN_KOAN)
    while not state.is_finished:
        state = pass_all(state)
        if state.is_finished:
            break
        state, _ = state.apply(state.turn, A.Discard(state.drawn))
    return state


NOT_READY = ("1m4m7m1p4p7p1s4s7s1z2z3z5z", "2m5m8m2p5p8p2s5s8s1z2z3z6z", "3m6m9m3p6p9p3s6s9s4z4z7z5z")


def test_zen_koan_one_ready_hand_paid_10_by_each():
    state = _zk_exhaust(NOT_READY[0], "123m456m789m123p5p", NOT_READY[1], NOT_READY[2])
    assert state.result.wins == ()
    assert state.result.ready == (S,)
    assert state.result.payments == (-10, 30, -10, -10)


def test_zen_koan_two_ready_hands_15():
    state = _zk_exhaust(NOT_READY[0], "123m456m789m123p5p", NOT_READY[1], "123s456s789s999p1m")
    assert set(state.result.ready) == {S, N}
    assert state.result.payments == (-15, 15, -15, 15)


# --- §7 Zen Koan bonus tiles in the engine ----------------------------------------------------------------

NOT_READY_N = "1m5m9m2p6p3s7s1z2z3z6z7z4z"


def _zk(**kw) -> RoundState:
    state, _ = RoundState.start(build_wall(ruleset=ZEN_KOAN, **kw), ZEN_KOAN)
    return state


def test_zen_koan_bonus_in_the_deal_does_not_spoil_heaven():
    # East is dealt the East flower; its replacement (the last wall tile) is 3p; East's first draw 5p wins.
    # 1.1 5 + 1.2 5 + 7.1 40 + 9.4.1 155 + 9.1.3 5 + seat flower 5 = 215; East self-drawn: each pays 430.
    state = _zk(east="123m456m789m5p1f12p", draws="5p", supplements="3p")
    assert state.bonus[E.index] == (T("1f"),)
    state, _ = state.apply(E, A.SELF_DRAWN_WIN)
    win = state.result.wins[0]
    assert ids(win) == {"1.1", "1.2", "7.1", "9.4.1", "9.1.3", "11.1.2"} and win.value == 215
    assert state.result.payments == (1290, -430, -430, -430)


def test_zen_koan_bonus_drawn_in_play_set_aside_and_a_win_on_the_replacement_scores_win_on_kong():
    # South (tanki on 5p) draws its own flower 2f, sets it aside and draws 5p from the far end:
    # 1.1 5 + 1.2 5 + 7.1 40 + 9.2 10 + 9.1.3 5 + 11.1.2 5 = 70; East pays double.
    state = _zk(
        east=NOT_READY[0],
        south="123m456m789m123p5p",
        west=NOT_READY[1],
        north=NOT_READY[2],
        draws="9s 2f",
        supplements="5p",
    )
    state = discard_drawn(state)
    state = pass_all(state)
    assert state.turn is S and state.drawn is T("2f")
    assert A.SetAsideBonus(T("2f")) in state.legal_actions(S)
    state, _ = state.apply(S, A.SetAsideBonus(T("2f")))
    assert state.drawn is T("5p") and state.drawn is state.wall[143]
    state, _ = state.apply(S, A.SELF_DRAWN_WIN)
    win = state.result.wins[0]
    assert ids(win) == {"1.1", "1.2", "7.1", "9.2", "9.1.3", "11.1.2"} and win.value == 70
    assert state.result.payments == (-140, 280, -70, -70)


def test_zen_koan_a_discarded_bonus_tile_cannot_be_claimed():
    state = _zk(east=NOT_READY[0], south=NOT_READY[1], west=NOT_READY[2], north=NOT_READY_N, draws="3g")
    state, _ = state.apply(E, A.Discard(T("3g")))
    assert state.window is None and state.turn is S


def test_zen_koan_last_drawable_tile_a_bonus_tile_ends_the_hand_drawn():
    # no bonus tile in the deal, none set aside: the 76th draw (wall index 127, North's) is a bonus tile.
    state = _zk(east=NOT_READY[0], south=NOT_READY[1], west=NOT_READY[2], north=NOT_READY_N, at={127: "4g"})
    while not state.is_finished:
        state = pass_all(state)
        if not state.is_finished:
            state, _ = state.apply(state.turn, A.Discard(state.drawn))
    assert state.ordinary_draws == 76 and state.supplement_draws == 0
    assert state.result.wins == () and T("4g") in state.bonus[N.index]
    assert state.result.payments == (0, 0, 0, 0)


# --- more of §2, §3 and §7 ------------------------------------------------------------------------------


def test_no_furiten_a_passed_win_may_be_taken_later():
    # South passes its win on East's 5p; West discards the other 5p it holds; South may win on it.
    west = "5p1m1m2z2z3z3z4z4z7z7z9m9m"
    state = start(east=EAST_13T, south=S_WAITS_5P, west=west, draws="5p 7s 8s")
    state, _ = state.apply(E, A.Discard(T("5p")))
    assert A.CLAIM_WIN in state.legal_actions(S)
    state = pass_all(state)
    state = discard_drawn(state)  # South discards 7s
    state = pass_all(state)
    assert state.turn is W
    state, _ = state.apply(W, A.Discard(T("5p")))
    assert A.CLAIM_WIN in state.legal_actions(S)
    state = claim_all(state, {S: A.CLAIM_WIN})
    assert state.result.winners == (S,)
    win = state.result.wins[0]
    # South's window starts at its own 7s: the first 5p after it is West's. 15 <= 25: each pays 15.
    assert win.responsible is W and win.value == 15 and state.result.payments == (-15, 45, -15, -15)


def _zk_two_winners_with_east() -> RoundState:
    # East discards its first draw; South discards 5p: West and East both win (no interception).
    state = _zk(east="123m456m789m123p5p", south=NOT_READY[1], west=W_WAITS_5P, north=NOT_READY[2], draws="9s 5p")
    state = discard_drawn(state)
    state = pass_all(state)
    state, _ = state.apply(S, A.Discard(T("5p")))
    return claim_all(state, {E: A.CLAIM_WIN, W: A.CLAIM_WIN})


def test_zen_koan_east_among_several_winners_keeps_the_deal():
    state = _zk_two_winners_with_east()
    assert set(state.result.winners) == {E, W}
    by = {w.winner: w.value for w in state.result.wins}
    # South pays each winner 3 x value, East's win doubled
    assert state.result.payments[S.index] == -(6 * by[E] + 3 * by[W])
    zero_sum(state)
    m = MatchState.new(ZEN_KOAN).finish_hand(state)
    assert m.east_player == 0


def test_zen_koan_deal_passes_after_another_seats_win():
    wall = build_wall(
        east=EAST_13T,
        south=S_WAITS_5P,
        north=N_WAITS_5P,
        west="1m1m1p1p2z2z3z3z4z5z7z7z9m",
        draws="5p",
        ruleset=ZEN_KOAN,
    )
    state, _ = RoundState.start(wall, ZEN_KOAN)
    state, _ = state.apply(E, A.Discard(T("5p")))
    state = claim_all(state, {S: A.CLAIM_WIN})
    m = MatchState.new(ZEN_KOAN).finish_hand(state)
    assert m.east_player == 1


def test_zen_koan_three_ready_hands_paid_10_each_by_the_fourth():
    state = _zk_exhaust(NOT_READY[0], "123m456m789m123p5p", "123s456s789s999p1m", "234m678m234s678s5z")
    assert set(state.result.ready) == {S, W, N}
    assert state.result.payments == (-30, 10, 10, 10)


def test_zj_game_of_sixteen_hands_ends_and_rounds_advance():
    m = MatchState.new(ZJ)
    assert m.hands_in_game == 16
    winds = []
    for _ in range(16):
        assert not m.is_finished
        winds.append(m.round_wind)
        m = m.finish_hand(_drawn_state())
    assert m.is_finished
    assert winds == [Seat.E] * 4 + [Seat.S] * 4 + [Seat.W] * 4 + [Seat.N] * 4


def test_zen_koan_waiting_only_on_a_fifth_copy_is_not_ready():
    # South's only wait is 1p, of which it holds all four: not ready (ZK §7 decision); nobody is paid.
    state = _zk_exhaust(NOT_READY_N, "123m456m789m1111p", NOT_READY[1], NOT_READY[2])
    assert state.result.ready == () and state.result.payments == (0, 0, 0, 0)


def test_zen_koan_bonus_set_aside_in_play_spoils_heaven_the_replacement_scores_win_on_kong():
    # ZJ §5: Heaven's winning tile is East's first draw (the 14th tile); ZK §7 exempts only bonus tiles set
    # aside during the deal, and a self-drawn win on a replacement scores 9.2. East's first draw is its
    # flower 1f, set aside; the replacement 5p completes the hand: 1.1 5 + 1.2 5 + 7.1 40 + 9.2 10 +
    # 9.1.3 5 + 11.1.2 5 = 70, no 9.4.1. East self-drawn: each pays 140.
    state = _zk(
        east="123m456m789m123p5p",
        south=NOT_READY[1],
        west=NOT_READY[2],
        north=NOT_READY_N,
        draws="1f",
        supplements="5p",
    )
    state, _ = state.apply(E, A.SetAsideBonus(T("1f")))
    assert state.drawn is T("5p")
    state, _ = state.apply(E, A.SELF_DRAWN_WIN)
    win = state.result.wins[0]
    assert ids(win) == {"1.1", "1.2", "7.1", "9.2", "9.1.3", "11.1.2"} and win.value == 70
    assert state.result.payments == (420, -140, -140, -140)


def test_winner_threw_the_tile_first_nobody_responsible_each_pays_the_value():
    # West (tanki 5p, 123m 456m 789m 123p: 1.1 + 1.2 + 7.1 = 50) draws 5p, declines the win and discards it;
    # North discards; East draws and discards 5p; West wins on it. West threw 5p first in its window:
    # nobody is responsible, each pays 50 (not 25/25/100).
    state = start(east=EAST_13T, west="123m456m789m123p5p", draws="7p 8s 5p 8s 5p")
    state = discard_drawn(state)  # E 7p
    state = discard_drawn(state)  # S 8s
    state = pass_all(state)
    assert state.turn is W and A.SELF_DRAWN_WIN in state.legal_actions(W)
    state, _ = state.apply(W, A.Discard(T("5p")))
    state = pass_all(state)
    state = discard_drawn(state)  # N 8s
    state = pass_all(state)
    assert state.turn is E and state.drawn is T("5p")
    state, _ = state.apply(E, A.Discard(T("5p")))
    state = claim_all(state, {W: A.CLAIM_WIN})
    win = state.result.wins[0]
    assert win.winner is W and win.value == 50 and win.responsible is None and win.discarder is E
    assert state.result.payments == (-50, -50, 150, -50)
