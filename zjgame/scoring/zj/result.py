"""The Zung Jung score of one hand (docs/score.md): the generic ``ScoreResult`` plus Zung Jung's extras, the
counted patterns, the chicken hand, the limit kind (``none``, ``compound``, ``listed``), the points from the
original 44 patterns, and the ``score --json`` object exactly as docs/score.md writes it. Values only; the
scorer builds them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar, Literal

from zjgame.i18n import _
from zjgame.scoring.result import ScoreLine, ScoreResult
from zjgame.scoring.zj.patterns import ALL_PATTERNS, Pattern

LimitKind = Literal["none", "compound", "listed"]

CHICKEN_LINE = ScoreLine("Chicken hand (no pattern)", points=1)


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

    def line(self) -> ScoreLine:
        p = self.pattern
        return ScoreLine(p.name, points=self.points, count=self.count, id=p.id, name_zh=p.name_zh)


# Pre-rendered JSON of each pattern's fixed keys (the batch command writes thousands of these).
JSON_HEAD = {
    p.id: f'{{"id": {json.dumps(p.id)}, "name": {json.dumps(p.name, ensure_ascii=False)}, '
    f'"name_zh": {json.dumps(p.name_zh, ensure_ascii=False)}, "points": '
    for p in ALL_PATTERNS
}


@dataclass(frozen=True)
class ZungJungScore(ScoreResult):
    """``base_points``: points from the original 44 patterns only (the minimum test, ZJ §7);
    ``alternative_total``: the best total of another arrangement that scored less; ``raw_total``: the sum of
    the counted patterns before the limit."""

    system: ClassVar[str] = "zung-jung"

    limit: LimitKind = "none"
    chicken: bool = False
    patterns: tuple[CountedPattern, ...] = ()
    base_points: int = 0
    alternative_total: int | None = None
    raw_total: int = 0

    @property
    def pattern_ids(self) -> tuple[str, ...]:
        return tuple(cp.id for cp in self.patterns)

    @cached_property
    def _lines(self) -> tuple[ScoreLine, ...]:
        if self.chicken:
            return (CHICKEN_LINE,)  # ZJ §5: a hand with no pattern scores 1
        return tuple(cp.line() for cp in self.patterns)

    @property
    def lines(self) -> tuple[ScoreLine, ...]:
        return self._lines

    @property
    def limited(self) -> bool:
        return self.limit != "none"

    @property
    def limit_note(self) -> str | None:
        if self.limit == "listed":
            return _("Listed limit: only the single highest pattern listed at {limit} or more counts.").format(
                limit=self.limit_points
            )
        if self.limit == "compound":
            return _("Compound limit: the patterns add up to {raw}, which scores {limit}.").format(
                raw=self.raw_total, limit=self.limit_points
            )
        return None

    @property
    def notes(self) -> tuple[str, ...]:
        if self.alternative_total is not None:
            return (_("Another arrangement scored less: {total}.").format(total=self.alternative_total),)
        return ()

    def items_json(self) -> list[dict[str, Any]]:
        return [cp.to_json() for cp in self.patterns]

    def to_json(self) -> dict[str, Any]:
        """The ``zjgame score --json`` object (docs/score.md), keys in the documented order."""
        if not self.valid:
            return super().to_json()
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
