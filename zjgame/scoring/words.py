"""Words for the payment explainers: seat names through the caller's ``names`` callable (wind names by
default, player names or "you" in the game), tile names through ``tile_name`` (notation by default), and the
translation the sentences are written in (``zjgame.i18n``).

A name that reads "you" in any case is the player: the explainers then choose the message written for "you"
("You pay Bo 40"; "Bo pays you 40"), never a verb form glued to a name, so that every sentence is one
translatable message. The translation is the language in use unless the caller gives one: the engine asks for
``zjgame.i18n.ENGLISH`` (a ruling's text is kept in records), the command line never sets a language.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Sequence

from zjgame import i18n
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile

Names = Callable[[Seat], str]
TileNamer = Callable[[Tile], str]


def wind_names(seat: Seat) -> str:
    """``East``, ``South``, ``West``, ``North`` (the default names: English, as records and the command line
    read them; the game names seats with ``zjgame.names.wind_name``)."""
    return seat.name_en


def seat_letters(seat: Seat) -> str:
    """``E``, ``S``, ``W``, ``N`` (the command line)."""
    return seat.value


def tile_notation(tile: Tile) -> str:
    """``5p`` (the default tile names)."""
    return tile.value


def tile_english(tile: Tile) -> str:
    """``5 Dots``, ``Red Dragon``."""
    return tile.name_en


def join_names(names: Sequence[str], translation: gettext.NullTranslations | None = None) -> str:
    """``A``, ``A and B``, ``A, B and C`` (``、`` and ``和`` in Chinese)."""
    tr = translation if translation is not None else i18n.translation()
    if len(names) <= 1:
        return "".join(names)
    first = tr.pgettext("list separator", ", ").join(names[:-1])
    return tr.gettext("{first} and {last}").format(first=first, last=names[-1])


class Say:
    """Names and messages for seats. ``start``: the word opens a sentence (so "you" is written "You").
    ``translation``: the language of the sentences (None: the one in use when a sentence is made)."""

    def __init__(self, names: Names = wind_names, translation: gettext.NullTranslations | None = None) -> None:
        self.names = names
        self.translation = translation

    # -- the messages (extracted for translation by their method names) -----------------------------------------
    def _tr(self) -> gettext.NullTranslations:
        return self.translation if self.translation is not None else i18n.translation()

    def gettext(self, message: str) -> str:
        return self._tr().gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self._tr().ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        return self._tr().pgettext(context, message)

    # -- names ----------------------------------------------------------------------------------------------------
    def is_you(self, seat: Seat) -> bool:
        return self.names(seat).strip().lower() == "you"

    def any_you(self, seats: Sequence[Seat]) -> bool:
        return any(self.is_you(s) for s in seats)

    def name(self, seat: Seat, start: bool = False) -> str:
        if self.is_you(seat):
            return self.pgettext("sentence start", "You") if start else self.gettext("you")
        return self.names(seat)

    def poss(self, seat: Seat, start: bool = False) -> str:
        """``Bo's`` or ``your``."""
        if self.is_you(seat):
            return self.pgettext("sentence start", "Your") if start else self.gettext("your")
        return self.gettext("{name}'s").format(name=self.names(seat))

    def yours(self, seat: Seat) -> str:
        """``Bo's`` or ``yours`` (standing alone)."""
        if self.is_you(seat):
            return self.gettext("yours")
        return self.gettext("{name}'s").format(name=self.names(seat))

    def group(self, seats: Sequence[Seat], start: bool = False) -> str:
        return self.join([self.name(s, start and i == 0) for i, s in enumerate(seats)])

    def join(self, names: Sequence[str]) -> str:
        """``A``, ``A and B``, ``A, B and C``."""
        return join_names(names, self._tr())

    def join_and(self, names: Sequence[str]) -> str:
        """``A and B and C`` (every name joined by "and")."""
        text = names[0] if names else ""
        for name in names[1:]:
            text = self.gettext("{first} and {last}").format(first=text, last=name)
        return text

    def clauses(self, parts: Sequence[str]) -> str:
        """Clauses of one sentence: ``East pays 160; South pays 25``."""
        return self.pgettext("clause separator", "; ").join(parts)

    def sentences(self, *parts: str) -> str:
        """Sentences one after another (a space between them in English, none in Chinese)."""
        text = ""
        for part in parts:
            if part:
                text = (
                    self.pgettext("two sentences", "{first} {second}").format(first=text, second=part) if text else part
                )
        return text

    # -- what a seat pays or receives (one clause) ------------------------------------------------------------------
    def pays(self, seat: Seat, amount: int, start: bool = False) -> str:
        """``Bo pays 25`` / ``you pay 25``."""
        if self.is_you(seat):
            return self.gettext("{who} pay {amount}").format(who=self.name(seat, start), amount=amount)
        return self.gettext("{who} pays {amount}").format(who=self.name(seat, start), amount=amount)

    def pay_each(self, seats: Sequence[Seat], amount: int, start: bool = False) -> str:
        """``South and West pay 25 each`` (several seats)."""
        return self.gettext("{who} pay {amount} each").format(who=self.group(seats, start), amount=amount)

    def receives(self, seat: Seat, amount: int, start: bool = False) -> str:
        """``Bo receives 75`` / ``you receive 75``."""
        if self.is_you(seat):
            return self.gettext("{who} receive {amount}").format(who=self.name(seat, start), amount=amount)
        return self.gettext("{who} receives {amount}").format(who=self.name(seat, start), amount=amount)


def payment_sentence(say: Say, payer: Seat, payee: Seat, amount: int, why: str, doubled: bool) -> str:
    """``East pays North 168: why`` (``doubled``: East pays and receives double), for both systems."""
    if say.is_you(payer):
        if doubled:
            text = say.gettext("{payer} pay {payee} {amount}: {why} (East pays and receives double).")
        else:
            text = say.gettext("{payer} pay {payee} {amount}: {why}.")
    elif doubled:
        text = say.gettext("{payer} pays {payee} {amount}: {why} (East pays and receives double).")
    else:
        text = say.gettext("{payer} pays {payee} {amount}: {why}.")
    return text.format(payer=say.name(payer, True), payee=say.name(payee), amount=amount, why=why)
