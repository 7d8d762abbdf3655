"""The last layer of the opponent models' reads (``ai.opponents``): a strictly increasing piecewise-linear map
from what the fitted model predicts to what was observed on self-play the model's fit did not see
(``MonotoneMap``), fitted by isotonic regression (``isotonic_map``, pooled adjacent violators, by
``benchmarks/fit_opponents.py``) and shipped in ``ai/data/opponents_<ruleset>.json``; and ``rescaled``, which
moves a spread of hand values to the mean the value map asks for. Pure standard library."""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

GROUPS = 200  # predictions are first cut in this many groups of about equal cases (ties kept together)


@dataclass(frozen=True)
class MonotoneMap:
    """The last layer of a read: a strictly increasing piecewise-linear map from the fitted model's prediction
    to the rate (or mean) observed on held-out logs, fitted by isotonic regression (``benchmarks/fit_opponents.py``).
    ``xs``/``ys``: the knots (strictly increasing both). Below the first knot the map is the line through the
    origin and that knot; above the last, a probability keeps the odds ratio of the last knot and an amount its
    ratio. No knots: the identity. A strictly increasing map keeps the order of the model's predictions (a
    defence still tells a safer tile from a less safe one) and only moves their level."""

    xs: tuple[float, ...] = ()
    ys: tuple[float, ...] = ()
    probability: bool = True

    def __call__(self, v: float) -> float:
        xs, ys = self.xs, self.ys
        if not xs:
            return v
        if v <= xs[0]:
            return ys[0] * v / xs[0] if v > 0.0 else 0.0
        last = len(xs) - 1
        if v >= xs[last]:
            if self.probability:  # the odds of the prediction times the odds ratio of the last knot
                if v >= 1.0:
                    return 1.0
                odds = v / (1.0 - v) * (ys[last] / (1.0 - ys[last])) / (xs[last] / (1.0 - xs[last]))
                return odds / (1.0 + odds)
            return v * ys[last] / xs[last]
        i = bisect_right(xs, v)
        x0, x1, y0 = xs[i - 1], xs[i], ys[i - 1]
        return y0 + (v - x0) * (ys[i] - y0) / (x1 - x0)

    @classmethod
    def from_json(cls, data: Any, probability: bool) -> MonotoneMap:
        """The map of ``{"x": [...], "y": [...]}`` (no knots: the identity); ``ValueError`` unless it is strictly
        increasing, finite, within (0, 1) for a probability, positive for an amount."""
        if not isinstance(data, dict):
            raise ValueError("a monotone map is an object with knots x and y")
        xs = tuple(float(v) for v in data["x"])
        ys = tuple(float(v) for v in data["y"])
        if len(xs) != len(ys):
            raise ValueError("a monotone map needs as many x as y knots")
        if not all(math.isfinite(v) and v > 0.0 for v in (*xs, *ys)):
            raise ValueError("a monotone map's knots must be finite and positive")
        if probability and not all(v < 1.0 for v in (*xs, *ys)):
            raise ValueError("a probability map's knots must lie within (0, 1)")
        if any(b <= a for a, b in zip(xs, xs[1:])) or any(b <= a for a, b in zip(ys, ys[1:])):
            raise ValueError("a monotone map's knots must be strictly increasing")
        return cls(xs, ys, probability)

    def to_json(self) -> dict[str, list[float]]:
        return {"x": list(self.xs), "y": list(self.ys)}


def rescaled(values: tuple[int, ...], floor: int, target: float, top: int) -> tuple[int, ...]:
    """``values`` with their parts beyond ``floor`` scaled so that their mean is ``target`` (what the value map
    asks), rounded to whole points by largest remainders (so the mean stays within a rounding of ``target``),
    within 1 and ``top``."""
    n = len(values)
    want = n * (target - floor)  # the total beyond the floor
    if want <= 0.0:
        return tuple(max(1, min(top, floor)) for _ in values)
    beyond = [v - floor for v in values]
    total = sum(beyond)
    exact = [b * want / total for b in beyond] if total > 0 else [want / n] * n
    whole = [math.floor(x) for x in exact]
    extra = int(round(want)) - sum(whole)
    if extra > 0:
        for i in sorted(range(n), key=lambda j: whole[j] - exact[j])[:extra]:
            whole[i] += 1
    return tuple(max(1, min(top, floor + w)) for w in whole)


def isotonic_map(
    pairs: Iterable[tuple[float, float]],
    probability: bool,
    min_cases: float,
    min_events: float = 0.0,
    groups: int = GROUPS,
) -> MonotoneMap:
    """The strictly increasing piecewise-linear map from predictions to observed outcomes (``MonotoneMap``):
    ``pairs`` (prediction, outcome: 0/1 for a probability, an amount otherwise), those with a prediction <= 0
    left out (the map sends 0 to 0). The predictions are sorted and cut into ``groups`` groups of about equal
    cases (equal predictions never split), each group given one pseudo-case at its own mean prediction (so no
    rate is 0 or 1 and a thin group leans on the model), then pooled by adjacent violators (PAV) until the
    observed means strictly increase and every block has at least ``min_cases`` cases and predicts at least
    ``min_events`` events (the sum of its predictions: a rare event needs more cases); the knots are the blocks'
    (mean prediction, mean outcome)."""
    ordered = sorted((x, y) for x, y in pairs if x > 0.0)
    n = len(ordered)
    if n == 0:
        return MonotoneMap(probability=probability)
    size = max(1, n // max(1, groups))
    blocks: list[list[float]] = []  # [cases, sum of predictions, sum of outcomes]
    i = 0
    while i < n:
        j = min(n, i + size)
        while j < n and ordered[j][0] == ordered[j - 1][0]:
            j += 1
        xs = math.fsum(x for x, _y in ordered[i:j])
        ys = math.fsum(y for _x, y in ordered[i:j])
        w = j - i
        blocks.append([w + 1.0, xs + xs / w, ys + xs / w])
        i = j

    def thin(b: list[float]) -> bool:
        return b[0] < min_cases or b[1] < min_events

    pooled: list[list[float]] = []
    for b in blocks:
        pooled.append(b)
        while len(pooled) > 1 and (pooled[-1][2] / pooled[-1][0] <= pooled[-2][2] / pooled[-2][0] or thin(pooled[-2])):
            top = pooled.pop()
            below = pooled[-1]
            for k in range(3):
                below[k] += top[k]
    while len(pooled) > 1 and thin(pooled[-1]):  # the last block too
        top = pooled.pop()
        for k in range(3):
            pooled[-1][k] += top[k]
        while len(pooled) > 1 and pooled[-1][2] / pooled[-1][0] <= pooled[-2][2] / pooled[-2][0]:
            top = pooled.pop()
            for k in range(3):
                pooled[-1][k] += top[k]
    # The knots are stored to 7 decimals: blocks whose rounded means would not strictly increase are pooled too
    # (two means 1e-8 apart would tie and the loader would refuse the map).
    knots: list[tuple[float, float]] = []
    blocks_of_knots: list[list[float]] = []
    for b in pooled:
        knot = (round(b[1] / b[0], 7), round(b[2] / b[0], 7))
        while knots and (knot[0] <= knots[-1][0] or knot[1] <= knots[-1][1]):
            below = blocks_of_knots.pop()
            knots.pop()
            for k in range(3):
                b[k] += below[k]
            knot = (round(b[1] / b[0], 7), round(b[2] / b[0], 7))
        knots.append(knot)
        blocks_of_knots.append(b)
    return MonotoneMap(tuple(x for x, _ in knots), tuple(y for _, y in knots), probability)
