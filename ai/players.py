"""The registry of computer players by name (interfaces §3 ``--players``): ``make_player(name, seed)``."""

from __future__ import annotations

from collections.abc import Callable

from ai.protocol import Player
from ai.random_player import RandomPlayer

# name -> factory(seed). Other players register here as they are written.
_FACTORIES: dict[str, Callable[[int], Player]] = {
    "random": lambda seed: RandomPlayer(seed),
}


def player_names() -> tuple[str, ...]:
    return tuple(_FACTORIES)


def make_player(name: str, seed: int) -> Player:
    try:
        factory = _FACTORIES[name]
    except KeyError:
        raise ValueError(f"unknown player {name!r}; choose from {', '.join(_FACTORIES)}") from None
    return factory(seed)
