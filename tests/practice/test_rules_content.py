"""The rules screen's content: every one of the 44 patterns has a condition and an example hand that the real
scorer scores with that pattern counted."""

from __future__ import annotations

import pytest

from zjgame.practice.rules_content import (
    EXAMPLES,
    HOUSE_RULINGS,
    PAYMENT_RULES,
    TABLE_RULES,
    patterns_by_category,
    ruleset_changes,
)
from zjgame.scoring import score_hand
from zjgame.scoring.zj import PATTERNS


def test_every_pattern_has_one_example() -> None:
    assert sorted(e.pattern_id for e in EXAMPLES) == sorted(p.id for p in PATTERNS)
    assert len(PATTERNS) == 44


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.pattern_id)
def test_example_scores_its_pattern(example) -> None:
    result = score_hand(example.parsed(), example.context())
    assert result.valid, result.reason
    assert example.pattern_id in result.pattern_ids
    assert example.condition and len(example.condition) < 110  # one line


def test_categories_cover_all_patterns_in_order() -> None:
    groups = patterns_by_category()
    assert len(groups) == 10
    ids = [entry.pattern.id for _title, entries in groups for entry in entries]
    assert ids == [p.id for p in PATTERNS]


def test_rule_texts_and_ruleset_changes() -> None:
    assert TABLE_RULES and PAYMENT_RULES and HOUSE_RULINGS
    names = [r.name for r, _changes in ruleset_changes()]
    assert names == ["zj-min5", "zj-older", "zen-koan", "british"]
    assert all(changes for _r, changes in ruleset_changes())
