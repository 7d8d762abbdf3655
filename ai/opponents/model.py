"""``OpponentModel``: the calibrated read of the three opponents from one seat's view (see ``ai.opponents``).

Three fitted models per ruleset (``ai/data/opponents_<ruleset>.json``, written by
``benchmarks/fit_opponents.py``): a logistic model of "ready now", a logistic model of "wins on this tile, if
ready", and a log-link model of the mean value of the hand when it wins on this tile, with the spread of value /
mean seen in the fit. Costs are the scoring system's settlement of each value of that spread (``ai.danger.settled_cost``,
memoised). Each read the players use (ready, deal-in, value, cost) then goes through a strictly increasing map
fitted on hands the models' fit did not see (``ai.opponents.recalibration.MonotoneMap``), which moves its level,
never the order of its predictions.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from functools import cache, cached_property
from importlib import resources
from typing import TYPE_CHECKING, Any

from ai.danger import (
    OpponentRead,
    TileDanger,
    cost_memo,
    keyed_cost,
    responsibility_key,
    responsibility_window,
)
from ai.memo import Memo
from ai.opponents.features import (
    SeatFacts,
    dot,
    floor_points,
    ready_features,
    seat_facts,
    value_features,
    wait_features,
)
from ai.opponents.recalibration import MonotoneMap, rescaled
from ai.view_tools import TableInfo, table_info
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import TILES34, Tile

if TYPE_CHECKING:
    from zjgame.engine.view import SeatView

FORMAT = "zjgame-opponents/2"
# The reads that go through a monotone map fitted on held-out logs (``MonotoneMap``), in the order the fit
# makes them (each on the reads before it already mapped): probabilities, then amounts in points.
RECALIBRATED = ("ready", "deal_in", "value", "cost")
PROBABILITY_READS = frozenset(("ready", "deal_in"))
DATA_PACKAGE = "ai.data"
# Rulesets whose rules differ enough to need their own fit; the others read the nearest one.
FITTED = ("zj", "zj-min5", "zen-koan", "british")
_NEAREST = {"zj-older": "zj"}


class ParamsError(ValueError):
    """A shipped parameter file is missing, unreadable or of another format."""


@dataclass(frozen=True)
class Calibration:
    """A monotone-ish correction of a fitted score (a logit, or a log of a mean) fitted on the same logs:
    ``coef[0] + coef[1] * z + sum(coef[2 + i] * max(0, z - knots[i]))`` (a linear spline; the identity by
    default). It takes out what a linear score gets wrong in the tails (the first turns, the cheapest hands)."""

    knots: tuple[float, ...] = ()
    coef: tuple[float, ...] = (0.0, 1.0)

    def __call__(self, z: float) -> float:
        c = self.coef
        out = c[0] + c[1] * z
        for i, k in enumerate(self.knots):
            if z > k:
                out += c[2 + i] * (z - k)
        return out

    @classmethod
    def from_json(cls, data: Any) -> Calibration:
        if data is None:
            return cls()
        knots = tuple(float(k) for k in data["knots"])
        coef = tuple(float(c) for c in data["coef"])
        if len(coef) != 2 + len(knots):
            raise ValueError("a calibration needs two coefficients and one per knot")
        return cls(knots, coef)

    def to_json(self) -> dict[str, list[float]]:
        return {"knots": list(self.knots), "coef": list(self.coef)}


def _identity_maps() -> dict[str, MonotoneMap]:
    return {name: MonotoneMap(probability=name in PROBABILITY_READS) for name in RECALIBRATED}


@dataclass(frozen=True)
class ValueModel:
    """The mean of the points beyond the shown floor, exp(calibration(weights . features)), and its spread:
    equally likely log(points / mean) values seen in the fit, one set per band of the (log) mean (``bands``:
    the upper ends of all bands but the last), because a cheap-looking hand has the longer tail."""

    weights: dict[str, float]
    spreads: tuple[tuple[float, ...], ...]
    calibration: Calibration = Calibration()
    bands: tuple[float, ...] = ()

    def spread(self, mu: float) -> tuple[float, ...]:
        """The log-ratio points of the band of ``mu``."""
        return self.spreads[self._band(mu)]

    def factors(self, mu: float) -> tuple[float, ...]:
        """exp of the points of the band of ``mu`` (the values are the mean times these)."""
        return self._factors[self._band(mu)]

    def _band(self, mu: float) -> int:
        for i, top in enumerate(self.bands):
            if mu <= top:
                return i
        return len(self.bands)

    @cached_property
    def _factors(self) -> tuple[tuple[float, ...], ...]:
        return tuple(tuple(math.exp(r) for r in sp) for sp in self.spreads)


@dataclass(frozen=True)
class Params:
    """One ruleset's fitted weights."""

    ruleset: str
    ready: dict[str, float]
    wait: dict[str, float]
    value: ValueModel
    meta: dict[str, Any]
    ready_calibration: Calibration = Calibration()
    wait_calibration: Calibration = Calibration()
    deal_in_calibration: Calibration = Calibration()
    # The monotone maps of the reads (``RECALIBRATED``), fitted on held-out logs; the identity when built bare.
    recalibration: dict[str, MonotoneMap] = field(default_factory=_identity_maps)

    @cached_property
    def values_memo(self) -> Memo[tuple[int, float, int], tuple[tuple[int, ...], float]]:
        """``OpponentModel.values`` and their mean memoised across models of these parameters (bounded,
        ``ai.memo``)."""
        return Memo(_VALUES_LIMIT)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Params:
        fmt = data.get("format") if isinstance(data, dict) else None
        if fmt != FORMAT:
            hint = " (refit with benchmarks/fit_opponents.py)" if str(fmt).startswith("zjgame-opponents/") else ""
            raise ParamsError(f"opponent parameters of format {fmt!r}, expected {FORMAT!r}{hint}")
        try:
            maps = data["recalibration"]
            if not isinstance(maps, dict) or set(maps) != set(RECALIBRATED):
                raise ValueError(f"recalibration needs exactly the maps {', '.join(RECALIBRATED)}")
            recalibration = {
                name: MonotoneMap.from_json(maps[name], name in PROBABILITY_READS) for name in RECALIBRATED
            }
            value = data["value"]
            return cls(
                str(data["ruleset"]),
                {str(k): float(v) for k, v in data["ready"].items()},
                {str(k): float(v) for k, v in data["wait"].items()},
                _value_model(value),
                dict(data.get("meta", {})),
                Calibration.from_json(data.get("ready_calibration")),
                Calibration.from_json(data.get("wait_calibration")),
                Calibration.from_json(data.get("deal_in_calibration")),
                recalibration,
            )
        except KeyError as err:
            raise ParamsError(f"opponent parameters: missing {err}") from None
        except (TypeError, ValueError, AttributeError) as err:
            raise ParamsError(f"opponent parameters: {err}") from None

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "ruleset": self.ruleset,
            "meta": self.meta,
            "ready": self.ready,
            "wait": self.wait,
            "value": {
                "weights": self.value.weights,
                "spreads": [list(sp) for sp in self.value.spreads],
                "bands": list(self.value.bands),
                "calibration": self.value.calibration.to_json(),
            },
            "ready_calibration": self.ready_calibration.to_json(),
            "wait_calibration": self.wait_calibration.to_json(),
            "deal_in_calibration": self.deal_in_calibration.to_json(),
            "recalibration": {name: self.recalibration[name].to_json() for name in RECALIBRATED},
        }


def _value_model(value: dict[str, Any]) -> ValueModel:
    spreads = tuple(tuple(float(r) for r in sp) for sp in value["spreads"])
    bands = tuple(float(b) for b in value.get("bands", ()))
    if len(spreads) != len(bands) + 1 or not all(spreads):
        raise ValueError("the value spread needs one non-empty set per band")
    return ValueModel(
        {str(k): float(v) for k, v in value["weights"].items()},
        spreads,
        Calibration.from_json(value.get("calibration")),
        bands,
    )


def data_file(name: str) -> str:
    return f"opponents_{name}.json"


@cache
def params_for(ruleset_name: str) -> Params:
    """The shipped parameters for a ruleset (those of the nearest fitted ruleset where it has none)."""
    name = _NEAREST.get(ruleset_name, ruleset_name)
    if name not in FITTED:
        name = "zj"
    try:
        text = resources.files(DATA_PACKAGE).joinpath(data_file(name)).read_text(encoding="utf-8")
        return Params.from_json(json.loads(text))
    except (OSError, json.JSONDecodeError) as err:
        raise ParamsError(f"opponent parameters for {name}: {err}") from None


def _sigmoid(z: float) -> float:
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


def _limit(ruleset: Ruleset) -> int:
    limit = getattr(ruleset.scoring, "limit", None)
    return int(limit) if limit else 100_000


_DRAGONS = frozenset((31, 32, 33))
# Averages of the settlement over a spread of values, by ruleset: (payer, winner, dealer, values, key) -> the two.
_AVERAGE_CACHE: dict[Ruleset, dict[tuple[object, ...], tuple[float, float]]] = {}
_AVERAGES_LIMIT = 50_000
_VALUES_LIMIT = 20_000  # Params.values_memo: (floor, fitted log-mean, limit) -> (values, their mean)


def _averages(ruleset: Ruleset) -> dict[tuple[object, ...], tuple[float, float]]:
    got = _AVERAGE_CACHE.get(ruleset)
    if got is None:
        got = _AVERAGE_CACHE[ruleset] = {}
    return got


def _value_class(k: int, f: SeatFacts) -> tuple[int, ...]:
    """What of kind ``k`` the value features and ``floor_points`` read: dragon or wind, or the suit and
    whether it is a terminal."""
    if k >= 27:
        return (1 if k in _DRAGONS else 2,)
    return (3 + k // 9, k % 9 in (0, 8))


@dataclass(frozen=True)
class SeatRisk:
    """What discarding one tile now risks against one opponent: ``p_deal_in`` the chance that it wins on the
    discard (the ruleset's interception applied: a seat earlier in turn order takes the win first);
    ``cost`` the expected payment if it does (the settlement, for the spread of values its hand may have);
    ``share`` the expected payment if it wins by self-draw instead; ``value`` the expected value of its win."""

    seat: Seat
    p_deal_in: float
    cost: float
    share: float
    value: float

    @property
    def expected_cost(self) -> float:
        return self.p_deal_in * self.cost


class OpponentModel:
    """The read of every opponent of ``info.seat``. Built once per decision (it caches per tile and seat)."""

    def __init__(self, info: TableInfo, standing: tuple[bool, ...] | None = None, params: Params | None = None) -> None:
        """``standing``: who declared a Standing Hand (B2), by seat index; ``info.standing`` when not given."""
        if standing is None or len(standing) != 4:
            standing = tuple(info.standing) if len(info.standing) == 4 else (False, False, False, False)
        self.info = info
        self.params = params if params is not None else params_for(info.ruleset.name)
        self.unseen = info.unseen
        self.facts: dict[Seat, SeatFacts] = {s: seat_facts(info, s, bool(standing[s.index])) for s in info.opponents}
        self._river = [(r.seat, r.tile) for r in info.river_or_discards()]
        self._windows = {s: responsibility_window(self._river, s) for s in info.opponents}
        self._limit = _limit(info.ruleset)
        self._costs = cost_memo(info.ruleset)
        self._averages = _averages(info.ruleset)
        self._ready: dict[Seat, float] = {}
        self._wait: dict[tuple[Seat, int], float] = {}
        self._values: dict[tuple[Seat, tuple[int, ...] | None], tuple[tuple[int, ...], float]] = {}
        self._risk: dict[Tile, tuple[SeatRisk, ...]] = {}
        self._reads: dict[Seat, OpponentRead] | None = None
        maps = self.params.recalibration
        self._ready_map = maps["ready"]
        self._deal_in_map = maps["deal_in"]
        self._value_map = maps["value"]
        self._cost_map = maps["cost"]

    @classmethod
    def from_view(cls, view: SeatView, params: Params | None = None) -> OpponentModel:
        """The model for the seat of ``view`` (reads its Standing Hand flags too, B2)."""
        return cls(table_info(view), tuple(view.standing), params)

    # --- the three fitted reads ---------------------------------------------------------------------
    def ready_chance(self, seat: Seat) -> float:
        """Chance that ``seat`` is ready now (a legal win one tile away, the ruleset's minimum included)."""
        got = self._ready.get(seat)
        if got is None:
            f = self.facts[seat]
            if f.standing:
                got = 1.0  # B2: a Standing Hand is declared ready and locked
            else:
                z = dot(self.params.ready, ready_features(f, self.info.tiles_left))
                got = self._ready_map(_sigmoid(self.params.ready_calibration(z)))
            self._ready[seat] = got
        return got

    def wait_chance(self, tile: Tile, seat: Seat) -> float:
        """Chance that ``seat``, if ready, would win on a discard of ``tile``."""
        k = tile.index
        key = (seat, k)
        got = self._wait.get(key)
        if got is None:
            if tile.is_bonus or (k >= 27 and self.unseen[k] == 0):
                # Nobody wins on a bonus tile; a ready hand wins on an honour only holding a copy of it, and
                # here we see them all (only Thirteen Terminals waits on one it lacks: ignored, a hand in
                # thousands).
                got = 0.0
            else:
                x = wait_features(self.facts[seat], k, self.unseen, self.info)
                got = _sigmoid(self.params.wait_calibration(dot(self.params.wait, x)))
            self._wait[key] = got
        return got

    def values(self, seat: Seat, tile: Tile | None = None) -> tuple[int, ...]:
        """Equally likely values of ``seat``'s hand if it wins on ``tile`` (None: on a tile of no particular
        kind): the points its shown melds make sure of (``floor_points``) plus the fitted mean of the rest times
        each point of the spread, within 1 and the ruleset's limit; then the part beyond the floor scaled so that
        their mean is the fit's monotone map of it (``Params.recalibration["value"]``, ``rescaled``)."""
        return self._spread(seat, tile)[0]

    def hand_value(self, seat: Seat, tile: Tile | None = None) -> float:
        """Expected value (points of the ruleset's scorer) of ``seat``'s hand if it wins (on ``tile``)."""
        return self._spread(seat, tile)[1]

    def _spread(self, seat: Seat, tile: Tile | None) -> tuple[tuple[int, ...], float]:
        """(``values``, their mean) of ``seat``'s hand winning on ``tile``."""
        k = None if tile is None else tile.index
        f = self.facts[seat]
        key = (seat, None if k is None else _value_class(k, f))
        got = self._values.get(key)
        if got is None:
            vm = self.params.value
            floor = floor_points(f, k, self.info)
            mu = vm.calibration(dot(vm.weights, value_features(f, k, self.info, floor)))
            top = self._limit
            memo = self.params.values_memo  # the same (floor, mean) come back decision after decision
            got = memo.get((floor, mu, top))
            if got is None:
                mean = math.exp(mu)
                vals = tuple(max(1, min(top, floor + int(round(mean * e)))) for e in vm.factors(mu))
                vmap = self._value_map
                if vmap.xs:
                    vals = rescaled(vals, floor, vmap(sum(vals) / len(vals)), top)
                got = memo.put((floor, mu, top), (vals, sum(vals) / len(vals)))
            self._values[key] = got
        return got

    def deal_in_chance(self, tile: Tile, seat: Seat) -> float:
        """Chance that ``seat`` would win on our discard of ``tile`` (before interception): ready_chance x
        wait_chance, through the fit's own correction of that product (calibrated as a whole, on every
        opponent and tile, ready or not)."""
        p = self.ready_chance(seat) * self.wait_chance(tile, seat)
        if p <= 0.0 or p >= 1.0 or self.facts[seat].standing:
            return p
        return self._deal_in_map(_sigmoid(self.params.deal_in_calibration(math.log(p / (1.0 - p)))))

    # --- costs through the settlement ---------------------------------------------------------------
    def win_cost(self, seat: Seat, tile: Tile) -> tuple[float, float]:
        """(expected payment if ``seat`` wins on our discard of ``tile``, expected share if it self-draws
        instead), from the ruleset's settlement of each value in ``values(seat, tile)``; the payment then
        through the fit's monotone map of costs (``Params.recalibration["cost"]``)."""
        info = self.info
        vals = self.values(seat, tile)
        key = responsibility_key(self._windows[seat], tile)
        memo = (info.seat.index, seat.index, info.dealer.index, vals, key)
        got = self._averages.get(memo)
        if got is None:
            pay = share = 0.0
            for v in vals:
                c = keyed_cost(self._costs, info.ruleset, info.seat, seat, v, tile, self._river, info.dealer, key)
                pay += c.amount
                share += c.self_drawn_share
            got = (pay / len(vals), share / len(vals))
            if len(self._averages) > _AVERAGES_LIMIT:
                self._averages.clear()
            self._averages[memo] = got
        return (self._cost_map(got[0]), got[1])

    def tile_risk(self, tile: Tile) -> tuple[SeatRisk, ...]:
        """Per opponent, in turn order after us: the chance it wins on our discard of ``tile`` now and what
        that would cost (``SeatRisk``)."""
        got = self._risk.get(tile)
        if got is not None:
            return got
        out = []
        free = 1.0  # chance that no earlier seat took the win (ZJ §2 interception)
        intercept = self.info.ruleset.interception
        for seat in self.info.opponents:
            p = self.deal_in_chance(tile, seat)
            eff = p * free
            if intercept:
                free *= 1.0 - p
            if eff > 0:
                cost, share = self.win_cost(seat, tile)
            else:
                cost = share = 0.0
            out.append(SeatRisk(seat, eff, cost, share, self.hand_value(seat, tile) if eff > 0 else 0.0))
        got = tuple(out)
        self._risk[tile] = got
        return got

    def expected_loss(self, tile: Tile) -> float:
        """Expected points we pay because of discarding ``tile`` now: each opponent's chance to win on it
        times what the settlement makes us pay then (not reduced by what we might pay anyway later)."""
        return sum(r.p_deal_in * r.cost for r in self.tile_risk(tile))

    def total_deal_in(self, tile: Tile) -> float:
        """Chance that some opponent wins on our discard of ``tile``."""
        return (
            sum(r.p_deal_in for r in self.tile_risk(tile))
            if self.info.ruleset.interception
            else (1.0 - math.prod(1.0 - r.p_deal_in for r in self.tile_risk(tile)))
        )

    def self_draw_share(self, seat: Seat) -> float:
        """Expected payment if ``seat`` wins by self-draw: the settlement's share for each value of
        ``values(seat)``."""
        info = self.info
        vals = self.values(seat)
        tile = TILES34[0]  # a self-drawn win's shares do not depend on any discard
        total = 0.0
        for v in vals:
            total += keyed_cost(
                self._costs, info.ruleset, info.seat, seat, v, tile, (), info.dealer, ()
            ).self_drawn_share
        return total / len(vals)

    # --- the DangerModel interface (ai.danger), for callers of either ------------------------------
    @property
    def reads(self) -> dict[Seat, OpponentRead]:
        if self._reads is None:
            self._reads = {s: self._read(s) for s in self.info.opponents}
        return self._reads

    def _read(self, seat: Seat) -> OpponentRead:
        f = self.facts[seat]
        notes: list[str] = []
        if f.standing:
            notes.append("declared a Standing Hand")
        if f.value_pungs:
            notes.append(f"{f.value_pungs} value honour set{'s' if f.value_pungs > 1 else ''} shown")
        if f.dragon_pungs >= 2:
            notes.append("two dragon sets: three dragons possible")
        if f.one_suit is not None:
            notes.append(f"melds all in {'mps'[f.one_suit]}: one-suit hand likely")
        if f.concealed <= 1:
            notes.append("four melds: a single-tile wait")
        return OpponentRead(seat, self.ready_chance(seat), self.hand_value(seat), f.one_suit, tuple(notes))

    def max_ready(self) -> float:
        return max((self.ready_chance(s) for s in self.info.opponents), default=0.0)

    def payment(self, tile: Tile, winner: Seat) -> float:
        """Expected payment if ``winner`` wins on our discard of ``tile`` (``win_cost``)."""
        return self.win_cost(winner, tile)[0]

    def tile_danger(self, tile: Tile) -> TileDanger:
        """``ai.danger.TileDanger`` of ``tile``: ``cost`` is ``expected_loss``, ``deal_in`` ``total_deal_in``."""
        risks = self.tile_risk(tile)
        note = ""
        if tile.is_honor and self.unseen[tile.index] == 0:
            note = "no copy left for anyone to wait with"
        per = tuple((r.seat, r.p_deal_in) for r in risks)
        return TileDanger(tile, self.expected_loss(tile), self.total_deal_in(tile), per, note)

    def ranking(self, tiles: list[Tile]) -> list[TileDanger]:
        """Danger of each kind among ``tiles``, safest first."""
        return sorted((self.tile_danger(t) for t in set(tiles)), key=lambda d: (d.cost, d.tile.index))
