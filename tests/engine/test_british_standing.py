"""The Standing Hand on scripted walls (B2): declared with the first discard when the 13 tiles left are one tile
from Mah Jong and no claim was made before (East with the opening discard); then the hand is locked: it claims
a discard only for Mah Jong, declares no kong and discards every drawn tile that does not win (a winning draw
offers the win and the discard). Records carry ``"standing": true`` on the discard."""

from dataclasses import replace

import pytest

from tests.engine.helpers import E, N, S, act, british, pass_all
from zjgame.engine import actions as A
from zjgame.engine.codes import Reason
from zjgame.engine.errors import IllegalActionError
from zjgame.engine.invariants import violations
from zjgame.engine.record import hand_record, replay_hand
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import BRITISH, ZJ
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile

T = Tile
READY_EAST = "111m456m789m11z46p"  # waits on 5p once 7z is gone


def _to_turn(state, seat: Seat):
    """Everyone discards what they draw (passing every window) until ``seat`` is on turn."""
    state = pass_all(state)
    while state.turn is not seat:
        state, _ = state.apply(state.turn, A.Discard(state.drawn))
        state = pass_all(state)
    return state


def _declared():
    """East declares a Standing Hand with the opening discard (7z). South then draws 1z, West anything, North
    5p; East draws 1m (a fourth), three more tiles go round, and East draws 5p."""
    state, _ = british(east=READY_EAST, draws="7z 1z 9s 5p 1m 2s 3s 4s 5p")
    standing = [a for a in state.legal_actions(E) if isinstance(a, A.Discard) and a.standing]
    assert standing == [A.Discard(T("7z"), True)]  # only 7z leaves the 13 tiles ready
    state, _ = state.apply(E, A.Discard(T("7z"), True))
    assert state.standing[E.index] == 0 and state.view_for(S).standing == (True, False, False, False)
    return state


def test_east_declares_with_the_opening_discard_and_the_record_carries_it():
    state = _declared()
    record = hand_record(state)
    assert record.to_json()["actions"][0] == {"seat": "E", "type": "discard", "tile": "7z", "standing": True}
    again = replay_hand(record, BRITISH)
    assert again.standing == state.standing and again.actions() == state.actions()


def test_a_locked_hand_claims_only_for_mah_jong_and_declares_no_kong():
    state = _to_turn(_declared(), S)
    state, _ = state.apply(S, A.Discard(T("1z")))  # East holds 11z: no pung for a Standing Hand
    assert state.window is None or E not in state.window.seats
    state = _to_turn(state, N)
    state, _ = state.apply(N, A.Discard(T("5p")))  # East is next and holds 46p, but may only win
    assert state.legal_actions(E) == (A.CLAIM_WIN, A.PASS)
    with pytest.raises(IllegalActionError) as err:
        state.apply(E, A.ClaimChow((T("4p"), T("5p"), T("6p"))))
    assert err.value.reason is Reason.STANDING_LOCKED
    state, _ = state.apply(E, A.PASS)  # B2: a player may decline any win
    state = pass_all(state)
    # East draws a fourth 1m: a locked hand may only discard it (no kong), and nothing else.
    assert state.turn is E and state.drawn is T("1m")
    assert state.legal_actions(E) == (A.Discard(T("1m")),)
    for action in (A.DeclareKong(T("1m")), A.Discard(T("4p"))):
        with pytest.raises(IllegalActionError) as err:
            state.apply(E, action)
        assert err.value.reason is Reason.STANDING_LOCKED
    assert violations(state) == []


def test_a_winning_draw_offers_the_win_and_the_discard_and_scores_the_standing_hand():
    state = _declared()
    state = _to_turn(state, N)
    state, _ = state.apply(N, A.Discard(T("5p")))
    state, _ = state.apply(E, A.PASS)
    state = _to_turn(pass_all(state), E)
    state, _ = state.apply(E, A.Discard(T("1m")))
    state = _to_turn(state, E)
    assert state.drawn is T("5p")
    assert state.legal_actions(E) == (A.SELF_DRAWN_WIN, A.Discard(T("5p")))  # the choice stays the player's
    state, _ = state.apply(E, A.SELF_DRAWN_WIN)
    win = state.result.wins[0]
    assert win.context.standing_hand and "standing_hand" in win.to_json()["flags"]
    assert "Winning with a Standing Hand" in [x.name for x in win.score.lines]
    assert state.result.to_json()["standing"] == ["E"]
    assert violations(state, full=True) == []


def test_no_declaration_after_the_first_discard_or_a_claim_or_without_a_ready_hand():
    state, _ = british(east=READY_EAST, south="77z234p567p789s12s", draws="7z 2m 3m 9s")
    with pytest.raises(IllegalActionError) as err:
        state.apply(E, A.Discard(T("1z"), True))
    assert err.value.reason is Reason.STANDING_NOT_READY
    state, _ = state.apply(E, A.Discard(T("7z")))  # declared nothing
    # South pungs the 7z: a claim made, so no Standing Hand though 1s would leave it ready.
    state, _ = act(state, S, A.CLAIM_PUNG)
    state = pass_all(state)
    assert not any(a.standing for a in state.legal_actions(S))
    with pytest.raises(IllegalActionError) as err:
        state.apply(S, A.Discard(T("1s"), True))
    assert err.value.reason is Reason.STANDING_AFTER_CLAIM
    state, _ = state.apply(S, A.Discard(T("1s")))
    state = _to_turn(state, E)
    # East's second discard: too late, though 9s would leave the hand ready.
    assert state.drawn is T("9s") and not any(a.standing for a in state.legal_actions(E))
    with pytest.raises(IllegalActionError) as err:
        state.apply(E, A.Discard(T("9s"), True))
    assert err.value.reason is Reason.STANDING_NOT_FIRST_DISCARD


def test_zung_jung_has_no_standing_hand():
    from tests.engine.helpers import start

    state = start(east=READY_EAST, draws="7z")
    assert not any(a.standing for a in state.legal_actions(E))
    with pytest.raises(IllegalActionError) as err:
        state.apply(E, A.Discard(T("7z"), True))
    assert err.value.reason is Reason.STANDING_NOT_PLAYED
    assert ZJ.standing_hand is False


def test_the_invariants_catch_a_standing_hand_that_claimed():
    state = pass_all(_declared())
    assert violations(state) == []
    broken = replace(state, melds=((Meld.pung(T("1z"), N),), (), (), ()))
    assert any("Standing Hand" in v for v in violations(broken))


def test_no_declaration_after_claiming_an_exposed_kong():
    # South takes East's 7z for an exposed kong and draws its loose tile: on its own turn, before its first
    # discard, but it has made a claim, so no Standing Hand though discarding 9m would leave it ready.
    state, _ = british(east=READY_EAST, south="777z234p567p789s1s", draws="7z", loose="9m")
    state, _ = state.apply(E, A.Discard(T("7z")))
    state, _ = act(state, S, A.CLAIM_KONG)
    state = pass_all(state)
    assert state.turn is S and state.drawn is T("9m") and state.view_for(S).is_my_turn
    assert not any(a.standing for a in state.legal_actions(S))
    with pytest.raises(IllegalActionError) as err:
        state.apply(S, A.Discard(T("9m"), True))
    assert err.value.reason is Reason.STANDING_AFTER_CLAIM
