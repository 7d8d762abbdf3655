"""Zen Koan table rules as ruleset data (ZK §7): several winners, Thirteen Terminals robbing a concealed kong,
bonus tiles (set aside in the deal and in play, a bonus seabed), ready-hand payments at an exhaustive draw."""

import pytest

from tests.engine.helpers import E, N, S, W, build_wall, pass_all, pattern_ids, play_to
from zjgame.engine import actions as A
from zjgame.engine.errors import IllegalActionError
from zjgame.engine.events import BonusSetAside, ClaimWindowOpened, TileDrawn
from zjgame.engine.invariants import violations
from zjgame.engine.round import RoundState
from zjgame.rules.ruleset import ZEN_KOAN
from zjgame.rules.tiles import Tile

ZK = ZEN_KOAN
EAST = "123m789m111s99s67z"
SOUTH = "123m456m789m11z46p"  # waits on 5p: All Sequences, Concealed, Nine-Tile Straight
WEST = "123s456s789s22z46p"
NORTH = "111p999p777s44z88m"
NO_1M = "234m456m789m11z46p"
SEABED = 52 + 75  # the 76th draw falls to North when nobody claims


def _start(**kw):
    kw = {"east": EAST, "south": SOUTH, "west": WEST, "north": NORTH, **kw}
    return RoundState.start(build_wall(ruleset=ZK, **kw), ZK)


def test_several_winners_each_paid_by_the_discarder():
    state, _ = _start(draws="5p")
    state, _ = state.apply(E, A.Discard(Tile("5p")))
    state, _ = state.apply(S, A.CLAIM_WIN)
    state, _ = state.apply(W, A.CLAIM_WIN)
    result = state.result
    assert result.winners == (S, W)
    assert result.rulings[0].kind == "several_winners"
    # East discarded: East alone pays each winner 3 x value, doubled for East (ZK §7).
    s, w = result.wins
    assert result.payments == (-6 * (s.value + w.value), 6 * s.value, 6 * w.value, 0)
    assert violations(state, full=True) == []
    json = result.to_json()
    assert json["winner"] == "S" and [x["winner"] for x in json["wins"]] == ["S", "W"]


def test_thirteen_terminals_may_rob_a_concealed_kong():
    state, _ = _start(east="1111m2m456p789p55s", south=NO_1M, north="9m19p19s12345677z", draws="8s")
    state, events = state.apply(E, A.DeclareKong(Tile("1m")))
    assert events[-1] == ClaimWindowOpened(E, Tile("1m"), "concealed_kong", (N,))
    state, _ = state.apply(N, A.CLAIM_WIN)
    win = state.result.wins[0]
    assert win.winner is N and win.context.robbing_kong and "9.3" in pattern_ids(win)
    assert violations(state, full=True) == []


def test_a_concealed_kong_nobody_robs_completes():
    state, _ = _start(east="1111m2m456p789p55s", south=NO_1M, north="9m19p19s12345677z", draws="8s")
    state, _ = state.apply(E, A.DeclareKong(Tile("1m")))
    state, _ = state.apply(N, A.PASS)
    assert state.melds[E.index][0].tiles == (Tile("1m"),) * 4 and state.drawn_supplement
    assert violations(state) == []


def test_bonus_tiles_in_the_deal_are_set_aside_east_first():
    wall = build_wall(
        east="1f2m3m4m5m6m7m8m9m1p2p3p4p",
        south="2f3f4p5p6p7p8p9p1s2s3s4s5s",
        west=WEST,
        north=NORTH,
        ruleset=ZK,
        supplements="6s 1g 5m 8s",
    )
    state, events = RoundState.start(wall, ZK)
    set_aside = [(e.seat, e.tile.value, e.during_deal) for e in events if isinstance(e, BonusSetAside)]
    # East's 1f is replaced by 6s; South's 2f by 1g (a bonus again: replaced by 8s after 3f takes 5m).
    assert set_aside == [(E, "1f", True), (S, "2f", True), (S, "3f", True), (S, "1g", True)]
    assert state.bonus[S.index] == (Tile("2f"), Tile("3f"), Tile("1g"))
    assert not any(t.is_bonus for h in state.hands for t in h)
    assert state.supplement_draws == 4 and violations(state) == []


def test_a_bonus_tile_drawn_in_play_may_be_set_aside_or_kept():
    state, _ = _start(draws="1f 2g", supplements="5s")
    assert A.SetAsideBonus(Tile("1f")) in state.legal_actions(E)
    state, events = state.apply(E, A.SetAsideBonus(Tile("1f")))
    assert events[-1] == TileDrawn(E, Tile("5s"), supplement=True)
    state, _ = state.apply(E, A.Discard(Tile("5s")))
    state = pass_all(state)
    assert state.turn is S and state.drawn is Tile("2g")
    state, events = state.apply(S, A.Discard(Tile("2g")))  # a kept bonus tile is discarded: nobody may claim it
    assert state.window is None and state.turn is W


def test_a_bonus_seabed_ends_the_hand():
    state, _ = _start(at={SEABED: "4g"})
    state = play_to(state, 0)
    assert state.is_finished and state.result.is_draw
    assert Tile("4g") in state.bonus[N.index]


def test_ready_hands_are_paid_at_an_exhaustive_draw():
    state, _ = _start(at={SEABED: "3z"})
    state = play_to(state, 0)
    state, _ = state.apply(N, A.Discard(state.drawn))
    state = pass_all(state)
    result = state.result
    assert result.is_draw
    # South and West wait on 5p, North on 4z/8m, each with 5 points or more: East, not ready, pays each 10.
    assert result.ready == (S, W, N)
    assert result.payments == (-30, 10, 10, 10)
    assert result.to_json()["ready"] == ["S", "W", "N"]


def _open_chicken_hand_drawing_its_winning_tile(ruleset):
    """South pungs East's 9m, then self-draws 6s into 123p 456s 678s 22z [999m]: no pattern of the original 44.
    Under Zen Koan South's own flower (2f, dealt and set aside) and Self-Drawn would add 5 + 5."""
    south = "99m123p456s78s22z" + ("2f" if ruleset.bonus_tiles else "5z")
    wall = build_wall(
        east="123m789m111s99s67z",
        south=south,
        west="123s456s789s44z46p",
        north="111p999p333s33z88m",
        draws="9m 1z 1z 1z 6s",
        supplements="5z" if ruleset.bonus_tiles else "",
        ruleset=ruleset,
    )
    state, _ = RoundState.start(wall, ruleset)
    state, _ = state.apply(E, A.Discard(Tile("9m")))
    state, _ = state.apply(S, A.CLAIM_PUNG)
    state = pass_all(state)
    state, _ = state.apply(S, A.Discard(Tile("5z")))
    state = pass_all(state)
    state, _ = state.apply(W, A.Discard(Tile("1z")))
    state = pass_all(state)
    state, _ = state.apply(N, A.Discard(Tile("1z")))
    state = pass_all(state)
    state, _ = state.apply(E, A.Discard(Tile("1z")))
    state = pass_all(state)
    assert state.drawn is Tile("6s") and state.turn is S
    return state


def test_the_minimum_refuses_a_hand_whose_only_points_are_self_drawn_and_flowers():
    # ZK §7: "Minimum 5 points, met by the original 44 patterns alone (Self-Drawn and bonus tiles do not count)."
    from zjgame.rules.ruleset import ZJ

    state = _open_chicken_hand_drawing_its_winning_tile(ZK)
    assert state.bonus[S.index] == (Tile("2f"),)
    assert A.DeclareSelfDrawnWin() not in state.legal_actions(S)
    with pytest.raises(IllegalActionError):
        state.apply(S, A.DeclareSelfDrawnWin())
    # The same hand under zj (no minimum) is a legal chicken win worth 1.
    state = _open_chicken_hand_drawing_its_winning_tile(ZJ)
    state, _ = state.apply(S, A.DeclareSelfDrawnWin())
    assert state.result.wins[0].score.chicken and state.result.wins[0].value == 1
