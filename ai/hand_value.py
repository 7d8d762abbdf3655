"""Hand value for the computer players and the advisor: which pattern plans a hand is heading for, how far
each is, and what the hand is expected to score if it wins.

Owns ``Plan`` (one pattern goal, e.g. "Pure One-Suit in dots, 3 tiles to replace"), ``HandValue`` (the
estimate) and ``ValueEstimator`` (the cached estimator a player keeps for a hand). It does not know the
table: danger lives in ``ai.danger``, counts come from ``ai.view_tools``.

Every exact number comes from the real scorer (``zjgame.scoring.score_hand``): a ready hand's value is the
scorer's value on each of its waits, weighted by the copies still unseen, so every ruleset (points overrides,
the 5-point minimum, Zen Koan's extra patterns) is handled by the same code. A hand further away is valued
by its plans: each plan's points, discounted by how many tiles beyond the hand's own distance it still needs
(a cheap heuristic, as scoring sampled completions would be far too slow for the decision budget).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ai.shanten import shanten, thirteen_terminals_shanten
from zjgame.rules.hand import Hand
from zjgame.rules.melds import Meld, MeldKind
from zjgame.rules.ruleset import Ruleset, ZungJungParams
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import TILES34, Tile
from zjgame.scoring.zj.patterns import PATTERNS_BY_ID

_SUIT_NAMES = ("Characters", "Dots", "Bamboo")
_SUIT_LETTERS = "mps"
_NOT_SIMPLE = tuple(i for i in range(34) if not TILES34[i].is_simple)
_TERMINAL_HONOR = tuple(i for i in range(34) if TILES34[i].is_terminal_or_honor)
_RUN_STARTS = tuple(9 * s + n for s in range(3) for n in range(7))
_WINDS = range(27, 31)
_DRAGONS = range(31, 34)
# A plan that needs k more tiles than the hand's own distance to a win is kept with this chance per tile.
_DECAY = 0.2
# Chance that a plan already on track (needs no extra tiles) survives to the win.
_ON_TRACK = 0.6
# Weight of the k-th best series (k = 0, 1, ...) in a plan-based value: SECONDARY ** k.
_SECONDARY = 0.35
# Chance per further tile needed that the plan is not abandoned on the way.
_SURVIVE = 0.75
# Share of wins taken by self-draw, to weight the two kinds of win of a ready hand.
SELF_DRAW_SHARE = 0.35
# The 5.1.2 plan is kept only when at most this many tiles are missing.
_TWICE_KEPT = 4


@dataclass(frozen=True)
class Plan:
    """One pattern goal. ``missing``: tiles still to draw (or exchange) to win with it; ``needs``: what is
    missing, for people."""

    pattern_id: str
    name: str
    points: int
    missing: int
    needs: str
    done: bool = False  # the pattern is already fixed in the hand (a shown value-honour set)

    @property
    def series(self) -> str:
        return ".".join(self.pattern_id.split(".")[:2])

    def text(self) -> str:
        when = f"{self.missing} tile{'s' if self.missing != 1 else ''} from a win"
        return f"{self.name} ({self.points}): {when}; {self.needs}"


@dataclass(frozen=True)
class WaitValue:
    tile: Tile
    unseen: int
    on_discard: int  # scorer total when won on a discard (0: the win is not allowed)
    self_drawn: int


@dataclass(frozen=True)
class HandValue:
    """``expected``: points the hand is expected to score if it wins; ``exact`` when taken from the scorer
    (a ready hand); ``plans`` the live plans, nearest first; ``waits`` for a ready hand."""

    shanten: int
    expected: float
    plans: tuple[Plan, ...]
    exact: bool = False
    waits: tuple[WaitValue, ...] = ()

    def best_plan(self) -> Plan | None:
        return self.plans[0] if self.plans else None


def value_params(ruleset: Ruleset) -> ZungJungParams:
    """The Zung Jung parameters the value model reads. A ruleset of another scoring system (classic British) is
    valued as plain Zung Jung for now: a stop-gap so its players play legally until they get a model of their
    own (issue 12, helper "ai")."""
    return ruleset.scoring if isinstance(ruleset.scoring, ZungJungParams) else _PLAIN_ZJ


_PLAIN_ZJ = ZungJungParams()


def _points(ruleset: Ruleset, pid: str) -> int:
    return value_params(ruleset).points(pid, PATTERNS_BY_ID[pid].points)


def _suit_tiles(c: Sequence[int], s: int) -> int:
    return sum(c[9 * s : 9 * s + 9])


class ValueEstimator:
    """Estimates hand values for one seat under one ruleset, caching scorer calls (one per player)."""

    def __init__(self, ruleset: Ruleset, max_cache: int = 20000, max_plans: int = 1000) -> None:
        self.ruleset = ruleset
        self._score_cache: dict[tuple[object, ...], int] = {}
        self._plan_cache: dict[tuple[object, ...], tuple[Plan, ...]] = {}
        self._max_cache = max_cache
        # A plan entry holds the unseen counts of one moment of one hand (about 2 KB with its plans), so old
        # entries are almost never hit again: a small bound keeps a long game's memory flat (issue 14).
        self._max_plans = max_plans
        self.scorer_calls = 0

    # --- the scorer -----------------------------------------------------------------------------------------
    def score(
        self, counts: Sequence[int], melds: tuple[Meld, ...], win: int, self_drawn: bool, seat: Seat, round_wind: Seat
    ) -> int:
        """Scorer total of ``counts`` (13, 10, ... concealed tiles) winning on kind ``win``; 0 if not a legal win."""
        key = (tuple(counts), melds, win, self_drawn, seat, round_wind)
        got = self._score_cache.get(key)
        if got is not None:
            return got
        from zjgame.scoring import WinContext, score_hand

        concealed = tuple(TILES34[i] for i in range(34) for _ in range(counts[i]))
        hand = Hand(concealed, melds, TILES34[win])
        ctx = WinContext(seat=seat, round_wind=round_wind, self_drawn=self_drawn)
        self.scorer_calls += 1
        result = score_hand(hand, ctx, self.ruleset)
        total = result.total if result.valid else 0
        if len(self._score_cache) >= self._max_cache:
            self._score_cache.clear()
        self._score_cache[key] = total
        return total

    def ready_waits(
        self,
        counts: Sequence[int],
        melds: tuple[Meld, ...],
        seat: Seat,
        round_wind: Seat,
        unseen: Sequence[int],
        wait_kinds: Sequence[int] | None = None,
    ) -> tuple[WaitValue, ...]:
        """Every winning tile of a ready hand (3n+1 concealed tiles) with its scorer values. ``wait_kinds``,
        when known (the improving tiles of a ready hand), saves testing all 34 kinds."""
        from zjgame.rules.shapes import is_complete

        held = list(counts)
        for m in melds:
            for t in m.tiles:
                held[t.index] += 1
        work = list(counts)
        out = []
        for i in range(34) if wait_kinds is None else wait_kinds:
            if held[i] >= 4:
                continue
            work[i] += 1
            if wait_kinds is not None or is_complete(work):
                work[i] -= 1
                out.append(
                    WaitValue(
                        TILES34[i],
                        unseen[i],
                        self.score(work, melds, i, False, seat, round_wind),
                        self.score(work, melds, i, True, seat, round_wind),
                    )
                )
            else:
                work[i] -= 1
        return tuple(out)

    # --- the estimate ---------------------------------------------------------------------------------------
    def estimate(
        self,
        counts: Sequence[int],
        melds: tuple[Meld, ...] = (),
        seat: Seat = Seat.E,
        round_wind: Seat = Seat.E,
        unseen: Sequence[int] | None = None,
        shanten_value: int | None = None,
        exact: bool = True,
        wait_kinds: Sequence[int] | None = None,
    ) -> HandValue:
        """The value of a hand of 3n+1 concealed tiles (between turns) or 3n+2 (before a discard; then
        the plans are those of the best 3n+1 subset's distance, the value is not exact)."""
        if unseen is None:
            unseen = [4 - c for c in counts]
        sh = shanten(counts) if shanten_value is None else shanten_value
        plans = self.plans(counts, melds, seat, round_wind, unseen, sh)
        if exact and sh == 0 and sum(counts) % 3 == 1:
            waits = self.ready_waits(counts, melds, seat, round_wind, unseen, wait_kinds)
            weight = sum(w.unseen for w in waits if w.on_discard or w.self_drawn)
            if weight:
                total = sum(
                    w.unseen * ((1 - SELF_DRAW_SHARE) * w.on_discard + SELF_DRAW_SHARE * w.self_drawn) for w in waits
                )
                return HandValue(sh, total / weight, plans, True, waits)
            if waits:
                # Ready only on dead tiles or on wins the ruleset refuses (the 5-point minimum).
                return HandValue(sh, 0.0, plans, True, waits)
        return HandValue(sh, self.plan_value(plans, sh, melds), plans, False)

    def plan_value(self, plans: Sequence[Plan], sh: int, melds: tuple[Meld, ...]) -> float:
        """Expected points from plans: the best plan of each series, discounted by its extra distance."""
        need = max(0, sh) + 1
        best: dict[str, float] = {}
        honors = 0.0
        for plan in plans:
            extra = plan.missing - need
            chance = 1.0 if plan.done else _ON_TRACK * _SURVIVE ** (need - 1) * _DECAY ** max(0, extra)
            worth = chance * plan.points
            if plan.pattern_id == "3.1":
                honors += worth
            elif worth > best.get(plan.series, 0.0):
                best[plan.series] = worth
        # Plans of different series often need different arrangements: count the best fully, the others less.
        ranked = sorted(best.values(), reverse=True)
        value = honors + sum(w * _SECONDARY**k for k, w in enumerate(ranked))
        params = value_params(self.ruleset)
        if params.min_points and value < params.min_points:
            value *= 0.8  # a hand short of the minimum may be unable to win at all
        return min(float(params.limit), max(1.0, value))

    # --- plans ----------------------------------------------------------------------------------------------
    def plans(
        self,
        counts: Sequence[int],
        melds: tuple[Meld, ...],
        seat: Seat,
        round_wind: Seat,
        unseen: Sequence[int],
        sh: int,
    ) -> tuple[Plan, ...]:
        key = (tuple(counts), melds, seat, round_wind, tuple(unseen), sh)
        got = self._plan_cache.get(key)
        if got is None:
            got = tuple(
                sorted(
                    _find_plans(self.ruleset, counts, melds, seat, round_wind, unseen, sh),
                    key=lambda p: (p.missing, -p.points, p.pattern_id),
                )
            )
            if len(self._plan_cache) >= self._max_plans:
                self._plan_cache.clear()
            self._plan_cache[key] = got
        return got


def _find_plans(
    ruleset: Ruleset,
    c: Sequence[int],
    melds: tuple[Meld, ...],
    seat: Seat,
    round_wind: Seat,
    unseen: Sequence[int],
    sh: int,
) -> list[Plan]:
    """The live plans of a hand. ``missing`` is never below the hand's own distance to a win (sh + 1)."""
    need = max(0, sh) + 1
    exposed = [m for m in melds if m.kind is not MeldKind.CONCEALED_KONG]
    chows = [m for m in melds if m.kind is MeldKind.CHOW]
    trip_melds = {m.first.index for m in melds if m.is_triplet}
    meld_suits = {m.first.index // 9 for m in melds}
    total = sum(c)
    out: list[Plan] = []

    def add(pid: str, missing: int, needs: str, name: str | None = None, done: bool = False) -> None:
        out.append(Plan(pid, name or PATTERNS_BY_ID[pid].name, _points(ruleset, pid), max(need, missing), needs, done))

    def available(i: int, n: int) -> bool:
        return n <= 0 or unseen[i] >= n

    # ZJ 1.2 Concealed Hand; 1.3 No Terminals; 1.1 All Sequences.
    if not exposed:
        add("1.2", need, "keep it concealed: win without claiming")
    if all(all(t.is_simple for t in m.tiles) for m in melds):
        off = sum(c[i] for i in _NOT_SIMPLE)
        add(
            "1.3",
            need + off,
            f"discard {off} terminal/honour tile{'s' if off != 1 else ''}" if off else "only 2-8 tiles",
        )
    if not trip_melds:
        honors_held = sum(1 for i in range(27, 34) if c[i])
        add("1.1", need + max(0, honors_held - 1), "four sequences and a non-value pair")

    # ZJ 2.1 one suit (mixed with honours, or pure).
    for s in range(3):
        if meld_suits <= {s, 3}:
            off = total - _suit_tiles(c, s) - sum(c[27:34])
            if off > 7:
                continue
            add(
                "2.1.1",
                _suit_distance(c, s, False, off, need),
                f"replace {off} tile{'s' if off != 1 else ''} outside {_SUIT_NAMES[s]}"
                if off
                else f"only {_SUIT_NAMES[s]} and honours",
                name=f"Mixed One-Suit ({_SUIT_NAMES[s]})",
            )
        if meld_suits <= {s}:
            off = total - _suit_tiles(c, s)
            if off > 8:
                continue
            add(
                "2.1.2",
                _suit_distance(c, s, True, off, need),
                f"replace {off} tile{'s' if off != 1 else ''} outside {_SUIT_NAMES[s]}"
                if off
                else f"only {_SUIT_NAMES[s]}",
                name=f"Pure One-Suit ({_SUIT_NAMES[s]})",
            )

    # ZJ 3.1 Value Honor, 3.2 dragons, 3.3 winds.
    values = list(_DRAGONS) + [27 + seat.index]
    if value_params(ruleset).prevailing_wind_value_honor and 27 + round_wind.index not in values:
        values.append(27 + round_wind.index)
    for i in values:
        if i in trip_melds:
            add("3.1", 0, "set shown", name=f"Value Honor ({TILES34[i].name_en})", done=True)
        elif c[i] >= 2 and available(i, 3 - c[i]):
            add(
                "3.1",
                _dist(need, 3 - c[i]),
                f"{3 - c[i]} more {TILES34[i].value}",
                name=f"Value Honor ({TILES34[i].name_en})",
            )
    dragons = (31, 32, 33)
    held = sum(c[i] for i in dragons) + 3 * sum(1 for i in dragons if i in trip_melds)
    tg, pg = _trip_gaps(c, trip_melds, unseen, dragons), _pair_gaps(c, trip_melds, unseen, dragons)
    if held >= 4:
        small_miss = min(sum(tg) - tg[k] + pg[k] for k in range(3))
        if small_miss < 9:
            add("3.2.1", _dist(need, small_miss), f"{small_miss} more dragon tile{'s' if small_miss != 1 else ''}")
    if held >= 6 and sum(tg) < 9:
        add("3.2.2", _dist(need, sum(tg)), f"{sum(tg)} more dragon tile{'s' if sum(tg) != 1 else ''}")
    winds = (27, 28, 29, 30)
    held = sum(c[i] for i in winds) + 3 * sum(1 for i in winds if i in trip_melds)
    tg, pg = _trip_gaps(c, trip_melds, unseen, winds), _pair_gaps(c, trip_melds, unseen, winds)
    if held >= 5:
        small3 = min(sum(sorted(tg[:k] + tg[k + 1 :])[:2]) + pg[k] for k in range(4))
        if small3 < 9:
            add("3.3.1", _dist(need, small3), f"{small3} more wind tile{'s' if small3 != 1 else ''}")
    if held >= 7:
        big3 = sum(sorted(tg)[:3])
        if big3 < 9:
            add("3.3.2", _dist(need, big3), f"{big3} more wind tile{'s' if big3 != 1 else ''}")
    if held >= 9:
        small4 = min(sum(tg) - tg[k] + pg[k] for k in range(4))
        if small4 < 9:
            add("3.3.3", _dist(need, small4), f"{small4} more wind tile{'s' if small4 != 1 else ''}")
    if meld_suits <= {3}:
        off = total - sum(c[27:34])
        if off <= 6:
            add("3.4", _dist(need, off), f"replace {off} number tile{'s' if off != 1 else ''}")

    # ZJ 4.1 All Triplets; 8.1.3 Mixed Greater Terminals.
    if not chows:
        sets_needed = 4 - len(melds)
        trips = sum(1 for i in range(34) if c[i] >= 3)
        pairs = sum(1 for i in range(34) if c[i] == 2)
        t = min(trips, sets_needed)
        miss = 2 * sets_needed - 2 * t - min(pairs, sets_needed - t + 1) + 1
        add("4.1", miss, f"{sets_needed - t} more triplet{'s' if sets_needed - t != 1 else ''} and a pair")
        if all(m.first.is_terminal_or_honor for m in melds):
            th = _TERMINAL_HONOR
            off = total - sum(c[i] for i in th)
            t2 = min(sum(1 for i in th if c[i] >= 3), sets_needed)
            p2 = sum(1 for i in th if c[i] == 2)
            miss2 = max(off + (1 if off else 0), 2 * sets_needed - 2 * t2 - min(p2, sets_needed - t2 + 1) + 1)
            if off <= 5:
                add("8.1.3", miss2, f"triplets of terminals and honours only ({off} other tiles)")

    # ZJ 10.2 Seven Pairs; 10.1 Thirteen Terminals (concealed hands of 13/14 tiles only).
    if not melds and total >= 13:
        pairs = sum(1 for x in c if x >= 2) + sum(1 for x in c if x == 4)
        add("10.2", 7 - min(7, pairs), f"{7 - min(7, pairs)} more pair{'s' if 7 - min(7, pairs) != 1 else ''}")
        tt = thirteen_terminals_shanten(c)
        if tt <= 4:
            add("10.1", tt + 1, "one of each terminal and honour, one paired")

    # Gaps to hold 1, 2, 3 copies of each kind (9: not enough copies left unseen).
    g1 = [0 if x >= 1 else (1 if u >= 1 else 9) for x, u in zip(c, unseen)]
    g2 = [max(0, 2 - x) if max(0, 2 - x) <= u else 9 for x, u in zip(c, unseen)]
    g3 = [max(0, 3 - x) if max(0, 3 - x) <= u else 9 for x, u in zip(c, unseen)]
    for i in trip_melds:
        g1[i] = g2[i] = g3[i] = 0

    # ZJ 5.1 identical sequences, 6.1 similar sequences, 7.1 Nine-Tile Straight (sequence plans).
    if len(melds) - len(chows) <= 2:
        chow_runs: dict[int, int] = {}
        for m in chows:
            chow_runs[m.first.index] = chow_runs.get(m.first.index, 0) + 1
        run1 = {}
        gaps2 = []
        gaps3 = []
        for i in _RUN_STARTS:
            k = chow_runs.get(i, 0)
            run1[i] = 0 if k else g1[i] + g1[i + 1] + g1[i + 2]
            if k >= 2:
                gaps2.append(0)
            elif k == 1:
                gaps2.append(g1[i] + g1[i + 1] + g1[i + 2])
            else:
                gaps2.append(g2[i] + g2[i + 1] + g2[i + 2])
            gaps3.append(0 if k >= 3 else (g3[i] + g3[i + 1] + g3[i + 2] if k == 0 else 9))
        ordered = sorted(gaps2)
        if ordered[0] < 9:
            add("5.1.1", _dist(need, ordered[0]), "the same sequence twice")
            twice = _two_pairs_of_runs(c, unseen, chow_runs, gaps2)
            if twice <= _TWICE_KEPT:
                add("5.1.2", _dist(need, twice), "two pairs of identical sequences")
        best3 = min(gaps3)
        if best3 <= 3:
            add("5.1.3", _dist(need, best3), "the same sequence three times")
        for n in range(7):
            gap = run1[n] + run1[9 + n] + run1[18 + n]
            if gap <= 3:
                add(
                    "6.1",
                    _dist(need, gap),
                    f"{n + 1}{n + 2}{n + 3} in all three suits",
                    name=f"Three Similar Sequences ({n + 1}{n + 2}{n + 3})",
                )
        for s in range(3):
            gap = run1[9 * s] + run1[9 * s + 3] + run1[9 * s + 6]
            if gap <= 3:
                add(
                    "7.1",
                    _dist(need, gap),
                    f"123, 456 and 789 of {_SUIT_NAMES[s]}",
                    name=f"Nine-Tile Straight ({_SUIT_NAMES[s]})",
                )

    # ZJ 6.2 similar triplets, 7.2 consecutive triplets (triplet plans).
    if len(chows) <= 1:
        for n in range(9):
            tg = [g3[n], g3[9 + n], g3[18 + n]]
            three = tg[0] + tg[1] + tg[2]
            if three <= 4:
                add("6.2.2", _dist(need, three), f"{n + 1}s triplets in all three suits")
            pg = [g2[n], g2[9 + n], g2[18 + n]]
            small = min(three - tg[k] + pg[k] for k in range(3))
            if small <= 3:
                add("6.2.1", _dist(need, small), f"{n + 1}s: two triplets and a pair across the suits")
        for i in _RUN_STARTS:
            gap = g3[i] + g3[i + 1] + g3[i + 2]
            if gap <= 3:
                n = i % 9
                add("7.2.1", _dist(need, gap), f"{n + 1}{n + 2}{n + 3} triplets of {_SUIT_NAMES[i // 9]}")

    # ZJ 8.1.1 / 8.1.2 lesser terminals: every set and the pair hold a terminal (or honour).
    if all(any(t.is_terminal_or_honor for t in m.tiles) for m in melds):
        # 4-6 never sit in a set with a terminal; 2-3 only beside a 1, 7-8 only beside a 9.
        middle = sum(c[9 * s + n] for s in range(3) for n in (3, 4, 5))
        for s in range(3):
            if not c[9 * s]:
                middle += c[9 * s + 1] + c[9 * s + 2]
            if not c[9 * s + 8]:
                middle += c[9 * s + 6] + c[9 * s + 7]
        if middle <= 4:
            add("8.1.1", _dist(need, middle), f"no 4-6 tiles ({middle} to replace)")
            if all(any(t.is_terminal for t in m.tiles) for m in melds):
                off = middle + sum(c[27:34])
                if off <= 4:
                    add("8.1.2", _dist(need, off), f"no honours or 4-6 tiles ({off} to replace)")
    return out


def _suit_distance(c: Sequence[int], s: int, pure: bool, off: int, need: int) -> int:
    """Tiles to a win keeping only suit ``s`` (and honours unless ``pure``): the shanten of the hand with every
    other tile made a useless single, plus one (ZJ 2.1)."""
    if off == 0:
        return need
    junk = [i for t in range(3) if t != s for i in (9 * t, 9 * t + 3, 9 * t + 6)]
    if pure:
        junk += list(range(27, 34))
    if off > len(junk):
        return need + off
    work = list(c)
    for t in range(3):
        if t != s:
            work[9 * t : 9 * t + 9] = [0] * 9
    if pure:
        work[27:34] = [0] * 7
    for i in junk[:off]:
        work[i] = 1
    return max(need, shanten(work) + 1)


def _two_pairs_of_runs(c: Sequence[int], unseen: Sequence[int], chow_runs: dict[int, int], gaps2: list[int]) -> int:
    """Tiles missing for two different sequences each held twice (ZJ 5.1.2); the second is counted on the
    tiles the first leaves. Exact up to ``_TWICE_KEPT``; any larger answer only says "more than that" (the
    search stops once the gaps exceed what a kept plan may miss)."""
    best = 99
    firsts = sorted(range(len(_RUN_STARTS)), key=lambda k: gaps2[k])[:3]
    for k in firsts:
        first_gap = gaps2[k]
        if first_gap >= 9 or first_gap > _TWICE_KEPT or first_gap >= best:
            continue
        bound = min(best, _TWICE_KEPT + 1) - first_gap  # a second run missing this many or more cannot help
        i = _RUN_STARTS[k]
        rest = list(c)
        used = max(0, 2 - chow_runs.get(i, 0))
        for j in range(3):
            rest[i + j] = max(0, rest[i + j] - used)
        for m, i2 in enumerate(_RUN_STARTS):
            if m == k:
                continue
            need2 = max(0, 2 - chow_runs.get(i2, 0))
            gap = 0
            for j in range(3):
                miss = need2 - rest[i2 + j]
                if miss <= 0:
                    continue
                # copies the first run already uses are not available again
                avail = unseen[i2 + j] - (max(0, used - c[i2 + j]) if 0 <= i2 + j - i <= 2 else 0)
                gap += miss if miss <= avail else 9
                if gap >= bound:
                    break
            if gap < bound:
                best = first_gap + gap
                bound = min(best, _TWICE_KEPT + 1) - first_gap
    return best


def _dist(need: int, gap: int) -> int:
    """Tiles to a win with a plan that lacks ``gap`` specific tiles, for a hand ``need`` tiles from a win."""
    # The first missing tile usually replaces a tile the hand would throw anyway; each further one is extra.
    return need + max(0, gap - 1)


def _n_gap(have: int, want: int, unseen_here: int) -> int:
    gap = max(0, want - have)
    return gap if gap <= unseen_here else 9


def _trip_gaps(c: Sequence[int], trip_melds: set[int], unseen: Sequence[int], ids: Sequence[int]) -> list[int]:
    return [0 if i in trip_melds else _n_gap(c[i], 3, unseen[i]) for i in ids]


def _pair_gaps(c: Sequence[int], trip_melds: set[int], unseen: Sequence[int], ids: Sequence[int]) -> list[int]:
    return [0 if i in trip_melds else _n_gap(c[i], 2, unseen[i]) for i in ids]
