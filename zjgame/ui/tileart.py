"""Tile art drawn by our own vector code at any size: faces, backs, sideways tiles, shadows, the felt.

Owns: ``TileArt`` (the renderer with its bounded cache) and ``tile_label``. Not: layout or where tiles go.

Geometry of a tile surface of ``width x height`` (what ``face``/``back`` return, exactly that size):
the top ``height - thickness(height)`` pixels are the face (ivory, or the coloured back for ``back``);
the bottom strip is the tile's side seen slightly from above (ivory layer and coloured backing layer).
``sideways(code, w, h)`` (= ``face(code, w, h, turns=1)``) is the same tile lying turned a quarter (a claimed
tile in a meld): its surface is ``(h - thickness(h)) x (w + thickness(h))``, its face the upright face turned;
the side strip stays at the bottom, because the table is always seen from the south.
``shadow(w, h)`` returns ``(surface, (dx, dy))``: blit the surface at the tile's top-left plus (dx, dy).
All surfaces are per-pixel-alpha (``SRCALPHA``); the corners are transparent.
Drawing is supersampled (2-3x) and smooth-scaled down, so every edge is antialiased.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Collection, Hashable, Iterable
from dataclasses import dataclass

import pygame

from zjgame.ui.assets import font, tile_font
from zjgame.ui.surfcache import SurfaceCache

Color = tuple[int, int, int]

IVORY: Color = (250, 245, 230)
IVORY_SHADE: Color = (232, 222, 196)
IVORY_SIDE: Color = (214, 200, 166)
BACK: Color = (22, 120, 110)
BACK_DARK: Color = (12, 82, 76)
BLUE: Color = (26, 66, 150)
GREEN: Color = (20, 122, 70)
RED: Color = (200, 32, 40)
INK: Color = (28, 32, 44)
GOLD: Color = (214, 150, 30)
FELT: Color = (30, 96, 68)
LABEL_INK: Color = (96, 72, 48)

NUMERALS = "一二三四五六七八九"
HONOR_CHARS = "東南西北白發中"
SMALL_TILE = 44  # tiles narrower than this (pixels) are drawn without fine details (bonus tiles: a large numeral)
FLOWER_CHARS = "梅蘭菊竹"
SEASON_CHARS = "春夏秋冬"
_HONOR_LABELS = ("E", "S", "W", "N", "Wh", "Gr", "Rd")
_SEASON_LABELS = ("Sp", "Su", "Au", "Wi")
_FLOWER_COLORS = ((200, 40, 70), (120, 60, 160), (210, 120, 20), (20, 122, 70))
_SEASON_COLORS = ((20, 122, 70), (200, 32, 40), (170, 90, 20), (26, 66, 150))

SHADOW_OFFSET = (3, 4)  # at a 64 px tall tile; scaled with the height
CACHE_LIMIT = 6000  # tile pictures kept (every tile at every size and turn a layout uses is about 600)
CACHE_BYTES = 40 * 1024 * 1024  # ... and at most this many bytes of pixels (a few window sizes' worth)
TILE_CODES: tuple[str, ...] = tuple(
    f"{n}{suit}"
    for suit, top in (("m", 9), ("p", 9), ("s", 9), ("z", 7), ("f", 4), ("g", 4))
    for n in range(1, top + 1)
)


@dataclass(frozen=True)
class TileSet:
    """Every tile face at one size and turn (or the back and the shadow at that size): what a scene will draw,
    rendered ahead of time by ``TileArt.warm``."""

    width: int
    height: int
    turns: int = 0
    labels: bool = False
    faces: bool = True  # the faces of every tile (else only the back and the shadow)


class TileArtError(ValueError):
    """A tile code that is not in mpsz notation (``'1m'``..``'7z'``, ``'1f'``..``'4f'``, ``'1g'``..``'4g'``)."""


def _draw_face(art: TileArt, *, code: str, size: tuple[int, int], labels: bool, turns: int) -> object:
    """One prewarm job: a tile face (a module function, so its type is known where a lambda's is not)."""
    return art.face(code, size[0], size[1], labels, turns)


def _parse(code: object) -> tuple[int, str]:
    text = str(getattr(code, "value", code))
    limits = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 4, "g": 4}
    if len(text) != 2 or text[1] not in limits or not text[0].isdigit() or not 1 <= int(text[0]) <= limits[text[1]]:
        raise TileArtError(f"unknown tile code {text!r}")
    return int(text[0]), text[1]


def tile_label(code: object) -> str:
    """The short corner label of a tile: '5p', 'E', 'Wh', 'F1', 'Sp'."""
    number, suit = _parse(code)
    if suit == "z":
        return _HONOR_LABELS[number - 1]
    if suit == "f":
        return f"F{number}"
    if suit == "g":
        return _SEASON_LABELS[number - 1]
    return f"{number}{suit}"


def thickness(height: int) -> int:
    """Height in pixels of the side strip at the bottom of a tile ``height`` pixels tall."""
    return max(2, round(height * 0.1))


def _shade(color: Color, k: float) -> Color:
    r, g, b = (max(0, min(255, round(c * k))) for c in color)
    return (r, g, b)


def _rounded(surface: pygame.Surface, color: tuple[int, ...], rect: pygame.Rect, radius: int) -> None:
    pygame.draw.rect(surface, color, rect, border_radius=max(0, radius))


def _gradient_rounded(size: tuple[int, int], top: Color, bottom: Color, radius: int) -> pygame.Surface:
    """A rounded rectangle filled with a vertical gradient (transparent outside the corners)."""
    w, h = size
    grad = pygame.Surface((1, 2), pygame.SRCALPHA)
    grad.set_at((0, 0), (*top, 255))
    grad.set_at((0, 1), (*bottom, 255))
    surf = pygame.transform.smoothscale(grad, (w, h))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    _rounded(mask, (255, 255, 255), mask.get_rect(), radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


class _Pen:
    """Draws in the unit coordinates of a content box (u across, v down, lengths in box widths)."""

    def __init__(self, surface: pygame.Surface, box: pygame.Rect, bold: int = 0, small: bool = False) -> None:
        self.s, self.box = surface, box
        self.bold = bold  # extra stroke width in pixels for glyphs (thin serif strokes on small tiles)
        self.small = small  # the tile is shown under SMALL_TILE pixels wide: details that would blur are left out

    def p(self, u: float, v: float) -> tuple[float, float]:
        return self.box.x + u * self.box.w, self.box.y + v * self.box.h

    def len(self, k: float) -> float:
        return k * self.box.w

    def circle(self, u: float, v: float, r: float, color: Color) -> None:
        pygame.draw.circle(self.s, color, self.p(u, v), self.len(r))

    def poly(self, points: list[tuple[float, float]], color: Color) -> None:
        pygame.draw.polygon(self.s, color, [self.p(u, v) for u, v in points])

    def ellipse(self, u: float, v: float, rw: float, rh: float, color: Color) -> None:
        cx, cy = self.p(u, v)
        rect = pygame.Rect(0, 0, round(self.len(2 * rw)), round(self.len(2 * rh)))
        rect.center = (round(cx), round(cy))
        pygame.draw.ellipse(self.s, color, rect)

    def oval(self, u: float, v: float, rx: float, ry: float, angle: float, color: Color) -> None:
        """An ellipse with radii in box widths, turned ``angle`` degrees clockwise."""
        cx, cy = self.p(u, v)
        a = math.radians(angle)
        pts = []
        for i in range(28):
            t = i * 2 * math.pi / 28
            x, y = self.len(rx) * math.cos(t), self.len(ry) * math.sin(t)
            pts.append((cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)))
        pygame.draw.polygon(self.s, color, pts)

    def text(self, chars: str, u: float, v: float, hk: float, color: Color, serif: bool = True) -> None:
        """Glyphs centred at (u, v), scaled so the rendered line is ``hk`` box heights tall."""
        px = max(8, round(hk * self.box.h))
        fnt = tile_font(px) if serif else font(px, bold=True)
        img = fnt.render(chars, True, color)
        bounds = img.get_bounding_rect()
        img = img.subsurface(bounds) if bounds.w and bounds.h else img
        target = hk * self.box.h * 0.8
        scale = min(target / max(1, img.get_height()), 0.92 * self.box.w / max(1, img.get_width()))
        if scale < 1.0:
            img = pygame.transform.smoothscale(img, (round(img.get_width() * scale), round(img.get_height() * scale)))
        rect = img.get_rect(center=(round(self.p(u, v)[0]) - self.bold // 2, round(self.p(u, v)[1]) - self.bold // 2))
        for dx in range(self.bold + 1):
            for dy in range(self.bold + 1):
                self.s.blit(img, rect.move(dx, dy))


# --- dots ------------------------------------------------------------------------------------------------
_B, _G, _R = BLUE, GREEN, RED
_DOTS: dict[int, tuple[float, list[tuple[float, float, Color]]]] = {
    2: (0.25, [(0.5, 0.25, _G), (0.5, 0.75, _B)]),
    3: (0.19, [(0.21, 0.16, _B), (0.5, 0.5, _R), (0.79, 0.84, _G)]),
    4: (0.21, [(0.27, 0.25, _B), (0.73, 0.25, _G), (0.27, 0.75, _G), (0.73, 0.75, _B)]),
    5: (0.185, [(0.22, 0.17, _B), (0.78, 0.17, _G), (0.5, 0.5, _R), (0.22, 0.83, _G), (0.78, 0.83, _B)]),
    6: (0.17, [(0.27, 0.14, _G), (0.73, 0.14, _G)] + [(u, v, _R) for v in (0.56, 0.86) for u in (0.27, 0.73)]),
    7: (
        0.145,
        [(0.19, 0.1, _G), (0.5, 0.215, _G), (0.81, 0.33, _G)]
        + [(u, v, _R) for v in (0.62, 0.885) for u in (0.27, 0.73)],
    ),
    8: (0.15, [(u, v, _B) for v in (0.11, 0.37, 0.63, 0.89) for u in (0.28, 0.72)]),
    9: (0.148, [(u, v, c) for v, c in ((0.13, _B), (0.5, _R), (0.87, _G)) for u in (0.18, 0.5, 0.82)]),
}


def _ring(pen: _Pen, u: float, v: float, radius: float, beads: int, r: float, color: Color, phase: float = 0) -> None:
    """``beads`` small circles of radius ``r`` evenly spaced on a circle of ``radius`` around (u, v)."""
    cx, cy = pen.p(u, v)
    for i in range(beads):
        a = (i + phase) * 2 * math.pi / beads
        pygame.draw.circle(
            pen.s, color, (cx + math.cos(a) * pen.len(radius), cy + math.sin(a) * pen.len(radius)), pen.len(r)
        )


def _discs(pen: _Pen, u: float, v: float, r: float, rings: list[tuple[float, Color]]) -> None:
    for k, color in rings:
        pen.circle(u, v, r * k, color)


def _dot(pen: _Pen, u: float, v: float, r: float, color: Color) -> None:
    """One coin: coloured rim, ivory ring, coloured disc with a ring of ivory petals, ivory eye."""
    _discs(pen, u, v, r, [(1.0, _shade(color, 0.8)), (0.9, color), (0.72, IVORY), (0.6, color)])
    _ring(pen, u, v, r * 0.38, 8, r * 0.09, IVORY)
    _discs(pen, u, v, r, [(0.2, IVORY), (0.1, color)])


def _one_dot(pen: _Pen) -> None:
    """The ornate 1 dot: green rim with a ring of blue beads, blue band, red flower centre."""
    u, v, r = 0.5, 0.5, 0.49
    _discs(pen, u, v, r, [(1.0, _shade(GREEN, 0.8)), (0.95, GREEN), (0.86, IVORY)])
    _ring(pen, u, v, r * 0.75, 16, r * 0.08, BLUE)
    _discs(pen, u, v, r, [(0.62, BLUE), (0.55, IVORY), (0.48, RED)])
    _ring(pen, u, v, r * 0.3, 8, r * 0.1, IVORY, phase=0.5)
    _discs(pen, u, v, r, [(0.16, GREEN), (0.07, IVORY)])


def _draw_dots(pen: _Pen, n: int) -> None:
    if n == 1:
        _one_dot(pen)
        return
    r, spots = _DOTS[n]
    for u, v, c in spots:
        _dot(pen, u, v, r, c)


# --- bamboo ----------------------------------------------------------------------------------------------
def _stick(pen: _Pen, a: tuple[float, float], b: tuple[float, float], width: float, color: Color) -> None:
    """A jointed bamboo stick from a to b (unit coordinates): two waisted segments, three nodes, a highlight."""
    (x0, y0), (x1, y1) = pen.p(*a), pen.p(*b)
    length = math.hypot(x1 - x0, y1 - y0)
    dx, dy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -dy, dx
    w = pen.len(width) / 2

    def at(t: float, s: float) -> tuple[float, float]:
        return x0 + dx * length * t + nx * s, y0 + dy * length * t + ny * s

    def segment(t0: float, t1: float, half: float, col: Color, offset: float = 0.0) -> None:
        ts = [t0 + (t1 - t0) * i / 8 for i in range(9)]
        waist = [half * (0.8 + 0.2 * (2 * i / 8 - 1) ** 2) for i in range(9)]
        left = [at(t, offset - h) for t, h in zip(ts, waist)]
        right = [at(t, offset + h) for t, h in zip(ts, waist)]
        pygame.draw.polygon(pen.s, col, left + right[::-1])

    dark, light = _shade(color, 0.62), _shade(color, 1.5)
    for t0, t1 in ((0.0, 0.5), (0.5, 1.0)):
        segment(t0 + 0.01, t1 - 0.01, w, dark)
        segment(t0 + 0.03, t1 - 0.03, w * 0.78, color)
        segment(t0 + 0.1, t1 - 0.1, w * 0.16, light, offset=-w * 0.3)
    for t in (0.0, 0.5, 1.0):
        t0, t1 = max(0.0, t - 0.035), min(1.0, t + 0.035)
        pts = [at(t0, -w * 1.08), at(t1, -w * 1.08), at(t1, w * 1.08), at(t0, w * 1.08)]
        pygame.draw.polygon(pen.s, dark, pts)
        pygame.draw.line(pen.s, light, at(t, -w * 0.7), at(t, w * 0.7), max(1, round(w * 0.12)))


def _column(pen: _Pen, u: float, v: float, half: float, width: float, color: Color) -> None:
    _stick(pen, (u, v - half), (u, v + half), width, color)


_BAMBOO: dict[int, list[tuple[float, float, float, Color]]] = {  # (u, v, half length in box heights, colour)
    2: [(0.5, 0.26, 0.22, _B), (0.5, 0.74, 0.22, _G)],
    3: [(0.5, 0.26, 0.22, _G), (0.28, 0.74, 0.22, _B), (0.72, 0.74, 0.22, _B)],
    4: [(0.28, 0.26, 0.22, _G), (0.72, 0.26, 0.22, _B), (0.28, 0.74, 0.22, _B), (0.72, 0.74, 0.22, _G)],
    5: [
        (0.2, 0.26, 0.22, _G),
        (0.8, 0.26, 0.22, _B),
        (0.5, 0.5, 0.22, _R),
        (0.2, 0.74, 0.22, _B),
        (0.8, 0.74, 0.22, _G),
    ],
    6: [(u, v, 0.22, c) for v, c in ((0.26, _B), (0.74, _G)) for u in (0.2, 0.5, 0.8)],
    7: [(0.5, 0.16, 0.14, _R)] + [(u, v, 0.14, _G) for v in (0.5, 0.84) for u in (0.2, 0.5, 0.8)],
    9: [(u, v, 0.14, c) for v in (0.16, 0.5, 0.84) for u, c in ((0.2, _B), (0.5, _R), (0.8, _G))],
}


def _draw_bamboo(pen: _Pen, n: int) -> None:
    if n == 1:
        _bird(pen)
        return
    width = 0.2 if n < 5 else 0.16
    if n == 8:  # M over W: upright outer sticks, slanted inner sticks meeting at the middle line
        for top in (True, False):
            v0, v1 = (0.05, 0.45) if top else (0.55, 0.95)
            for u in (0.12, 0.88):
                _stick(pen, (u, v0), (u, v1), 0.15, GREEN)
            peak, foot = (v0, v1) if top else (v1, v0)
            _stick(pen, (0.29, foot), (0.43, peak), 0.14, BLUE)
            _stick(pen, (0.71, foot), (0.57, peak), 0.14, BLUE)
        return
    for u, v, half, c in _BAMBOO[n]:
        _column(pen, u, v, half, width, c)


def _bird(pen: _Pen) -> None:
    """The 1 bamboo: a peacock perched on a bamboo twig, facing left, its eyed tail fanned down to the right."""
    for i, ang in enumerate((8, 26, 44, 62, 80)):
        a = math.radians(ang)
        du, dv = math.cos(a), math.sin(a) * pen.box.w / pen.box.h
        tip = (0.5 + 0.4 * du, 0.46 + 0.4 * dv)
        pygame.draw.line(pen.s, _shade(GREEN, 0.7), pen.p(0.5, 0.46), pen.p(*tip), max(1, round(pen.len(0.02))))
        pen.oval(0.5 + 0.3 * du, 0.46 + 0.3 * dv, 0.16, 0.05, ang, GREEN if i % 2 else _shade(GREEN, 1.25))
        pen.oval(tip[0], tip[1], 0.085, 0.06, ang, GREEN)
        pen.oval(tip[0], tip[1], 0.06, 0.042, ang, GOLD)
        pen.oval(tip[0], tip[1], 0.035, 0.026, ang, BLUE)
    _stick(pen, (0.04, 0.83), (0.74, 0.78), 0.07, _shade(GREEN, 0.9))
    for u in (0.36, 0.46):
        pygame.draw.line(pen.s, RED, pen.p(u, 0.56), pen.p(u - 0.03, 0.8), max(1, round(pen.len(0.028))))
    pen.oval(0.43, 0.48, 0.2, 0.12, -25, _shade(GREEN, 0.8))
    pen.oval(0.42, 0.47, 0.18, 0.1, -25, GREEN)
    pen.oval(0.48, 0.46, 0.13, 0.06, -20, _shade(GREEN, 0.65))
    for k in range(3):
        pen.oval(0.44 + 0.06 * k, 0.455 - 0.02 * k, 0.035, 0.012, -20, RED)
    pen.poly([(0.25, 0.5), (0.21, 0.3), (0.31, 0.29), (0.36, 0.47)], BLUE)
    pen.circle(0.26, 0.25, 0.105, BLUE)
    pen.poly([(0.17, 0.23), (0.05, 0.28), (0.17, 0.285)], GOLD)
    pen.circle(0.235, 0.235, 0.035, IVORY)
    pen.circle(0.23, 0.235, 0.018, INK)
    for k, (du, dv) in enumerate(((-0.06, -0.11), (0.0, -0.125), (0.06, -0.1))):
        pygame.draw.line(pen.s, INK, pen.p(0.27, 0.19), pen.p(0.27 + du, 0.19 + dv), max(1, round(pen.len(0.015))))
        pen.circle(0.27 + du, 0.19 + dv, 0.028, GOLD if k == 1 else RED)


# --- characters, honours, bonus tiles ---------------------------------------------------------------------
def _draw_characters(pen: _Pen, n: int) -> None:
    pen.text(NUMERALS[n - 1], 0.5, 0.24, 0.46, BLUE if n % 2 else INK)
    pen.text("萬", 0.5, 0.7, 0.54, RED)


def _draw_honor(pen: _Pen, n: int) -> None:
    if n == 5:  # White Dragon: a blue double frame
        outer = pygame.Rect(0, 0, round(pen.box.w * 0.82), round(pen.box.h * 0.86))
        outer.center = pen.box.center
        pygame.draw.rect(pen.s, BLUE, outer, max(2, round(pen.len(0.07))), border_radius=round(pen.len(0.05)))
        inner = outer.inflate(-round(pen.len(0.2)), -round(pen.len(0.2)))
        pygame.draw.rect(pen.s, BLUE, inner, max(1, round(pen.len(0.025))), border_radius=round(pen.len(0.03)))
        return
    color = {6: GREEN, 7: RED}.get(n, INK)
    pen.text(HONOR_CHARS[n - 1], 0.5, 0.5, 0.82, color)


def _blossom(pen: _Pen, u: float, v: float, r: float, color: Color) -> None:
    for i in range(5):
        a = i * 2 * math.pi / 5 - math.pi / 2
        pen.circle(u + r * 0.6 * math.cos(a), v + r * 0.6 * math.sin(a) * pen.box.w / pen.box.h, r * 0.5, color)
    pen.circle(u, v, r * 0.35, GOLD)


def _draw_bonus(pen: _Pen, n: int, seasons: bool) -> None:
    color = (_SEASON_COLORS if seasons else _FLOWER_COLORS)[n - 1]
    if pen.small:  # issue 15 item 19: at 30 px the number in its little disc was a blur; a plain large numeral
        pen.text(str(n), 0.2, 0.18, 0.4, RED if not seasons else BLUE, serif=False)
        pen.text((SEASON_CHARS if seasons else FLOWER_CHARS)[n - 1], 0.55, 0.66, 0.64, color)
        return
    pen.text((SEASON_CHARS if seasons else FLOWER_CHARS)[n - 1], 0.5, 0.64, 0.6, color)
    pen.circle(0.18, 0.12, 0.15, RED if not seasons else BLUE)
    pen.text(str(n), 0.18, 0.123, 0.16, IVORY, serif=False)
    if seasons:
        for i in range(3):
            pen.ellipse(0.62 + i * 0.1, 0.16 - (i % 2) * 0.05, 0.07, 0.04, _shade(GREEN, 1.0 + 0.15 * i))
    else:
        _blossom(pen, 0.72, 0.15, 0.13, color)


def _draw_content(pen: _Pen, number: int, suit: str) -> None:
    if suit == "p":
        _draw_dots(pen, number)
    elif suit == "s":
        _draw_bamboo(pen, number)
    elif suit == "m":
        _draw_characters(pen, number)
    elif suit == "z":
        _draw_honor(pen, number)
    else:
        _draw_bonus(pen, number, seasons=suit == "g")


class TileArt:
    """Renders and caches tile images. One instance per app; surfaces returned are shared, do not draw on them.

    The cache is bounded (``cache_limit`` pictures, ``cache_bytes`` of pixels, least recently used out first);
    ``retain_sizes`` drops the pictures of sizes a new window no longer uses, and ``warm`` renders whole tile
    sets ahead of time (before the first frame, in idle frames) so no frame has to render a set cold."""

    def __init__(self, cache_limit: int = CACHE_LIMIT, cache_bytes: int = CACHE_BYTES) -> None:
        self.cache = SurfaceCache(cache_limit, cache_bytes)  # keys: (kind, width, height, ...)
        self._felt: tuple[tuple[int, int, Color], pygame.Surface] | None = None  # only the latest one
        self.felt_color: Color = FELT  # the table colour setting (``theme.TABLE_COLOURS``)

    def _cached(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        return self.cache.get(key, make)

    def face(self, code: object, width: int, height: int, labels: bool = False, turns: int = 0) -> pygame.Surface:
        """A tile lying face up, ``width x height`` with its side strip, the face turned ``turns`` quarter
        turns anticlockwise (0: upright; 2: upside down, facing the player opposite). With an odd ``turns``
        the surface is ``(height - thickness(height)) x (width + thickness(height))`` (see ``sideways``)."""
        number, suit = _parse(code)
        turns %= 4
        return self._cached(
            ("face", width, height, number, suit, bool(labels), turns),
            lambda: self._tile(number, suit, width, height, labels, turns),
        )

    def sideways(self, code: object, width: int, height: int, labels: bool = False) -> pygame.Surface:
        """The upright ``width x height`` tile turned a quarter anticlockwise (a claimed tile in a meld):
        the surface is ``(height - thickness(height)) x (width + thickness(height))``."""
        return self.face(code, width, height, labels, turns=1)

    def back(self, width: int, height: int) -> pygame.Surface:
        """A tile lying face down (the wall, a concealed kong's outer tiles, hidden hands)."""
        return self._cached(("back", width, height), lambda: self._back(width, height))

    def shadow(self, width: int, height: int) -> tuple[pygame.Surface, tuple[int, int]]:
        """A soft shadow for a ``width x height`` tile and the offset to add to the tile's top-left."""
        blur = max(2, round(height * 0.06))
        dx, dy = (max(1, round(o * height / 64)) for o in SHADOW_OFFSET)
        surf = self._cached(("shadow", width, height), lambda: self._shadow(width, height, blur))
        return surf, (dx - blur, dy - blur)

    def felt(self, width: int, height: int) -> pygame.Surface:
        """The table cloth: felt of ``felt_color`` with a soft vignette and a fine seeded grain (the last size
        and colour are kept)."""
        key = (width, height, self.felt_color)
        if self._felt is None or self._felt[0] != key:
            self._felt = None  # the old size's cloth goes before the new one is made
            self._felt = (key, _felt(width, height, self.felt_color))
        return self._felt[1]

    # -- ahead of time, and what a resize makes stale ---------------------------------------------------------
    @staticmethod
    def _jobs(tile_set: TileSet) -> list[tuple[Hashable, Callable[[TileArt], object]]]:
        w, h, turns, labels = tile_set.width, tile_set.height, tile_set.turns % 4, tile_set.labels
        jobs: list[tuple[Hashable, Callable[[TileArt], object]]] = [
            (("back", w, h), lambda art: art.back(w, h)),
            (("shadow", w, h), lambda art: art.shadow(w, h)),
        ]
        if tile_set.faces:
            for code in TILE_CODES:
                number, suit = _parse(code)
                key = ("face", w, h, number, suit, labels, turns)
                jobs.append((key, functools.partial(_draw_face, code=code, size=(w, h), labels=labels, turns=turns)))
        return jobs

    def missing(self, sets: Iterable[TileSet]) -> int:
        """How many pictures of ``sets`` are not in the cache."""
        return sum(1 for s in sets for key, _job in self._jobs(s) if key not in self.cache)

    def warm(
        self, sets: Iterable[TileSet], budget: float | None = None, clock: Callable[[], float] | None = None
    ) -> bool:
        """Render the pictures of ``sets`` that are not cached yet, in order, until ``budget`` seconds of
        ``clock`` (default: this thread's CPU time) have gone; True when every one is cached."""
        import time

        now = clock or time.thread_time
        stop = None if budget is None else now() + budget
        for tile_set in sets:
            for key, job in self._jobs(tile_set):
                if key in self.cache:
                    continue
                if stop is not None and now() >= stop:
                    return False
                job(self)
        return True

    def retain_sizes(self, sizes: Collection[tuple[int, int]]) -> int:
        """Forget every picture whose ``(width, height)`` is not in ``sizes`` (the window was resized: the old
        layout's sizes are stale); how many went."""
        keep = set(sizes)
        return self.cache.drop(lambda key: isinstance(key, tuple) and tuple(key[1:3]) not in keep)

    # -- drawing --------------------------------------------------------------------------------------------
    @staticmethod
    def _scale(width: int, height: int) -> int:
        return 3 if max(width, height) <= 160 else 2

    def _body(self, width: int, height: int, t: int, face_up: bool, k: int) -> pygame.Surface:
        """The tile body at k times the size: face (ivory or the coloured back) over a two-layer side strip."""
        W, H, t = width * k, height * k, t * k
        r = round(min(W, H) * 0.13)
        surf = pygame.Surface((W, H), pygame.SRCALPHA)
        lower, upper = (BACK_DARK, IVORY_SIDE) if face_up else (IVORY_SIDE, BACK_DARK)
        _rounded(surf, _shade(lower, 0.85), surf.get_rect(), r)
        _rounded(surf, lower, pygame.Rect(k, 0, W - 2 * k, H - k), r)
        _rounded(surf, upper, pygame.Rect(0, 0, W, H - t // 2), r)
        top, bottom = (IVORY, IVORY_SHADE) if face_up else (_shade(BACK, 1.12), BACK)
        _rounded(surf, _shade(bottom, 0.9), pygame.Rect(0, 0, W, H - t), r)
        inset = max(k, round(W * 0.035))
        surf.blit(_gradient_rounded((W - 2 * inset, H - t - 2 * inset), top, bottom, r - inset), (inset, inset))
        if not face_up:
            frame = pygame.Rect(0, 0, W, H - t).inflate(-round(W * 0.22), -round(W * 0.22))
            pygame.draw.rect(surf, _shade(BACK, 1.3), frame, max(1, k), border_radius=max(1, r // 2))
            cx, cy, petal = frame.centerx, frame.centery, frame.w * 0.12
            for i in range(4):  # a faint four-petal emblem in the middle of the back
                a = i * math.pi / 2 + math.pi / 4
                pygame.draw.circle(
                    surf, _shade(BACK, 1.18), (cx + math.cos(a) * petal, cy + math.sin(a) * petal), petal
                )
            pygame.draw.circle(surf, _shade(BACK, 1.35), (cx, cy), petal * 0.55)
        return surf

    @staticmethod
    def _finish(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        """Scale the supersampled tile down; smoothscale leaves the interior alpha at 253, so make it opaque
        again inside a rounded rectangle one pixel in from the edge (the antialiased rim stays soft)."""
        surf = pygame.transform.smoothscale(big, size)
        mask = pygame.Surface(size, pygame.SRCALPHA)
        _rounded(mask, (0, 0, 0, 255), mask.get_rect().inflate(-2, -2), round(min(size) * 0.13) - 1)
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
        return surf

    def _back(self, width: int, height: int) -> pygame.Surface:
        k = self._scale(width, height)
        return self._finish(self._body(width, height, thickness(height), False, k), (width, height))

    def _tile(self, number: int, suit: str, width: int, height: int, labels: bool, turns: int) -> pygame.Surface:
        t = thickness(height)
        fw, fh = width, height - t
        out = (fh, fw + t) if turns % 2 else (width, height)
        k = self._scale(*out)
        body = self._body(out[0], out[1], t, True, k)
        content = pygame.Surface((fw * k, fh * k), pygame.SRCALPHA)
        cw, ch = content.get_size()
        box = pygame.Rect(0, 0, round(cw * 0.78), round(ch * 0.82))
        if labels:
            box.size = (round(box.w * 0.8), round(box.h * 0.78))
            box.midbottom = (cw // 2, round(ch * 0.95))
        else:
            box.center = (cw // 2, ch // 2)
        bold = round(k * min(1.0, max(0.0, (110 - fw) / 60)))
        _draw_content(_Pen(content, box, bold, small=fw < SMALL_TILE), number, suit)
        if labels:
            img = font(max(9 * k, round(ch * 0.2)), bold=True).render(tile_label(f"{number}{suit}"), True, LABEL_INK)
            bounds = img.get_bounding_rect()
            content.blit(img.subsurface(bounds), (round(cw * 0.1), round(ch * 0.05)))
        if turns:
            content = pygame.transform.rotate(content, 90 * turns)
        body.blit(content, (0, 0))
        return self._finish(body, out)

    @staticmethod
    def _shadow(width: int, height: int, blur: int) -> pygame.Surface:
        small = pygame.Surface(((width + 2 * blur) // 4 + 1, (height + 2 * blur) // 4 + 1), pygame.SRCALPHA)
        rect = pygame.Rect(blur // 4, blur // 4, width // 4, height // 4)
        _rounded(small, (0, 0, 0, 110), rect.inflate(-1, -1), max(1, width // 40))
        return pygame.transform.smoothscale(small, (width + 2 * blur, height + 2 * blur))


def _felt(width: int, height: int, color: Color = FELT) -> pygame.Surface:
    """Felt of ``color``: a radial vignette (computed small, smooth-scaled) and a seeded grain tile."""
    small = pygame.Surface((40, 30))
    for y in range(30):
        for x in range(40):
            d = ((x - 19.5) / 20) ** 2 + ((y - 14.5) / 15) ** 2
            small.set_at((x, y), _shade(color, 1.12 - 0.45 * min(1.0, d)))
    surf = pygame.transform.smoothscale(small, (width, height))
    rng = random.Random(20070101)
    grain = pygame.Surface((96, 96), pygame.SRCALPHA)
    for y in range(96):
        for x in range(96):
            v = rng.random()
            grain.set_at((x, y), (255, 255, 255, 9) if v < 0.3 else (0, 0, 0, 12) if v > 0.7 else (0, 0, 0, 0))
    for y in range(0, height, 96):
        for x in range(0, width, 96):
            surf.blit(grain, (x, y))
    return surf
