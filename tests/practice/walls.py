"""Scripted walls for the practice tests: chosen starting hands and draws, the rest in table order."""

from __future__ import annotations

from collections import Counter

from zjgame.rules.tiles import Tile, tile_set


def scripted_wall(hands: dict[str, str], draws: str = "") -> tuple[Tile, ...]:
    """``hands``: seat -> 13 tiles (mpsz); ``draws``: the first ordinary draws in order (East's first draw first).
    Every tile not named fills the remaining places in tile order."""
    chosen: dict[str, list[Tile]] = {}
    for seat in "ESWN":
        text = hands.get(seat, "")
        chosen[seat] = _plain(text)
    draw_tiles = _plain(draws)
    pool = Counter(tile_set(False))
    for group in [*chosen.values(), draw_tiles]:
        for t in group:
            pool[t] -= 1
            assert pool[t] >= 0, f"too many {t.value}"
    rest = sorted(pool.elements(), key=lambda t: t.index)
    wall: list[Tile] = []
    for seat in "ESWN":
        hand = chosen[seat]
        while len(hand) < 13:
            hand.append(rest.pop())
        assert len(hand) == 13, seat
        wall.extend(hand)
    wall.extend(draw_tiles)
    wall.extend(rest)
    assert len(wall) == 136
    return tuple(wall)


def _plain(text: str) -> list[Tile]:
    out: list[Tile] = []
    digits = ""
    for ch in text.replace(" ", ""):
        if ch.isdigit():
            digits += ch
        else:
            out.extend(Tile(f"{d}{ch}") for d in digits)
            digits = ""
    return out
