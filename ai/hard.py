"""The ``hard`` player: value-aware discards and calls, and push/fold. Every option is weighed in points:
chance to win x 3 x the hand's value (ready hands scored by the real scorer on each wait), against the full
expected cost of the discard (chance an opponent waits on it x what ZJ §6 makes us pay, immunity included).
Far from ready while an opponent looks ready, danger counts double: it folds."""

from __future__ import annotations

from ai.strategies.core import StrategyPlayer, Style

HARD = Style("hard", use_value=True, defence=1.0, claim="hybrid", fold_boost=2.0)


class HardPlayer(StrategyPlayer):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, HARD)
