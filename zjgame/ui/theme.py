"""The look: colours, sizes, and cached text rendering (text is never re-rendered every frame).

Owns: ``Theme`` colours, ``TextCache`` (rendered strings keyed by text, size, colour, weight) and the small
drawing helpers every scene shares (panels, shadows), and the presentation settings' values: ``TEXT_SIZES``
(the UI text size: every size asked of the ``TextCache`` is multiplied by its factor, so it applies to every
scene at once) and ``TABLE_COLOURS`` (the felt's colour, ``TileArt.felt_color``); ``apply_presentation``
puts the settings' choices into the caches. Fonts and tile art come from ``assets``/``tileart``.
Every cache here is bounded in entries and bytes (``surfcache``); a window resize empties them
(``clear_caches``, ``TextCache.clear``: the sizes they hold belong to the old window).
"""

from __future__ import annotations

import string
import time
from collections.abc import Iterable

import pygame

from zjgame.i18n import N_, break_units
from zjgame.ui import assets
from zjgame.ui.surfcache import SurfaceCache

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


# The UI text size setting: key -> (label, factor on every font size). Layouts size their boxes from the text
# (``TextCache.size``/``wrap``/``line_height``), so the largest step still fits at 800x540 (tests/ui/test_fit.py).
TEXT_SIZES: dict[str, tuple[str, float]] = {
    "small": (N_("Small"), 0.9),
    "normal": (N_("Normal"), 1.0),
    "large": (N_("Large"), 1.15),
}
# The table colour setting: key -> (label, the felt's base colour).
TABLE_COLOURS: dict[str, tuple[str, Color]] = {
    "green": (N_("Green"), FELT),
    "blue": (N_("Blue"), (34, 74, 112)),
    "red": (N_("Red"), (112, 40, 44)),
    "grey": (N_("Grey"), (70, 76, 80)),
}


def text_factor(key: str) -> float:
    return TEXT_SIZES.get(key, TEXT_SIZES["normal"])[1]


def table_colour(key: str) -> Color:
    return TABLE_COLOURS.get(key, TABLE_COLOURS["green"])[1]


TEXT_CACHE_BYTES = 16 * 1024 * 1024
WARM_GLYPHS = string.ascii_letters + string.digits + " +-:,.()/'%&·×—…→東南西北"


class TextCache:
    """Rendered text surfaces keyed by (text, size, colour, weight), least recently used dropped first, at most
    ``limit`` of them and ``max_bytes`` of pixels."""

    def __init__(self, limit: int = 800, max_bytes: int = TEXT_CACHE_BYTES, factor: float = 1.0) -> None:
        self.cache = SurfaceCache(limit, max_bytes)
        self.factor = factor  # the UI text size: every size asked for is multiplied by it (``TEXT_SIZES``)
        self._cache = self.cache  # (the name older tests read the keys by)
        self._warmed: set[tuple[int, bool]] = set()
        self._glyphs: dict[tuple[str, bool], bytes] = {}

    def px(self, size: float) -> int:
        """The font size drawn for a size asked for (the text size setting applied)."""
        return max(6, int(size * self.factor))

    def set_factor(self, factor: float) -> None:
        if factor != self.factor:
            self.factor = factor
            self.cache.clear()

    def line_height(self, size: float) -> int:
        """The distance between two lines of text of ``size`` (the setting applied): the font's own line size,
        so lines stacked this far apart never overlap."""
        return int(assets.font(self.px(size), False).get_linesize())

    def render(self, text: str, size: int, color: Color = TEXT, bold: bool = False) -> pygame.Surface:
        px = self.px(size)
        key = (text, px, tuple(color), bool(bold))
        return self.cache.get(key, lambda: assets.font(px, bold).render(text, True, color))

    def clear(self) -> None:
        """Forget every rendered string (a resize: the sizes in use change)."""
        self.cache.clear()

    def warm(self, fonts: Iterable[tuple[int, bool]], budget: float | None = None) -> bool:
        """Rasterise the common glyphs of each ``(size, bold)`` font once (the font keeps them), until ``budget``
        seconds of this thread's CPU time have gone; True when every font is done. Later strings in these
        fonts render in a fraction of the time."""
        stop = None if budget is None else time.thread_time() + budget
        for size, bold in fonts:
            key = (self.px(size), bool(bold))
            if key in self._warmed:
                continue
            if stop is not None and time.thread_time() >= stop:
                return False
            assets.font(key[0], key[1]).render(WARM_GLYPHS, True, TEXT)
            self._warmed.add(key)
        return True

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
        return assets.font(self.px(size), bold).size(text)

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
        """Split ``text`` into lines no wider than ``width`` pixels (words kept whole; Chinese text breaks between
        characters, ``zjgame.i18n.break_units``)."""
        fnt = assets.font(self.px(size), bold)
        lines: list[str] = []
        for para in text.split("\n"):
            line = ""
            for word, spaced in break_units(para):
                trial = (f"{line} {word}" if spaced else line + word) if line else word
                if fnt.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines


_PANELS = SurfaceCache(64, 24 * 1024 * 1024)
_SHADES = SurfaceCache(4, 3 * 1920 * 1200 * 4)


def clear_caches() -> None:
    """Forget the cached panels and shades (their sizes belong to the window before a resize)."""
    _PANELS.clear()
    _SHADES.clear()


def panel_surface(
    size: tuple[int, int], radius: int = 12, fill: tuple[int, ...] = (*PANEL, 232), edge: tuple[int, ...] = PANEL_EDGE
) -> pygame.Surface:
    """A translucent rounded panel (cached by size and colours)."""
    key = (size[0], size[1], radius, tuple(fill), tuple(edge))

    def make() -> pygame.Surface:
        surf = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.rect(surf, fill, rect, border_radius=radius)
        pygame.draw.rect(surf, edge, rect, 2, border_radius=radius)
        return surf

    return _PANELS.get(key, make)


def draw_panel(target: pygame.Surface, rect: pygame.Rect, radius: int = 12, alpha: int = 232) -> None:
    target.blit(panel_surface(rect.size, radius, (*PANEL, alpha)), rect.topleft)


def apply_presentation(text: TextCache, art: object, text_size: str, table: str) -> None:
    """Use the settings' text size and table colour (``art`` is the app's ``TileArt``)."""
    text.set_factor(text_factor(text_size))
    if hasattr(art, "felt_color"):
        art.felt_color = table_colour(table)


def scale_for(size: tuple[int, int]) -> float:
    """A UI scale factor: 1.0 at 1280x800, smaller on smaller windows."""
    return max(0.55, min(size[0] / 1280, size[1] / 800))


def shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A cached translucent black sheet (overlays darken the scene beneath with it)."""

    def make() -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill((0, 0, 0, alpha))
        return surf

    return _SHADES.get((size[0], size[1], alpha), make)
