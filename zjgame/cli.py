"""The command line: ``zjgame [play] | score | simulate | replay`` (interfaces §2-§5, §7).

Owns dispatch only: each subcommand lives in ``zjgame.commands.<name>`` with ``main(argv) -> int``.
``zjgame`` with no subcommand (or with options only) opens the game window.
"""

from __future__ import annotations

import importlib
import os
import sys

SUBCOMMANDS = ("play", "score", "simulate", "replay", "stats")


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("--version", "-V"):
        from zjgame import __version__

        print(f"zjgame {__version__}")
        return 0
    if args and args[0] in ("-h", "--help", "help"):
        print("usage: zjgame [play] [options] | score HAND [options] | simulate [options] | replay FILE [options]")
        print("Run `zjgame COMMAND --help` for the options of a command.")
        return 0
    name = args[0] if args and args[0] in SUBCOMMANDS else "play"
    rest = args[1:] if args and args[0] == name else args
    try:
        module = importlib.import_module(f"zjgame.commands.{name}")
    except ModuleNotFoundError as err:
        if err.name != f"zjgame.commands.{name}":
            raise
        print(f"zjgame: the {name!r} command is not available yet", file=sys.stderr)
        return 2
    try:
        result: int = module.main(rest)
    except BrokenPipeError:
        # The reader went away (``zjgame score ... | head``): stop quietly, as Unix tools do.
        try:
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - keeps the interpreter's final flush quiet
        except OSError:
            pass
        return 1
    return result
