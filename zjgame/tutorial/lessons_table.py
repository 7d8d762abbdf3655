"""Lessons 1-5: the tiles and their names, sets and a winning hand, draw and discard, pung and chow (and who
may chow), kongs and the supplement tile. Every number in the text comes from the ruleset, the tile set or the
scorer (``Book.n``); the rules the text states are claims the tests check (``zjgame.tutorial.claims``).

Owns: ``lesson_tiles``, ``lesson_sets``, ``lesson_turns``, ``lesson_claims``, ``lesson_kongs``. Pure.
"""

from __future__ import annotations

from collections import Counter

from zjgame.engine import actions as A
from zjgame.i18n import _
from zjgame.rules.seats import SEATS
from zjgame.rules.tiles import DRAGONS, TILES34, WINDS, tile_set
from zjgame.tutorial.authoring import Book, belongs_templates, keep_templates, make_deal, t
from zjgame.tutorial.claims import RULESET, OptionClaim, SupplementClaim, draw_claim, shape_claim
from zjgame.tutorial.steps import Act, Lesson, NewDeal, Note, Pick, SeatScript, Step, Watch
from zjgame.tutorial.walls import HAND_SIZE
from zjgame.tutorial.words import cap, join, join_or, run_name, sentences, tile_name, wind

E, S, W, N = SEATS


def _seat_order() -> str:
    return join([wind(s.wind) for s in SEATS])


# -- 1 ------------------------------------------------------------------------------------------------------------
def _suit_hints() -> dict[str, str]:
    return {
        "m": _("The Characters show a Chinese numeral above the red sign 萬 (the top row)."),
        "p": _("The Dots are the tiles with round circles (the second row)."),
        "s": _("The Bamboo are the tiles with sticks, and the 1 of Bamboo is a bird (the third row)."),
        "z": _("The honours are the Winds and the Dragons (the bottom row)."),
    }


def _pick_gallery(code: str, prompt: str, success: str) -> Pick:
    tile = t(code)
    hints = _suit_hints()
    wrong = [("*", sentences(_("That is {tile}."), hints[code[1]]))]
    if tile.is_suited:
        wrong.append((f"suit:{code[1]}", _("That is {tile}: the right suit, now find the right number.")))
    else:
        wrong.append(("suit:z", _("That is {tile}. Look at the bottom row again.")))
    return Pick(prompt, (tile,), success, tuple(wrong), "gallery")


def lesson_tiles() -> Lesson:
    b = Book()
    kinds = Counter(tile_set(RULESET.bonus_tiles))
    numbers = [tile.number for tile in TILES34 if tile.is_suited]
    intro = _(
        "Mahjong is played with {total} tiles: {copies} of each of {kinds} kinds. {suits} suits run from {low} to "
        "{high}: Characters, Dots and Bamboo. Then come the honours: {winds} Winds and {dragons} Dragons. "
        "Here is one of each kind."
    ).format(
        suits=b.n(len({tile.suit for tile in TILES34 if tile.is_suited})),
        total=b.n(RULESET.tile_count),
        copies=b.n(kinds[TILES34[0]]),
        kinds=b.n(len(kinds)),
        low=b.n(min(numbers)),
        high=b.n(max(numbers)),
        winds=b.n(len(WINDS)),
        dragons=b.n(len(DRAGONS)),
    )
    steps: list[Step] = [
        Note(intro),
        _pick_gallery(
            "5p",
            _("Click the 5 of Dots."),
            _("Right: five circles. The Dots are the round ones."),
        ),
        _pick_gallery(
            "1s",
            _("Click the 1 of Bamboo. Careful: it does not look like a stick."),
            _("Yes: the 1 of Bamboo is drawn as a bird."),
        ),
        _pick_gallery(
            "8m",
            _("Click the 8 of Characters."),
            _("Right: the Characters carry the sign 萬 (ten thousand) under their number."),
        ),
        _pick_gallery(
            "7z",
            _("Click the Red Dragon."),
            _("Right: the Red Dragon, 中. Its brothers are the Green Dragon, 發, and the White Dragon, a blank frame."),
        ),
        _pick_gallery(
            "4z",
            _("Click the North Wind."),
            _("Right: 北, the North Wind."),
        ),
        Note(
            _(
                "The Winds are also the {seats} seats at the table. Play goes {order}, and East deals and plays "
                "first. Next: what you do with these tiles."
            ).format(seats=b.n(len(SEATS)), order=_seat_order())
        ),
    ]
    return b.lesson(
        "tiles", _("The tiles and their names"), _("Suits, honours, and how to tell them apart."), steps, True
    )


# -- 2 ------------------------------------------------------------------------------------------------------------
def lesson_sets() -> Lesson:
    b = Book()
    hand = "345m 678p 222s 77z 56s"
    deal = make_deal(E, {E: hand}, draws="4z", seed=2)
    shape, score = shape_claim("345m 678p 222s 77z 56s +4s", E)
    b.claim(shape)
    b.claim(shape_claim("345m 678p 222s 77z 56s +7s", E)[0])
    b.claim(shape_claim("345m 678p 222s 77z 56s +4z", E)[0])
    assert score.arrangement is not None
    units = score.arrangement.units
    sets = b.n(sum(1 for u in units if u.kind != "pair"))
    size = b.n(sum(len(u.tiles) for u in units))
    groups = ("345m", "678p", "222s", "77z", "56s")
    steps: list[Step] = [
        NewDeal(deal),
        Note(
            _(
                "A winning hand is {sets} sets and a pair: {size} tiles. A set is a chow (three numbers in a row "
                "of one suit), a pung (three alike) or a kong (four alike, which counts as one set). A pair is two "
                "alike. You are East, the dealer, so you start with one tile more than the others: {size}."
            ).format(sets=sets, size=size)
        ),
        Pick(
            _("Click a tile of your chow of Characters."),
            (t("3m"), t("4m"), t("5m")),
            _("Right: {run} is a chow, three in a row of one suit.").format(run=run_name([t("3m"), t("4m"), t("5m")])),
            belongs_templates(groups[1:]) + (("4z", _("{Tile} fits no set at all.")),),
            "hand",
        ),
        Pick(
            _("Now click a tile of your pung: three alike."),
            (t("2s"),),
            _("Right: three of {tile} make a pung.").format(tile=tile_name(t("2s"))),
            belongs_templates(groups[:2] + groups[3:]) + (("4z", _("{Tile} fits no set at all.")),),
            "hand",
        ),
        Pick(
            _("Click a tile of your pair."),
            (t("7z"),),
            _("Right: two of {tile} are your pair.").format(tile=tile_name(t("7z"))),
            belongs_templates(groups[:3] + groups[4:]) + (("4z", _("{Tile} fits no set at all.")),),
            "hand",
        ),
        Pick(
            _("One tile fits no set, and waits for nothing either. Click it."),
            (t("4z"),),
            _("Yes: {tile} is alone.").format(tile=tile_name(t("4z"))),
            belongs_templates(groups),
            "hand",
        ),
        Act(
            _("Throw it away: click {tile} once to pick it up, then click it again (or press Discard).").format(
                tile=tile_name(t("4z"))
            ),
            (A.DISCARDS[t("4z")],),
            _("Well done. Your discard lies face up in front of you for everyone to see."),
            keep_templates(groups),
        ),
        Note(
            _(
                "Now your hand needs just one tile: {a} or {b} would make {sets} sets and a pair, a winning hand. "
                'A hand one tile from a win is ready; the table shows the tiles it waits for under "Ready".'
            ).format(a=tile_name(t("4s")), b=tile_name(t("7s")), sets=sets)
        ),
    ]
    return b.lesson("sets", _("Sets and a winning hand"), _("Chows, pungs, kongs and the pair."), steps)


# -- 3 ------------------------------------------------------------------------------------------------------------
def lesson_turns() -> Lesson:
    b = Book()
    hand = "234m 567p 34s 88s 1z 6z 9p"
    deal = make_deal(S, {S: hand}, draws=". 5s . . . 1s", seed=3)
    groups = ("234m", "567p", "34s", "88s")
    lone = ("1z", "6z", "9p")
    b.claim(draw_claim())
    steps: list[Step] = [
        NewDeal(deal),
        Note(
            _(
                "Play goes {order}. On your turn you draw a tile from the wall, then discard one. You sit South, "
                "so {east} (East) plays first. Watch the table."
            ).format(order=_seat_order(), east=deal.name(E))
        ),
        Act(
            _(
                "Your turn: you drew {drawn}; it stands apart at the right of your hand. It makes a chow with your "
                "{a} and {b}. Now discard a tile that fits nothing: {lone}."
            ).format(
                drawn=tile_name(t("5s")),
                a=tile_name(t("3s"), False),
                b=tile_name(t("4s"), False),
                lone=join_or([tile_name(t(c)) for c in lone]),
            ),
            tuple(A.DISCARDS[t(c)] for c in lone),
            _("Good. Now the others take their turns, each drawing and discarding."),
            keep_templates((*groups[:2], "345s", groups[3])),
        ),
        Act(
            _("You drew {drawn}. It fits nothing either: discard it, or another lone tile.").format(
                drawn=tile_name(t("1s"))
            ),
            tuple(A.DISCARDS[t(c)] for c in (*lone, "1s")),
            _("That is the rhythm of the game: draw, discard, and watch what the others throw away."),
            keep_templates((*groups[:2], "345s", groups[3])),
        ),
        Note(
            _(
                "A hand has {draws} draws in all. If nobody has won when the wall runs out, the hand is a draw and "
                "nobody pays. Next: taking another player's discard."
            ).format(draws=b.n(RULESET.draws))
        ),
    ]
    return b.lesson("turns", _("Draw and discard"), _("Whose turn it is, and what a turn is."), steps)


# -- 4 ------------------------------------------------------------------------------------------------------------
def lesson_claims() -> Lesson:
    b = Book()
    hand = "234m 45s 77z 78p 9s 1z 55m"
    scripts = {
        E: SeatScript(discards=(t("6s"),)),
        W: SeatScript(discards=(t("7z"), t("1m"))),
        N: SeatScript(discards=(t("1p"),), claims=((W, t("1m"), A.ClaimChow((t("1m"), t("2m"), t("3m")))),)),
    }
    deal = make_deal(S, {S: hand, E: "6s", W: "7z 1m", N: "23m 1p"}, draws=". . . . . . .", scripts=scripts, seed=4)
    east, west, north = deal.name(E), deal.name(W), deal.name(N)
    b.claim(OptionClaim(S, E, t("6s"), "chow", True))
    b.claim(OptionClaim(S, W, t("7z"), "pung", True))
    b.claim(OptionClaim(S, W, t("1m"), "chow", False))
    b.claim(OptionClaim(N, W, t("1m"), "chow", True))
    chow = A.ClaimChow((t("4s"), t("5s"), t("6s")))
    steps: list[Step] = [
        NewDeal(deal),
        Note(
            _(
                "When another player discards, you may claim the tile to finish a set: a pung, with two alike in "
                "your hand, from anyone; a chow, with two in a row, only from the player just before you. You sit "
                "South, and {east} (East) plays just before you."
            ).format(east=east)
        ),
        Act(
            _(
                "{east} discarded {tile}. With your {a} and {b} it makes a chow, and {east} sits just before you: "
                "press Chow."
            ).format(east=east, tile=tile_name(t("6s")), a=tile_name(t("4s"), False), b=tile_name(t("5s"), False)),
            (chow,),
            _("Your chow lies face up on the table: everyone can see it."),
            (
                (
                    "pass",
                    _("If you pass, {tile} is gone. {east} sits just before you, so you may chow it: press Chow.")
                    .replace("{east}", east)
                    .replace("{tile}", tile_name(t("6s"))),
                ),
            ),
        ),
        Act(
            _("After a claim you do not draw: discard at once. {Tile} fits nothing.").format(
                Tile=cap(tile_name(t("9s")))
            ),
            (A.DISCARDS[t("9s")], A.DISCARDS[t("1z")]),
            _("Good. Play goes on after you."),
            keep_templates(("234m", "77z", "78p", "55m")),
        ),
        Act(
            _(
                "{west} discarded {tile}, and you hold two. Anyone may claim a pung, whoever discarded: press Pung."
            ).format(west=west, tile=tile_name(t("7z"))),
            (A.CLAIM_PUNG,),
            _("A pung! The turn jumps to you: {north} is skipped.").format(north=north),
            (
                (
                    "pass",
                    _(
                        "Two of {tile} in your hand and {west}'s make three: press Pung. You may pung any player's discard."
                    )
                    .replace("{west}", west)
                    .replace("{tile}", tile_name(t("7z"))),
                ),
            ),
        ),
        Act(
            _("Discard again: {tile} fits nothing.").format(tile=tile_name(t("1z"))),
            (A.DISCARDS[t("1z")],),
            _("Now watch {west}.").format(west=west),
            keep_templates(("234m", "78p", "55m")),
        ),
        Note(
            _(
                "{west} discarded {tile}. With your {a} and {b} it would make a chow, but only the player right "
                "after {west} may chow it: {north}, and {north} did. You sit before {west}, so you could have "
                "claimed it only for a pung or a win."
            ).format(
                west=west,
                north=north,
                tile=tile_name(t("1m")),
                a=tile_name(t("2m"), False),
                b=tile_name(t("3m"), False),
            ),
            after=Watch(N, "chow"),
        ),
        Note(
            _(
                "So: a pung from anyone, a chow only from the player before you, and after either you discard "
                "without drawing. Claimed sets stay face up, so the others can see what you collect."
            )
        ),
    ]
    return b.lesson("claims", _("Pung and chow"), _("Claiming a discard, and who may chow."), steps)


# -- 5 ------------------------------------------------------------------------------------------------------------
def lesson_kongs() -> Lesson:
    b = Book()
    hand = "5555p 222m 78s 3z 6z 9m 1p"
    scripts = {W: SeatScript(discards=(t("2m"),))}
    deal = make_deal(E, {E: hand, W: "2m"}, draws=". . . . . .", supplements="9s 4z", scripts=scripts, seed=5)
    west = deal.name(W)
    first = deal.wall[len(SEATS) * HAND_SIZE]  # East's fourteenth tile (docs/records.md)
    b.claim(SupplementClaim(E, t("9s")))
    b.claim(SupplementClaim(E, t("4z")))
    b.claim(OptionClaim(E, W, t("2m"), "kong", True))
    lone = tuple(dict.fromkeys((t("3z"), t("6z"), t("9m"), t("1p"), first)))
    kongs, score = shape_claim("(5555p) [2222m] 789s 33z 66z +6z", E)
    b.claim(kongs)
    assert score.arrangement is not None
    sets = b.n(sum(1 for u in score.arrangement.units if u.kind != "pair"))
    steps: list[Step] = [
        NewDeal(deal),
        Note(
            _(
                "Four alike make a kong. It counts as one set, and because it takes a fourth tile you draw an extra "
                "one, a supplement tile, from the far end of the wall. You are East and hold all four of {tile}."
            ).format(tile=tile_name(t("5p")))
        ),
        Act(
            _("Press Kong to declare the kong of {tile}.").format(tile=tile_name(t("5p"))),
            (A.DeclareKong(t("5p")),),
            _("A concealed kong: you made it from your own tiles, so two of them lie face down."),
            (
                (
                    "discard",
                    _("Declare the kong first: with all four of {tile} in your hand, press Kong.").replace(
                        "{tile}", tile_name(t("5p"))
                    ),
                ),
            ),
        ),
        Act(
            _(
                "You drew the supplement, {tile}, from the far end of the wall (the last {dead} tiles there are "
                "never played). It completes your {run}. Your turn goes on: discard a tile that fits nothing."
            ).format(
                tile=tile_name(t("9s")),
                dead=b.n(RULESET.dead_wall),
                run=run_name([t("7s"), t("8s")], False),
            ),
            tuple(A.DISCARDS[x] for x in lone),
            _("Good. Now watch {west}.").format(west=west),
            keep_templates(("222m", "789s")),
        ),
        Act(
            _(
                "{west} discarded {tile}, and you hold three. A pung would leave the third alone: claim a kong "
                "with all of them. Press Kong."
            ).format(west=west, tile=tile_name(t("2m"))),
            (A.CLAIM_KONG,),
            _("An exposed kong: four alike, one of them claimed, all face up."),
            (
                (
                    "pung",
                    _(
                        "A pung would take two of your three {tile} and leave the third alone. Press Kong instead."
                    ).replace("{tile}", tile_name(t("2m"), False)),
                ),
                (
                    "pass",
                    _("You hold three of {tile}: claim the fourth for a kong.").replace("{tile}", tile_name(t("2m"))),
                ),
            ),
        ),
        Act(
            _("Another kong, another supplement: {tile}. Discard a tile.").format(tile=tile_name(t("4z"))),
            tuple(A.DISCARDS[x] for x in (*lone, t("4z"))),
            _("That is all there is to kongs."),
            keep_templates(("789s",)),
        ),
        Note(
            _(
                "Kongs: declare one on your turn with four in your hand; claim a discard with three in your hand; "
                "or add the fourth tile to a pung you claimed before. After every kong you draw a supplement. A kong "
                "counts as one set, so your hand still needs {sets} sets and a pair."
            ).format(sets=sets)
        ),
    ]
    return b.lesson("kongs", _("Kongs and the supplement tile"), _("Four alike, and the extra tile."), steps)


__all__ = ["lesson_claims", "lesson_kongs", "lesson_sets", "lesson_tiles", "lesson_turns"]
