"""Kongs on scripted walls (ZJ §2): exposed, concealed and added kongs with supplements from the far end,
several kongs in one turn, robbing an added kong (never a concealed one in zj), a win on a supplement."""

import pytest

from tests.engine.helpers import E, N, S, W, act, build_wall, pass_all, pattern_ids, start
from zjgame.engine import actions as A
from zjgame.engine.codes import Reason
from zjgame.engine.errors import IllegalActionError
from zjgame.engine.events import ClaimWindowOpened, MeldDeclared, TileDrawn
from zjgame.engine.round import RoundState
from zjgame.rules.melds import MeldKind
from zjgame.rules.ruleset import ZJ
from zjgame.rules.tiles import Tile

P5 = Tile("5p")


def test_concealed_kong_takes_a_supplement_from_the_far_end_and_is_public():
    wall = build_wall(east="1111m2m456p789p55s", draws="7z", supplements="3s")
    state, _ = RoundState.start(wall, ZJ)
    assert A.DeclareKong(Tile("1m")) in state.legal_actions(E)
    state, events = state.apply(E, A.DeclareKong(Tile("1m")))
    assert events[0] == MeldDeclared(E, events[0].meld)
    assert events[0].meld.kind is MeldKind.CONCEALED_KONG
    assert events[1] == TileDrawn(E, wall[135], supplement=True, seabed=False)
    assert state.supplement_draws == 1 and state.turn is E
    # ZJ §2: the engine makes a concealed kong public.
    assert state.view_for(S).melds[E.index][0].tiles == (Tile("1m"),) * 4


def test_win_on_a_kong_supplement():
    state = start(east="1111m2m456p789p55s", draws="4m", supplements="3m")
    assert A.SELF_DRAWN_WIN not in state.legal_actions(E)
    state, _ = state.apply(E, A.DeclareKong(Tile("1m")))
    assert A.SELF_DRAWN_WIN in state.legal_actions(E)
    state, _ = state.apply(E, A.SELF_DRAWN_WIN)
    win = state.result.wins[0]
    assert win.context.kong_supplement and not win.context.heaven  # East's kong spoils Heaven
    assert "9.2" in pattern_ids(win) and "9.4.1" not in pattern_ids(win)
    assert state.result.payments == (3 * win.value, -win.value, -win.value, -win.value)


def test_exposed_kong_from_a_discard_takes_a_supplement():
    wall = build_wall(east="123m789m111s99s67z", south="555p123s456s789s1z", draws="5p")
    state, _ = RoundState.start(wall, ZJ)
    state, _ = state.apply(E, A.Discard(P5))
    assert A.CLAIM_KONG in state.legal_actions(S) and A.CLAIM_PUNG in state.legal_actions(S)
    state, events = act(state, S, A.CLAIM_KONG)
    state = pass_all(state)
    assert state.melds[S.index][0].kind is MeldKind.EXPOSED_KONG
    assert state.turn is S and state.drawn is wall[135] and state.drawn_supplement


def _punged(north: str = "", west_draw: str = "5p", supplements: str = "") -> RoundState:
    """East discards 5p, West pungs it and discards 9m; everyone discards what they draw until West draws."""
    state = start(
        east="123m789m111s99s67z",
        west="55p2222s3456m789m",
        north=north,
        draws=f"5p 1z 2z 3z {west_draw}",
        supplements=supplements,
    )
    state, _ = state.apply(E, A.Discard(P5))
    if state.window is not None and A.CLAIM_WIN in state.legal_actions(N):
        state, _ = state.apply(N, A.PASS)
    state, _ = act(state, W, A.CLAIM_PUNG)
    state = pass_all(state)
    state, _ = state.apply(W, A.Discard(Tile("9m")))
    for _ in range(3):  # North, East, South draw and discard
        state = pass_all(state)
        state, _ = state.apply(state.turn, A.Discard(state.drawn))
    return pass_all(state)


def test_added_kong_then_a_second_kong_in_the_same_turn():
    state = _punged(supplements="1p 2p")
    assert state.turn is W and state.drawn is P5
    legal = state.legal_actions(W)
    assert A.DeclareKong(P5) in legal and A.DeclareKong(Tile("2s")) in legal
    state, events = state.apply(W, A.DeclareKong(P5))
    added = next(e for e in events if isinstance(e, MeldDeclared))
    assert added.added and added.meld.kind is MeldKind.EXPOSED_KONG and added.source is E
    assert state.drawn is Tile("1p") and state.drawn_supplement
    # ZJ §2: several kongs in one turn.
    state, _ = state.apply(W, A.DeclareKong(Tile("2s")))
    assert state.drawn is Tile("2p") and state.supplement_draws == 2
    kinds = [m.kind for m in state.melds[W.index]]
    assert kinds == [MeldKind.EXPOSED_KONG, MeldKind.CONCEALED_KONG]


def test_robbing_an_added_kong():
    state = _punged(north="11p222p333p777p46p")
    state, events = state.apply(W, A.DeclareKong(P5))
    assert events[-1] == ClaimWindowOpened(W, P5, "added_kong", (N,))
    assert state.legal_actions(N) == (A.CLAIM_WIN, A.PASS)
    with pytest.raises(IllegalActionError, match="can only be robbed by a win") as info:
        state.apply(N, A.CLAIM_PUNG)
    assert info.value.reason is Reason.KONG_ROBBED_ONLY_BY_WIN
    state, _ = state.apply(N, A.CLAIM_WIN)
    win = state.result.wins[0]
    assert win.winner is N and win.discarder is W and win.context.robbing_kong
    assert "9.3" in pattern_ids(win)
    # North's last discard came after East's 5p, so the kong's owner West is responsible.
    assert win.responsible is W
    assert [r.kind for r in state.result.rulings] == ["robbing_kong", "responsibility"]
    assert state.melds[W.index][0].kind is MeldKind.PUNG  # the kong never happened


def test_robbed_kong_responsibility_follows_the_rule_literally():
    """ZJ §2 decision: North (no discard yet) could already have won on East's 5p that South punged: East pays,
    South (the kong's owner) only followed with 5p and is immune."""
    state = start(
        east="99m123s456s789s67z",
        south="55p9m1234m567m111z",
        north="11p222p333p777p46p",
        draws="5p 5p",
    )
    state, _ = state.apply(E, A.Discard(P5))
    state, _ = state.apply(S, A.CLAIM_PUNG)
    state, _ = state.apply(N, A.PASS)  # declines Earth
    state, _ = state.apply(S, A.Discard(Tile("9m")))
    state, _ = act(state, E, A.CLAIM_PUNG)
    state = pass_all(state)
    state, _ = state.apply(E, A.Discard(Tile("7z")))
    state = pass_all(state)
    assert state.turn is S and state.drawn is P5
    state, _ = state.apply(S, A.DeclareKong(P5))
    state, _ = state.apply(N, A.CLAIM_WIN)
    win = state.result.wins[0]
    assert win.value > 25
    assert (win.discarder, win.responsible, win.immune) == (S, E, (S,))
    assert state.result.payments[E.index] == -(3 * win.value - 50)
    assert state.result.payments[S.index] == -25


def test_a_concealed_kong_is_never_robbed_in_zj():
    # North waits on 1m with Thirteen Terminals; East's concealed kong of 1m opens no window.
    state = start(east="1111m2m456p789p55s", north="9m19p19s12345677z", draws="7z")
    state, events = state.apply(E, A.DeclareKong(Tile("1m")))
    assert state.window is None and not any(isinstance(e, ClaimWindowOpened) for e in events)
    assert state.turn is E and state.drawn_supplement


def test_two_robbers_of_an_added_kong_interception_applies():
    state = start(
        east="123m789m111s99s67z",
        south="123m456m789m11z46p",
        west="55p2222s3456m789m",
        north="11p222p333p777p46p",
        draws="5p 1z 2z 3z 5p",
    )
    state, _ = state.apply(E, A.Discard(P5))
    state, _ = state.apply(S, A.PASS)
    state, _ = state.apply(N, A.PASS)
    state, _ = state.apply(W, A.CLAIM_PUNG)
    state, _ = state.apply(W, A.Discard(Tile("9m")))
    for _ in range(3):
        state = pass_all(state)
        state, _ = state.apply(state.turn, A.Discard(state.drawn))
    state = pass_all(state)
    state, _ = state.apply(W, A.DeclareKong(P5))
    assert state.seats_to_act == (N, S)
    state, _ = state.apply(S, A.CLAIM_WIN)
    state, _ = state.apply(N, A.CLAIM_WIN)
    assert state.result.winners == (N,)
    kinds = [r.kind for r in state.result.rulings]
    assert kinds == ["interception", "robbing_kong", "responsibility"]
    assert "North comes before South" in state.result.rulings[0].text
