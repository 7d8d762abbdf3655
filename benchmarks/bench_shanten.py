"""Speed of ai.shanten against PyPI mahjong 2.1.0 (a script, not a test).

    .venv/bin/python benchmarks/bench_shanten.py [--hands 10000] [--seed 1] [--rounds 5] [--build]

Reports, per call, on random 13- and 14-tile hands dealt from a full set (CPU time of this process, so other
processes on the shared machine disturb it less; best of ``--rounds`` runs, the two sides taking turns):
the §6 functions against mahjong's ``calculate_shanten``; the incremental ShantenTracker (one draw or
discard, then ``shanten()``) against mahjong recomputing the same hands; the discard helper against
mahjong once per discard; and the table load time and memory.  ``--build`` also times building the
suit table from scratch (about 20 s), which only ``python -m ai.shanten_tables`` normally does.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import tracemalloc
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mahjong.shanten import Shanten  # noqa: E402

from ai import shanten_tables  # noqa: E402
from ai.acceptance import discard_options  # noqa: E402
from ai.shanten import ShantenTracker, regular_shanten, shanten, shanten_after_discards  # noqa: E402


def deal(rng: random.Random, size: int) -> list[int]:
    counts = [0] * 34
    for k in rng.sample([k for k in range(34) for _ in range(4)], size):
        counts[k] += 1
    return counts


def per_call(function: Callable[[list[int]], object], hands: Sequence[list[int]]) -> float:
    """Microseconds per call, one pass."""
    start = time.process_time()
    for counts in hands:
        function(counts)
    return (time.process_time() - start) / len(hands) * 1e6


def interleaved(timers: dict[str, Callable[[], float]], rounds: int) -> dict[str, float]:
    """Best of ``rounds`` for each timer, the timers taking turns so that load from other processes
    (the machine is shared) hits both sides of a ratio alike."""
    best = {name: float("inf") for name in timers}
    for _ in range(rounds):
        for name, timer in timers.items():
            best[name] = min(best[name], timer())
    return best


def tracker_updates(rng: random.Random, n: int) -> tuple[list[int], list[tuple[bool, int]], list[list[int]]]:
    """Draws from a shuffled wall and discards of a random held tile, alternating between 13 and 14 tiles
    (a fresh wall whenever one runs out): the start hand, the operations and the hand after each."""
    wall = [k for k in range(34) for _ in range(4)]
    rng.shuffle(wall)
    counts = [0] * 34
    for k in wall[:13]:
        counts[k] += 1
    start = list(counts)
    pos = 13
    ops: list[tuple[bool, int]] = []
    states: list[list[int]] = []
    for _ in range(n):
        if sum(counts) == 14:
            tile = rng.choice([k for k in range(34) for _ in range(counts[k])])
            counts[tile] -= 1
            ops.append((False, tile))
        else:
            while True:
                if pos == len(wall):
                    rng.shuffle(wall)
                    pos = 0
                tile = wall[pos]
                pos += 1
                if counts[tile] < 4:
                    break
            counts[tile] += 1
            ops.append((True, tile))
        states.append(list(counts))
    return start, ops, states


def time_tracker(start: list[int], ops: list[tuple[bool, int]]) -> float:
    """Microseconds per operation (add or remove, then ``shanten()``), one pass."""
    tracker = ShantenTracker(start)
    add, remove, query = tracker.add, tracker.remove, tracker.shanten
    began = time.process_time()
    for is_add, tile in ops:
        if is_add:
            add(tile)
        else:
            remove(tile)
        query()
    return (time.process_time() - began) / len(ops) * 1e6


def mahjong_after_discards(counts: list[int]) -> list[int]:
    out = []
    for k in range(34):
        if counts[k]:
            counts[k] -= 1
            out.append(Shanten.calculate_shanten(counts))
            counts[k] += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=5, help="timing rounds (best of)")
    parser.add_argument("--build", action="store_true", help="also time building the table from scratch")
    args = parser.parse_args()

    tracemalloc.start()
    began = time.perf_counter()
    shanten_tables.fast_tables()
    load_ms = (time.perf_counter() - began) * 1e3
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(
        f"table load (lzma file + look-up form): {load_ms:.1f} ms, {current / 1e6:.1f} MB kept, peak {peak / 1e6:.1f} MB"
    )
    if args.build:
        began = time.perf_counter()
        summaries, _ = shanten_tables.build_table()
        print(f"table build from scratch: {time.perf_counter() - began:.1f} s, {len(summaries)} summaries")

    rng = random.Random(args.seed)
    rounds = args.rounds
    for size in (13, 14):
        hands = [deal(rng, size) for _ in range(args.hands)]
        t = interleaved(
            {
                "ref_all": partial(per_call, Shanten.calculate_shanten, hands),
                "ours_all": partial(per_call, shanten, hands),
                "ref_reg": partial(per_call, Shanten.calculate_shanten_for_regular_hand, hands),
                "ours_reg": partial(per_call, regular_shanten, hands),
            },
            rounds,
        )
        print(
            f"{size} tiles: shanten {t['ours_all']:.2f} us vs mahjong {t['ref_all']:.2f} us"
            f" = {t['ref_all'] / t['ours_all']:.1f}x; regular {t['ours_reg']:.2f} us vs {t['ref_reg']:.2f} us"
            f" = {t['ref_reg'] / t['ours_reg']:.1f}x"
        )

    start, ops, states = tracker_updates(rng, 2 * args.hands)
    t = interleaved(
        {"ref": partial(per_call, Shanten.calculate_shanten, states), "ours": partial(time_tracker, start, ops)},
        rounds,
    )
    print(
        f"tracker update + shanten(): {t['ours']:.3f} us vs mahjong recomputing {t['ref']:.2f} us"
        f" = {t['ref'] / t['ours']:.1f}x"
    )

    fourteen = [deal(rng, 14) for _ in range(max(1, args.hands // 10))]
    t = interleaved(
        {
            "ref": partial(per_call, mahjong_after_discards, fourteen),
            "ours": partial(per_call, shanten_after_discards, fourteen),
            "options": partial(per_call, discard_options, fourteen),
        },
        rounds,
    )
    print(
        f"shanten after each discard (14 tiles): {t['ours']:.1f} us vs mahjong {t['ref']:.1f} us"
        f" = {t['ref'] / t['ours']:.1f}x"
    )
    print(f"discard_options with acceptance (14 tiles): {t['options']:.1f} us per hand")


if __name__ == "__main__":
    main()
