"""Rules-screen content (ZJ §1-§7): every pattern with a one-line condition in our own words and an example
hand (checked against the real scorer by tests/practice/test_rules_content.py), the table rules and payment
scheme in short, the project's rulings where the official texts are silent, and each ruleset's changes.

Owns the words and the example hands (English, marked for translation with ``N_``: the rules screen shows
``_(text)``). Not: the pattern registry (``zjgame.scoring.PATTERNS``, which gives ids,
names, Chinese names and points) or drawing (``zjgame.ui.scenes.rules``).
"""

from __future__ import annotations

from dataclasses import dataclass

from zjgame.i18n import N_, _, pgettext
from zjgame.names import wind_name
from zjgame.rules.hand import Hand, parse_hand
from zjgame.rules.ruleset import RULESETS, Ruleset
from zjgame.rules.seats import Seat
from zjgame.scoring import WinContext
from zjgame.scoring.zj import PATTERNS, Pattern

CATEGORIES: tuple[tuple[int, str], ...] = (
    (1, N_("Trivial patterns")),
    (2, N_("One-suit patterns")),
    (3, N_("Honour tiles")),
    (4, N_("Triplets and kongs")),
    (5, N_("Identical sets")),
    (6, N_("Similar sets")),
    (7, N_("Consecutive sets")),
    (8, N_("Terminals")),
    (9, N_("Incidental bonuses")),
    (10, N_("Irregular hands")),
)


@dataclass(frozen=True)
class PatternExample:
    """One pattern as the rules screen shows it: ``condition`` in plain words and an example winning hand
    (hand notation, how it was won, the winner's seat and the incidental flags)."""

    pattern_id: str
    condition: str
    hand: str
    self_drawn: bool = False
    seat: Seat = Seat.S
    flags: tuple[str, ...] = ()

    def parsed(self) -> Hand:
        return parse_hand(self.hand)

    def context(self) -> WinContext:
        kwargs = {name: True for name in self.flags}
        return WinContext(seat=self.seat, self_drawn=self.self_drawn, **kwargs)  # type: ignore[arg-type]

    @property
    def how(self) -> str:
        """``South wins on a discard, final discard`` (in the language in use)."""
        seat = wind_name(Seat(self.seat))
        if self.flags:
            flags = pgettext("list separator", ", ").join(flag_name(f) for f in self.flags)
            if self.self_drawn:
                return _("{seat} wins self-drawn, {flags}").format(seat=seat, flags=flags)
            return _("{seat} wins on a discard, {flags}").format(seat=seat, flags=flags)
        if self.self_drawn:
            return _("{seat} wins self-drawn").format(seat=seat)
        return _("{seat} wins on a discard").format(seat=seat)


def flag_name(flag: str) -> str:
    """An incidental win flag (``WinContext``'s field name) in words: ``final discard``."""
    names = {
        "final_draw": pgettext("win flag", "final draw"),
        "final_discard": pgettext("win flag", "final discard"),
        "kong_supplement": pgettext("win flag", "kong supplement"),
        "robbing_kong": pgettext("win flag", "robbing kong"),
        "heaven": pgettext("win flag", "heaven"),
        "earth": pgettext("win flag", "earth"),
    }
    return names.get(flag, flag.replace("_", " "))


def _ex(
    pid: str, condition: str, hand: str, self_drawn: bool = False, seat: Seat = Seat.S, flags: tuple[str, ...] = ()
) -> PatternExample:
    return PatternExample(pid, condition, hand, self_drawn, seat, flags)


# Our own one-line wording of each condition (the official texts are in the seeds); ZJ §4-§5 settle details.
EXAMPLES: tuple[PatternExample, ...] = (
    _ex("1.1", N_("Your four sets are all runs (sequences); the pair may be anything."), "123m456p789s23s55p +4s"),
    _ex(
        "1.2",
        N_("A regular hand you never claimed a tile for before the win (concealed kongs allowed)."),
        "123m456p789s999m5p +5p",
    ),
    _ex("1.3", N_("Every tile is a 2 to 8 number tile: no 1, no 9, no honour."), "234m456p678s3s [555m] +3s"),
    _ex("2.1.1", N_("Number tiles from one suit only, mixed with honours."), "123m456m99m55z [777z] +5z"),
    _ex("2.1.2", N_("Number tiles from one suit only, no honours at all."), "123p345p567p789p5p +5p"),
    _ex(
        "2.2",
        N_("Holding 1112345678999 of one suit with no melds, you win on any tile of that suit."),
        "1112345678999m +5m",
    ),
    _ex(
        "3.1",
        N_("10 for every triplet or kong of a dragon or of your own seat wind (not the round wind)."),
        "123m456p78s55p [777z] +9s",
    ),
    _ex(
        "3.2.1", N_("Two dragon triplets or kongs, and the third dragon as your pair."), "23m678p66z [555z] [777z] +4m"
    ),
    _ex("3.2.2", N_("Triplets or kongs of all three dragons."), "234m9p777z [555z] [666z] +9p"),
    _ex("3.3.1", N_("Two wind triplets or kongs, and a third wind as your pair."), "123m456p33z44z [111z] +3z"),
    _ex("3.3.2", N_("Triplets or kongs of three different winds."), "123m5p333z444z [111z] +5p"),
    _ex("3.3.3", N_("Three wind triplets or kongs, and the fourth wind as your pair."), "123m333z4z [111z] [222z] +4z"),
    _ex("3.3.4", N_("Triplets or kongs of all four winds."), "333z444z5p [111z] [222z] +5p"),
    _ex("3.4", N_("Nothing but wind and dragon tiles."), "111z222z55z66z [777z] +6z"),
    _ex("4.1", N_("Four triplets or kongs and a pair: no run anywhere."), "111m444p77s99s [555m] +9s"),
    _ex(
        "4.2.1", N_("Two triplets built entirely from the wall (a concealed kong counts)."), "111m444p23s99s [567m] +4s"
    ),
    _ex("4.2.2", N_("Three triplets built entirely from the wall."), "111m444p777s23s99s +4s"),
    _ex(
        "4.2.3",
        N_("Four triplets built entirely from the wall; a discard that completes one spoils it."),
        "111m444p666s888s5s +5s",
        self_drawn=True,
    ),
    _ex("4.3.1", N_("One kong in the hand, exposed or concealed."), "123m456p78s55p [1111s] +9s"),
    _ex(
        "4.3.2", N_("Two of your sets are kongs (any mix of exposed and concealed)."), "123m78s55p [1111s] [2222p] +9s"
    ),
    _ex("4.3.3", N_("Three of your sets are kongs."), "78s55p [1111s] [2222p] [3333m] +9s"),
    _ex("4.3.4", N_("All four of your sets are kongs."), "5p [1111s] [2222p] [3333m] [4444m] +5p"),
    _ex("5.1.1", N_("The very same run twice (same suit, same numbers)."), "123m123m456p78s55p +9s"),
    _ex("5.1.2", N_("Two different runs, each of them twice."), "345p345p789m789m5s +5s"),
    _ex("5.1.3", N_("The very same run three times."), "345p345p789m5s [345p] +5s"),
    _ex("5.1.4", N_("The very same run four times."), "345p345p345p5s [345p] +5s"),
    _ex("6.1", N_("One run with the same numbers in each of the three suits."), "234m234p234s567m5p +5p"),
    _ex(
        "6.2.1",
        N_("Triplets of one number in two suits, and that number's pair in the third suit."),
        "444m444p44s789s23m +1m",
    ),
    _ex("6.2.2", N_("Triplets (or kongs) of one number in all three suits."), "444m444p444s789s5m +5m"),
    _ex("7.1", N_("The runs 123, 456 and 789 of one suit side by side."), "123m456m789m234p5s +5s"),
    _ex("7.2.1", N_("Three triplets of one suit with consecutive numbers."), "444m555m234p5s [666m] +5s"),
    _ex("7.2.2", N_("Four triplets of one suit with consecutive numbers."), "444m555m5s [666m] [777m] +5s"),
    _ex(
        "8.1.1",
        N_("Each set and the pair hold a 1, a 9 or an honour, and some honour is present."),
        "123m789p99m11s [777z] +1s",
    ),
    _ex("8.1.2", N_("Each set and the pair hold a 1 or a 9; no honours."), "123s111m789m999p1s +1s"),
    _ex("8.1.3", N_("Only 1s, 9s and honours, as All Triplets or as Seven Pairs."), "999s111m33z66z [111p] +6z"),
    _ex("8.1.4", N_("Only 1s and 9s, nothing else."), "111s999m111p999p9s +9s", self_drawn=True),
    _ex(
        "9.1.1",
        N_("You draw the very last tile of the wall and win with it."),
        "123m456p789s23s55p +4s",
        self_drawn=True,
        flags=("final_draw",),
    ),
    _ex(
        "9.1.2",
        N_("You win on the discard made after the last tile was drawn."),
        "123m456p789s23s55p +4s",
        flags=("final_discard",),
    ),
    _ex(
        "9.2",
        N_("You win on the replacement tile drawn after declaring a kong."),
        "123m456p78s55p [1111s] +9s",
        self_drawn=True,
        flags=("kong_supplement",),
    ),
    _ex(
        "9.3",
        N_("You win on the tile another player adds to their exposed pung."),
        "123m456p789s23s55p +4s",
        flags=("robbing_kong",),
    ),
    _ex(
        "9.4.1",
        N_("East's fourteen dealt tiles already form a winning hand."),
        "123m456p789s23s55p +4s",
        self_drawn=True,
        seat=Seat.E,
        flags=("heaven",),
    ),
    _ex(
        "9.4.2",
        N_("Your thirteen dealt tiles are ready and you win on East's very first discard."),
        "123m456p789s23s55p +4s",
        flags=("earth",),
    ),
    _ex(
        "10.1",
        N_("One of each 1, 9 and honour (13 kinds) and a second copy of any one of them."),
        "19m19p19s1234567z +1m",
    ),
    _ex("10.2", N_("Seven pairs; four equal tiles not declared as a kong make two pairs."), "22s66m11p77p55z33z4z +4z"),
)

EXAMPLES_BY_ID = {e.pattern_id: e for e in EXAMPLES}


@dataclass(frozen=True)
class PatternEntry:
    pattern: Pattern
    example: PatternExample


def patterns_by_category() -> tuple[tuple[str, tuple[PatternEntry, ...]], ...]:
    """The 44 patterns grouped by category, in table order, each with its example."""
    out = []
    for number, title in CATEGORIES:
        entries = tuple(PatternEntry(p, EXAMPLES_BY_ID[p.id]) for p in PATTERNS if p.category == number)
        out.append((_("{number}. {title}").format(number=number, title=_(title)), entries))
    return tuple(out)


# ZJ §1-§4 in short.
TABLE_RULES: tuple[str, ...] = (
    N_(
        "136 tiles, no flowers. Seats East, South, West, North play in that order; East deals and starts with 14 tiles."
    ),
    N_(
        "On your turn: draw, then win, declare a kong (four in hand, or the fourth onto your exposed pung), or discard."
    ),
    N_(
        "Anyone may claim a discard for a win, a pung or an exposed kong; only the next player may claim it for a chow."
    ),
    N_(
        "A win beats a pung or kong, which beats a chow. If several players win on one discard, only the first in turn "
        "order after the discarder wins (interception)."
    ),
    N_(
        "A winning hand is four sets and a pair, Seven Pairs, or Thirteen Terminals. There is no furiten: you may win "
        "on any tile, even one you passed."
    ),
    N_(
        "Points are the sum of the patterns; within a series only the highest counts. No pattern: a chicken hand, 1 "
        "point. Limit 320."
    ),
    N_("The deal passes to the next seat after every hand; a game is 16 hands by default (4 or 8 are options)."),
)

PAYMENT_RULES: tuple[str, ...] = (
    N_("The winner always collects three times the hand's value."),
    N_("Self-drawn: each of the other three pays the value."),
    N_("On a discard, 25 points or less: each of the other three pays the value."),
    N_(
        "On a discard, over 25: the two others pay 25 each and the responsible player pays the rest "
        "(a 70-point hand: 25 + 25 + 160)."
    ),
    N_(
        "Responsible is whoever first discarded the winning kind since the winner's own last discard; "
        "a player who only followed with the same tile is immune; if the winner threw it first, nobody is."
    ),
)

# Where the official texts are silent, the game applies these (ZJ §1-§7 "decision").
HOUSE_RULINGS: tuple[str, ...] = (
    N_("The dead wall is topped up: 14 tiles always stay unused, so a hand has 70 draws (ZJ §1)."),
    N_(
        "The player who draws the last tile (the seabed) may not declare a kong; the discard after it (the riverbed) "
        "may be claimed only for a win."
    ),
    N_("After claiming a pung or a chow you must discard at once; any tile may go, the claimed one included."),
    N_("You may decline any win, self-drawn or on a discard."),
    N_("Between arrangements with the same total, the one with more patterns is shown."),
    N_("A winning discard that could finish either a triplet or another set goes wherever it scores best."),
    N_(
        "If the winner has not discarded yet, the responsibility window starts at the start of the hand; "
        "a claimed discard still counts for it; a robbed kong tile counts as its owner's discard."
    ),
    N_(
        "The engine never offers a false win, so there is no false-win penalty; under a 5-point minimum a chicken "
        "hand is simply not offered as a win."
    ),
)


def ruleset_changes() -> tuple[tuple[Ruleset, tuple[str, ...]], ...]:
    """Every ruleset other than the default with its plain-language changes (``Ruleset.changes``)."""
    return tuple((r, r.changes) for r in RULESETS.values() if r.name != "zj")
