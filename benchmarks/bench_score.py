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
    rest = list(tiles)
    rest.remove(win)
    return " ".join(TILES34[i].value for i in sorted(rest)) + f" +{TILES34[win].value}"


def to_136(tiles: list[int], win: int) -> tuple[list[int], int]:
    used = [0] * 34
    out = []
    win136 = -1
    for t in sorted(tiles):
        out.append(t * 4 + used[t])
        used[t] += 1
    win136 = next(x for x in out if x // 4 == win)
    return out, win136


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    hands = [random_hand(rng) for _ in range(args.hands)]
    lines = [json.dumps({"hand": to_notation(t, w), "win": "self"}) for t, w in hands]

    out = io.StringIO()
    start = time.perf_counter()
    status = run_batch(lines, out)
    ours = time.perf_counter() - start
    results = [json.loads(x) for x in out.getvalue().splitlines()]
    assert status == 0 and len(results) == len(hands) and all(r["valid"] for r in results)

    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig

    calc = HandCalculator()
    config = HandConfig(is_tsumo=True)
    converted = [to_136(t, w) for t, w in hands]
    start = time.perf_counter()
    for tiles136, win136 in converted:
        calc.estimate_hand_value(tiles136, win136, config=config)
    ref = time.perf_counter() - start

    report = {
        "hands": len(hands),
        "ours_us_per_hand": round(ours / len(hands) * 1e6, 1),
        "mahjong_us_per_hand": round(ref / len(hands) * 1e6, 1),
        "speedup": round(ref / ours, 2),
    }
    if args.json:
        print(json.dumps(report))
    else:
        print(
            f"{report['hands']} closed self-drawn hands: zjgame score --batch {report['ours_us_per_hand']} us/hand, "
            f"mahjong 2.1.0 HandCalculator {report['mahjong_us_per_hand']} us/hand, "
            f"ours {report['speedup']}x faster (target >= 2x)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
