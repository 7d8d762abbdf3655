"""The random player: a uniformly random legal action, except that it always takes a win."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ai.protocol import Decision, decision_hash
from zjgame.engine.actions import Action, ClaimWin, DeclareSelfDrawnWin
from zjgame.engine.view import SeatView


@dataclass
class RandomPlayer:
    seed: int = 0
    name: str = "random"

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        for action in legal:
            if isinstance(action, (ClaimWin, DeclareSelfDrawnWin)):
                return Decision(action, "a win is always taken")
        return Decision(legal[decision_hash(self.seed, view) % len(legal)], "chosen at random")
