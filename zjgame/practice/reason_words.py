"""The computer players' reasons, the advisor's plans and the danger model's signs in the language in use
(issue 16). The pure ``ai`` package writes them in English (records, ``simulate`` and the command line read
them, and ``ai`` does not import ``zjgame.i18n``: docs/architecture.md); the practice panels show them through
this module, which reads each sentence back by the template ``ai`` writes it with (``ai/ev/reasons.py``,
``ai/ev/player.py``, ``ai/ev/outlook.py``, ``ai/advisor.py``, ``ai/hand_value.py``, ``ai/danger.py``,
``ai/opponents/model.py``) and says it again through the catalogs: a message with named placeholders, the
numbers as written, the tiles marked for ``zjgame.ui.richtext``.

In English the text is returned as it is. A sentence that no template matches is returned as it is too (English
in a Chinese panel): tests/i18n/test_reason_words.py asks the advisor about many decisions of played hands under
every ruleset and fails on any such sentence, so that a new wording in ``ai`` is caught there.

Owns ``reason_words``, ``plan_words``, ``needs_words`` and ``signs_words``. Pure: the standard library and our
packages.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from zjgame.engine import actions as A
from zjgame.engine.words import action_words, mark
from zjgame.i18n import _, language, ngettext, pgettext
from zjgame.names import pattern_name, tile_name, wind_name
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile

TILE = r"(?:[1-9][mpsfg]|[1-7]z)"
NUMBER = r"-?\d+(?:\.\d+)?"
_SEATS = {"East": Seat.E, "South": Seat.S, "West": Seat.W, "North": Seat.N}


def _english() -> bool:
    return language() == "en"


# -- pieces ---------------------------------------------------------------------------------------------------------
def action_text(text: str) -> str | None:
    """An action's English description (``Action.describe()``, any capital) in the language in use, or None."""
    low = text[:1].lower() + text[1:]
    # (``str.capitalize`` lowers the rest: "Discard 5p and declare a standing hand")
    m = re.fullmatch(rf"discard ({TILE})( and declare a Standing Hand)?", low, re.IGNORECASE)
    if m:
        return action_words(A.Discard(Tile(m[1]), standing=bool(m[2])))
    m = re.fullmatch(rf"(declare a kong of|set aside the bonus tile) ({TILE})", low)
    if m:
        tile = Tile(m[2])
        return action_words(A.DeclareKong(tile) if m[1].startswith("declare") else A.SetAsideBonus(tile))
    m = re.fullmatch(rf"claim a chow ({TILE})({TILE})({TILE})", low)
    if m:
        return action_words(A.ClaimChow((Tile(m[1]), Tile(m[2]), Tile(m[3]))))
    simple: dict[str, A.Action] = {
        "declare a self-drawn win": A.DeclareSelfDrawnWin(),
        "claim the win": A.ClaimWin(),
        "claim a pung": A.ClaimPung(),
        "claim an exposed kong": A.ClaimKong(),
        "pass": A.Pass(),
    }
    return action_words(simple[low]) if low in simple else None


def _claim_text(what: str) -> str | None:
    """The claim passed over (``Pass on the pung``): the claim without its verb."""
    if what == "pung":
        return pgettext("claim", "pung")
    if what == "exposed kong":
        return pgettext("claim", "exposed kong")
    m = re.fullmatch(rf"chow ({TILE})({TILE})({TILE})", what)
    if m:
        return _("chow {tiles}").format(tiles="".join(mark(Tile(t)) for t in m.groups()))
    return None


def shape_text(text: str) -> str | None:
    """``complete``, ``ready``, ``2-shanten`` (``ai.ev.reasons.shape_words``, ``ai.shanten_words``)."""
    if text == "complete":
        return pgettext("hand state", "complete")
    if text == "ready":
        return pgettext("hand state", "ready")
    m = re.fullmatch(r"(-?\d+)-shanten", text)
    if m:
        n = int(m[1])
        return ngettext("{n}-shanten", "{n}-shanten", n).format(n=n)
    return None


def _target_text(target: str) -> str | None:
    """The expected-points player's target (``ai.ev.outlook``): ``suit``, ``sets open`` ..."""
    kind, _sep, how = target.partition(" ")
    names = {
        "fast": pgettext("target", "the fastest hand"),
        "suit": pgettext("target", "one suit with honours"),
        "pure": pgettext("target", "one pure suit"),
        "sets": pgettext("target", "all triplets"),
        "pairs": pgettext("target", "seven pairs"),
    }
    if kind not in names or how not in ("", "open"):
        return None
    return _("{target}, claiming on the way").format(target=names[kind]) if how else names[kind]


def _outlook(text: str) -> str | None:
    """``1-shanten as suit, 31% to win in the 10 draws left, about 14 points when it does``."""
    m = re.fullmatch(r"(.+?), no win in sight in the (\d+) draws left", text)
    if m and (shape := shape_text(m[1])) is not None:
        n = int(m[2])
        return ngettext(
            "{shape}, no win in sight in the {n} draw left", "{shape}, no win in sight in the {n} draws left", n
        ).format(shape=shape, n=n)
    m = re.fullmatch(
        rf"(.+?)(?: as (.+?))?, (\d+%) to win in the (\d+) draws left, about ({NUMBER}) points when it does", text
    )
    if m is None or (shape := shape_text(m[1])) is None:
        return None
    if m[2] is not None:
        target = _target_text(m[2])
        if target is None:
            return None
        shape = _("{shape}, aiming at {target}").format(shape=shape, target=target)
    n = int(m[4])
    return ngettext(
        "{shape}: {pct} to win in the {n} draw left, about {points} points when it does",
        "{shape}: {pct} to win in the {n} draws left, about {points} points when it does",
        n,
    ).format(shape=shape, pct=m[3], n=n, points=m[5])


def _seat(text: str) -> str | None:
    seat = _SEATS.get(text)
    return wind_name(seat) if seat is not None else None


def _then(note: str) -> str | None:
    m = re.fullmatch(rf"then discard ({TILE})", note)
    return _("then discard {tile}").format(tile=mark(Tile(m[1]))) if m else None


# -- whole reasons --------------------------------------------------------------------------------------------------
def _discard_reason(head: str, rest: str) -> str | None:
    """``Discard 9p[ and declare a Standing Hand]: ...`` (``ai.ev.reasons.reason`` for a discard)."""
    m = re.fullmatch(
        rf"plays safe \((\d+%) to deal in\), folding is worth ({NUMBER}) points against (\S+) for pushing"
        rf"(?:; ({TILE}|\?) would be (\d+%) likely to deal into (\w+))?",
        rest,
    )
    if m:
        text = _(
            "{action}: plays safe ({pct} to deal in); folding is worth {fold} points against {push} for pushing"
        ).format(action=head, pct=m[1], fold=m[2], push=m[3])
        if m[4] is not None:
            seat = _seat(m[6])
            if seat is None:
                return None
            tile = mark(Tile(m[4])) if m[4] != "?" else "?"
            text += _("; {tile} would be {pct} likely to deal into {seat}").format(tile=tile, pct=m[5], seat=seat)
        return text
    hasty = rest.endswith(" (a hasty choice)")
    if hasty:
        rest = rest.removesuffix(" (a hasty choice)")
    risk = re.fullmatch(
        rf"(.+); ({TILE}) would be (\d+%) likely to pay (\w+) \(about ({NUMBER}) points at risk\)", rest
    )
    if risk:
        rest = risk[1]
    speed = re.fullmatch(
        rf"(.+); keeps (\d+) tiles that take it closer where ({TILE}) keeps (\d+) "
        rf"\(the wider hand, worth ({NUMBER}) more for speed\)",
        rest,
    )
    if speed:
        rest = speed[1]
    outlook = _outlook(rest)
    if outlook is None:
        return None
    text = _("{action}: {outlook}").format(action=head, outlook=outlook)
    if hasty:
        text = _("{reason} (a hasty choice)").format(reason=text)
    if risk:
        seat = _seat(risk[4])
        if seat is None:
            return None
        text += _("; {tile} would be {pct} likely to pay {seat} (about {points} points at risk)").format(
            tile=mark(Tile(risk[2])), pct=risk[3], seat=seat, points=risk[5]
        )
    if speed:
        kept = int(speed[2])
        text += ngettext("; keeps {n} tile that takes it closer", "; keeps {n} tiles that take it closer", kept).format(
            n=kept
        )
        text += _(" where {tile} keeps {other} (the wider hand, worth {points} more for speed)").format(
            tile=mark(Tile(speed[3])), other=speed[4], points=speed[5]
        )
    return text


def _pass_reason(rest: str) -> str | None:
    """``Pass on the pung: the hand as it is has 12% to win for about 20 points (2.4 expected), against ...``."""
    m = re.fullmatch(
        rf"Pass on the (.+?): the hand as it is has (\d+%) to win for about ({NUMBER}) points \(({NUMBER}) expected\), "
        rf"against (?:(\d+%) and about ({NUMBER}) points with it|less) \(({NUMBER})\)",
        rest,
    )
    if m is None or (claim := _claim_text(m[1])) is None:
        return None
    if m[5] is not None:
        alt = _("{pct} and about {points} points with it").format(pct=m[5], points=m[6])
    else:
        alt = _("less")
    return _(
        "Pass on the {claim}: the hand as it is has {pct} to win for about {points} points ({expected} expected), "
        "against {alternative} ({alt_expected})"
    ).format(claim=claim, pct=m[2], points=m[3], expected=m[4], alternative=alt, alt_expected=m[7])


def _claim_reason(head: str, rest: str) -> str | None:
    """``Claim a pung, then discard 4m: <outlook> (3.1 expected against 2.0 by passing)`` (a claim)."""
    m = re.fullmatch(rf"(.*) \(({NUMBER}) expected(?: against ({NUMBER}) by passing)?\)", rest)
    if m is None:
        return None
    outlook = _outlook(m[1]) if m[1] else ""
    if outlook is None:
        return None
    if m[3] is not None:
        value = _("{expected} expected, against {passing} by passing").format(expected=m[2], passing=m[3])
    else:
        value = _("{expected} expected").format(expected=m[2])
    return _("{action}: {outlook} ({value})").format(action=head, outlook=outlook, value=value)


_FIXED: dict[str, Callable[[], str]] = {
    "Pass": lambda: action_words(A.Pass()),
    "Claim the win": lambda: _("Claim the win"),
    "Take the win: a legal win is always taken": lambda: _("Take the win: a legal win is always taken"),
}


def reason_words(text: str) -> str:
    """A reason of the computer players or the advisor (English, tiles in notation) in the language in use,
    tiles marked; the text as it is when no template matches (and in English)."""
    if _english():
        return text
    got = _reason(text)
    return got if got is not None else text


def _reason(text: str) -> str | None:
    if text in _FIXED:
        return _FIXED[text]()
    m = re.fullmatch(rf"Declare the self-drawn win on ({TILE}): (\d+) points", text)
    if m:
        n = int(m[2])
        return ngettext(
            "Declare the self-drawn win on {tile}: {n} point", "Declare the self-drawn win on {tile}: {n} points", n
        ).format(tile=mark(Tile(m[1])), n=n)
    m = re.fullmatch(rf"Claim the win on ({TILE}): (\d+) points", text)
    if m:
        n = int(m[2])
        return ngettext("Claim the win on {tile}: {n} point", "Claim the win on {tile}: {n} points", n).format(
            tile=mark(Tile(m[1])), n=n
        )
    m = re.fullmatch(rf"Set aside ({TILE}): a bonus tile scores and brings a replacement", text)
    if m:
        return _("Set aside {tile}: a bonus tile scores and brings a replacement").format(tile=mark(Tile(m[1])))
    m = re.fullmatch(rf"Discard ({TILE}): a kept bonus tile can never be part of a win", text)
    if m:
        return _("Discard {tile}: a kept bonus tile can never be part of a win").format(tile=mark(Tile(m[1])))
    if text.startswith("Pass on the "):
        return _pass_reason(text)
    head, sep, rest = text.partition(": ")
    claim, comma, then = head.partition(", ")
    if comma and claim.startswith("Claim "):  # a pung or chow with the discard after it
        action, then_text = action_text(claim), _then(then)
        if action is None or then_text is None:
            return None
        return _claim_reason(_("{action}, {then}").format(action=action, then=then_text), rest)
    action = action_text(head)
    if action is None:
        return None
    if not sep:
        return action  # an action with nothing to add
    if rest == "the only legal action":
        return _("{action}: the only legal action").format(action=action)
    if rest == "a kept bonus tile must go first":
        return _("{action}: a kept bonus tile must go first").format(action=action)
    low = head[:1].lower() + head[1:]
    if low.startswith("discard "):
        return _discard_reason(action, rest)
    if low.startswith("declare a kong of "):
        m = re.fullmatch(r"(.+), and a loose tile at once", rest)
        outlook = _outlook(m[1]) if m else None
        if outlook is None:
            return None
        return _("{action}: {outlook}, and a supplement tile at once").format(action=action, outlook=outlook)
    if low.startswith("claim "):  # a kong (nothing to discard after it), or a claim with no discard noted
        return _claim_reason(action, rest)
    return None


# -- the advisor's plans -------------------------------------------------------------------------------------------
_SUITS = {"Characters": "m", "Dots": "p", "Bamboo": "s"}


def _suit(name: str) -> str | None:
    suit = _SUITS.get(name)
    if suit is None:
        return None
    return {"m": pgettext("suit", "Characters"), "p": pgettext("suit", "Dots"), "s": pgettext("suit", "Bamboo")}[suit]


_TILE_NAMES = {
    "East": "1z",
    "South": "2z",
    "West": "3z",
    "North": "4z",
    "White Dragon": "5z",
    "Green Dragon": "6z",
    "Red Dragon": "7z",
}


def plan_words(pattern_id: str, name: str) -> str:
    """A plan's name (``ai.hand_value.Plan``): the pattern's name in the language in use, with what it is of
    (``Mixed One-Suit (Dots)``, ``Value Honor (Red Dragon)``, ``Three Similar Sequences (123)``); the British
    rulesets' targets (no pattern id) by their own words."""
    if _english():
        return name
    british = {
        "Fastest hand": pgettext("target", "the fastest hand"),
        "One suit with honours": pgettext("target", "one suit with honours"),
        "One suit": pgettext("target", "one pure suit"),
        "All pungs": pgettext("target", "all triplets"),
    }
    if not pattern_id:
        return british.get(name, name)
    base = pattern_name(pattern_id, name)
    m = re.fullmatch(r".+ \((.+)\)", name)
    if m is None:
        return base
    what = m[1]
    shown = _suit(what)
    if shown is None and what in _TILE_NAMES:
        shown = tile_name(Tile(_TILE_NAMES[what]))
    if shown is None and re.fullmatch(r"\d{3}", what):
        shown = what
    if shown is None:
        return name
    return _("{pattern} ({of})").format(pattern=base, of=shown)


def needs_words(text: str) -> str:
    """What a plan still needs (``ai.hand_value``: ``1 more 6z``, ``replace 2 tiles outside Dots`` ...) in the
    language in use, tiles marked; as it is when no template matches (and in English)."""
    if _english():
        return text
    got = _needs(text)
    return got if got is not None else text


def _needs(text: str) -> str | None:
    fixed = {
        "keep it concealed: win without claiming": lambda: _("keep it concealed: win without claiming"),
        "only 2-8 tiles": lambda: _("only 2-8 tiles"),
        "four sequences and a non-value pair": lambda: _("four sequences and a non-value pair"),
        "set shown": lambda: _("set shown"),
        "one of each terminal and honour, one paired": lambda: _("one of each terminal and honour, one paired"),
        "the same sequence twice": lambda: _("the same sequence twice"),
        "two pairs of identical sequences": lambda: _("two pairs of identical sequences"),
        "the same sequence three times": lambda: _("the same sequence three times"),
    }
    if text in fixed:
        return fixed[text]()
    m = re.fullmatch(r"needs ((?:[1-9][mps]|[1-7]z)(?: (?:[1-9][mps]|[1-7]z))*)", text)
    if m:
        return _("needs {tiles}").format(tiles=" ".join(mark(Tile(t)) for t in m[1].split()))
    m = re.fullmatch(r"discard (\d+) terminal/honour tiles?", text)
    if m:
        n = int(m[1])
        return ngettext("discard {n} terminal or honour tile", "discard {n} terminal or honour tiles", n).format(n=n)
    m = re.fullmatch(r"replace (\d+) tiles? outside (\w+)", text)
    if m and (suit := _suit(m[2])) is not None:
        n = int(m[1])
        return ngettext("replace {n} tile outside {suit}", "replace {n} tiles outside {suit}", n).format(n=n, suit=suit)
    m = re.fullmatch(r"only (\w+)( and honours)?", text)
    if m and (suit := _suit(m[1])) is not None:
        if m[2]:
            return _("only {suit} and honours").format(suit=suit)
        return _("only {suit}").format(suit=suit)
    m = re.fullmatch(rf"(\d+) more ({TILE})", text)
    if m:
        return _("{n} more {tile}").format(n=int(m[1]), tile=mark(Tile(m[2])))
    m = re.fullmatch(r"(\d+) more (dragon|wind) tiles?", text)
    if m:
        n = int(m[1])
        if m[2] == "dragon":
            return ngettext("{n} more dragon tile", "{n} more dragon tiles", n).format(n=n)
        return ngettext("{n} more wind tile", "{n} more wind tiles", n).format(n=n)
    m = re.fullmatch(r"replace (\d+) number tiles?", text)
    if m:
        n = int(m[1])
        return ngettext("replace {n} number tile", "replace {n} number tiles", n).format(n=n)
    m = re.fullmatch(r"(\d+) more triplets? and a pair", text)
    if m:
        n = int(m[1])
        return ngettext("{n} more triplet and a pair", "{n} more triplets and a pair", n).format(n=n)
    m = re.fullmatch(r"triplets of terminals and honours only \((\d+) other tiles\)", text)
    if m:
        n = int(m[1])
        return ngettext(
            "triplets of terminals and honours only ({n} other tile)",
            "triplets of terminals and honours only ({n} other tiles)",
            n,
        ).format(n=n)
    m = re.fullmatch(r"(\d+) more pairs?", text)
    if m:
        n = int(m[1])
        return ngettext("{n} more pair", "{n} more pairs", n).format(n=n)
    m = re.fullmatch(r"(\d{3}) in all three suits", text)
    if m:
        return _("{run} in all three suits").format(run=m[1])
    m = re.fullmatch(r"123, 456 and 789 of (\w+)", text)
    if m and (suit := _suit(m[1])) is not None:
        return _("123, 456 and 789 of {suit}").format(suit=suit)
    m = re.fullmatch(r"(\d)s triplets in all three suits", text)
    if m:
        return _("triplets of {n} in all three suits").format(n=m[1])
    m = re.fullmatch(r"(\d)s: two triplets and a pair across the suits", text)
    if m:
        return _("{n}: two triplets and a pair across the suits").format(n=m[1])
    m = re.fullmatch(r"(\d{3}) triplets of (\w+)", text)
    if m and (suit := _suit(m[2])) is not None:
        return _("{run} triplets of {suit}").format(run=m[1], suit=suit)
    m = re.fullmatch(r"no 4-6 tiles \((\d+) to replace\)", text)
    if m:
        return _("no 4-6 tiles ({n} to replace)").format(n=int(m[1]))
    m = re.fullmatch(r"no honours or 4-6 tiles \((\d+) to replace\)", text)
    if m:
        return _("no honours or 4-6 tiles ({n} to replace)").format(n=int(m[1]))
    return None


# -- the danger model's signs ------------------------------------------------------------------------------------
def signs_words(text: str) -> str:
    """The danger model's signs of a ready opponent (``"; "``-joined, ``ai.danger``/``ai.opponents.model``) or
    its note on a tile, in the language in use; each sign as it is when no template matches (and in English)."""
    if _english():
        return text
    parts = [_sign(part) for part in text.split("; ")]
    return pgettext("clause separator", "; ").join(p if p is not None else o for p, o in zip(parts, text.split("; ")))


def _sign(text: str) -> str | None:
    fixed = {
        "four melds: a single-tile wait": lambda: _("four melds: a single-tile wait"),
        "two dragon sets: three dragons possible": lambda: _("two dragon sets: three dragons possible"),
        "declared a Standing Hand": lambda: _("declared a Standing Hand"),
        "no copy left for anyone to wait with": lambda: _("no copy left for anyone to wait with"),
    }
    if text in fixed:
        return fixed[text]()
    m = re.fullmatch(r"(\d+) value honour sets? shown", text)
    if m:
        n = int(m[1])
        return ngettext("{n} value honour set shown", "{n} value honour sets shown", n).format(n=n)
    m = re.fullmatch(r"melds all in ([mps]): one-suit hand likely", text)
    if m:
        return _("melds all in {suit}: a one-suit hand is likely").format(suit=_suit_letter(m[1]))
    m = re.fullmatch(r"discards no ([mps]): may be collecting it", text)
    if m:
        return _("discards no {suit}: may be collecting it").format(suit=_suit_letter(m[1]))
    m = re.fullmatch(r"(\d+) melds? shown", text)  # danger_check's own words when the model has no sign
    if m:
        return text
    return None


def _suit_letter(letter: str) -> str:
    return {"m": pgettext("suit", "Characters"), "p": pgettext("suit", "Dots"), "s": pgettext("suit", "Bamboo")}[letter]
