"""The command line: ``zjgame [play] | score | simulate | replay`` (docs/README.md#the-contracts).

Owns dispatch only: each subcommand lives in ``zjgame.commands.<name>`` with ``main(argv) -> int``.
``zjgame`` with no subcommand (or with options only) opens the game window.
"""

from __future__ import annotations

import gc
import importlib
import os
import sys

# The cyclic garbage collector's first-generation threshold (CPython's default: 700 allocations). The computer
# players allocate many short-lived tuples (hands as counts, memo keys), so at the default the collector ran every
# few hundred allocations and took about 6% of a simulation's time (perf, four `hard` players); at 50,000 it finds
# the same cycles less often: 2-8% more hands per CPU second, 4.7% on average, side by side in 4 pairs of runs
# (issue 13). The cost: at most that many more young objects alive at once (a few MB).
GC_THRESHOLD = (50_000, 20, 20)

SUBCOMMANDS = ("play", "score", "simulate", "replay", "stats")
COMMANDS_HELP = (  # (usage, what it does), for the top-level help
    ("play [options]", "open the game window (the default command: `zjgame [options]` is the same)"),
    ("score HAND [options]", "score a mahjong hand; --batch FILE scores one JSON object per line"),
    ("simulate [options]", "play hands headless and report statistics (--json, --record DIR)"),
    ("replay FILE [options]", "replay and verify a game record (--gui opens the replay viewer)"),
    ("stats [options]", "your statistics: placements, rates, patterns"),
)


def top_level_help() -> str:
    """``zjgame --help`` (issue 15 item 20): the play options, since a bare ``zjgame`` opens the window, then every
    command with what it does."""
    from zjgame.commands.play import build_parser

    play = build_parser()
    play.prog = "zjgame"
    play.usage = "zjgame [play] [options]\n       zjgame COMMAND [options]"
    play.description = "Zung Jung mahjong. With no command (or `play`), open the game window with these options."
    lines = [play.format_help().rstrip("\n"), "", "commands:"]
    width = max(len(usage) for usage, _ in COMMANDS_HELP)
    lines += [f"  {usage:<{width}}  {what}" for usage, what in COMMANDS_HELP]
    lines += ["", "Run `zjgame COMMAND --help` for the options of a command; `zjgame --version` for the version.", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    gc.set_threshold(*GC_THRESHOLD)
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("--version", "-V"):
        from zjgame import __version__

        print(f"zjgame {__version__}")
        return 0
    if args and args[0] in ("-h", "--help", "help"):
        print(top_level_help(), end="")
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
