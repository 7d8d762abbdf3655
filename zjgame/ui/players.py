"""Computer seats for the UI: an adapter over ``ai.players.make_player`` (``choose(view, legal) ->
Decision(action, reason)``) with a small built-in fallback used only while that module is unavailable.
"""

from __future__ import annotations

import random
from typing import Any

from zjgame.engine import actions as A
from zjgame.engine.actions import Action
from zjgame.engine.view import SeatView


class _FallbackPlayer:
    """Wins when it can, passes claims, discards the tile it holds fewest neighbours of (seeded ties)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def decide(self, view: SeatView, legal: tuple[Action, ...]) -> tuple[Action, str]:
        for action in legal:
            if isinstance(action, (A.DeclareSelfDrawnWin, A.ClaimWin)):
                return action, "a win"
        if any(isinstance(a, A.Pass) for a in legal):
            return A.PASS, "pass"
        discards = [a for a in legal if isinstance(a, A.Discard)]
        if not discards:
            return legal[0], "only choice"
        rng = random.Random(hash((self.seed, view.hand_number, view.action_count)))
        hand = view.concealed

        def isolation(a: A.Discard) -> tuple[int, float]:
            t = a.tile
            near = sum(1 for h in hand if h.suit is t.suit and abs(h.number - t.number) <= (0 if t.is_honor else 2))
            return (near, rng.random())

        return min(discards, key=isolation), "least connected tile"


class _AiPlayer:
    def __init__(self, player: Any) -> None:
        self.player = player

    def decide(self, view: SeatView, legal: tuple[Action, ...]) -> tuple[Action, str]:
        decision = self.player.choose(view, legal)
        action = getattr(decision, "action", decision)
        reason = str(getattr(decision, "reason", ""))
        return action, reason


def make_computer(kind: str, seed: int) -> Any:
    """A computer player of strength ``kind`` (random, easy, normal, hard, baseline)."""
    try:
        from ai.players import make_player
    except ImportError:
        return _FallbackPlayer(seed)
    try:
        return _AiPlayer(make_player(kind, seed))
    except ValueError:  # a strength the ai package does not offer (yet)
        return _FallbackPlayer(seed)
