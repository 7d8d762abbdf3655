"""Classic British table and wall on scripted walls (B1): 144 tiles, a live wall of 76 draws and a 16-tile kong
box that is never replenished (loose tiles from the end; an empty kong box when a loose tile is needed is a wall
game, in play and in the deal), bonus tiles set aside automatically and recorded as ``bonus`` actions (East
first in the deal, then South, West, North, round again), the last tile of the wall."""

from dataclasses import replace

import pytest

from tests.engine.helpers import (
    FIRST_LOOSE,
    LAST_TILE,
    E,
    N,
    S,
    W,
    act,
    british,
    british_wall,
    build_wall,
    discard_drawn,
    pass_all,
    play_to,
)
from zjgame.engine import actions as A
from zjgame.engine.codes import Reason
from zjgame.engine.errors import IllegalActionError
from zjgame.engine.events import BonusSetAside, TileDrawn
from zjgame.engine.invariants import violations
from zjgame.engine.round import RoundState
from zjgame.engine.wall import WallError
from zjgame.rules.ruleset import BRITISH, ZJ
from zjgame.rules.tiles import Tile

T = Tile


def test_144_tiles_a_live_wall_of_76_and_a_kong_box_of_16():
    assert BRITISH.tile_count == 144 and BRITISH.draws == 76 and BRITISH.dead_wall == 16
    with pytest.raises(WallError):
        RoundState.start(build_wall(ruleset=ZJ), BRITISH)  # B1: 144 tiles, not 136
    state, _ = british()
    view = state.view_for(S)
    # B1: East holds the 14th tile, the first of the 76 live-wall draws; the kong box is untouched.
    assert len(state.hands[E.index]) == 14 and state.ordinary_draws == 1
    assert view.wall_remaining == 75 and view.loose_remaining == 16 and view.dead_wall == 16
    assert violations(state, full=True) == []


def test_loose_tiles_come_from_the_end_and_do_not_shorten_the_live_wall():
    wall = british_wall(east="1111m2222m789p55s", loose="3s 4s")
    state, _ = RoundState.start(wall, BRITISH)
    state, events = state.apply(E, A.DeclareKong(T("1m")))
    assert events[-1] == TileDrawn(E, wall[FIRST_LOOSE], supplement=True, seabed=False)
    state, events = state.apply(E, A.DeclareKong(T("2m")))
    assert events[-1] == TileDrawn(E, wall[FIRST_LOOSE - 1], supplement=True, seabed=False)
    assert state.view_for(N).wall_remaining == 75 and state.view_for(N).loose_remaining == 14
    # B1: the live wall still gives all 76 draws (with one shared budget it would end two draws early).
    state = play_to(state, 0)
    assert state.ordinary_draws == 76 and state.drawn is wall[LAST_TILE] and state.supplement_draws == 2
    assert not state.is_finished
    state = pass_all(discard_drawn(state))  # nobody wins on the last discard: a wall game
    assert state.is_finished and state.result.winners == () and state.result.wall_game == "live_wall"
    assert state.result.payments == (0, 0, 0, 0) and violations(state, full=True) == []


KONG_BOX_HANDS = {
    "east": "1f2f3f4f1g2g3g4g11z22z3z",  # eight bonus tiles: eight loose tiles in the deal
    "south": "1111s2222s3333s5z",
    "west": "5555s6666s7777s6z",
    "north": "7777p8888p9999p7z",
    "draws": "3z",
}


def test_an_empty_kong_box_when_a_loose_tile_is_needed_is_a_wall_game():
    state, _ = british(**KONG_BOX_HANDS)
    assert state.supplement_draws == 8 and len(state.bonus[E.index]) == 8
    state, _ = state.apply(E, A.Discard(T("1z")))
    for seat, kongs in ((S, ("1s", "2s", "3s")), (W, ("5s", "6s", "7s")), (N, ("7p", "8p"))):
        state = pass_all(state)
        assert state.turn is seat
        for tile in kongs:
            state, _ = state.apply(seat, A.DeclareKong(T(tile)))
        if seat is not N:
            state, _ = state.apply(seat, A.Discard(state.drawn))
    assert state.supplement_draws == 16 and state.loose_left == 0 and state.draws_left == 72
    # B1: the kong may be declared, but its loose tile cannot be drawn: the hand ends without scoring.
    assert A.DeclareKong(T("9p")) in state.legal_actions(N)
    state, _ = state.apply(N, A.DeclareKong(T("9p")))
    assert state.is_finished and state.result.wall_game == "kong_box" and state.result.winners == ()
    assert state.result.payments == (0, 0, 0, 0)
    assert violations(state, full=True) == []


def test_an_empty_kong_box_in_the_deal_is_a_wall_game():
    small = replace(BRITISH, dead_wall=4)  # four loose tiles: five bonus tiles in the deal exhaust them
    state, _ = british(east="1f2f3f4f123456789m", south="1g123456789p123s", ruleset=small)
    assert state.is_finished and state.result.wall_game == "kong_box" and state.discard_order == ()
    assert state.bonus[E.index] == tuple(T(t) for t in ("1f", "2f", "3f", "4f")) and state.bonus[S.index] == (T("1g"),)
    assert state.supplement_draws == 4 and len(state.hands[E.index]) == 14  # East kept the 14th tile
    assert violations(state, full=True) == []


def test_bonus_tiles_in_the_deal_east_first_then_south_west_north_and_round_again():
    wall = british_wall(
        east="1f2f12345m11p99s56z",
        south="3f123456789p123s",
        north="4f123456789s345z",
        draws="2g",  # East's 14th tile is a bonus tile too
        loose="1g 7p 8p 9p 1s 2s",  # East's first loose tile is a bonus again: replaced in the next round
    )
    state, events = RoundState.start(wall, BRITISH)
    set_aside = [(e.seat, e.tile.value) for e in events if isinstance(e, BonusSetAside)]
    assert set_aside == [(E, "1f"), (E, "2f"), (E, "2g"), (S, "3f"), (N, "4f"), (E, "1g")]
    assert all(e.during_deal for e in events if isinstance(e, BonusSetAside))
    loose = [(e.seat, e.tile) for e in events if isinstance(e, TileDrawn) and e.supplement]
    assert loose == [(E, wall[143]), (E, wall[142]), (E, wall[141]), (S, wall[140]), (N, wall[139]), (E, wall[138])]
    assert state.bonus[E.index] == tuple(T(t) for t in ("1f", "2f", "2g", "1g"))
    # B1: records show each as a bonus action, though nobody chose them.
    assert state.actions() == [(s, A.SetAsideBonus(T(t))) for s, t in set_aside]
    assert state.drawn is wall[138] and state.drawn_supplement  # East's last tile received
    assert not any(isinstance(a, A.SetAsideBonus) for s in (E, S, W, N) for a in state.legal_actions(s))
    assert violations(state, full=True) == []


def test_a_bonus_tile_drawn_in_play_is_set_aside_at_once_and_recorded():
    wall = british_wall(
        east="123m789m111s99s67z",
        south="123m456m789m11z46p",  # ready: waits on 5p
        draws="7z 3g",  # East's 14th tile 7z; South draws 3g
        loose="4g 5p",  # its loose tile is a bonus again, set aside in turn; then 5p
    )
    state, _ = RoundState.start(wall, BRITISH)
    state, events = act(state, E, A.Discard(T("6z")))
    state = pass_all(state)
    assert state.turn is S and state.drawn is T("5p") and state.drawn_supplement
    assert state.bonus[S.index] == (T("3g"), T("4g"))
    assert state.actions()[-2:] == [(S, A.SetAsideBonus(T("3g"))), (S, A.SetAsideBonus(T("4g")))]
    with pytest.raises(IllegalActionError) as err:
        state.apply(S, A.SetAsideBonus(T("3g")))
    assert err.value.reason is Reason.BONUS_AUTOMATIC
    # B4: a win on the loose tile for a bonus tile is "Winning with a Loose Tile".
    state, _ = state.apply(S, A.SELF_DRAWN_WIN)
    win = state.result.wins[0]
    assert win.context.kong_supplement and not win.context.final_draw
    assert "Winning with a Loose Tile" in [x.name for x in win.score.lines]


def test_the_last_tile_of_the_wall_a_bonus_its_drawer_may_not_kong_and_the_last_discard_only_wins():
    # North draws the 76th live tile (index 127), a bonus tile: its loose tile gives North a fourth 1p.
    wall = british_wall(east="55z123456789m23p", north="111p456p789p234s5z", at={LAST_TILE: "1f"}, loose="1p")
    state, _ = RoundState.start(wall, BRITISH)
    state = play_to(state, 0)
    assert state.turn is N and state.bonus[N.index] == (T("1f"),) and state.drawn is T("1p")
    assert state.ordinary_draws == 76 and state.supplement_draws == 1
    # B1: the last tile's drawer may not declare a kong (its loose tile changes nothing).
    assert A.DeclareKong(T("1p")) not in state.legal_actions(N)
    with pytest.raises(IllegalActionError) as err:
        state.apply(N, A.DeclareKong(T("1p")))
    assert err.value.reason is Reason.SEABED_KONG and "last tile of the wall" in str(err.value)
    # B1: the last discard may be claimed only for Mah Jong: East's pair of 5z is offered no pung.
    state, _ = state.apply(N, A.Discard(T("5z")))
    assert state.window is None or all(set(opts) <= {A.CLAIM_WIN, A.PASS} for _, opts in state.window.options), (
        state.window
    )
    assert state.window is None or E not in state.window.seats
    state = pass_all(state)
    assert state.is_finished and state.result.wall_game == "live_wall"


def test_original_hand_with_a_bonus_tile_replaced_in_the_deal():
    # B4: East's 14 tiles at the start of play win; a bonus tile replaced in the deal does not spoil it.
    state, _ = british(east="1f111m222p333s444z", draws="5z", loose="5z")
    assert state.bonus[E.index] == (T("1f"),) and state.drawn_supplement
    assert A.SELF_DRAWN_WIN in state.legal_actions(E)
    state, _ = state.apply(E, A.SELF_DRAWN_WIN)
    win = state.result.wins[0]
    assert win.context.heaven and not win.context.kong_supplement
    names = [x.name for x in win.score.lines]
    assert "Original Hand" in names and "Winning with a Loose Tile" not in names


def _last_draw(state):
    """Play on until the last live tile is drawn; the state then and the events of that draw."""
    state = play_to(state, 1)
    state, events = state.apply(state.turn, A.Discard(state.drawn))
    while state.window is not None:
        state, events = state.apply(state.window.waiting[0], A.PASS)
    return state, events


def test_a_win_on_the_loose_tile_after_the_last_tile_is_no_last_tile_win():
    # B1: a loose tile is never the last tile of the wall; B4: it is a win with a loose tile.
    wall = british_wall(north="111p456p789p234s5z", at={LAST_TILE: "1f"}, loose="5z")
    state, events = _last_draw(RoundState.start(wall, BRITISH)[0])
    drawn = [e for e in events if isinstance(e, TileDrawn)]
    assert drawn == [TileDrawn(N, T("1f"), False, seabed=True), TileDrawn(N, T("5z"), True, seabed=False)]
    state, _ = state.apply(N, A.SELF_DRAWN_WIN)
    win = state.result.wins[0]
    assert win.context.kong_supplement and not win.context.final_draw
    names = [x.name for x in win.score.lines]
    assert "Winning with a Loose Tile" in names and "Winning with last tile dealt from the Wall" not in names


def test_a_win_on_the_last_tile_of_the_wall():
    wall = british_wall(north="111p456p789p234s5z", at={LAST_TILE: "5z"})
    state, events = _last_draw(RoundState.start(wall, BRITISH)[0])
    assert [e for e in events if isinstance(e, TileDrawn)] == [TileDrawn(N, T("5z"), False, seabed=True)]
    state, _ = state.apply(N, A.SELF_DRAWN_WIN)
    win = state.result.wins[0]
    assert win.context.final_draw and not win.context.kong_supplement
    assert "Winning with last tile dealt from the Wall" in [x.name for x in win.score.lines]
