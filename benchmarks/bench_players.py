"""Benchmark of the computer players: hands per second and decision times (p50/p99) in self-play.

    python benchmarks/bench_players.py [--players hard,hard,hard,hard] [--walls 20] [--ruleset zj]

Prints one JSON line per player name, from ``ai.arena.simulate`` (the engine behind ``zjgame simulate``).
Keep runs short on shared machines.
"""

from __future__ import annotations

import argparse
import json

from ai.arena import simulate
from ai.players import make_player
from zjgame.rules.ruleset import get_ruleset


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="hard,hard,hard,hard")
    parser.add_argument("--walls", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ruleset", default="zj")
    parser.add_argument("--duplicate", action="store_true")
    args = parser.parse_args(argv)
    names = args.players.split(",")
    summary = simulate(names, make_player, get_ruleset(args.ruleset), args.walls, args.seed, args.duplicate)
    head = {k: summary[k] for k in ("walls", "hands", "seconds", "hands_per_second", "exceptions")}
    print(json.dumps(head))
    for p in summary["players"]:
        keys = ("name", "net_per_hand", "ci95", "win_rate", "deal_in_rate", "avg_win_value")
        print(json.dumps({k: p[k] for k in (*keys, "decision_ms_p50", "decision_ms_p99")}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
