"""Decision times are kept in a bounded histogram (issue 17: memory must not grow with the hands played):
its percentiles match the exact nearest-rank percentiles to within half a percent, histograms merge exactly,
and a million times take no more room than a thousand."""

from __future__ import annotations

import math
import random

from ai.timing import _BINS, RELATIVE_ERROR, TimeHistogram


def exact(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def test_percentiles_are_within_the_stated_error_of_the_exact_ones():
    rng = random.Random(3)
    values = [rng.lognormvariate(0.5, 1.2) for _ in range(20_000)] + [0.0, 1e-5, 250_000.0]
    hist = TimeHistogram()
    hist.extend(values)
    assert RELATIVE_ERROR < 0.006
    for q in (0.01, 0.25, 0.5, 0.9, 0.99, 0.999):
        want = exact(values, q)
        assert abs(hist.percentile(q) - want) <= RELATIVE_ERROR * want + 1e-12, q
    assert hist.percentile(1.0) == max(values)
    assert hist.n == len(values) and math.isclose(hist.mean(), sum(values) / len(values))


def test_merging_equals_adding_everything_to_one():
    rng = random.Random(5)
    a, b, both = TimeHistogram(), TimeHistogram(), TimeHistogram()
    for i in range(5000):
        v = rng.expovariate(0.3)
        (a if i % 3 else b).add(v)
        both.add(v)
    a.merge(b)
    assert a.counts == both.counts and a.n == both.n
    assert [a.percentile(q) for q in (0.5, 0.99)] == [both.percentile(q) for q in (0.5, 0.99)]


def test_memory_is_bounded():
    rng = random.Random(7)
    hist = TimeHistogram()
    for _ in range(200_000):
        hist.add(rng.uniform(0.0, 50.0))
    assert len(hist.counts) <= _BINS
    assert len(hist.counts) <= 1090  # 1 us to 50 ms spans 1088 bins of 1%, whatever the number of values
    assert hist.percentile(0.5) == hist.percentile(0.5)  # repeatable
    assert abs(hist.percentile(0.5) - 25.0) < 0.5
