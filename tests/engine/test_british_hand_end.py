"""The end of a classic British hand at the table: every hand shown and scored, winner and losers (B4), and
settled (B5) through the scoring seam; the hand result and its JSON carry every seat's breakdown and the
payments. A wall game scores nothing (B1). Zung Jung results keep their form (no new keys)."""

from tests.engine.helpers import E, N, S, W, act, british, pass_all, start
from zjgame.engine import actions as A
from zjgame.engine.invariants import violations
from zjgame.engine.record import result_json
from zjgame.rules.hand import parse_hand
from zjgame.rules.ruleset import BRITISH
from zjgame.rules.tiles import Tile
from zjgame.scoring import HandOutcome, WinClaim, score_loser, settle_hand

T = Tile


def _worked_example():
    """B5's worked example played out: East holds 1f (replaced in the deal) and pungs South's 2z; South
    declares a concealed kong of 3p; North pungs West's 9m and East's 4z, then self-draws 5z."""
    state, _ = british(
        east="1f456m79p13s33z8s22z",
        south="567m12s67z56p9s333p",
        west="2345m4689p1357s7z",
        north="111p678s5z99m44z1m2p",
        draws="1z 3p 9m 4z 1z 2z 1z 3m 5z",
        loose="1z 6z",
    )
    state, _ = state.apply(E, A.Discard(T("1z")))
    state = pass_all(state)
    state, _ = state.apply(S, A.DeclareKong(T("3p")))
    state, _ = state.apply(S, A.Discard(T("6z")))  # its loose tile
    state = pass_all(state)
    state, _ = act(state, W, A.Discard(T("9m")))
    state, _ = act(state, N, A.CLAIM_PUNG)
    state, _ = act(state, N, A.Discard(T("1m")))
    state, _ = act(state, E, A.Discard(T("4z")))
    state, _ = act(state, N, A.CLAIM_PUNG)
    state, _ = act(state, N, A.Discard(T("2p")))
    state, _ = act(state, E, A.Discard(T("1z")))
    state, _ = act(state, S, A.Discard(T("2z")))
    state, _ = act(state, E, A.CLAIM_PUNG)
    state, _ = act(state, E, A.Discard(T("1z")))  # the loose tile East got for 1f
    for seat in (S, W):
        state = pass_all(state)
        state, _ = state.apply(seat, A.Discard(state.drawn))
    state = pass_all(state)
    assert state.turn is N and state.drawn is T("5z")
    state, _ = state.apply(N, A.SELF_DRAWN_WIN)
    return state


def test_the_worked_example_of_b5_played_at_the_table():
    state = _worked_example()
    result = state.result
    win = result.wins[0]
    assert win.hand.notation() == "111p678s5z [999m] [444z] +5z" and win.value == 84
    losers = {x.seat: x for x in win.losers}
    assert {s: x.hand.notation() for s, x in losers.items()} == {
        E: "456m79p138s33z [222z] 1f",
        S: "567m56p129s67z (3333p)",
        W: "2345m4689p1357s7z",
    }
    assert {s: x.score.total for s, x in losers.items()} == {E: 16, S: 16, W: 0}
    # B5: North receives 168 from East, 84 from South and West; East receives 32 from West, South 16.
    assert result.payments == (-136, -68, -132, 336)
    paid = {(p.payer, p.payee): p.amount for p in win.settlement}
    assert paid == {(E, N): 168, (S, N): 84, (W, N): 84, (W, E): 32, (W, S): 16}
    assert violations(state, full=True) == []


def test_every_hand_is_scored_and_settled_through_the_seam():
    state = _worked_example()
    win = state.result.wins[0]
    # The engine's loser scores and payments are the seam's own, from the hands as shown.
    scores = {}
    for x in win.losers:
        hand = parse_hand(x.hand.notation(), require_winning=False, allow_bonus=True)
        scores[x.seat] = score_loser(hand, x.seat, state.round_wind, BRITISH)
        assert scores[x.seat].total == x.score.total and scores[x.seat].lines == x.score.lines
    settled = settle_hand(BRITISH, HandOutcome((WinClaim(N, win.score, win.context),), scores))
    assert settled.nets == state.result.payments and settled.payments == win.settlement


def test_the_result_json_carries_every_breakdown_and_the_payments():
    out = result_json(_worked_example())
    assert out["winner"] == "N" and out["value"] == 84 and out["payments"] == {"E": -136, "S": -68, "W": -132, "N": 336}
    assert out["breakdown"]["total"] == 84 and out["breakdown"]["basic"] == 42 and out["breakdown"]["doubles"] == 1
    assert out["losers"]["E"] == {
        "hand": "456m79p138s33z [222z] 1f",
        "total": 16,
        "basic": 8,
        "doubles": 1,
        "raw": 16,
        "limit": "none",
        "limit_points": 1000,
        "items": [
            {"name": "Exposed pung of honours 2z", "points": 4, "tiles": "222z"},
            {"name": "Flower or Season 1f", "points": 4, "tiles": "1f"},
            {"name": "Player's own Flower or Season 1f", "doubles": 1, "tiles": "1f"},
        ],
        "arrangement": out["losers"]["E"]["arrangement"],
    }
    assert set(out["losers"]) == {"E", "S", "W"}
    assert {"payer": "E", "payee": "N", "amount": 168, "reason": "winner", "doubled": True} in out["settlement"]
    assert {"payer": "W", "payee": "S", "amount": 16, "reason": "difference", "doubled": False} in out["settlement"]
    assert out["wins"][0]["losers"] == out["losers"] and out["wins"][0]["settlement"] == out["settlement"]
    assert "standing" not in out and "wall_game" not in out


def test_a_zung_jung_result_has_none_of_the_new_keys():
    state = start(east="123m789m111s99s67z", south="123m456p789p55s11z", draws="1z")
    state, _ = state.apply(E, A.Discard(T("1z")))
    state, _ = state.apply(S, A.CLAIM_WIN)
    out = result_json(pass_all(state))
    assert out["winner"] == "S"
    assert not {"breakdown", "losers", "settlement", "standing", "wall_game"} & (set(out) | set(out["wins"][0]))
