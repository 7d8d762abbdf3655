"""Agreement of ai.shanten with PyPI mahjong 2.1.0 on many random hands (a script, not a test).

    .venv/bin/python benchmarks/shanten_agreement.py [--hands 100000] [--seed 2026]

Hands of every legal concealed size (1, 2, 4, 5, ..., 13, 14): a quarter made of pairs and fours (Seven
Pairs shapes), the rest dealt from a full set, from one suit plus honours (long runs, many four-of-a-kinds:
the hard cases for the four-copies rule) or from the terminals and honours (Thirteen Terminals).  For each hand it compares regular shanten and (13-14 tiles)
Thirteen Terminals shanten with mahjong's, ``shanten`` with the minimum of mahjong's regular, mahjong's
kokushi and the Zung Jung Seven Pairs formula, and a ShantenTracker built tile by tile with ``shanten``.
Prints the number of hands and of disagreements (listing the first few) and exits 1 on any disagreement.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mahjong.shanten import Shanten  # noqa: E402

from ai.shanten import ShantenTracker, regular_shanten, shanten, thirteen_terminals_shanten  # noqa: E402

SIZES = (1, 2, 4, 5, 7, 8, 10, 11, 13, 14)
TERMINALS_AND_HONORS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def pools() -> list[list[int]]:
    full = [k for k in range(34) for _ in range(4)]
    honours = [k for k in range(27, 34) for _ in range(4)]
    suits = [[k for k in range(9 * s, 9 * s + 9) for _ in range(4)] + honours for s in range(3)]
    terminal = [k for k in TERMINALS_AND_HONORS for _ in range(4)] + [k for k in (1, 13, 22) for _ in range(4)]
    return [full, *suits, terminal]


def pair_heavy(rng: random.Random, size: int, counts: list[int]) -> None:
    """Pairs and fours of a few kinds cut to ``size``: Seven Pairs shapes (ZJ: four alike are two pairs)."""
    left = size
    kinds = rng.sample(range(34), 8)
    for k in kinds:
        take = min(left, rng.choice((2, 2, 2, 4)))
        counts[k] = take
        left -= take
    counts[kinds[-1]] += left


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    sources = pools()
    mismatches: list[str] = []
    for i in range(args.hands):
        size = SIZES[i % len(SIZES)]
        counts = [0] * 34
        if i % 4 == 3:
            pair_heavy(rng, size, counts)
        else:
            pool = sources[0] if i % 3 == 0 else rng.choice(sources)
            for k in rng.sample(pool, size):
                counts[k] += 1
        regular = Shanten.calculate_shanten_for_regular_hand(counts)
        expected = regular
        if size >= 13:
            kokushi = Shanten.calculate_shanten_for_kokushi_hand(counts)
            pairs = 6 - min(7, sum(c // 2 for c in counts))
            expected = min(regular, kokushi, pairs)
            if thirteen_terminals_shanten(counts) != kokushi:
                mismatches.append(f"thirteen terminals {counts}")
        if regular_shanten(counts) != regular:
            mismatches.append(f"regular {counts}: {regular_shanten(counts)} vs mahjong {regular}")
        if shanten(counts) != expected:
            mismatches.append(f"shanten {counts}: {shanten(counts)} vs {expected}")
        if ShantenTracker(counts).shanten() != expected:
            mismatches.append(f"tracker {counts}")
    print(
        f"{args.hands} hands (seed {args.seed}): {len(mismatches)} disagreements with mahjong 2.1.0 (+ ZJ Seven Pairs)"
    )
    for line in mismatches[:10]:
        print("  " + line)
    sys.exit(1 if mismatches else 0)


if __name__ == "__main__":
    main()
