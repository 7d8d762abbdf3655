"""The look: colours, sizes, and cached text rendering (text is never re-rendered every frame).

Owns: ``Theme`` colours, ``TextCache`` (rendered strings keyed by text, size, colour, weight) and the small
drawing helpers every scene shares (panels, shadows). Fonts and tile art come from ``assets``/``tileart``.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from zjgame.ui import assets

Color = tuple[int, int, int]

BG_DARK: Color = (16, 38, 30)
FELT: Color = (30, 96, 68)
INK: Color = (28, 32, 44)
TEXT: Color = (240, 236, 222)
TEXT_DIM: Color = (176, 196, 184)
GOLD: Color = (236, 190, 80)
GOLD_DARK: Color = (160, 118, 30)
RED: Color = (214, 64, 60)
PANEL: Color = (18, 30, 26)
PANEL_EDGE: Color = (120, 150, 120)
BUTTON: Color = (44, 72, 60)
BUTTON_HOVER: Color = (66, 104, 86)
BUTTON_PRIMARY: Color = (184, 132, 40)
BUTTON_PRIMARY_HOVER: Color = (214, 160, 60)
BUTTON_DISABLED: Color = (50, 58, 54)
HIGHLIGHT: Color = (255, 214, 90)
SEAT_COLORS: dict[str, Color] = {"E": (232, 90, 80), "S": (90, 170, 240), "W": (240, 240, 240), "N": (120, 210, 120)}


class TextCache:
    """Rendered text surfaces, least recently used dropped first."""

    def __init__(self, limit: int = 800) -> None:
        self._cache: OrderedDict[tuple[str, int, tuple[int, ...], bool], pygame.Surface] = OrderedDict()
        self._limit = limit
        self._glyphs: dict[tuple[str, bool], bytes] = {}

    def render(self, text: str, size: int, color: Color = TEXT, bold: bool = False) -> pygame.Surface:
        key = (text, int(size), tuple(color), bold)
        surf = self._cache.get(key)
        if surf is None:
            surf = assets.font(max(6, int(size)), bold).render(text, True, color)
            self._cache[key] = surf
            if len(self._cache) > self._limit:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surf

    def has_glyphs(self, text: str, bold: bool = False) -> bool:
        """Whether the shipped font subset draws every character of ``text`` (a missing one would show as a
        box): each character is compared once with a private-use character the font surely lacks."""
        missing = self._glyphs.get(("\ue000", bold))
        if missing is None:
            missing = self._glyph_bytes("\ue000", bold)
            self._glyphs[("\ue000", bold)] = missing
        for ch in set(text):
            if ch.isspace():
                continue
            key = (ch, bold)
            if key not in self._glyphs:
                self._glyphs[key] = self._glyph_bytes(ch, bold)
            if self._glyphs[key] == missing:
                return False
        return True

    @staticmethod
    def _glyph_bytes(ch: str, bold: bool) -> bytes:
        surf = assets.font(24, bold).render(ch, True, (255, 255, 255))
        return bytes(str(surf.get_size()), "ascii") + pygame.image.tobytes(surf, "RGBA")

    def size(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        return assets.font(max(6, int(size)), bold).size(text)

    def blit(
        self,
        target: pygame.Surface,
        text: str,
        size: int,
        pos: tuple[int, int],
        color: Color = TEXT,
        bold: bool = False,
        anchor: str = "topleft",
    ) -> pygame.Rect:
        surf = self.render(text, size, color, bold)
        rect = surf.get_rect(**{anchor: pos})
        target.blit(surf, rect)
        return rect

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split ``text`` into lines no wider than ``width`` pixels (words kept whole)."""
        fnt = assets.font(max(6, int(size)), bold)
        lines: list[str] = []
        for para in text.split("\n"):
            line = ""
            for word in para.split(" "):
                trial = f"{line} {word}" if line else word
                if fnt.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines


_PANEL_CACHE: OrderedDict[tuple[int, int, int, tuple[int, ...], tuple[int, ...]], pygame.Surface] = OrderedDict()


def panel_surface(
    size: tuple[int, int], radius: int = 12, fill: tuple[int, ...] = (*PANEL, 232), edge: tuple[int, ...] = PANEL_EDGE
) -> pygame.Surface:
    """A translucent rounded panel (cached by size and colours)."""
    key = (size[0], size[1], radius, tuple(fill), tuple(edge))
    surf = _PANEL_CACHE.get(key)
    if surf is None:
        surf = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.rect(surf, fill, rect, border_radius=radius)
        pygame.draw.rect(surf, edge, rect, 2, border_radius=radius)
        _PANEL_CACHE[key] = surf
        if len(_PANEL_CACHE) > 64:
            _PANEL_CACHE.popitem(last=False)
    return surf


def draw_panel(target: pygame.Surface, rect: pygame.Rect, radius: int = 12, alpha: int = 232) -> None:
    target.blit(panel_surface(rect.size, radius, (*PANEL, alpha)), rect.topleft)


def scale_for(size: tuple[int, int]) -> float:
    """A UI scale factor: 1.0 at 1280x800, smaller on smaller windows."""
    return max(0.55, min(size[0] / 1280, size[1] / 800))


_SHADES: dict[tuple[int, int, int], pygame.Surface] = {}


def shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A cached translucent black sheet (overlays darken the scene beneath with it)."""
    key = (size[0], size[1], alpha)
    surf = _SHADES.get(key)
    if surf is None:
        if len(_SHADES) > 8:
            _SHADES.clear()
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill((0, 0, 0, alpha))
        _SHADES[key] = surf
    return surf
