"""The registry of computer players by name (interfaces §3 ``--players``): ``make_player(name, seed)``."""

from __future__ import annotations

from collections.abc import Callable

from ai.baseline import BaselinePlayer
from ai.easy import EasyPlayer
from ai.hard import HardPlayer
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
}


def player_names() -> tuple[str, ...]:
    return tuple(_FACTORIES)


def make_player(name: str, seed: int) -> Player:
    try:
        factory = _FACTORIES[name]
    except KeyError:
        raise ValueError(f"unknown player {name!r}; choose from {', '.join(_FACTORIES)}") from None
    return factory(seed)
