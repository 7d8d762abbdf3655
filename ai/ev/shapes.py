"""Hand shapes under one scoring system's winning shapes, for the expected-points players: shanten, the draws
that bring a hand closer, a ready hand's waits, and the ready hands one draw away from a hand one tile from
ready.

Owns ``Shapes``: one per winning-shape family (regular hands only, as in classic British B3, or also Seven
Pairs and Thirteen Terminals, ZJ 4), answering from a single incremental ``ShantenTracker``. Every answer is a
pure function of the concealed counts (34 ints, ``ai.shanten``'s order), cached by them in bounded memos
(``ai.memo``): a cache never changes
an answer, so decisions do not depend on which hands were seen before (``--jobs``, resumed games).
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.memo import Memo
from ai.shanten import ShantenTracker

Counts = tuple[int, ...]
# A step: after drawing ``kind``, the ready hands (3n+1 counts) the best discards leave.
Step = tuple[int, tuple[Counts, ...]]

# Suited kinds within two of each suited kind (same suit): a draw can only join a block with these.
_NEAR: tuple[tuple[int, ...], ...] = tuple(
    tuple(j for j in range(9 * (i // 9), 9 * (i // 9) + 9) if abs(j - i) <= 2) if i < 27 else (i,) for i in range(34)
)
_TERMINAL_HONOR = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
# Memo limits (per player; ``ai.memo``), from measured key traces (4 hard, 60 hands; aimem notes): 2048 shanten
# counts (about 0.25 MB) miss 0.1% more than an unbounded table, the others 0.03% or none.
SHANTEN_LIMIT = 2048
DRAWS_LIMIT = 512
STEPS_LIMIT = 256  # about 2.3 KB an entry; a hard player fills it over a hundred hands
CLOSER_LIMIT = 4096  # hands with a draw (3n+2) and the closer hands their discards leave: about 0.5 KB an entry


class Shapes:
    """Shape questions for one family of winning shapes (``irregular``: Seven Pairs and Thirteen Terminals
    count, ZJ 4; False: regular hands only, B3)."""

    def __init__(self, irregular: bool = True) -> None:
        self.irregular = irregular
        self._t = ShantenTracker(None, irregular)
        self._cur = [0] * 34
        self._sh: Memo[Counts, int] = Memo(SHANTEN_LIMIT)
        self._waits: Memo[Counts, tuple[int, ...]] = Memo(DRAWS_LIMIT)
        self._improving: Memo[Counts, tuple[int, ...]] = Memo(DRAWS_LIMIT)
        self._steps: Memo[Counts, tuple[Step, ...]] = Memo(STEPS_LIMIT)
        self._closer: Memo[Counts, tuple[Counts, ...]] = Memo(CLOSER_LIMIT)

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

    # --- questions ------------------------------------------------------------------------------------------
    def shanten(self, counts: Counts) -> int:
        got = self._sh.get(counts)
        if got is None:
            got = self._sh.put(counts, self._set(counts).shanten())
        return got

    def candidates(self, counts: Sequence[int], sh: int) -> list[int]:
        """Kinds whose draw could lower the shanten ``sh`` of ``counts``: suited kinds within two of a held
        tile, held honours, and (irregular shapes, 13 tiles) every terminal and honour when Thirteen Terminals
        is as close as the hand's best form (ZJ 4: a kind no held tile is near joins no set or pair, so only
        Thirteen Terminals' count of kinds can fall by it, and only by one)."""
        seen: set[int] = set()
        for i in range(34):
            if counts[i]:
                seen.update(_NEAR[i])
        if self.irregular and sum(counts) >= 13:
            kinds = 0
            paired = 0
            for i in _TERMINAL_HONOR:
                c = counts[i]
                if c:
                    kinds += 1
                    if c > 1:
                        paired = 1
            if 13 - kinds - paired <= sh:
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
        for k in self.candidates(counts, sh):
            t.add(k)
            if t.shanten() < sh:
                out.append(k)
            t.remove(k)
        return self._improving.put(counts, tuple(out))

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
            for k in self.candidates(counts, 0):
                t.add(k)
                if t.shanten() == -1:
                    out.append(k)
                t.remove(k)
            got = tuple(out)
        return self._waits.put(counts, got)

    def steps(self, counts: Counts) -> tuple[Step, ...]:
        """For a 3n+1 hand one or more tiles from ready: each improving draw with the hands a step closer (ready,
        for a hand one tile from ready) its discards leave."""
        got = self._steps.get(counts)
        if got is not None:
            return got
        sh = self.shanten(counts)
        goal = sh - 1
        t = self._set(counts)
        held = [d for d in range(34) if counts[d]]
        work = list(counts)
        out = []
        improving = []
        for k in self.candidates(counts, sh):
            t.add(k)
            if t.shanten() < sh:
                improving.append(k)
                work[k] += 1
                # The hand with the draw (3n+2) is often reached from another hand by another order of the
                # same draws (a look two from ready meets each such hand twice): its closer hands are kept.
                drawn = tuple(work)
                closer = self._closer.get(drawn)
                if closer is None:
                    found = []
                    for d in held:
                        if d == k:
                            continue
                        t.remove(d)
                        if t.shanten() == goal:
                            work[d] -= 1
                            found.append(tuple(work))
                            work[d] += 1
                        t.add(d)
                    # (Throwing the drawn kind gives the hand back, never closer: the answer is the drawn
                    # hand's alone, whichever draw made it.)
                    closer = self._closer.put(drawn, tuple(found))
                work[k] -= 1
                if closer:
                    out.append((k, closer))
            t.remove(k)
        if counts not in self._improving:
            self._improving.put(counts, tuple(improving))
        return self._steps.put(counts, tuple(out))

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
