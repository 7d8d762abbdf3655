"""benchmarks/calibrate_opponents.py: how the calibration report bins its cases and judges a bin (issue 13's rule:
in every bin with at least 200 cases the observed figure within 25% of the predicted)."""

from __future__ import annotations

import pytest


@pytest.fixture
def bench(benchmark_script):
    return benchmark_script("calibrate_opponents")


def _value_bins(bench, cases):
    """A judged amount report (``value``) holding ``cases``: (predicted, observed, hand)."""
    bins = bench.Bins("value", bench.VALUE_EDGES)
    for predicted, observed, hand in cases:
        bins.add(predicted, observed, hand)
    return bins


def test_a_case_goes_to_the_bin_of_its_prediction(bench):
    bins = _value_bins(bench, [(3.9, 4, 0), (4.0, 5, 1), (100_000, 1, 2)])
    rows = {tuple(r["bin"]): r for r in bins.rows()}
    assert rows[(0, 4)]["cases"] == 1 and rows[(4, 8)]["cases"] == 1
    assert rows[(400, 100_000)]["cases"] == 1  # beyond the last edge: the last bin


def test_a_bin_is_judged_only_from_200_cases(bench):
    few = _value_bins(bench, [(10.0, 20.0, h) for h in range(199)])
    assert few.rows()[0]["ok"] is None and few.failed() == 0
    enough = _value_bins(bench, [(10.0, 20.0, h) for h in range(200)])
    assert enough.rows()[0]["ok"] is False and enough.failed() == 1


def test_the_rule_allows_25_percent_either_way(bench):
    def judged(observed):
        return _value_bins(bench, [(10.0, observed, h) for h in range(200)]).rows()[0]["ok"]

    assert judged(12.5) is True and judged(7.5) is True
    assert judged(12.6) is False and judged(7.4) is False


def test_the_slices_are_reported_never_judged(bench):
    bins = bench.Bins("slice: clean one-suit melds: a tile of the suit", bench.PROB_EDGES)
    for h in range(500):
        bins.add(0.5, 0.0, h)
    assert bins.rows()[0]["ok"] is None and bins.failed() == 0


def test_a_failed_bin_is_beyond_noise_only_when_its_interval_leaves_the_band(bench):
    # 200 hands each observing 14 against a prediction of 10: failed (40% off), and the interval is narrow
    steady = _value_bins(bench, [(10.0, 14.0, h) for h in range(200)])
    assert steady.rows()[0]["ok"] is False and steady.beyond_noise() == 1
    # the same mean (14) from hands of 0 and 28: failed by the rule, but its interval reaches into the band
    noisy = _value_bins(bench, [(10.0, 28.0 if h % 2 else 0.0, h) for h in range(200)])
    row = noisy.rows()[0]
    assert row["observed"] == pytest.approx(14.0) and row["ok"] is False
    assert row["observed_ci95"][0] < 12.5 and noisy.beyond_noise() == 0
    # a bin that passes is never marked
    fine = _value_bins(bench, [(10.0, 10.0, h) for h in range(200)])
    assert fine.rows()[0]["ok"] is True and fine.beyond_noise() == 0


def test_the_interval_counts_hands_not_cases(bench):
    # 400 cases from 2 hands are as uncertain as 2 hands: far wider than 400 independent cases would be
    two_hands = _value_bins(bench, [(10.0, 20.0 if i < 200 else 0.0, i // 200) for i in range(400)])
    lo, hi = two_hands.rows()[0]["observed_ci95"]
    assert hi - lo > 30.0
    many = _value_bins(bench, [(10.0, 20.0 if i % 2 else 0.0, i) for i in range(400)])
    lo2, hi2 = many.rows()[0]["observed_ci95"]
    assert hi2 - lo2 < 3.0
