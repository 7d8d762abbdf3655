"""The ``hard`` player (being rebuilt for issue 13; for now it plays as ``hard-v1``)."""

from __future__ import annotations

from dataclasses import replace

from ai.hard_v1 import HARD_V1
from ai.strategies.core import StrategyPlayer

HARD = replace(HARD_V1, name="hard")


class HardPlayer(StrategyPlayer):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, HARD)
