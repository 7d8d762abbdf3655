"""Benchmark of the danger model's speed-ups (issue 13, "same decisions, less time"): the settlement calls
memoised on what they depend on, and each seat's discard facts worked out once per model.

    python benchmarks/bench_danger.py [--walls 40] [--rounds 3] [--players hard-v1,hard-v1,normal,easy] [--ruleset zj]

Plays the same walls with the speed-ups on and off (off: every ``payment`` asks ``cost_of_deal_in`` with the
whole discard list, every ``wait_chance`` works the seat's facts out again, as before), alternating the two
``--rounds`` times in this one process, and prints one JSON line: whether the simulation summaries (decisions,
nets, statistics; the clock fields aside) are identical, the CPU seconds of each arm (``time.process_time``),
their ratio, and how many settlement calls the memo answered against how many distinct questions it asked.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import ai.danger as danger
from ai.arena import simulate
from ai.players import make_player
from zjgame.rules.ruleset import Ruleset, get_ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import DealIn, DealInCost, cost_of_deal_in

_CLOCKS = ("seconds", "hands_per_second", "cpu_seconds", "hands_per_cpu_second")


def _direct_cost(
    ruleset: Ruleset,
    payer: Seat,
    winner: Seat,
    value: int,
    tile: Tile,
    river: Sequence[tuple[Seat, Tile]],
    dealer: Seat,
    window: Sequence[tuple[Seat, Tile]] | None = None,
) -> DealInCost:
    return cost_of_deal_in(ruleset, DealIn(payer, winner, value, tile, (*river, (payer, tile)), dealer))


@contextmanager
def speedups_off() -> Iterator[None]:
    """The danger model as it was before the speed-ups: no memo, seat facts recomputed on every call."""
    init = danger.DangerModel.__init__
    cost = danger.settled_cost

    def plain_init(self: danger.DangerModel, info: Any) -> None:
        init(self, info)
        self._facts = {}  # wait_chance falls back to _seat_facts(info, seat) on every call

    danger.DangerModel.__init__ = plain_init  # type: ignore[method-assign]
    danger.settled_cost = _direct_cost
    try:
        yield
    finally:
        danger.DangerModel.__init__ = init  # type: ignore[method-assign]
        danger.settled_cost = cost


def _run(names: list[str], ruleset: Ruleset, walls: int, seed: int) -> tuple[dict[str, Any], float]:
    t0 = time.process_time()
    summary = simulate(names, make_player, ruleset, walls, seed, check=False)
    cpu = time.process_time() - t0
    for key in _CLOCKS:
        summary.pop(key, None)
    for p in summary["players"]:
        for key in [k for k in p if "_ms_" in k]:
            p.pop(key)
    return summary, cpu


def _count_calls(names: list[str], ruleset: Ruleset, walls: int, seed: int) -> tuple[int, int]:
    """Settlement questions asked by the danger model over the walls, and how many were distinct."""
    cost = danger.settled_cost
    calls = 0
    keys: set[tuple[object, ...]] = set()

    def counting(*args: Any) -> DealInCost:
        nonlocal calls
        calls += 1
        ruleset, payer, winner, value, tile, river, dealer = args[:7]
        window = args[7] if len(args) > 7 and args[7] is not None else danger.responsibility_window(river, winner)
        keys.add((payer, winner, value, dealer, danger.responsibility_key(window, tile)))
        return cost(*args)

    danger.settled_cost = counting
    try:
        simulate(names, make_player, ruleset, walls, seed, check=False)
    finally:
        danger.settled_cost = cost
    return calls, len(keys)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="hard-v1,hard-v1,normal,easy")  # the levels that read ai.danger
    parser.add_argument("--walls", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ruleset", default="zj")
    args = parser.parse_args(argv)
    if args.walls < 1 or args.rounds < 1:
        parser.error("--walls and --rounds must be at least 1")
    names = args.players.split(",")
    ruleset = get_ruleset(args.ruleset)
    cpu_on = cpu_off = 0.0
    identical = True
    for _ in range(args.rounds):
        with speedups_off():
            off, t_off = _run(names, ruleset, args.walls, args.seed)
        danger._COST_CACHE.clear()  # each "on" round starts cold, as a fresh process would
        on, t_on = _run(names, ruleset, args.walls, args.seed)
        identical = identical and on == off
        cpu_on += t_on
        cpu_off += t_off
    calls, distinct = _count_calls(names, ruleset, args.walls, args.seed)
    line = {
        "ruleset": args.ruleset,
        "players": names,
        "walls": args.walls,
        "rounds": args.rounds,
        "identical_play": identical,
        "cpu_seconds_before": round(cpu_off, 3),
        "cpu_seconds_after": round(cpu_on, 3),
        "cpu_ratio": round(cpu_off / cpu_on, 3) if cpu_on > 0 else None,
        "settlement_calls": calls,
        "distinct_settlement_questions": distinct,
    }
    print(json.dumps(line))
    return 0 if identical else 1


if __name__ == "__main__":
    raise SystemExit(main())
