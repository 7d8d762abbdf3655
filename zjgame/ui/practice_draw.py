"""Drawing helpers shared by the practice screens (rules, calculator, practice panels, replay viewer): a
written hand drawn with real tiles, wrapped text blocks and titled panels; and the practice layer's panels
on the table (hints and the rulings log sized to their words, the "why your claim lost" panel, the danger
warning, the notice, the open hands, the toolbar's "on" mark), their sentences drawn with
``zjgame.ui.richtext`` (names, tiles as pictures).

Owns nothing but pixels; what to show comes from ``zjgame.practice``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

import pygame

from zjgame.engine.words import Voice, claim_noun, mark, sentence
from zjgame.i18n import _
from zjgame.rules.hand import Hand
from zjgame.rules.melds import MeldKind
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile
from zjgame.ui import theme
from zjgame.ui.layout import TableLayout
from zjgame.ui.richtext import RichText
from zjgame.ui.tileart import TileArt

if TYPE_CHECKING:
    from zjgame.practice.claims import ClaimPanel
    from zjgame.practice.danger_check import DangerWarning

OPEN_ROW = 7  # open-hand tiles per row


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


def labelled(art: TileArt, labels: bool) -> TileArt:
    """``art`` whose faces carry the tile-labels setting (for drawings that do not take it: buttons' tiles)."""
    return cast(TileArt, LabelledArt(art, labels)) if labels else art


class LabelledArt:
    """Tile art whose faces carry the tile-labels setting (for drawings that do not take it: buttons' tiles)."""

    def __init__(self, art: TileArt, labels: bool) -> None:
        self.art = art
        self.labels = labels

    def face(self, code: object, width: int, height: int, labels: bool = False, turns: int = 0) -> pygame.Surface:
        return self.art.face(code, width, height, labels or self.labels, turns)

    def __getattr__(self, name: str) -> object:
        return getattr(self.art, name)


def open_tile_size(lay: TableLayout) -> tuple[int, int]:
    """Open-hand tiles: at least 22 pixels wide at every window size (issue 15.8)."""
    tw = max(22, int(24 * lay.s))
    return tw, int(tw * 1.36)


def open_hand_rect(lay: TableLayout, rel: int, count: int) -> pygame.Rect:
    """Where the open hand of the seat at ``rel`` (1 right, 2 top, 3 left) goes: rows of seven under its name
    plate, inside its side of the table (the left and right columns beside the centre square; the top
    opponent's to the right of the square)."""
    s = lay.s
    tw, th = open_tile_size(lay)
    rows = max(1, (count + OPEN_ROW - 1) // OPEN_ROW)
    cols = min(max(1, count), OPEN_ROW)
    rect = pygame.Rect(0, 0, cols * tw, rows * th + (rows - 1) * int(3 * s))
    plate = lay.plates[rel]
    rect.top = plate.bottom + int(6 * s)
    edge = lay.margin + lay.opp_tile[1] + int(4 * s)
    if rel == 3:
        lo, hi = edge, lay.square.left - int(4 * s)
    elif rel == 1:
        lo, hi = lay.square.right + int(4 * s), lay.size[0] - edge
    else:
        lo, hi = lay.square.right + int(6 * s), lay.size[0] - lay.margin
    rect.centerx = plate.centerx if rel != 2 else max(lo + rect.w // 2, plate.left + rect.w // 2)
    rect.left = max(lo, min(rect.left, hi - rect.w))
    return rect


def draw_open_hands(
    surface: pygame.Surface,
    lay: TableLayout,
    art: TileArt,
    hands: Sequence[Sequence[Tile]],
    you: Seat,
    labels: bool = False,
) -> None:
    """The other seats' concealed tiles (open hands) under their name plates, in rows of seven tiles at least
    22 pixels wide."""
    tw, th = open_tile_size(lay)
    gap = int(3 * lay.s)
    for seat in SEATS:
        if seat is you:
            continue
        rel = (seat.index - you.index) % 4
        tiles = hands[seat.index]
        rect = open_hand_rect(lay, rel, len(tiles))
        for i, tile in enumerate(tiles):
            row, col = divmod(i, OPEN_ROW)
            surface.blit(art.face(tile.value, tw, th, labels), (rect.left + col * tw, rect.top + row * (th + gap)))


def fit_lines(
    rich: RichText, lines: Sequence[str], width: int, height: int, largest: int, smallest: int, newest: bool = False
) -> tuple[int, list[str]]:
    """The font size and the sentences that fit ``width`` x ``height`` whole: the size shrinks from ``largest``
    to ``smallest``; if they still do not fit, whole sentences are left out (the last ones, or with
    ``newest`` the first ones): a sentence is never cut (issue 15.7)."""
    size = largest
    while True:
        gap = max(2, size // 4)
        total = sum(rich.height(line, size, width) + gap for line in lines)
        if total <= height or size <= smallest:
            break
        size -= 1
    kept = list(lines)
    gap = max(2, size // 4)
    while kept and sum(rich.height(line, size, width) + gap for line in kept) > height:
        kept.pop(0 if newest else -1)
    return size, kept


def draw_side_panel(
    surface: pygame.Surface,
    lay: TableLayout,
    rich: RichText,
    rect: pygame.Rect,
    title: str,
    lines: Sequence[str],
    newest: bool = False,
) -> pygame.Rect:
    """A titled panel in ``rect`` (its height shrinks to the words) with whole sentences that fit; returns
    the panel drawn."""
    s = lay.s
    inner_w = rect.w - int(24 * s)
    title_size = max(12, int(18 * s))
    body_top = int(10 * s) + int(title_size * 1.5)
    room = rect.h - body_top - int(8 * s)
    size, kept = fit_lines(rich, lines, inner_w, room, max(11, int(14 * s)), max(10, int(12 * s)), newest)
    gap = max(2, size // 4)
    need = sum(rich.height(line, size, inner_w) + gap for line in kept)
    panel = pygame.Rect(rect.left, rect.top, rect.w, min(rect.h, body_top + need + int(8 * s)))
    y = titled_panel(surface, rich.text, panel, title, s)
    for line in kept:
        y = rich.draw(surface, line, size, (panel.left + int(12 * s), y), inner_w) + gap
    return panel


def notice_rect(lay: TableLayout, rich: RichText, message: str, top: int) -> pygame.Rect:
    """Where a notice goes: centred on the centre square from ``top``, as tall as its words."""
    s = lay.s
    size = max(12, int(16 * s))
    width = int(lay.square.w * 0.9)
    height = rich.height(message, size, width)
    box = pygame.Rect(0, 0, width + int(24 * s), height + int(16 * s))
    box.midtop = (lay.square.centerx, top)
    return box


def draw_notice(surface: pygame.Surface, lay: TableLayout, rich: RichText, message: str, top: int) -> pygame.Rect:
    """A short notice centred at the top of the centre square (``top``)."""
    s = lay.s
    size = max(12, int(16 * s))
    width = int(lay.square.w * 0.9)
    box = notice_rect(lay, rich, message, top)
    theme.draw_panel(surface, box, int(10 * s), 244)
    rich.draw(surface, message, size, (box.centerx, box.top + int(8 * s)), width, theme.HIGHLIGHT, align="center")
    return box


def mark_on(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """A toggle that is on: a bright frame and a lit bar along its bottom edge (issue 15.19: the "on" fill
    alone was barely lighter than "off")."""
    radius = max(4, rect.h // 5)
    pygame.draw.rect(surface, theme.HIGHLIGHT, rect, max(2, int(2 * s)), border_radius=radius)
    bar = pygame.Rect(rect.left + radius, rect.bottom - max(3, int(4 * s)) - 2, rect.w - 2 * radius, max(3, int(4 * s)))
    pygame.draw.rect(surface, theme.HIGHLIGHT, bar, border_radius=2)


def draw_claim_panel(
    surface: pygame.Surface, lay: TableLayout, rich: RichText, box: pygame.Rect, panel: ClaimPanel, voice: Voice
) -> None:
    """Why your claim lost: the discard, the precedence order, every seat's claim and the sentence."""
    s = lay.s
    title = {
        "interception": _("Your win was intercepted"),
        "precedence": _("Your claim lost"),
        "robbing_kong": _("The kong was robbed"),
    }.get(panel.kind, _("Your claim lost"))
    y = titled_panel(surface, rich.text, box, title, s, 246, theme.HIGHLIGHT)
    x = box.left + int(16 * s)
    width = box.w - int(32 * s)
    size = max(12, int(15 * s))
    head = _("{who} discarded {tile}.").format(who=voice.name(panel.discarder), tile=mark(panel.tile))
    order = " → ".join(voice.name(st) for st in panel.order)
    y = rich.draw(surface, sentence(head), size, (x, y), width, theme.TEXT, True)
    y = rich.draw(
        surface, _("Precedence after the discarder: {order}").format(order=order), size, (x, y), width, theme.TEXT_DIM
    )
    claims = dict(panel.claims)
    col = width // 3
    for i, st in enumerate(panel.order):
        claim = claims.get(st)
        won = st in panel.awarded
        color = theme.HIGHLIGHT if won else (theme.TEXT if claim else theme.TEXT_DIM)
        what = claim_noun(claim) if claim else _("no claim")
        label = f"{i + 1}. {voice.name(st)}: {what}"
        if won:
            label = _("{claim}  (gets it)").format(claim=label)
        rich.text.blit(surface, label, size, (x + i * col, y + int(4 * s)), color, won)
    y += int(size * 1.9)
    rich.draw(surface, panel.sentence, max(12, int(16 * s)), (x, y), width, theme.TEXT, max_y=box.bottom - int(52 * s))


def draw_danger(
    surface: pygame.Surface,
    lay: TableLayout,
    rich: RichText,
    box: pygame.Rect,
    warning: DangerWarning,
    lines: Sequence[str],
) -> None:
    """The danger warning before a discard: the tile, why it is dangerous and what it would cost."""
    s = lay.s
    y = titled_panel(surface, rich.text, box, _("Danger: think before you discard"), s, 248, theme.RED)
    th = int(56 * s)
    tw = int(th * 0.74)
    assert rich.art is not None
    surface.blit(
        rich.art.face(warning.tile.value, tw, th, rich.labels), (box.right - tw - int(18 * s), box.top + int(12 * s))
    )
    width = box.w - tw - int(48 * s)
    size, kept = fit_lines(rich, lines, width, box.bottom - int(60 * s) - y, max(12, int(15 * s)), 10)
    for line in kept:
        y = rich.draw(surface, line, size, (box.left + int(16 * s), y), width) + max(2, size // 4)
