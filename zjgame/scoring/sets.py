"""Categories 4-7 (ZJ §5): triplets and kongs (4.1, 4.2 concealed triplets, 4.3 kongs), identical sequences
(5.1), similar sets across the three suits (6.1, 6.2) and consecutive sets (7.1, 7.2). Kongs count as
triplets (ZJ §5: 6.2 and 7.2 count kongs as triplets)."""

from __future__ import annotations

from collections import Counter

from zjgame.scoring.facts import HandFacts, RegularShape

Found = list[tuple[str, int]]


def triplets_and_kongs(shape: RegularShape, facts: HandFacts) -> Found:
    out: Found = []
    if len(shape.triplets) == 4:
        out.append(("4.1", 1))
    # ZJ 4.2: concealed triplets and concealed kongs; a triplet completed by the winning discard is exposed.
    concealed = sum(1 for t in shape.triplets if t.concealed)
    if concealed >= 2:
        out.append(({2: "4.2.1", 3: "4.2.2"}.get(concealed, "4.2.3"), 1))
    kongs = sum(1 for t in shape.triplets if t.kong)
    if kongs:
        out.append((("4.3.1", "4.3.2", "4.3.3", "4.3.4")[kongs - 1], 1))
    return out


def identical_sequences(shape: RegularShape) -> Found:
    if len(shape.sequences) < 2:
        return []
    mult = Counter(shape.sequences).values()
    top = max(mult)
    if top == 4:
        return [("5.1.4", 1)]
    if top == 3:
        return [("5.1.3", 1)]
    pairs = sum(m // 2 for m in mult)
    if pairs >= 2:
        return [("5.1.2", 1)]
    if pairs == 1:
        return [("5.1.1", 1)]
    return []


def similar_sets(shape: RegularShape) -> Found:
    out: Found = []
    seqs = set(shape.sequences)
    for s in seqs:
        if s < 9 and s + 9 in seqs and s + 18 in seqs:
            out.append(("6.1", 1))
            break
    nums: dict[int, set[int]] = {}
    for t in shape.triplets:
        if t.index < 27:
            nums.setdefault(t.index % 9, set()).add(t.index // 9)
    for num, suits in nums.items():
        if len(suits) == 3:
            out.append(("6.2.2", 1))
            break
        if len(suits) == 2 and shape.pair < 27 and shape.pair % 9 == num and shape.pair // 9 not in suits:
            out.append(("6.2.1", 1))
            break
    return out


def consecutive_sets(shape: RegularShape) -> Found:
    out: Found = []
    seqs = set(shape.sequences)
    # ZJ 7.1: the arrangement holds 123, 456 and 789 of one suit (a fourth set beside them is fine).
    for base in (0, 9, 18):
        if base in seqs and base + 3 in seqs and base + 6 in seqs:
            out.append(("7.1", 1))
            break
    tri = {t.index for t in shape.triplets if t.index < 27}
    best = 0
    for i in tri:
        if i % 9 <= 6 and i + 1 in tri and i + 2 in tri:
            best = max(best, 4 if i % 9 <= 5 and i + 3 in tri else 3)
    if best:
        out.append(("7.2.2", 1) if best == 4 else ("7.2.1", 1))
    return out


def regular(shape: RegularShape, facts: HandFacts) -> Found:
    return triplets_and_kongs(shape, facts) + identical_sequences(shape) + similar_sets(shape) + consecutive_sets(shape)
