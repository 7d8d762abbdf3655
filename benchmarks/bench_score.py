"""Benchmark: ``zjgame score --batch`` in-process versus mahjong 2.1.0's HandCalculator.estimate_hand_value.

Closed self-drawn winning hands of three kinds are scored by both: ours through the batch loop of
``zjgame.commands.score.run_batch`` (JSON in, JSON out; process start-up excluded: one warm-up round first), the
reference as closed tsumo hands. Kinds: ``closed`` (four random sets and a pair), ``many`` (one suit with a
``111222333``-style run of triplets: many arrangements), ``pairs`` (Seven Pairs of seven kinds). Rounds alternate
between the two so that a change of load on the shared machine hits both alike; the figure is the median of the
per-round ratios of CPU time (``time.process_time``). Targets (issue 14): >= 5x on ``closed``, >= 4x on ``many``
and ``pairs``.

    .venv/bin/python benchmarks/bench_score.py [--kind closed|many|pairs|all] [--hands 2000] [--rounds 7] [--json]
"""

from __future__ import annotations

import argparse
import io
import json
import random
import statistics
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


def many_hand(rng: random.Random) -> tuple[list[int], int]:
    """One suit, a run of three consecutive triplets (111222333 reads as three sequences too), one more set and
    the pair in the same suit."""
    while True:
        base = 9 * rng.randrange(3)
        n = base + rng.randrange(7)
        tiles = [n] * 3 + [n + 1] * 3 + [n + 2] * 3
        if rng.random() < 0.5:
            i = base + rng.randrange(7)
            tiles += [i, i + 1, i + 2]
        else:
            tiles += [base + rng.randrange(9)] * 3
        p = base + rng.randrange(9)
        tiles += [p, p]
        if max(tiles.count(t) for t in tiles) <= 4:
            return tiles, rng.choice(tiles)


def pairs_hand(rng: random.Random) -> tuple[list[int], int]:
    """Seven Pairs of seven different kinds (mahjong 2.1.0 takes no four alike in it)."""
    kinds = rng.sample(range(34), 7)
    tiles = [k for k in kinds for _ in range(2)]
    return tiles, rng.choice(tiles)


KINDS = {"closed": random_hand, "many": many_hand, "pairs": pairs_hand}
TARGETS = {"closed": 5.0, "many": 4.0, "pairs": 4.0}


def to_notation(tiles: list[int], win: int) -> str:
    """The canonical notation (docs/notation.md#the-canonical-form): concealed tiles sorted and compact, then +X."""
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


def run_kind(kind: str, hands: int, rounds: int, seed: int) -> dict[str, object]:
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig

    calc = HandCalculator()
    config = HandConfig(is_tsumo=True)
    make = KINDS[kind]
    rng = random.Random(seed)
    ours_cpu = ref_cpu = 0.0
    ratios = []
    total = 0
    for k in range(rounds + 1):  # round 0 warms both up (tables, caches) and is not counted
        batch = [make(rng) for _ in range(hands)]
        lines = [json.dumps({"hand": to_notation(t, w), "win": "self"}) for t, w in batch]
        converted = [to_136(t, w) for t, w in batch]
        _, c1, _ = _time_ours(lines)
        cpu = time.process_time()
        for tiles136, win136 in converted:
            calc.estimate_hand_value(tiles136, win136, config=config)
        c2 = time.process_time() - cpu
        if k == 0:
            continue
        ours_cpu += c1
        ref_cpu += c2
        ratios.append(c2 / c1)
        total += len(batch)
    return {
        "kind": kind,
        "hands": total,
        "ours_us_per_hand": round(ours_cpu / total * 1e6, 1),
        "mahjong_us_per_hand": round(ref_cpu / total * 1e6, 1),
        "speedup_median": round(statistics.median(ratios), 2),
        "speedup_total": round(ref_cpu / ours_cpu, 2),
        "speedup_per_round": [round(r, 2) for r in ratios],
        "target": TARGETS[kind],
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kind", choices=(*KINDS, "all"), default="all")
    ap.add_argument("--hands", type=int, default=2000, help="hands per round")
    ap.add_argument("--rounds", type=int, default=7, help="counted rounds, ours and the reference alternating")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    kinds = list(KINDS) if args.kind == "all" else [args.kind]
    for kind in kinds:
        report = run_kind(kind, args.hands, args.rounds, args.seed)
        if args.json:
            print(json.dumps(report))
        else:
            print(
                f"{kind}: {report['hands']} self-drawn hands, CPU time: zjgame score --batch "
                f"{report['ours_us_per_hand']} us/hand, mahjong 2.1.0 HandCalculator {report['mahjong_us_per_hand']} "
                f"us/hand: ours {report['speedup_median']}x faster (median of rounds {report['speedup_per_round']}; "
                f"all rounds {report['speedup_total']}x; target >= {report['target']}x)"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
