"""The end of a hand on scripted walls (ZJ §1, §5, §6): the seabed and riverbed, the seabed drawer unable to
kong, an exhaustive draw, Heaven and Earth and their invalidation by East's concealed kong, same-round immunity
through real discards."""

import pytest

from tests.engine.helpers import SEABED, E, N, S, W, discard_drawn, pass_all, pattern_ids, play_to, start
from zjgame.engine import actions as A
from zjgame.engine.codes import Reason
from zjgame.engine.errors import IllegalActionError
from zjgame.engine.events import HandDrawn, HandEnded
from zjgame.rules.tiles import Tile


def test_seventy_draws_then_an_exhaustive_draw():
    state = start()
    state = play_to(state, 0)
    assert state.draws == 70 and state.turn is S  # the 70th draw falls to South when nobody claims
    assert len(state.wall) - 52 - state.draws == 14  # ZJ §1: 14 tiles always remain unused
    state, events = state.apply(S, A.Discard(state.drawn))
    if state.window is not None:  # somebody could have won on the riverbed: they pass
        state = pass_all(state)
        events = ()
    assert state.is_finished and state.result.is_draw
    assert not events or isinstance(events[-2], HandDrawn) and isinstance(events[-1], HandEnded)
    assert state.result.payments == (0, 0, 0, 0)
    assert state.result.to_json()["winner"] is None and state.result.to_json()["value"] == 0


def test_final_draw_self_drawn_on_the_seabed():
    state = start(south="123m456m789m11z46p", at={SEABED: "5p"})
    state = play_to(state, 0)
    assert state.turn is S and state.drawn is Tile("5p")
    state, _ = state.apply(S, A.SELF_DRAWN_WIN)
    win = state.result.wins[0]
    assert win.context.final_draw and "9.1.1" in pattern_ids(win)


def test_the_seabed_drawer_may_not_kong_and_the_riverbed_is_for_wins_only():
    state = start(
        south="777p123m456m11z6s9s", west="66s123m456m789m2z3z", north="123s456s78s999p11z", at={SEABED: "7p"}
    )
    state = play_to(state, 0)
    assert state.turn is S and state.drawn is Tile("7p")
    assert not any(isinstance(a, A.DeclareKong) for a in state.legal_actions(S))
    with pytest.raises(IllegalActionError, match="the seabed drawer may not declare a kong") as info:
        state.apply(S, A.DeclareKong(Tile("7p")))
    assert info.value.reason is Reason.SEABED_KONG
    # South discards 6s, the riverbed: West holds 66s but only a win may claim it (ZJ §1 decision).
    state, _ = state.apply(S, A.Discard(Tile("6s")))
    assert state.window is not None and state.window.riverbed
    assert state.seats_to_act == (N,)
    with pytest.raises(IllegalActionError, match="riverbed discard 6s may be claimed only for a win") as info:
        state.apply(W, A.CLAIM_PUNG)
    assert info.value.reason is Reason.RIVERBED_WIN_ONLY
    state, _ = state.apply(N, A.CLAIM_WIN)
    win = state.result.wins[0]
    assert win.context.final_discard and "9.1.2" in pattern_ids(win)


def test_riverbed_pung_is_not_offered():
    state = start(west="55s123m456m789m1z2z", at={SEABED: "5s"})
    state = play_to(state, 0)
    state, _ = state.apply(S, A.Discard(Tile("5s")))
    assert state.window is None  # West's pung is not offered on the riverbed: the hand is drawn
    assert state.is_finished and state.result.is_draw


def test_heaven():
    state = start(east="123m456p789p55s11z", draws="1z")
    assert A.SELF_DRAWN_WIN in state.legal_actions(E)
    state, _ = state.apply(E, A.SELF_DRAWN_WIN)
    win = state.result.wins[0]
    assert win.context.heaven and "9.4.1" in pattern_ids(win)


def test_earth_and_its_invalidation_by_easts_concealed_kong():
    south = "123m456m789m11z46p"
    state = start(east="2222s13m79m147p67z", south=south, draws="5p")
    state, _ = state.apply(E, A.Discard(Tile("5p")))
    state, _ = state.apply(S, A.CLAIM_WIN)
    state = pass_all(state)
    assert "9.4.2" in pattern_ids(state.result.wins[0])

    state = start(east="2222s13m79m147p67z", south=south, draws="8s", supplements="5p")
    state, _ = state.apply(E, A.DeclareKong(Tile("2s")))
    state, _ = state.apply(E, A.Discard(Tile("5p")))
    state, _ = state.apply(S, A.CLAIM_WIN)
    state = pass_all(state)
    win = state.result.wins[0]
    assert not win.context.earth and "9.4.2" not in pattern_ids(win)


def test_same_round_immunity_through_real_discards():
    """West waits on 5p; North, East and South each discard a 5p after West's last discard; West wins on South's:
    North discarded it first, so North is responsible and East and South are immune (ZJ §6)."""
    state = start(west="111p222p333p44p67p", draws="1z 2z 3z 5p 5p 5p")
    for _ in range(3):
        state = discard_drawn(state)  # East, South, West
    state = discard_drawn(state)  # North discards 5p
    assert A.CLAIM_WIN in state.legal_actions(W)
    state, _ = state.apply(W, A.PASS)
    state = discard_drawn(state)  # East follows with 5p
    state, _ = state.apply(W, A.PASS)
    state = discard_drawn(state)  # South follows with 5p
    state, events = state.apply(W, A.CLAIM_WIN)
    state = pass_all(state)
    win = state.result.wins[0]
    assert (win.discarder, win.responsible, set(win.immune)) == (S, N, {E, S})
    assert win.value > 25
    assert state.result.payments == (-25, -25, 3 * win.value, -(3 * win.value - 50))
    text = next(r.text for r in state.result.rulings if r.kind == "responsibility")
    assert "North" in text and "immune" in text
    assert isinstance(events[-1], HandEnded) or state.is_finished
