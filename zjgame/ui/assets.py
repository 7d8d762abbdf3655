"""Finding and loading the shipped assets (fonts, sounds, icon) in every way the game is run.

Owns: ``asset_path`` (the locator) and ``font`` (cached pygame fonts from the shipped Noto subsets).
Not: tile drawing (``tileart``) or sound playback (``sound``).

Where assets live, tried in order:
(a) a PyInstaller bundle: ``Path(sys._MEIPASS) / "assets"`` when ``sys.frozen`` is set;
(b) a source checkout: ``<repo>/assets`` next to the ``zjgame`` package;
(c) an installed wheel: the package data of ``zjgame.assets`` (setup.py maps the top-level assets/ there).
"""

from __future__ import annotations

import functools
import sys
from importlib import resources
from pathlib import Path

import pygame

FONT_REGULAR = "fonts/NotoSansCJKtc-Regular-subset.otf"
FONT_BOLD = "fonts/NotoSansCJKtc-Bold-subset.otf"
FONT_TILES = "fonts/NotoSerifCJKtc-Bold-tiles.otf"


class AssetNotFoundError(ValueError):
    """An asset file is missing from every place the game looks."""


def asset_roots() -> list[Path]:
    """Return the candidate asset directories, most specific first (see the module docstring)."""
    roots: list[Path] = []
    if getattr(sys, "frozen", False) and hasattr(sys, "_MEIPASS"):
        roots.append(Path(sys._MEIPASS) / "assets")
    roots.append(Path(__file__).resolve().parent.parent.parent / "assets")
    # zjgame.assets is a data-only (namespace) package inside the installed zjgame package; resolving it
    # through its regular parent gives a plain filesystem path rather than a MultiplexedPath.
    packaged = resources.files("zjgame").joinpath("assets")
    if isinstance(packaged, Path):
        roots.append(packaged)
    return roots


@functools.lru_cache(maxsize=1)
def assets_root() -> Path:
    """The first candidate directory that holds the fonts (the locator's answer, computed once)."""
    roots = asset_roots()
    for root in roots:
        if (root / FONT_REGULAR).is_file():
            return root
    raise AssetNotFoundError(f"assets directory not found; looked in {', '.join(map(str, roots))}")


def asset_path(relative: str) -> Path:
    """Path of the asset ``relative`` (e.g. ``'fonts/…otf'``, ``'sounds/draw.wav'``); raises if missing."""
    path = assets_root() / relative
    if not path.exists():
        raise AssetNotFoundError(f"asset {relative!r} not found in {assets_root()}")
    return path


@functools.lru_cache(maxsize=96)  # every size and weight a few window sizes use (the fonts keep their glyphs)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The interface font (Noto Sans CJK TC subset: Latin and every CJK character the game shows)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset_path(FONT_BOLD if bold else FONT_REGULAR)), max(1, int(size)))


@functools.lru_cache(maxsize=64)
def tile_font(size: int) -> pygame.font.Font:
    """The serif face engraved on tiles (only the numerals, 萬, winds, dragons, flowers and seasons)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset_path(FONT_TILES)), max(1, int(size)))
