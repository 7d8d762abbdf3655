"""Draw the application icon with our own tile renderer: a red 中 tile on a transparent square.

Owns assets/icon.png (256x256 RGBA) and assets/icon.ico (Windows icon holding PNG images of 16..256 px,
written with struct: ICONDIR, one ICONDIRENTRY per image, then the PNG data).
"""

from __future__ import annotations

import io
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame  # noqa: E402

from zjgame.ui.tileart import TileArt  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def icon_surface(size: int, art: TileArt) -> pygame.Surface:
    """The icon at ``size`` px: the Red Dragon tile, slightly tilted, with its shadow."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    h = round(size * 0.86)
    w = round(h * 0.75)
    tile = art.face("7z", w, h)
    x, y = (size - w) // 2, (size - h) // 2 - max(1, size // 64)
    if size >= 48:
        shadow, (dx, dy) = art.shadow(w, h)
        surf.blit(shadow, (x + dx, y + dy))
    surf.blit(tile, (x, y))
    return surf


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(pngs: list[tuple[int, bytes]]) -> bytes:
    """An ICO file with PNG-compressed entries (supported since Windows Vista)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, data in pngs:
        dim = 0 if size >= 256 else size  # 0 means 256 in ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


def build() -> list[Path]:
    pygame.font.init()
    art = TileArt()
    pngs = [(size, png_bytes(icon_surface(size, art))) for size in ICO_SIZES]
    png_path, ico_path = ROOT / "assets" / "icon.png", ROOT / "assets" / "icon.ico"
    png_path.write_bytes(dict(pngs)[256])
    ico_path.write_bytes(ico_bytes(pngs))
    return [png_path, ico_path]


if __name__ == "__main__":
    for p in build():
        print(f"{p.relative_to(ROOT)}: {p.stat().st_size} bytes")
