"""The frozen entry point of the packaged game (PyInstaller runs this file as ``__main__``).

Owns only what differs from ``python -m zjgame`` when frozen: a windowed Windows/macOS executable may start
with no standard streams (``sys.stdout is None``), which would make any write fail, so they are pointed at the
null device; pygame's greeting banner is turned off. Everything else goes to ``zjgame.cli.main``, the same
command line as the ``zjgame`` script (``--version``, ``play`` (the default), ``score``, ``simulate``, ``replay``).
"""

from __future__ import annotations

import multiprocessing
import os
import sys


def _ensure_streams() -> None:
    """Give a windowed executable harmless standard streams instead of ``None``."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # kept open for the life of the process


def run() -> int:
    """Run the game's command line with the process arguments; returns the exit status."""
    _ensure_streams()
    # The packaged game is for players: no "Hello from the pygame community" banner on its stdout.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from zjgame.cli import main

    return main(sys.argv[1:])


if __name__ == "__main__":
    # A frozen child process started by multiprocessing (e.g. a parallel `simulate`) must not rerun the game.
    multiprocessing.freeze_support()
    sys.exit(run())
