"""Helpers for writing lessons: the players' names, scripted deals, the "book" that records every number a
lesson's text shows and every claim it makes, and the sentences that say which set a tile belongs to.

Owns: ``NAMES``, ``names_for``, ``make_deal``, ``Book``, ``role``, ``keep_templates``, ``t``. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from zjgame.i18n import _
from zjgame.names import player_name
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile
from zjgame.tutorial.claims import RULESET, Claim
from zjgame.tutorial.steps import Deal, Lesson, SeatScript, Step
from zjgame.tutorial.walls import lesson_wall, tiles_of
from zjgame.tutorial.words import points, run_name, tile_name, you

NAMES = ("Mei", "Hao", "Lin", "Kit")  # the computer players, by seat (the learner's seat is "You")


def t(code: str) -> Tile:
    return Tile(code)


def names_for(learner: Seat) -> tuple[str, str, str, str]:
    out = [you() if seat is learner else player_name(NAMES[seat.index]) for seat in SEATS]
    return (out[0], out[1], out[2], out[3])


def make_deal(
    learner: Seat,
    hands: Mapping[Seat, str],
    draws: str = "",
    supplements: str = "",
    scripts: Mapping[Seat, SeatScript] | None = None,
    seed: int = 0,
) -> Deal:
    wall = lesson_wall(RULESET, learner, hands, draws, supplements, seed)
    return Deal(learner, wall, names_for(learner), tuple((scripts or {}).items()))


class Book:
    """What a lesson's text relies on: ``n(value)`` records a number shown (and returns it), ``claim`` a
    statement the tests check against the scorer and the engine."""

    def __init__(self) -> None:
        self.figures: set[int] = set()
        self.claims: list[Claim] = []

    def n(self, value: int) -> int:
        self.figures.add(value)
        return value

    def pts(self, value: int) -> str:
        return points(self.n(value))

    def seam(self, text: str) -> str:
        """A sentence written by the scoring system's explainer: its numbers are the scorer's."""
        self.figures.update(int(n) for n in re.findall(r"\d+", text))
        return text

    def claim(self, claim: Claim) -> Claim:
        self.claims.append(claim)
        return claim

    def lesson(self, key: str, title: str, summary: str, steps: Sequence[Step], gallery: bool = False) -> Lesson:
        return Lesson(key, title, summary, tuple(steps), tuple(self.claims), frozenset(self.figures), gallery)


def role(group: str) -> str:
    """Which set (or part of one) the tiles of ``group`` (mpsz, ``"234m"``) make, for "it belongs to ..."."""
    tiles = tiles_of(group)
    first = tiles[0]
    same = all(x is first for x in tiles)
    if same and len(tiles) == 4:
        return _("your four of {tile}").format(tile=tile_name(first))
    if same and len(tiles) == 3:
        return _("your pung of {tile}").format(tile=tile_name(first))
    if same and len(tiles) == 2:
        return _("your pair of {tile}").format(tile=tile_name(first))
    if len(tiles) == 3:
        return _("your chow, {run}").format(run=run_name(tiles))
    return _("{run}, two tiles waiting for a third to make a chow").format(run=run_name(tiles))


def keep_templates(groups: Sequence[str], prefix: str = "discard:") -> tuple[tuple[str, str], ...]:
    """``wrong`` entries for every tile of ``groups``: keep it, it belongs to its set."""
    out = []
    for group in groups:
        what = role(group)
        for tile in dict.fromkeys(tiles_of(group)):
            text = _("Keep {tile}: it belongs to {role}.").replace("{role}", what)
            out.append((f"{prefix}{tile.value}", text))
    return tuple(out)


def belongs_templates(groups: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """``wrong`` entries of a ``Pick`` in the hand: that tile belongs to another set."""
    out = []
    for group in groups:
        what = role(group)
        for tile in dict.fromkeys(tiles_of(group)):
            out.append((tile.value, _("{Tile} belongs to {role}.").replace("{role}", what)))
    return tuple(out)
