"""Decision times with bounded memory: ``TimeHistogram`` keeps counts in fixed log-spaced bins, so a simulation
of any length holds the same few kilobytes, two histograms merge exactly (``--jobs``), and a percentile is
within ``RELATIVE_ERROR`` of the exact nearest-rank percentile of the same values.

Bins: bin ``i >= 1`` holds values in ``[FLOOR * RATIO**(i - 1), FLOOR * RATIO**i)``; bin 0 everything below
``FLOOR`` (1 microsecond, reported as 0); the last bin everything from ``CEILING`` (1000 s) up. The reported value
of a bin is its geometric middle, so the error is at most ``sqrt(RATIO) - 1`` (about 0.5%) inside the range.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

FLOOR = 0.001  # milliseconds
CEILING = 1_000_000.0  # milliseconds
RATIO = 1.01
RELATIVE_ERROR = math.sqrt(RATIO) - 1.0
_LOG_RATIO = math.log(RATIO)
_BINS = int(math.ceil(math.log(CEILING / FLOOR) / _LOG_RATIO)) + 2


class TimeHistogram:
    """Counts of times (milliseconds) in log-spaced bins; ``percentile(q)`` as nearest rank."""

    __slots__ = ("counts", "n", "total", "largest")

    def __init__(self) -> None:
        self.counts: dict[int, int] = {}  # sparse: bin -> count (at most _BINS keys)
        self.n = 0
        self.total = 0.0
        self.largest = 0.0

    @staticmethod
    def bin_of(ms: float) -> int:
        if ms < FLOOR:
            return 0
        if ms >= CEILING:
            return _BINS - 1
        return min(_BINS - 2, 1 + int(math.log(ms / FLOOR) / _LOG_RATIO))

    @staticmethod
    def value_of(bin_index: int) -> float:
        """The value reported for a bin: its geometric middle (0 for the bin below ``FLOOR``)."""
        if bin_index <= 0:
            return 0.0
        return float(FLOOR * RATIO ** (bin_index - 0.5))

    def add(self, ms: float) -> None:
        b = self.bin_of(ms)
        self.counts[b] = self.counts.get(b, 0) + 1
        self.n += 1
        self.total += ms
        if ms > self.largest:
            self.largest = ms

    def extend(self, values: Iterable[float]) -> None:
        for v in values:
            self.add(v)

    def merge(self, other: TimeHistogram) -> None:
        for b, c in other.counts.items():
            self.counts[b] = self.counts.get(b, 0) + c
        self.n += other.n
        self.total += other.total
        self.largest = max(self.largest, other.largest)

    def percentile(self, q: float) -> float:
        """The nearest-rank ``q`` percentile (0 < q <= 1): the value of rank ceil(q * n), to within about 0.5%."""
        if self.n == 0:
            return 0.0
        rank = min(self.n, max(1, math.ceil(q * self.n)))
        seen = 0
        for b in sorted(self.counts):
            seen += self.counts[b]
            if seen >= rank:
                if b == _BINS - 1:
                    return self.largest
                return min(self.value_of(b), self.largest)
        return self.largest  # not reached

    def mean(self) -> float:
        return self.total / self.n if self.n else 0.0

    def to_json(self) -> dict[str, object]:
        return {"counts": {str(b): c for b, c in sorted(self.counts.items())}, "n": self.n, "total": self.total}
