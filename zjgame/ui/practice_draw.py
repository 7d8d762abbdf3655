"""Drawing helpers shared by the practice screens (rules, calculator, practice panels, replay viewer): a
written hand drawn with real tiles, wrapped text blocks and titled panels.

Owns nothing but pixels; what to show comes from ``zjgame.practice``.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from zjgame.rules.hand import Hand
from zjgame.rules.melds import MeldKind
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile
from zjgame.ui import theme
from zjgame.ui.layout import TableLayout
from zjgame.ui.tileart import TileArt


def draw_hand(
    surface: pygame.Surface, art: TileArt, hand: Hand, x: int, y: int, tw: int, th: int, winning_raise: bool = True
) -> int:
    """Draw ``hand`` at (x, y): concealed tiles, then each meld (a concealed kong with its outer tiles face
    down), then the winning tile set apart and raised. Returns the x after the last tile."""
    gap = max(3, tw // 4)
    groups: list[tuple[list[str], str]] = []
    if hand.concealed:
        groups.append(([t.value for t in hand.concealed], "concealed"))
    for meld in hand.melds:
        groups.append(([t.value for t in meld.tiles], meld.kind.value))
    for codes, kind in groups:
        for i, code in enumerate(codes):
            if kind == MeldKind.CONCEALED_KONG.value and i in (0, 3):
                surface.blit(art.back(tw, th), (x, y))
            else:
                surface.blit(art.face(code, tw, th), (x, y))
            x += tw
        if kind != "concealed":
            pygame.draw.line(surface, theme.GOLD_DARK, (x - len(codes) * tw, y + th + 2), (x - 1, y + th + 2), 2)
        x += gap
    if hand.winning is not None:
        lift = max(2, th // 8) if winning_raise else 0
        face = art.face(hand.winning.value, tw, th)
        surface.blit(face, (x, y - lift))
        pygame.draw.rect(surface, theme.HIGHLIGHT, pygame.Rect(x - 1, y - lift - 1, tw + 2, th + 2), 2, border_radius=3)
        x += tw
    return x


def draw_lines(
    surface: pygame.Surface,
    text: theme.TextCache,
    lines: list[str] | tuple[str, ...],
    x: int,
    y: int,
    width: int,
    size: int,
    color: theme.Color = theme.TEXT,
    bold_first: bool = False,
    max_y: int | None = None,
) -> int:
    """Wrapped lines from (x, y); returns the y below the last line (stops at ``max_y``)."""
    lh = int(text.px(size) * 1.35)  # the UI text size setting applied (TextCache.px)
    for i, line in enumerate(lines):
        for part in text.wrap(line, size, width, bold_first and i == 0):
            if max_y is not None and y + lh > max_y:
                return y
            text.blit(surface, part, size, (x, y), color, bold_first and i == 0)
            y += lh
    return y


def titled_panel(
    surface: pygame.Surface,
    text: theme.TextCache,
    rect: pygame.Rect,
    title: str,
    s: float,
    alpha: int = 236,
    accent: theme.Color = theme.GOLD,
) -> int:
    """A panel with a title; returns the y where the body starts."""
    theme.draw_panel(surface, rect, int(10 * s), alpha)
    size = max(12, int(18 * s))
    text.blit(surface, title, size, (rect.left + int(14 * s), rect.top + int(10 * s)), accent, True)
    return rect.top + int(10 * s) + int(size * 1.5)


def draw_open_hands(
    surface: pygame.Surface, lay: TableLayout, art: TileArt, hands: Sequence[Sequence[Tile]], you: Seat
) -> None:
    """The other seats' concealed tiles in small strips under their name plates (open hands)."""
    s = lay.s
    th = int(30 * s)
    tw = int(th * 0.74)
    for seat in SEATS:
        if seat is you:
            continue
        rel = (seat.index - you.index) % 4
        plate = lay.plates[rel]
        tiles = hands[seat.index]
        width = len(tiles) * tw
        x = min(max(int(8 * s), plate.centerx - width // 2), lay.size[0] - width - int(8 * s))
        y = plate.bottom + int(6 * s)
        for i, tile in enumerate(tiles):
            surface.blit(art.face(tile.value, tw, th), (x + i * tw, y))
