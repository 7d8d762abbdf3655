"""Memory of a long autoplay game (issue 14): does the window's memory plateau, and what grows when it does not?

Plays one autoplay game at ``--speed max`` in this process (SDL's dummy drivers) and records after every hand the
resident memory, the peak, and the size of each surface cache (the table's pictures, tile art, text, panels);
with ``--trace`` it also takes ``tracemalloc`` snapshots after hand ``--base`` (1) and at the last one and lists
the source lines whose live allocations grew most between them (cache fills show up as the caches' own lines, a
leak as a line that keeps growing). ``--census`` lists every cache of ``ai/`` and ``zjgame/`` whose entries grew
between the same two hands, found without naming them (functools caches, module-level dicts, dict attributes of
live objects of the game's classes), and with ``--trace`` the MB each one frees when emptied. Pixels of surfaces
are not traced: the ``caches`` figures count them.

    .venv/bin/python benchmarks/bench_memory.py --hands 100 [--ruleset zj] [--trace] [--size 1280x800]
    .venv/bin/python benchmarks/bench_memory.py --hands 100 --base 16 --trace --census   # what grows, and why
    .venv/bin/python benchmarks/bench_memory.py --hands 16 --resizes 100     # a resize every hand... and 100 more

Prints one JSON line: ``rss_mb`` per hand, ``max_rss_mb``, the caches' sizes at the last hand, ``growth`` (hand
``--base`` to the last, with --trace), ``caches_grown`` (with --census). The acceptance figure is the real
command's: ``zjgame --autoplay --hands N --speed max --perf`` prints ``max_rss_mb`` (a 100-hand game at most 15 MB
above a 16-hand game, and under 160 MB).
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

    from zjgame.ui.table_render import TableRenderer

    renderers = [o for o in gc.get_objects() if isinstance(o, TableRenderer)]
    return {
        "table": [one(r._cache) for r in renderers],
        "tiles": one(app.art.cache),
        "text": one(app.text.cache),
        "panels": one(theme._PANELS),
        "shades": one(theme._SHADES),
    }


_OURS = ("ai", "zjgame")


def _ours(name: str) -> bool:
    return name.split(".")[0] in _OURS


def _entries(value: object) -> int:
    """Entries of a dict, counting one level of nested dicts (a cache per ruleset or per key)."""
    if not isinstance(value, dict):
        return 0
    return len(value) + sum(len(v) for v in value.values() if isinstance(v, dict))


def census() -> dict[str, tuple[int, Any]]:
    """Every cache-like store of the game's own code in this process: name -> (entries, a function that empties
    it). Found generically, so that a new cache shows up without naming it here: ``lru_cache``/``cache``
    functions (module level and in classes), module-level dicts, and dict attributes of live objects of our
    classes (summed per class and attribute). Constants are listed too; what matters is what grows."""
    import gc

    found: dict[str, tuple[int, Any]] = {}
    for mod_name, module in list(sys.modules.items()):
        if module is None or not _ours(mod_name):
            continue
        for name, value in list(vars(module).items()):
            holders = [(name, value)]
            if isinstance(value, type) and value.__module__ == mod_name:
                holders += [(f"{name}.{k}", v) for k, v in vars(value).items()]
            for label, obj in holders:
                obj = getattr(obj, "__func__", obj)  # staticmethod / classmethod
                if hasattr(obj, "cache_info") and hasattr(obj, "cache_clear"):
                    found[f"{mod_name}.{label}()"] = (obj.cache_info().currsize, obj.cache_clear)
                elif isinstance(obj, dict) and label == name:
                    found[f"{mod_name}.{label}"] = (_entries(obj), obj.clear)
    gc.collect()
    per_attr: dict[str, list[dict[Any, Any]]] = {}
    for obj in gc.get_objects():
        cls = type(obj)
        if not _ours(cls.__module__) or not hasattr(obj, "__dict__") or isinstance(obj, type):
            continue
        for attr, value in vars(obj).items():
            if isinstance(value, dict):
                per_attr.setdefault(f"{cls.__module__}.{cls.__qualname__}.{attr}", []).append(value)
    for label, dicts in per_attr.items():
        found[f"{label} (x{len(dicts)})"] = (
            sum(_entries(d) for d in dicts),
            lambda dicts=dicts: [d.clear() for d in dicts],
        )
    return found


def census_growth(first: dict[str, int], last: dict[str, tuple[int, Any]], traced: bool) -> list[dict[str, object]]:
    """The stores whose entries grew from ``first`` to ``last``, largest first; with tracing on, each with the
    traced memory that emptying it frees (emptied one by one: an object two stores share counts for the
    last)."""
    import gc

    grown = [(n, first.get(n, 0), e, clear) for n, (e, clear) in last.items() if e > first.get(n, 0)]
    out: list[dict[str, object]] = []
    for name, before, after, clear in grown:
        row: dict[str, object] = {"cache": name, "entries_first": before, "entries_last": after}
        if traced:
            gc.collect()
            held = tracemalloc.get_traced_memory()[0]
            clear()
            gc.collect()
            row["mb_freed"] = round((held - tracemalloc.get_traced_memory()[0]) / 2**20, 2)
        out.append(row)
    out.sort(key=lambda r: (-float(r.get("mb_freed", 0.0)), -int(r["entries_last"])))  # type: ignore[call-overload]
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hands", type=int, default=16)
    p.add_argument("--ruleset", default="zj")
    p.add_argument("--players", default="normal,normal,normal,normal", help="four computer players")
    p.add_argument("--size", default="1280x800")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--trace", action="store_true", help="tracemalloc snapshots (slower)")
    p.add_argument("--base", type=int, default=1, help="the hand --trace and --census compare the last one with")
    p.add_argument("--top", type=int, default=12, help="lines of growth to list")
    p.add_argument("--resizes", type=int, default=0, help="resize the window this many times after the game")
    p.add_argument("--clear", action="store_true", help="diagnosis: empty every surface cache after each hand")
    p.add_argument("--trim", action="store_true", help="diagnosis: glibc malloc_trim(0) after each hand")
    p.add_argument("--gc", action="store_true", help="diagnosis: gc.collect() after each hand")
    p.add_argument("--types", action="store_true", help="diagnosis: live objects by type, hand 2 against the last")
    p.add_argument(
        "--census",
        action="store_true",
        help="every cache of ai/ and zjgame/ that grew from hand --base to the last (with --trace: the MB each holds)",
    )
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
        players=tuple(args.players.split(",")),
        threaded_ai=False,
        perf=True,
    )
    per_hand: list[float] = []
    type_counts: list[dict[str, int]] = []
    snapshots: list[tracemalloc.Snapshot] = []
    first_census: dict[str, int] = {}
    grown: list[dict[str, object]] = []
    final: dict[str, object] = {}
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
                if args.trace and (app.hands_played == args.base or app.hands_played == args.hands):
                    snapshots.append(tracemalloc.take_snapshot())
                if args.census and app.hands_played == args.base:
                    first_census.update((name, n) for name, (n, _) in census().items())
                if app.hands_played == args.hands:  # the last hand: the table and the players still live
                    final.update(caches(app))
                if args.census and app.hands_played == args.hands:
                    grown.extend(census_growth(first_census, census(), args.trace))
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
            "caches": final or caches(app),
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
    if args.census:
        report["caches_grown"] = grown
    print(json.dumps(report))
    return 0 if code == 0 and not app.exceptions else 1


if __name__ == "__main__":
    sys.exit(main())
