"""Defence: how likely a discard is to give an opponent the win, and what that would cost.

Owns the read of each opponent from what the seat can see (``OpponentRead``: chance of being ready, the value
of the hand it is building, a suit it seems to collect) and the danger of each discard candidate
(``TileDanger``). It reads a ``TableInfo`` only (never hidden tiles).

Zung Jung has no furiten (ZJ §2): a tile an opponent discarded earlier is NOT safe against it; it is only
less likely (players tend to keep their waits), and if it was their most recent discard a win on it makes
nobody responsible. What is truly cheap is a tile another seat discarded since the opponent's own last
discard: the opponent let it pass with the same hand, and under same-round immunity (ZJ §6) the first
discarder, not us, would be responsible. Costs are the scoring system's answer (``zjgame.scoring.cost_of_deal_in``),
so each ruleset's payment scheme, responsibility and immunity included, is respected.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from ai.hand_value import value_params
from ai.view_tools import TableInfo
from zjgame.rules.melds import MeldKind
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import DealIn, DealInCost, cost_of_deal_in

# Scale from the wait-shape weight of a tile to the chance that a ready opponent waits on it
# (a middle tile with every copy unseen: about 13%; a terminal 7%; a fresh honour 4%).
_WAIT_SCALE = 0.03
_PAIR_WEIGHT = 0.35  # per unseen copy: single-tile and pair waits on the tile itself
_OWN_DISCARD = 0.4  # the opponent threw this kind before: less likely to wait on it (no furiten, ZJ §2)
_PASSED = 0.05  # another seat threw it since the opponent's last discard and the opponent let it go
_SUJI = 0.5  # a two-sided wait whose other end the opponent threw
# Chance that a ready opponent wins anyway if we do not deal in: we would then pay our ordinary share, so only
# the rest of a deal-in's payment is at stake (against a hand of 25 or less, ZJ §6 makes that little).
_ANYWAY = 0.6


@dataclass(frozen=True)
class OpponentRead:
    seat: Seat
    ready: float  # chance of being ready now
    value: float  # expected value of its hand if it wins
    suit_focus: int | None  # 0..2 when its melds (and discards) point to one suit
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class TileDanger:
    """``cost``: expected points lost by discarding ``tile`` now (summed over opponents); ``deal_in`` the chance
    that some opponent wins on it; ``per_seat`` each opponent's chance."""

    tile: Tile
    cost: float
    deal_in: float
    per_seat: tuple[tuple[Seat, float], ...]
    note: str = ""


def read_opponent(info: TableInfo, seat: Seat) -> OpponentRead:
    """How far along ``seat`` looks, what it is worth, and what it collects (visible information only)."""
    melds = info.melds.get(seat, ())
    n_melds = len(melds)
    turns = info.discard_count(seat)
    notes: list[str] = []
    concealed = info.concealed_counts.get(seat, 13 - 3 * n_melds)
    if n_melds >= 4 or concealed <= 1:
        ready = 0.95
        notes.append("four melds: a single-tile wait")
    else:
        x = -3.3 + 0.22 * turns + 0.95 * n_melds
        ready = 1.0 / (1.0 + math.exp(-x))
    exposed = [m for m in melds if m.kind is not MeldKind.CONCEALED_KONG]
    value = 8.0 if exposed else 10.0
    value_winds = {31, 32, 33, 27 + seat.index}
    if value_params(info.ruleset).prevailing_wind_value_honor:
        value_winds.add(27 + info.round_wind.index)
    honours = [m for m in melds if m.is_triplet and m.first.index in value_winds]
    if honours:
        value += 10 * len(honours)
        notes.append(f"{len(honours)} value honour set{'s' if len(honours) > 1 else ''} shown")
    dragon_sets = sum(1 for m in melds if m.is_triplet and m.first.is_dragon)
    if dragon_sets >= 2:
        value += 30
        notes.append("two dragon sets: three dragons possible")
    if sum(1 for m in melds if m.is_triplet) >= 2 and not any(m.kind is MeldKind.CHOW for m in melds):
        value += 10
    suit_focus = None
    suits = {m.first.index // 9 for m in melds if m.first.is_suited}
    if len(suits) == 1 and n_melds >= 2:
        s = next(iter(suits))
        value += 35
        suit_focus = s
        notes.append(f"melds all in {'mps'[s]}: one-suit hand likely")
    elif len(suits) <= 1 and turns >= 6:
        discards = [t for t in info.discards.get(seat, ()) if t.is_suited]
        if discards:
            per = [sum(1 for t in discards if t.index // 9 == s) for s in range(3)]
            s = min(range(3), key=lambda k: per[k])
            if per[s] == 0 and (not suits or s in suits) and len(discards) >= 5:
                value += 20
                suit_focus = s
                notes.append(f"discards no {'mps'[s]}: may be collecting it")
    return OpponentRead(seat, ready, min(float(value_params(info.ruleset).limit), value), suit_focus, tuple(notes))


def wait_weight(tile_index: int, unseen: Sequence[int], own_discards: Collection[int]) -> float:
    """Relative weight of the wait shapes that win on ``tile_index`` given the unseen copies."""
    k = tile_index
    w = _PAIR_WEIGHT * min(3, unseen[k])
    if k >= 27:
        return w
    n = k % 9  # 0..8
    base = k - n

    def u(j: int) -> float:
        return unseen[base + j] / 4.0

    # Two-sided and edge waits: holding (n+1, n+2) or (n-2, n-1); the closed wait (n-1, n+1).
    if n <= 6:
        shape = u(n + 1) * u(n + 2)
        if n + 3 <= 8 and base + n + 3 in own_discards:
            shape *= _SUJI
        w += shape
    if n >= 2:
        shape = u(n - 2) * u(n - 1)
        if n - 3 >= 0 and base + n - 3 in own_discards:
            shape *= _SUJI
        w += shape
    if 1 <= n <= 7:
        w += u(n - 1) * u(n + 1)
    return w


# The settlement's answer to "what would this deal-in cost" depends on the discards only through ZJ §6's window
# (the winner's own most recent discard, included, to now) and, inside it, on who threw the candidate tile in
# which order; British (B5) ignores the discards. So answers are memoised on that reduced key, per ruleset: a
# few hundred distinct questions cover thousands of hands (the answer itself always comes from the settlement).
_COST_CACHE: dict[Ruleset, dict[tuple[object, ...], DealInCost]] = {}
_COST_CACHE_LIMIT = 20_000


def _cost_cache(ruleset: Ruleset) -> dict[tuple[object, ...], DealInCost]:
    got = _COST_CACHE.get(ruleset)
    if got is None:
        got = _COST_CACHE[ruleset] = {}
    elif len(got) > _COST_CACHE_LIMIT:
        got.clear()
    return got


def responsibility_window(river: Sequence[tuple[Seat, Tile]], winner: Seat) -> Sequence[tuple[Seat, Tile]]:
    """ZJ §6's window of a win by ``winner`` on a discard made after ``river``: from the winner's own most recent
    discard (included), or the whole hand if it has not discarded yet."""
    for i in range(len(river) - 1, -1, -1):
        if river[i][0] is winner:
            return river[i:]
    return river


def responsibility_key(window: Sequence[tuple[Seat, Tile]], tile: Tile) -> tuple[int, ...]:
    """What of the discards a deal-in's settlement can depend on: the seats (indices) that threw ``tile`` in the
    window (``responsibility_window``), in order."""
    return tuple(s.index for s, t in window if t is tile)


def settled_cost(
    ruleset: Ruleset,
    payer: Seat,
    winner: Seat,
    value: int,
    tile: Tile,
    river: Sequence[tuple[Seat, Tile]],
    dealer: Seat,
    window: Sequence[tuple[Seat, Tile]] | None = None,
) -> DealInCost:
    """``cost_of_deal_in`` for ``payer`` discarding ``tile`` after ``river`` when ``winner`` wins on it with a
    hand worth ``value``, memoised on (payer, winner, value, dealer, ``responsibility_key``). ``window``: the
    winner's ``responsibility_window`` of ``river`` when the caller has it."""
    if window is None:
        window = responsibility_window(river, winner)
    key = responsibility_key(window, tile)
    return keyed_cost(_cost_cache(ruleset), ruleset, payer, winner, value, tile, river, dealer, key)


def keyed_cost(
    cache: dict[tuple[object, ...], DealInCost],
    ruleset: Ruleset,
    payer: Seat,
    winner: Seat,
    value: int,
    tile: Tile,
    river: Sequence[tuple[Seat, Tile]],
    dealer: Seat,
    key: tuple[int, ...],
) -> DealInCost:
    """``settled_cost`` for callers holding the ruleset's memo (``cost_memo``) and the ``responsibility_key``."""
    full = (payer.index, winner.index, value, dealer.index, key)
    got = cache.get(full)
    if got is None:
        got = cost_of_deal_in(ruleset, DealIn(payer, winner, value, tile, (*river, (payer, tile)), dealer))
        cache[full] = got
    return got


def cost_memo(ruleset: Ruleset) -> dict[tuple[object, ...], DealInCost]:
    """The memo of ``settled_cost`` answers for ``ruleset`` (emptied when it grows past a bound)."""
    return _cost_cache(ruleset)


@dataclass(frozen=True)
class _SeatFacts:
    """What one opponent's discards say, worked out once per model: the kinds it threw (ZJ §2: less likely
    waits, no furiten) and the kinds other seats threw since its own last discard, which it let pass."""

    own: frozenset[int]
    passed: frozenset[Tile]


def _seat_facts(info: TableInfo, seat: Seat) -> _SeatFacts:
    own = frozenset(t.index for t in info.discards.get(seat, ()))
    passed: frozenset[Tile] = frozenset()
    if info.discard_count(seat) > 0:
        passed = frozenset(r.tile for r in info.since_last_discard(seat)[1:] if r.seat is not seat)
    return _SeatFacts(own, passed)


class DangerModel:
    """Danger of each discard for the seat of ``info``. Built once per decision."""

    def __init__(self, info: TableInfo) -> None:
        self.info = info
        self.unseen = info.unseen
        self.reads = {s: read_opponent(info, s) for s in info.opponents}
        self._river = [(r.seat, r.tile) for r in info.river_or_discards()]
        self._facts = {s: _seat_facts(info, s) for s in info.opponents}
        self._windows = {s: responsibility_window(self._river, s) for s in info.opponents}
        self._cache: dict[Tile, TileDanger] = {}

    def max_ready(self) -> float:
        return max((r.ready for r in self.reads.values()), default=0.0)

    def wait_chance(self, tile: Tile, seat: Seat) -> float:
        """Chance that ``seat``, if ready, waits on ``tile``."""
        k = tile.index
        facts = self._facts.get(seat) or _seat_facts(self.info, seat)
        own = facts.own
        p = _WAIT_SCALE * wait_weight(k, self.unseen, own)
        read = self.reads[seat]
        if read.suit_focus is not None and tile.is_suited:
            p *= 2.0 if k // 9 == read.suit_focus else 0.2
        if k in own:
            p *= _OWN_DISCARD
        if tile in facts.passed:
            p *= _PASSED
        return min(0.6, p)

    def payment(self, tile: Tile, winner: Seat) -> float:
        """Points at stake if ``winner`` wins on our discard of ``tile``: the payment ZJ §6 (or the ruleset's
        scheme) makes us pay, less the share we would likely pay anyway when it wins otherwise."""
        info = self.info
        read = self.reads[winner]
        value = int(round(read.value))
        window = self._windows.get(winner)
        cost = settled_cost(info.ruleset, info.seat, winner, value, tile, self._river, info.dealer, window)
        return max(0.0, cost.amount - _ANYWAY * cost.self_drawn_share)

    def tile_danger(self, tile: Tile) -> TileDanger:
        got = self._cache.get(tile)
        if got is not None:
            return got
        per = []
        cost = 0.0
        safe = 1.0
        for seat, read in self.reads.items():
            p = read.ready * self.wait_chance(tile, seat)
            per.append((seat, p))
            safe *= 1.0 - p
            if p > 0:
                cost += p * self.payment(tile, seat)
        note = ""
        if tile.is_honor and self.unseen[tile.index] == 0:
            note = "no copy left for anyone to wait with"
        result = TileDanger(tile, cost, 1.0 - safe, tuple(per), note)
        self._cache[tile] = result
        return result

    def ranking(self, tiles: list[Tile]) -> list[TileDanger]:
        """Danger of each kind among ``tiles``, safest first."""
        return sorted((self.tile_danger(t) for t in set(tiles)), key=lambda d: (d.cost, d.tile.index))
