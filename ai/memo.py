"""Bounded memo tables for the computer players (issue 14: the memory of a long game must plateau).

Owns ``Memo``, a dict that empties itself before an entry would take it past its ``limit``. The players' memos
hold answers of pure functions (shapes, scores, targets) keyed by everything those read, so emptying one changes
no decision, only the time to work an answer out again. Not the per-decision dicts (they go with the decision).

The limits are set where each memo is made, from measured key traces (``benchmarks/bench_memory.py --census``
lists what grows): almost every repeat of a key comes within a few hundred entries of its first use, inside one
hand, so a few thousand entries miss well under 1% more than an unbounded table.
"""

from __future__ import annotations

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Memo(dict[K, V]):
    """A memo of at most ``limit`` entries: ``put`` empties it first when it is full (cheaper than tracking
    use, and the reuse is short-range)."""

    __slots__ = ("limit",)

    def __init__(self, limit: int) -> None:
        super().__init__()
        if limit < 1:
            raise ValueError(f"a memo needs a limit of 1 or more, not {limit}")
        self.limit = limit

    def put(self, key: K, value: V) -> V:
        """Store ``value`` under ``key`` (emptying the memo first if it is full) and return it."""
        if len(self) >= self.limit and key not in self:
            self.clear()
        self[key] = value
        return value
