"""A real X server for the end-to-end tests: Xvfb started on a free display, the game's window found and driven
with xdotool (real pointer motion, clicks and key presses through the X server), and the window read back with
xwd (the X server's own picture of it, parsed here: no image library needed). Debian packages: xvfb, xdotool,
x11-apps (xwd) and x11-utils (xwininfo).

Owns ``XServer`` (start, stop, run a command in it), ``Window`` (click, key, capture) and ``Shot`` (the pixels of
one capture). ``available()`` says whether Xvfb, xdotool and xwd are installed; the tests skip without them.
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

TOOLS = ("Xvfb", "xdotool", "xwd", "xwininfo")


def available() -> bool:
    return all(shutil.which(tool) for tool in TOOLS)


@dataclass(frozen=True)
class Shot:
    """One capture of a window: ``width`` x ``height`` pixels, ``pixel(x, y)`` -> (r, g, b)."""

    width: int
    height: int
    data: bytes
    stride: int
    bpp: int
    masks: tuple[int, int, int]
    little: bool

    @classmethod
    def from_xwd(cls, raw: bytes) -> Shot:
        """Parse an XWD file (X11 window dump, ZPixmap, 24 or 32 bits a pixel) as xwd writes it."""
        fields = struct.unpack(">25I", raw[:100])
        header_size, _version, fmt, _depth, width, height = fields[:6]
        byte_order, bpp, stride = fields[7], fields[11], fields[12]
        masks = (fields[14], fields[15], fields[16])
        ncolors = fields[19]
        if fmt != 2 or bpp not in (24, 32):
            raise ValueError(f"unexpected xwd picture: format {fmt}, {bpp} bits a pixel")
        start = header_size + 12 * ncolors
        return cls(width, height, raw[start : start + stride * height], stride, bpp, masks, byte_order == 0)

    def pixel(self, x: int, y: int) -> tuple[int, int, int]:
        step = self.bpp // 8
        i = y * self.stride + x * step
        chunk = self.data[i : i + step]
        value = int.from_bytes(chunk, "little" if self.little else "big")
        out = []
        for mask in self.masks:
            shift = (mask & -mask).bit_length() - 1
            out.append((value & mask) >> shift)
        return out[0], out[1], out[2]

    def rgb(self) -> bytes:
        """Every pixel as r, g, b bytes, row by row."""
        if self.bpp == 32 and self.little and self.masks == (0xFF0000, 0xFF00, 0xFF) and self.stride == 4 * self.width:
            out = bytearray(3 * self.width * self.height)
            out[0::3], out[1::3], out[2::3] = self.data[2::4], self.data[1::4], self.data[0::4]
            return bytes(out)
        rows = bytearray()
        for y in range(self.height):
            for x in range(self.width):
                rows.extend(self.pixel(x, y))
        return bytes(rows)

    def save_ppm(self, path: Path) -> None:
        """The capture as a PPM file (for a look when a step fails)."""
        path.write_bytes(f"P6 {self.width} {self.height} 255\n".encode() + self.rgb())


class Window:
    def __init__(self, server: XServer, wid: str) -> None:
        self.server = server
        self.wid = wid

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        """Move the pointer there (inside the window) and press and release a mouse button."""
        x, y = pos
        self.server.run("xdotool", "mousemove", "--window", self.wid, str(x), str(y))
        time.sleep(0.08)
        self.server.run("xdotool", "click", str(button))
        time.sleep(0.08)

    def key(self, name: str) -> None:
        """Press and release a key (xdotool names: Return, Escape, space, n, ...) with the window focused."""
        self.server.run("xdotool", "key", "--window", self.wid, name)
        time.sleep(0.08)

    def capture(self) -> Shot:
        raw = subprocess.run(
            ["xwd", "-silent", "-id", self.wid], env=self.server.env, capture_output=True, check=True, timeout=20
        ).stdout
        return Shot.from_xwd(raw)


class XServer:
    """Xvfb on a display it picks itself (``-displayfd``), stopped by ``stop``."""

    def __init__(self, size: tuple[int, int] = (1280, 800)) -> None:
        read, write = os.pipe()
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        number = b""
        deadline = time.monotonic() + 20
        while not number.endswith(b"\n") and time.monotonic() < deadline:
            chunk = os.read(read, 16)
            if not chunk:
                break
            number += chunk
        os.close(read)
        if not number.strip():
            self.stop()
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number.strip().decode()}"
        self.env = {**os.environ, "DISPLAY": self.display}

    def run(self, *command: str) -> str:
        return subprocess.run(command, env=self.env, capture_output=True, text=True, check=True, timeout=20).stdout

    def find_window(self, name: str, timeout: float = 30.0) -> Window:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            # the root window's children as xwininfo lists them (xdotool's --name search wants a window manager's
            # WM_STATE, which a bare Xvfb has not): ``0x200008 "Zung Jung Mahjong": ("x" "y")  1280x800+0+0``
            listing = subprocess.run(
                ["xwininfo", "-root", "-children"], env=self.env, capture_output=True, text=True
            ).stdout
            for line in listing.splitlines():
                parts = line.strip().split(" ", 1)
                if len(parts) == 2 and parts[0].startswith("0x") and f'"{name}' in parts[1]:
                    return Window(self, str(int(parts[0], 16)))
            time.sleep(0.2)
        raise TimeoutError(f"no window named {name!r} appeared")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
