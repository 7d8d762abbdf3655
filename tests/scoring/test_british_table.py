"""The British scorer (B3-B4), hand by hand: every row of every B4 table with a hand that has it and a near miss,
the combination rules, 2^n doubling, the limit, freedom of arrangement, and losers' hands.

Expectations are worked out from ``british.md`` by hand, or (the families) from the B4 tables typed again in
``british_helpers``; none is read back from the scorer. Unless a row says otherwise the winner sits South in
the East round and wins on a discard, so 2z is the own wind and 1z the round wind.
"""

from __future__ import annotations

import pytest

from tests.scoring.british_helpers import loser, names, set_value, winner
from zjgame.scoring.british import items as I

SET_TILES = ("5m", "9m", "1p", "8p", "3s", "1z", "2z", "3z", "4z", "5z", "6z", "7z")


def set_doubles(tile: str, seat: str = "S", round_wind: str = "E") -> int:
    """B4: a pung or kong of a dragon, of the own wind, of the round wind (both for a double wind)."""
    if tile[1] != "z":
        return 0
    n = int(tile[0])
    if n >= 5:
        return 1
    return (n == "ESWN".index(seat) + 1) + (n == "ESWN".index(round_wind) + 1)


# --- sets (B4 table "Sets"): declared melds --------------------------------------------------------------


@pytest.mark.parametrize("tile", SET_TILES)
@pytest.mark.parametrize("form", ["[{t}{t}{t}{s}]", "[{t}{t}{t}{t}{s}]", "({t}{t}{t}{t}{s})"])
def test_declared_sets(tile: str, form: str) -> None:
    n, s = tile
    meld = form.format(t=n, s=s)
    kong, concealed = form.count("{t}") == 4, form.startswith("(")
    r = winner(f"23m456p789s11s {meld} +4m")
    assert r.valid and r.basic == 20 + set_value(tile, kong, concealed)
    assert r.doubles == set_doubles(tile) and r.total == r.basic * 2**r.doubles
    how = "Concealed" if concealed else "Exposed"
    assert (
        f"{how} {'kong' if kong else 'pung'} of {('honours' if s == 'z' else 'terminals' if n in '19' else 'simples')} {tile}"
        in names(r)
    )


# --- sets in the concealed tiles: concealed, or exposed when the winning discard completes them (B3) -----------


@pytest.mark.parametrize("tile", SET_TILES)
def test_a_concealed_pung_stays_concealed_when_the_discard_goes_elsewhere(tile: str) -> None:
    r = winner(f"23m456p789s11s {tile[0] * 3}{tile[1]} +4m")
    assert r.basic == 20 + set_value(tile, False, True) and r.doubles == set_doubles(tile)


@pytest.mark.parametrize("tile", SET_TILES)
def test_a_pung_completed_by_the_winning_discard_is_exposed(tile: str) -> None:
    r = winner(f"123m456p789s11s {tile[0] * 2}{tile[1]} +{tile}")
    assert r.basic == 20 + set_value(tile, False, False) and r.doubles == set_doubles(tile)


@pytest.mark.parametrize("tile", SET_TILES)
def test_a_pung_completed_by_a_drawn_tile_is_concealed(tile: str) -> None:
    r = winner(f"123m456p789s11s {tile[0] * 2}{tile[1]} +{tile}", "self")
    assert r.basic == 20 + set_value(tile, False, True) + 2 and r.doubles == set_doubles(tile)  # +2 from the wall


# --- the pair that completes the hand; no scoring value (B4) ----------------------------------------------


@pytest.mark.parametrize("round_wind", ["E", "S"])
@pytest.mark.parametrize("seat", ["E", "S", "W", "N"])
@pytest.mark.parametrize("pair", ["1z", "2z", "3z", "4z", "5z", "6z", "7z"])
def test_the_winners_pair(pair: str, seat: str, round_wind: str) -> None:
    r = winner(f"23m456p789s{pair[0] * 2}z [123s] +4m", f"seat={seat} round={round_wind}")
    n = int(pair[0])
    points = 2 if n >= 5 else 2 * (n == "ESWN".index(seat) + 1) + 2 * (n == "ESWN".index(round_wind) + 1)
    # four chows: with a pair that scores nothing, the hand has no scoring value (+10)
    assert r.basic == 20 + points + (10 if points == 0 else 0) and r.doubles == 0
    assert (I.NO_VALUE[0] in names(r)) == (points == 0)


# --- bonus tiles (B4): 4 points each, a double for the own flower or season ---------------------------------


@pytest.mark.parametrize("seat", ["E", "S", "W", "N"])
@pytest.mark.parametrize("tile", ["1f", "2f", "3f", "4f", "1g", "2g", "3g", "4g"])
def test_a_bonus_tile(tile: str, seat: str) -> None:
    r = winner(f"23m456p789s11s [555m] +4m {tile}", f"seat={seat}")
    own = int(tile[0]) == "ESWN".index(seat) + 1
    assert r.basic == 20 + 2 + 4 and r.doubles == (1 if own else 0)
    assert (f"{I.OWN_BONUS} {tile}" in names(r)) == own and f"Flower or Season {tile}" in names(r)


# --- hand-made rows: (id, hand, options, basic, doubles, total, names it has, names it lacks) -------------------

ROWS = [
    ("no-value", "23m456p789s11s [567m] +4m", "", 30, 0, 30, [I.NO_VALUE[0]], [I.NO_CHOWS[0]]),
    ("no-value-bonus-tile", "23m456p789s11s [567m] +4m 1f", "", 34, 0, 34, [I.NO_VALUE[0]], []),
    ("no-value-self", "23m456p789s11s [567m] +4m", "self", 32, 0, 32, [I.NO_VALUE[0], I.FROM_WALL[0]], []),
    ("no-chows", "111m444p777s5z [999s] +5z", "", 54, 0, 54, [I.NO_CHOWS[0], I.ONLY_POSSIBLE[0]], [I.NO_VALUE[0]]),
    ("no-chows-miss", "111m444p789s5z [999s] +5z", "", 40, 0, 40, [I.ONLY_POSSIBLE[0]], [I.NO_CHOWS[0]]),
    ("only-pair-wait", "123m456p789s9m [555m] +9m", "", 24, 0, 24, [I.ONLY_POSSIBLE[0]], []),
    ("only-closed-wait", "13m456p789s11s [555m] +2m", "", 24, 0, 24, [I.ONLY_POSSIBLE[0]], []),
    ("only-edge-wait", "12m456p789s11s [555m] +3m", "", 24, 0, 24, [I.ONLY_POSSIBLE[0]], []),
    ("only-two-sided-miss", "23m456p789s11s [555m] +4m", "", 22, 0, 22, [], [I.ONLY_POSSIBLE[0], I.FROM_WALL[0]]),
    # 9p would also complete it, but all four 9p are the player's own: the wait is dead, 7p is the only tile
    ("only-dead-wait", "9888p123m456s [999p] +7p", "", 26, 0, 26, [I.ONLY_POSSIBLE[0]], []),
    ("only-dead-wait-miss", "9888p123m456s [777s] +7p", "", 22, 0, 22, [], [I.ONLY_POSSIBLE[0]]),
    ("from-the-wall", "23m456p789s11s [555m] +4m", "self", 24, 0, 24, [I.FROM_WALL[0]], [I.LOOSE_TILE[0]]),
    ("snatching", "23m456p789s11s [555m] +4m", "robbing_kong", 22, 1, 44, [I.SNATCHING[0]], [I.FROM_WALL[0]]),
    ("snatching-closed", "13m456p789s11s [555m] +2m", "robbing_kong", 24, 1, 48, [I.SNATCHING[0]], []),
    ("snatching-miss", "23m456p789s11s [555m] +4m", "", 22, 0, 22, [], [I.SNATCHING[0]]),
    ("last-tile", "23m456p789s11s [555m] +4m", "self final_draw", 34, 0, 34, [I.LAST_TILE[0], I.FROM_WALL[0]], []),
    # B4 "last tile dealt from the Wall", "Loose Tile": self-drawn only; a context that says otherwise scores neither
    ("last-tile-needs-a-draw", "23m456p789s11s [555m] +4m", "final_draw", 22, 0, 22, [], [I.LAST_TILE[0]]),
    ("loose-tile-needs-a-draw", "23m456p789s11s [5555m] +4m", "kong_supplement", 28, 0, 28, [], [I.LOOSE_TILE[0]]),
    ("loose-tile-kong", "23m456p789s11s [5555m] +4m", "self kong_supplement", 40, 0, 40, [I.LOOSE_TILE[0]], []),
    ("loose-tile-flower", "23m456p789s11s [555m] +4m 3f", "self kong_supplement", 38, 0, 38, [I.LOOSE_TILE[0]], []),
    ("standing", "23m456p789s111p22s +4m", "standing_hand", 128, 0, 128, [I.STANDING[0]], []),
    ("standing-self", "23m456p789s111p22s +4m", "self standing_hand", 130, 0, 130, [I.STANDING[0]], []),
    ("standing-miss", "23m456p789s111p22s +4m", "", 28, 0, 28, [], [I.STANDING[0]]),
    ("original", "123m456p789s11s55s +5s", "seat=E self heaven", 24, 3, 192, [I.ORIGINAL_HAND[0]], [I.FROM_WALL[0]]),
    # a declared kong spoils Original Hand (B4: "without having declared a kong"): an ordinary self-drawn win
    (
        "original-spoiled-by-a-kong",
        "123m456p11s55s (9999m) +5s",
        "seat=E self heaven",
        58,
        0,
        58,
        [I.FROM_WALL[0]],
        [I.ORIGINAL_HAND[0]],
    ),
    ("original-miss", "123m456p789s11s55s +5s", "seat=E self", 26, 0, 26, [I.FROM_WALL[0]], [I.ORIGINAL_HAND[0]]),
    # a single wait, but Original Hand never scores the only possible tile (there is no last tile)
    ("original-no-only-tile", "123m456p789s123s5s +5s", "seat=E self heaven", 30, 3, 240, [], [I.ONLY_POSSIBLE[0]]),
    ("own-and-round-wind", "23m456p11s [111z] [222z] +4m", "", 28, 2, 112, [I.OWN_WIND_SET + " 2z"], []),
    (
        "double-wind",
        "23m456p789s11s [111z] +4m",
        "seat=E",
        24,
        2,
        96,
        [I.OWN_WIND_SET + " 1z", I.ROUND_WIND_SET + " 1z"],
        [],
    ),
    ("three-dragons", "23m555z666z11s [777z] +4m", "", 40, 3, 320, [I.DRAGON_SET + " 5z", I.DRAGON_SET + " 7z"], []),
    ("wind-of-nobody", "23m456p789s11s [333z] +4m", "", 24, 0, 24, [], [I.OWN_WIND_SET + " 3z"]),
    ("one-suit-honours", "23m456m789m11z [222m] +4m", "", 24, 1, 48, [I.ONE_SUIT_HONOURS[0]], [I.ONE_SUIT_PURE[0]]),
    ("one-suit-honours-miss", "23m456m789p11z [222m] +4m", "", 24, 0, 24, [], [I.ONE_SUIT_HONOURS[0]]),
    ("one-suit-pure", "23m456m789m11m [222m] +4m", "", 22, 3, 176, [I.ONE_SUIT_PURE[0]], [I.ONE_SUIT_HONOURS[0]]),
    (
        "terminals-honours",
        "111m999p1z [999s] [333z] +1z",
        "",
        58,
        1,
        116,
        [I.TERMINALS_HONOURS[0]],
        [I.TERMINALS_PURE[0]],
    ),
    ("terminals-honours-miss", "111m999p1z [888s] [333z] +1z", "", 56, 0, 56, [], [I.TERMINALS_HONOURS[0]]),
    ("terminals-pure", "111m999m111p9p [999s] +9p", "", 60, 3, 480, [I.TERMINALS_PURE[0]], [I.TERMINALS_HONOURS[0]]),
    ("terminals-pure-miss", "111m999m111p9p [789s] +9p", "", 46, 0, 46, [], [I.TERMINALS_PURE[0]]),
    # all winds and dragons: 3 doubles, and neither "with Winds and/or Dragons" row; 62 x 2^7 = 7936, limited
    (
        "all-honours",
        "111z222z555z6z [777z] +6z",
        "",
        62,
        7,
        1000,
        [I.ALL_HONOURS[0], I.ROUND_WIND_SET + " 1z", I.OWN_WIND_SET + " 2z"],
        [I.ONE_SUIT_HONOURS[0], I.TERMINALS_HONOURS[0]],
    ),
    ("all-honours-no-limit", "111z222z555z6z [777z] +6z", "limit=none", 62, 7, 7936, [], []),
    ("all-honours-limit-500", "111z222z555z6z [777z] +6z", "limit=500", 62, 7, 500, [], []),
    ("all-honours-miss", "111z222z555m6z [777z] +6z", "", 58, 4, 928, [I.ONE_SUIT_HONOURS[0]], [I.ALL_HONOURS[0]]),
    # the suit rows and the ones-and-nines rows are independent: 1 + 1 (and the round wind)
    (
        "suit-and-terminals",
        "111p999p2z [111z] [333z] +2z",
        "",
        58,
        3,
        464,
        [I.ONE_SUIT_HONOURS[0], I.TERMINALS_HONOURS[0]],
        [],
    ),
    ("four-flowers", "23m456p789s11s [555m] +4m 1234f", "", 38, 4, 608, [I.FOUR_BONUS[0]], []),
    ("four-flowers-limit-500", "23m456p789s11s [555m] +4m 1234f", "limit=500", 38, 4, 500, [], []),
    (
        "four-seasons",
        "23m456p789s11s [555m] +4m 1234g",
        "seat=W",
        38,
        4,
        608,
        [I.FOUR_BONUS[0], I.OWN_BONUS + " 3g"],
        [],
    ),
    ("three-flowers", "23m456p789s11s [555m] +4m 123f", "", 34, 1, 68, [], [I.FOUR_BONUS[0]]),
    # all eight: 32 points, 3 + 3 + 1 + 1 doubles
    ("all-eight", "23m456p789s11s [555m] +4m 1234f1234g", "limit=none", 54, 8, 13824, [], []),
    ("own-flower-and-season", "23m456p789s11s [555m] +4m 2f2g", "", 30, 2, 120, [I.OWN_BONUS + " 2g"], []),
    # freedom of arrangement: the discard 5m goes into the chow, so 555m stays concealed
    ("freedom-discard-in-chow", "555m67m123p456s99s +5m", "", 24, 0, 24, ["Concealed pung of simples 5m"], []),
    ("freedom-self", "555m67m123p456s99s +5m", "self", 26, 0, 26, ["Concealed pung of simples 5m"], []),
    # 111m 222m 333m as pungs (8 + 4 + 4) beats three chows of 123m (0, and no scoring value 10)
    ("freedom-pungs-over-chows", "111222333m456p7s +7s", "", 38, 0, 38, ["Concealed pung of terminals 1m"], []),
    # an undeclared four in a winner's hand is a pung and a tile of a chow, never a kong
    ("four-in-hand", "1111m3m456p99s [789p] +2m", "", 30, 0, 30, ["Concealed pung of terminals 1m"], []),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_hand(row: tuple) -> None:  # type: ignore[type-arg]
    _id, hand, opts, basic, doubles, total, has, lacks = row
    r = winner(hand, opts)
    assert r.valid, r.reason
    assert (r.basic, r.doubles, r.total) == (basic, doubles, total)
    assert r.raw == basic * 2**doubles  # B4: 2^n doubling, bonuses added before doubling
    assert sum(x.value for x in r.points_lines) == r.basic and sum(x.value for x in r.double_lines) == r.doubles
    got = names(r)
    assert I.MAH_JONG[0] in got
    for name in has:
        assert name in got, (name, got)
    for name in lacks:
        assert not any(g.startswith(name) for g in got), (name, got)


@pytest.mark.parametrize(
    "hand",
    [
        "1133557799m22p4z +4z",  # seven pairs
        "19m19p19s1234567z +1m",  # thirteen orphans
        "123m456p789s12s34z +5z",  # no shape at all
    ],
)
def test_only_four_sets_and_a_pair_win(hand: str) -> None:
    r = winner(hand)
    assert not r.valid and r.total == 0 and "four sets and a pair" in (r.reason or "")
    assert r.to_json() == {"valid": False, "total": 0, "reason": r.reason}


def test_the_limit_caps_the_hand_not_below_it() -> None:
    # 928 is under the limit: not limited; 7936 is: capped at 1000, 500, or not at all
    assert not winner("111z222z555m6z [777z] +6z").limited
    big = winner("111z222z555z6z [777z] +6z")
    assert big.limited and big.raw == 7936 and big.limit_note is not None and "1,000" in big.limit_note


# --- losers' hands (B4) ---------------------------------------------------------------------------------

LOSERS = [
    ("declared-melds", "123p456s78m11z [555m]", "S", "E", 2, 0, 2),
    ("concealed-pungs", "111p45m67s89s2z [333z]", "S", "E", 12, 0, 12),
    ("undeclared-four", "8888m77z345p89s1p1z", "E", "E", 4, 0, 4),
    ("pair-scores-nothing", "77z123m456p789s13s", "S", "E", 0, 0, 0),
    ("own-flower", "99m234z246p68p7z5s7s 4f", "N", "E", 4, 1, 8),
    ("one-suit", "12345678m11z [999m]", "S", "E", 4, 1, 8),
    ("own-wind-pung-concealed", "222z123m456p78s9s5z", "S", "E", 8, 1, 16),
    ("no-winner-items", "111m444p777s999s5z", "S", "E", 24, 0, 24),
    ("concealed-kong", "(1111z)123m456p789s5z", "S", "E", 32, 1, 64),
    ("double-wind-and-dragon", "111z23m456p7s5z [666z]", "E", "E", 12, 3, 96),
    ("terminals-pure", "111m999m111p99p99s", "W", "S", 24, 3, 192),
    ("exposed-kong", "[4444p]123m456s789m5z", "W", "E", 8, 0, 8),
    ("at-the-limit", "111z222z4z55z6z [777z]", "S", "E", 20, 6, 1000),
]


@pytest.mark.parametrize("row", LOSERS, ids=[r[0] for r in LOSERS])
def test_loser(row: tuple) -> None:  # type: ignore[type-arg]
    _id, hand, seat, round_wind, basic, doubles, total = row
    r = loser(hand, seat, round_wind)
    assert (r.basic, r.doubles, r.total) == (basic, doubles, total) and r.loser
    got = names(r)
    for winner_only in (I.MAH_JONG[0], I.NO_CHOWS[0], I.ONLY_POSSIBLE[0], I.NO_VALUE[0], "Pair of"):
        assert not any(g.startswith(winner_only) for g in got)


def test_a_loser_at_the_limit_without_a_limit() -> None:
    assert loser("111z222z4z55z6z [777z]", limit=None).total == 20 * 2**6 == 1280
