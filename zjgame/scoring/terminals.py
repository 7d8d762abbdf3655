"""Category 8 (ZJ §5): terminals. 8.1.1 Mixed Lesser Terminals needs an honour (an honour-free hand that
qualifies is 8.1.2 Pure Lesser Terminals); 8.1.3 Mixed Greater Terminals is an All Triplets or Seven Pairs
hand of terminals and honours only (never Thirteen Terminals); 8.1.4 Pure Greater Terminals is terminals only."""

from __future__ import annotations

from zjgame.scoring.facts import HONORS, TERMINALS, HandFacts, RegularShape

Found = list[tuple[str, int]]


def _outside(index: int) -> bool:
    return index in TERMINALS or index in HONORS


def greater(facts: HandFacts) -> Found:
    """8.1.4 for any shape of terminals only; 8.1.3 for terminals and honours (the caller checks the
    All Triplets / Seven Pairs condition)."""
    if facts.all_terminal:
        return [("8.1.4", 1)]
    if facts.all_terminal_or_honor:
        return [("8.1.3", 1)]
    return []


def regular(shape: RegularShape, facts: HandFacts) -> Found:
    if facts.all_terminal:
        return [("8.1.4", 1)]
    if facts.all_terminal_or_honor and len(shape.triplets) == 4:
        return [("8.1.3", 1)]
    if not _outside(shape.pair):
        return []
    if any(not _outside(t.index) for t in shape.triplets):
        return []
    # a sequence holds a terminal when it starts at 1 or ends at 9
    if any(s % 9 not in (0, 6) for s in shape.sequences):
        return []
    return [("8.1.1", 1)] if facts.has_honor else [("8.1.2", 1)]
