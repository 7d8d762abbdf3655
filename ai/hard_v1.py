"""The ``hard-v1`` player: the ``hard`` player as it was before the expected-points players (issue 13), kept
unchanged as a fixed yardstick for simulations (the game does not offer it).

Value-aware discards and calls, and push/fold. Every option is weighed in points: chance to win (a table
measured in self-play, adjusted by tile acceptance) x (3 x the hand's value + what ending the hand is worth),
with ready hands valued by the real scorer on each wait, against the expected cost of the discard (chance an
opponent waits on it x what the ruleset's payment scheme makes us pay beyond our ordinary share, same-round
immunity included). It takes the fastest discard unless another scores clearly better, and claims whenever a
claim brings the hand closer; a pung of a value honour (ZJ 3.1, 10 points) it claims whenever it does not set
the hand back. Far from ready while an opponent looks ready, danger weighs double: it folds."""

from __future__ import annotations

from ai.strategies.core import StrategyPlayer, Style

HARD_V1 = Style("hard-v1", use_value=True, defence=1.0, claim="shanten", fold_boost=2.0, value_pungs=True)


class HardV1Player(StrategyPlayer):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, HARD_V1)
