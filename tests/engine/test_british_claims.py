"""Classic British claims on scripted walls (B2): chow only by the next player, pung or kong by anyone, Mah Jong
by anyone for any unit; Mah Jong over pung/kong over chow; of several Mah Jong claims the first in turn order
after the discarder wins; robbing an added kong (never a concealed one); after a pung or chow the claimer
discards at once."""

import pytest

from tests.engine.helpers import E, N, S, W, act, british, pass_all
from zjgame.engine import actions as A
from zjgame.engine.codes import Reason, RulingKind
from zjgame.engine.errors import IllegalActionError
from zjgame.engine.events import ClaimWindowOpened, MeldDeclared
from zjgame.engine.invariants import violations
from zjgame.rules.melds import MeldKind
from zjgame.rules.tiles import Tile

T = Tile
P5 = T("5p")
CHOW_456P = A.ClaimChow((T("4p"), P5, T("6p")))
EAST = "123m789m111s99s67z"
CHOWS_ONLY = "46p123s456s789s12z"  # South: a chow of 5p, no win (no pair)
PUNGS = "555p111m234m567m8m"  # West: a pung or a kong of 5p
WINS_BY_CHOW = "46p222s345s678s44z"  # North: Mah Jong on 5p with a chow, not being the next player


def _contest():
    state, _ = british(east=EAST, south=CHOWS_ONLY, west=PUNGS, north=WINS_BY_CHOW, draws="5p")
    state, events = state.apply(E, A.Discard(P5))
    return state, events


def test_who_may_claim_what():
    state, events = _contest()
    assert isinstance(events[-1], ClaimWindowOpened) and events[-1].seats == (S, W, N)
    # B2: chow only by the next player; pung or kong by anyone; Mah Jong by anyone, with any unit.
    assert state.legal_actions(S) == (CHOW_456P, A.PASS)
    assert set(state.legal_actions(W)) == {A.CLAIM_KONG, A.CLAIM_PUNG, A.PASS}
    assert state.legal_actions(N) == (A.CLAIM_WIN, A.PASS)  # North holds 46p too, but may not chow
    with pytest.raises(IllegalActionError) as err:
        state.apply(N, CHOW_456P)
    assert err.value.reason is Reason.CHOW_NEXT_PLAYER_ONLY


def test_mah_jong_beats_pung_beats_chow():
    state, _ = _contest()
    state, _ = state.apply(S, CHOW_456P)
    state, _ = state.apply(W, A.CLAIM_PUNG)
    state, _ = state.apply(N, A.CLAIM_WIN)
    assert state.result.winners == (N,) and state.result.wins[0].discarder is E
    texts = [r.text for r in state.result.rulings if r.kind is RulingKind.PRECEDENCE]
    assert texts == [
        "North's win takes precedence over South's chow on East's 5p.",
        "North's win takes precedence over West's pung on East's 5p.",
    ]
    assert violations(state, full=True) == []


def test_a_pung_beats_a_chow_and_its_claimer_discards_at_once():
    state, _ = _contest()
    state, _ = state.apply(S, CHOW_456P)
    state, _ = state.apply(W, A.CLAIM_PUNG)
    state, events = state.apply(N, A.PASS)
    assert any(isinstance(e, MeldDeclared) and e.seat is W and e.meld.kind is MeldKind.PUNG for e in events)
    # B2: after a pung (or chow) the claimer discards at once: no kong of the fourth 5p, no Standing Hand.
    legal = state.legal_actions(W)
    assert state.turn is W and legal and all(isinstance(a, A.Discard) and not a.standing for a in legal)
    with pytest.raises(IllegalActionError) as err:
        state.apply(W, A.DeclareKong(P5))
    assert err.value.reason is Reason.MUST_DISCARD


def test_of_several_mah_jong_claims_the_first_in_turn_order_after_the_discarder_wins():
    # South discards 5p; East and West both win on it. After South come West, North, East: West wins alone.
    state, _ = british(east="123m456m789m11z46p", west="46p111s234s567s22z", draws="7z 5p", south="1234m1234p1234s5z")
    state, _ = act(state, E, A.Discard(T("7z")))
    state = pass_all(state)
    assert state.turn is S and state.drawn is P5
    state, _ = state.apply(S, A.Discard(P5))
    state, _ = act(state, E, A.CLAIM_WIN)
    state, _ = state.apply(W, A.CLAIM_WIN)
    state = pass_all(state)
    assert state.result.winners == (W,) and len(state.result.wins) == 1
    ruling = state.result.rulings[0]
    assert ruling.kind is RulingKind.INTERCEPTION and ruling.awarded == (W,)
    assert violations(state, full=True) == []


def test_robbing_an_added_kong_counts_as_a_win_on_the_owners_discard():
    # South pungs East's 5p, later draws the fourth and adds it; West, waiting on 5p, snatches it.
    state, _ = british(east=EAST, south="55p123m456m789m1z2z", west=WINS_BY_CHOW, draws="5p 3z 3z 3z 5p")
    state, _ = state.apply(E, A.Discard(P5))
    state, _ = state.apply(S, A.CLAIM_PUNG)
    state = pass_all(state)
    state, _ = state.apply(S, A.Discard(T("1z")))
    for _ in range(3):  # West, North and East discard what they draw
        state = pass_all(state)
        state, _ = state.apply(state.turn, A.Discard(state.drawn))
    state = pass_all(state)
    assert state.turn is S and state.drawn is P5
    state, events = state.apply(S, A.DeclareKong(P5))
    assert events[-1] == ClaimWindowOpened(S, P5, "added_kong", (W,))
    assert state.legal_actions(W) == (A.CLAIM_WIN, A.PASS)  # a kong is robbed only for Mah Jong
    state, _ = state.apply(W, A.CLAIM_WIN)
    win = state.result.wins[0]
    assert win.winner is W and win.discarder is S and win.context.robbing_kong
    assert "Snatching a Kong to go Mah Jongg" in [x.name for x in win.score.lines]
    assert state.melds[S.index][0].kind is MeldKind.PUNG  # the owner's set stays an exposed pung
    assert any(r.kind is RulingKind.ROBBING_KONG for r in state.result.rulings)
    assert violations(state, full=True) == []


def test_a_concealed_kong_is_never_robbed():
    # South waits on 1m; East's concealed kong of 1m opens no window (B2).
    state, _ = british(east="1111m2m456p789p55s", south="23m456p789p111s22z", loose="8s")
    state, events = state.apply(E, A.DeclareKong(T("1m")))
    assert not any(isinstance(e, ClaimWindowOpened) for e in events)
    assert state.window is None and state.melds[E.index][0].kind is MeldKind.CONCEALED_KONG
    assert state.turn is E and state.drawn is T("8s") and state.drawn_supplement
