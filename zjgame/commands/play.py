"""``zjgame [play]``: open the game window (docs/play.md), or watch four computer players with --autoplay.

Options: --autoplay, --hands N, --speed max, --seed S, --ruleset NAME, --players A,B,C,D, --screenshots DIR,
--perf (one JSON line at exit), and --size WxH. Bad arguments: one line on stderr, exit status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import NoReturn

PLAYER_NAMES = ("random", "baseline", "easy", "normal", "hard")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        print(f"zjgame play: {message}", file=sys.stderr)
        raise SystemExit(2)


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} must be at least 1")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seed {text!r} is not a whole number") from None


def _players(text: str) -> tuple[str, ...]:
    names = tuple(n.strip() for n in text.split(","))
    if len(names) != 4:
        raise argparse.ArgumentTypeError(f"{text!r} must name four players, e.g. normal,normal,hard,easy")
    for name in names:
        if name not in PLAYER_NAMES:
            raise argparse.ArgumentTypeError(f"unknown player {name!r}; choose from {', '.join(PLAYER_NAMES)}")
    return names


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(p) for p in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size {text!r} is not WIDTHxHEIGHT") from None
    if w < 640 or h < 400 or w > 8000 or h > 8000:
        raise argparse.ArgumentTypeError(f"size {text!r} is out of range (640x400 or more)")
    return (w, h)


def build_parser() -> argparse.ArgumentParser:
    from zjgame.rules.ruleset import RULESETS

    p = _Parser(prog="zjgame play", description="Open the Zung Jung mahjong game window.")
    p.add_argument("--autoplay", action="store_true", help="four computer players (normal unless --players)")
    p.add_argument("--hands", type=_positive, help="stop after N hands and exit 0")
    p.add_argument("--speed", choices=("max", "normal"), default="normal", help="max: no animation or thinking delays")
    p.add_argument("--seed", type=_seed, help="seed of the deals")
    p.add_argument("--ruleset", choices=tuple(RULESETS), help="ruleset name")
    p.add_argument("--players", type=_players, help="four of: " + ", ".join(PLAYER_NAMES))
    p.add_argument("--screenshots", type=Path, metavar="DIR", help="save PNGs of the table and score panels")
    p.add_argument("--perf", action="store_true", help="print frame-time figures as one JSON line at exit")
    p.add_argument("--size", type=_size, default=(1280, 800), help="window size WIDTHxHEIGHT (default 1280x800)")
    return p


def main(argv: list[str] | None = None) -> int:
    started = time.perf_counter()
    args = build_parser().parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from zjgame.ui.app import App, AppOptions
    from zjgame.ui.games import autoplay_game, new_game
    from zjgame.ui.routes import Push
    from zjgame.ui.storage import Storage

    options = AppOptions(
        size=args.size,
        autoplay=args.autoplay,
        hands=args.hands,
        speed_max=args.speed == "max",
        seed=args.seed,
        ruleset=args.ruleset,
        players=args.players,
        screenshots=args.screenshots,
        perf=args.perf,
        threaded_ai=not args.autoplay,
        started_at=started,
    )
    app = App(options, Storage(background=True))  # saves and settings off the UI thread; flushed at exit
    if args.autoplay:
        first = Push("table", controller=autoplay_game(options), autoplay=True)
    elif args.seed is not None or args.ruleset is not None or args.players is not None:
        strengths = tuple(args.players[1:]) if args.players else (app.settings.strength,) * 3
        ctl = new_game(
            options,
            ruleset=args.ruleset or app.settings.ruleset,
            strengths=strengths,
            hands=args.hands or app.settings.hands,
            seed=args.seed if args.seed is not None else 1,
        )
        first = Push("table", controller=ctl)
    else:
        first = Push("title")
    code = app.run(first)
    app.storage.close()  # the last settings and save are on disk before the process ends
    if args.perf:
        print(json.dumps(app.perf_report()), flush=True)
    if app.exceptions and code == 0 and args.autoplay:
        code = 1
    return code
