"""The generic score result that every reader takes (the engine, the score panel, the calculator, practice mode
and the command line): one hand's lines of points or doubles, the total, the limit note, and the arrangement
the score was counted on. Values only; a scoring system builds them.

Each system subclasses ``ScoreResult`` with its own extras: ``zjgame.scoring.zj.result.ZungJungScore``
(patterns, chicken, the limit kind, points from the original 44) and ``zjgame.scoring.british.result.
BritishScore`` (basic points, doubles, raw score). Generic readers use only what is defined here:

- ``lines``: ``ScoreLine`` values in the order to show them, each ``{name, points}`` or ``{name, doubles}``
  with a count, an optional id and Chinese name, and the tiles it comes from;
- ``total`` (after the limit), ``limited`` and ``limit_note``, ``limit_points`` (None: no limit);
- ``notes``: further remarks of the system (a chicken hand, a lower-scoring arrangement);
- ``arrangement_text`` / ``arrangement``; ``to_json`` / ``to_json_text`` (the system's ``score --json``
  object) and ``items_json`` (the lines as the system writes them in records and ``replay --json``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, ClassVar, Literal

from zjgame.rules.melds import format_tiles
from zjgame.rules.tiles import Tile

UnitKind = Literal["sequence", "triplet", "kong", "pair", "single"]
ShapeKind = Literal["regular", "seven_pairs", "thirteen_terminals"]


@dataclass(frozen=True)
class ScoreLine:
    """One line of a score: ``points`` or ``doubles`` per count (exactly one of them is set), ``count`` times.
    ``tiles``: the notation of the tiles the line comes from (``"666p"``, ``"3f"``), empty when none do."""

    name: str
    points: int | None = None
    doubles: int | None = None
    count: int = 1
    id: str | None = None
    name_zh: str | None = None
    tiles: str = ""

    def __post_init__(self) -> None:
        if (self.points is None) == (self.doubles is None):
            raise ValueError(f"score line {self.name!r} needs exactly one of points and doubles")

    @property
    def is_double(self) -> bool:
        return self.doubles is not None

    @property
    def per_count(self) -> int:
        return self.doubles if self.doubles is not None else (self.points or 0)

    @property
    def value(self) -> int:
        """Points or doubles of the line (per count x count)."""
        return self.per_count * self.count

    def amount_text(self) -> str:
        """``"10"``, ``"10 x 2"``, ``"1 double"``, ``"3 doubles"``."""
        if self.doubles is not None:
            n = self.value
            return f"{n} double" if n == 1 else f"{n} doubles"
        return f"{self.points} x {self.count}" if self.count > 1 else f"{self.points}"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name}
        if self.doubles is not None:
            out["doubles"] = self.value
        else:
            out["points"] = self.value
        if self.tiles:
            out["tiles"] = self.tiles
        return out


@dataclass(frozen=True)
class Unit:
    """One unit of an arrangement: a set, the pair, or (Thirteen Terminals) a single tile.

    ``concealed``: for a triplet, whether it counts as concealed (ZJ 4.2, B3); ``declared``: a meld declared
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


@dataclass(frozen=True)
class ScoreResult:
    """A hand's score. ``valid`` False: the hand cannot win (``reason`` says why; ``total`` 0).
    ``arrangement`` (the structured view) is built on first use; ``arrangement_text`` is for people to read.
    ``limit_points``: the limit of the system that applied to this hand (None: there is none)."""

    system: ClassVar[str] = ""

    valid: bool
    total: int
    arrangement_text: str = ""
    reason: str | None = None
    limit_points: int | None = None
    build_arrangement: Callable[[], ArrangementView] | None = field(default=None, compare=False, repr=False)

    @cached_property
    def arrangement(self) -> ArrangementView | None:
        return self.build_arrangement() if self.build_arrangement is not None else None

    @property
    def lines(self) -> tuple[ScoreLine, ...]:
        return ()

    @property
    def limited(self) -> bool:
        """Whether a limit decided the total."""
        return False

    @property
    def limit_note(self) -> str | None:
        return None

    @property
    def notes(self) -> tuple[str, ...]:
        return ()

    def items_json(self) -> list[dict[str, Any]]:
        """The lines as records and ``replay --json`` write them (a win's ``patterns``)."""
        return [line.to_json() for line in self.lines]

    def to_json(self) -> dict[str, Any]:
        """The ``zjgame score --json`` object."""
        if not self.valid:
            return {"valid": False, "total": 0, "reason": self.reason or "not a winning hand"}
        return {"valid": True, "total": self.total, "items": self.items_json(), "arrangement": self.arrangement_text}

    def to_json_text(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False)
