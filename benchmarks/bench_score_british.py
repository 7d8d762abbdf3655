"""Benchmark: the British scorer beside the Zung Jung scorer, per hand, on the same random winning hands.

Random hands of four sets and a pair (a quarter of the sets declared as melds, now and then a kong), with a
random seat, round and win type, are scored by both systems' integer cores (``score_counts`` of
``zjgame.scoring.zj.scorer`` and of ``zjgame.scoring.british.scorer``: the result values they build included),
and by both through ``zjgame score --batch`` (JSON in, JSON out). Rounds alternate between the two so that a
change of load on the shared machine hits both alike; CPU time (``time.process_time``) is what counts.
Target (issue 11): the British scorer within 1.5x of the Zung Jung scorer per hand. A first, uncounted round
warms both up (their caches fill as a long run's would; process start-up is not the scorer's speed).

    .venv/bin/python benchmarks/bench_score_british.py [--hands 2000] [--rounds 5] [--seed 1] [--json]
"""

from __future__ import annotations

import argparse
import io
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from zjgame.commands.score import run_batch
from zjgame.rules.ruleset import BRITISH, ZJ
from zjgame.rules.seats import SEATS
from zjgame.rules.tiles import TILES34
from zjgame.scoring import WinContext
from zjgame.scoring.british import scorer as british
from zjgame.scoring.counts import CHOW, CONCEALED_KONG, EXPOSED_KONG, PUNG, group_text
from zjgame.scoring.zj import scorer as zung_jung

SEQ_STARTS = [i for i in range(27) if i % 9 <= 6]
Case = tuple[list[int], int, list[tuple[int, int]], WinContext]


def random_case(rng: random.Random) -> Case:
    """(concealed counts before the win, winning index, melds, context) of a complete hand."""
    while True:
        counts = [0] * 34
        concealed: list[int] = []
        melds: list[tuple[int, int]] = []
        for _ in range(4):
            if rng.random() < 0.5:
                i = rng.choice(SEQ_STARTS)
                tiles, kind = [i, i + 1, i + 2], CHOW
            else:
                i = rng.randrange(34)
                kong = rng.random() < 0.1
                tiles, kind = [i] * (4 if kong else 3), rng.choice((EXPOSED_KONG, CONCEALED_KONG)) if kong else PUNG
            for t in tiles:
                counts[t] += 1
            if kind in (EXPOSED_KONG, CONCEALED_KONG) or rng.random() < 0.25:
                melds.append((kind, i))
            else:
                concealed += tiles
        p = rng.randrange(34)
        counts[p] += 2
        concealed += [p, p]
        if max(counts) > 4:
            continue
        win = rng.choice(concealed)
        concealed.remove(win)
        c13 = [0] * 34
        for t in concealed:
            c13[t] += 1
        ctx = WinContext(seat=rng.choice(SEATS), round_wind=rng.choice(SEATS), self_drawn=rng.random() < 0.4)
        return c13, win, melds, ctx


def notation(case: Case) -> str:
    c13, win, melds, _ = case
    parts = [group_text([i for i in range(34) for _ in range(c13[i])])]
    for kind, i in melds:
        if kind == CHOW:
            parts.append(f"[{group_text([i, i + 1, i + 2])}]")
        else:
            body = group_text([i] * (3 if kind == PUNG else 4))
            parts.append(f"({body})" if kind == CONCEALED_KONG else f"[{body}]")
    return " ".join(parts) + f" +{TILES34[win].value}"


def _cpu(fn: Callable[[list[Any]], object], arg: list[Any]) -> float:
    t = time.process_time()
    fn(arg)
    return time.process_time() - t


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=2000, help="hands per round")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    cpu = {"zj": 0.0, "british": 0.0, "zj_batch": 0.0, "british_batch": 0.0}
    ratios = []
    total = 0
    for k in range(args.rounds + 1):  # round 0 warms both scorers' caches up (process start-up) and is not counted
        cases = [random_case(rng) for _ in range(args.hands)]

        def zj_core(chunk: list[Case]) -> None:
            for c13, w, melds, ctx in chunk:
                zung_jung.score_counts(c13, w, melds, (), ctx, ZJ)

        def british_core(chunk: list[Case]) -> None:
            for c13, w, melds, ctx in chunk:
                british.score_counts(c13, w, melds, (), ctx, BRITISH)

        lines = {
            name: [
                json.dumps(
                    {
                        "hand": notation(c),
                        "win": "self" if c[3].self_drawn else "discard",
                        "seat": c[3].seat.value,
                        "round": c[3].round_wind.value,
                        "ruleset": name,
                    }
                )
                for c in cases
            ]
            for name in ("zj", "british")
        }

        def zj_batch(chunk: list[str]) -> None:
            run_batch(chunk, io.StringIO())

        def british_batch(chunk: list[str]) -> None:
            run_batch(chunk, io.StringIO())

        # chunks of 100 hands, the two systems alternating, so that load changes hit both alike
        a = b = 0.0
        for lo in range(0, len(cases), 100):
            chunk = cases[lo : lo + 100]
            a += _cpu(zj_core, chunk)
            b += _cpu(british_core, chunk)
            cpu["zj_batch"] += _cpu(zj_batch, lines["zj"][lo : lo + 100])
            cpu["british_batch"] += _cpu(british_batch, lines["british"][lo : lo + 100])
        if k == 0:
            cpu = dict.fromkeys(cpu, 0.0)
            continue
        cpu["zj"] += a
        cpu["british"] += b
        ratios.append(b / a)
        total += len(cases)
    report = {
        "hands": total,
        "zj_us_per_hand": round(cpu["zj"] / total * 1e6, 1),
        "british_us_per_hand": round(cpu["british"] / total * 1e6, 1),
        "ratio": round(cpu["british"] / cpu["zj"], 2),
        "ratio_per_round": [round(r, 2) for r in ratios],
        "ratio_median": round(statistics.median(ratios), 2),
        "zj_batch_us_per_hand": round(cpu["zj_batch"] / total * 1e6, 1),
        "british_batch_us_per_hand": round(cpu["british_batch"] / total * 1e6, 1),
        "batch_ratio": round(cpu["british_batch"] / cpu["zj_batch"], 2),
    }
    if args.json:
        print(json.dumps(report))
    else:
        print(
            f"{total} random winning hands, CPU time per hand: Zung Jung {report['zj_us_per_hand']} us, British "
            f"{report['british_us_per_hand']} us: British / Zung Jung = {report['ratio']} (median of rounds "
            f"{report['ratio_median']}, per round {report['ratio_per_round']}; target <= 1.5). Through score --batch: {report['zj_batch_us_per_hand']} "
            f"us vs {report['british_batch_us_per_hand']} us ({report['batch_ratio']})."
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
