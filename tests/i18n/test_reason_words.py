"""The computer players' reasons, the advisor's plans and the danger model's signs in Chinese (issue 16): ``ai``
writes English (and never imports the translations); the practice panels show it through
``zjgame.practice.reason_words``, which reads each sentence back by its template. The played hands ask the
advisor about every decision under every ruleset: a reason ``ai`` words in a new way fails here."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ai.advisor import advise
from ai.players import make_player
from tests.i18n.scene_tour import english_words
from tests.practice.test_danger_hints import _view as danger_view
from tests.practice.views import turn_view
from zjgame.engine.actions import Discard
from zjgame.engine.round import RoundState
from zjgame.engine.wall import wall_for_seed
from zjgame.practice.advice import Advisor, hints_for
from zjgame.practice.danger_check import check_discard
from zjgame.practice.reason_words import needs_words, plan_words, reason_words, signs_words
from zjgame.rules.ruleset import RULESETS
from zjgame.rules.tiles import Tile

ROOT = Path(__file__).resolve().parents[2]


def advised(ruleset_name: str, seed: int) -> tuple[set[str], set[tuple[str, str]], set[str]]:
    """Every reason, plan (id, name) and plan need the advisor gives at every decision of one hand."""
    ruleset = RULESETS[ruleset_name]
    players = [make_player("normal", seed * 4 + i) for i in range(4)]
    state, _events = RoundState.start(wall_for_seed(seed, ruleset), ruleset, hand_number=1)
    reasons: set[str] = set()
    plans: set[tuple[str, str]] = set()
    needs: set[str] = set()
    while not state.is_finished:
        seat = state.seats_to_act[0]
        legal = state.legal_actions(seat)
        view = state.view_for(seat)
        advice = advise(view, legal, seed)
        reasons.update(o.reason for o in advice.options)
        plans.update((p.pattern_id, p.name) for p in advice.plans)
        needs.update(p.needs for p in advice.plans)
        state, _events = state.apply(seat, players[seat.index].choose(view, legal).action)
    return reasons, plans, needs


@pytest.mark.parametrize("ruleset_name", sorted(RULESETS))
def test_every_reason_and_plan_of_played_hands_is_said_in_chinese(ruleset_name: str, chinese: None) -> None:
    reasons: set[str] = set()
    plans: set[tuple[str, str]] = set()
    needs: set[str] = set()
    for seed in (1, 2):
        r, p, n = advised(ruleset_name, seed)
        reasons |= r
        plans |= p
        needs |= n
    assert len(reasons) > 40 and plans and needs
    left = [r for r in sorted(reasons) if english_words(reason_words(r))]
    left += [name for pid, name in sorted(plans) if english_words(plan_words(pid, name))]
    left += [n for n in sorted(needs) if english_words(needs_words(n))]
    assert left == []


# Sentences that played hands seldom reach, as ai/ev/reasons.py, ai/ev/player.py and ai/danger.py write them,
# with what the Chinese player reads (tiles marked).
SENTENCES = [
    (
        "Discard 3p: plays safe (4% to deal in), folding is worth -1.2 points against -3.4 for pushing; "
        "7s would be 21% likely to deal into West",
        "打出⟦3p⟧：打安全牌（出銃機會4%）；防守的期望值-1.2分，進攻則是-3.4分；打⟦7s⟧會有21%機會出銃給西",
    ),
    (
        "Pass on the chow 3m4m5m: the hand as it is has 20% to win for about 25 points (5.0 expected), against "
        "18% and about 10 points with it (1.8)",
        "不吃⟦3m⟧⟦4m⟧⟦5m⟧：現在這手牌有20%機會和牌，和了約25分（期望值5.0），而吃⟦3m⟧⟦4m⟧⟦5m⟧的話是18%機會、和了約10分（1.8）",
    ),
    (
        "Declare a kong of 6z: ready, 40% to win in the 1 draws left, about 30 points when it does, "
        "and a loose tile at once",
        "開槓⟦6z⟧：聽牌：餘下1輪摸牌內有40%機會和牌，和了約30分，並即時補一張牌",
    ),
    (
        "Discard 9p and declare a standing hand: the only legal action",
        "打出⟦9p⟧並報聽：唯一合規的選擇",
    ),
    ("Declare the self-drawn win on 5s: 1 points", "自摸和⟦5s⟧：1分"),
    ("Claim the win on 2m: 30 points", "和⟦2m⟧：30分"),
    ("Set aside 2f: a bonus tile scores and brings a replacement", "把⟦2f⟧放在一旁：花牌可以計分，並補一張牌"),
    (
        "Discard 1m: 2-shanten as pairs, 3% to win in the 9 draws left, about 40 points when it does (a hasty choice)",
        "打出⟦1m⟧：2向聽，目標七對：餘下9輪摸牌內有3%機會和牌，和了約40分（一時大意）",
    ),
    ("Pass", "過"),
]


@pytest.mark.parametrize(("english", "words"), SENTENCES)
def test_the_rarer_reasons_in_chinese(english: str, words: str, chinese: None) -> None:
    assert reason_words(english) == words


def test_english_stays_as_ai_wrote_it_and_an_unknown_sentence_is_kept() -> None:
    for english, _words in SENTENCES:
        assert reason_words(english) == english
    assert plan_words("2.1.1", "Mixed One-Suit (Dots)") == "Mixed One-Suit (Dots)"
    assert needs_words("2 more 6z") == "2 more 6z"


def test_an_unknown_sentence_is_shown_as_written(chinese: None) -> None:
    assert reason_words("Discard 5p: a reason nobody wrote") == "Discard 5p: a reason nobody wrote"


def test_plans_signs_and_needs_in_chinese(chinese: None) -> None:
    assert plan_words("2.1.1", "Mixed One-Suit (Dots)") == "混一色（筒子）"
    assert plan_words("3.1", "Value Honor (Red Dragon)") == "番牌（紅中）"
    assert plan_words("", "All pungs") == "對對和"
    assert needs_words("2 more 6z") == "再要2張⟦6z⟧"
    assert needs_words("replace 1 tile outside Bamboo") == "換走1張索子以外的牌"
    signs = "2 value honour sets shown; melds all in p: one-suit hand likely; four melds: a single-tile wait"
    assert signs_words(signs) == "已亮出2組番牌刻子；亮出的牌都是筒子：可能做一色；已有四組牌：單吊"


def test_the_hints_and_the_danger_warning_read_in_chinese(chinese: None) -> None:
    view = turn_view("123m456m789s1122z5p")
    legal = [Discard(t) for t in sorted(set(view.concealed), key=lambda t: t.index)]
    lines = hints_for(view, legal, Advisor()).lines()
    assert len(lines) >= 3 and [line for line in lines if english_words(line)] == []
    warning = check_discard(danger_view(), Tile("5p"))
    assert warning is not None and "West" in warning.reason  # the kept English
    assert [line for line in warning.lines() if english_words(line)] == []


def test_ai_writes_english_and_does_not_import_the_translations() -> None:
    """docs/architecture.md: ``ai`` is pure and below the UI; the words it writes are translated where shown."""
    found = []
    for path in sorted((ROOT / "ai").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            names += [a.name for a in node.names] if isinstance(node, ast.Import) else []
            bad = [n for n in names if n.startswith(("zjgame.i18n", "zjgame.names", "zjgame.practice", "zjgame.ui"))]
            found += [f"{path.relative_to(ROOT)}:{node.lineno} imports {n}" for n in bad]
    assert found == []
