"""Names as the player reads them, in the language in use (``zjgame.i18n``): tiles, seat winds, the computer
players, and the lines of a score (Zung Jung patterns by their official Chinese names, British items by the
Hong Kong and Taiwan terms of docs/glossary-zh.md).

The English names stay where they are made (``Tile.name_en``, the pattern table, ``scoring.british.items``:
records, ``score --json`` and the command line use them); this module only shows them. A name it does not
know is shown as it is.

Owns: ``tile_name``, ``tile_number``, ``wind_name``, ``player_name``, ``level_name``, ``pattern_name``,
``line_name``, ``amount_text``, ``ruleset_title``/``ruleset_summary``/``ruleset_changes``. Pure: the standard library and our packages.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from zjgame.i18n import _, language, ngettext, pgettext
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring.british import items as british
from zjgame.scoring.result import ScoreLine
from zjgame.scoring.zj.patterns import PATTERNS_BY_ID

COMPUTER_NAMES = ("Mei", "Hao", "Lin", "Kit")  # the computer players' names in records (zjgame.ui.controller)


def chinese() -> bool:
    return language().startswith("zh")


# -- tiles --------------------------------------------------------------------------------------------------------
def _tile_names() -> dict[str, str]:
    # Translators: tile names as players say them (一萬, 五筒, 三索, 東風, 紅中, 發財, 白板, 梅, 春).
    return {
        "1m": pgettext("tile", "1 Characters"),
        "2m": pgettext("tile", "2 Characters"),
        "3m": pgettext("tile", "3 Characters"),
        "4m": pgettext("tile", "4 Characters"),
        "5m": pgettext("tile", "5 Characters"),
        "6m": pgettext("tile", "6 Characters"),
        "7m": pgettext("tile", "7 Characters"),
        "8m": pgettext("tile", "8 Characters"),
        "9m": pgettext("tile", "9 Characters"),
        "1p": pgettext("tile", "1 Dots"),
        "2p": pgettext("tile", "2 Dots"),
        "3p": pgettext("tile", "3 Dots"),
        "4p": pgettext("tile", "4 Dots"),
        "5p": pgettext("tile", "5 Dots"),
        "6p": pgettext("tile", "6 Dots"),
        "7p": pgettext("tile", "7 Dots"),
        "8p": pgettext("tile", "8 Dots"),
        "9p": pgettext("tile", "9 Dots"),
        "1s": pgettext("tile", "1 Bamboo"),
        "2s": pgettext("tile", "2 Bamboo"),
        "3s": pgettext("tile", "3 Bamboo"),
        "4s": pgettext("tile", "4 Bamboo"),
        "5s": pgettext("tile", "5 Bamboo"),
        "6s": pgettext("tile", "6 Bamboo"),
        "7s": pgettext("tile", "7 Bamboo"),
        "8s": pgettext("tile", "8 Bamboo"),
        "9s": pgettext("tile", "9 Bamboo"),
        "1z": pgettext("tile", "East"),
        "2z": pgettext("tile", "South"),
        "3z": pgettext("tile", "West"),
        "4z": pgettext("tile", "North"),
        "5z": pgettext("tile", "White Dragon"),
        "6z": pgettext("tile", "Green Dragon"),
        "7z": pgettext("tile", "Red Dragon"),
        "1f": pgettext("tile", "Flower 1"),
        "2f": pgettext("tile", "Flower 2"),
        "3f": pgettext("tile", "Flower 3"),
        "4f": pgettext("tile", "Flower 4"),
        "1g": pgettext("tile", "Season 1"),
        "2g": pgettext("tile", "Season 2"),
        "3g": pgettext("tile", "Season 3"),
        "4g": pgettext("tile", "Season 4"),
    }


def tile_name(tile: Tile) -> str:
    """``5 Dots`` / ``五筒``, ``Red Dragon`` / ``紅中``, ``Flower 1`` / ``梅``."""
    return _tile_names()[tile.value]


def tile_number(n: int) -> str:
    """A suit tile's number as players say it: ``5`` / ``五``."""
    numbers = {
        1: pgettext("tile number", "1"),
        2: pgettext("tile number", "2"),
        3: pgettext("tile number", "3"),
        4: pgettext("tile number", "4"),
        5: pgettext("tile number", "5"),
        6: pgettext("tile number", "6"),
        7: pgettext("tile number", "7"),
        8: pgettext("tile number", "8"),
        9: pgettext("tile number", "9"),
    }
    return numbers.get(n, str(n))


# -- seats and players ----------------------------------------------------------------------------------------------
def wind_name(seat: Seat) -> str:
    """A seat's wind, short, as on the table's seat labels: ``East`` / ``東``."""
    return {
        Seat.E: pgettext("seat", "East"),
        Seat.S: pgettext("seat", "South"),
        Seat.W: pgettext("seat", "West"),
        Seat.N: pgettext("seat", "North"),
    }[seat]


def player_name(name: str) -> str:
    """A player's name as stored in a record, shown: the human is ``You`` / ``你``; the computer players keep
    their names in English and have Chinese ones (``Mei`` / ``阿美``); any other name is shown as it is."""
    if name == "You":
        return _("You")
    names = {
        "Mei": pgettext("player name", "Mei"),
        "Hao": pgettext("player name", "Hao"),
        "Lin": pgettext("player name", "Lin"),
        "Kit": pgettext("player name", "Kit"),
    }
    return names.get(name, name)


def level_name(level: str) -> str:
    """A computer player's level as stored in records and settings (``easy``, ``normal``...), shown: ``normal``
    / ``中級``; any other value as it is."""
    levels = {
        "random": pgettext("level", "random"),
        "easy": pgettext("level", "easy"),
        "normal": pgettext("level", "normal"),
        "hard": pgettext("level", "hard"),
        "mixed": pgettext("level", "mixed"),
        "human": pgettext("level", "human"),
        "replay": pgettext("level", "replay"),  # a seat of a replayed record whose player has no level
    }
    return levels.get(level, level)


# -- rulesets -------------------------------------------------------------------------------------------------------
def ruleset_title(ruleset: Ruleset) -> str:
    """``Zung Jung v3.3`` / ``中庸麻雀 v3.3``: a preset's title (marked in ``zjgame.rules.ruleset``)."""
    return _(ruleset.title)


def ruleset_summary(ruleset: Ruleset) -> str:
    return _(ruleset.summary)


def ruleset_changes(ruleset: Ruleset) -> tuple[str, ...]:
    """What the preset changes from Zung Jung v3.3, in the language in use."""
    return tuple(_(change) for change in ruleset.changes)


# -- score lines ----------------------------------------------------------------------------------------------------
def pattern_name(pattern_id: str, fallback: str = "") -> str:
    """A Zung Jung pattern by id: its English name, or its official Chinese name in Chinese."""
    pattern = PATTERNS_BY_ID.get(pattern_id)
    if pattern is None:
        return fallback or pattern_id
    return pattern.name_zh if chinese() and pattern.name_zh else pattern.name


def _british_items() -> dict[str, str]:
    """The British items (B4, in the seed's wording as ``scoring.british.items`` names them) in the language in
    use. Every key is one of those names; ``tests/i18n`` checks that each message is its key."""
    return {
        british.MAH_JONG[0]: pgettext("British item", "For going Mah Jongg"),
        british.FROM_WALL[0]: pgettext("British item", "Winning with a tile dealt from the Wall"),
        british.ONLY_POSSIBLE[0]: pgettext("British item", "Winning with only possible tile"),
        british.STANDING[0]: pgettext("British item", "Winning with a Standing Hand"),
        british.LAST_TILE[0]: pgettext("British item", "Winning with last tile dealt from the Wall"),
        british.LOOSE_TILE[0]: pgettext("British item", "Winning with a Loose Tile"),
        british.NO_CHOWS[0]: pgettext("British item", "For having no Chows in the Hand"),
        british.NO_VALUE[0]: pgettext("British item", "For having no scoring value in the Hand"),
        british.PAIR_DRAGON: pgettext("British item", "Pair of any Dragon"),
        british.PAIR_OWN_WIND: pgettext("British item", "Pair of player's own Wind"),
        british.PAIR_ROUND_WIND: pgettext("British item", "Pair of Wind of the Round"),
        british.OWN_WIND_SET: pgettext("British item", "Pung or Kong of player's own Wind"),
        british.ROUND_WIND_SET: pgettext("British item", "Pung or Kong of Wind of the Round"),
        british.DRAGON_SET: pgettext("British item", "Pung or Kong of any Dragon"),
        british.OWN_BONUS: pgettext("British item", "Player's own Flower or Season"),
        british.ONE_SUIT_HONOURS[0]: pgettext("British item", "Hand entirely of one suit, with Winds and/or Dragons"),
        british.TERMINALS_HONOURS[0]: pgettext(
            "British item", "Hand entirely of ones and nines, with Winds and/or Dragons"
        ),
        british.ONE_SUIT_PURE[0]: pgettext("British item", "Hand entirely of one suit, without Winds and Dragons"),
        british.TERMINALS_PURE[0]: pgettext(
            "British item", "Hand entirely of ones and nines, without Winds and Dragons"
        ),
        british.ALL_HONOURS[0]: pgettext("British item", "Hand entirely of Winds and Dragons"),
        british.FOUR_BONUS[0]: pgettext("British item", "All Four Flowers or Seasons"),
        british.SNATCHING[0]: pgettext("British item", "Snatching a Kong to go Mah Jongg"),
        british.ORIGINAL_HAND[0]: pgettext("British item", "Original Hand"),
        "Flower or Season": pgettext("British item", "Flower or Season"),
    }


_SET_NAME = re.compile(r"(Exposed|Concealed) (pung|kong) of (simples|terminals|honours) (\d[mpszfg])")
_SET_KIND = re.compile(r"(Exposed|Concealed) (pung|kong) of (simples|terminals|honours)")  # the statistics' keys


def _british_set_kind(how: str, kind: str, tiles: str) -> str:
    """``Exposed pung of simples`` (a B4 set without its tile: the statistics count them so) in the language in
    use."""
    names: dict[tuple[str, str, str], Callable[[], str]] = {
        ("Exposed", "pung", "simples"): lambda: pgettext("British item", "Exposed pung of simples"),
        ("Exposed", "pung", "terminals"): lambda: pgettext("British item", "Exposed pung of terminals"),
        ("Exposed", "pung", "honours"): lambda: pgettext("British item", "Exposed pung of honours"),
        ("Concealed", "pung", "simples"): lambda: pgettext("British item", "Concealed pung of simples"),
        ("Concealed", "pung", "terminals"): lambda: pgettext("British item", "Concealed pung of terminals"),
        ("Concealed", "pung", "honours"): lambda: pgettext("British item", "Concealed pung of honours"),
        ("Exposed", "kong", "simples"): lambda: pgettext("British item", "Exposed kong of simples"),
        ("Exposed", "kong", "terminals"): lambda: pgettext("British item", "Exposed kong of terminals"),
        ("Exposed", "kong", "honours"): lambda: pgettext("British item", "Exposed kong of honours"),
        ("Concealed", "kong", "simples"): lambda: pgettext("British item", "Concealed kong of simples"),
        ("Concealed", "kong", "terminals"): lambda: pgettext("British item", "Concealed kong of terminals"),
        ("Concealed", "kong", "honours"): lambda: pgettext("British item", "Concealed kong of honours"),
    }
    return names[(how, kind, tiles)]()


_WITH_TILE = re.compile(r"(.+) (\d[mpszfg])")


def _british_set(how: str, kind: str, tiles: str, tile: Tile) -> str:
    """``Exposed pung of simples 6p`` (B4 sets, ``british.set_name``) in the language in use."""
    names: dict[tuple[str, str, str], Callable[[], str]] = {
        ("Exposed", "pung", "simples"): lambda: pgettext("British item", "Exposed pung of simples {tile}"),
        ("Exposed", "pung", "terminals"): lambda: pgettext("British item", "Exposed pung of terminals {tile}"),
        ("Exposed", "pung", "honours"): lambda: pgettext("British item", "Exposed pung of honours {tile}"),
        ("Concealed", "pung", "simples"): lambda: pgettext("British item", "Concealed pung of simples {tile}"),
        ("Concealed", "pung", "terminals"): lambda: pgettext("British item", "Concealed pung of terminals {tile}"),
        ("Concealed", "pung", "honours"): lambda: pgettext("British item", "Concealed pung of honours {tile}"),
        ("Exposed", "kong", "simples"): lambda: pgettext("British item", "Exposed kong of simples {tile}"),
        ("Exposed", "kong", "terminals"): lambda: pgettext("British item", "Exposed kong of terminals {tile}"),
        ("Exposed", "kong", "honours"): lambda: pgettext("British item", "Exposed kong of honours {tile}"),
        ("Concealed", "kong", "simples"): lambda: pgettext("British item", "Concealed kong of simples {tile}"),
        ("Concealed", "kong", "terminals"): lambda: pgettext("British item", "Concealed kong of terminals {tile}"),
        ("Concealed", "kong", "honours"): lambda: pgettext("British item", "Concealed kong of honours {tile}"),
    }
    return names[(how, kind, tiles)]().format(tile=tile_name(tile))


def british_item_name(name: str) -> str:
    """A British item's name (``Pair of any Dragon 7z``, ``Exposed pung of simples 6p``, ``Exposed pung of
    simples``) in the language in use; its tile, when it names one, by the tile's name. Unknown names come back
    unchanged."""
    if not chinese():
        return name
    items = _british_items()
    if name in items:
        return items[name]
    m = _SET_NAME.fullmatch(name)
    if m:
        return _british_set(m[1], m[2], m[3], Tile(m[4]))
    m = _SET_KIND.fullmatch(name)
    if m:
        return _british_set_kind(m[1], m[2], m[3])
    m = _WITH_TILE.fullmatch(name)
    if m and m[1] in items:
        return pgettext("item and its tile", "{item} {tile}").format(item=items[m[1]], tile=tile_name(Tile(m[2])))
    return name


def line_name(line: ScoreLine) -> str:
    """A score line's name as the score panel shows it: a Zung Jung pattern by its official Chinese name in
    Chinese (``name_zh``), a British item by ``british_item_name``; in English, the line's own name."""
    if not chinese():
        return line.name
    if line.name_zh:
        return line.name_zh
    if line.name == "Chicken hand (no pattern)":  # Zung Jung's line for a hand of no pattern (CHICKEN_LINE)
        return pgettext("score line", "Chicken hand (no pattern)")
    return british_item_name(line.name)


def amount_text(line: ScoreLine) -> str:
    """``10``, ``10 × 2``, ``1 double`` / ``1番``, ``3 doubles`` / ``3番``."""
    if line.doubles is not None:
        n = line.value
        return ngettext("{n} double", "{n} doubles", n).format(n=n)
    if line.count > 1:
        return _("{points} × {count}").format(points=line.points, count=line.count)
    return str(line.points)
