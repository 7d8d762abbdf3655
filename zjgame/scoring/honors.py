"""Category 3 (ZJ §5): 3.1 Value Honor (per set), the dragons series 3.2, the winds series 3.3, 3.4 All Honors.
Zen Koan (ZJ §7) also counts the prevailing wind for 3.1; a double wind counts twice."""

from __future__ import annotations

from zjgame.scoring.facts import DRAGONS, WINDS, HandFacts, RegularShape

Found = list[tuple[str, int]]


def value_honor_sets(shape: RegularShape, facts: HandFacts) -> int:
    n = 0
    for t in shape.triplets:
        if t.index in DRAGONS:
            n += 1
        else:
            # ZJ 3.1: the seat wind; never the prevailing wind in zj; never a pair.
            if t.index == facts.seat_wind:
                n += 1
            if facts.ruleset.prevailing_wind_value_honor and t.index == facts.round_wind:
                n += 1  # ZJ §7 decision: a wind that is both seat and prevailing wind counts twice
    return n


def all_honors(facts: HandFacts) -> Found:
    return [("3.4", 1)] if facts.all_honor else []


def regular(shape: RegularShape, facts: HandFacts) -> Found:
    out: Found = []
    vh = value_honor_sets(shape, facts)
    if vh:
        out.append(("3.1", vh))
    dragons = sum(1 for t in shape.triplets if t.index in DRAGONS)
    winds = sum(1 for t in shape.triplets if t.index in WINDS)
    if dragons == 3:
        out.append(("3.2.2", 1))
    elif dragons == 2 and shape.pair in DRAGONS:
        out.append(("3.2.1", 1))
    wind_pair = shape.pair in WINDS
    if winds == 4:
        out.append(("3.3.4", 1))
    elif winds == 3:
        out.append(("3.3.3", 1) if wind_pair else ("3.3.2", 1))
    elif winds == 2 and wind_pair:
        out.append(("3.3.1", 1))
    out.extend(all_honors(facts))
    return out
