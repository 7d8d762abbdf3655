"""The ``hard`` player: expected points over the rest of the hand for every decision (``ai.ev``), looking
exactly one tile from ready and weighing other targets (one suit, sets, pairs) against speed; it reads the other
seats, weighs each discard's chance to deal in by what it would cost, and folds when the safest line is worth
more than pushing."""

from __future__ import annotations

from ai.ev.player import EVPlayer, Level

HARD = Level("hard", depth=1, targets=True, defence=1.0, fold=True, step_back=None)


class HardPlayer(EVPlayer):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, HARD)
