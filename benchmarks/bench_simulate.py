"""Benchmark: random-player simulation speed with invariant checks on (target >= 200 hands/s on one core).

    .venv/bin/python benchmarks/bench_simulate.py [HANDS] [RULESET] [--profile]

Prints wall-clock and CPU hands per second (the machine may be shared); ``--profile`` adds the top cProfile rows.
"""

from __future__ import annotations

import cProfile
import pstats
import sys

from ai.arena import simulate
from ai.players import make_player
from zjgame.rules.ruleset import get_ruleset


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    hands = int(args[0]) if args else 1000
    ruleset = get_ruleset(args[1] if len(args) > 1 else "zj")
    names = ["random"] * 4

    def run() -> dict:
        return simulate(names, make_player, ruleset, hands, seed=1)

    if "--profile" in argv:
        profile = cProfile.Profile()
        summary = profile.runcall(run)
        pstats.Stats(profile).sort_stats("tottime").print_stats(15)
    else:
        summary = run()
    cpu = summary["cpu_seconds"]
    print(
        f"{summary['hands']} hands ({ruleset.name}): {summary['hands_per_second']} hands/s wall, "
        f"{summary['hands'] / cpu if cpu else 0:.1f} hands/s CPU; exceptions {summary['exceptions']}, "
        f"invariant violations {summary['invariant_violations']}"
    )
    return 0 if summary["exceptions"] == summary["invariant_violations"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
