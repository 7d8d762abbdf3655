"""Targets of a hand still two or more tiles from ready: a few complete hands it could plausibly become, each
to be scored by the real scorer, with the tiles it still needs.

Owns ``Target`` and ``targets``. The shapes are plain hand shapes, never a scoring system's patterns, so the
same code serves every ruleset and the scorer alone says what each is worth:

- ``fast``: the hand's best split into sets, partial sets and a pair, each partial completed the likeliest
  way (the shape the shanten count follows);
- ``suit``: the same inside the suit the hand holds most of, with the honours (``suit``) or without
  (``pure``): every other tile is thrown and replaced;
- ``sets``: sets of three alike and a pair only;
- ``pairs``: seven pairs, where the system counts them (ZJ 4).

Splits are cached by the pattern of a suit (a pure function of it), targets by their arguments, both in bounded
``lru_cache``s: measured key traces (4 hard or 4 normal players, 60 hands; aimem notes) reuse a target only
within a few dozen calls, a suit pattern mostly within 2,000 (an entry of either is 0.5-1.2 KB; 2048 suit patterns
miss 8% more than an unbounded table, a few hundred cheap recomputations in a hundred hands).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

Counts = tuple[int, ...]
# A block of a split: (kind, first index in the suit): S three alike, C run, P pair, A two in a row, G two with
# a gap, I a single tile.
Block = tuple[str, int]
Split = tuple[int, int, int, tuple[Block, ...]]  # (sets, partials, pairs, blocks)


@dataclass(frozen=True)
class Target:
    """A complete hand: ``concealed`` (3n+1 tiles) winning on ``win``; ``need``: the kinds still to draw
    (``win`` among them); ``allowed``: the kinds this target keeps (None: any)."""

    name: str
    concealed: Counts
    win: int
    need: tuple[int, ...]
    allowed: frozenset[int] | None = None

    @property
    def missing(self) -> int:
        return len(self.need)


def _pareto(splits: list[Split]) -> tuple[Split, ...]:
    best: dict[int, Split] = {}
    for s in splits:
        cur = best.get(s[0])
        if cur is None or (s[1], s[2], -len(s[3])) > (cur[1], cur[2], -len(cur[3])):
            best[s[0]] = s
    out = []
    top_partials = -1
    for sets in sorted(best, reverse=True):
        s = best[sets]
        if s[1] > top_partials:
            out.append(s)
            top_partials = s[1]
    return tuple(out)


@lru_cache(maxsize=2048)
def suit_splits(pattern: Counts) -> tuple[Split, ...]:
    """The Pareto-best splits of one suit's 9 counts by (sets, partial sets)."""
    c = list(pattern)
    i = 0
    while i < 9 and not c[i]:
        i += 1
    if i == 9:
        return ((0, 0, 0, ()),)
    out: list[Split] = []

    def extend(rest: list[int], block: Block, ds: int, dp: int, dpair: int) -> None:
        for s, p, pairs, blocks in suit_splits(tuple(rest)):
            out.append((s + ds, p + dp, pairs + dpair, (block, *blocks)))

    if c[i] >= 3:
        c[i] -= 3
        extend(c, ("S", i), 1, 0, 0)
        c[i] += 3
    if i <= 6 and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        extend(c, ("C", i), 1, 0, 0)
        c[i] += 1
        c[i + 1] += 1
        c[i + 2] += 1
    if c[i] >= 2:
        c[i] -= 2
        extend(c, ("P", i), 0, 1, 1)
        c[i] += 2
    if i <= 7 and c[i + 1]:
        c[i] -= 1
        c[i + 1] -= 1
        extend(c, ("A", i), 0, 1, 0)
        c[i] += 1
        c[i + 1] += 1
    if i <= 6 and c[i + 2]:
        c[i] -= 1
        c[i + 2] -= 1
        extend(c, ("G", i), 0, 1, 0)
        c[i] += 1
        c[i + 2] += 1
    c[i] -= 1
    extend(c, ("I", i), 0, 0, 0)
    return _pareto(out)


def _honour_split(counts: Sequence[int]) -> Split:
    blocks: list[Block] = []
    sets = pairs = 0
    for k in range(27, 34):
        n = counts[k]
        if n >= 3:
            blocks.append(("S", k))
            sets += 1
            if n == 4:
                blocks.append(("I", k))
        elif n == 2:
            blocks.append(("P", k))
            pairs += 1
        elif n == 1:
            blocks.append(("I", k))
    return sets, pairs, pairs, tuple(blocks)


def best_split(counts: Sequence[int], sets_needed: int) -> tuple[Block, ...]:
    """The split of the concealed ``counts`` closest to a win with ``sets_needed`` sets (blocks with absolute
    tile indices)."""
    fronts = []
    for s in range(3):
        base = 9 * s
        fronts.append(
            [
                (a, b, p, tuple((kind, base + i) for kind, i in blocks))
                for a, b, p, blocks in suit_splits(tuple(counts[base : base + 9]))
            ]
        )
    honours = _honour_split(counts)
    best_key: tuple[int, int, int] | None = None
    best: tuple[Block, ...] = ()
    for a in fronts[0]:
        for b in fronts[1]:
            for c in fronts[2]:
                sets = a[0] + b[0] + c[0] + honours[0]
                partials = a[1] + b[1] + c[1] + honours[1]
                pairs = a[2] + b[2] + c[2] + honours[2]
                sets = min(sets, sets_needed)
                usable = min(partials, sets_needed + 1 - sets)
                if pairs == 0 and partials > sets_needed - sets:
                    usable = sets_needed - sets  # no pair: every usable partial is a set-to-be
                key = (2 * sets + usable, 1 if pairs else 0, -(partials - usable))
                if best_key is None or key > best_key:
                    best_key = key
                    best = a[3] + b[3] + c[3] + honours[3]
    return best


def _chow_fill(i: int, unseen: Sequence[int], variant: int = 0) -> tuple[int, ...] | None:
    """The two kinds that make a run with the single suited tile ``i``, likeliest first (None if none can);
    ``variant`` 1 and 2 prefer the run with ``i`` at its low or high end."""
    n = i % 9
    options = []
    order = (n, n - 1, n - 2) if variant == 1 else (n - 2, n - 1, n) if variant == 2 else (n - 2, n - 1, n)
    if variant:
        for lo in order:
            if 0 <= lo and lo + 2 <= 8:
                kinds = tuple(i - n + lo + j for j in range(3) if i - n + lo + j != i)
                if all(unseen[k] > 0 for k in kinds):
                    return kinds
        return None
    for lo in order:
        if 0 <= lo and lo + 2 <= 8:
            run = tuple(i - n + lo + j for j in range(3) if i - n + lo + j != i)
            if all(unseen[k] > 0 for k in run):
                options.append((min(unseen[k] for k in run), run))
    if not options:
        return None
    return max(options)[1]


def complete(
    name: str,
    counts: Sequence[int],
    sets_needed: int,
    unseen: Sequence[int],
    allowed: frozenset[int] | None,
    filler_suit: int,
    variant: int = 0,
) -> Target | None:
    """Complete the split of ``counts`` (only ``allowed`` kinds kept) into a winning hand: the tiles to draw
    and the winning one. None when the unseen tiles cannot make it. ``flip``: complete each two-in-a-row at
    its other end (variants 1 and 2: other completions of the same split; 3: every new set a run in
    ``filler_suit``, away from the hand's single tiles)."""
    flip = variant > 0
    kept = [c if allowed is None or i in allowed else 0 for i, c in enumerate(counts)]
    blocks = list(best_split(kept, sets_needed))
    left = list(unseen)
    need: list[int] = []
    final = list(kept)
    sets = [b for b in blocks if b[0] in "SC"][:sets_needed]
    pairs = [b for b in blocks if b[0] == "P"]
    partials = [b for b in blocks if b[0] in "AG"]
    singles = [b[1] for b in blocks if b[0] == "I"]
    # The extra tiles of sets beyond what is needed are thrown.
    for kind, i in [b for b in blocks if b[0] in "SC"][sets_needed:]:
        for k in (i, i, i) if kind == "S" else (i, i + 1, i + 2):
            final[k] -= 1
    made = len(sets)
    eyes = None
    if pairs:
        # Keep as the pair the kind with fewest copies left to make it three.
        pairs.sort(key=lambda b: (left[b[1]], b[1]))
        eyes = pairs.pop(0)
    candidates: list[tuple[float, list[int], Block]] = []
    for b in pairs:
        if left[b[1]] > 0:
            candidates.append((left[b[1]] / 4.0, [b[1]], b))
    for kind, i in partials:
        if kind == "G":
            fill = [i + 1]
        else:
            lo_ok = i % 9 >= 1 and left[i - 1] > 0
            hi_ok = i % 9 <= 6 and left[i + 2] > 0
            low = lo_ok and (not hi_ok or left[i - 1] >= left[i + 2])
            if flip and lo_ok and hi_ok:
                low = not low
            fill = [i - 1] if low else [i + 2] if hi_ok else []
        if fill and left[fill[0]] > 0:
            candidates.append(
                ((left[fill[0]] + (4 if kind == "A" and i % 9 not in (0, 7) else 0)) / 4.0, fill, (kind, i))
            )
    candidates.sort(key=lambda x: (-x[0], x[2]))
    used: list[Block] = []
    for _, fill, block in candidates:
        if made >= sets_needed:
            break
        if all(left[k] > 0 for k in fill):
            for k in fill:
                left[k] -= 1
                need.append(k)
                final[k] += 1
            made += 1
            used.append(block)
    # Partials and pairs not used are thrown.
    for kind, i in [*pairs, *partials]:
        if (kind, i) in used:
            continue
        for k in (i, i) if kind == "P" else (i, i + 1) if kind == "A" else (i, i + 2):
            final[k] -= 1
    spare = []
    for i in singles:
        final[i] -= 1
        spare.append(i)
    singles_left = spare
    if variant == 3:
        # New sets away from the hand's own tiles: a run in the suit it holds least (no pattern of its own).
        spare = []
    while made < sets_needed:
        while spare:
            i = spare.pop(0)
            fill2 = None
            if i < 27:
                fill2 = _chow_fill(i, left, variant)
            elif left[i] >= 2:
                fill2 = (i, i)
            if fill2 is not None and all(left[k] > 0 for k in fill2):
                final[i] += 1
                for k in fill2:
                    left[k] -= 1
                    need.append(k)
                    final[k] += 1
                made += 1
                break
        else:
            # A whole new run in the filler suit, where the copies allow.
            for start in (2, 4, 3, 1, 5, 0, 6) if flip else (3, 2, 4, 1, 5, 0, 6):
                kinds = [9 * filler_suit + start + j for j in range(3)] if filler_suit < 3 else []
                if kinds and all(left[k] > 0 for k in kinds):
                    for k in kinds:
                        left[k] -= 1
                        need.append(k)
                        final[k] += 1
                    made += 1
                    break
            else:
                return None
    if eyes is None:
        spare_ok = [i for i in (singles_left if variant == 3 else spare) if left[i] > 0]
        if spare_ok:
            i = max(spare_ok, key=lambda k: (left[k], -k))
            final[i] += 1
            left[i] -= 1
            final[i] += 1
            need.append(i)
        else:
            return None
    if not need:
        return None  # already complete: the caller handles a complete hand
    win = need[-1]
    final[win] -= 1
    if min(final) < 0 or max(final) > 4:
        return None
    return Target(name, tuple(final), win, tuple(need), allowed)


def sets_target(counts: Sequence[int], sets_needed: int, unseen: Sequence[int]) -> Target | None:
    """Sets of three alike and a pair only."""
    final = [0] * 34
    need: list[int] = []
    have = sorted(((c, i) for i, c in enumerate(counts) if c), reverse=True)
    made = 0
    eyes = False
    for c, i in have:
        if made < sets_needed and c >= 3:
            final[i] = 3
            made += 1
    rest = [(c, i) for c, i in have if final[i] == 0]
    pairs = sorted((i for c, i in rest if c >= 2), key=lambda i: (unseen[i], i))
    if pairs:
        final[pairs[0]] = 2
        eyes = True
        pairs = pairs[1:]
    for i in sorted(pairs, key=lambda i: (-unseen[i], i)):
        if made < sets_needed and unseen[i] >= 1:
            final[i] = 3
            need.append(i)
            made += 1
    singles = sorted((i for c, i in rest if c == 1), key=lambda i: (-unseen[i], i))
    for i in singles:
        if made < sets_needed and unseen[i] >= 2:
            final[i] = 3
            need += [i, i]
            made += 1
        elif not eyes and unseen[i] >= 1:
            final[i] = 2
            need.append(i)
            eyes = True
    if made < sets_needed or not eyes or not need:
        return None
    win = need[-1]
    final[win] -= 1
    return Target("sets", tuple(final), win, tuple(need))


def pairs_target(counts: Sequence[int], unseen: Sequence[int]) -> Target | None:
    """Seven pairs (13 or 14 concealed tiles only)."""
    final = [0] * 34
    pairs = 0
    for i, c in enumerate(counts):
        if c >= 2:
            final[i] = 4 if c == 4 else 2
            pairs += 2 if c == 4 else 1
    need: list[int] = []
    singles = sorted((i for i, c in enumerate(counts) if c == 1), key=lambda i: (-unseen[i], i))
    for i in singles:
        if pairs >= 7:
            break
        if unseen[i] >= 1:
            final[i] = 2
            need.append(i)
            pairs += 1
    if pairs < 7 or not need:
        return None
    win = need[-1]
    final[win] -= 1
    return Target("pairs", tuple(final), win, tuple(need))


def targets(
    counts: Sequence[int],
    sets_needed: int,
    unseen: Sequence[int],
    meld_suits: frozenset[int],
    any_chow: bool,
    irregular: bool,
    fast_only: bool = False,
) -> tuple[Target, ...]:
    """The targets of the concealed ``counts`` (3n+1 tiles; ``sets_needed`` sets still to make). The unseen
    copies are read as none, one, or two and more (what the completions look at), and the answer is cached."""
    coarse = tuple(u if u < 2 else 2 for u in unseen)
    return _targets(tuple(counts), sets_needed, coarse, meld_suits, any_chow, irregular, fast_only)


@lru_cache(maxsize=1024)
def _targets(
    counts: Counts,
    sets_needed: int,
    unseen: Counts,
    meld_suits: frozenset[int],
    any_chow: bool,
    irregular: bool,
    fast_only: bool,
) -> tuple[Target, ...]:
    suited = [sum(counts[9 * s : 9 * s + 9]) for s in range(3)]
    main = max(range(3), key=lambda s: (suited[s], -s))
    out = []
    # The fastest completion, two ways: its worth is taken as the lesser (a lucky fill is no plan).
    least = min(range(3), key=lambda s: (suited[s], s))
    for variant in (0, 3):
        fast = complete("fast", counts, sets_needed, unseen, None, least if variant == 3 else main, variant)
        if fast is not None:
            out.append(fast)
    if fast_only:
        return tuple(out)
    if meld_suits <= {main, 3}:
        off = sum(suited) - suited[main]
        if off <= 4:
            allowed = frozenset(range(9 * main, 9 * main + 9)) | frozenset(range(27, 34))
            t = complete("suit", counts, sets_needed, unseen, allowed, main)
            if t is not None:
                out.append(t)
        if meld_suits <= {main} and off + sum(counts[27:34]) <= 4:
            allowed = frozenset(range(9 * main, 9 * main + 9))
            t = complete("pure", counts, sets_needed, unseen, allowed, main)
            if t is not None:
                out.append(t)
    alike = sum(1 for c in counts if c >= 2)
    # Plans of sets of three alike or of pairs, only where the hand already holds enough pairs to be on the way.
    if not any_chow and alike + (4 - sets_needed) >= 3:
        t = sets_target(counts, sets_needed, unseen)
        if t is not None:
            out.append(t)
    if irregular and sets_needed == 4 and sum(counts) >= 13 and sum(c // 2 for c in counts) >= 4:
        t = pairs_target(counts, unseen)
        if t is not None:
            out.append(t)
    return tuple(out)
