"""The British score of one hand (B4; interfaces §2a): the generic ``ScoreResult`` plus the British extras,
the basic points, the number of doubles and the raw score (basic x 2^doubles), and the ``score --json``
object of interfaces §2a. A winner's or a loser's hand alike (``loser``). Values only; the scorer builds them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, ClassVar

from zjgame.scoring.result import ScoreLine, ScoreResult


@dataclass(frozen=True)
class BritishScore(ScoreResult):
    """``items``: the lines of points then the lines of doubles, in the order the seed's tables give them;
    ``basic``: the points added up; ``doubles``: the doubles added up; ``raw``: basic x 2^doubles;
    ``total``: raw capped at ``limit_points`` (None: no limit)."""

    system: ClassVar[str] = "british"

    items: tuple[ScoreLine, ...] = ()
    basic: int = 0
    doubles: int = 0
    raw: int = 0
    loser: bool = False

    @property
    def lines(self) -> tuple[ScoreLine, ...]:
        return self.items

    @property
    def points_lines(self) -> tuple[ScoreLine, ...]:
        return tuple(x for x in self.items if not x.is_double)

    @property
    def double_lines(self) -> tuple[ScoreLine, ...]:
        return tuple(x for x in self.items if x.is_double)

    @property
    def limited(self) -> bool:
        return self.limit_points is not None and self.raw > self.limit_points

    @property
    def limit_note(self) -> str | None:
        if not self.limited:
            return None
        return f"Limit: {self.raw:,} is capped at the limit of {self.limit_points:,} (B4)."

    @property
    def arithmetic(self) -> str:
        """The doubling arithmetic (B4): ``28 x 2^1 = 56``, ``24`` without doubles."""
        if not self.doubles:
            return f"{self.basic}"
        return f"{self.basic} x 2^{self.doubles} = {self.raw}"

    def to_json(self) -> dict[str, Any]:
        """The ``zjgame score --ruleset british --json`` object (interfaces §2a)."""
        if not self.valid:
            return {"valid": False, "total": 0, "reason": self.reason or "not a winning hand"}
        return {
            "valid": True,
            "total": self.total,
            "basic": self.basic,
            "doubles": self.doubles,
            "raw": self.raw,
            "limit": "limit" if self.limited else "none",
            "limit_points": self.limit_points,
            "items": self.items_json(),
            "arrangement": self.arrangement_text,
        }

    def loser_json(self) -> dict[str, Any]:
        """A loser's entry in a batch line's ``losers`` (interfaces §2a)."""
        return {"total": self.total, "basic": self.basic, "doubles": self.doubles, "items": self.items_json()}

    def to_json_text(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False)
