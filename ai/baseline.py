"""The ``baseline`` player, the yardstick: minimise shanten, then maximise tile acceptance; never defends;
claims whenever the claim lowers its shanten. Ties are broken by its seeded generator."""

from __future__ import annotations

from ai.strategies.core import StrategyPlayer, Style

BASELINE = Style("baseline", use_value=False, defence=0.0, claim="shanten", exact_values=False)


class BaselinePlayer(StrategyPlayer):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, BASELINE)
