"""The ``normal`` player: acceptance plus hand value plus basic defence. Discards and claims are compared by
chance to win x what the win collects, minus a quarter of the expected cost of dealing in. Unlike ``hard``
it values every hand by its plans (a ready hand's waits are not scored exactly), weighs danger lightly, lets
value pull its discards from the fastest shape without a margin, and about one discard in ten it throws
another plausible tile, at most one step worse (the slips a club player makes). It claims whenever a claim
brings the hand closer, as the baseline does."""

from __future__ import annotations

from ai.strategies.core import StrategyPlayer, Style

NORMAL = Style(
    "normal",
    use_value=True,
    defence=0.25,
    claim="shanten",
    fold_boost=1.0,
    exact_values=False,
    speed_margin=0.0,
    mistakes=0.1,
    mistake_depth=1,
)


class NormalPlayer(StrategyPlayer):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, NORMAL)
