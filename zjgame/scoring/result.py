"""The result of scoring one hand (interfaces §2): counted patterns, the chosen arrangement, limits,
validity, and its JSON form. Values only; the scorer builds them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal

from zjgame.rules.melds import format_tiles
from zjgame.rules.tiles import Tile
from zjgame.scoring.patterns import ALL_PATTERNS, Pattern

LimitKind = Literal["none", "compound", "listed"]
UnitKind = Literal["sequence", "triplet", "kong", "pair", "single"]
ShapeKind = Literal["regular", "seven_pairs", "thirteen_terminals"]


@dataclass(frozen=True)
class CountedPattern:
    """A pattern the hand scores: ``points`` per count (after ruleset overrides), ``count`` times."""

    pattern: Pattern
    count: int
    points: int

    @property
    def id(self) -> str:
        return self.pattern.id

    @property
    def value(self) -> int:
        return self.points * self.count

    def to_json(self) -> dict[str, Any]:
        p = self.pattern
        return {"id": p.id, "name": p.name, "name_zh": p.name_zh, "points": self.points, "count": self.count}


@dataclass(frozen=True)
class Unit:
    """One unit of an arrangement: a set, the pair, or (Thirteen Terminals) a single tile.

    ``concealed``: for a triplet, whether it counts as concealed (ZJ 4.2); ``declared``: a meld declared
    before the win; ``winning``: this unit holds the winning tile."""

    kind: UnitKind
    tiles: tuple[Tile, ...]
    concealed: bool
    declared: bool = False
    winning: bool = False

    def text(self, winning_tile: Tile | None) -> str:
        if self.declared:
            body = format_tiles(self.tiles)
            return f"({body})" if self.concealed else f"[{body}]"
        if self.winning and winning_tile is not None:
            rest = list(self.tiles)
            rest.remove(winning_tile)
            return f"{format_tiles(rest)}+{winning_tile.value}"
        return format_tiles(self.tiles)


@dataclass(frozen=True)
class ArrangementView:
    """The arrangement the score was counted on."""

    shape: ShapeKind
    units: tuple[Unit, ...]
    winning_tile: Tile | None

    def text(self) -> str:
        return " | ".join(u.text(self.winning_tile) for u in self.units)

    @property
    def winning_unit(self) -> Unit | None:
        return next((u for u in self.units if u.winning), None)


# Pre-rendered JSON of each pattern's fixed keys (the batch command writes thousands of these).
JSON_HEAD = {
    p.id: f'{{"id": {json.dumps(p.id)}, "name": {json.dumps(p.name, ensure_ascii=False)}, '
    f'"name_zh": {json.dumps(p.name_zh, ensure_ascii=False)}, "points": '
    for p in ALL_PATTERNS
}


@dataclass(frozen=True)
class ScoreResult:
    """``arrangement`` (the structured ArrangementView) is built on first use; ``arrangement_text`` is its
    text. ``base_points``: points from the original 44 patterns only (the minimum test, ZJ §7);
    ``alternative_total``: the best total of another arrangement that scored less; ``raw_total``: the sum
    of the counted patterns before the limit."""

    valid: bool
    total: int
    limit: LimitKind = "none"
    chicken: bool = False
    patterns: tuple[CountedPattern, ...] = ()
    arrangement_text: str = ""
    reason: str | None = None
    base_points: int = 0
    alternative_total: int | None = None
    raw_total: int = 0
    build_arrangement: Callable[[], ArrangementView] | None = field(default=None, compare=False, repr=False)

    @cached_property
    def arrangement(self) -> ArrangementView | None:
        return self.build_arrangement() if self.build_arrangement is not None else None

    @property
    def pattern_ids(self) -> tuple[str, ...]:
        return tuple(cp.id for cp in self.patterns)

    def to_json(self) -> dict[str, Any]:
        """The ``zjgame score --json`` object (interfaces §2), keys in the documented order."""
        if not self.valid:
            return {"valid": False, "total": 0, "reason": self.reason or "not a winning hand"}
        return {
            "valid": True,
            "total": self.total,
            "limit": self.limit,
            "chicken": self.chicken,
            "patterns": [cp.to_json() for cp in self.patterns],
            "arrangement": self.arrangement_text,
        }

    def to_json_text(self) -> str:
        """``json.dumps(self.to_json(), ensure_ascii=False)``, written directly (the fast batch path)."""
        if not self.valid:
            reason = json.dumps(self.reason or "not a winning hand", ensure_ascii=False)
            return f'{{"valid": false, "total": 0, "reason": {reason}}}'
        pats = ", ".join(f'{JSON_HEAD[c.pattern.id]}{c.points}, "count": {c.count}}}' for c in self.patterns)
        return (
            f'{{"valid": true, "total": {self.total}, "limit": "{self.limit}", '
            f'"chicken": {"true" if self.chicken else "false"}, "patterns": [{pats}], '
            f'"arrangement": {json.dumps(self.arrangement_text)}}}'
        )
