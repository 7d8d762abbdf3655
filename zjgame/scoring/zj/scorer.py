"""The Zung Jung scorer (ZJ §4-§5): every arrangement of the concealed tiles and the winning tile (each
regular arrangement, Seven Pairs, Thirteen Terminals), the patterns of each, the series rule, the limits,
the minimum, and the choice of the best arrangement (freedom of count, with the tie-break decision).

The pattern conditions live in the category modules (simple, honors, sets, terminals, incidental,
irregular); this module only combines them. The core works on integers (tile indices 0..33) for speed;
``score_hand`` takes a ``Hand``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from zjgame.rules.hand import Hand
from zjgame.rules.ruleset import ZJ, Ruleset, ZungJungParams
from zjgame.rules.shapes import arrangements34, is_thirteen_terminals
from zjgame.scoring.context import ScoringInputError, WinContext
from zjgame.scoring.counts import CHOW, CONCEALED_KONG, INDEX, PUNG, MeldSpec, hand_inputs, with_melds
from zjgame.scoring.result import ArrangementView
from zjgame.scoring.zj import honors, incidental, irregular, sets, simple, terminals, views
from zjgame.scoring.zj.facts import HandFacts, RegularShape, Triplet
from zjgame.scoring.zj.patterns import ALL_PATTERNS, PATTERNS_BY_ID, TABLE_POSITION
from zjgame.scoring.zj.result import JSON_HEAD, CountedPattern, ZungJungScore

Found = list[tuple[str, int]]

# ZJ §5: the series is the first two numbers of the id; category 11 is outside the series rule (ZJ §7).
_SERIES = {p.id: (p.id if p.category == 11 else p.series) for p in ALL_PATTERNS}
_ORIGINAL = frozenset(p.id for p in ALL_PATTERNS if p.is_original)
_CONCEALED_TRIP: tuple[Triplet, ...] = tuple((i, True, False, False) for i in range(34))
_COUNTED: dict[tuple[str, int, int], CountedPattern] = {}


_POINTS: dict[int, tuple[Ruleset, dict[str, int]]] = {}  # a cache keyed by id(ruleset): hashing one is slow


def _params(ruleset: Ruleset) -> ZungJungParams:
    """ZJ §8: another system sits beside this one, never inside it."""
    if not isinstance(ruleset.scoring, ZungJungParams):
        raise ScoringInputError(f"ruleset {ruleset.name!r} uses the {ruleset.scoring_system!r} scoring system")
    return ruleset.scoring


def _points(ruleset: Ruleset) -> dict[str, int]:
    """Each pattern's points under ``ruleset`` (ZJ §7: point_overrides for zj-older)."""
    hit = _POINTS.get(id(ruleset))
    if hit is None or hit[0] is not ruleset:
        params = ruleset.zj
        hit = _POINTS[id(ruleset)] = (ruleset, {p.id: params.points(p.id, p.points) for p in ALL_PATTERNS})
    return hit[1]


def _counted(pid: str, count: int, points: int) -> CountedPattern:
    key = (pid, count, points)
    cp = _COUNTED.get(key)
    if cp is None:
        cp = _COUNTED[key] = CountedPattern(PATTERNS_BY_ID[pid], count, points)
    return cp


# Per pattern id: (series key, position in the table, one of the original 44).
_INFO = {pid: (_SERIES[pid], TABLE_POSITION[pid], pid in _ORIGINAL) for pid in _SERIES}


class _Candidate:
    """One arrangement's score, before the best one is chosen. ``counted``: (table position, id, count,
    points per count) in table order."""

    __slots__ = ("total", "raw", "base", "limit", "counted", "chicken", "shape")

    def __init__(self, found: Found, points: dict[str, int], limit: int, shape: object) -> None:
        # ZJ §5: within one series only the highest pattern counts (3.1 repeats by count).
        best: dict[str, tuple[int, str, int, int]] = {}
        for pid, count in found:
            pts = points[pid]
            series, pos, _ = _INFO[pid]
            cur = best.get(series)
            if cur is None or pts > cur[3]:
                best[series] = (pos, pid, count, pts)
        counted = sorted(best.values())
        base = raw = 0
        top: tuple[int, str, int, int] | None = None
        for entry in counted:
            value = entry[3] * entry[2]
            raw += value
            if _INFO[entry[1]][2]:
                base += value
            # ZJ §5 listed limit: a pattern listed at the limit or more; the highest (earliest on a tie) wins.
            if entry[3] >= limit and (top is None or entry[3] > top[3]):
                top = entry
        self.raw, self.base, self.shape, self.chicken = raw, base, shape, False
        if top is not None:
            self.total, self.limit, self.counted = top[3], "listed", [top]
        elif not raw:
            self.total, self.limit, self.counted, self.chicken = 1, "none", [], True  # ZJ §5 chicken hand: 1
        elif raw >= limit:
            self.total, self.limit, self.counted = limit, "compound", counted
        else:
            self.total, self.limit, self.counted = raw, "none", counted

    def key(self) -> tuple[int, int, tuple[int, ...]]:
        # ZJ §5 decision (ties): the higher total; then more patterns shown (distinct counted patterns, so
        # Value Honor x2 is one line); then the pattern ids that come first in the table, compared in order.
        return (self.total, len(self.counted), tuple(-e[0] for e in self.counted))


def _regular_shapes(counts: list[int], melds: Sequence[MeldSpec], w: int, self_drawn: bool) -> list[RegularShape]:
    meld_trips: tuple[Triplet, ...] = ()
    chows: tuple[int, ...] = ()
    for kind, i in melds:
        if kind == CHOW:
            chows += (i,)
        else:
            # ZJ 4.2: a concealed kong counts as a concealed triplet; claimed melds are exposed.
            meld_trips += ((i, kind == CONCEALED_KONG, kind != PUNG, True),)
    out = []
    for pair, blocks, seqs, trip_idx in arrangements34(counts):
        # ZJ 4.2 decision: the winning tile may be placed where it scores best. A sequence or the pair
        # keeps every concealed triplet concealed; only if neither can hold it does it complete a triplet,
        # which is then exposed when the tile was a discard (a self-drawn tile counts as from the wall).
        unit: tuple[str, int] | None = None
        if w < 27:
            for s in seqs:
                if s <= w <= s + 2:
                    unit = ("sequence", s)
                    break
        if unit is None:
            unit = ("pair", w) if pair == w else ("triplet", w)
        if self_drawn or unit[0] != "triplet":
            trips = tuple(map(_CONCEALED_TRIP.__getitem__, trip_idx))
        else:
            trips = tuple([(i, i != w, False, False) for i in trip_idx])
        if melds:
            trips += meld_trips
            seqs += chows
        out.append(RegularShape(pair, trips, seqs, chows, unit, blocks))
    return out


def _regular_found(shape: RegularShape, facts: HandFacts, extra: Found) -> Found:
    found: Found = []
    simple.regular(shape, facts, found)
    honors.regular(shape, facts, found)
    sets.regular(shape, facts, found)
    terminals.regular(shape, facts, found)
    if extra:
        found.extend(extra)
    return found


# --- the scorer --------------------------------------------------------------------------------------


def _invalid(reason: str) -> ZungJungScore:
    return ZungJungScore(valid=False, total=0, reason=reason)


def _choose(
    concealed: Sequence[int],
    winning: int,
    melds: Sequence[MeldSpec],
    bonus: Sequence[str],
    ctx: WinContext,
    ruleset: Ruleset,
) -> str | tuple[_Candidate, int | None, list[int]]:
    """The best arrangement's candidate, the alternative total and the 14 concealed counts; or the reason
    the hand cannot win."""
    params = _params(ruleset)
    if bonus and not ruleset.bonus_tiles:
        raise ScoringInputError(f"bonus tiles {' '.join(bonus)} under ruleset {ruleset.name!r}, which has none")
    size = sum(concealed) + 3 * len(melds) + 1
    if size != 14:
        return f"a winning hand has 14 tiles (a kong counting as 3); this one has {size}"
    counts = list(concealed)
    counts[winning] += 1
    full = with_melds(counts, melds) if melds else counts
    facts = HandFacts(full, concealed, melds, winning, bonus, ctx, ruleset)
    extra: Found = []
    incidental.incidental(facts, extra)
    incidental.bonus_tiles(facts, extra)
    points = _points(ruleset)
    limit = params.limit
    candidates = [
        _Candidate(_regular_found(shape, facts, extra), points, limit, shape)
        for shape in _regular_shapes(counts, melds, winning, ctx.self_drawn)
    ]
    if not melds:
        # ZJ 10.2: seven pairs (four alike count as two), so at most seven kinds, each an even count
        if counts.count(0) >= 27 and not any(c & 1 for c in counts):
            candidates.append(_Candidate(irregular.seven_pairs(facts) + extra, points, limit, "seven_pairs"))
        if counts[0] and counts[33] and is_thirteen_terminals(counts):
            candidates.append(
                _Candidate(irregular.thirteen_terminals(facts) + extra, points, limit, "thirteen_terminals")
            )
    if not candidates:
        return (
            "not a winning hand: the tiles form neither four sets and a pair, nor Seven Pairs, nor Thirteen Terminals"
        )
    # ZJ §7 minimum (zj-min5, zen-koan): met by the original 44 patterns alone, category 9 included (Final
    # Draw is one of the 44; Zen Koan's 9.1.3 and category 11 are not). Decision: any arrangement
    # that meets it may be chosen; the best of those wins.
    minimum = params.min_points
    qualifying = [c for c in candidates if c.base >= minimum] if minimum else candidates
    if not qualifying:
        best_base = max(c.base for c in candidates)
        what = "a chicken hand" if best_base == 0 else f"only {best_base} points from the 44 patterns"
        extras = (
            " (Self-Drawn and bonus tiles do not count toward it)"
            if params.self_drawn_points or params.bonus_tile_scoring
            else ""
        )
        return f"{what}: ruleset {ruleset.name!r} needs at least {minimum} from the patterns to win{extras}"
    if len(candidates) == 1:
        return candidates[0], None, counts
    best = qualifying[0] if len(qualifying) == 1 else max(qualifying, key=_Candidate.key)
    lower = [c.total for c in candidates if c.total < best.total]
    return best, (max(lower) if lower else None), counts


def _arrangement_text(shape: object, counts: list[int], melds: Sequence[MeldSpec], winning: int) -> str:
    """The chosen arrangement in notation (a regular shape, or the irregular hand's name)."""
    if isinstance(shape, RegularShape):
        return views.regular_text(shape, melds, winning)
    return views.irregular_text(counts, winning, str(shape))


def score_counts(
    concealed: Sequence[int],
    winning: int,
    melds: Sequence[MeldSpec] = (),
    bonus: Sequence[str] = (),
    context: WinContext | None = None,
    ruleset: Ruleset = ZJ,
) -> ZungJungScore:
    """The integer core of ``score_hand``: ``concealed`` is the 34-count array of the concealed tiles before
    the win, ``winning`` the winning tile's index, ``melds`` (kind code, first index) pairs, ``bonus`` the
    bonus tiles' notation ("1f")."""
    chosen = _choose(concealed, winning, melds, bonus, context or DEFAULT_CONTEXT, ruleset)
    if isinstance(chosen, str):
        return _invalid(chosen)
    best, alternative, counts = chosen
    shape = best.shape
    build: Callable[[], ArrangementView]
    if isinstance(shape, RegularShape):
        build = partial(views.regular_view, shape, tuple(melds), winning)
    else:
        build = partial(views.irregular_view, counts, winning, str(shape))
    return ZungJungScore(
        valid=True,
        total=best.total,
        limit=best.limit,  # type: ignore[arg-type]
        chicken=best.chicken,
        patterns=tuple(_counted(e[1], e[2], e[3]) for e in best.counted),
        arrangement_text=_arrangement_text(shape, counts, melds, winning),
        reason=None,
        base_points=best.base,
        alternative_total=alternative,
        raw_total=best.raw,
        limit_points=ruleset.zj.limit,
        build_arrangement=build,
    )


def score_counts_json(
    concealed: Sequence[int],
    winning: int,
    melds: Sequence[MeldSpec] = (),
    bonus: Sequence[str] = (),
    context: WinContext | None = None,
    ruleset: Ruleset = ZJ,
) -> str:
    """``score_counts(...).to_json_text()`` without building the result (the batch command's fast path)."""
    chosen = _choose(concealed, winning, melds, bonus, context or DEFAULT_CONTEXT, ruleset)
    if isinstance(chosen, str):
        return _invalid(chosen).to_json_text()
    best, _, counts = chosen
    text = _arrangement_text(best.shape, counts, melds, winning)
    pats = ", ".join([f'{JSON_HEAD[e[1]]}{e[3]}, "count": {e[2]}}}' for e in best.counted])
    # the arrangement text holds only digits, letters, spaces and + | [ ] ( ): no JSON escaping needed
    return (
        f'{{"valid": true, "total": {best.total}, "limit": "{best.limit}", '
        f'"chicken": {"true" if best.chicken else "false"}, "patterns": [{pats}], "arrangement": "{text}"}}'
    )


DEFAULT_CONTEXT = WinContext()


def score_hand(hand: Hand, context: WinContext = DEFAULT_CONTEXT, ruleset: Ruleset = ZJ) -> ZungJungScore:
    """Score a complete hand (``hand.winning`` set) under ``ruleset``: the best arrangement's patterns,
    total and limit, or ``valid=False`` with the reason it cannot win."""
    if hand.winning is None:
        return _invalid("no winning tile (write it last as +X)")
    counts, melds, bonus = hand_inputs(hand)
    return score_counts(counts, INDEX[hand.winning], melds, bonus, context, ruleset)
