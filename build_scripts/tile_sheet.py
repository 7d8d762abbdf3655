"""Render every tile (faces, back, sideways, labels) on the felt at two sizes into one PNG to look at.

Usage: SDL_VIDEODRIVER=dummy .venv/bin/python build_scripts/tile_sheet.py [OUT.png]  (default /tmp/tiles.png)
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


def sheet(out: str) -> None:
    pygame.font.init()
    art = TileArt()
    sizes = [(48, 64), (96, 128)]
    surf = art.felt(1900, 1250).copy()
    y = 16
    for w, h in sizes:
        gap = 4
        per_row = 9
        for i, code in enumerate(CODES + ["back", "side", "label"]):
            x = 16 + (i % per_row) * (w + gap) + (0 if w < 60 else 0)
            row_y = y + (i // per_row) * (h + gap + 6)
            if w < 60:
                x = 16 + i * (w + gap) if i < 36 else 16 + (i - 36) * (w + gap)
                row_y = y if i < 36 else y + h + 10
            shadow, (dx, dy) = art.shadow(w, h)
            if code == "back":
                img = art.back(w, h)
            elif code == "side":
                img = art.sideways("3s", w, h)
            elif code == "label":
                img = art.face("5p", w, h, labels=True)
            else:
                img = art.face(code, w, h)
            surf.blit(shadow, (x + dx, row_y + dy))
            surf.blit(img, (x, row_y))
        y += (2 * (h + 10) + 10) if w < 60 else 0
    # labels row, large size
    yl = 1100 - 0
    for i, code in enumerate(["1m", "5p", "9s", "1z", "5z", "7z", "1f", "2g"]):
        surf.blit(art.face(code, 72, 96, labels=True), (16 + i * 78, yl))
    for i, code in enumerate(["7p", "1s", "2z"]):
        surf.blit(art.sideways(code, 72, 96), (16 + 8 * 78 + i * 100, yl + 15))
    pygame.image.save(surf, out)


if __name__ == "__main__":
    sheet(sys.argv[1] if len(sys.argv) > 1 else "/tmp/tiles.png")
