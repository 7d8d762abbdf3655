"""The command line: ``zjgame [play] | score | simulate | replay``.

Owns argument parsing and exit statuses only; the work is done by the packages it calls.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("--version", "-V"):
        from zjgame import __version__

        print(f"zjgame {__version__}")
        return 0
    print("zjgame: the game window is coming; try `zjgame --version`", file=sys.stderr)
    return 0
