"""Render every tile (faces, back, sideways, labels, shadows) on the felt at two sizes into one PNG.

Usage: .venv/bin/python build_scripts/tile_sheet.py [OUT.png] (default /tmp/tiles.png). For looking at the
art while changing zjgame/ui/tileart.py; nothing in the game uses it.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame  # noqa: E402

from zjgame.ui.tileart import TileArt  # noqa: E402

CODES = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)]
CODES += [f"{n}f" for n in range(1, 5)] + [f"{n}g" for n in range(1, 5)]


def draw_row(surf: pygame.Surface, art: TileArt, items: list, x: int, y: int, w: int, h: int) -> int:
    """Blit (kind, code) items left to right from (x, y); returns the x after the last."""
    for kind, code in items:
        img = {
            "face": lambda c: art.face(c, w, h),
            "label": lambda c: art.face(c, w, h, labels=True),
            "side": lambda c: art.sideways(c, w, h),
            "back": lambda c: art.back(w, h),
        }[kind](code)
        shadow, (dx, dy) = art.shadow(*img.get_size())
        top = y + h - img.get_height()
        surf.blit(shadow, (x + dx, top + dy))
        surf.blit(img, (x, top))
        x += img.get_width() + 3
    return x


def sheet(out: str) -> None:
    pygame.font.init()
    art = TileArt()
    surf = art.felt(1600, 1160).copy()
    w, h = 48, 64
    draw_row(surf, art, [("face", c) for c in CODES[:27]], 12, 12, w, h)
    x = draw_row(surf, art, [("face", c) for c in CODES[27:]], 12, 90, w, h)
    x = draw_row(surf, art, [("back", ""), ("back", "")], x + 20, 90, w, h)
    x = draw_row(surf, art, [("side", "2m"), ("face", "2m"), ("face", "2m")], x + 20, 90, w, h)
    draw_row(surf, art, [("label", c) for c in ("5p", "1z", "5z", "7z", "1f", "4g")], x + 20, 90, w, h)
    w, h = 96, 128
    for row in range(5):
        chunk = CODES[row * 9 : row * 9 + 9]
        kinds = [("face", c) for c in chunk]
        if row == 4:
            kinds += [("back", ""), ("side", "7p"), ("label", "5p"), ("label", "6z")]
        draw_row(surf, art, kinds, 12, 180 + row * (h + 14), w, h)
    pygame.image.save(surf, out)


if __name__ == "__main__":
    sheet(sys.argv[1] if len(sys.argv) > 1 else "/tmp/tiles.png")
