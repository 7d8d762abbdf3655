"""The table picture is built from the human seat's view only: no other seat's concealed tile can reach it.
Also the layout's hit test and the wall picture."""

from __future__ import annotations

from zjgame.engine.round import RoundState
from zjgame.engine.wall import wall_for_seed
from zjgame.rules.ruleset import get_ruleset
from zjgame.rules.seats import Seat
from zjgame.ui.layout import compute_layout
from zjgame.ui.tablemodel import meld_display, wall_stacks
from zjgame.ui.viewmodel import rel_of, table_model

NAMES = ("A", "B", "C", "D")
KINDS = ("human", "easy", "easy", "easy")


def _start(seed: int = 3) -> RoundState:
    ruleset = get_ruleset("zj")
    state, _events = RoundState.start(wall_for_seed(seed, ruleset), ruleset)
    return state


def test_only_the_human_hand_is_face_up() -> None:
    state = _start()
    model = table_model(state.view_for(Seat.S), NAMES, KINDS, hands_total=16)
    me, right, top, left = model.seats
    assert me.seat == "S" and right.seat == "W" and top.seat == "N" and left.seat == "E"
    assert sorted(me.concealed) == sorted(t.value for t in state.hands[Seat.S.index])
    assert all(s.concealed is None for s in (right, top, left))
    assert left.hidden == 14 and left.drawn  # East has drawn its fourteenth tile and is to act
    assert left.to_act and not me.to_act
    assert left.dealer


def test_the_drawn_tile_stands_last() -> None:
    state = _start()
    view = state.view_for(Seat.E)
    model = table_model(view, NAMES, KINDS, hands_total=16)
    me = model.seats[0]
    assert me.drawn and me.concealed[-1] == view.drawn.value
    assert list(me.concealed[:-1]) == sorted(me.concealed[:-1], key=lambda c: ("mpsz".index(c[1]), c[0]))


def test_relative_positions() -> None:
    assert [rel_of(s, Seat.S) for s in (Seat.S, Seat.W, Seat.N, Seat.E)] == [0, 1, 2, 3]


def test_claimed_tile_lies_toward_its_source() -> None:
    assert meld_display("pung", ("5p",) * 3, "5p", 3).sideways == 0  # from the left
    assert meld_display("pung", ("5p",) * 3, "5p", 2).sideways == 1  # from opposite
    assert meld_display("pung", ("5p",) * 3, "5p", 1).sideways == 2  # from the right
    chow = meld_display("chow", ("3m", "4m", "5m"), "4m", 3)
    assert chow.tiles[0] == "4m" and chow.sideways == 0
    assert meld_display("concealed_kong", ("1z",) * 4, None, None).concealed


def test_wall_shrinks_from_the_break_and_keeps_the_dead_wall() -> None:
    model = table_model(_start().view_for(Seat.E), NAMES, KINDS, hands_total=16, break_stack=10)
    stacks = wall_stacks(model)
    assert sum(n for n, _dead in stacks) == 136 - 52 - 1  # dealt tiles and East's first draw are gone
    assert sum(n for n, dead in stacks if dead) == 14


def test_hand_hit_test_matches_the_slots() -> None:
    lay = compute_layout((1280, 800))
    slots = lay.hand_slots(14, True)
    assert slots[-1].left - slots[-2].right == lay.drawn_gap
    for i, rect in enumerate(slots):
        assert lay.hit_hand(rect.center, 14, True) == i
    assert lay.hit_hand((5, 5), 14, True) is None
