"""Structured codes: claim-window and ruling kinds are string-valued enums that read as the plain strings of
the records and ``replay --json`` (docs/records.md); an illegal action carries its ``Reason`` code beside the
sentence; ``refuse_win`` says why a win is refused (ZJ §4, §7; ZK §7)."""

import json
from dataclasses import replace

import pytest

from tests.engine.helpers import E, N, S, W, act, discard_drawn, pass_all, start, tiles
from zjgame.engine import actions as A
from zjgame.engine.codes import Reason, RulingKind, WindowKind
from zjgame.engine.errors import IllegalActionError
from zjgame.engine.events import ClaimWindowOpened
from zjgame.engine.illegal import refuse_win
from zjgame.engine.record import result_json
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import ZEN_KOAN, ZJ, ZJ_MIN5
from zjgame.rules.tiles import Tile
from zjgame.scoring import WinContext

EAST = "123m789m111s99s67z"


def test_codes_read_as_their_strings():
    for code in (WindowKind.ADDED_KONG, RulingKind.SEVERAL_WINNERS, Reason.BELOW_MINIMUM):
        text = code.value
        assert code == text and hash(code) == hash(text)
        assert str(code) == f"{code}" == f"{code:>3}".strip() == text
        assert json.dumps({"kind": code, code: 1}) == json.dumps({"kind": text, text: 1})
    assert [k.value for k in WindowKind] == ["discard", "added_kong", "concealed_kong"]
    # docs/records.md names these ruling kinds in replay --json.
    for kind in ("interception", "precedence", "robbing_kong", "responsibility", "several_winners"):
        assert RulingKind(kind).value == kind


def test_windows_and_rulings_carry_their_kinds():
    state = start(east=EAST, south="55p123s456s789s11z", draws="5p")
    state, events = state.apply(E, A.Discard(Tile("5p")))
    opened = events[-1]
    assert isinstance(opened, ClaimWindowOpened) and opened.kind is WindowKind.DISCARD
    assert state.window.kind is WindowKind.DISCARD and state.view_for(S).window.kind is WindowKind.DISCARD
    state, _ = act(state, S, A.CLAIM_PUNG)
    state = pass_all(state)
    assert state.last_ruling.kind is RulingKind.CLAIM and not state.last_ruling.is_notable


def test_replayed_ruling_kinds_are_plain_json_strings():
    # South wins on East's 1z: the responsibility ruling's kind prints as the contract's string.
    state = start(east=EAST, south="123m456p789p55s11z", draws="1z")
    state, _ = state.apply(E, A.Discard(Tile("1z")))
    state, _ = state.apply(S, A.CLAIM_WIN)
    state = pass_all(state)
    assert state.is_finished and state.result.wins[0].winner is S
    assert all(type(r.kind) is RulingKind for r in state.result.rulings)
    text = json.dumps(result_json(state), ensure_ascii=False)
    assert '"kind": "responsibility"' in text and "RulingKind" not in text


@pytest.mark.parametrize(
    "seat, action, reason",
    [
        (S, A.Discard(Tile("1m")), Reason.NOT_YOUR_TURN),
        (E, A.Discard(Tile("5s")), Reason.TILE_NOT_HELD),
        (E, A.CLAIM_PUNG, Reason.NO_WINDOW),
        (E, A.DeclareKong(Tile("1s")), Reason.KONG_TILES_NOT_HELD),
        (E, A.SELF_DRAWN_WIN, Reason.NO_WINNING_HAND),
        (E, A.SetAsideBonus(Tile("1f")), Reason.TILE_NOT_HELD),
    ],
)
def test_an_illegal_turn_action_carries_its_reason(seat, action, reason):
    state = start(east=EAST, draws="5p")
    with pytest.raises(IllegalActionError) as info:
        state.apply(seat, action)
    assert info.value.reason is reason
    assert info.value.seat is seat and info.value.action == action


def test_an_illegal_claim_carries_its_reason():
    state = start(east=EAST, south="55p123s456s789s11z", draws="5p")
    state, _ = state.apply(E, A.Discard(Tile("5p")))
    cases = [
        (E, A.CLAIM_PUNG, Reason.OWN_DISCARD),
        (S, A.Discard(Tile("1s")), Reason.WINDOW_OPEN),
        (S, A.CLAIM_KONG, Reason.TILES_NOT_HELD),
        (S, A.ClaimChow((Tile("4p"), Tile("5p"), Tile("6p"))), Reason.TILES_NOT_HELD),
        (S, A.ClaimChow((Tile("1s"), Tile("2s"), Tile("3s"))), Reason.CHOW_WITHOUT_DISCARD),
        (W, A.ClaimChow((Tile("4p"), Tile("5p"), Tile("6p"))), Reason.CHOW_NEXT_PLAYER_ONLY),
    ]
    for seat, action, reason in cases:
        with pytest.raises(IllegalActionError) as info:
            state.apply(seat, action)
        assert info.value.reason is reason, (seat, action)
    if N not in state.window.seats:
        with pytest.raises(IllegalActionError) as info:
            state.apply(N, A.CLAIM_PUNG)
        assert info.value.reason is Reason.NO_CLAIM
    answered, _ = state.apply(S, A.PASS)
    if answered.window is not None:
        with pytest.raises(IllegalActionError) as info:
            answered.apply(S, A.CLAIM_PUNG)
        assert info.value.reason is Reason.ALREADY_ANSWERED
    finished = start(east="123m456p789p55s11z", draws="1z")
    finished, _ = finished.apply(E, A.SELF_DRAWN_WIN)
    with pytest.raises(IllegalActionError) as info:
        finished.apply(E, A.Discard(Tile("1m")))
    assert info.value.reason is Reason.HAND_OVER


def test_a_non_action_is_refused_with_a_reason_not_a_crash():
    state = start(east=EAST, draws="5p")
    with pytest.raises(IllegalActionError, match="is not an action") as info:
        state.apply(E, "discard 5p")  # type: ignore[arg-type]
    assert info.value.reason is Reason.NOT_AN_ACTION


def _chicken_window(ruleset):
    """West (an exposed pung of 9s) holds 123m 456m 55p 66p: North's 5p would win it a chicken hand, and
    West may pung it."""
    state = start(
        ruleset,
        east="1479m28p379s2347z",
        west="99s123m456m55p66p1z",
        draws="5z5p",
    )
    state, _ = state.apply(E, A.Discard(Tile("9s")))
    state, _ = act(state, W, A.CLAIM_PUNG)
    state = pass_all(state)
    state, _ = state.apply(W, A.Discard(Tile("1z")))
    state = pass_all(state)
    assert state.turn is N and state.drawn is Tile("5p")
    state = discard_drawn(state)
    assert state.window is not None and W in state.window.seats
    return state


def test_a_win_under_the_minimum_is_refused_as_a_chicken_hand():
    # ZJ §7 (zj-min5): a chicken hand does not meet the 5-point minimum; plain zj offers the win.
    assert A.CLAIM_WIN in _chicken_window(ZJ).legal_actions(W)
    state = _chicken_window(ZJ_MIN5)
    assert A.CLAIM_WIN not in state.legal_actions(W) and A.CLAIM_PUNG in state.legal_actions(W)
    with pytest.raises(IllegalActionError, match="or scores under the 5-point minimum") as info:
        state.apply(W, A.CLAIM_WIN)
    assert info.value.reason is Reason.CHICKEN_BELOW_MINIMUM


def _ctx(**flags):
    return WinContext(seat=S, round_wind=E, **flags)


def test_refuse_win_names_why():
    chow = (Meld.chow(Tile("1m"), Tile("1m"), E),)
    # 123m (claimed) 456p 789s 234s + 55s: All Sequences (5), not concealed.
    sequences = tiles("456p789s234s5s")
    assert refuse_win(ZJ_MIN5, sequences, chow, (), Tile("5s"), _ctx()) is None
    ten = replace(ZJ_MIN5, name="min10", scoring=replace(ZJ_MIN5.zj, min_points=10))
    assert refuse_win(ten, sequences, chow, (), Tile("5s"), _ctx()) is Reason.BELOW_MINIMUM
    # 123m (claimed) 456p 888s 567m + 55s: no pattern at all (a chicken hand).
    chicken = tiles("456p888s55s67m")
    assert refuse_win(ZJ, chicken, chow, (), Tile("5m"), _ctx()) is None
    assert refuse_win(ZJ_MIN5, chicken, chow, (), Tile("5m"), _ctx()) is Reason.CHICKEN_BELOW_MINIMUM
    assert refuse_win(ZJ, chicken, chow, (), Tile("9m"), _ctx()) is Reason.NO_WINNING_HAND
    # ZK §7: a kept bonus tile can never be part of a winning hand.
    kept = tiles("456p888s55s6m") + [Tile("1f")]
    assert refuse_win(ZEN_KOAN, kept, chow, (), Tile("7m"), _ctx()) is Reason.BONUS_TILE_KEPT
