"""The Zung Jung scorer (ZJ §4-§5): every arrangement of the concealed tiles and the winning tile (each
regular arrangement, Seven Pairs, Thirteen Terminals), the patterns of each, the series rule, the limits,
the minimum, and the choice of the best arrangement (freedom of count, with the tie-break decision).

The pattern conditions live in the category modules (simple, honors, sets, terminals, incidental,
irregular); this module only combines them. The core works on integers (tile indices 0..33) for speed;
``score_hand`` takes a ``Hand``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from zjgame.rules.hand import Hand
from zjgame.rules.melds import MeldKind
from zjgame.rules.ruleset import ZJ, Ruleset
from zjgame.rules.shapes import is_seven_pairs, is_thirteen_terminals
from zjgame.rules.tiles import TILES34, Tile
from zjgame.scoring import honors, incidental, irregular, sets, simple, terminals
from zjgame.scoring.context import WinContext
from zjgame.scoring.decompose import regular_decompositions
from zjgame.scoring.facts import CHOW, CONCEALED_KONG, EXPOSED_KONG, PUNG, HandFacts, RegularShape, Triplet
from zjgame.scoring.patterns import ALL_PATTERNS, PATTERNS_BY_ID, TABLE_POSITION
from zjgame.scoring.result import ArrangementView, CountedPattern, ScoreResult, Unit

Found = list[tuple[str, int]]
MeldSpec = tuple[int, int]  # (CHOW | PUNG | EXPOSED_KONG | CONCEALED_KONG, index of the first tile)

INDEX: dict[Tile, int] = {t: i for i, t in enumerate(TILES34)}
_MELD_CODE = {MeldKind.CHOW: CHOW, MeldKind.PUNG: PUNG, MeldKind.EXPOSED_KONG: EXPOSED_KONG}
_MELD_CODE[MeldKind.CONCEALED_KONG] = CONCEALED_KONG
# ZJ §5: the series is the first two numbers of the id; category 11 is outside the series rule (ZJ §7).
_SERIES = {p.id: (p.id if p.category == 11 else p.series) for p in ALL_PATTERNS}
_ORIGINAL = frozenset(p.id for p in ALL_PATTERNS if p.is_original)
_COUNTED: dict[tuple[str, int, int], CountedPattern] = {}


class ScoringInputError(ValueError):
    """A hand the scorer cannot take (bonus tiles under a ruleset without them)."""


@lru_cache(maxsize=32)
def _points(ruleset: Ruleset) -> dict[str, int]:
    return {p.id: ruleset.points(p.id, p.points) for p in ALL_PATTERNS}


def _counted(pid: str, count: int, points: int) -> CountedPattern:
    key = (pid, count, points)
    cp = _COUNTED.get(key)
    if cp is None:
        cp = _COUNTED[key] = CountedPattern(PATTERNS_BY_ID[pid], count, points)
    return cp


class _Candidate:
    """One arrangement's score, before the best one is chosen."""

    __slots__ = ("total", "raw", "base", "limit", "counted", "chicken", "shape", "key")

    def __init__(self, found: Found, facts: HandFacts, shape: object) -> None:
        ruleset = facts.ruleset
        points = _points(ruleset)
        # ZJ §5: within one series only the highest pattern counts (3.1 repeats by count).
        best: dict[str, tuple[int, str, int]] = {}
        for pid, count in found:
            pts = points[pid]
            key = _SERIES[pid]
            cur = best.get(key)
            if cur is None or pts > cur[0]:
                best[key] = (pts, pid, count)
        counted = sorted(((TABLE_POSITION[pid], pid, count, pts) for pts, pid, count in best.values()))
        base = raw = 0
        top: tuple[int, str, int, int] | None = None
        for entry in counted:
            value = entry[3] * entry[2]
            raw += value
            if entry[1] in _ORIGINAL:
                base += value
            # ZJ §5 listed limit: a pattern listed at the limit or more; the highest (earliest on a tie) wins.
            if entry[3] >= ruleset.limit and (top is None or entry[3] > top[3]):
                top = entry
        self.raw, self.base, self.shape, self.chicken = raw, base, shape, False
        if top is not None:
            self.total, self.limit, self.counted = top[3], "listed", [top]
        elif not any(e[3] for e in counted):
            self.total, self.limit, self.counted, self.chicken = 1, "none", [], True  # ZJ §5 chicken hand: 1
        elif raw >= ruleset.limit:
            self.total, self.limit, self.counted = ruleset.limit, "compound", counted
        else:
            self.total, self.limit, self.counted = raw, "none", counted
        # ZJ §5 decision (ties): the higher total; then more patterns shown; then the pattern ids that
        # come first in the table.
        self.key = (self.total, len(self.counted), tuple(-e[0] for e in self.counted))


def _regular_shapes(counts: list[int], melds: Sequence[MeldSpec], w: int, self_drawn: bool) -> list[RegularShape]:
    meld_trips: list[Triplet] = []
    chows: list[int] = []
    for kind, i in melds:
        if kind == CHOW:
            chows.append(i)
        else:
            # ZJ 4.2: a concealed kong counts as a concealed triplet; claimed melds are exposed.
            meld_trips.append((i, kind == CONCEALED_KONG, kind != PUNG, True))
    out = []
    for pair, blocks in regular_decompositions(counts):
        seqs = [i for k, i in blocks if k == 1]
        # ZJ 4.2 decision: the winning tile may be placed where it scores best. A sequence or the pair
        # keeps every concealed triplet concealed; only if neither can hold it does it complete a triplet,
        # which is then exposed when the tile was a discard (a self-drawn tile counts as from the wall).
        home = next((s for s in seqs if s <= w <= s + 2), None)
        if home is not None:
            unit = ("sequence", home)
        elif pair == w:
            unit = ("pair", w)
        else:
            unit = ("triplet", w)
        exposed = -1 if self_drawn or unit[0] != "triplet" else w
        trips = [(i, i != exposed, False, False) for k, i in blocks if k == 0]
        out.append(RegularShape(pair, tuple(trips + meld_trips), tuple(seqs + chows), tuple(chows), unit))
    return out


def _regular_found(shape: RegularShape, facts: HandFacts, extra: Found) -> Found:
    found: Found = []
    simple.regular(shape, facts, found)
    honors.regular(shape, facts, found)
    sets.regular(shape, facts, found)
    terminals.regular(shape, facts, found)
    found.extend(extra)
    return found


# --- text and structured views of the chosen arrangement ---------------------------------------------


def _group(indices: Sequence[int]) -> str:
    """Compact mpsz text of tile indices (sorted)."""
    out = []
    prev_suit = -1
    for i in sorted(indices):
        suit = i // 9
        if prev_suit not in (-1, suit):
            out.append("mpsz"[prev_suit])
        out.append(str(i % 9 + 1))
        prev_suit = suit
    if prev_suit != -1:
        out.append("mpsz"[prev_suit])
    return "".join(out)


@lru_cache(maxsize=1024)
def _unit_text_cached(tiles: tuple[int, ...], winning: int | None) -> str:
    if winning is None:
        return _group(tiles)
    rest = list(tiles)
    rest.remove(winning)
    return f"{_group(rest)}+{_group([winning])}"


def _unit_text(tiles: list[int], winning: int | None) -> str:
    return _unit_text_cached(tuple(tiles), winning)


def _meld_text(melds: Sequence[MeldSpec]) -> list[str]:
    out = []
    for kind, i in melds:
        if kind == CHOW:
            out.append(f"[{_group([i, i + 1, i + 2])}]")
        elif kind == PUNG:
            out.append(f"[{_group([i] * 3)}]")
        else:
            body = _group([i] * 4)
            out.append(f"({body})" if kind == CONCEALED_KONG else f"[{body}]")
    return out


def _regular_units(shape: RegularShape) -> list[tuple[str, list[int], bool, bool]]:
    """(kind, tiles, concealed, winning) of the concealed units in display order, the pair last."""
    n_conc_seq = len(shape.sequences) - len(shape.chows)
    items: list[tuple[int, int, str, list[int], bool]] = []
    for s in shape.sequences[:n_conc_seq]:
        items.append((s, 1, "sequence", [s, s + 1, s + 2], True))
    for t in shape.triplets:
        if not t[3]:
            items.append((t[0], 0, "triplet", [t[0]] * 3, t[1]))
    items.sort(key=lambda x: (x[0], x[1]))
    where, at = shape.winning_unit
    out = []
    placed = False
    for _, _, kind, tiles, concealed in items:
        win = not placed and where == kind and tiles[0] == at
        placed = placed or win
        out.append((kind, tiles, concealed, win))
    out.append(("pair", [shape.pair] * 2, True, not placed and where == "pair"))
    return out


def _regular_text(shape: RegularShape, melds: Sequence[MeldSpec], w: int) -> str:
    parts = [_unit_text(tiles, w if win else None) for _, tiles, _, win in _regular_units(shape)]
    return " | ".join(parts + _meld_text(melds))


def _regular_view(shape: RegularShape, melds: Sequence[MeldSpec], w: int) -> ArrangementView:
    units = [
        Unit(kind, tuple(TILES34[i] for i in tiles), concealed, False, win)  # type: ignore[arg-type]
        for kind, tiles, concealed, win in _regular_units(shape)
    ]
    for kind, i in melds:
        tiles = (i, i + 1, i + 2) if kind == CHOW else (i,) * (3 if kind == PUNG else 4)
        ukind = "sequence" if kind == CHOW else ("triplet" if kind == PUNG else "kong")
        units.append(Unit(ukind, tuple(TILES34[x] for x in tiles), kind == CONCEALED_KONG, True, False))  # type: ignore[arg-type]
    return ArrangementView("regular", tuple(units), TILES34[w])


def _irregular_units(counts: list[int], w: int, shape: str) -> list[tuple[str, list[int], bool]]:
    out = []
    placed = False
    for i, c in enumerate(counts):
        if not c:
            continue
        if shape == "seven_pairs":
            for _ in range(c // 2):
                win = not placed and i == w
                placed = placed or win
                out.append(("pair", [i, i], win))
        else:
            out.append(("pair" if c == 2 else "single", [i] * c, i == w))
    return out


def _irregular_text(counts: list[int], w: int, shape: str) -> str:
    return " | ".join(_unit_text(tiles, w if win else None) for _, tiles, win in _irregular_units(counts, w, shape))


def _irregular_view(counts: list[int], w: int, shape: str) -> ArrangementView:
    units = tuple(
        Unit(kind, tuple(TILES34[i] for i in tiles), True, False, win)  # type: ignore[arg-type]
        for kind, tiles, win in _irregular_units(counts, w, shape)
    )
    return ArrangementView(shape, units, TILES34[w])  # type: ignore[arg-type]


# --- the scorer --------------------------------------------------------------------------------------


def _invalid(reason: str) -> ScoreResult:
    return ScoreResult(valid=False, total=0, reason=reason)


def score_counts(
    concealed: Sequence[int],
    winning: int,
    melds: Sequence[MeldSpec] = (),
    bonus: Sequence[str] = (),
    context: WinContext | None = None,
    ruleset: Ruleset = ZJ,
) -> ScoreResult:
    """The integer core of ``score_hand``: ``concealed`` is the 34-count array of the concealed tiles before
    the win, ``winning`` the winning tile's index, ``melds`` (kind code, first index) pairs, ``bonus`` the
    bonus tiles' notation ("1f")."""
    ctx = context if context is not None else DEFAULT_CONTEXT
    if bonus and not ruleset.bonus_tiles:
        raise ScoringInputError(f"bonus tiles {' '.join(bonus)} under ruleset {ruleset.name!r}, which has none")
    size = sum(concealed) + 3 * len(melds) + 1
    if size != 14:
        return _invalid(f"a winning hand has 14 tiles (a kong counting as 3); this one has {size}")
    counts = list(concealed)
    counts[winning] += 1
    full = list(counts)
    for kind, i in melds:
        if kind == CHOW:
            full[i] += 1
            full[i + 1] += 1
            full[i + 2] += 1
        else:
            full[i] += 3 if kind == PUNG else 4
    facts = HandFacts(full, list(concealed), tuple(melds), winning, tuple(bonus), ctx, ruleset)
    extra: Found = []
    incidental.incidental(facts, extra)
    incidental.bonus_tiles(facts, extra)
    candidates = [
        _Candidate(_regular_found(shape, facts, extra), facts, shape)
        for shape in _regular_shapes(counts, melds, winning, ctx.self_drawn)
    ]
    if not melds:
        if is_seven_pairs(counts):
            candidates.append(_Candidate(irregular.seven_pairs(facts) + extra, facts, "seven_pairs"))
        if is_thirteen_terminals(counts):
            candidates.append(_Candidate(irregular.thirteen_terminals(facts) + extra, facts, "thirteen_terminals"))
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
    best = qualifying[0] if len(qualifying) == 1 else max(qualifying, key=lambda c: c.key)
    lower = [c.total for c in candidates if c.total < best.total]
    shape = best.shape
    build: Callable[[], ArrangementView]
    if isinstance(shape, RegularShape):
        text = _regular_text(shape, melds, winning)
        build = lambda: _regular_view(shape, melds, winning)  # noqa: E731
    else:
        irregular_kind = str(shape)
        text = _irregular_text(counts, winning, irregular_kind)
        build = lambda: _irregular_view(counts, winning, irregular_kind)  # noqa: E731
    return ScoreResult(
        valid=True,
        total=best.total,
        limit=best.limit,  # type: ignore[arg-type]
        chicken=best.chicken,
        patterns=tuple(_counted(e[1], e[2], e[3]) for e in best.counted),
        arrangement_text=text,
        reason=None,
        base_points=best.base,
        alternative_total=max(lower) if lower else None,
        raw_total=best.raw,
        build_arrangement=build,
    )


DEFAULT_CONTEXT = WinContext()


def hand_inputs(hand: Hand) -> tuple[list[int], list[MeldSpec], tuple[str, ...]]:
    """The integer form of a hand for ``score_counts``: concealed counts, melds, bonus tiles."""
    counts = [0] * 34
    for t in hand.concealed:
        counts[INDEX[t]] += 1
    melds = [(_MELD_CODE[m.kind], min(INDEX[t] for t in m.tiles)) for m in hand.melds]
    return counts, melds, tuple(t.value for t in hand.bonus)


def score_hand(hand: Hand, context: WinContext = DEFAULT_CONTEXT, ruleset: Ruleset = ZJ) -> ScoreResult:
    """Score a complete hand (``hand.winning`` set) under ``ruleset``: the best arrangement's patterns,
    total and limit, or ``valid=False`` with the reason it cannot win."""
    if hand.winning is None:
        return _invalid("no winning tile (write it last as +X)")
    counts, melds, bonus = hand_inputs(hand)
    return score_counts(counts, INDEX[hand.winning], melds, bonus, context, ruleset)
