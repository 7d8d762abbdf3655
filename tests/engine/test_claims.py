"""Claim windows on scripted walls (ZJ §2): interception, precedence, chow only for the next seat,
the claimer discarding at once, declining a win."""

import pytest

from tests.engine.helpers import E, N, S, W, act, pass_all, pattern_ids, start, tiles
from zjgame.engine import actions as A
from zjgame.engine.codes import Reason
from zjgame.engine.errors import IllegalActionError
from zjgame.engine.events import ClaimResolved, ClaimWindowOpened, HandWon, MeldDeclared
from zjgame.engine.view import Phase
from zjgame.rules.melds import MeldKind
from zjgame.rules.tiles import Tile

P5 = Tile("5p")
EAST = "123m789m111s99s67z"  # East discards the 5p it draws first
WAIT_S = "123m456m789m11z46p"  # waits on 5p (and may chow it)
WAIT_W = "123s456s789s22z46p"
WAIT_N = "111p999p777s44z46p"


def test_three_winners_first_after_discarder_intercepts():
    state = start(east=EAST, south=WAIT_S, west=WAIT_W, north=WAIT_N, draws="5p")
    state, events = state.apply(E, A.Discard(P5))
    assert events[-1] == ClaimWindowOpened(E, P5, "discard", (S, W, N))
    assert state.seats_to_act == (S, W, N)
    # Answers may come in any order; the engine collects them, then resolves.
    for seat in (N, W, S):
        state, events = state.apply(seat, A.CLAIM_WIN)
    resolved = next(e for e in events if isinstance(e, ClaimResolved))
    assert resolved.ruling.kind == "interception"
    assert resolved.ruling.text == (
        "West and North also claimed the win on 5p. After the discarder East, South comes before West and North, "
        "so South's win intercepts theirs."
    )
    wins = [e.win for e in events if isinstance(e, HandWon)]
    assert [w.winner for w in wins] == [S]
    assert state.result.winners == (S,)
    # The record lists the answers in turn order from the discarder.
    assert [(s, a.type) for s, a in state.actions()] == [(E, "discard"), (S, "win"), (W, "win"), (N, "win")]


def test_two_winners_text_names_the_order():
    state = start(east=EAST, south="123m456m789m11z88s", west=WAIT_W, north=WAIT_N, draws="5p")
    state, _ = state.apply(E, A.Discard(P5))
    assert state.seats_to_act == (W, N)
    state, _ = state.apply(N, A.CLAIM_WIN)
    state, events = state.apply(W, A.CLAIM_WIN)
    ruling = next(e for e in events if isinstance(e, ClaimResolved)).ruling
    assert ruling.text == (
        "North also claimed the win on 5p. After the discarder East, West comes before North, "
        "so West's win intercepts North's."
    )
    assert state.result.winners == (W,)
    assert [r["kind"] for r in state.result.to_json()["rulings"]] == ["interception", "responsibility"]


def test_pung_beats_chow_and_the_claimer_discards_at_once():
    state = start(east=EAST, south="46p123s456s789s11z", west="55p123m456m789m22z", draws="5p")
    state, _ = state.apply(E, A.Discard(P5))
    chow = A.ClaimChow(tuple(tiles("456p")))
    assert chow in state.legal_actions(S)
    assert A.CLAIM_PUNG in state.legal_actions(W)
    state, _ = state.apply(S, chow)
    state, _ = state.apply(W, A.CLAIM_PUNG)
    state = pass_all(state)
    ruling = state.last_ruling
    assert ruling.kind == "precedence"
    assert ruling.text == "West's pung takes precedence over South's chow on East's 5p."
    assert state.turn is W and state.phase is Phase.DISCARD
    meld = state.melds[W.index][-1]
    assert meld.kind is MeldKind.PUNG and meld.claimed is P5 and meld.source is E
    assert state.rivers[E.index][-1].claimed_by is W
    # ZJ §2 decision: after a pung the claimer discards at once: no kong, no win.
    assert all(isinstance(a, A.Discard) for a in state.legal_actions(W))
    with pytest.raises(IllegalActionError, match="must discard at once") as info:
        state.apply(W, A.SELF_DRAWN_WIN)
    assert info.value.reason is Reason.MUST_DISCARD
    # Any tile may be discarded, and the next seat then draws.
    state, _ = state.apply(W, A.Discard(Tile("9m")))
    assert state.turn is N or state.window is not None


def test_chow_only_for_the_next_seat():
    state = start(
        east=EAST, south="123m456m789m11z88s", west="46p55p123m458m222z", north="46p123s456s788s11z", draws="5p"
    )
    state, _ = state.apply(E, A.Discard(P5))
    assert state.legal_actions(W) == (A.CLAIM_PUNG, A.PASS)
    assert N not in state.seats_to_act  # North holds 46p but may not chow East's discard
    with pytest.raises(IllegalActionError, match="only South, the next player after East, may chow"):
        state.apply(W, A.ClaimChow(tuple(tiles("456p"))))
    with pytest.raises(IllegalActionError, match="North has no claim on 5p") as info:
        state.apply(N, A.PASS)
    assert info.value.reason is Reason.NO_CLAIM


def test_chow_by_the_next_seat():
    state = start(east=EAST, south="46p123s456s789s11z", draws="5p")
    state, _ = state.apply(E, A.Discard(P5))
    state, events = act(state, S, A.ClaimChow(tuple(tiles("456p"))))
    state = pass_all(state)
    meld = state.melds[S.index][-1]
    assert meld.kind is MeldKind.CHOW and meld.tiles == tuple(tiles("456p")) and meld.claimed is P5
    assert state.turn is S and state.phase is Phase.DISCARD


def test_a_win_may_be_declined_and_taken_later():
    """No furiten (ZJ §2): South passes East's 5p and wins on the next 5p."""
    state = start(east=EAST, south=WAIT_S, west="55s123m456m789m22z", draws="5p 9s 5p")
    state, _ = state.apply(E, A.Discard(P5))
    state, _ = state.apply(S, A.PASS)
    assert state.window is None and state.turn is S
    state, _ = state.apply(S, A.Discard(Tile("9s")))  # South's draw was 9s
    state = pass_all(state)
    state, _ = state.apply(W, A.Discard(P5))  # West drew the other 5p
    assert A.CLAIM_WIN in state.legal_actions(S)
    state, _ = state.apply(S, A.CLAIM_WIN)
    state = pass_all(state)
    assert state.result.winners == (S,)
    assert "9.4.2" not in pattern_ids(state.result.wins[0])  # not East's first discard


def test_precedence_of_a_win_over_a_pung():
    state = start(east=EAST, south="55p234m567m11z88s9s", west=WAIT_W, draws="5p")
    state, _ = state.apply(E, A.Discard(P5))
    state, _ = state.apply(S, A.CLAIM_PUNG)
    state, events = state.apply(W, A.CLAIM_WIN)
    state = pass_all(state)
    assert state.result.winners == (W,)
    kinds = {r.kind: r.text for r in state.result.rulings}
    assert kinds["precedence"] == "West's win takes precedence over South's pung on East's 5p."
    assert any(isinstance(e, MeldDeclared) for e in events) is False


@pytest.mark.parametrize("ruleset_name, offered", [("zj", True), ("zj-min5", False)])
def test_a_chicken_hand_is_not_offered_under_the_5_point_minimum(ruleset_name, offered):
    from zjgame.rules.ruleset import get_ruleset

    state = start(get_ruleset(ruleset_name), east=EAST, south="99m123p456s78s22z5z", draws="9m 6s")
    state, _ = state.apply(E, A.Discard(Tile("9m")))
    state, _ = act(state, S, A.CLAIM_PUNG)
    state = pass_all(state)
    state, _ = state.apply(S, A.Discard(Tile("5z")))
    state = pass_all(state)
    state, _ = state.apply(W, A.Discard(Tile("6s")))
    # 123p 456s 678s 22z [999m]: no pattern at all (a chicken hand, ZJ §4).
    assert (A.CLAIM_WIN in state.legal_actions(S)) is offered
    if offered:
        state, _ = state.apply(S, A.CLAIM_WIN)
        state = pass_all(state)
        assert state.result.wins[0].score.chicken and state.result.wins[0].value == 1
