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
