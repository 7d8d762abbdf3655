"""Hand shapes under one scoring system's winning shapes, for the expected-points players: shanten, the draws
that bring a hand closer, a ready hand's waits, and the ready hands one draw away from a hand one tile from
ready.

Owns ``Shapes``: one per winning-shape family (regular hands only, as in classic British B3, or also Seven
Pairs and Thirteen Terminals, ZJ 4), answering from a single incremental ``ShantenTracker``. Every answer is a
pure function of the concealed counts (34 ints, ``ai.shanten``'s order), cached by them: a cache never changes
an answer, so decisions do not depend on which hands were seen before (``--jobs``, resumed games).
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.shanten import ShantenTracker

Counts = tuple[int, ...]
# A step: after drawing ``kind``, the ready hands (3n+1 counts) the best discards leave.
Step = tuple[int, tuple[Counts, ...]]

# Suited kinds within two of each suited kind (same suit): a draw can only join a block with these.
_NEAR: tuple[tuple[int, ...], ...] = tuple(
    tuple(j for j in range(9 * (i // 9), 9 * (i // 9) + 9) if abs(j - i) <= 2) if i < 27 else (i,) for i in range(34)
)
_TERMINAL_HONOR = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
_MAX_CACHE = 60000


class Shapes:
    """Shape questions for one family of winning shapes (``irregular``: Seven Pairs and Thirteen Terminals
    count, ZJ 4; False: regular hands only, B3)."""

    def __init__(self, irregular: bool = True) -> None:
        self.irregular = irregular
        self._t = ShantenTracker(None, irregular)
        self._cur = [0] * 34
        self._sh: dict[Counts, int] = {}
        self._waits: dict[Counts, tuple[int, ...]] = {}
        self._improving: dict[Counts, tuple[int, ...]] = {}
        self._steps: dict[Counts, tuple[Step, ...]] = {}

    # --- the tracker ----------------------------------------------------------------------------------------
    def _set(self, counts: Sequence[int]) -> ShantenTracker:
        """Bring the tracker to ``counts`` (removals first: the tracker holds at most 14 tiles)."""
        t = self._t
        cur = self._cur
        for i in range(34):
            d = counts[i] - cur[i]
            while d < 0:
                t.remove(i)
                d += 1
        for i in range(34):
            d = counts[i] - cur[i]
            while d > 0:
                t.add(i)
                d -= 1
        cur[:] = counts
        return t

    def _trim(self) -> None:
        if len(self._sh) > _MAX_CACHE:
            self._sh.clear()
        if len(self._steps) > _MAX_CACHE // 4:
            self._steps.clear()
            self._waits.clear()
            self._improving.clear()

    # --- questions ------------------------------------------------------------------------------------------
    def shanten(self, counts: Counts) -> int:
        got = self._sh.get(counts)
        if got is None:
            got = self._set(counts).shanten()
            self._sh[counts] = got
        return got

    def candidates(self, counts: Sequence[int]) -> list[int]:
        """Kinds whose draw could change the shanten of ``counts``: suited kinds within two of a held tile,
        held honours, and (irregular shapes, 13 tiles) every terminal and honour."""
        seen: set[int] = set()
        for i in range(34):
            if counts[i]:
                seen.update(_NEAR[i])
        if self.irregular and sum(counts) >= 13:
            seen.update(_TERMINAL_HONOR)
        return sorted(k for k in seen if counts[k] < 4)

    def improving(self, counts: Counts) -> tuple[int, ...]:
        """Kinds whose draw lowers the shanten of the 3n+1 hand ``counts``."""
        got = self._improving.get(counts)
        if got is not None:
            return got
        sh = self.shanten(counts)
        t = self._set(counts)
        out = []
        for k in self.candidates(counts):
            t.add(k)
            if t.shanten() < sh:
                out.append(k)
            t.remove(k)
        got = tuple(out)
        self._improving[counts] = got
        return got

    def waits(self, counts: Counts) -> tuple[int, ...]:
        """The winning kinds of the ready 3n+1 hand ``counts`` (empty if it is not ready)."""
        got = self._waits.get(counts)
        if got is not None:
            return got
        if self.shanten(counts) != 0:
            got = ()
        else:
            t = self._set(counts)
            out = []
            for k in self.candidates(counts):
                t.add(k)
                if t.shanten() == -1:
                    out.append(k)
                t.remove(k)
            got = tuple(out)
        self._waits[counts] = got
        return got

    def steps(self, counts: Counts) -> tuple[Step, ...]:
        """For a 3n+1 hand one tile from ready: each improving draw with the ready hands its discards leave."""
        got = self._steps.get(counts)
        if got is not None:
            return got
        self._trim()
        improving = self.improving(counts)
        t = self._set(counts)
        work = list(counts)
        out = []
        for k in improving:
            t.add(k)
            work[k] += 1
            ready = []
            for d in range(34):
                if not work[d] or d == k:
                    continue
                t.remove(d)
                if t.shanten() == 0:
                    work[d] -= 1
                    ready.append(tuple(work))
                    work[d] += 1
                t.add(d)
            t.remove(k)
            work[k] -= 1
            if ready:
                out.append((k, tuple(ready)))
        got = tuple(out)
        self._steps[counts] = got
        return got

    def discard_shanten(self, counts: Counts) -> dict[int, int]:
        """For a 3n+2 hand: the shanten left by discarding each held kind."""
        t = self._set(counts)
        out = {}
        for d in range(34):
            if counts[d]:
                t.remove(d)
                out[d] = t.shanten()
                t.add(d)
        return out
