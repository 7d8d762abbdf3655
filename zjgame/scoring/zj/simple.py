"""Categories 1 and 2 (ZJ §5): trivial patterns (1.1 All Sequences, 1.2 Concealed Hand, 1.3 No Terminals)
and one-suit patterns (2.1.1 Mixed One-Suit, 2.1.2 Pure One-Suit, 2.2 Nine Gates)."""

from __future__ import annotations

from zjgame.scoring.zj.facts import HandFacts, RegularShape

Found = list[tuple[str, int]]


def suit_patterns(facts: HandFacts, out: Found) -> None:
    """1.3 and 2.1 hold for any shape (they need no sets; Seven Pairs may count them)."""
    if facts.all_simple:
        out.append(("1.3", 1))
    if len(facts.suits) == 1:
        # 2.1.1 needs number tiles of one suit plus honours; without honours it is 2.1.2.
        out.append(("2.1.1", 1) if facts.has_honor else ("2.1.2", 1))


def regular(shape: RegularShape, facts: HandFacts, out: Found) -> None:
    if len(shape.sequences) == 4:
        out.append(("1.1", 1))
    if facts.closed:
        # ZJ 1.2: a regular hand with nothing claimed before the win; concealed kongs are fine.
        out.append(("1.2", 1))
    suit_patterns(facts, out)
    if facts.nine_gates:
        out.append(("2.2", 1))
