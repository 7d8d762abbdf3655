"""A table of hands covering every one of the 44 patterns (a hand that has it and a near miss that does
not), the rules and decisions of ZJ §4-§5, the limits, freedom of count and its tie-break, zj-min5,
zj-older and the Zen Koan scoring additions (ZJ §7).

Each row: hand, options (see helpers.context_from), expected total, expected counted patterns
("3.1x2" = Value Honor twice; "chicken"; "invalid"), and what the row checks.
"""

from __future__ import annotations

import pytest

from tests.scoring.helpers import expanded_ids, parse_expected, score

H0 = "123m45p789s234s55m +6p"  # All Sequences + Concealed Hand, 10 on a discard

TABLE = [
    # --- 1.1 All Sequences / 1.2 Concealed Hand / 1.3 No Terminals -----------------------------------
    (H0, "", 10, "1.1 1.2", "all sequences, concealed"),
    ("45p789s234s55m [123m] +6p", "", 5, "1.1", "a chow: all sequences but not concealed"),
    ("111m45p789s234s55m +6p", "", 5, "1.2", "near miss 1.1: one triplet"),
    ("(2222m)45p789s234s55m +6p", "", 10, "1.2 4.3.1", "1.2 with a concealed kong"),
    ("45p789s234s55m [2222m] +6p", "", 5, "4.3.1", "near miss 1.2: an exposed kong"),
    ("234m456p68s345s88m +7s", "", 15, "1.1 1.2 1.3", "no terminals"),
    ("234m456p78s345s88m +9s", "", 10, "1.1 1.2", "near miss 1.3: a 9"),
    ("234m456p68s345s55z +7s", "", 10, "1.1 1.2", "near miss 1.3: an honour pair"),
    ("22m44m66p88p33s55s7s +7s", "", 35, "1.3 10.2", "Seven Pairs counts 1.3"),
    ("234m456p68s88m [345s] +7s", "self", 10, "1.1 1.3", "1.3 with a chow, self-drawn"),
    # --- 2.1 one suit, 2.2 Nine Gates ---------------------------------------------------------------
    ("123m456m789m11z22m +2m", "", 85, "1.2 2.1.1 7.1", "mixed one-suit (East pair is no Value Honor)"),
    ("123m456m789m11z22p +2p", "", 45, "1.2 7.1", "near miss 2.1.1: a second suit"),
    ("123s456s789s11s23s +4s", "", 130, "1.1 1.2 2.1.2 7.1", "pure one-suit"),
    ("123s456s789s11z23s +4s", "", 90, "1.1 1.2 2.1.1 7.1", "near miss 2.1.2: an honour pair makes it mixed"),
    ("1133557799m11z2z +2z", "", 70, "2.1.1 10.2", "Seven Pairs with mixed one-suit"),
    ("1112345678999p +5p", "", 480, "2.2", "Nine Gates on a discard: listed limit"),
    ("1112345678999p +9p", "self", 480, "2.2", "Nine Gates self-drawn on a terminal"),
    ("1112345678999s +1s", "", 480, "2.2", "Nine Gates on 1"),
    ("1112345678899m +9m", "", 85, "1.2 2.1.2", "near miss 2.2: the 14 tiles merely contain the shape"),
    ("1112345678999p +5p", "self heaven", 480, "2.2", "Heaven with Nine Gates is 480, one pattern"),
    ("1112345678999p +5m", "", 0, "invalid", "Nine Gates tiles winning on another suit is no winning hand"),
    # --- 3.1 Value Honor and the honour series -------------------------------------------------------
    ("123m456p789s555z1s +1s", "", 15, "1.2 3.1", "a dragon triplet"),
    ("222z123m456p789s1s +1s", "seat=S", 15, "1.2 3.1", "the seat wind"),
    ("222z123m456p789s1s +1s", "seat=E", 5, "1.2", "near miss 3.1: another seat's wind"),
    ("111z123m456p789s1s +1s", "seat=S round=E", 5, "1.2", "never the prevailing wind in zj"),
    ("5z123m456p789s111s +5z", "", 5, "1.2", "near miss 3.1: a dragon pair scores nothing"),
    ("123m456p789s1s [5555z] +1s", "", 15, "3.1 4.3.1", "a dragon kong is Value Honor"),
    ("555z666z77z123m44m +4m", "", 110, "1.2 2.1.1 3.1x2 3.2.1 4.2.1", "small three dragons"),
    ("555z666z123m789p1s +1s", "", 70, "1.2 3.1x2 4.2.1 8.1.1", "near miss 3.2.1: no dragon pair"),
    ("555z666z777z123m4m +4m", "", 235, "1.2 2.1.1 3.1x3 3.2.2 4.2.2", "big three dragons"),
    (
        "555z666z77z44m [444p] +7z",
        "",
        195,
        "3.1x3 3.2.2 4.1 4.2.1",
        "big three dragons, the discard completing Red (exposed)",
    ),
    ("111z222z33z789p44m +4m", "seat=N", 40, "1.2 3.3.1 4.2.1", "small three winds"),
    ("111z222z789p44m55p +4m", "seat=N", 10, "1.2 4.2.1", "near miss 3.3.1: no wind pair"),
    ("111z222z333z789p4m +4m", "seat=N", 155, "1.2 3.3.2 4.2.2", "big three winds"),
    ("111z222z333z789p4m +4m", "seat=S", 165, "1.2 3.1 3.3.2 4.2.2", "big three winds with the seat wind"),
    ("111z222z333z4z789p +4z", "", 320, "3.3.3", "small four winds: listed limit"),
    ("111z222z333z4z789p +4z", "self seat=E", 320, "3.3.3", "small four winds self-drawn"),
    ("111z222z333z555z4z +4z", "", 320, "3.3.3", "small four winds with all honours: 320, one pattern"),
    ("111z222z333z444z5z +5z", "self", 400, "3.3.4", "big four winds with all honours: 400 only"),
    ("111z222z333z444z9m +9m", "", 400, "3.3.4", "big four winds"),
    ("111z222z555z666z7z +7z", "seat=W", 320, "3.4", "all honours"),
    ("1122334455667z +7z", "", 320, "3.4", "all honours in Seven Pairs"),
    ("111z222z555z66z99m +6z", "seat=W", 225, "1.2 2.1.1 3.1x2 4.1 4.2.2 8.1.3", "near miss 3.4: a terminal pair"),
    ("111z222z555z666z9m +9m", "seat=W", 320, "1.2 2.1.1 3.1x2 4.1 4.2.3 8.1.3", "exactly 320: compound limit"),
    # --- 4.1 All Triplets, 4.2 concealed triplets, 4.3 kongs ------------------------------------------
    ("222z7z [111m] [999p] [555s] +7z", "seat=N", 30, "4.1", "all triplets with one concealed"),
    ("222z7z [123m] [999p] [555s] +7z", "seat=N", 1, "chicken", "near miss 4.1: a chow -> chicken hand"),
    ("222z7z [123m] [456p] [555s] +7z", "seat=N", 1, "chicken", "a chicken hand"),
    ("111m222p333s789m5p +5p", "", 35, "1.2 4.2.2", "three concealed triplets, the discard makes the pair"),
    ("111m222p33s789m55p +3s", "", 10, "1.2 4.2.1", "near miss 4.2.2: the discard completes a triplet"),
    ("111m222p33s789m55p +3s", "self", 35, "1.2 4.2.2", "a self-drawn tile counts as from the wall"),
    ("(1111m)222p333s888s5p +5p", "", 165, "1.2 4.1 4.2.3 4.3.1", "a concealed kong is a concealed triplet"),
    ("11123m444p789s22z +1m", "", 10, "1.2 4.2.1", "11123m on 1m: the winner places 1m in 123m"),
    ("111m44p789s22z [123m] +4p", "", 0, "chicken", "one concealed triplet, a chow: chicken (444p exposed)"),
    ("111m444p789s2z [123m] +2z", "", 5, "4.2.1", "two concealed triplets beside a chow"),
    ("111m444p789s2z [123m] +2z", "self", 5, "4.2.1", "self-drawn pair changes nothing"),
    ("111m444p777s5p89s1z +5p", "", 0, "invalid", "five concealed tiles do not pair: not a winning hand"),
    ("[1111m]222p345s678s5p +5p", "", 5, "4.3.1", "one exposed kong"),
    ("[1111m](2222p)345s678s5p +5p", "", 20, "4.3.2", "two kongs (only one concealed triplet)"),
    ("[1111m](2222p)[3333s]678s5p +5p", "", 120, "4.3.3", "three kongs"),
    ("[1111m](2222p)[3333s](4444s)5p +5p", "", 480, "4.3.4", "four kongs: listed"),
    ("[1111m](2222p)[3333s](4444s)5p +5p", "self", 480, "4.3.4", "four kongs self-drawn: still one pattern"),
    ("[111m](2222p)[3333s]678s5p +5p", "", 20, "4.3.2", "near miss 4.3.3: a pung is no kong"),
    # --- 5.1 identical sequences ---------------------------------------------------------------------
    ("123m123m456p789s5s +5s", "", 20, "1.1 1.2 5.1.1", "two identical sequences"),
    ("123m123p456s789s5s +5s", "", 10, "1.1 1.2", "near miss 5.1.1: different suits"),
    ("123m123m789p789p5s +5s", "", 70, "1.1 1.2 5.1.2", "two identical sequences twice"),
    ("123m123m789p678p5s +5s", "", 20, "1.1 1.2 5.1.1", "near miss 5.1.2"),
    ("123m123m123m789p5s +5s", "", 135, "1.2 4.2.2 7.2.1", "three identical sequences lose to 111 222 333"),
    ("234m234m234m789p5s +5s", "", 135, "1.2 4.2.2 7.2.1", "234 x3: again three consecutive triplets win"),
    ("234m234m234m789p5s +9p", "", 0, "invalid", "wrong tile: no winning shape"),
    ("234m234m78p55s [234m] +9m", "", 0, "invalid", "a chow and the wrong shape"),
    ("234m234m789p5s [234m] +5s", "", 125, "1.1 5.1.3", "three identical sequences with a chow"),
    ("123p123p123p123p5p +5p", "", 480, "5.1.4", "four identical sequences: listed"),
    ("223344m667788p5s +5s", "", 75, "1.1 1.2 1.3 5.1.2", "5.1.2 beats Seven Pairs; never both"),
    ("1122334455667p +7p", "", 150, "1.1 1.2 2.1.2 5.1.2", "pure one-suit pairs: regular beats Seven Pairs"),
    # --- 6.1, 6.2 similar sets -----------------------------------------------------------------------
    ("345m345p345s789m5s +5s", "", 45, "1.1 1.2 6.1", "three similar sequences"),
    ("345m345p456s789m5s +5s", "", 10, "1.1 1.2", "near miss 6.1"),
    ("345m345p789m5s [345s] +5s", "", 40, "1.1 6.1", "6.1 with a chow"),
    ("444m444p44s789m12s +3s", "", 40, "1.2 4.2.1 6.2.1", "small three similar triplets"),
    ("444m444p555s789m3s +3s", "", 35, "1.2 4.2.2", "near miss 6.2.1: the pair is a 3"),
    ("444m444p444s789m5s +5s", "", 155, "1.2 4.2.2 6.2.2", "three similar triplets"),
    ("444s789m5s [4444m] (4444p) +5s", "", 145, "4.2.1 4.3.2 6.2.2", "kongs count as triplets for 6.2"),
    ("444m444p789m4s [567s] +4s", "", 35, "4.2.1 6.2.1", "6.2.1: the pair completed on a discard, beside a chow"),
    # --- 7.1, 7.2 consecutive sets -------------------------------------------------------------------
    ("456m789m11z22z [123m] +2z", "", 80, "2.1.1 7.1", "nine-tile straight with a chow"),
    ("123m456m789m789m5p +5p", "", 60, "1.1 1.2 5.1.1 7.1", "7.1 with a fourth set beside it"),
    ("123m456m789p678m5p +5p", "", 10, "1.1 1.2", "near miss 7.1: 789 of another suit"),
    ("222s333s444s789m5p +5p", "", 135, "1.2 4.2.2 7.2.1", "three consecutive triplets beat 234 x3 (130)"),
    ("222s333s555s789m5p +5p", "", 35, "1.2 4.2.2", "near miss 7.2.1"),
    ("333s444s789m5p [2222s] +5p", "", 110, "4.2.1 4.3.1 7.2.1", "a kong counts as a triplet for 7.2"),
    ("222s333s444s555s6m +6m", "", 320, "1.2 1.3 4.1 4.2.3 7.2.2", "four consecutive triplets: compound limit"),
    ("222s333s444s666s7m +7m", "", 265, "1.2 1.3 4.1 4.2.3 7.2.1", "near miss 7.2.2: 100+125+30+5+5"),
    # --- 8.1 terminals -------------------------------------------------------------------------------
    ("111s123m789p777z9m +9m", "", 60, "1.2 3.1 4.2.1 8.1.1", "mixed lesser terminals"),
    ("111s123m456p777z9m +9m", "", 20, "1.2 3.1 4.2.1", "near miss 8.1.1: 456p"),
    ("123s111m789m999p1s +1s", "", 60, "1.2 4.2.1 8.1.2", "pure lesser terminals (no honour)"),
    ("123s111m789m999p5s +5s", "", 10, "1.2 4.2.1", "near miss 8.1.2: a middle pair"),
    ("999s111m333z666z1p +1p", "self seat=W", 280, "1.2 3.1x2 4.1 4.2.3 8.1.3", "mixed greater terminals"),
    ("11m99m11p99p11z22z7z +7z", "", 130, "8.1.3 10.2", "mixed greater terminals in Seven Pairs"),
    ("11m99m11p89p11z22z7z +7z", "", 0, "invalid", "not a winning hand"),
    ("11m99m11p55p11z22z7z +7z", "", 30, "10.2", "near miss 8.1.3: a 5 pair"),
    ("111s999m111p999p9s +9s", "self", 400, "8.1.4", "pure greater terminals"),
    ("1111m99m11p99p11s9s +9s", "", 400, "8.1.4", "pure greater terminals in Seven Pairs (four 1m as two pairs)"),
    ("111s999m111p999p7z +7z", "", 260, "1.2 4.1 4.2.3 8.1.3", "near miss 8.1.4: an honour pair"),
    # --- 9 incidental bonuses ------------------------------------------------------------------------
    (H0, "self final_draw", 20, "1.1 1.2 9.1.1", "final draw"),
    (H0, "final_discard", 20, "1.1 1.2 9.1.2", "final discard"),
    (H0, "self", 10, "1.1 1.2", "near miss 9.1.1: an ordinary self-draw"),
    ("(2222m)45p789s234s55m +6p", "self kong_supplement", 20, "1.2 4.3.1 9.2", "win on kong"),
    (
        "(2222m)45p789s234s55m +6p",
        "self kong_supplement final_draw",
        30,
        "1.2 4.3.1 9.1.1 9.2",
        "seabed supplement: both 9.1.1 and 9.2",
    ),
    (H0, "robbing_kong", 20, "1.1 1.2 9.3", "robbing a kong"),
    (H0, "self heaven", 165, "1.1 1.2 9.4.1", "blessing of heaven"),
    ("(2222m)45p789s234s55m +6p", "self heaven", 10, "1.2 4.3.1", "near miss 9.4.1: a concealed kong spoils Heaven"),
    (H0, "seat=S earth", 165, "1.1 1.2 9.4.2", "blessing of earth"),
    ("19m19p19s1234567z +1m", "self heaven", 315, "9.4.1 10.1", "thirteen terminals with heaven: 160 + 155"),
    ("119m19p19s123456z +7z", "robbing_kong", 170, "9.3 10.1", "thirteen terminals robbing a kong"),
    ("11m99m11p99p11z22z7z +7z", "self final_draw", 140, "8.1.3 9.1.1 10.2", "Seven Pairs counts category 9"),
    # --- 10 irregular hands --------------------------------------------------------------------------
    ("19m19p19s1234567z +1m", "", 160, "10.1", "thirteen terminals: no 1.2, never 8.1.3"),
    ("19m19p19s1234567z +7z", "self", 160, "10.1", "thirteen terminals, the pair is the winning tile"),
    ("119m19p19s123456z +7z", "", 160, "10.1", "thirteen terminals waiting on one tile"),
    ("119m19p19s123456z +5m", "", 0, "invalid", "near miss 10.1: a middle tile"),
    ("22s66m11p77p55z33z4z +4z", "", 30, "10.2", "seven pairs (OFF-16): honour pairs give nothing"),
    ("2222m44m66p88p33s5s +5s", "", 35, "1.3 10.2", "four identical tiles count as two pairs"),
    ("22m44m66p5s [222z] [333s] +5s", "", 0, "invalid", "near miss 10.2: melds"),
    ("55z66z77z11m22m33m4m +4m", "", 70, "2.1.1 10.2", "Seven Pairs never counts Value Honor or dragons"),
    # --- freedom of count, ties -----------------------------------------------------------------------
    ("77788899s11m [777z] +9s", "seat=S", 170, "3.1 5.1.3 8.1.1", "OFF-07: 789 x3 beats 777 888 999 (145)"),
    ("77788899s11m [777z] +9s", "self seat=S", 170, "3.1 4.1 4.2.2 7.2.1", "OFF-08: tie, more patterns shown"),
    ("77788899s11m [777z] +1m", "seat=S", 45, "3.1 4.1 4.2.1", "OFF-09"),
    ("77788899s11m [777z] +6s", "seat=S", 20, "3.1 5.1.1", "OFF-10"),
    ("555z666z777z111m2m +2m", "", 320, "1.2 2.1.1 3.1x3 3.2.2 4.1 4.2.3", "big three dragons: compound limit"),
    # --- zj-older ------------------------------------------------------------------------------------
    ("77788899s11m [777z] +9s", "self seat=S rs=zj-older", 175, "3.1 4.1 4.2.2 7.2.1", "older values: 175"),
    ("77788899s11m [777z] +9s", "seat=S rs=zj-older", 170, "3.1 5.1.3 8.1.1", "older values on a discard: 170"),
    ("111m444p666s888s5s +5s", "self seat=S rs=zj-older", 160, "1.2 4.1 4.2.3", "older: 115 + 5 + 40"),
    ("111m222p333s789m5p +5p", "rs=zj-older", 30, "1.2 4.2.2", "older Three Concealed Triplets 25"),
    # --- zj-min5 -------------------------------------------------------------------------------------
    ("222z7z [123m] [456p] [555s] +7z", "seat=N rs=zj-min5", 0, "invalid", "a chicken hand cannot win under zj-min5"),
    ("222z7z [123m] [456p] [555s] +7z", "seat=S rs=zj-min5", 10, "3.1", "10 points: enough"),
    ("111m444p789s2z [123m] +2z", "rs=zj-min5", 5, "4.2.1", "exactly 5 points"),
    (
        "222z7z [123m] [456p] [555s] +7z",
        "self seat=N rs=zj-min5 final_draw",
        10,
        "9.1.1",
        "category 9 is one of the 44 patterns: counts toward the minimum",
    ),
    # --- Zen Koan (ZJ §7) ----------------------------------------------------------------------------
    ("111z123m456p789s1s +1s", "seat=S round=E rs=zen-koan", 15, "1.2 3.1", "the prevailing wind is Value Honor"),
    ("111z123m456p789s1s +1s", "seat=E round=E rs=zen-koan", 25, "1.2 3.1x2", "a double wind counts twice"),
    ("111z123m456p789s1s +1s", "seat=E round=E", 15, "1.2 3.1", "zj: a double wind counts once (seat)"),
    ("222z123m456p789s1s +1s", "seat=E round=S rs=zen-koan", 15, "1.2 3.1", "round South counts 2z"),
    (
        "111z7z [123m] [456p] [789s] +7z",
        "seat=S round=E rs=zen-koan",
        10,
        "3.1",
        "prevailing wind alone meets the minimum",
    ),
    ("111z7z [123m] [456p] [789s] +7z", "seat=S round=E", 1, "chicken", "the same hand in zj: a chicken hand"),
    (H0, "self rs=zen-koan", 15, "1.1 1.2 9.1.3", "Self-Drawn 5"),
    (H0, "rs=zen-koan", 10, "1.1 1.2", "no Self-Drawn on a discard"),
    (H0, "self final_draw rs=zen-koan", 20, "1.1 1.2 9.1.1", "with Final Draw only the 10 counts (series 9.1)"),
    (
        "(2222m)45p789s234s55m +6p",
        "self kong_supplement rs=zen-koan",
        25,
        "1.2 4.3.1 9.1.3 9.2",
        "win on kong is self-drawn too",
    ),
    (H0, "self heaven rs=zen-koan", 170, "1.1 1.2 9.1.3 9.4.1", "heaven is self-drawn too"),
    (H0 + " 1f", "rs=zen-koan", 15, "1.1 1.2 11.1.2", "seat flower 5"),
    (H0 + " 2f", "rs=zen-koan", 10, "1.1 1.2 11.1.1", "guest flower 0"),
    (H0 + " 1f1g", "rs=zen-koan", 20, "1.1 1.2 11.1.2x2", "seat flower and season: 10 (outside the series rule)"),
    (H0 + " 1f2f3f4f", "rs=zen-koan", 30, "1.1 1.2 11.1.1x3 11.1.2 11.2.1", "all four flowers: 15 + 5"),
    (H0 + " 1g2g3g4g", "seat=S rs=zen-koan", 30, "1.1 1.2 11.1.1x3 11.1.2 11.2.2", "all four seasons, seat S"),
    (H0 + " 1f2f3f4f1g2g3g4g", "rs=zen-koan", 50, "1.1 1.2 11.1.1x6 11.1.2x2 11.2.1 11.2.2", "all eight: 40"),
    (
        "222z7z [123m] [456p] [555s] +7z 1f",
        "self rs=zen-koan",
        0,
        "invalid",
        "only Self-Drawn and flowers: the minimum refuses it",
    ),
    ("222z7z [123m] [456p] [555s] +7z", "seat=N rs=zen-koan", 0, "invalid", "a chicken hand cannot win in Zen Koan"),
    (
        "999s111m333z666z1p +1p 1f2f3f4f1g2g3g4g",
        "self seat=W rs=zen-koan",
        320,
        "1.2 3.1x2 4.1 4.2.3 8.1.3 9.1.3 11.1.1x6 11.1.2x2 11.2.1 11.2.2",
        "the limit counts bonus tiles and Self-Drawn",
    ),
    ("1112345678999p +5p 1f", "self rs=zen-koan", 480, "2.2", "listed limit: no bonus tiles beside it"),
    ("119m19p19s123456z +7z", "robbing_kong rs=zen-koan", 170, "9.3 10.1", "thirteen terminals robbing (Zen Koan)"),
]


@pytest.mark.parametrize(
    "hand, opts, total, patterns, note", TABLE, ids=[f"{i}:{r[4][:40]}" for i, r in enumerate(TABLE)]
)
def test_table(hand, opts, total, patterns, note):
    result = score(hand, opts)
    if patterns == "invalid":
        assert not result.valid, note
        assert result.total == 0 and result.reason
        return
    assert result.valid, result.reason
    if patterns == "chicken":
        assert result.chicken and result.patterns == () and result.total == 1
        return
    assert expanded_ids(result) == parse_expected(patterns), note
    assert result.total == total, note
