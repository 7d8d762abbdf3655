"""Independent audit of the scorer against rules/zung-jung.md §4-§7 and docs/score.md.

Every expected value below was worked out by hand from the rules page (pattern table in seed 000/001),
not by running the scorer. Each test names the sentence it checks.
"""

from __future__ import annotations

from zjgame.rules.hand import parse_hand
from zjgame.rules.ruleset import get_ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import WinContext, score_hand
from zjgame.scoring.zj import responsible_seat, settle


def sc(text: str, win: str = "discard", seat: str = "E", rnd: str = "E", rs: str = "zj", **flags: bool):
    ruleset = get_ruleset(rs)
    ctx = WinContext(seat=Seat(seat), round_wind=Seat(rnd), self_drawn=win == "self", **flags)
    return score_hand(parse_hand(text, allow_bonus=ruleset.bonus_tiles), ctx, ruleset)


def ids(result) -> dict[str, int]:
    """Counted pattern id -> count."""
    return {p.id: p.count for p in result.patterns}


# --- §5 series rule ------------------------------------------------------------------------------------


def test_series_2_1_pure_one_suit_alone_not_plus_mixed():
    # 123m 456m 789m 234m 55m: 1.1 5 + 1.2 5 + 2.1.2 80 + 7.1 40 = 130 (never 2.1.1 beside 2.1.2)
    r = sc("123m456m789m234m5m +5m")
    assert ids(r) == {"1.1": 1, "1.2": 1, "2.1.2": 1, "7.1": 1}
    assert r.total == 130


def test_mixed_one_suit_and_seat_wind_value_honor():
    # 123m 456m 789m 111z 55m: 1.2 5 + 2.1.1 40 + 7.1 40 = 85; East seat adds 3.1 10
    assert sc("123m456m789m111z5m +5m", seat="S").total == 85
    r = sc("123m456m789m111z5m +5m", seat="E")
    assert ids(r) == {"1.2": 1, "2.1.1": 1, "3.1": 1, "7.1": 1} and r.total == 95


def test_identical_sequences_twice_is_one_series_with_two_identical():
    # 123m 123m 456p 456p 99s: 1.1 5 + 1.2 5 + 5.1.2 60 = 70 (not 5.1.1 as well)
    r = sc("123m123m456p456p9s +9s")
    assert ids(r) == {"1.1": 1, "1.2": 1, "5.1.2": 1} and r.total == 70


def test_identical_sequences_need_the_same_suit():
    # 123m 123p 456s 789s 55z: 1.1 + 1.2 = 10, no 5.1.x
    r = sc("123m123p456s789s5z +5z")
    assert ids(r) == {"1.1": 1, "1.2": 1} and r.total == 10


def test_kong_series_counts_highest_only():
    # [1111m] [9999p] (5555s) 123s 77z: three kongs 4.3.3 120 (not 4.3.1/4.3.2 beside it); concealed
    # triplets: only the concealed kong -> no 4.2; nothing else.
    r = sc("123s7z [1111m] [9999p] (5555s) +7z")
    assert ids(r) == {"4.3.3": 1} and r.total == 120
    # two kongs: 4.3.2 20 alone (plus 4.2: none)
    r = sc("123s7z555s [1111m] [9999p] +7z")
    assert ids(r) == {"4.3.2": 1} and r.total == 20


def test_winds_series_small_and_big_three_winds():
    # seat S: 222z 333z + 11z pair + 456m 789m: 3.3.1 30, 3.1 (South) 10, 4.2.1 (222z 333z) 5, 1.2 5,
    # 2.1.1 40 = 90
    r = sc("222z333z1z456m789m +1z", seat="S")
    assert ids(r) == {"1.2": 1, "2.1.1": 1, "3.1": 1, "3.3.1": 1, "4.2.1": 1} and r.total == 90
    # three wind triplets, non-wind pair: 3.3.2 120 (seat N: 444z 10) + 4.2.2 30 + 1.2 5 + 2.1.1 40 = 205
    r = sc("111z222z444z456m9m +9m", seat="N")
    assert ids(r) == {"1.2": 1, "2.1.1": 1, "3.1": 1, "3.3.2": 1, "4.2.2": 1} and r.total == 205


# --- §5 Value Honor --------------------------------------------------------------------------------


def test_value_honor_never_for_the_prevailing_wind_in_zj():
    # seat E, round S: 222z triplet is the prevailing wind only -> no 3.1. 123m 456p 789s 222z 99s:
    # 1.2 5 only.
    r = sc("123m456p789s222z9s +9s", seat="E", rnd="S")
    assert ids(r) == {"1.2": 1} and r.total == 5
    # seat S round S: seat wind -> 10
    assert sc("123m456p789s222z9s +9s", seat="S", rnd="S").total == 15


def test_value_honor_never_for_a_pair():
    # 123m 456p 789s 234m + 55z pair: 1.1 5 + 1.2 5 = 10
    r = sc("123m456p789s234m5z +5z")
    assert ids(r) == {"1.1": 1, "1.2": 1} and r.total == 10


def test_value_honor_counted_per_kong():
    # (5555z) [6666z] 123m 456p 99s: 3.1 x2 20 + 4.3.2 20 = 40 (one concealed triplet only; not closed)
    r = sc("123m456p9s (5555z) [6666z] +9s", seat="S")
    assert ids(r) == {"3.1": 2, "4.3.2": 1} and r.total == 40


# --- §5 limits -------------------------------------------------------------------------------------


def test_heaven_with_nine_gates_is_480():
    r = sc("1112345678999m +5m", win="self", seat="E", heaven=True)
    assert r.limit == "listed" and r.total == 480 and ids(r) == {"2.2": 1}


def test_small_four_winds_with_all_honors_is_320():
    r = sc("111z222z333z4z555z +4z", seat="S")
    assert r.limit == "listed" and r.total == 320
    assert len(r.patterns) == 1 and r.patterns[0].id in ("3.3.3", "3.4")


def test_listed_limit_suppresses_value_honor_and_bonuses():
    # Big Four Winds self-drawn on the seabed, seat E (East triplet would be Value Honor): 400 only.
    r = sc("111z222z333z444z5m +5m", win="self", seat="E", final_draw=True)
    assert r.limit == "listed" and r.total == 400 and ids(r) == {"3.3.4": 1}


def test_compound_limit_exactly_at_320():
    # [222m] [333m] [444m] 555m 99m +9m final discard: 2.1.2 80 + 4.1 30 + 7.2.2 200 + 9.1.2 10 = 320.
    r = sc("555m9m [222m] [333m] [444m] +9m", final_discard=True)
    assert ids(r) == {"2.1.2": 1, "4.1": 1, "7.2.2": 1, "9.1.2": 1}
    assert r.total == 320 and r.limit == "compound"


def test_just_under_the_compound_limit():
    # same with a 77m pair, no final discard: 1.3 5 + 2.1.2 80 + 4.1 30 + 7.2.2 200 = 315
    r = sc("555m7m [222m] [333m] [444m] +7m")
    assert ids(r) == {"1.3": 1, "2.1.2": 1, "4.1": 1, "7.2.2": 1}
    assert r.total == 315 and r.limit == "none"


def test_thirteen_terminals_with_heaven_is_315_not_a_listed_limit():
    r = sc("19m19p19s1234567z +1m", win="self", seat="E", heaven=True)
    assert ids(r) == {"9.4.1": 1, "10.1": 1} and r.total == 315 and r.limit == "none"


def test_thirteen_terminals_never_scores_mixed_greater_terminals():
    r = sc("19m19p19s1234567z +7z")
    assert ids(r) == {"10.1": 1} and r.total == 160


def test_thirteen_terminals_final_draw_adds_category_9():
    r = sc("19m19p19s1234567z +9s", win="self", seat="S", final_draw=True)
    assert ids(r) == {"9.1.1": 1, "10.1": 1} and r.total == 170


# --- §4/§5 Seven Pairs --------------------------------------------------------------------------------


def test_seven_pairs_with_four_of_a_kind_and_no_terminals():
    # 2222m 33p 44p 55s 66s 77s: 10.2 30 + 1.3 5 = 35 (no regular arrangement; never 1.2)
    r = sc("2222m3344p5566s7s +7s")
    assert ids(r) == {"1.3": 1, "10.2": 1} and r.total == 35


def test_seven_pairs_never_value_honor_or_dragons():
    # 11m 22m 33m 44m 55z 66z 77z: 10.2 30 + 2.1.1 40 = 70 (no 3.1, no 3.2)
    r = sc("1122334m55z66z77z +4m")
    assert ids(r) == {"2.1.1": 1, "10.2": 1} and r.total == 70


def test_seven_pairs_mixed_greater_terminals():
    # 11m 99m 11p 99p 11z 22z 33z: 10.2 30 + 8.1.3 100 = 130
    r = sc("11m99m11p99p11z22z3z +3z")
    assert ids(r) == {"8.1.3": 1, "10.2": 1} and r.total == 130


def test_seven_pairs_pure_greater_terminals_with_four_alike_is_listed_400():
    r = sc("1111m99m11p99p11s9s +9s")
    assert r.limit == "listed" and ids(r) == {"8.1.4": 1} and r.total == 400


def test_seven_pairs_of_honours_is_all_honors_320():
    r = sc("1122334455667z +7z")
    assert r.limit == "listed" and ids(r) == {"3.4": 1} and r.total == 320


def test_patterns_from_two_arrangements_never_combine_two_identical_twice_vs_seven_pairs():
    # 11 22 33 44 55 66 77m: regular 123 123 456 456 77: 1.1 5 + 1.2 5 + 2.1.2 80 + 5.1.2 60 = 150;
    # Seven Pairs 30 + 80 = 110. Best 150, and 10.2 is not added.
    r = sc("1122334455667m +7m")
    assert ids(r) == {"1.1": 1, "1.2": 1, "2.1.2": 1, "5.1.2": 1} and r.total == 150


# --- §5 Nine Gates ---------------------------------------------------------------------------------


def test_nine_gates_by_discard_and_self_draw():
    assert sc("1112345678999m +9m").total == 480
    r = sc("1112345678999p +1p", win="self", seat="S")
    assert ids(r) == {"2.2": 1} and r.total == 480


def test_fourteen_tiles_merely_containing_nine_gates_are_not_nine_gates():
    # 111 234 567 88 999m (999 completed by the discard, exposed): 1.2 5 + 2.1.2 80 = 85
    r = sc("1112345678899m +9m")
    assert "2.2" not in ids(r)
    assert ids(r) == {"1.2": 1, "2.1.2": 1} and r.total == 85


# --- §5 concealed triplets and freedom of count -----------------------------------------------------


def test_winning_discard_may_go_to_the_sequence_keeping_the_triplet_concealed():
    # 11123m 444p 999s 55z +1m: 111m 123m 444p 999s 55z; the 1m goes to 123, so three concealed
    # triplets: 4.2.2 30 + 1.2 5 = 35.
    r = sc("11123m444p999s55z +1m")
    assert ids(r) == {"1.2": 1, "4.2.2": 1} and r.total == 35


def test_triplet_completed_by_the_winning_discard_is_exposed_self_drawn_is_concealed():
    # 111m 444p 99s 55z 234s: the 9s completes 999s.
    r = sc("111m444p99s55z234s +9s", seat="S")
    assert ids(r) == {"1.2": 1, "4.2.1": 1} and r.total == 10
    r = sc("111m444p99s55z234s +9s", win="self", seat="S")
    assert ids(r) == {"1.2": 1, "4.2.2": 1} and r.total == 35


def test_concealed_kong_is_a_concealed_triplet_and_keeps_the_hand_concealed():
    # (1111m) 444p 999s 55z 23s +4s: 4.2.2 (kong, 444p, 999s) 30 + 1.2 5 + 4.3.1 5 = 40
    r = sc("444p999s55z23s (1111m) +4s", seat="S")
    assert ids(r) == {"1.2": 1, "4.2.2": 1, "4.3.1": 1} and r.total == 40


def test_exposed_kong_is_neither_concealed_triplet_nor_concealed_hand():
    # [1111m] 444p 999s 55z 23s +4s: 4.2.1 (444p, 999s) 5 + 4.3.1 5 = 10
    r = sc("444p999s55z23s [1111m] +4s", seat="S")
    assert ids(r) == {"4.2.1": 1, "4.3.1": 1} and r.total == 10


def test_tie_break_shows_more_patterns():
    r = sc("77788899s11m [777z] +9s", win="self", seat="S")
    assert r.total == 170
    assert ids(r) == {"3.1": 1, "4.1": 1, "4.2.2": 1, "7.2.1": 1}


def test_similar_and_consecutive_triplets_count_kongs():
    # [5555m] 666m 777m 123p 99s +9s: 7.2.1 100 + 4.3.1 5 = 105 (666m 777m concealed: 4.2.1 5) -> 110
    r = sc("666m777m123p9s [5555m] +9s", seat="S")
    assert ids(r) == {"4.2.1": 1, "4.3.1": 1, "7.2.1": 1} and r.total == 110
    # [2222m] 222p 222s 456m 99p: 6.2.2 120 + 4.3.1 5 + 4.2.1 (222p 222s) 5 = 130
    r = sc("222p222s456m9p [2222m] +9p", seat="S")
    assert ids(r) == {"4.2.1": 1, "4.3.1": 1, "6.2.2": 1} and r.total == 130


def test_small_three_similar_triplets():
    # 222m 222p 22s 456s 789p: 6.2.1 30 + 4.2.1 5 + 1.2 5 = 40
    r = sc("222m222p22s456s78p +9p", seat="S")
    assert ids(r) == {"1.2": 1, "4.2.1": 1, "6.2.1": 1} and r.total == 40


# --- §5 terminals ------------------------------------------------------------------------------------


def test_mixed_lesser_terminals_needs_an_honour():
    # 123m 789m 123p 999s 11z: 8.1.1 40 + 1.2 5 = 45
    r = sc("123m789m123p999s1z +1z", seat="S")
    assert ids(r) == {"1.2": 1, "8.1.1": 1} and r.total == 45
    # honour-free: 8.1.2 50 + 1.2 5 = 55
    r = sc("123m789m123p999s1s +1s", seat="S")
    assert ids(r) == {"1.2": 1, "8.1.2": 1} and r.total == 55


def test_mixed_greater_terminals_all_triplets():
    # 111m 999p 111z 22z [999s] +2z seat S: 4.1 30 + 4.2.2 30 + 8.1.3 100 = 160 (1z, 2z pair no 3.1
    # for South; one wind set only)
    r = sc("111m999p111z2z [999s] +2z", seat="S")
    assert ids(r) == {"4.1": 1, "4.2.2": 1, "8.1.3": 1} and r.total == 160


def test_nine_tile_straight_with_a_fourth_set():
    r = sc("123m456m789m789m5p +5p")
    assert ids(r) == {"1.1": 1, "1.2": 1, "5.1.1": 1, "7.1": 1} and r.total == 60


# --- chicken hand, minimum -------------------------------------------------------------------------


def test_chicken_hand_scores_1_and_cannot_win_under_min5():
    # 123m 456p 999s [234s] 55m: no pattern at all
    r = sc("123m456p999s5m [234s] +5m")
    assert r.valid and r.chicken and r.total == 1 and r.patterns == ()
    r = sc("123m456p999s5m [234s] +5m", rs="zj-min5")
    assert not r.valid and r.total == 0


def test_min5_counts_category_9_from_the_44():
    # the chicken hand above on the riverbed discard: 9.1.2 10 -> valid under zj-min5
    r = sc("123m456p999s5m [234s] +5m", rs="zj-min5", final_discard=True)
    assert r.valid and r.total == 10


# --- zj-older ------------------------------------------------------------------------------------------


def test_zj_older_values():
    # OFF-01 hand: 1.2 5 + 4.1 40 + 4.2.3 115 = 160
    r = sc("111m444p666s888s5s +5s", win="self", seat="S", rs="zj-older")
    assert ids(r) == {"1.2": 1, "4.1": 1, "4.2.3": 1} and r.total == 160
    # three concealed triplets 25: 111m 444p 99s 55z 234s... self-drawn 9s: 1.2 5 + 4.2.2 25 = 30
    assert sc("111m444p99s55z234s +9s", win="self", seat="S", rs="zj-older").total == 30


# --- Zen Koan (§7) scoring -----------------------------------------------------------------------------


def test_zen_koan_double_wind_counts_twice():
    # 111z 234m 456p 789s 55m seat E round E: 3.1 x2 20 + 1.2 5 = 25
    r = sc("111z234m456p789s5m +5m", seat="E", rnd="E", rs="zen-koan")
    assert ids(r) == {"1.2": 1, "3.1": 2} and r.total == 25
    assert sc("111z234m456p789s5m +5m", seat="S", rnd="E", rs="zen-koan").total == 15
    assert sc("111z234m456p789s5m +5m", seat="S", rnd="E", rs="zj").total == 5


def test_zen_koan_self_drawn_in_series_9_1():
    r = sc("111z234m456p789s5m +5m", win="self", seat="S", rnd="E", rs="zen-koan")
    assert ids(r) == {"1.2": 1, "3.1": 1, "9.1.3": 1} and r.total == 20
    r = sc("111z234m456p789s5m +5m", win="self", seat="S", rnd="E", rs="zen-koan", final_draw=True)
    assert ids(r) == {"1.2": 1, "3.1": 1, "9.1.1": 1} and r.total == 25


def test_zen_koan_bonus_tiles_outside_the_series_rule():
    # seat E with the East flower and season: 11.1.2 x2 = 10 on top of 1.2 5 + 3.1 x2 20 (double East)
    r = sc("111z234m456p789s5m +5m 1f1g", seat="E", rs="zen-koan")
    assert r.total == 35 and ids(r)["11.1.2"] == 2
    # all eight: 10 + 15 + 15 = 40 -> 25 + 40 = 65
    r = sc("111z234m456p789s5m +5m 1234f1234g", seat="E", rs="zen-koan")
    assert r.total == 65
    assert ids(r)["11.2.1"] == 1 and ids(r)["11.2.2"] == 1 and ids(r)["11.1.2"] == 2


def test_zen_koan_minimum_from_the_original_44_only():
    # chicken hand self-drawn with the seat flower: 9.1.3 5 + 11.1.2 5 but 0 from the 44 -> cannot win
    r = sc("123m456p999s5m [234s] +5m 1f", win="self", seat="E", rs="zen-koan")
    assert not r.valid and r.total == 0
    # the prevailing wind's Value Honor counts toward the minimum (seat S, round E)
    r = sc("111z456p5m [234s] [999s] +5m", seat="S", rnd="E", rs="zen-koan")
    assert r.valid and ids(r) == {"3.1": 1} and r.total == 10
    assert not sc("111z456p5m [234s] [999s] +5m", seat="S", rnd="E", rs="zj-min5").valid


def test_zen_koan_thirteen_terminals_heaven_reaches_the_compound_limit():
    # 160 + 155 + 9.1.3 5 = 320 -> compound
    r = sc("19m19p19s1234567z +1m", win="self", seat="E", rs="zen-koan", heaven=True)
    assert r.total == 320 and r.limit == "compound"


def test_zen_koan_listed_limit_drops_bonus_tiles():
    r = sc("111z222z333z444z5m +5m 1f2f3f4f", win="self", seat="E", rs="zen-koan")
    assert r.limit == "listed" and ids(r) == {"3.3.4": 1} and r.total == 400


# --- §6 payments ---------------------------------------------------------------------------------------

E, S, W, N = Seat.E, Seat.S, Seat.W, Seat.N
ZJ = get_ruleset("zj")


def test_payment_25_boundary():
    assert settle(ZJ, 25, S, False, W, W) == {E: -25, S: 75, W: -25, N: -25}
    assert settle(ZJ, 26, S, False, W, W) == {E: -25, S: 78, W: -28, N: -25}
    assert settle(ZJ, 70, S, False, W, W) == {E: -25, S: 210, W: -160, N: -25}


def test_payment_nobody_responsible_each_pays_value():
    assert settle(ZJ, 70, S, False, W, None) == {E: -70, S: 210, W: -70, N: -70}


def test_payment_self_drawn_each_pays_value():
    assert settle(ZJ, 70, S, True, None, None) == {E: -70, S: 210, W: -70, N: -70}


def test_payment_zj_older_standard_30():
    older = get_ruleset("zj-older")
    assert settle(older, 70, S, False, W, W) == {E: -30, S: 210, W: -150, N: -30}
    assert settle(older, 30, S, False, W, W) == {E: -30, S: 90, W: -30, N: -30}


def test_payment_zen_koan_east_double_both_ways():
    zk = get_ruleset("zen-koan")
    assert settle(zk, 20, E, True, None, None) == {E: 120, S: -40, W: -40, N: -40}
    assert settle(zk, 20, S, True, None, None) == {E: -40, S: 80, W: -20, N: -20}
    assert settle(zk, 20, E, False, W, W) == {E: 120, S: 0, W: -120, N: 0}
    assert settle(zk, 20, S, False, E, E) == {E: -120, S: 120, W: 0, N: 0}
    assert settle(zk, 20, S, False, W, W) == {E: 0, S: 60, W: -60, N: 0}


def _log(text: str) -> list[tuple[Seat, Tile]]:
    """'E:5p S:1z ...' -> discard list."""
    out = []
    for item in text.split():
        seat, tile = item.split(":")
        out.append((Seat(seat), Tile(tile)))
    return out


P5 = Tile("5p")


def test_responsibility_first_discarder_in_window_followers_immune():
    # window from W's own last discard: E 5p first, N followed -> E responsible, N immune
    r = responsible_seat(_log("W:1z N:2z E:5p S:3z W:4z N:6z E:5p S:7z W:9m N:5p"), W, P5, ZJ)
    # W's most recent discard is 9m; after it only N 5p -> N responsible
    assert r.seat is N
    r = responsible_seat(_log("W:9m N:2z E:5p S:5p"), W, P5, ZJ)
    assert r.seat is E and S in r.immune


def test_responsibility_winner_threw_first_nobody_responsible():
    r = responsible_seat(_log("W:5p N:5p E:1z S:5p"), W, P5, ZJ)
    assert r.seat is None


def test_responsibility_winners_own_discard_is_included_in_the_window():
    # W's most recent discard IS the 5p -> nobody responsible even though an earlier 5p by E exists
    r = responsible_seat(_log("E:5p S:1z W:5p N:5p"), W, P5, ZJ)
    assert r.seat is None


def test_responsibility_no_prior_discard_window_from_the_deal():
    r = responsible_seat(_log("E:5p S:5p"), W, P5, ZJ)
    assert r.seat is E and S in r.immune


def test_responsibility_zen_koan_no_immunity():
    r = responsible_seat(_log("W:9m N:2z E:5p S:5p"), W, P5, get_ruleset("zen-koan"))
    assert r.seat is S
