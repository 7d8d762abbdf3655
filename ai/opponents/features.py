"""What the opponent models read: named features of one opponent (and one tile) from what a seat sees.

Owns ``SeatFacts`` (an opponent's public record, worked out once per model: its melds, its discards in
order, the kinds other seats threw since its own last discard, the value honours it shows) and the three
feature sets the fitted models weigh: ``ready_features`` (is it ready?), ``wait_features`` (if ready, does it
win on this tile?) and ``value_features`` (if it wins on this tile, what is the hand worth?). Each is a small
dict ``name -> number``; the fitted weights (``ai/data/opponents_<ruleset>.json``) name the same features, so
the fitting script (``benchmarks/fit_opponents.py``) and the players read the table identically.

Only ``TableInfo`` (and the Standing Hand flags, B2) is read: never a hidden tile.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ai.view_tools import TableInfo
from zjgame.rules.melds import MeldKind
from zjgame.rules.ruleset import ZungJungParams
from zjgame.rules.seats import Seat
from zjgame.scoring.zj.patterns import PATTERNS_BY_ID

Features = dict[str, float]

# Knots of the linear spline in the opponent's number of discards (its turns so far).
TURN_KNOTS = (2, 5, 8, 11, 14)
EARLY_TURNS = 4  # and a term of its own for each of the first turns (hardly anyone is ready there)
_DRAGONS = frozenset((31, 32, 33))


@dataclass(frozen=True)
class SeatFacts:
    """One opponent's public record. ``river``: its discards in order; ``passed``: kinds other seats threw
    since its own last discard (it let them go with the same hand; ZJ §2 has no furiten, so a kind is never
    ruled out by its own discards, but a hand that let a tile pass cannot win on it until it changes)."""

    seat: Seat
    river: tuple[int, ...]
    own: frozenset[int]
    recent: frozenset[int]  # its last three discards
    last: int | None
    passed: frozenset[int]
    claimed_before_last: bool  # its last discard came right after a claim of its own
    melds: int  # melds shown, concealed kongs included
    exposed: int  # melds claimed from a discard or made from the wall and exposed (not concealed kongs)
    chows: int
    kongs: int
    suit_melds: tuple[int, int, int]  # melds in each suit
    honour_melds: int
    dragon_pungs: int
    wind_pungs: int
    value_pungs: int  # pungs and kongs of value honours (ZJ 3.1; Zen Koan: the round wind too)
    suit_discards: tuple[int, int, int]
    concealed: int
    own_bonus: int  # its own flower and season set aside (Zen Koan 11, B3)
    standing: bool  # B2: a declared Standing Hand is ready

    @property
    def turns(self) -> int:
        return len(self.river)

    @property
    def one_suit(self) -> int | None:
        """The suit of every suited meld when there are at least two melds and all suited ones share a suit."""
        suits = [s for s in range(3) if self.suit_melds[s]]
        if self.melds >= 2 and len(suits) == 1:
            return suits[0]
        return None


def value_winds(info: TableInfo, seat: Seat) -> frozenset[int]:
    """Honour kinds whose pung scores for ``seat``: dragons, its own wind, and the round wind where the
    ruleset counts it (Zen Koan's 3.1, British doubles)."""
    kinds = set(_DRAGONS) | {27 + seat.index}
    scoring = info.ruleset.scoring
    if getattr(scoring, "prevailing_wind_value_honor", False) or info.ruleset.scoring_system != "zung-jung":
        kinds.add(27 + info.round_wind.index)
    return frozenset(kinds)


def seat_facts(info: TableInfo, seat: Seat, standing: bool = False) -> SeatFacts:
    river_items = info.river_or_discards()
    mine = [i for i, r in enumerate(river_items) if r.seat is seat]
    river = tuple(river_items[i].tile.index for i in mine)
    passed: frozenset[int] = frozenset()
    claimed_before_last = False
    if mine:
        last_i = mine[-1]
        passed = frozenset(r.tile.index for r in river_items[last_i + 1 :] if r.seat is not seat)
        claimed_before_last = (
            last_i > 0 and river_items[last_i - 1].claimed and river_items[last_i - 1].seat is not seat
        )
    melds = info.melds.get(seat, ())
    suit = [0, 0, 0]
    honours = dragons = winds = value = chows = exposed = kongs = 0
    valued = value_winds(info, seat)
    for m in melds:
        k = m.first.index
        if m.kind is MeldKind.CHOW:
            chows += 1
        if m.kind is not MeldKind.CONCEALED_KONG:
            exposed += 1
        if m.is_kong:
            kongs += 1
        if k < 27:
            suit[k // 9] += 1
        else:
            honours += 1
            if m.is_triplet:
                dragons += k in _DRAGONS
                winds += k < 31
                value += k in valued
    suit_discards = [0, 0, 0]
    for k in river:
        if k < 27:
            suit_discards[k // 9] += 1
    bonus = info.bonus.get(seat, ())
    own_bonus = sum(1 for t in bonus if t.number == seat.index + 1)
    concealed = info.concealed_counts.get(seat, 13 - 3 * len(melds))
    return SeatFacts(
        seat,
        river,
        frozenset(river),
        frozenset(river[-3:]),
        river[-1] if river else None,
        passed,
        claimed_before_last,
        len(melds),
        exposed,
        chows,
        kongs,
        (suit[0], suit[1], suit[2]),
        honours,
        dragons,
        winds,
        value,
        (suit_discards[0], suit_discards[1], suit_discards[2]),
        concealed,
        own_bonus,
        standing,
    )


def _mid(k: int) -> bool:
    return k < 27 and 2 <= k % 9 <= 6


def ready_features(f: SeatFacts, tiles_left: int) -> Features:
    """Features of "is ``f.seat`` ready now?"."""
    d = float(f.turns)
    x: Features = {"bias": 1.0, "turn": d / 10}
    if d <= EARLY_TURNS:
        x[f"turn={int(d)}"] = 1.0
    for knot in TURN_KNOTS:
        if d > knot:
            x[f"turn>{knot}"] = (d - knot) / 10
    m = min(4, f.melds)
    if m:
        x[f"melds{m}"] = 1.0
        x["melds_x_turn"] = m * min(d, 12.0) / 12
    if f.melds - f.exposed:
        x["concealed_kongs"] = float(f.melds - f.exposed)
    if f.claimed_before_last:
        x["fresh_claim"] = 1.0
    recent = f.river[-3:]
    if recent:
        x["recent_middle"] = sum(1 for k in recent if _mid(k)) / 3
    early = f.river[:5]
    if early:
        x["early_middle"] = sum(1 for k in early if _mid(k)) / 5
    if f.value_pungs:
        x["value_pungs"] = float(f.value_pungs)
    if f.exposed and f.chows == f.exposed and not f.value_pungs:
        x["chows_only"] = 1.0
    if f.one_suit is not None:
        x["one_suit_melds"] = 1.0
    if tiles_left < 20:
        x["wall_low"] = (20 - tiles_left) / 20
    return x


def _seq_weight(k: int, unseen: Sequence[int]) -> float:
    """How many sequence waits (two-sided, edge, closed) could win on suited kind ``k``, weighted by the
    unseen copies of the two tiles each needs (1.0 = every copy of both unseen)."""
    n = k % 9
    base = k - n

    def u(j: int) -> float:
        return unseen[base + j] / 4.0

    w = 0.0
    if n <= 6:
        w += u(n + 1) * u(n + 2)
    if n >= 2:
        w += u(n - 2) * u(n - 1)
    if 1 <= n <= 7:
        w += u(n - 1) * u(n + 1)
    return w


def _suji_sides(k: int, own: frozenset[int]) -> tuple[int, int]:
    """(two-sided waits on ``k`` whose other end the opponent threw, two-sided waits on ``k`` possible)."""
    n = k % 9
    covered = possible = 0
    if n + 3 <= 8 and n <= 5:  # holding n+1, n+2: waits n and n+3
        possible += 1
        covered += (k + 3) in own
    if n - 3 >= 0 and n >= 3:  # holding n-2, n-1: waits n-3 and n
        possible += 1
        covered += (k - 3) in own
    return covered, possible


def wait_features(f: SeatFacts, k: int, unseen: Sequence[int], info: TableInfo) -> Features:
    """Features of "does ``f.seat``, if ready, win on a discard of kind ``k``?"."""
    x: Features = {"bias": 1.0}
    u = unseen[k]
    if u < 3:
        x[f"unseen{u}"] = 1.0
    if k >= 27:
        x["honour"] = 1.0
        if k in _DRAGONS:
            x["dragon"] = 1.0
            if f.dragon_pungs:
                x[f"dragon_vs_{min(2, f.dragon_pungs)}dp"] = 1.0
        elif f.wind_pungs >= 2:
            x["wind_vs_winds"] = 1.0
        if k in value_winds(info, f.seat):
            x["value_honour"] = 1.0
        if f.honour_melds:
            x["honour_melds"] = float(f.honour_melds)
        if f.one_suit is not None:
            x["honour_vs_one_suit"] = 1.0
            if f.suit_discards[f.one_suit] == 0:
                x["honour_vs_clean_suit"] = 1.0
        if u < 3:
            x[f"honour_unseen{u}"] = 1.0
    else:
        n = k % 9
        if n in (0, 8):
            x["terminal"] = 1.0
        elif n in (1, 7):
            x["rank28"] = 1.0
        elif n in (2, 6):
            x["rank37"] = 1.0
        x["seq"] = _seq_weight(k, unseen)
        covered, possible = _suji_sides(k, f.own)
        if possible:
            x["suji"] = covered / possible
        s = k // 9
        same = f.suit_melds[s]
        other = sum(f.suit_melds) - same
        if same:
            x["melds_same_suit"] = float(same)
        if other:
            x["melds_other_suit"] = float(other)
        if f.one_suit is not None:
            x["one_suit_same" if f.one_suit == s else "one_suit_other"] = 1.0
            if f.suit_discards[f.one_suit] == 0:
                x["one_suit_clean" if f.one_suit == s else "one_suit_clean_other"] = 1.0
        suited = sum(f.suit_discards)
        if suited >= 4:
            x["suit_discard_share"] = f.suit_discards[s] / suited
    if k in f.own:
        x["own"] = 1.0
        if k in f.recent:
            x["own_recent"] = 1.0
        if k == f.last:
            x["own_last"] = 1.0
    if k in f.passed:
        x["passed"] = 1.0
    if f.concealed <= 1:
        x["single_tile"] = 1.0
    elif f.concealed <= 4:
        x["few_tiles"] = 1.0
    return x


def _points(params: ZungJungParams, pid: str) -> int:
    return params.points(pid, PATTERNS_BY_ID[pid].points)


def floor_points(f: SeatFacts, k: int | None, info: TableInfo) -> int:
    """Zung Jung points a win of ``f.seat`` on kind ``k`` is sure to score from what is shown (the ruleset's
    pattern values), 0 under another scoring system: 3.1 Value Honor per value honour set; a win on an honour
    makes a pair or a pung of it, so two dragon sets and the third dragon are 3.2.1 Small Three Dragons, two wind
    sets and a third wind 3.3.1 Small Three Winds, three and the fourth 3.3.3 Small Four Winds; with four melds
    the winning tile pairs the one held: four triplets are 4.1 All Triplets, melds of one suit (and honours)
    2.1.1 Mixed or 2.1.2 Pure One-Suit, honours only 3.4 All Honors; 4.3 kongs; 9.1.2 Final Discard; Zen Koan's
    own flowers and seasons (11.1.2). Capped at the limit (ZJ §5)."""
    params = info.ruleset.scoring
    if not isinstance(params, ZungJungParams):
        return 0
    total = _points(params, "3.1") * f.value_pungs
    if k is not None and k >= 27:
        if f.dragon_pungs >= 2 and k in _DRAGONS:
            total += _points(params, "3.2.1")
        elif f.wind_pungs >= 3 and k < 31:
            total += _points(params, "3.3.3")
        elif f.wind_pungs == 2 and k < 31:
            total += _points(params, "3.3.1")
    if f.melds >= 4 and k is not None:
        if f.chows == 0:
            total += _points(params, "4.1")
        suits = {s for s in range(3) if f.suit_melds[s]}
        if not suits and k >= 27:
            total += _points(params, "3.4")
        elif len(suits) == 1 and (k >= 27 or k // 9 in suits):
            pure = f.honour_melds == 0 and k < 27
            total += _points(params, "2.1.2" if pure else "2.1.1")
    if f.kongs:
        total += _points(params, ("4.3.1", "4.3.2", "4.3.3", "4.3.4")[min(4, f.kongs) - 1])
    if info.tiles_left == 0:
        total += _points(params, "9.1.2")
    if params.bonus_tile_scoring and f.own_bonus:
        total += _points(params, "11.1.2") * f.own_bonus
    return min(total, params.limit)


def value_features(f: SeatFacts, k: int | None, info: TableInfo, floor: int | None = None) -> Features:
    """Features of "what does ``f.seat``'s hand score beyond ``floor_points`` if it wins on a discard of kind
    ``k``?" (``k`` None: a tile of no particular kind: the hand in general)."""
    x: Features = {"bias": 1.0}
    if floor is None:
        floor = floor_points(f, k, info)
    if floor:
        x["log_floor"] = math.log1p(floor)
    if f.value_pungs:
        x["value_pungs"] = float(f.value_pungs)
    if f.dragon_pungs >= 2:
        x["two_dragon_pungs_dragon" if k is not None and k in _DRAGONS else "two_dragon_pungs"] = 1.0
    if f.wind_pungs >= 2:
        x["wind_pungs2"] = 1.0
    suit = f.one_suit
    if suit is not None:
        if k is None or k >= 27 or k // 9 == suit:
            x["one_suit"] = 1.0
            if f.honour_melds == 0:
                x["one_suit_pure_melds"] = 1.0
            if f.suit_discards[suit] == 0:
                x["one_suit_clean"] = 1.0
        else:
            x["one_suit_broken"] = 1.0
    if f.exposed == 0:
        x["concealed"] = 1.0
    else:
        x["melds"] = float(f.exposed)
        if f.chows == 0 and f.melds >= 2:
            x["no_chows"] = 1.0
        if f.chows:
            x["chows"] = float(f.chows)
    if k is not None:
        if k >= 27:
            x["tile_honour"] = 1.0
        elif k % 9 in (0, 8):
            x["tile_terminal"] = 1.0
    if info.tiles_left == 0:
        x["last_discard"] = 1.0
    if f.own_bonus:
        x["own_bonus"] = float(f.own_bonus)
    return x


def dot(weights: dict[str, float], x: Features) -> float:
    """The linear score of ``x`` (features without a weight count nothing)."""
    return sum(weights.get(name, 0.0) * v for name, v in x.items())
