"""The Zung Jung scorer (ZJ §4-§5): every arrangement of the concealed tiles and the winning tile (each
regular arrangement, Seven Pairs, Thirteen Terminals), the patterns of each, the series rule, the limits,
the minimum, and the choice of the best arrangement (freedom of count, with the tie-break decision).

The pattern conditions live in the category modules (simple, honors, sets, terminals, incidental,
irregular); this module only combines them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from zjgame.rules.hand import Hand
from zjgame.rules.melds import MeldKind
from zjgame.rules.ruleset import ZJ, Ruleset
from zjgame.rules.shapes import is_seven_pairs, is_thirteen_terminals, regular_decompositions
from zjgame.rules.tiles import TILES34, counts34
from zjgame.scoring import honors, incidental, irregular, sets, simple, terminals
from zjgame.scoring.context import WinContext
from zjgame.scoring.facts import HandFacts, RegularShape, Triplet, hand_facts
from zjgame.scoring.patterns import PATTERNS_BY_ID, TABLE_POSITION
from zjgame.scoring.result import ArrangementView, CountedPattern, LimitKind, ScoreResult, Unit

Found = list[tuple[str, int]]


class ScoringInputError(ValueError):
    """A hand the scorer cannot take (bonus tiles under a ruleset without them)."""


@dataclass(frozen=True)
class _Evaluated:
    total: int
    raw: int
    base: int
    limit: LimitKind
    counted: tuple[CountedPattern, ...]
    chicken: bool
    build_view: Callable[[], ArrangementView]

    @property
    def key(self) -> tuple[int, int, tuple[int, ...]]:
        # ZJ §5 decision (ties): the higher total; then more patterns shown; then the pattern ids
        # that come first in the table.
        return (self.total, len(self.counted), tuple(-TABLE_POSITION[c.id] for c in self.counted))


def _apply_series_rule(found: Found, ruleset: Ruleset) -> list[CountedPattern]:
    """ZJ §5: within one series only the highest pattern counts (3.1 repeats by count; category 11 is
    outside the series rule, ZJ §7 decision)."""
    best: dict[str, CountedPattern] = {}
    for pid, count in found:
        pattern = PATTERNS_BY_ID[pid]
        points = ruleset.points(pid, pattern.points)
        key = pid if pattern.category == 11 else pattern.series
        cur = best.get(key)
        if cur is None or points > cur.points:
            best[key] = CountedPattern(pattern, count, points)
    return sorted(best.values(), key=lambda c: TABLE_POSITION[c.id])


def _evaluate(found: Found, facts: HandFacts, build_view: Callable[[], ArrangementView]) -> _Evaluated:
    ruleset = facts.ruleset
    counted = _apply_series_rule(found, ruleset)
    base = sum(c.value for c in counted if c.pattern.is_original)
    raw = sum(c.value for c in counted)
    listed = [c for c in counted if c.points >= ruleset.limit]
    if listed:
        # ZJ §5 listed limit: the single highest listed pattern and nothing else.
        top = max(listed, key=lambda c: (c.points, -TABLE_POSITION[c.id]))
        return _Evaluated(top.points, raw, base, "listed", (top,), False, build_view)
    if not any(c.points for c in counted):
        # ZJ §5: a chicken hand scores 1.
        return _Evaluated(1, raw, base, "none", (), True, build_view)
    if raw >= ruleset.limit:
        return _Evaluated(ruleset.limit, raw, base, "compound", tuple(counted), False, build_view)
    return _Evaluated(raw, raw, base, "none", tuple(counted), False, build_view)


def _meld_triplets(hand: Hand) -> tuple[list[Triplet], list[int]]:
    trips: list[Triplet] = []
    chows: list[int] = []
    for m in hand.melds:
        if m.kind is MeldKind.CHOW:
            chows.append(m.first.index)
        else:
            # ZJ 4.2: a concealed kong counts as a concealed triplet; claimed melds are exposed.
            trips.append(Triplet(m.first.index, m.kind is MeldKind.CONCEALED_KONG, m.is_kong, True))
    return trips, chows


def _regular_shapes(hand: Hand, counts: list[int], facts: HandFacts) -> list[RegularShape]:
    w = facts.winning_index
    self_drawn = facts.context.self_drawn
    meld_trips, chows = _meld_triplets(hand)
    out = []
    for pair, blocks in regular_decompositions(counts):
        seqs = [i for k, i in blocks if k == 1]
        trip_idx = [i for k, i in blocks if k == 0]
        # ZJ 4.2 decision: the winning tile may be placed where it scores best. A sequence or the pair
        # keeps every concealed triplet concealed; only if neither can hold it does it complete a triplet,
        # which is then exposed when the tile was a discard (a self-drawn tile counts as from the wall).
        seq_home = next((s for s in seqs if s <= w <= s + 2), None)
        if seq_home is not None:
            unit = f"sequence:{seq_home}"
        elif pair == w:
            unit = "pair"
        else:
            unit = f"triplet:{w}"
        trips = [Triplet(i, self_drawn or unit != f"triplet:{i}", False, False) for i in trip_idx]
        out.append(
            RegularShape(
                pair=pair,
                triplets=tuple(trips + meld_trips),
                sequences=tuple(seqs + chows),
                declared_sequences=tuple(chows),
                winning_unit=unit,
            )
        )
    return out


def _regular_found(shape: RegularShape, facts: HandFacts) -> Found:
    found = simple.regular(shape, facts)
    found += honors.regular(shape, facts)
    found += sets.regular(shape, facts)
    found += terminals.regular(shape, facts)
    return found


def _regular_view(hand: Hand, shape: RegularShape) -> ArrangementView:
    units: list[Unit] = []
    placed = False
    concealed_seqs = list(shape.sequences[: len(shape.sequences) - len(shape.declared_sequences)])
    items: list[tuple[int, int, Unit]] = []
    for s in concealed_seqs:
        win = not placed and shape.winning_unit == f"sequence:{s}"
        placed = placed or win
        items.append((s, 1, Unit("sequence", tuple(TILES34[s + k] for k in range(3)), True, False, win)))
    for t in shape.triplets:
        if t.declared:
            continue
        win = not placed and shape.winning_unit == f"triplet:{t.index}"
        placed = placed or win
        items.append((t.index, 0, Unit("triplet", (TILES34[t.index],) * 3, t.concealed, False, win)))
    items.sort(key=lambda x: (x[0], x[1]))
    units = [u for _, _, u in items]
    win = not placed and shape.winning_unit == "pair"
    units.append(Unit("pair", (TILES34[shape.pair],) * 2, True, False, win))
    for m in hand.melds:
        kind = "sequence" if m.kind is MeldKind.CHOW else ("kong" if m.is_kong else "triplet")
        units.append(Unit(kind, m.tiles, m.kind is MeldKind.CONCEALED_KONG, True, False))  # type: ignore[arg-type]
    return ArrangementView("regular", tuple(units), hand.winning)


def _pairs_view(hand: Hand, counts: list[int]) -> ArrangementView:
    units = []
    w = hand.winning.index if hand.winning else -1
    placed = False
    for i, c in enumerate(counts):
        for _ in range(c // 2):
            win = not placed and i == w
            placed = placed or win
            units.append(Unit("pair", (TILES34[i],) * 2, True, False, win))
    return ArrangementView("seven_pairs", tuple(units), hand.winning)


def _thirteen_view(hand: Hand, counts: list[int]) -> ArrangementView:
    units = []
    w = hand.winning.index if hand.winning else -1
    for i, c in enumerate(counts):
        if c:
            units.append(Unit("pair" if c == 2 else "single", (TILES34[i],) * c, True, False, i == w))
    return ArrangementView("thirteen_terminals", tuple(units), hand.winning)


def _invalid(reason: str) -> ScoreResult:
    return ScoreResult(valid=False, total=0, reason=reason)


DEFAULT_CONTEXT = WinContext()


def score_hand(hand: Hand, context: WinContext = DEFAULT_CONTEXT, ruleset: Ruleset = ZJ) -> ScoreResult:
    """Score a complete hand (``hand.winning`` set) under ``ruleset``: the best arrangement's patterns,
    total and limit, or ``valid=False`` with the reason it cannot win."""
    if hand.winning is None:
        return _invalid("no winning tile (write it last as +X)")
    if hand.bonus and not ruleset.bonus_tiles:
        raise ScoringInputError(
            f"bonus tiles {' '.join(t.value for t in hand.bonus)} under ruleset {ruleset.name!r}, which has none"
        )
    size = len(hand.concealed) + 3 * len(hand.melds) + 1
    if size != 14:
        return _invalid(f"a winning hand has 14 tiles (a kong counting as 3); this one has {size}")
    counts = counts34(hand.concealed_with_winning)
    facts = hand_facts(hand, context, ruleset)
    extra = incidental.incidental(facts) + incidental.bonus_tiles(facts)
    candidates: list[_Evaluated] = []
    for shape in _regular_shapes(hand, counts, facts):
        candidates.append(
            _evaluate(_regular_found(shape, facts) + extra, facts, lambda shape=shape: _regular_view(hand, shape))  # type: ignore[misc]
        )
    if not hand.melds:
        if is_seven_pairs(counts):
            candidates.append(_evaluate(irregular.seven_pairs(facts) + extra, facts, lambda: _pairs_view(hand, counts)))
        if is_thirteen_terminals(counts):
            candidates.append(
                _evaluate(irregular.thirteen_terminals(facts) + extra, facts, lambda: _thirteen_view(hand, counts))
            )
    if not candidates:
        return _invalid(
            "not a winning hand: the tiles form neither four sets and a pair, nor Seven Pairs, nor Thirteen Terminals"
        )
    # ZJ §7 minimum (zj-min5, zen-koan): met by the original 44 patterns alone. Decision: any arrangement
    # that meets it may be chosen; the best of those wins.
    qualifying = [c for c in candidates if c.base >= ruleset.min_points] if ruleset.min_points else candidates
    if not qualifying:
        best_base = max(c.base for c in candidates)
        what = "a chicken hand" if best_base == 0 else f"only {best_base} points from the 44 patterns"
        return _invalid(f"{what}: ruleset {ruleset.name!r} needs at least {ruleset.min_points} to win")
    best = max(qualifying, key=lambda c: c.key)
    lower = [c.total for c in candidates if c.total < best.total]
    return ScoreResult(
        valid=True,
        total=best.total,
        limit=best.limit,
        chicken=best.chicken,
        patterns=best.counted,
        arrangement=best.build_view(),
        reason=None,
        base_points=best.base,
        alternative_total=max(lower) if lower else None,
        raw_total=best.raw,
    )
