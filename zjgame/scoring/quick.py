"""A fast reader of the hand notation (docs/notation.md) for the batch scorer: straight to the integer form
``score_counts`` takes. It accepts only well-formed hands and returns None for anything else, so the caller
falls back to ``zjgame.rules.hand.parse_hand``, which owns the notation and its error messages; a property
test checks that both agree on every hand this reader accepts.
"""

from __future__ import annotations

import re

from zjgame.scoring.counts import CHOW, CONCEALED_KONG, EXPOSED_KONG, PUNG, with_melds

QuickHand = tuple[list[int], int, list[tuple[int, int]], tuple[str, ...]]
_BASE = {"m": 0, "p": 9, "s": 18, "z": 27}
_MAX = {"m": 9, "p": 9, "s": 9, "z": 7}


def _meld(opener: str, tiles: list[int]) -> tuple[int, int] | None:
    first = min(tiles) if tiles else 0
    if len(tiles) == 4 and tiles.count(first) == 4:
        return (CONCEALED_KONG if opener == "(" else EXPOSED_KONG, first)
    if opener != "[" or len(tiles) != 3:
        return None
    if tiles.count(first) == 3:
        return (PUNG, first)
    if first < 27 and first % 9 <= 6 and sorted(tiles) == [first, first + 1, first + 2]:
        return (CHOW, first)
    return None


# The commonest form: concealed tiles only, then the winning tile ("123m456p789s1122z +3z").
_GROUP = re.compile(r"([1-9]+)([mpsz])")
_WIN = re.compile(r"\s*([1-9])([mpsz])\s*")
# Offset of each suit letter plus digit: "5p" -> 13. Honours stop at 7.
_OFFSET = {s: {str(n): _BASE[s] + n - 1 for n in range(1, _MAX[s] + 1)} for s in _BASE}


def _plain(text: str) -> QuickHand | None:
    body, plus, win_text = text.partition("+")
    m = _WIN.fullmatch(win_text)
    if m is None or not plus:
        return None
    concealed = [0] * 34
    length = 0
    for digits, suit in _GROUP.findall(body):
        offset = _OFFSET[suit]
        try:
            for d in digits:
                concealed[offset[d]] += 1
        except KeyError:  # 8z, 9z
            return None
        length += len(digits) + 1
    # every character of the body is a tile group or a space (other white space: the general reader)
    if length + body.count(" ") != len(body):
        return None
    win = _OFFSET[m.group(2)].get(m.group(1))
    if win is None or sum(concealed) != 13 or max(concealed) > 4 or concealed[win] > 3:
        return None
    return concealed, win, [], ()


def quick_parse(text: str, allow_bonus: bool) -> QuickHand | None:
    """(concealed counts before the win, winning index, melds, bonus tiles) or None."""
    if "[" not in text and "(" not in text and "f" not in text and "g" not in text:
        return _plain(text)
    concealed = [0] * 34
    melds: list[tuple[int, int]] = []
    bonus: list[str] = []
    win = -1
    digits = ""
    opener = ""
    group: list[int] = []
    plus = False
    for ch in text:
        if "1" <= ch <= "9":
            digits += ch
        elif ch in _BASE:
            if not digits:
                return None
            base, top = _BASE[ch], _MAX[ch]
            for d in digits:
                n = ord(d) - 48
                if n > top:
                    return None
                if opener:
                    group.append(base + n - 1)
                elif plus:
                    if win >= 0:
                        return None
                    win = base + n - 1
                elif bonus:
                    return None
                else:
                    concealed[base + n - 1] += 1
            digits = ""
        elif ch == "f" or ch == "g":
            if not digits or opener or win < 0 or not allow_bonus:
                return None
            for d in digits:
                tok = d + ch
                if d > "4" or tok in bonus:
                    return None
                bonus.append(tok)
            digits = ""
        elif ch.isspace():
            if digits:
                return None
        elif ch == "[" or ch == "(":
            if digits or opener or plus:
                return None
            opener, group = ch, []
        elif ch == "]" or ch == ")":
            if digits or (opener, ch) not in (("[", "]"), ("(", ")")):
                return None
            meld = _meld(opener, group)
            if meld is None:
                return None
            melds.append(meld)
            opener = ""
        elif ch == "+":
            if digits or opener or plus:
                return None
            plus = True
        else:
            return None
    if digits or opener or win < 0:
        return None
    full = with_melds(concealed, melds)
    full[win] += 1
    if max(full) > 4 or sum(concealed) + 3 * len(melds) != 13:
        return None
    return concealed, win, melds, tuple(sorted(bonus, key=lambda b: (b[1], b[0])))


# --- packed keys (issue 14): the commonest form straight to the four packed suit keys of zjgame.rules.suit_table --

QuickKeys = tuple[list[int], int, list[tuple[int, int]], tuple[str, ...]]
_SUIT_INDEX = {"m": 0, "p": 1, "s": 2, "z": 3}
_DIGIT_KEYS: dict[str, int] = {}  # a group's digits -> packed counts (each digit adds one to its number's nibble)
_HONOUR_89 = 0xFF << 28  # nibbles of the numbers 8 and 9, which no honour has
_THREES = 0x333333333
_EIGHTS = 0x888888888


_DIGIT_VALUE = {str(n): 1 << (4 * (n - 1)) for n in range(1, 10)}


def _digit_key(digits: str) -> int:
    key = _DIGIT_KEYS.get(digits)
    if key is None:
        key = sum(map(_DIGIT_VALUE.__getitem__, digits))
        if len(_DIGIT_KEYS) < 100_000:
            _DIGIT_KEYS[digits] = key
    return key


# The canonical form of a closed hand (docs/notation.md): suits in the order m, p, s, z, one space, +X.
_CANONICAL = re.compile(r"(?:([1-9]+)m)?(?:([1-9]+)p)?(?:([1-9]+)s)?(?:([1-9]+)z)? ?\+([1-9])([mpsz])")


def quick_keys(text: str) -> QuickKeys | None:
    """``_quick_keys`` of a hand, with the canonical form read by one regular expression."""
    m = _CANONICAL.fullmatch(text)
    if m is None:
        return _quick_keys(text)
    return canonical_keys(*m.groups())


# The same inside the commonest batch line, as json.dumps writes it (the command reads the line and the hand at once).
CANONICAL_LINE = re.compile(
    r'[ \t\n\r]*\{"hand": "(?:([1-9]+)m)?(?:([1-9]+)p)?(?:([1-9]+)s)?(?:([1-9]+)z)? ?\+([1-9])([mpsz])"'
    r'(?:, "win": "(self|discard)")?\}[ \t\n\r]*'
)


def canonical_keys(
    dm: str | None, dp: str | None, ds: str | None, dz: str | None, wd: str, wsuit: str
) -> QuickKeys | None:
    """``quick_keys`` from the groups of ``_CANONICAL`` (or ``CANONICAL_LINE``): the digits of each suit, the
    winning tile's digit and suit."""
    keys = [0, 0, 0, 0]
    tiles = 0
    if dm:
        keys[0] = _DIGIT_KEYS.get(dm) or _digit_key(dm)
        tiles = len(dm)
    if dp:
        keys[1] = _DIGIT_KEYS.get(dp) or _digit_key(dp)
        tiles += len(dp)
    if ds:
        keys[2] = _DIGIT_KEYS.get(ds) or _digit_key(ds)
        tiles += len(ds)
    if dz:
        keys[3] = _DIGIT_KEYS.get(dz) or _digit_key(dz)
        tiles += len(dz)
    s = _SUIT_INDEX[wsuit]
    n = ord(wd) - 49
    if tiles != 13 or keys[3] & _HONOUR_89 or (s == 3 and n > 6):
        return None
    keys[s] += 1 << (4 * n)
    k0, k1, k2, k3 = keys
    if (k0 | k1 | k2 | k3 | (k0 + _THREES) | (k1 + _THREES) | (k2 + _THREES) | (k3 + _THREES)) & _EIGHTS:
        return None  # a count over four (see _quick_keys)
    keys[s] -= 1 << (4 * n)
    return keys, 9 * s + n, [], ()


def _quick_keys(text: str) -> QuickKeys | None:
    """The commonest form (concealed tiles only, then the winning tile, no bonus tile) as (the four packed keys of
    the concealed tiles before the win, the winning index, no melds, no bonus tiles); None for anything else,
    which ``quick_parse`` or ``parse_hand`` then reads. Agrees with ``quick_parse`` on every hand it accepts
    (a property test checks it)."""
    body, plus, win_text = text.partition("+")
    m = _WIN.fullmatch(win_text)
    if m is None or not plus:
        return None
    keys = [0, 0, 0, 0]
    length = tiles = 0
    for digits, suit in _GROUP.findall(body):
        keys[_SUIT_INDEX[suit]] += _digit_key(digits)
        length += len(digits) + 1
        tiles += len(digits)
    if tiles != 13 or length + body.count(" ") != len(body) or keys[3] & _HONOUR_89:
        return None  # a wrong size, a character the general reader must judge, or an 8z / 9z
    s = _SUIT_INDEX[m.group(2)]
    n = ord(m.group(1)) - 49
    if s == 3 and n > 6:
        return None
    keys[s] += 1 << (4 * n)
    for k in keys:
        # a count over four: 8 or more sets the nibble's top bit, 5 to 7 do once 3 is added (13 tiles: no carry)
        if k & _EIGHTS or (k + _THREES) & _EIGHTS:
            return None
    keys[s] -= 1 << (4 * n)
    return keys, 9 * s + n, [], ()
