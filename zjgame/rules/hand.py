"""A written hand and its notation (docs/notation.md): concealed tiles, ``[...]`` exposed melds, ``(...)``
concealed kongs, ``+X`` the winning tile, bonus tiles last.

``parse_hand`` rejects malformed input with a ``NotationError`` naming the problem and its position;
``format_hand`` writes the canonical form, and ``parse_hand(format_hand(h)) == h``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from zjgame.rules.errors import NotationError
from zjgame.rules.melds import Meld, MeldKind, format_tiles
from zjgame.rules.tiles import Tile

_SUIT_LETTERS = "mpszfg"
_SUIT_MAX = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 4, "g": 4}


@dataclass(frozen=True)
class Hand:
    """A hand as written: ``concealed`` holds the concealed tiles before the win (sorted)."""

    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...] = ()
    winning: Tile | None = None
    bonus: tuple[Tile, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "concealed", tuple(sorted(self.concealed, key=lambda t: t.index)))
        object.__setattr__(self, "bonus", tuple(sorted(self.bonus, key=lambda t: t.index)))

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """Every non-bonus tile: concealed, melded and the winning tile."""
        out = list(self.concealed)
        for meld in self.melds:
            out.extend(meld.tiles)
        if self.winning is not None:
            out.append(self.winning)
        return tuple(out)

    @property
    def concealed_with_winning(self) -> tuple[Tile, ...]:
        if self.winning is None:
            return self.concealed
        return tuple(sorted((*self.concealed, self.winning), key=lambda t: t.index))

    @property
    def is_closed(self) -> bool:
        """Nothing claimed: no melds other than concealed kongs (ZJ 1.2)."""
        return all(m.kind is MeldKind.CONCEALED_KONG for m in self.melds)

    def notation(self) -> str:
        return format_hand(self)

    def __str__(self) -> str:
        return format_hand(self)


def format_hand(hand: Hand) -> str:
    parts = []
    if hand.concealed:
        parts.append(format_tiles(hand.concealed))
    parts.extend(m.notation() for m in hand.melds)
    if hand.winning is not None:
        parts.append(f"+{hand.winning.value}")
    if hand.bonus:
        parts.append(format_tiles(hand.bonus))
    return " ".join(parts)


def _tokens(text: str) -> list[tuple[str, int]]:
    """Split into tiles (as notation, with the position of their digit) and the marks ``[ ] ( ) +``."""
    out: list[tuple[str, int]] = []
    digits: list[int] = []
    for pos, ch in enumerate(text):
        if ch.isspace():  # docs/notation.md#written-hands: whitespace is ignored, even between digits and their suit
            continue
        if ch in "0123456789":
            digits.append(pos)
            continue
        if ch in _SUIT_LETTERS:
            if not digits:
                raise NotationError(f"suit letter {ch!r} without a number before it", text, pos)
            for dpos in digits:
                number = int(text[dpos])
                if not 1 <= number <= _SUIT_MAX[ch]:
                    raise NotationError(f"there is no tile {number}{ch}", text, dpos)
                out.append((f"{number}{ch}", dpos))
            digits = []
            continue
        if ch.lower() in _SUIT_LETTERS and ch not in _SUIT_LETTERS:
            raise NotationError(f"upper case {ch!r}: tiles are written in lower case", text, pos)
        if ch not in "[]()+":
            raise NotationError(f"unknown character {ch!r}", text, pos)
        if digits:
            raise NotationError(f"digit {text[digits[0]]!r} has no suit letter", text, digits[0])
        out.append((ch, pos))
    if digits:
        raise NotationError(f"digit {text[digits[0]]!r} has no suit letter", text, digits[0])
    return out


def _make_meld(opener: str, tiles: list[tuple[str, int]], text: str, pos: int) -> Meld:
    kinds = [Tile(t) for t, _ in tiles]
    if any(t.is_bonus for t in kinds):
        raise NotationError("a bonus tile cannot be part of a meld", text, pos)
    if opener == "(":
        if len(kinds) != 4 or len(set(kinds)) != 1:
            raise NotationError("a concealed kong (...) is four identical tiles", text, pos)
        return Meld(MeldKind.CONCEALED_KONG, tuple(kinds))
    if len(kinds) == 4:
        if len(set(kinds)) != 1:
            raise NotationError("a four-tile meld [...] must be a kong of four identical tiles", text, pos)
        return Meld(MeldKind.EXPOSED_KONG, tuple(kinds))
    if len(kinds) == 3:
        if len(set(kinds)) == 1:
            return Meld(MeldKind.PUNG, tuple(kinds))
        try:
            return Meld(MeldKind.CHOW, tuple(sorted(kinds, key=lambda t: t.index)))
        except NotationError:
            raise NotationError(
                f"[{format_tiles(kinds)}] is no meld: a meld is a chow, a pung or a kong", text, pos
            ) from None
    raise NotationError(f"a meld has 3 or 4 tiles, this one has {len(kinds)}", text, pos)


def parse_hand(text: str, *, require_winning: bool = True, allow_bonus: bool = True) -> Hand:
    """Parse the hand notation of docs/notation.md.

    With ``require_winning`` the hand must have exactly 14 tiles (a kong counting as 3) including
    ``+X``; without it, 3n+1 or 3n+2 tiles (kongs counting 3), 3n+2 when ``+X`` is written.
    """
    if not text.strip():
        raise NotationError("empty hand")
    concealed: list[Tile] = []
    melds: list[Meld] = []
    winning: Tile | None = None
    bonus: list[Tile] = []
    group: list[tuple[str, int]] | None = None
    opener, opener_pos = "", 0
    plus_pos: int | None = None
    units: list[tuple[int, int]] = []  # (tiles counted, position) in text order; a kong counts 3
    placed: list[tuple[Tile, int]] = []  # every non-bonus tile with its position
    for tok, pos in _tokens(text):
        if tok in "[(":
            if group is not None:
                raise NotationError(f"{tok!r} inside another meld", text, pos)
            if plus_pos is not None:
                raise NotationError("melds must stand before the winning tile", text, pos)
            group, opener, opener_pos = [], tok, pos
        elif tok in "])":
            if group is None:
                raise NotationError(f"{tok!r} without an opening bracket", text, pos)
            if (opener, tok) not in (("[", "]"), ("(", ")")):
                raise NotationError(f"{opener!r} closed by {tok!r}", text, pos)
            if not group:
                raise NotationError("an empty meld", text, opener_pos)
            melds.append(_make_meld(opener, group, text, opener_pos))
            units.append((3, opener_pos))
            placed.extend((Tile(t), p) for t, p in group)
            group = None
        elif tok == "+":
            if group is not None:
                raise NotationError("'+' inside a meld", text, pos)
            if plus_pos is not None:
                raise NotationError("a second winning tile: write only one +X", text, pos)
            plus_pos = pos
        else:
            tile = Tile(tok)
            if group is not None:
                group.append((tok, pos))
            elif tile.is_bonus:
                if not allow_bonus:
                    raise NotationError(f"bonus tile {tok} under a ruleset that has none", text, pos)
                if plus_pos is None and require_winning:
                    raise NotationError(f"bonus tile {tok} before the winning tile: bonus tiles come last", text, pos)
                if tile in bonus:
                    raise NotationError(f"bonus tile {tok} appears twice", text, pos)
                if plus_pos is not None and winning is None:
                    raise NotationError("the winning tile cannot be a bonus tile", text, pos)
                bonus.append(tile)
            elif plus_pos is not None:
                if winning is not None:
                    raise NotationError(f"{tok} after the winning tile: only bonus tiles may follow +X", text, pos)
                winning = tile
                units.append((1, pos))
                placed.append((tile, pos))
            else:
                if bonus:
                    raise NotationError(f"{tok} after a bonus tile: bonus tiles come last", text, pos)
                concealed.append(tile)
                units.append((1, pos))
                placed.append((tile, pos))
    if group is not None:
        raise NotationError(f"{opener!r} is never closed", text, opener_pos)
    if plus_pos is not None and winning is None:
        raise NotationError("'+' with no tile after it", text, plus_pos)
    hand = Hand(tuple(concealed), tuple(melds), winning, tuple(bonus))
    _check_counts(hand, text, require_winning, units, placed)
    return hand


def _check_counts(
    hand: Hand, text: str, require_winning: bool, units: list[tuple[int, int]], placed: list[tuple[Tile, int]]
) -> None:
    seen: Counter[Tile] = Counter()
    for tile, pos in placed:
        seen[tile] += 1
        if seen[tile] > 4:
            raise NotationError(f"a fifth copy of {tile.value}: there are only four of each tile", text, pos)
    size = sum(n for n, _ in units)
    end = len(text.rstrip()) - 1
    if require_winning:
        if hand.winning is None:
            raise NotationError("no winning tile: write it last as +X", text, end)
        if size != 14:
            raise NotationError(
                f"a winning hand has 14 tiles (a kong counting as 3); this one has {size}",
                text,
                _overflow_position(units, 14, end),
            )
    else:
        allowed = (2,) if hand.winning is not None else (1, 2)
        if size % 3 not in allowed or size > 14:
            raise NotationError(
                f"a hand has 13 tiles, 14 with the winning tile (a kong counting as 3); this one has {size}",
                text,
                _overflow_position(units, 14, end),
            )


def _overflow_position(units: list[tuple[int, int]], limit: int, end: int) -> int:
    """Where a hand goes wrong in size: the first tile past ``limit``, or the end of a hand that is short."""
    total = 0
    for n, pos in units:
        total += n
        if total > limit:
            return pos
    return end
