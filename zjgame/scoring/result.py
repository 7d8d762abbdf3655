"""The result of scoring one hand (interfaces §2): counted patterns, the chosen arrangement, limits,
validity, and its JSON form. Values only; the scorer builds them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from zjgame.rules.melds import format_tiles
from zjgame.rules.tiles import Tile
from zjgame.scoring.patterns import Pattern

LimitKind = Literal["none", "compound", "listed"]
UnitKind = Literal["sequence", "triplet", "kong", "pair", "single", "bonus"]
ShapeKind = Literal["regular", "seven_pairs", "thirteen_terminals", "none"]


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
    """One unit of an arrangement: a set, the pair, or (irregular shapes) a pair or single tile.

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
            return f"{format_tiles(rest)}+{winning_tile.value}" if rest else f"+{winning_tile.value}"
        return format_tiles(self.tiles)


@dataclass(frozen=True)
class ArrangementView:
    """The arrangement the score was counted on."""

    shape: ShapeKind
    units: tuple[Unit, ...]
    winning_tile: Tile | None

    def text(self) -> str:
        return " | ".join(u.text(self.winning_tile) for u in self.units)


@dataclass(frozen=True)
class ScoreResult:
    valid: bool
    total: int
    limit: LimitKind = "none"
    chicken: bool = False
    patterns: tuple[CountedPattern, ...] = ()
    arrangement: ArrangementView | None = None
    reason: str | None = None
    base_points: int = 0  # points from the original 44 patterns only (the minimum test, ZJ §7)
    alternative_total: int | None = None  # the best total of another arrangement that scored less
    raw_total: int = 0  # sum before the limit (for limit notes)

    @property
    def arrangement_text(self) -> str:
        return self.arrangement.text() if self.arrangement is not None else ""

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
