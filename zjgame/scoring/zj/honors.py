"""Category 3 (ZJ §5): 3.1 Value Honor (per set), the dragons series 3.2, the winds series 3.3, 3.4 All Honors.
Zen Koan (ZJ §7) also counts the prevailing wind for 3.1; a double wind counts twice."""

from __future__ import annotations

from zjgame.scoring.zj.facts import DRAGONS, WINDS, HandFacts, RegularShape

Found = list[tuple[str, int]]


def all_honors(facts: HandFacts, out: Found) -> None:
    if facts.all_honor:
        out.append(("3.4", 1))


def regular(shape: RegularShape, facts: HandFacts, out: Found) -> None:
    if not facts.has_honor:
        return
    value = dragons = winds = 0
    prevailing = facts.params.prevailing_wind_value_honor
    for t in shape.triplets:
        i = t[0]
        if i < 27:
            continue
        if i in DRAGONS:
            dragons += 1
            value += 1
        else:
            winds += 1
            # ZJ 3.1: the seat wind; never the prevailing wind in zj; never a pair.
            if i == facts.seat_wind:
                value += 1
            if prevailing and i == facts.round_wind:
                value += 1  # ZJ §7 decision: a wind that is both seat and prevailing wind counts twice
    if value:
        out.append(("3.1", value))
    if dragons == 3:
        out.append(("3.2.2", 1))
    elif dragons == 2 and shape.pair in DRAGONS:
        out.append(("3.2.1", 1))
    if winds == 4:
        out.append(("3.3.4", 1))
    elif winds == 3:
        out.append(("3.3.3", 1) if shape.pair in WINDS else ("3.3.2", 1))
    elif winds == 2 and shape.pair in WINDS:
        out.append(("3.3.1", 1))
    all_honors(facts, out)
