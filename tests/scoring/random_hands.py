"""Random hands of every kind for the equality proofs of the table-driven scorer (issue 14), shared by
``tests/scoring/test_fast_scorer.py`` (CI size) and ``benchmarks/bench_score_equal.py`` (100,000 and more).

Kinds: regular hands with concealed sets only, with declared chows, pungs, exposed and concealed kongs, one-suit
hands (many arrangements, ``111222333``-style runs of triplets), Seven Pairs (four alike too), Thirteen
Terminals, tiles that make no winning hand, a wrong number of tiles; each with a random seat, round, win type,
incidental flags and (under Zen Koan) bonus tiles, under every Zung Jung ruleset.
"""

from __future__ import annotations

import random

from zjgame.rules.ruleset import PRESETS, Ruleset
from zjgame.rules.seats import SEATS
from zjgame.scoring import WinContext
from zjgame.scoring.counts import CHOW, CONCEALED_KONG, EXPOSED_KONG, PUNG, MeldSpec, with_melds

ZJ_RULESETS: tuple[Ruleset, ...] = tuple(r for r in PRESETS.values() if r.scoring_system == "zung-jung")
SEQ_STARTS = tuple(i for i in range(27) if i % 9 <= 6)
TERMINALS_HONOURS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
FLAGS = ("final_draw", "final_discard", "kong_supplement", "robbing_kong", "heaven", "earth")
BONUS = ("1f", "2f", "3f", "4f", "1g", "2g", "3g", "4g")

Case = tuple[list[int], int, list[MeldSpec], tuple[str, ...], WinContext, Ruleset]


def _regular(rng: random.Random, one_suit: bool, runs: bool) -> tuple[list[int], list[MeldSpec]]:
    suit = 9 * rng.randrange(3)
    tiles: list[int] = []
    melds: list[MeldSpec] = []
    if runs:  # 111222333-style: consecutive triplets that also read as identical sequences
        n = suit + rng.randrange(7)
        tiles += [n, n, n, n + 1, n + 1, n + 1, n + 2, n + 2, n + 2]
        sets = 1
    else:
        sets = 4
    for _ in range(sets):
        if rng.random() < 0.45:
            i = rng.choice([s for s in SEQ_STARTS if not one_suit or suit <= s < suit + 9])
            group, kind = [i, i + 1, i + 2], CHOW
        else:
            pool = list(range(suit, suit + 9)) + list(range(27, 34)) if one_suit else list(range(34))
            i = rng.choice(pool)
            group, kind = [i, i, i], PUNG
        if rng.random() < 0.25 and not runs:
            if kind == PUNG and rng.random() < 0.4:
                kind = rng.choice((EXPOSED_KONG, CONCEALED_KONG))
            melds.append((kind, i))
        else:
            tiles += group
    p = rng.choice(range(suit, suit + 9)) if one_suit else rng.randrange(34)
    return tiles + [p, p], melds


def random_hand(rng: random.Random) -> tuple[list[int], int, list[MeldSpec]]:
    """(concealed counts before the win, winning index, melds) of a random hand of a random kind; no fifth copy."""
    while True:
        kind = rng.random()
        melds: list[MeldSpec] = []
        if kind < 0.08:  # Seven Pairs
            base = 9 * rng.randrange(3)
            kinds = rng.sample(range(34) if rng.random() < 0.5 else range(base, base + 9), 7)
            tiles = [k for k in kinds for _ in range(2)]
            if rng.random() < 0.2:
                tiles = tiles[:12] + [kinds[0], kinds[0]]  # four alike are two pairs
        elif kind < 0.12:  # Thirteen Terminals
            tiles = [*TERMINALS_HONOURS, rng.choice(TERMINALS_HONOURS)]
        elif kind < 0.18:  # tiles that make no winning hand, now and then a wrong number of them
            tiles = [rng.randrange(34) for _ in range(14 if rng.random() < 0.8 else rng.choice((11, 13, 15)))]
        else:
            tiles, melds = _regular(rng, rng.random() < 0.3, rng.random() < 0.15)
        counts = [0] * 34
        for t in tiles:
            counts[t] += 1
        if max(with_melds(counts, melds)) > 4 or not tiles:
            continue
        w = rng.choice(tiles)
        counts[w] -= 1
        return counts, w, melds


def random_context(rng: random.Random) -> WinContext:
    flags = {f: True for f in FLAGS if rng.random() < 0.06}
    return WinContext(seat=rng.choice(SEATS), round_wind=rng.choice(SEATS), self_drawn=rng.random() < 0.5, **flags)


def random_case(rng: random.Random) -> Case:
    counts, w, melds = random_hand(rng)
    ruleset = rng.choice(ZJ_RULESETS)
    bonus: tuple[str, ...] = ()
    if ruleset.bonus_tiles and rng.random() < 0.3:
        bonus = tuple(sorted(rng.sample(BONUS, rng.randrange(1, 5)), key=lambda b: (b[1], b[0])))
    return counts, w, melds, bonus, random_context(rng), ruleset


def notation(counts: list[int], w: int, melds: list[MeldSpec], bonus: tuple[str, ...], spaced: bool = False) -> str:
    """The hand in the notation of docs/notation.md (concealed tiles, melds, +X, bonus tiles)."""
    from zjgame.scoring.counts import group_text
    from zjgame.scoring.zj.views import _MELD_TEXT

    concealed = group_text([i for i in range(34) for _ in range(counts[i])])
    if spaced:  # the same hand written loosely: a space inside the concealed tiles (the general readers' turn)
        concealed = " ".join(concealed[k : k + 4] for k in range(0, len(concealed), 4))
    parts = [concealed, *(_MELD_TEXT[m] for m in melds), "+" + group_text([w])]
    if bonus:
        parts.append("".join(bonus))
    return " ".join(p for p in parts if p)
