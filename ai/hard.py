"""The ``hard`` player: expected points over the rest of the hand for every decision (``ai.ev``), looking
exactly one tile from ready and weighing other targets (one suit, sets, pairs) against speed; it reads the other
seats, weighs each discard's chance to deal in by what it would cost, and folds when the safest line is worth
more than pushing. Among discards at the fastest step it charges a narrower hand for the tiles it gives up (the
speed prior: its outlook over-predicts how often waits come, so width is worth more than it says)."""

from __future__ import annotations

from ai.ev.player import EVPlayer, Level

HARD = Level("hard", depth=1, targets=True, defence=1.0, fold=True, step_back=None, accept_weight=3.0)


class HardPlayer(EVPlayer):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, HARD)
