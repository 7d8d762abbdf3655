"""The ``normal`` player: acceptance plus hand value plus basic defence. Discards and claims are compared by
chance to win x what the win collects (plan-based values, ready hands scored exactly), minus half the
expected cost of dealing in."""

from __future__ import annotations

from ai.strategies.core import StrategyPlayer, Style

NORMAL = Style("normal", use_value=True, defence=0.5, claim="value", fold_boost=1.0)


class NormalPlayer(StrategyPlayer):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, NORMAL)
