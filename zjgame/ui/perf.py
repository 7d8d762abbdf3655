"""The ``--perf`` figures of the window (docs/play.md): frame times in wall-clock and thread CPU time, the time
from the process's start to the first frame shown, and the peak resident memory.

What a frame costs is the update and the draw of the loop; time that is not the window's is left out: computer
decisions made inline (autoplay: the table reports their wall time with ``exclude``, and their CPU time is
counted here by ``outside_frame``, which the decision worker wraps around them) and writing screenshots.

Owns: ``FramePerf``, ``outside_frame``, ``process_age``, ``process_cpu_s``, ``max_rss_mb``. No pygame here.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from array import array
from collections.abc import Iterator
from contextlib import contextmanager

SAMPLE_LIMIT = 100_000  # frame samples kept per series; beyond it every other one is dropped (a long session)
_outside_cpu = 0.0  # thread CPU seconds spent on the main thread inside ``outside_frame`` blocks (grows only)


@contextmanager
def outside_frame() -> Iterator[None]:
    """Work that is not the window's (an inline computer decision): its CPU time is left out of the frame's.
    Only the main thread's time counts (a worker thread's CPU time is never in the frame's anyway)."""
    global _outside_cpu
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    c0 = time.thread_time()
    try:
        yield
    finally:
        _outside_cpu += time.thread_time() - c0


def outside_cpu() -> float:
    """The main thread's CPU seconds inside ``outside_frame`` so far."""
    return _outside_cpu


def process_age() -> float | None:
    """Seconds since this process started (Linux: ``/proc/self/stat`` and ``/proc/uptime``), or None where the
    system does not say."""
    try:
        with open("/proc/self/stat", "rb") as f:
            stat = f.read()
        with open("/proc/uptime", "rb") as f:
            uptime = float(f.read().split()[0])
        # fields after the command name (which may hold spaces): state is field 3, starttime field 22
        start_ticks = int(stat[stat.rindex(b")") + 2 :].split()[19])
        hz = os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None
    return max(0.0, uptime - start_ticks / hz)


def process_cpu_s() -> float:
    """CPU seconds (user and system) this process has used since it started, all threads."""
    return time.process_time()


def max_rss_mb() -> float | None:
    """The peak resident memory of this process in MB (None where ``resource`` is missing: Windows)."""
    try:
        import resource
    except ImportError:
        return None
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(rss / (1024 * 1024) if sys.platform == "darwin" else rss / 1024, 1)


class _Samples:
    """Frame times, bounded: past ``SAMPLE_LIMIT`` every other sample is dropped and from then on only every
    ``stride``-th frame is kept (the percentiles stay those of an even sample); the maximum is kept exactly."""

    def __init__(self, limit: int = SAMPLE_LIMIT) -> None:
        self.values = array("d")
        self.limit = max(2, limit)
        self.stride = 1
        self.count = 0
        self.max = 0.0

    def add(self, value: float) -> None:
        self.count += 1
        self.max = max(self.max, value)
        if (self.count - 1) % self.stride:
            return
        self.values.append(value)
        if len(self.values) >= self.limit:
            self.values = self.values[::2]
            self.stride *= 2


def _percentile(values: list[float], p: float) -> float:
    if not values:
        return 0.0
    return round(values[min(len(values) - 1, int(p * len(values)))], 3)


class FramePerf:
    """Frame figures: ``begin`` and ``end`` around the update and draw of every frame shown."""

    def __init__(self, command_started: float | None = None) -> None:
        age = process_age()
        now = time.perf_counter()
        # the process's start on the perf_counter clock: from the system, else when the command started
        if age is not None:
            self.started_at = now - age
        else:
            self.started_at = command_started if command_started is not None else now
        self.wall_ms = _Samples()  # every frame shown
        self.cpu_ms = _Samples()  # every frame shown after the first
        self.first_frame_s: float | None = None
        self.first_frame_cpu_s: float | None = None  # the process's CPU time by then (a loaded machine's wall
        # clock says more about the other programs than about the game)
        self.excluded = 0.0  # wall seconds of this frame that are not the window's
        self._t0 = 0.0
        self._c0 = 0.0
        self._outside0 = 0.0

    @property
    def frames(self) -> int:
        return self.wall_ms.count

    def begin(self) -> None:
        self.excluded = 0.0
        self._outside0 = outside_cpu()
        self._t0 = time.perf_counter()
        self._c0 = time.thread_time()

    def exclude(self, seconds: float) -> None:
        self.excluded += seconds

    def end(self) -> None:
        """The frame's update and draw are done (before screenshots and the flip)."""
        cpu = time.thread_time() - self._c0 - (outside_cpu() - self._outside0)
        wall = time.perf_counter() - self._t0 - self.excluded
        if self.wall_ms.count:
            self.cpu_ms.add(max(0.0, cpu) * 1000.0)
        self.wall_ms.add(max(0.0, wall) * 1000.0)

    def shown(self) -> None:
        """The frame is on the screen (after the flip)."""
        if self.first_frame_s is None:
            self.first_frame_s = time.perf_counter() - self.started_at
            self.first_frame_cpu_s = process_cpu_s()

    def report(self) -> dict[str, object]:
        wall, cpu = sorted(self.wall_ms.values), sorted(self.cpu_ms.values)
        return {
            "frames": self.wall_ms.count,
            "frame_ms_p50": _percentile(wall, 0.50),
            "frame_ms_p95": _percentile(wall, 0.95),
            "frame_ms_p99": _percentile(wall, 0.99),
            "frame_cpu_ms_p50": _percentile(cpu, 0.50),
            "frame_cpu_ms_p95": _percentile(cpu, 0.95),
            "frame_cpu_ms_p99": _percentile(cpu, 0.99),
            "frame_cpu_ms_max": round(self.cpu_ms.max, 3),
            "first_frame_s": round(self.first_frame_s or 0.0, 3),
            "first_frame_cpu_s": round(self.first_frame_cpu_s or 0.0, 3),
            "max_rss_mb": max_rss_mb(),
        }
