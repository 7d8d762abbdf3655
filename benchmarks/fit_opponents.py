"""Fit the opponent models (``ai.opponents``) on self-play and ship the weights as data.

    python benchmarks/fit_opponents.py --ruleset zj [--walls 1800] [--seed 1] [--players hard,hard-v1+suits,normal,easy]
                                       [--records DIR] [--hands-cache FILE] [--out ai/data] [--every 1]

Plays ``--walls`` walls (or reads the hands of ``zjgame simulate --record DIR``), replays every hand and, at
each discard decision, takes what the deciding seat saw (the features) and what was true (labels: each
opponent ready or not, each candidate tile won on or not, the value of that win). Then fits, by maximum
likelihood with a light ridge:
- ready: a logistic model of "ready now" on ``ready_features``;
- wait: a logistic model of "wins on this tile" on ``wait_features``, over the opponents that were ready;
- value: a log-link regression of the value beyond ``floor_points`` on ``value_features`` over the wins (calibrated in the mean), with
  16 equally spaced quantiles of value / fitted mean (the spread a settlement is averaged over);
- then for each, a linear spline in the fitted score (logit or log-mean), fitted on the same rows, corrects what a
  linear score gets wrong in the tails (``ai.opponents.model.Calibration``); the spread is kept per fifth of
  the fitted means (a cheap-looking hand has the longer tail);
- then a second pass corrects the product ready x wait as a whole (every opponent and candidate tile);
- last, a strictly increasing map per read from the model's prediction to the observed rate or mean
  (``ai.opponents.recalibration``: isotonic regression), fitted on predictions the models made on hands they did
  not see: the hands are cut in ``FOLDS`` by position, the models fitted again without each fold predict it
  (cross-fitting), so every hand serves the maps held out; each map on the reads before it already mapped:
  ready, value, then deal-in and cost (``fit_maps``). The models shipped are those fitted on every hand.
Writes ``ai/data/opponents_<ruleset>.json``. Check the result on other walls with
``benchmarks/calibrate_opponents.py`` (use another ``--seed``).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from opponent_data import PLAYERS, CacheError, Sample, cached_hands, hands_from_records, samples  # noqa: E402

from ai.opponents.features import (  # noqa: E402
    floor_points,
    ready_features,
    seat_facts,
    value_features,
    wait_features,
)
from ai.opponents.model import (  # noqa: E402
    FORMAT,
    PROBABILITY_READS,
    Calibration,
    OpponentModel,
    Params,
    ValueModel,
    data_file,
)
from ai.opponents.recalibration import isotonic_map  # noqa: E402
from zjgame.rules.ruleset import get_ruleset  # noqa: E402

Row = tuple[dict[str, float], float, float]  # features, weight (cases), positives (or a target for OLS)
RESIDUAL_POINTS = 24


def rows_of(sample: Sample) -> tuple[list[Row], list[Row], list[tuple[dict[str, float], float]]]:
    """The ready, wait and value rows of one sample."""
    info = sample.info
    ready: list[Row] = []
    wait: list[Row] = []
    value: list[tuple[dict[str, float], float]] = []
    unseen = info.unseen
    for truth in sample.truth:
        f = seat_facts(info, truth.seat, sample.standing[truth.seat.index])
        if f.standing:
            continue  # B2: certain, not fitted
        ready.append((ready_features(f, info.tiles_left), 1.0, 1.0 if truth.ready else 0.0))
        if not truth.ready:
            continue
        for t in sample.candidates:
            k = t.index
            if k >= 27 and unseen[k] == 0:
                continue  # ruled out by the model itself
            won = truth.wins.get(k)
            wait.append((wait_features(f, k, unseen, info), 1.0, 1.0 if won is not None else 0.0))
            if won is not None:
                floor = floor_points(f, k, info)
                value.append((value_features(f, k, info, floor), float(max(0, won.value - floor))))
    return ready, wait, value


def aggregate(rows: Iterable[Row], digits: int = 3) -> list[Row]:
    """Rows with equal (rounded) features merged: their weights and positives added."""
    merged: dict[tuple[tuple[str, float], ...], list[float]] = {}
    for x, w, y in rows:
        key = tuple(sorted((k, round(v, digits)) for k, v in x.items()))
        got = merged.get(key)
        if got is None:
            merged[key] = [w, y]
        else:
            got[0] += w
            got[1] += y
    return [(dict(k), w, y) for k, (w, y) in merged.items()]


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a small dense system)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        piv = m[c][c]
        if abs(piv) < 1e-12:
            continue
        for r in range(c + 1, n):
            f = m[r][c] / piv
            if f:
                row_r, row_c = m[r], m[c]
                for j in range(c, n + 1):
                    row_r[j] -= f * row_c[j]
    out = [0.0] * n
    for c in range(n - 1, -1, -1):
        s = m[c][n] - sum(m[c][j] * out[j] for j in range(c + 1, n))
        out[c] = s / m[c][c] if abs(m[c][c]) >= 1e-12 else 0.0
    return out


# Informative priors for reads the logs hold too few cases of (a few dozen in a thousand walls: today's levels
# seldom build such hands, and the melds of one suit they show are mostly chance, not a plan), from how people
# play them: (prior weight, strength). The ridge pulls these weights towards the prior instead of towards 0
# (strength 300: the data must hold many hundreds of such cases to move it far; in 1,200 walls of today's
# levels a clean one-suit hand is ready in about 80 cases, and its waits are those of any hand: the one-suit
# melds are chance, so these weights encode how people play, and the calibration benchmark reports those slices
# apart). Wait model (log-odds):
# - against melds all of one suit and no discard of that suit (an obvious one-suit hand, ZJ 2.1), a tile of
#   that suit is likelier a wait, a tile of another suit much less, and an honour likelier (a Mixed One-Suit
#   hand keeps its honours);
# - the third dragon against two dragon sets shown: kept as a pair for Small or Big Three Dragons (3.2).
# Value model (log of the points beyond the shown floor): a win in the suit of an obvious one-suit hand is
# mostly the one-suit pattern itself (40 or 80 points).
WAIT_PRIORS = {
    "one_suit_clean": (1.2, 300.0),
    "one_suit_clean_other": (-1.5, 300.0),
    "honour_vs_clean_suit": (1.5, 300.0),
    "dragon_vs_2dp": (1.8, 30.0),
}
VALUE_PRIORS = {"one_suit_clean": (1.5, 300.0)}


def _log1pexp(z: float) -> float:
    return z + math.log1p(math.exp(-z)) if z > 0 else math.log1p(math.exp(z))


def _penalty(
    names: Sequence[str], beta: Sequence[float], ridge: float, priors: dict[str, tuple[float, float]]
) -> float:
    total = 0.0
    for i, name in enumerate(names):
        if name in priors:
            mean, strength = priors[name]
            total += 0.5 * strength * (beta[i] - mean) ** 2
        elif name != "bias":
            total += 0.5 * ridge * beta[i] ** 2
    return total


def fit_logistic(
    rows: Sequence[Row],
    ridge: float = 1.0,
    iterations: int = 40,
    priors: dict[str, tuple[float, float]] | None = None,
    start: dict[str, float] | None = None,
) -> dict[str, float]:
    """Maximum likelihood logistic weights for aggregated rows, ridge on all but the bias (towards
    ``priors[name][0]`` with strength ``priors[name][1]`` where given, else towards 0): Newton's method, each step
    halved until the penalised likelihood improves (so it cannot run away). ``start``: initial weights."""
    priors = priors or {}
    names = sorted({k for x, _w, _y in rows for k in x})
    index = {k: i for i, k in enumerate(names)}
    n = len(names)
    beta = [0.0] * n
    total_w = sum(w for _x, w, _y in rows)
    total_y = sum(y for _x, _w, y in rows)
    if "bias" in index and 0 < total_y < total_w:
        beta[index["bias"]] = math.log(total_y / (total_w - total_y))
    for name, (mean, _strength) in priors.items():
        if name in index:
            beta[index[name]] = mean
    for name, value in (start or {}).items():
        if name in index:
            beta[index[name]] = value
    sparse = [([(index[k], v) for k, v in x.items()], w, y) for x, w, y in rows]

    def loss(b: Sequence[float]) -> float:
        total = 0.0
        for xs, w, y in sparse:
            z = sum(b[i] * v for i, v in xs)
            total += w * _log1pexp(z) - y * z
        return total + _penalty(names, b, ridge, priors)

    current = loss(beta)
    for _ in range(iterations):
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for xs, w, y in sparse:
            z = sum(beta[i] * v for i, v in xs)
            p = 1.0 / (1.0 + math.exp(-z)) if z >= 0 else math.exp(z) / (1.0 + math.exp(z))
            r = y - w * p
            q = w * p * (1.0 - p)
            for i, v in xs:
                grad[i] += r * v
                hi = hess[i]
                qv = q * v
                for j, u in xs:
                    hi[j] += qv * u
        _penalise(names, beta, grad, hess, ridge, priors)
        step = _solve(hess, grad)
        scale = 1.0
        while True:
            trial = [b + scale * s for b, s in zip(beta, step)]
            value = loss(trial)
            if value <= current + 1e-9 or scale < 1e-4:
                break
            scale *= 0.5
        if value > current + 1e-9:
            break
        beta, improved, current = trial, current - value, value
        if max(abs(scale * s) for s in step) < 1e-6 or improved < 1e-9:
            break
    return {k: round(beta[i], 6) for k, i in index.items()}


def _penalise(
    names: Sequence[str],
    beta: list[float],
    grad: list[float],
    hess: list[list[float]],
    ridge: float,
    priors: dict[str, tuple[float, float]],
) -> None:
    """Add the ridge (towards the priors where given; never on the bias) to the gradient and the Hessian."""
    for i, name in enumerate(names):
        if name in priors:
            mean, strength = priors[name]
            grad[i] -= strength * (beta[i] - mean)
            hess[i][i] += strength
        elif name != "bias":
            grad[i] -= ridge * beta[i]
            hess[i][i] += ridge
        hess[i][i] += 1e-9


def fit_poisson(
    rows: Sequence[tuple[dict[str, float], float]],
    ridge: float = 1.0,
    iterations: int = 40,
    priors: dict[str, tuple[float, float]] | None = None,
    start: dict[str, float] | None = None,
) -> tuple[dict[str, float], list[float]]:
    """Log-link (quasi-Poisson) regression of values: E[value] = exp(w . x), by Newton's method with step
    halving, ridge on all but the bias. With a bias the fitted means add up to the observed ones. Returns the
    weights and each row's ratio value / fitted mean."""
    names = sorted({k for x, _y in rows for k in x})
    index = {k: i for i, k in enumerate(names)}
    n = len(names)
    beta = [0.0] * n
    priors = priors or {}
    mean = sum(y for _x, y in rows) / max(1, len(rows))
    if "bias" in index and mean > 0:
        beta[index["bias"]] = math.log(mean)
    for name, (prior, _strength) in priors.items():
        if name in index:
            beta[index[name]] = prior
    for name, value in (start or {}).items():
        if name in index:
            beta[index[name]] = value
    sparse = [([(index[k], v) for k, v in x.items()], y) for x, y in rows]

    def loss(b: Sequence[float]) -> float:
        total = 0.0
        for xs, y in sparse:
            z = min(30.0, sum(b[i] * v for i, v in xs))
            total += math.exp(z) - y * z
        return total + _penalty(names, b, ridge, priors)

    current = loss(beta)
    for _ in range(iterations):
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for xs, y in sparse:
            mu = math.exp(min(30.0, sum(beta[i] * v for i, v in xs)))
            r = y - mu
            for i, v in xs:
                grad[i] += r * v
                hi = hess[i]
                mv = mu * v
                for j, u in xs:
                    hi[j] += mv * u
        _penalise(names, beta, grad, hess, ridge, priors)
        step = _solve(hess, grad)
        scale = 1.0
        while True:
            trial = [b + scale * s for b, s in zip(beta, step)]
            value = loss(trial)
            if value <= current + 1e-9 or scale < 1e-4:
                break
            scale *= 0.5
        if value > current + 1e-9:
            break
        beta, improved, current = trial, current - value, value
        if max(abs(scale * s) for s in step) < 1e-7 or improved < 1e-9:
            break
    weights = {k: round(beta[i], 6) for k, i in index.items()}
    ratios = [y / math.exp(sum(weights[k] * v for k, v in x.items())) for x, y in rows]
    return weights, ratios


def banded_spreads(
    scores: Sequence[float], ratios: Sequence[float], bands: int = 5
) -> tuple[tuple[float, ...], list[list[float]]]:
    """Spread points per band of the fitted log-mean (equal numbers of wins per band): the band tops and the
    points of each band."""
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    n = len(order)
    tops: list[float] = []
    spreads: list[list[float]] = []
    for b in range(bands):
        part = order[b * n // bands : (b + 1) * n // bands]
        if not part:
            continue
        spreads.append(spread_points([ratios[i] for i in part]))
        if b < bands - 1:
            tops.append(round(scores[part[-1]], 4))
    return tuple(tops), spreads


def spread_points(ratios: Sequence[float], points: int = RESIDUAL_POINTS) -> list[float]:
    """``points`` equally likely log-ratios (value / fitted mean): the quantiles at (j + 0.5) / points, scaled so
    that the points' ratios average 1 (the spread keeps the fitted mean)."""
    ordered = sorted(ratios)
    n = len(ordered)
    if n == 0:
        return [0.0]
    q = [max(1e-6, ordered[min(n - 1, int((j + 0.5) / points * n))]) for j in range(points)]
    scale = sum(q) / len(q)
    return [round(math.log(v / scale), 5) for v in q]


CALIBRATION_QUANTILES = (0.1, 0.3, 0.5, 0.7, 0.9)
# The recalibration splines start from the identity and are pulled gently towards it (slope 1, no bends).
SPLINE_RIDGE = 1.0
IDENTITY = {"z": (1.0, 1.0)}
START = {"bias": 0.0, "z": 1.0}


def _knots(scores: Sequence[float]) -> tuple[float, ...]:
    ordered = sorted(scores)
    n = len(ordered)
    knots = sorted({round(ordered[min(n - 1, int(q * n))], 4) for q in CALIBRATION_QUANTILES})
    return tuple(knots)


def _spline(z: float, knots: Sequence[float]) -> dict[str, float]:
    x = {"bias": 1.0, "z": z}
    for i, k in enumerate(knots):
        if z > k:
            x[f"h{i}"] = z - k
    return x


def _coef(weights: dict[str, float], knots: Sequence[float]) -> tuple[float, ...]:
    return (weights.get("bias", 0.0), weights.get("z", 1.0), *(weights.get(f"h{i}", 0.0) for i in range(len(knots))))


def recalibrate_logistic(rows: Sequence[Row], weights: dict[str, float]) -> Calibration:
    """A linear spline in the fitted logit, fitted by maximum likelihood on the same rows (``Calibration``)."""
    scores = [sum(weights.get(k, 0.0) * v for k, v in x.items()) for x, _w, _y in rows]
    knots = _knots(scores)
    spline_rows = [(_spline(z, knots), w, y) for z, (_x, w, y) in zip(scores, rows)]
    fitted = fit_logistic(aggregate(spline_rows, 2), ridge=SPLINE_RIDGE, priors=IDENTITY, start=START)
    return Calibration(knots, tuple(round(c, 6) for c in _coef(fitted, knots)))


def recalibrate_poisson(
    rows: Sequence[tuple[dict[str, float], float]], weights: dict[str, float]
) -> tuple[Calibration, list[float], list[float]]:
    """A linear spline in the fitted log-mean, fitted like the values (``fit_poisson``); with each row's
    recalibrated log-mean and its ratio value / recalibrated mean."""
    scores = [sum(weights.get(k, 0.0) * v for k, v in x.items()) for x, _y in rows]
    knots = _knots(scores)
    spline_rows = [(_spline(z, knots), y) for z, (_x, y) in zip(scores, rows)]
    fitted, ratios = fit_poisson(spline_rows, ridge=SPLINE_RIDGE, priors=IDENTITY, start=START)
    cal = Calibration(knots, tuple(round(c, 6) for c in _coef(fitted, knots)))
    return cal, [cal(z) for z in scores], ratios


def recalibrate_deal_in(fit_samples: Sequence[Sample], params: Params) -> Calibration:
    """The correction of ready_chance x wait_chance as a whole: a linear spline in its logit, fitted on every
    (opponent, candidate tile) of the logs against whether that opponent would win on it."""
    counts: dict[float, list[float]] = {}
    for sample in fit_samples:
        model = OpponentModel(sample.info, sample.standing, params)
        for truth in sample.truth:
            if model.facts[truth.seat].standing:
                continue
            ready = model.ready_chance(truth.seat)
            for t in sample.candidates:
                p = ready * model.wait_chance(t, truth.seat)
                if p <= 0.0:
                    continue
                z = round(math.log(p / (1.0 - p)), 2)
                got = counts.setdefault(z, [0.0, 0.0])
                got[0] += 1
                got[1] += 1.0 if t.index in truth.wins else 0.0
    zs = [z for z, (w, _y) in counts.items() for _ in range(int(w))]
    knots = _knots(zs)
    rows = [(_spline(z, knots), w, y) for z, (w, y) in counts.items()]
    fitted = fit_logistic(rows, ridge=SPLINE_RIDGE, priors=IDENTITY, start=START)
    return Calibration(knots, tuple(round(c, 6) for c in _coef(fitted, knots)))


# --- the monotone maps of the reads, fitted on predictions of hands the fit did not see (cross-fitting) ---
FOLDS = 3  # the maps are fitted on each third of the hands (by position) as predicted by a fit on the others
# Fewest cases a block of a map rests on, and for a probability the fewest events it predicts (a rare event
# needs more cases; the highest predictions, few, still get a block of their own).
# Self-play cases are far from independent (a ready hand stays ready for turns, seen by three seats; a win is
# a win on each of its tiles): blocks rest on thousands of cases, the values and costs on hundreds of wins.
MAP_MIN_CASES = {"ready": 5000, "deal_in": 3000, "value": 600, "cost": 600}
MAP_MIN_EVENTS = 150.0
# The minimums above are for this many hands; a fit on more hands scales them up, so that it draws about as many
# knots, each resting on more hands (a knot on 150 correlated events is only good to about 20%: a calibration
# report on other walls sees that as a bias in its bin).
MAP_HANDS = 1800


def fit_maps(
    predicted: Sequence[tuple[Params, Sample]], params: Params, scale: float = 1.0
) -> tuple[Params, dict[str, int]]:
    """``params`` with the monotone maps of its reads (``RECALIBRATED``), fitted on ``predicted``: each sample
    with the parameters of a fit that did not see it (cross-fitting), its reads taken exactly as the model
    answers them (``ready_chance`` of each opponent, ``deal_in_chance`` of each opponent and candidate tile,
    ``hand_value`` and ``win_cost`` of each win) against what was true, each map fitted on the reads before it
    already mapped; with the cases each map rests on. ``scale`` multiplies the fewest cases and events a block
    rests on (``MAP_MIN_CASES``, ``MAP_MIN_EVENTS``; at least 1)."""
    maps = dict(params.recalibration)
    cases: dict[str, int] = {}
    scale = max(1.0, scale)

    def fit(name: str, pairs: list[tuple[float, float]]) -> None:
        probability = name in PROBABILITY_READS
        events = MAP_MIN_EVENTS * scale if probability else 0.0
        maps[name] = isotonic_map(pairs, probability, MAP_MIN_CASES[name] * scale, events)
        cases[name] = len(pairs)

    # ready and value first: neither depends on another map
    ready: list[tuple[float, float]] = []
    value: list[tuple[float, float]] = []
    for fold_params, sample in predicted:
        model = OpponentModel(sample.info, sample.standing, fold_params)
        for truth in sample.truth:
            if model.facts[truth.seat].standing:
                continue  # B2: certain, not mapped
            ready.append((model.ready_chance(truth.seat), 1.0 if truth.ready else 0.0))
            for t in sample.candidates:
                won = truth.wins.get(t.index)
                if won is not None:
                    value.append((model.hand_value(truth.seat, t), float(won.value)))
    fit("ready", ready)
    fit("value", value)
    deal_in: list[tuple[float, float]] = []
    cost: list[tuple[float, float]] = []
    mapped: dict[int, Params] = {}
    for fold_params, sample in predicted:
        now = mapped.get(id(fold_params))
        if now is None:
            now = mapped[id(fold_params)] = replace(fold_params, recalibration=dict(maps))
        model = OpponentModel(sample.info, sample.standing, now)
        for truth in sample.truth:
            if model.facts[truth.seat].standing:
                continue
            for t in sample.candidates:
                won = truth.wins.get(t.index)
                deal_in.append((model.deal_in_chance(t, truth.seat), 0.0 if won is None else 1.0))
                if won is not None:
                    cost.append((model.win_cost(truth.seat, t)[0], float(won.paid)))
    fit("deal_in", deal_in)
    fit("cost", cost)
    return replace(params, recalibration=dict(maps)), cases


def fit_models(
    ruleset: str,
    rows: Sequence[tuple[list[Row], list[Row], list[tuple[dict[str, float], float]]]],
    fit_samples: Sequence[Sample],
) -> Params:
    """The fitted models (before the maps) on ``rows`` (``rows_of`` each sample of ``fit_samples``)."""
    ready_rows = [r for rr, _w, _v in rows for r in rr]
    wait_rows = [r for _r, ww, _v in rows for r in ww]
    value_rows = [r for _r, _w, vv in rows for r in vv]
    ready = fit_logistic(aggregate(ready_rows))
    wait = fit_logistic(aggregate(wait_rows), priors=WAIT_PRIORS)
    value_w, _ratios = fit_poisson(value_rows, priors=VALUE_PRIORS)
    ready_cal = recalibrate_logistic(ready_rows, ready)
    wait_cal = recalibrate_logistic(wait_rows, wait)
    value_cal, log_means, ratios = recalibrate_poisson(value_rows, value_w)
    bands, spreads = banded_spreads(log_means, ratios)
    value = ValueModel(value_w, tuple(tuple(sp) for sp in spreads), value_cal, bands)
    params = Params(ruleset, ready, wait, value, {}, ready_cal, wait_cal)
    return replace(params, deal_in_calibration=recalibrate_deal_in(fit_samples, params))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="zj")
    parser.add_argument("--walls", type=int, default=1800)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default=PLAYERS)
    parser.add_argument("--records", help="read the hands of these game records instead of playing")
    parser.add_argument(
        "--hands-cache", help="keep the played hands in this JSON file (read back when it holds this run's hands)"
    )
    parser.add_argument("--every", type=int, default=1, help="keep every n-th discard decision")
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "ai" / "data"))
    args = parser.parse_args(argv)
    if args.walls < 1 or args.every < 1:
        parser.error("--walls and --every must be at least 1")
    try:
        ruleset = get_ruleset(args.ruleset)
    except ValueError as err:
        parser.error(str(err))
    names = args.players.split(",")
    if len(names) != 4:
        parser.error("--players needs four names")
    t0 = time.process_time()
    if args.records:
        hands = list(hands_from_records(args.records, ruleset))
        source: dict[str, Any] = {"records": str(args.records)}
    else:
        try:
            hands = list(cached_hands(names, ruleset, args.walls, args.seed, args.hands_cache))
        except CacheError as err:
            parser.error(str(err))
        source = {"players": names, "walls": args.walls, "seed": args.seed}
    # folds by hand position: the maps are fitted on each fold as predicted by the models fitted on the others
    per_sample = [(i % FOLDS, s) for i, h in enumerate(hands) for s in samples(h, args.every)]
    rows = [rows_of(s) for _f, s in per_sample]
    t1 = time.process_time()
    params = fit_models(ruleset.name, rows, [s for _f, s in per_sample])
    t2 = time.process_time()
    folds = [
        fit_models(
            ruleset.name,
            [r for (f, _s), r in zip(per_sample, rows) if f != k],
            [s for f, s in per_sample if f != k],
        )
        for k in range(FOLDS)
    ]
    params, map_cases = fit_maps([(folds[f], s) for f, s in per_sample], params, len(hands) / MAP_HANDS)
    t3 = time.process_time()
    meta = {
        **source,
        "hands": len(hands),
        "folds": FOLDS,
        "ready_cases": sum(len(r[0]) for r in rows),
        "wait_cases": sum(len(r[1]) for r in rows),
        "wins": sum(len(r[2]) for r in rows),
        "map_cases": map_cases,
        "every": args.every,
    }
    params = replace(params, meta=meta)
    out = Path(args.out) / data_file(ruleset.name)
    out.write_text(json.dumps(params.to_json(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    assert params.to_json()["format"] == FORMAT
    print(
        json.dumps(
            {
                **meta,
                "file": str(out),
                "cpu_collect": round(t1 - t0, 1),
                "cpu_fit": round(t2 - t1, 1),
                "cpu_folds_and_maps": round(t3 - t2, 1),
            },
            sort_keys=True,
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
