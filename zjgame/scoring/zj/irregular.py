"""Category 10 (ZJ §4-§5): the irregular hands. Seven Pairs counts only patterns that need no sets
(1.3, 2.1.1, 2.1.2, 3.4, 8.1.3, 8.1.4 and category 9); Thirteen Terminals scores 160 plus category 9,
never 8.1.3. Neither scores 1.2 Concealed Hand. (Zen Koan additions 9.1.3 and category 11 count too:
the caller adds categories 9 and 11.)"""

from __future__ import annotations

from zjgame.scoring.zj import honors, simple, terminals
from zjgame.scoring.zj.facts import HandFacts

Found = list[tuple[str, int]]


def seven_pairs(facts: HandFacts) -> Found:
    out: Found = [("10.2", 1)]
    simple.suit_patterns(facts, out)
    honors.all_honors(facts, out)
    terminals.greater(facts, out)
    return out


def thirteen_terminals(facts: HandFacts) -> Found:
    return [("10.1", 1)]
