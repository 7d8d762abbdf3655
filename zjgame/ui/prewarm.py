"""What to render ahead of time for a window size: every tile set the table's layout draws (the hand, the melds
upright and sideways, the ponds and the opponents' strips in all four turns, the wall's backs, the waits box,
the claim prompt) and the score panel's tile sizes, most needed first. The app renders them before the first
measured frame and in idle frames (``TileArt.warm``), so no frame has to render a whole set cold, and keeps only
these sizes when the window is resized (``TileArt.retain_sizes``).

The sizes are those of ``layout.compute_layout`` and of the scenes that draw tiles at their own sizes (the score
panel: ``int(40 * s)`` for the winning hand, ``int(30 * s)`` for all hands; the claim prompt: ``34 x 46 * s``;
the waits box: ``int(24 * s)``). ``tests/ui/test_perf_caches.py`` plays a hand and its score panel and fails
when a frame after the first renders a tile at a size missing here.

Text is the other cold cost: the first string drawn in a new font size rasterises its glyphs (about 1.5 ms a
line, against 0.04 ms once they are cached), so the font sizes of the score panel and the final standings are
warmed too (``font_sizes``: each size and weight renders the common glyphs once, ``TextCache.warm``).

Owns: ``tile_sets``, ``tile_sizes``, ``font_sizes``. No drawing here.
"""

from __future__ import annotations

from zjgame.ui.layout import compute_layout
from zjgame.ui.theme import scale_for
from zjgame.ui.tileart import TileSet


def _tall(width: int) -> tuple[int, int]:
    return width, int(width * 1.36)


def tile_sets(size: tuple[int, int], labels: bool = False) -> list[TileSet]:
    """The tile sets a game in a window of ``size`` draws, in the order they are first needed."""
    lay = compute_layout(size)
    s = scale_for(size)
    sets: list[TileSet] = [
        TileSet(*lay.wall_tile, faces=False),
        TileSet(*lay.opp_tile, faces=False),
        TileSet(*lay.hand_tile, 0, labels),
    ]
    sets += [TileSet(*lay.pond_tile, turns, labels) for turns in (0, 1, 2, 3)]
    sets += [TileSet(*lay.opp_tile, turns, labels) for turns in (0, 1, 2, 3)]
    sets += [TileSet(*lay.meld_tile, 0, labels), TileSet(*lay.meld_tile, 1, labels)]
    sets.append(TileSet(int(34 * lay.s), int(46 * lay.s), 0, labels))  # the claim prompt
    sets.append(TileSet(*_tall(int(24 * lay.s)), 0, labels))  # the waits box
    for width in (40, 30):  # the score panel: the winning hand, all hands
        sets.append(TileSet(*_tall(int(width * s)), 0, labels))
        if labels:  # (the panel's tiles follow the labels setting, or will)
            sets.append(TileSet(*_tall(int(width * s)), 0, False))
    return sets


def tile_sizes(size: tuple[int, int]) -> set[tuple[int, int]]:
    """Every ``(width, height)`` of ``tile_sets(size)`` (what a resize to ``size`` keeps)."""
    return {(t.width, t.height) for t in tile_sets(size)}


# the text sizes (at a scale of 1.0) the score panel and the final standings use
_PANEL_TEXT = (11, 12, 13, 14, 15, 17, 19, 24, 26, 30, 34)


def font_sizes(size: tuple[int, int]) -> list[tuple[int, bool]]:
    """``(pixels, bold)`` of the fonts the end-of-hand panels use in a window of ``size``."""
    s = scale_for(size)
    pixels = sorted({max(6, int(k * s)) for k in _PANEL_TEXT})
    return [(px, bold) for px in pixels for bold in (False, True)]
