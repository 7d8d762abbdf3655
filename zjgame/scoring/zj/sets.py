"""Categories 4-7 (ZJ §5): triplets and kongs (4.1, 4.2 concealed triplets, 4.3 kongs), identical sequences
(5.1), similar sets across the three suits (6.1, 6.2) and consecutive sets (7.1, 7.2). Kongs count as
triplets (ZJ §5: 6.2 and 7.2 count kongs as triplets)."""

from __future__ import annotations

from zjgame.scoring.zj.facts import HandFacts, RegularShape

Found = list[tuple[str, int]]

_CONCEALED = {2: "4.2.1", 3: "4.2.2", 4: "4.2.3"}
_KONGS = {1: "4.3.1", 2: "4.3.2", 3: "4.3.3", 4: "4.3.4"}


def triplets_and_kongs(shape: RegularShape, facts: HandFacts, out: Found) -> None:
    trips = shape.triplets
    if len(trips) == 4:
        out.append(("4.1", 1))
    if len(trips) >= 2:
        # ZJ 4.2: concealed triplets and concealed kongs; a triplet completed by the winning discard is exposed.
        concealed = sum([t[1] for t in trips])
        if concealed >= 2:
            out.append((_CONCEALED[concealed], 1))
    if facts.has_melds:  # kongs are declared melds
        kongs = sum([t[2] for t in trips])
        if kongs:
            out.append((_KONGS[kongs], 1))


def identical_sequences(shape: RegularShape, out: Found) -> None:
    seqs = shape.sequences
    if len(seqs) < 2 or len(set(seqs)) == len(seqs):
        return
    mult: dict[int, int] = {}
    for s in seqs:
        mult[s] = mult.get(s, 0) + 1
    top = max(mult.values())
    if top == 4:
        out.append(("5.1.4", 1))
    elif top == 3:
        out.append(("5.1.3", 1))
    elif top == 2:
        out.append(("5.1.2", 1) if sum(1 for m in mult.values() if m == 2) == 2 else ("5.1.1", 1))


def similar_sets(shape: RegularShape, out: Found) -> None:
    seqs = shape.sequences
    if len(seqs) >= 3:
        for s in seqs:
            if s < 9 and s + 9 in seqs and s + 18 in seqs:
                out.append(("6.1", 1))
                break
    trips = [t[0] for t in shape.triplets if t[0] < 27]
    if len(trips) >= 2 and len({i % 9 for i in trips}) < len(trips):
        nums: dict[int, set[int]] = {}
        for i in trips:
            nums.setdefault(i % 9, set()).add(i // 9)
        pair = shape.pair
        for num, suits in nums.items():
            if len(suits) == 3:
                out.append(("6.2.2", 1))
                break
            if len(suits) == 2 and pair < 27 and pair % 9 == num and pair // 9 not in suits:
                out.append(("6.2.1", 1))
                break


def consecutive_sets(shape: RegularShape, out: Found) -> None:
    seqs = shape.sequences
    if len(seqs) >= 3:
        # ZJ 7.1: the arrangement holds 123, 456 and 789 of one suit (a fourth set beside them is fine).
        for base in (0, 9, 18):
            if base in seqs and base + 3 in seqs and base + 6 in seqs:
                out.append(("7.1", 1))
                break
    tri = {t[0] for t in shape.triplets if t[0] < 27}
    if len(tri) >= 3:
        best = 0
        for i in tri:
            if i % 9 <= 6 and i + 1 in tri and i + 2 in tri:
                best = max(best, 4 if i % 9 <= 5 and i + 3 in tri else 3)
        if best:
            out.append(("7.2.2", 1) if best == 4 else ("7.2.1", 1))


def regular(shape: RegularShape, facts: HandFacts, out: Found) -> None:
    triplets_and_kongs(shape, facts, out)
    n_seq, n_trip = len(shape.sequences), len(shape.triplets)
    if n_seq >= 2:
        identical_sequences(shape, out)
    if n_seq >= 3 or n_trip >= 2:
        similar_sets(shape, out)
    if n_seq >= 3 or n_trip >= 3:
        consecutive_sets(shape, out)
