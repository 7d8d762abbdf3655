"""Computer decisions for the game window: a computer seat chooses from its ``SeatView`` and legal actions
(``ai.protocol.Player``), either in a worker thread, so the window keeps drawing while a strong player thinks,
or inline (autoplay and tests: reproducible frames; the time is measured so ``--perf`` leaves it out).

A player that raises, or picks an action that is not legal, must not end the human's game: that decision is
made by the random player instead (``ai.random_player``, which always takes a win), and counted in ``errors``.

Owns: ``DecisionWorker`` and ``Decided``. Not: when a seat is asked (the controller's pacing).
"""

from __future__ import annotations

import sys
import time
import traceback
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from ai.protocol import Player
from ai.random_player import RandomPlayer
from zjgame.engine.actions import Action
from zjgame.engine.round import RoundState
from zjgame.engine.view import SeatView
from zjgame.rules.seats import Seat
from zjgame.ui.perf import outside_frame


@dataclass(frozen=True)
class Decided:
    """A computer seat's choice, with the state it was asked about (the game may have moved on since)."""

    seat: Seat
    asked: RoundState
    action: Action
    reason: str


class DecisionWorker:
    """One computer decision at a time: ``ask`` starts it (threaded) or makes it (inline); ``collect`` hands
    a threaded one over once it is ready."""

    def __init__(self, threaded: bool, fallback_seed: int) -> None:
        self.threaded = threaded
        self.fallback = RandomPlayer(fallback_seed)
        self.errors = 0  # players that raised or chose an illegal action (a fallback move was played)
        self.seconds = 0.0  # time inside inline decisions (the window was not drawing meanwhile)
        self._executor: ThreadPoolExecutor | None = None
        self._future: Future[Decided] | None = None

    @property
    def busy(self) -> bool:
        """A threaded decision has been asked for and not collected yet."""
        return self._future is not None

    @property
    def running(self) -> bool:
        """The worker thread exists (from the first threaded decision until ``close``)."""
        return self._executor is not None

    def ask(self, player: Player, state: RoundState, seat: Seat) -> Decided | None:
        """``player``'s decision for ``seat`` in ``state``: made at once when inline (and returned), else started
        in the worker thread (None; ``collect`` it)."""
        view = state.view_for(seat)
        legal = state.legal_actions(seat)
        if self.threaded:
            if self._executor is None:
                self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="zjgame-ai")
            self._future = self._executor.submit(self._decide, player, view, legal, seat, state)
            return None
        t0 = time.perf_counter()
        with outside_frame():  # its CPU time is not the window's either (``--perf``)
            decided = self._decide(player, view, legal, seat, state)
        self.seconds += time.perf_counter() - t0
        return decided

    def collect(self) -> Decided | None:
        """The threaded decision, once made (None while it is still being made, or when none was asked)."""
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        return future.result()

    def cancel(self) -> None:
        """Forget a decision being made (the game went back: the practice layer's undo)."""
        self._future = None

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None

    def _decide(
        self, player: Player, view: SeatView, legal: tuple[Action, ...], seat: Seat, state: RoundState
    ) -> Decided:
        if len(legal) == 1:
            return Decided(seat, state, legal[0], "")
        try:
            decision = player.choose(view, legal)
        except Exception:  # noqa: BLE001 - a computer player's bug must not end the human's game
            self.errors += 1
            traceback.print_exc(file=sys.stderr)
            decision = self.fallback.choose(view, legal)
        action = decision.action
        if action not in legal:
            self.errors += 1
            print(
                f"zjgame: a computer player chose {action!r}, which is not legal; playing a legal move", file=sys.stderr
            )
            action = self.fallback.choose(view, legal).action
        return Decided(seat, state, action, decision.reason)
