"""Hand value (ai.hand_value): live plans, distances, and exact values of ready hands from the real scorer."""

from __future__ import annotations

import pytest

from ai.hand_value import ValueEstimator
from ai.shanten import shanten
from zjgame.rules.hand import Hand, parse_hand
from zjgame.rules.ruleset import RULESETS, ZJ, ZJ_MIN5
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import TILES34, Tile, counts34
from zjgame.scoring import WinContext, score_hand


def _hand(text: str) -> tuple[list[int], tuple]:
    hand = parse_hand(text, require_winning=False)
    return counts34(hand.concealed), hand.melds


def _plan_ids(text: str, ruleset=ZJ) -> dict[str, int]:
    counts, melds = _hand(text)
    hv = ValueEstimator(ruleset).estimate(counts, melds, exact=False)
    out: dict[str, int] = {}
    for plan in hv.plans:
        out[plan.pattern_id] = min(out.get(plan.pattern_id, 99), plan.missing)
    return out


def test_one_suit_hand_has_pure_and_mixed_one_suit_plans():
    plans = _plan_ids("1245789p1356p9p1s")  # twelve dots and one bamboo
    assert "2.1.2" in plans and "2.1.1" in plans


def test_one_suit_plans_die_with_an_exposed_meld_of_another_suit():
    counts, melds = _hand("1245789p1356p [123s]")
    names = {p.name for p in ValueEstimator(ZJ).estimate(counts, melds, exact=False).plans}
    assert "Pure One-Suit (Dots)" not in names and "Mixed One-Suit (Dots)" not in names
    counts, melds = _hand("1245789p1356p [123p]")
    names = {p.name for p in ValueEstimator(ZJ).estimate(counts, melds, exact=False).plans}
    assert "Pure One-Suit (Dots)" in names


def test_concealed_hand_plan_dies_with_an_exposed_meld_but_not_a_concealed_kong():
    assert "1.2" not in _plan_ids("123m456p78s99s [777z]")
    assert "1.2" in _plan_ids("123m456p78s99s (7777z)")


def test_value_honour_pair_is_a_plan_and_a_shown_pung_is_done():
    counts, melds = _hand("55z123m456p78s99s1m")
    hv = ValueEstimator(ZJ).estimate(counts, melds, exact=False)
    honours = [p for p in hv.plans if p.pattern_id == "3.1"]
    assert [p.name for p in honours] == ["Value Honor (White Dragon)"]
    counts, melds = _hand("123m456p78s99s [555z]")
    done = [p for p in ValueEstimator(ZJ).estimate(counts, melds, exact=False).plans if p.pattern_id == "3.1"]
    assert done and done[0].done


def test_seven_pairs_plan_distance_counts_missing_pairs():
    plans = _plan_ids("1122m3344p5566s7z")  # six pairs and a single
    assert plans["10.2"] == 1


def test_all_triplets_plan_near_for_a_triplet_hand():
    plans = _plan_ids("111m222p333s4477z")  # three triplets, two pairs: ready for All Triplets
    assert plans["4.1"] == 1


def test_plans_are_sorted_nearest_first():
    counts, melds = _hand("1123455789p11z4s")
    plans = ValueEstimator(ZJ).estimate(counts, melds, exact=False).plans
    assert [p.missing for p in plans] == sorted(p.missing for p in plans)


def _scorer_values(text: str, ruleset, seat=Seat.E):
    hand = parse_hand(text, require_winning=False)
    counts = counts34(hand.concealed)
    out = {}
    for i in range(34):
        if counts[i] >= 4:
            continue
        work = list(counts)
        work[i] += 1
        if shanten(work) == -1:
            h = Hand(hand.concealed, hand.melds, TILES34[i])
            d = score_hand(h, WinContext(seat=seat, self_drawn=False), ruleset)
            s = score_hand(h, WinContext(seat=seat, self_drawn=True), ruleset)
            out[TILES34[i]] = (d.total if d.valid else 0, s.total if s.valid else 0)
    return counts, hand.melds, out


@pytest.mark.parametrize(
    "text",
    [
        "23m678p66z [555z] [777z]",  # small three dragons, two-sided wait
        "1112345678999p",  # nine gates: every dots tile wins
        "234m567p22s345s78s",  # a plain hand: two waits of different value
        "2233m445566p77s1z",  # seven pairs, single wait
        "19m19p19s1234567z",  # thirteen terminals, thirteen-sided wait
    ],
)
@pytest.mark.parametrize("ruleset", [ZJ, ZJ_MIN5, RULESETS["zj-older"]])
def test_ready_hand_value_is_the_scorers_value_on_its_waits(text, ruleset):
    counts, melds, expected = _scorer_values(text, ruleset)
    hv = ValueEstimator(ruleset).estimate(counts, melds)
    assert hv.exact and hv.shanten == 0
    got = {w.tile: (w.on_discard, w.self_drawn) for w in hv.waits}
    assert got == expected
    weights = {w.tile: w.unseen for w in hv.waits}
    total = sum(weights[t] for t, v in expected.items() if v[0] or v[1])
    if total:
        mean = sum(weights[t] * (0.65 * v[0] + 0.35 * v[1]) for t, v in expected.items()) / total
        assert hv.expected == pytest.approx(mean)
    assert min(v[0] for v in expected.values()) <= hv.expected <= max(v[1] for v in expected.values())


def test_single_wait_value_equals_the_scorer_total():
    counts, melds, expected = _scorer_values("23m678p66z [555z] [777z]", ZJ)
    hv = ValueEstimator(ZJ).estimate(counts, melds)
    assert expected[Tile("1m")] == (60, 60)
    assert hv.expected == pytest.approx(60)


def test_chicken_wait_is_worth_nothing_under_the_five_point_minimum():
    # Exposed chows, no pattern: a chicken hand (1 point) that zj-min5 does not allow to win.
    text = "23m55p [789s] [222p] [678m]"
    counts, melds = _hand(text)
    assert ValueEstimator(ZJ).estimate(counts, melds).expected == pytest.approx(1)
    assert ValueEstimator(ZJ_MIN5).estimate(counts, melds).expected == 0


def test_dead_waits_do_not_count():
    counts, melds = _hand("23m678p66z [555z] [777z]")
    unseen = [4] * 34
    unseen[Tile("1m").index] = 0  # every 1m already visible
    hv = ValueEstimator(ZJ).estimate(counts, melds, unseen=unseen)
    assert {w.tile for w in hv.waits if w.unseen} == {Tile("4m")}


def test_far_hand_with_a_big_plan_is_worth_more_than_a_plain_one():
    est = ValueEstimator(ZJ)
    one_suit, _ = _hand("1235678p99p2346s")  # dots, one step from a mixed/pure hand
    plain, _ = _hand("1235m678p99s2346s")
    assert shanten(one_suit) == shanten(plain)
    assert est.estimate(one_suit).expected > est.estimate(plain).expected


def test_estimates_are_cached():
    est = ValueEstimator(ZJ)
    counts, melds = _hand("234m567p22s345s78s")
    est.estimate(counts, melds)
    calls = est.scorer_calls
    est.estimate(counts, melds)
    assert est.scorer_calls == calls > 0
