"""The ``easy`` player: plays like a beginner on the expected-points scale (``ai.ev``): it looks exactly only at
ready hands, never at the other seats, claims whatever brings its hand closer, and one discard in four it keeps
the wrong tile (a plausible discard at most one step worse: "a hasty choice" in its reason). It always takes a
legal win."""

from __future__ import annotations

from ai.ev.player import EVPlayer, Level

EASY = Level(
    "easy", depth=0, targets=False, defence=0.0, fold=False, step_back=20.0, slips=0.25, slip_depth=1, claims="closer"
)


class EasyPlayer(EVPlayer):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, EASY)
