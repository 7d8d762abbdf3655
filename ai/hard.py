"""The ``hard`` player: expected points over the rest of the hand for every decision (``ai.ev``), looking
exactly two tiles from ready (each improving draw to the best hand one from ready it can keep, each of those to
the best ready hand, every wait scored) for the discards the look one from ready ranks best, within a budget per
decision; it weighs other targets (one suit, sets, pairs) against speed, reads the other seats, weighs each
discard's chance to deal in by what it would cost (the settlement averaged over the values the opponent's hand
may have, ZJ §6 immunity included: ``spread_costs``), and folds when the safest line is worth more than pushing.
Among discards at the fastest step it charges a narrower hand for the tiles it gives up (the speed prior: its
outlook over-predicts how often waits come, so width is worth more than it says)."""

from __future__ import annotations

from ai.ev.player import EVPlayer, Level

# deep, deep_budget: measured on tuning seeds 94001-94004 (600 walls each, against the same player looking one
# tile from ready): all two-from-ready discards +1.16 a hand, the best 3 +1.07, the best 4 within 40 hands one
# from ready per decision about the same for about 30% less time (notes of issue 13).
HARD = Level(
    "hard",
    depth=2,
    targets=True,
    defence=1.0,
    fold=True,
    step_back=None,
    accept_weight=3.0,
    deep=4,
    deep_budget=40,
    spread_costs=True,
)


class HardPlayer(EVPlayer):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, HARD)
