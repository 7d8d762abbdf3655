"""The wall (ZJ §1, docs/records.md#the-wall): the 136 tiles (144 with bonus tiles) in draw order, shuffled from an
injected ``random.Random`` (never the global one), parsed from and checked against a record.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import cache

from zjgame.rules.errors import NotationError
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.tiles import Tile, tile_set


class WallError(ValueError):
    """A wall that is not the ruleset's tile set."""


def shuffled_wall(rng: random.Random, ruleset: Ruleset) -> tuple[Tile, ...]:
    tiles = list(tile_set(ruleset.bonus_tiles))
    rng.shuffle(tiles)
    return tuple(tiles)


def wall_for_seed(seed: int, ruleset: Ruleset) -> tuple[Tile, ...]:
    return shuffled_wall(random.Random(seed), ruleset)


@cache
def _tile_counts(with_bonus: bool) -> Counter[Tile]:
    return Counter(tile_set(with_bonus))


def check_wall(wall: Sequence[Tile], ruleset: Ruleset) -> None:
    """Raise ``WallError`` unless ``wall`` holds exactly the ruleset's tiles (136, or 144 with bonus tiles)."""
    if len(wall) != ruleset.tile_count:
        raise WallError(f"the wall has {len(wall)} tiles; ruleset {ruleset.name!r} needs {ruleset.tile_count}")
    expected = _tile_counts(ruleset.bonus_tiles)
    got = Counter(wall)
    if got != expected:
        extra = sorted((got - expected).elements(), key=lambda t: t.index)
        missing = sorted((expected - got).elements(), key=lambda t: t.index)
        parts = []
        if extra:
            parts.append("too many " + " ".join(t.value for t in extra))
        if missing:
            parts.append("missing " + " ".join(t.value for t in missing))
        raise WallError(f"the wall is not a {ruleset.tile_count}-tile set: {'; '.join(parts)}")


def parse_wall(values: object, ruleset: Ruleset) -> tuple[Tile, ...]:
    """A record's ``wall``: a list of tile notations (a single mpsz string is accepted too)."""
    if isinstance(values, str):
        values = values.split()
    if not isinstance(values, list):
        raise WallError(f"the wall must be a list of tiles, not {type(values).__name__}")
    tiles = []
    for i, v in enumerate(values):
        if not isinstance(v, str):
            raise WallError(f"wall tile {i} is {v!r}, not a tile")
        try:
            tiles.append(Tile(v))
        except NotationError:
            raise WallError(f"wall tile {i} is {v!r}: unknown tile") from None
    check_wall(tiles, ruleset)
    return tuple(tiles)


def format_wall(wall: Sequence[Tile]) -> list[str]:
    return [t.value for t in wall]
