"""Bounded memo tables for the computer players (issue 14: the memory of a long game must plateau).

Owns ``Memo``, a dict that drops its oldest entries before a new one would take it past its ``limit``. The
players' memos hold answers of pure functions (shapes, scores, targets) keyed by everything those read, so dropping
entries changes no decision, only the time to work an answer out again. Not the per-decision dicts (they go with
the decision). The oldest sixteenth goes, not everything: the newer entries are the current hand's, the ones
asked again (in the key traces, a scores memo of 1024 that empties itself misses 1.2% more than an unbounded one;
dropping its older half, 0.01%; dropping a sixteenth keeps more and is as cheap per entry).

The limits are set where each memo is made, from measured key traces (``benchmarks/bench_memory.py --census``
lists what grows): almost every repeat of a key comes within a few hundred entries of its first use, inside one
hand, so a few thousand entries miss well under 1% more than an unbounded table.
"""

from __future__ import annotations

from itertools import islice
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Memo(dict[K, V]):
    """A memo of at most ``limit`` entries: when it is full, ``put`` first drops the oldest sixteenth (by insertion:
    cheaper than tracking use, and the reuse is short-range)."""

    __slots__ = ("limit",)

    def __init__(self, limit: int) -> None:
        super().__init__()
        if limit < 1:
            raise ValueError(f"a memo needs a limit of 1 or more, not {limit}")
        self.limit = limit

    def put(self, key: K, value: V) -> V:
        """Store ``value`` under ``key`` (dropping the oldest entries first if the memo is full) and return it."""
        if len(self) >= self.limit and key not in self:
            for old in list(islice(self, max(1, len(self) // 16))):
                del self[old]
        self[key] = value
        return value
