"""The British tables (B4, seed 003): the points of sets, the winner's pair, bonus tiles and the winner's
bonuses, and the doubles, with their names in the seed's own wording (an item's name ends with the tile it
comes from: "Exposed pung of simples 6p").

Data and names only; which items a hand holds is the scorer's business.
"""

from __future__ import annotations

from zjgame.rules.tiles import TILES34

# B4 sets: (kong, concealed) -> points, by kind of tile; chows score 0.
SET_POINTS = {
    "simples": {(False, False): 2, (False, True): 4, (True, False): 8, (True, True): 16},
    "terminals": {(False, False): 4, (False, True): 8, (True, False): 16, (True, True): 32},
    "honours": {(False, False): 4, (False, True): 8, (True, False): 16, (True, True): 32},
}

BONUS_TILE_POINTS = 4  # B4: each flower or season

# B4 winner's bonuses (seed order), points.
MAH_JONG = ("For going Mah Jongg", 20)
FROM_WALL = ("Winning with a tile dealt from the Wall", 2)
ONLY_POSSIBLE = ("Winning with only possible tile", 2)
STANDING = ("Winning with a Standing Hand", 100)
LAST_TILE = ("Winning with last tile dealt from the Wall", 10)
LOOSE_TILE = ("Winning with a Loose Tile", 10)
NO_CHOWS = ("For having no Chows in the Hand", 10)
NO_VALUE = ("For having no scoring value in the Hand", 10)

# B4 the pair that completes the hand (winner only): 2 for each reason it holds.
PAIR_POINTS = 2
PAIR_DRAGON = "Pair of any Dragon"
PAIR_OWN_WIND = "Pair of player's own Wind"
PAIR_ROUND_WIND = "Pair of Wind of the Round"

# B4 doubles (all hands), doubles.
OWN_WIND_SET = "Pung or Kong of player's own Wind"
ROUND_WIND_SET = "Pung or Kong of Wind of the Round"
DRAGON_SET = "Pung or Kong of any Dragon"
OWN_BONUS = "Player's own Flower or Season"
ONE_SUIT_HONOURS = ("Hand entirely of one suit, with Winds and/or Dragons", 1)
TERMINALS_HONOURS = ("Hand entirely of ones and nines, with Winds and/or Dragons", 1)
ONE_SUIT_PURE = ("Hand entirely of one suit, without Winds and Dragons", 3)
TERMINALS_PURE = ("Hand entirely of ones and nines, without Winds and Dragons", 3)
ALL_HONOURS = ("Hand entirely of Winds and Dragons", 3)
FOUR_BONUS = ("All Four Flowers or Seasons", 3)
# B4 doubles (winner only).
SNATCHING = ("Snatching a Kong to go Mah Jongg", 1)
ORIGINAL_HAND = ("Original Hand", 3)


def tile_kind(index: int) -> str:
    """``simples`` (2-8), ``terminals`` (1, 9) or ``honours`` (winds and dragons), by tile index."""
    if index >= 27:
        return "honours"
    return "terminals" if index % 9 in (0, 8) else "simples"


def set_name(index: int, kong: bool, concealed: bool) -> str:
    """``Concealed pung of terminals 1m``."""
    how = "Concealed" if concealed else "Exposed"
    return f"{how} {'kong' if kong else 'pung'} of {tile_kind(index)} {TILES34[index].value}"


def set_points(index: int, kong: bool, concealed: bool) -> int:
    return SET_POINTS[tile_kind(index)][(kong, concealed)]
