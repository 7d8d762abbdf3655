"""The tutorial's words for tiles and players, through ``zjgame.i18n``: "the 3 of Bamboo", "the Red Dragon",
"the East Wind", runs ("the 4-5-6 of Bamboo"), counted points ("1 point", "55 points"), and names with "you" for
the learner. Lesson text never shows tile notation (``6z``); it names tiles with these.

Owns: ``tile_name`` (with or without the article), ``tile_short`` (the gallery's caption), ``run_name``,
``suit_name``, ``points``, ``cap``, ``pattern_name``, ``join``, ``sentences``, ``wind``. Pure: the standard library and our packages.
"""

from __future__ import annotations

from collections.abc import Sequence

from zjgame import names
from zjgame.i18n import _, language, ngettext, pgettext
from zjgame.rules.tiles import Suit, Tile


def _suited(tile: Tile, article: bool) -> str:
    n = names.tile_number(tile.number)  # "5", or as players say it ("五")
    if tile.suit is Suit.BAMBOO:
        return _("the {n} of Bamboo").format(n=n) if article else _("{n} of Bamboo").format(n=n)
    if tile.suit is Suit.DOTS:
        return _("the {n} of Dots").format(n=n) if article else _("{n} of Dots").format(n=n)
    return _("the {n} of Characters").format(n=n) if article else _("{n} of Characters").format(n=n)


def _honour(tile: Tile, article: bool) -> str:
    names = {
        "1z": (_("the East Wind"), _("East Wind")),
        "2z": (_("the South Wind"), _("South Wind")),
        "3z": (_("the West Wind"), _("West Wind")),
        "4z": (_("the North Wind"), _("North Wind")),
        "5z": (_("the White Dragon"), _("White Dragon")),
        "6z": (_("the Green Dragon"), _("Green Dragon")),
        "7z": (_("the Red Dragon"), _("Red Dragon")),
    }
    with_article, bare = names[tile.value]
    return with_article if article else bare


def tile_name(tile: Tile, article: bool = True) -> str:
    """``the 3 of Bamboo``, ``the Red Dragon`` (``article=False``: ``3 of Bamboo``, ``Red Dragon``)."""
    if tile.is_suited:
        return _suited(tile, article)
    if tile.is_honor:
        return _honour(tile, article)
    name = names.tile_name(tile)  # a bonus tile
    return _("the {name}").format(name=name) if article else name


def tile_short(tile: Tile) -> str:
    """The gallery's caption under a tile: ``5``, ``East``, ``Red``."""
    if tile.is_suited:
        return str(tile.number)
    short = {
        "1z": _("East"),
        "2z": _("South"),
        "3z": _("West"),
        "4z": _("North"),
        "5z": _("White"),
        "6z": _("Green"),
        "7z": _("Red"),
    }
    return short.get(tile.value, tile.name_en)


def suit_name(suit: Suit) -> str:
    return {
        Suit.CHARACTERS: _("Characters"),
        Suit.DOTS: _("Dots"),
        Suit.BAMBOO: _("Bamboo"),
        Suit.HONORS: _("Honours"),
    }.get(suit, suit.name.title())


def run_name(tiles: Sequence[Tile], article: bool = True) -> str:
    """``the 4-5-6 of Bamboo`` (``article=False``: ``4-5-6 of Bamboo``) for tiles of one suit (a chow, or two
    tiles waiting for a third)."""
    digits = [names.tile_number(t.number) for t in sorted(tiles, key=lambda t: t.index)]
    if len(digits) == 3:
        numbers = pgettext("numbers of a run", "{a}-{b}-{c}").format(a=digits[0], b=digits[1], c=digits[2])
    elif len(digits) == 2:
        numbers = pgettext("numbers of a run", "{a}-{b}").format(a=digits[0], b=digits[1])
    else:
        numbers = "-".join(digits)
    suit = tiles[0].suit
    if suit is Suit.BAMBOO:
        text = _("the {numbers} of Bamboo") if article else _("{numbers} of Bamboo")
    elif suit is Suit.DOTS:
        text = _("the {numbers} of Dots") if article else _("{numbers} of Dots")
    else:
        text = _("the {numbers} of Characters") if article else _("{numbers} of Characters")
    return text.format(numbers=numbers)


def points(n: int) -> str:
    """``1 point``, ``55 points``."""
    return ngettext("{n} point", "{n} points", n).format(n=n)


def cap(text: str) -> str:
    """The first letter in capitals (a tile name that opens a sentence)."""
    return text[:1].upper() + text[1:]


def join(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return _("{first} and {last}").format(first=_separator().join(items[:-1]), last=items[-1])


def join_or(items: Sequence[str]) -> str:
    """``a``, ``a or b``, ``a, b or c``."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return _("{first} or {last}").format(first=_separator().join(items[:-1]), last=items[-1])


def _separator() -> str:
    return pgettext("list separator", ", ")


def sentences(*parts: str) -> str:
    """Sentences one after another (a space between them in English, none in Chinese)."""
    text = ""
    for part in parts:
        if part:
            text = pgettext("two sentences", "{first} {second}").format(first=text, second=part) if text else part
    return text


def wind(tile: Tile) -> str:
    """A wind by its short name as a seat (``East``): for "play goes East, South, West and North"."""
    return tile_short(tile)


def pattern_name(name: str, name_zh: str | None) -> str:
    """A scoring pattern's name as the score panel shows it: the official Chinese name in Chinese."""
    if language().startswith("zh") and name_zh:
        return name_zh
    return name


def you() -> str:
    return _("You")
