"""The equality proof of the table-driven scorer at full size (issue 14): ``zjgame.scoring.zj.fast`` against the
reference ``zjgame.scoring.zj.scorer.score_counts_json`` on random hands of every kind (regular with melds and
kongs, one-suit and 111222333-style, Seven Pairs, Thirteen Terminals, hands that do not win, a wrong number of
tiles; incidental flags; bonus tiles; every Zung Jung ruleset), byte for byte, and ``zjgame score --batch`` lines
in many forms against the general path. The suite runs the same comparison at CI size
(``tests/scoring/test_fast_scorer.py``).

    .venv/bin/python benchmarks/bench_score_equal.py [--hands 100000] [--lines 20000] [--seed 1]

Exit status 1 on the first difference (printed), else 0 with the counts by kind.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.scoring.random_hands import notation, random_case  # noqa: E402
from tests.scoring.test_fast_scorer import _reference_line  # noqa: E402
from zjgame.commands.score import run_batch  # noqa: E402
from zjgame.scoring.zj import fast  # noqa: E402
from zjgame.scoring.zj.scorer import score_counts_json  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=100_000)
    ap.add_argument("--lines", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    kinds: dict[str, int] = {}
    start = time.process_time()
    for n in range(args.hands):
        counts, w, melds, bonus, ctx, ruleset = random_case(rng)
        want = score_counts_json(counts, w, melds, bonus, ctx, ruleset)
        got = fast.score_json(counts, w, melds, bonus, ctx, ruleset)
        if got != want:
            print(
                f"hand {n} differs: {counts} {w} {melds} {bonus} {ctx} {ruleset.name}\n  reference {want}\n  fast {got}"
            )
            return 1
        obj = json.loads(want)
        kind = "not a win" if not obj["valid"] else (obj["patterns"][0]["id"] if obj["patterns"] else "chicken")
        if obj["valid"] and any(p["id"] in ("10.1", "10.2") for p in obj["patterns"]):
            kind = "thirteen terminals" if "10.1" in [p["id"] for p in obj["patterns"]] else "seven pairs"
        elif obj["valid"]:
            kind = "regular with melds" if "[" in obj["arrangement"] or "(" in obj["arrangement"] else "regular closed"
        kinds[kind] = kinds.get(kind, 0) + 1
    lines, expected = [], []
    for k in range(args.lines):
        counts, w, melds, bonus, ctx, ruleset = random_case(rng)
        obj2: dict[str, object] = {
            "hand": notation(counts, w, melds, bonus, spaced=k % 7 == 0),
            "ruleset": ruleset.name,
        }
        obj2["win"] = "self" if ctx.self_drawn else "discard"
        obj2["seat"], obj2["round"] = ctx.seat.value, ctx.round_wind.value
        if ctx.flags:
            obj2["flags"] = list(ctx.flags)
        items = list(obj2.items())
        rng.shuffle(items)
        line = json.dumps(dict(items), separators=rng.choice([(", ", ": "), (",", ":")]))
        lines.append(line)
        expected.append(_reference_line(json.loads(line)))
    out = io.StringIO()
    run_batch(lines, out)
    for n, (line, want, got) in enumerate(zip(lines, expected, out.getvalue().splitlines())):
        if got != want:
            print(f"batch line {n} differs: {line}\n  reference {want}\n  batch {got}")
            return 1
    seconds = time.process_time() - start
    print(
        f"equal: {args.hands} hands (fast == reference, byte for byte) and {args.lines} batch lines; "
        f"{seconds:.0f} s CPU; kinds: {json.dumps(dict(sorted(kinds.items())))}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
