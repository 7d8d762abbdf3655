"""Benchmark: ``zjgame score --batch`` in-process versus mahjong 2.1.0's HandCalculator.estimate_hand_value.

Random closed winning hands (four random sets and a pair, self-drawn) are scored by both: ours through the
batch loop of ``zjgame.commands.score.run_batch`` (JSON in, JSON out; process start-up excluded), the
reference as closed tsumo hands. Prints the time per hand of each and the ratio (target: ours >= 2x faster).

    .venv/bin/python benchmarks/bench_score.py [--hands 2000] [--seed 1] [--json]
"""

from __future__ import annotations

import argparse
import io
import json
import random
import sys
import time

from zjgame.commands.score import run_batch
from zjgame.rules.melds import format_tiles
from zjgame.rules.tiles import TILES34

SEQ_STARTS = [i for i in range(27) if i % 9 <= 6]


def random_hand(rng: random.Random) -> tuple[list[int], int]:
    """14 tile kinds (0..33) of a closed complete hand and the winning kind."""
    while True:
        counts = [0] * 34
        tiles: list[int] = []
        for _ in range(4):
            if rng.random() < 0.5:
                i = rng.choice(SEQ_STARTS)
                tiles += [i, i + 1, i + 2]
            else:
                i = rng.randrange(34)
                tiles += [i] * 3
        p = rng.randrange(34)
        tiles += [p, p]
        for t in tiles:
            counts[t] += 1
        if max(counts) <= 4:
            return tiles, rng.choice(tiles)


def to_notation(tiles: list[int], win: int) -> str:
    """The canonical notation (interfaces §1): concealed tiles sorted and compact, then +X."""
    rest = list(tiles)
    rest.remove(win)
    return f"{format_tiles(TILES34[i] for i in rest)} +{TILES34[win].value}"


def to_136(tiles: list[int], win: int) -> tuple[list[int], int]:
    used = [0] * 34
    out = []
    win136 = -1
    for t in sorted(tiles):
        out.append(t * 4 + used[t])
        used[t] += 1
    win136 = next(x for x in out if x // 4 == win)
    return out, win136


def _time_ours(lines: list[str]) -> tuple[float, float, list[dict]]:
    out = io.StringIO()
    wall, cpu = time.perf_counter(), time.process_time()
    status = run_batch(lines, out)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    results = [json.loads(x) for x in out.getvalue().splitlines()]
    assert status == 0 and len(results) == len(lines) and all(r["valid"] for r in results)
    return wall, cpu, results


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=2000, help="hands per round")
    ap.add_argument("--rounds", type=int, default=5, help="rounds, ours and the reference alternating")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig

    calc = HandCalculator()
    config = HandConfig(is_tsumo=True)
    rng = random.Random(args.seed)
    ours_wall = ours_cpu = ref_wall = ref_cpu = 0.0
    ratios = []
    total = 0
    # The machine is shared: rounds alternate between the two so that load changes hit both alike, and both
    # wall-clock and CPU time are reported (the ratio uses CPU time; the wall-clock ratio is shown too).
    for _ in range(args.rounds):
        hands = [random_hand(rng) for _ in range(args.hands)]
        lines = [json.dumps({"hand": to_notation(t, w), "win": "self"}) for t, w in hands]
        converted = [to_136(t, w) for t, w in hands]
        w1, c1, _ = _time_ours(lines)
        wall, cpu = time.perf_counter(), time.process_time()
        for tiles136, win136 in converted:
            calc.estimate_hand_value(tiles136, win136, config=config)
        w2, c2 = time.perf_counter() - wall, time.process_time() - cpu
        ours_wall += w1
        ours_cpu += c1
        ref_wall += w2
        ref_cpu += c2
        ratios.append(c2 / c1)
        total += len(hands)

    report = {
        "hands": total,
        "ours_us_per_hand": round(ours_cpu / total * 1e6, 1),
        "mahjong_us_per_hand": round(ref_cpu / total * 1e6, 1),
        "speedup": round(ref_cpu / ours_cpu, 2),
        "speedup_wall_clock": round(ref_wall / ours_wall, 2),
        "speedup_per_round": [round(r, 2) for r in ratios],
    }
    if args.json:
        print(json.dumps(report))
    else:
        print(
            f"{report['hands']} closed self-drawn hands: zjgame score --batch {report['ours_us_per_hand']} us/hand, "
            f"mahjong 2.1.0 HandCalculator {report['mahjong_us_per_hand']} us/hand (CPU time): "
            f"ours {report['speedup']}x faster (wall clock {report['speedup_wall_clock']}x; "
            f"per round {report['speedup_per_round']}; target >= 2x)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
