"""The rules screen: 44 patterns with example hands, tabs for the table rules, payment, our rulings and the
rulesets, scrolling; headless."""

from __future__ import annotations

import pygame

from tests.ui.game_helpers import click, key, make_app, step  # noqa: I001
from zjgame.practice.rules_content import patterns_by_category
from zjgame.ui.scenes.rules import TABS, RulesScene


def test_patterns_page_lists_every_category_and_scrolls(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = RulesScene()
    app.push(scene)
    step(app)
    assert scene.page is not None
    assert list(scene.anchors) == [title for title, _ in patterns_by_category()]
    assert scene.page.get_height() > 44 * 40  # one row per pattern
    key(app, pygame.K_END)
    assert scene.scroll == scene.page.get_height() - scene.view.h
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll > 0


def test_tabs_switch_pages(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = RulesScene()
    app.push(scene)
    step(app)
    heights = {}
    for name, _label in TABS:
        button = next(b for b in scene.buttons if b.name == f"tab:{name}")
        click(app, button.rect.center)
        assert scene.tab == name
        assert scene.page is not None
        heights[name] = scene.page.get_height()
    assert heights["patterns"] > heights["rulesets"] > 0
    key(app, pygame.K_ESCAPE)
    assert app.top is None or app.top is not scene


def test_the_british_page_draws_every_example_hand_scored_by_the_game(tmp_path, monkeypatch) -> None:
    """Issue 12: the British section shows its example hands in tiles with the scorer's own figures."""
    from zjgame.practice import rules_british as RB
    from zjgame.ui import rules_british_page as page_module

    drawn = []
    original = page_module.draw_hand

    def spy(surface, art, hand, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(hand)
        return original(surface, art, hand, *args, **kwargs)

    monkeypatch.setattr(page_module, "draw_hand", spy)
    app = make_app(tmp_path, size=(800, 540))
    scene = RulesScene()
    app.push(scene)
    step(app)
    key(app, pygame.K_6)
    assert scene.tab == "british" and scene.page is not None and scene.page.get_height() > scene.view.h
    examples = RB.SETTLEMENT_EXAMPLE + RB.EXAMPLES
    assert drawn == [e.parsed() for e in examples]
    sentences = [page_module.score_sentence(e, RB.score_example(e)) for e in examples]
    assert all(f"{e.expected} points" in line for e, line in zip(examples, sentences))
    key(app, pygame.K_END)
    assert scene.scroll == scene.page.get_height() - scene.view.h and app.exceptions == 0


def test_our_rulings_state_the_danger_warnings_rule() -> None:
    """Issue 15 item 11: the warning's rule is stated on the rules screen, in the words the practice mode uses."""
    from zjgame.practice.danger_check import rule_sentence
    from zjgame.rules.ruleset import ZJ
    from zjgame.ui.scenes.rules import text_blocks

    paragraphs = [line for _title, lines in text_blocks("rulings") for line in lines]
    assert rule_sentence(ZJ) in paragraphs and "never warns less" in rule_sentence(ZJ)
