"""The registry of computer players by name (docs/simulate.md#player-names ``--players``): ``make_player(name, seed)``.

A name may carry a label after ``@`` (``hard@ref``): the player is the kind before the ``@``; the label only
tells simulations to pool it apart. ``hard-v1`` is the earlier ``hard`` kept unchanged as a fixed yardstick
(like ``baseline``): ``simulate`` offers it, the game does not (``GAME_PLAYERS``).
"""

from __future__ import annotations

from collections.abc import Callable

from ai.baseline import BaselinePlayer
from ai.easy import EasyPlayer
from ai.hard import HardPlayer
from ai.hard_v1 import HardV1Player
from ai.normal import NormalPlayer
from ai.protocol import Player
from ai.random_player import RandomPlayer

# name -> factory(seed). Other players register here as they are written.
_FACTORIES: dict[str, Callable[[int], Player]] = {
    "random": lambda seed: RandomPlayer(seed),
    "baseline": lambda seed: BaselinePlayer(seed),
    "easy": lambda seed: EasyPlayer(seed),
    "normal": lambda seed: NormalPlayer(seed),
    "hard": lambda seed: HardPlayer(seed),
    "hard-v1": lambda seed: HardV1Player(seed),
}
# The strengths a person can choose in the game; the yardsticks (baseline, hard-v1) are for simulations.
GAME_PLAYERS = ("random", "easy", "normal", "hard")
YARDSTICKS = ("baseline", "hard-v1")


def player_names() -> tuple[str, ...]:
    """Every kind ``make_player`` knows (simulations may seat any of them)."""
    return tuple(_FACTORIES)


def player_kind(name: str) -> str:
    """The kind of a player name: ``"hard@ref"`` -> ``"hard"``."""
    return name.partition("@")[0]


def make_player(name: str, seed: int) -> Player:
    kind = player_kind(name)
    try:
        factory = _FACTORIES[kind]
    except KeyError:
        raise ValueError(f"unknown player {kind!r}; choose from {', '.join(_FACTORIES)}") from None
    return factory(seed)
