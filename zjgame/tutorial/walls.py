"""Scripted walls for the lessons, in the record convention of docs/records.md (ZJ §1): tiles 0-12 are East's,
13-25 South's, 26-38 West's, 39-51 North's; the ordinary draws come from index 52 upward (East's fourteenth tile
first); supplement tiles from the last index downward. Fixing the wall fixes every tile of the hand.

A lesson names the hands that matter, the draws in order and the supplements; every other place is filled from
the rest of the set, shuffled by a fixed seed. Draws written ``.`` are filled with tiles far from the learner's
(no copy of a tile the learner holds or draws, nothing within two of one in the same suit), so a computer seat
throwing away what it drew never offers the learner a claim the lesson did not plan.

Owns: ``tiles_of`` (mpsz with spaces: ``"234m 77z"``) and ``lesson_wall``. Pure.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping

from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile, tile_set

HAND_SIZE = 13  # docs/records.md: 13 tiles dealt to each seat


def tiles_of(text: str) -> list[Tile]:
    """mpsz in the order written: ``"46p 11z"`` -> 4p, 6p, 1z, 1z."""
    out: list[Tile] = []
    digits = ""
    for ch in text:
        if ch.isdigit():
            digits += ch
        elif ch.isalpha():
            out.extend(Tile(f"{d}{ch}") for d in digits)
            digits = ""
        elif not ch.isspace():
            raise ValueError(f"unexpected {ch!r} in tiles {text!r}")
    if digits:
        raise ValueError(f"tiles {text!r} end without a suit letter")
    return out


def _near(tile: Tile, held: set[Tile]) -> bool:
    """Whether ``tile`` is a copy of one of ``held`` or within two of one in the same suit."""
    if tile in held:
        return True
    if not tile.is_suited:
        return False
    return any(h.is_suited and h.suit is tile.suit and abs(h.number - tile.number) <= 2 for h in held)


def lesson_wall(
    ruleset: Ruleset,
    learner: Seat,
    hands: Mapping[Seat, str],
    draws: str = "",
    supplements: str = "",
    seed: int = 0,
) -> tuple[Tile, ...]:
    """The wall: ``hands`` seat -> its tiles (the learner's 13; a computer seat's named tiles, the rest of its 13
    filled); ``draws`` the ordinary draws from index 52 in order, space-separated, ``.`` a filler far from the
    learner's tiles; ``supplements`` from the last index down. ``ValueError`` if a tile is named more often than
    the set holds it."""
    size = ruleset.tile_count
    wall: list[Tile | None] = [None] * size
    for seat, text in hands.items():
        hand = tiles_of(text)
        if len(hand) > HAND_SIZE or (seat is learner and len(hand) != HAND_SIZE):
            raise ValueError(f"{seat.name_en}'s hand has {len(hand)} tiles, not {HAND_SIZE}")
        start = seat.index * HAND_SIZE
        wall[start : start + len(hand)] = hand
    fillers: list[int] = []
    first_draw = len(SEATS) * HAND_SIZE
    for k, token in enumerate(draws.split()):
        if token == ".":
            fillers.append(first_draw + k)
        else:
            (wall[first_draw + k],) = tiles_of(token)
    for k, tile in enumerate(tiles_of(supplements)):
        wall[size - 1 - k] = tile
    pool = Counter(tile_set(ruleset.bonus_tiles))
    pool.subtract(t for t in wall if t is not None)
    over = sorted(t.value for t, n in pool.items() if n < 0)
    if over:
        raise ValueError(f"the lesson's wall names too many of {', '.join(over)}")
    rest = list(pool.elements())
    random.Random(seed).shuffle(rest)
    held = set(tiles_of(hands.get(learner, "")))
    held.update(t for t in wall[first_draw:] if t is not None)
    safe = [t for t in rest if not _near(t, held)]
    for index in fillers:
        tile = safe.pop() if safe else rest[-1]
        rest.remove(tile)
        wall[index] = tile
    for k in range(size):
        if wall[k] is None:
            wall[k] = rest.pop()
    return tuple(t for t in wall if t is not None)
