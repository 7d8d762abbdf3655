"""Category 8 (ZJ §5): terminals. 8.1.1 Mixed Lesser Terminals needs an honour (an honour-free hand that
qualifies is 8.1.2 Pure Lesser Terminals); 8.1.3 Mixed Greater Terminals is an All Triplets or Seven Pairs
hand of terminals and honours only (never Thirteen Terminals); 8.1.4 Pure Greater Terminals is terminals only."""

from __future__ import annotations

from zjgame.scoring.zj.facts import OUTSIDE, HandFacts, RegularShape

Found = list[tuple[str, int]]


def greater(facts: HandFacts, out: Found) -> None:
    """8.1.4 for any shape of terminals only; 8.1.3 for terminals and honours (the caller has checked the
    All Triplets / Seven Pairs condition)."""
    if facts.all_terminal:
        out.append(("8.1.4", 1))
    elif facts.all_terminal_or_honor:
        out.append(("8.1.3", 1))


def regular(shape: RegularShape, facts: HandFacts, out: Found) -> None:
    if facts.all_terminal_or_honor:
        # only triplets are possible with these tiles, so this is an All Triplets hand
        greater(facts, out)
        return
    if shape.pair not in OUTSIDE:
        return
    for t in shape.triplets:
        if t[0] not in OUTSIDE:
            return
    for s in shape.sequences:
        if s % 9 not in (0, 6):  # a sequence holds a terminal when it is 123 or 789
            return
    # ZJ §5: 8.1.1 needs an honour; an honour-free hand that qualifies is 8.1.2.
    out.append(("8.1.1", 1) if facts.has_honor else ("8.1.2", 1))
