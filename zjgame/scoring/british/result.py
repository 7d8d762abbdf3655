"""The British score of one hand (B4; docs/score.md#british-scoring): the generic ``ScoreResult`` plus the British
extras, the basic points, the number of doubles and the raw score (basic x 2^doubles), and the ``score --json``
object of docs/score.md#british-scoring. A winner's or a loser's hand alike (``loser``). Values only; the scorer builds
them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from zjgame.i18n import _
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
        return _("Limit: {raw:,} is capped at the limit of {limit:,} (B4).").format(
            raw=self.raw, limit=self.limit_points
        )

    @property
    def notes(self) -> tuple[str, ...]:
        return (
            _("Basic points {basic}, doubles {doubles}: {arithmetic}").format(
                basic=self.basic, doubles=self.doubles, arithmetic=self.arithmetic
            ),
        )

    @property
    def arithmetic(self) -> str:
        """The doubling arithmetic (B4): ``28 x 2^1 = 56``, ``24`` without doubles."""
        if not self.doubles:
            return f"{self.basic}"
        return f"{self.basic} x 2^{self.doubles} = {self.raw}"

    def to_json(self) -> dict[str, Any]:
        """The ``zjgame score --ruleset british --json`` object (docs/score.md#british-scoring)."""
        if not self.valid:
            return super().to_json()
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
        """A loser's entry in a batch line's ``losers`` (docs/score.md#british-scoring)."""
        return {"total": self.total, "basic": self.basic, "doubles": self.doubles, "items": self.items_json()}

    def to_json_text(self) -> str:
        """``json.dumps(self.to_json(), ensure_ascii=False)``, written directly (the fast batch path)."""
        if not self.valid:
            return json.dumps(self.to_json(), ensure_ascii=False)
        items = ", ".join([_item_json(x) for x in self.items])
        limit = "null" if self.limit_points is None else self.limit_points
        # the arrangement text holds only digits, letters, spaces and [ ] ( ): no JSON escaping needed
        return (
            f'{{"valid": true, "total": {self.total}, "basic": {self.basic}, "doubles": {self.doubles}, '
            f'"raw": {self.raw}, "limit": "{"limit" if self.limited else "none"}", "limit_points": {limit}, '
            f'"items": [{items}], "arrangement": "{self.arrangement_text}"}}'
        )


@lru_cache(maxsize=8192)
def _item_json(line: ScoreLine) -> str:
    return json.dumps(line.to_json(), ensure_ascii=False)
