"""The ``easy`` player: plays like a beginner. Goes for the nearest shape, claims eagerly (any claim that
does not set the hand back), never defends, and now and then keeps the wrong tile (a plausible discard at
most one step worse). It always takes a legal win."""

from __future__ import annotations

from ai.strategies.core import StrategyPlayer, Style

EASY = Style("easy", use_value=False, defence=0.0, claim="eager", mistakes=0.3, exact_values=False)


class EasyPlayer(StrategyPlayer):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, EASY)
