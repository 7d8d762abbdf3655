"""The Player protocol: every computer (and human) seat chooses from its ``SeatView`` and its legal actions.

Players see only ``RoundState.view_for(seat)`` and ``legal_actions(seat)``. A computer player's randomness comes
from ``decision_rng(seed, view)``: (its seed, the hand number, the action number), so a game resumed from its
record continues exactly as it would have (docs/records.md#saved-games).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from zjgame.engine.actions import Action
from zjgame.engine.view import SeatView


@dataclass(frozen=True)
class Decision:
    """The chosen action and a short reason a person can read (the advisor shows it). ``folded``: the player
    gave up on winning this hand to play safe (simulations report how often)."""

    action: Action
    reason: str = ""
    folded: bool = False


class Player(Protocol):
    name: str

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Decision: ...


def decision_seed(seed: int, hand_number: int, action_number: int) -> int:
    """A deterministic integer from (seed, hand number, action number), the same on every platform."""
    return ((seed * 1_000_003) + hand_number) * 1_000_003 + action_number


def decision_rng(seed: int, view: SeatView) -> random.Random:
    """A generator for one decision: (seed, the view's hand number, its action number)."""
    return random.Random(decision_seed(seed, view.hand_number, view.action_count))


_MASK = (1 << 64) - 1


def decision_hash(seed: int, view: SeatView) -> int:
    """A cheap 64-bit random number for one decision (splitmix64 of ``decision_seed``): for players that need
    a single draw, where seeding a ``random.Random`` would dominate the cost."""
    z = (decision_seed(seed, view.hand_number, view.action_count) + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)
