"""The ``normal`` player: acceptance plus hand value plus basic defence. Discards and claims are compared by
chance to win x what the win collects (plan-based values, ready hands scored exactly), minus half the
expected cost of dealing in. It claims whenever a claim brings the hand closer, as the baseline does."""

from __future__ import annotations

from ai.strategies.core import StrategyPlayer, Style

NORMAL = Style("normal", use_value=True, defence=0.5, claim="shanten", fold_boost=1.0)


class NormalPlayer(StrategyPlayer):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, NORMAL)
