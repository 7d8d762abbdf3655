"""Build the shipped per-suit arrangement table ``zjgame/rules/data/suit_arrangements.bin`` (issue 14) from
the reference search of ``zjgame.rules.shapes``: every pattern of one suit's nine counts (at most 14 tiles, at
most four of a kind) with every split into sets (3n tiles) or into sets and a pair (3n + 2 tiles).

    python build_scripts/make_suit_table.py            # write the file (about 10 s)
    python build_scripts/make_suit_table.py --check    # exit 1 if the shipped file differs from a fresh build
"""

from __future__ import annotations

import argparse
import sys
from itertools import product
from pathlib import Path

from zjgame.rules.shapes import suit_sets, suit_with_pair
from zjgame.rules.suit_table import DATA_FILE, Split, decode, encode, pack

OUT = Path(__file__).resolve().parent.parent / "zjgame" / "rules" / "data" / DATA_FILE


def splits_of(counts: tuple[int, ...]) -> tuple[Split, ...]:
    """Every split of one suit's counts, as the table stores it (block codes: i triplet, 9 + i sequence)."""
    if sum(counts) % 3 == 0:
        found = [(-1, sets) for sets in suit_sets(counts)]
    else:
        found = list(suit_with_pair(counts))
    return tuple((pair, tuple(i if kind == 0 else 9 + i for kind, i in sets)) for pair, sets in found)


def build() -> dict[int, tuple[Split, ...]]:
    table: dict[int, tuple[Split, ...]] = {}
    for counts in product(range(5), repeat=9):
        n = sum(counts)
        if n > 14 or n % 3 == 1:
            continue
        splits = splits_of(counts)
        if splits:
            table[pack(counts)] = splits
    return table


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare the shipped file with a fresh build")
    args = ap.parse_args(argv)
    fresh = build()
    if args.check:
        shipped = decode(OUT.read_bytes())
        if shipped != fresh:
            print(f"{OUT} differs from a fresh build: run build_scripts/make_suit_table.py", file=sys.stderr)
            return 1
        print(f"{OUT.name}: {len(fresh)} patterns, {sum(map(len, fresh.values()))} splits, as built")
        return 0
    OUT.write_bytes(encode(fresh))
    print(f"wrote {OUT} ({OUT.stat().st_size} bytes): {len(fresh)} patterns, {sum(map(len, fresh.values()))} splits")
    return 0


if __name__ == "__main__":
    sys.exit(main())
