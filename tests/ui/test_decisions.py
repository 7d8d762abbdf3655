"""Computer decisions for the window (``zjgame.ui.decisions``): a player's choice is played as made, inline or
from the worker thread; a player that raises or picks an illegal action gets a legal move played for it (the
random player's: a win whenever one is offered), counted, and the game goes on."""

from __future__ import annotations

import time
from collections.abc import Sequence

from ai.players import make_player
from ai.protocol import Decision
from ai.random_player import RandomPlayer
from zjgame.engine import actions as A
from zjgame.engine.match import MatchState
from zjgame.engine.view import SeatView
from zjgame.engine.wall import wall_for_seed
from zjgame.rules.ruleset import get_ruleset
from zjgame.rules.seats import Seat
from zjgame.ui.decisions import DecisionWorker

ZJ = get_ruleset("zj")


def _state():  # type: ignore[no-untyped-def]
    state, _ = MatchState.new(ZJ, 4).start_hand(wall_for_seed(21, ZJ), first_number=1)
    return state  # East to discard, fourteen tiles: many legal actions


class Raises:
    name = "raises"

    def choose(self, view: SeatView, legal: Sequence[A.Action]) -> Decision:
        raise RuntimeError("a bug in a computer player")


class Illegal:
    name = "illegal"

    def choose(self, view: SeatView, legal: Sequence[A.Action]) -> Decision:
        return Decision(A.CLAIM_PUNG, "not offered on its own turn")


def test_an_inline_decision_is_the_players_own_and_is_timed() -> None:
    state = _state()
    worker = DecisionWorker(threaded=False, fallback_seed=1)
    player = make_player("normal", 5)
    decided = worker.ask(player, state, Seat.E)
    assert decided is not None and decided.asked is state and decided.seat is Seat.E
    assert decided.action == player.choose(state.view_for(Seat.E), state.legal_actions(Seat.E)).action
    assert worker.errors == 0 and worker.seconds > 0 and not worker.busy


def test_a_player_that_raises_or_cheats_gets_the_random_players_move() -> None:
    state = _state()
    legal = state.legal_actions(Seat.E)
    fallback = RandomPlayer(3).choose(state.view_for(Seat.E), legal).action
    for player in (Raises(), Illegal()):
        worker = DecisionWorker(threaded=False, fallback_seed=3)
        decided = worker.ask(player, state, Seat.E)
        assert decided is not None and decided.action in legal and decided.action == fallback
        assert worker.errors == 1


def test_a_threaded_decision_is_collected_when_ready_and_the_thread_stops_on_close() -> None:
    state = _state()
    worker = DecisionWorker(threaded=True, fallback_seed=1)
    assert worker.ask(Raises(), state, Seat.E) is None and worker.busy and worker.running
    deadline = time.monotonic() + 30
    decided = None
    while decided is None and time.monotonic() < deadline:
        decided = worker.collect()
        time.sleep(0.001)
    assert decided is not None and decided.action in state.legal_actions(Seat.E)
    assert worker.errors == 1 and not worker.busy
    worker.close()
    assert not worker.running
