"""Memory of a long autoplay game (issue 14): does the window's memory plateau, and what grows when it does not?

Plays one autoplay game at ``--speed max`` in this process (SDL's dummy drivers) and records after every hand the
resident memory, the peak, and the size of each cache (tile art, text, panels); with ``--trace`` it also takes
``tracemalloc`` snapshots after the first hand and at the last one and lists the source lines whose live
allocations grew most between them (cache fills show up as the caches' own lines, a leak as a line that keeps
growing).

    .venv/bin/python benchmarks/bench_memory.py --hands 100 [--ruleset zj] [--trace] [--size 1280x800]
    .venv/bin/python benchmarks/bench_memory.py --hands 16 --resizes 100     # a resize every hand... and 100 more

Prints one JSON line: ``rss_mb`` per hand, ``max_rss_mb``, the caches' sizes at the end, ``growth`` (hand 1 to
the last, with --trace). The acceptance figure is the real command's: ``zjgame --autoplay --hands N --speed max
--perf`` prints ``max_rss_mb`` (a 100-hand game at most 15 MB above a 16-hand game, and under 160 MB).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def rss_mb() -> float:
    """The resident memory now (Linux ``/proc/self/statm``), in MB."""
    with open("/proc/self/statm") as fh:
        pages = int(fh.read().split()[1])
    return round(pages * os.sysconf("SC_PAGE_SIZE") / 2**20, 1)


def caches(app: Any) -> dict[str, object]:
    from zjgame.ui import theme

    def one(cache: Any) -> dict[str, float]:
        return {"entries": len(cache), "mb": round(cache.bytes / 2**20, 1)}

    import gc

    from ai.hand_value import ValueEstimator

    estimators = [o for o in gc.get_objects() if isinstance(o, ValueEstimator)]
    return {
        "computer_players": [{"scores": len(e._score_cache), "plans": len(e._plan_cache)} for e in estimators],
        "tiles": one(app.art.cache),
        "text": one(app.text.cache),
        "panels": one(theme._PANELS),
        "shades": one(theme._SHADES),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hands", type=int, default=16)
    p.add_argument("--ruleset", default="zj")
    p.add_argument("--size", default="1280x800")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--trace", action="store_true", help="tracemalloc snapshots (slower)")
    p.add_argument("--top", type=int, default=12, help="lines of growth to list")
    p.add_argument("--resizes", type=int, default=0, help="resize the window this many times after the game")
    p.add_argument("--clear", action="store_true", help="diagnosis: empty every surface cache after each hand")
    p.add_argument("--trim", action="store_true", help="diagnosis: glibc malloc_trim(0) after each hand")
    p.add_argument("--gc", action="store_true", help="diagnosis: gc.collect() after each hand")
    p.add_argument("--types", action="store_true", help="diagnosis: live objects by type, hand 2 against the last")
    args = p.parse_args(argv)
    width, height = (int(x) for x in args.size.lower().split("x"))

    from zjgame.ui.app import App, AppOptions
    from zjgame.ui.games import autoplay_game
    from zjgame.ui.routes import Push
    from zjgame.ui.storage import Storage

    if args.trace:
        tracemalloc.start(1)
    options = AppOptions(
        size=(width, height),
        autoplay=True,
        hands=args.hands,
        speed_max=True,
        seed=args.seed,
        ruleset=args.ruleset,
        threaded_ai=False,
        perf=True,
    )
    per_hand: list[float] = []
    type_counts: list[dict[str, int]] = []
    snapshots: list[tracemalloc.Snapshot] = []
    with tempfile.TemporaryDirectory() as folder:
        app = App(options, Storage(Path(folder)))
        step = app.step

        def watched(dt: float) -> bool:
            before = app.hands_played
            drawn = step(dt)
            if app.hands_played != before:
                if args.clear:
                    from zjgame.ui import theme

                    app.art.cache.clear()
                    app.text.clear()
                    theme.clear_caches()
                if args.gc:
                    import gc

                    gc.collect()
                if args.trim:
                    import ctypes

                    ctypes.CDLL("libc.so.6").malloc_trim(0)
                per_hand.append(rss_mb())
                if args.types and app.hands_played in (2, args.hands):
                    import gc
                    from collections import Counter

                    gc.collect()
                    type_counts.append(dict(Counter(type(o).__qualname__ for o in gc.get_objects())))
                if args.trace and (app.hands_played == 1 or app.hands_played == args.hands):
                    snapshots.append(tracemalloc.take_snapshot())
            return drawn

        app.step = watched  # type: ignore[method-assign]
        cpu0 = time.process_time()
        code = app.run(Push("table", controller=autoplay_game(options), autoplay=True))
        cpu = time.process_time() - cpu0
        resized: list[float] = []
        if args.resizes:
            import pygame

            for i in range(args.resizes):
                app.resize((800 + (i * 37) % 1100, 540 + (i * 53) % 600))
                app.draw()
                pygame.display.flip()
                app.warm(None)
            resized.append(rss_mb())
        report: dict[str, object] = {
            "hands": app.hands_played,
            "ruleset": args.ruleset,
            "exit": code,
            "exceptions": app.exceptions,
            "cpu_s": round(cpu, 1),
            "rss_mb": per_hand,
            "max_rss_mb": app.perf_report()["max_rss_mb"],
            "caches": caches(app),
        }
        if resized:
            report["rss_after_resizes_mb"] = resized[-1]
    if len(type_counts) == 2:
        first, last = type_counts
        grown = sorted(((last.get(k, 0) - first.get(k, 0), k) for k in set(first) | set(last)), reverse=True)
        report["types_grown"] = [{"type": k, "count": n} for n, k in grown[: args.top] if n > 0]
    if len(snapshots) == 2:
        stats = snapshots[1].compare_to(snapshots[0], "lineno")
        report["growth"] = [
            {
                "line": f"{s.traceback[0].filename.replace(str(ROOT) + '/', '')}:{s.traceback[0].lineno}",
                "kb": round(s.size_diff / 1024, 1),
                "count": s.count_diff,
            }
            for s in stats[: args.top]
        ]
        report["traced_total_growth_kb"] = round(sum(s.size_diff for s in stats) / 1024, 1)
    print(json.dumps(report))
    return 0 if code == 0 and not app.exceptions else 1


if __name__ == "__main__":
    sys.exit(main())
