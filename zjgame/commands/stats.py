"""``zjgame stats [--json]``: the player's statistics from the user data folder (zjgame.history).

Reads ``stats.sqlite3`` and the kept games in ``history/`` (repairing or rebuilding the database as the game
would). Problems with the folder's files are one-line notices on standard error and never stop the summary:
exit 0 whenever statistics could be shown (an empty history included), 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from zjgame.history import ALL, ITEM, PATTERN, Archive, Filter, Stats, data_dir
from zjgame.history.charts import LEVELS
from zjgame.history.stats import FILE
from zjgame.rules.ruleset import PRESETS

PLACES = ("1st", "2nd", "3rd", "4th")


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="zjgame stats", description="Your statistics: placements, rates, patterns.")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--ruleset", help="only games of this ruleset")
    p.add_argument("--level", choices=LEVELS, help="only games against computer players of this strength")
    p.add_argument("--data-dir", metavar="DIR", help="the data folder (default: the game's user data folder)")
    return p


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    root = Path(args.data_dir) if args.data_dir else data_dir()
    archive = Archive.in_data_dir(root)
    # A folder that is not there yet is not made just to say that nothing was played.
    stats = Stats.open(root / FILE if root.is_dir() else None, archive)
    try:
        known = set(PRESETS) | set(stats.groups().rulesets)
        if args.ruleset is not None and args.ruleset not in known:
            print(
                f"zjgame stats: unknown ruleset {args.ruleset!r}; choose from {', '.join(sorted(known))}",
                file=sys.stderr,
            )
            return 2
        where = Filter(args.ruleset, args.level) if (args.ruleset or args.level) else ALL
        report = _report(stats, where, root)
    finally:
        stats.close()
    for notice in report["notices"]:
        print(f"zjgame stats: {notice}", file=sys.stderr)
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        _print(report)
    return 0


def _report(stats: Stats, where: Filter, root: Path) -> dict[str, Any]:
    return {
        "data_dir": str(root),
        "filter": where.to_json(),
        "summary": stats.summary(where).to_json(),
        "placements": {str(k): v for k, v in stats.placements(where).items()},
        "breakdown": [{**f.to_json(), **s.to_json()} for f, s in stats.breakdown() if _within(f, where)],
        "games": [g.to_json() for g in stats.net_per_game(where)],
        "rates": [r.to_json() for r in stats.rates(where, window=5)],
        "patterns": [p.to_json() for p in stats.pattern_counts(where, PATTERN)],
        "items": [p.to_json() for p in stats.pattern_counts(where, ITEM)],
        "notices": stats.pop_notices(),
    }


def _within(group: Filter, where: Filter) -> bool:
    return (where.ruleset is None or group.ruleset == where.ruleset) and (
        where.level is None or group.level == where.level
    )


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _print(r: dict[str, Any]) -> None:
    s = r["summary"]
    if s["games"] == 0:
        print(f"No games recorded yet (data folder {r['data_dir']}).")
        return
    print(
        f"{s['games']} games ({s['finished']} finished, {s['abandoned']} abandoned, {s['in_progress']} in progress), "
        f"{s['hands']} hands"
    )
    avg = "-" if s["avg_win_value"] is None else f"{s['avg_win_value']:.1f}"
    place = "-" if s["avg_placement"] is None else f"{s['avg_placement']:.2f}"
    print(
        f"won {_pct(s['win_rate'])}, self-drawn {_pct(s['self_draw_rate'])}, dealt in {_pct(s['deal_in_rate'])}, "
        f"drawn {_pct(s['draw_rate'])}; average winning value {avg}; net {s['net']:+d}; average placement {place}"
    )
    print("placements: " + ", ".join(f"{PLACES[int(k) - 1]} {v}" for k, v in r["placements"].items()))
    print(
        f"{'ruleset':<10}{'opponents':<10}{'games':>6}{'hands':>7}{'won':>8}{'self':>8}{'dealt in':>9}{'avg win':>9}{'net':>8}"
    )
    for b in r["breakdown"]:
        avg = "-" if b["avg_win_value"] is None else f"{b['avg_win_value']:.1f}"
        print(
            f"{b['ruleset']:<10}{b['level']:<10}{b['games']:>6}{b['hands']:>7}{_pct(b['win_rate']):>8}"
            f"{_pct(b['self_draw_rate']):>8}{_pct(b['deal_in_rate']):>9}{avg:>9}{b['net']:>+8d}"
        )
    scored = [p for p in r["patterns"] if p["count"]]
    if scored:
        print("patterns scored: " + ", ".join(f"{p['name']} ({p['key']}) {p['count']}" for p in scored))
    if r["items"]:
        print("British items scored: " + ", ".join(f"{p['name']} {p['count']}" for p in r["items"]))
