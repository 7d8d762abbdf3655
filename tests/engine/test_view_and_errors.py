"""What a seat may see (``view_for``) and how illegal actions are refused (messages naming action and reason)."""

import pytest

from tests.engine.helpers import E, N, S, W, act, pass_all, start
from zjgame.engine import actions as A
from zjgame.engine.errors import IllegalActionError
from zjgame.engine.events import TileDrawn, event_for_seat
from zjgame.engine.view import Phase
from zjgame.rules.tiles import Tile

EAST = "123m789m111s99s67z"


def _tiles_in(value, found):
    """Every Tile reachable from a view's fields (tuples, dataclasses)."""
    if isinstance(value, Tile):
        found.append(value)
    elif isinstance(value, (tuple, list)):
        for v in value:
            _tiles_in(v, found)
    elif hasattr(value, "__dataclass_fields__") and not hasattr(value, "draws"):
        for name in value.__dataclass_fields__:
            _tiles_in(getattr(value, name), found)
    return found


def test_view_shows_own_tiles_and_public_ones_only():
    state = start(east=EAST, south="55p123s456s789s11z", draws="5p")
    view = state.view_for(S)
    assert view.concealed == state.hands[S.index]
    assert view.drawn is None and view.concealed_counts == (14, 13, 13, 13)
    assert not hasattr(view, "wall") and not hasattr(view, "hands")
    visible = _tiles_in([getattr(view, f) for f in view.__dataclass_fields__ if f != "ruleset"], [])
    assert sorted(visible, key=lambda t: t.index) == sorted(state.hands[S.index], key=lambda t: t.index)
    east_view = state.view_for(E)
    assert east_view.drawn is Tile("5p") and east_view.is_my_turn
    assert east_view.wall_remaining == 69 and east_view.dead_wall == 14
    # Another seat's draw is hidden in the events it is shown.
    drawn = TileDrawn(E, Tile("5p"))
    assert event_for_seat(drawn, S).tile is None and event_for_seat(drawn, E).tile is Tile("5p")


def test_view_of_a_claim_window():
    state = start(east=EAST, south="55p123s456s789s11z", draws="5p")
    state, _ = state.apply(E, A.Discard(Tile("5p")))
    view = state.view_for(S)
    assert view.phase is Phase.CLAIM
    assert view.window.tile is Tile("5p") and view.window.discarder is E
    assert view.window.may_claim and not view.window.answered
    assert view.discards[E.index][-1].tile is Tile("5p")
    assert not state.view_for(W).window.may_claim or W in state.seats_to_act
    state, _ = act(state, S, A.CLAIM_PUNG)
    state = pass_all(state)
    view = state.view_for(N)
    assert view.discards[E.index][-1].claimed_by is S
    assert view.melds[S.index][0].tiles == (Tile("5p"),) * 3
    assert view.last_ruling.kind == "claim" and view.last_ruling.text == "South pungs East's 5p."


@pytest.mark.parametrize(
    "seat, action, reason",
    [
        (S, A.Discard(Tile("1m")), "South cannot discard 1m: it is East's turn"),
        (E, A.Discard(Tile("5s")), "East cannot discard 5s: East does not hold 5s"),
        (E, A.CLAIM_PUNG, "East cannot claim a pung: no claim window is open"),
        (E, A.DeclareKong(Tile("1s")), "East cannot declare a kong of 1s: a kong needs four 1s"),
        (E, A.SELF_DRAWN_WIN, "East cannot declare a self-drawn win: the hand is not complete"),
        (E, A.SetAsideBonus(Tile("1f")), "East cannot set aside the bonus tile 1f: East does not hold 1f"),
    ],
)
def test_illegal_turn_actions(seat, action, reason):
    state = start(east=EAST, draws="5p")
    with pytest.raises(IllegalActionError) as info:
        state.apply(seat, action)
    assert str(info.value).startswith(reason)
    assert isinstance(info.value, ValueError)


def test_illegal_claims():
    state = start(east=EAST, south="55p123s456s789s11z", draws="5p")
    state, _ = state.apply(E, A.Discard(Tile("5p")))
    with pytest.raises(IllegalActionError, match="East discarded 5p and cannot claim it"):
        state.apply(E, A.CLAIM_PUNG)
    with pytest.raises(IllegalActionError, match="only claims and passes are answered now"):
        state.apply(S, A.Discard(Tile("1s")))
    with pytest.raises(IllegalActionError, match="South does not hold the tiles for it"):
        state.apply(S, A.CLAIM_KONG)
    state2, _ = state.apply(S, A.PASS)
    if state2.window is not None:
        with pytest.raises(IllegalActionError, match="already answered"):
            state2.apply(S, A.CLAIM_PUNG)
    finished = start(east="123m456p789p55s11z", draws="1z")
    finished, _ = finished.apply(E, A.SELF_DRAWN_WIN)
    with pytest.raises(IllegalActionError, match="the hand is over"):
        finished.apply(E, A.Discard(Tile("1m")))
    assert finished.legal_actions(E) == () and finished.seats_to_act == ()


def test_apply_leaves_the_old_state_unchanged():
    state = start(east=EAST, draws="5p")
    before = (state.hands, state.rivers, state.phase, state.action_count)
    new, _ = state.apply(E, A.Discard(Tile("5p")))
    assert (state.hands, state.rivers, state.phase, state.action_count) == before
    assert new.hands[E.index] != state.hands[E.index]
