"""benchmarks/calibrate_outlook.py: the outlook's chance and expected points against what the hands did."""

from __future__ import annotations

import pytest


@pytest.fixture
def bench(benchmark_script):
    return benchmark_script("calibrate_outlook")


def test_the_interval_of_net_points_is_clustered_by_hand(bench):
    # Two discards of one hand share its outcome: they count as one hand, not two independent cases.
    apart = [(1, 0.2, "exact", True, 0.0, 10, 0), (1, 0.2, "exact", False, 0.0, -10, 1)]
    together = [
        (1, 0.2, "exact", won, 0.0, net, hand) for won, net, hand in ((1, 10, 0), (1, 10, 0), (0, -10, 1), (0, -10, 1))
    ]
    two_hands = apart + [(1, 0.2, "exact", True, 0.0, 10, 2), (1, 0.2, "exact", False, 0.0, -10, 3)]
    assert bench._mean_ci(apart, 5) == pytest.approx((0.0, 1.96 * (200 / 4) ** 0.5))
    # four cases from two hands: as wide as two hands (counted as four cases it would be 1.96 * 5)
    assert bench._mean_ci(together, 5) == pytest.approx((0.0, 1.96 * (800 / 16) ** 0.5))
    # twice the hands, the interval narrows by the square root of two
    assert bench._mean_ci(two_hands, 5)[1] == pytest.approx(bench._mean_ci(apart, 5)[1] / 2**0.5)


def test_the_report_sets_expected_points_beside_the_net_the_hands_paid(bench, capsys):
    rows = [
        (0, 0.45, "ready", True, 12.0, 30, 0),
        (0, 0.35, "ready", False, 8.0, -6, 1),
        (2, 0.12, "exact", False, -4.0, -8, 1),
    ]
    bench.report(rows)
    out = capsys.readouterr().out
    ready = next(line for line in out.splitlines() if line.strip().startswith("ready"))
    assert ready.split()[1:5] == ["2", "0.400", "0.500", "+10.00"]
    assert "+12.00" in ready  # the net the two ready hands paid, (30 - 6) / 2
    shanten2 = [line for line in out.splitlines() if line.strip().startswith("2 ")]
    assert shanten2 and "-4.00" in shanten2[0] and "-8.00" in shanten2[0]


def test_a_few_walls_collect_one_row_per_discard_with_the_hands_settlement(bench):
    rows = bench.collect("zj", ["hard", "baseline", "baseline", "baseline"], 2, 5)
    assert rows
    for _sh, chance, _kind, won, _value, net, hand in rows:
        assert 0.0 <= chance <= 1.0 and hand in (0, 1) and isinstance(net, int)
        assert not won or net > 0  # a winner is paid
    # every discard of one hand carries that hand's one outcome
    for hand in (0, 1):
        assert len({(r[3], r[5]) for r in rows if r[6] == hand}) <= 1
