"""The state's make-up: ``RoundFields`` declares the fields once for ``RoundState`` and the ``Table``;
``copy_of`` builds what the dataclass's constructor would; the seat view's discard order (ZJ §2 turn order,
ZJ §6 needs it) is the table's."""

import dataclasses
import random

from tests.engine.helpers import E, N, S, W, act, pass_all, start
from zjgame.engine import actions as A
from zjgame.engine.fields import FIELD_NAMES, RoundFields
from zjgame.engine.round import RoundState
from zjgame.engine.table import Table
from zjgame.engine.view import DiscardedTile
from zjgame.engine.wall import shuffled_wall
from zjgame.rules.ruleset import RULESETS
from zjgame.rules.tiles import Tile

PER_SEAT = ("hands", "counts", "melds", "rivers", "bonus")


def _random_game(seed: int, name: str):
    """Every state of one random legal hand."""
    ruleset = RULESETS[name]
    rng = random.Random(seed)
    state, _ = RoundState.start(shuffled_wall(rng, ruleset), ruleset)
    states = [state]
    while not state.is_finished:
        seat = rng.choice(state.seats_to_act)
        legal = state.legal_actions(seat)
        claims = [a for a in legal if a.type in ("pung", "kong", "chow")]
        state, _ = state.apply(seat, rng.choice(claims) if claims and rng.random() < 0.7 else rng.choice(legal))
        states.append(state)
    return states


def test_table_and_state_share_one_field_list():
    assert issubclass(RoundState, RoundFields) and issubclass(Table, RoundFields)
    assert [f.name for f in dataclasses.fields(RoundState)] == [f.name for f in dataclasses.fields(RoundFields)]
    assert FIELD_NAMES == tuple(f.name for f in dataclasses.fields(RoundState) if f.init)
    assert not hasattr(RoundFields, "__post_init__")  # copy_of relies on it


def test_every_state_is_what_the_constructor_builds():
    for seed, name in ((1, "zj"), (2, "zen-koan"), (3, "zj-min5"), (8, "british")):
        for state in _random_game(seed, name):
            assert type(state) is RoundState
            assert set(vars(state)) == {f.name for f in dataclasses.fields(RoundState)}
            built = RoundState(**{name: getattr(state, name) for name in FIELD_NAMES})
            for name in FIELD_NAMES:
                assert getattr(built, name) == getattr(state, name), name
            for name in PER_SEAT:
                assert all(type(v) is tuple for v in getattr(state, name)), name


def test_apply_never_changes_the_state_it_is_given():
    states = _random_game(4, "zj")
    snapshots = [{name: getattr(s, name) for name in FIELD_NAMES} for s in states]
    replayed = RoundState.start(states[0].wall, states[0].ruleset)[0]
    for (seat, action), before, after in zip(states[-1].actions(), snapshots, snapshots[1:]):
        previous = replayed
        replayed, _ = replayed.apply(seat, action)
        assert {name: getattr(previous, name) for name in FIELD_NAMES} == before
        assert {name: getattr(replayed, name) for name in FIELD_NAMES} == after


def test_the_view_shows_every_discard_in_table_order():
    state = start(east="123m789m111s99s67z", south="55p123s456s789s11z", draws="5p4s")
    state, _ = state.apply(E, A.Discard(Tile("5p")))
    state, _ = act(state, S, A.CLAIM_PUNG)  # South takes East's 5p: the turn passes to South (ZJ §2)
    state = pass_all(state)
    state, _ = state.apply(S, A.Discard(Tile("1z")))
    state = pass_all(state)
    assert state.turn is W  # West drew 4s
    state, _ = state.apply(W, A.Discard(Tile("4s")))
    view = state.view_for(N)
    assert view.discard_order[:2] == ((E, DiscardedTile(Tile("5p"), S)), (S, DiscardedTile(Tile("1z"))))
    assert view.discard_order[2] == (W, DiscardedTile(Tile("4s")))
    assert view.discard_order == state.discard_order
    assert state.discard_log == ((E, Tile("5p")), (S, Tile("1z")), (W, Tile("4s")))


def test_the_discard_order_follows_the_turns_and_matches_the_rivers():
    for seed, name in ((5, "zj"), (6, "zen-koan"), (7, "zj-older"), (9, "british")):
        for state in _random_game(seed, name):
            order = state.view_for(S).discard_order
            for seat in (E, S, W, N):
                assert tuple(d for s, d in order if s is seat) == state.rivers[seat.index]
            assert state.discard_log == tuple((s, d.tile) for s, d in order)
            # ZJ §2: the next discard is the next seat's, or the claimer's after a pung, kong or chow.
            for (seat, d), (after, _) in zip(order, order[1:]):
                assert after is (d.claimed_by if d.claimed_by is not None else seat.next)
