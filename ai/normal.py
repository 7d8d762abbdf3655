"""The ``normal`` player: expected points over the rest of the hand (``ai.ev``), looking exactly only at ready
hands (a hand one tile from ready or further is valued along a chain of steps with its own acceptance), never
weighing the other seats' hands, and now and then (about one discard in eight) throwing another tile that keeps
the hand as close to a win and looks nearly as good, at most 2 expected points worse (the slips a club player
makes: "a hasty choice" in its reason); like ``hard`` it charges a narrower hand for the tiles it gives up."""

from __future__ import annotations

from ai.ev.player import EVPlayer, Level

NORMAL = Level(
    "normal",
    depth=0,
    targets=False,
    defence=0.0,
    fold=False,
    step_back=None,
    slips=0.12,
    slip_depth=0,
    slip_margin=2.0,
    accept_weight=3.0,
)


class NormalPlayer(EVPlayer):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, NORMAL)
