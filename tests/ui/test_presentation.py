"""Presentation settings (issue 16) and the pages' footers (issue 15 item 19): the UI text size applies to every
scene's text at once, the table colour to the felt, a newcomer is offered tile labels and larger text beside the
tutorial, and the Start/Back/Done buttons sit inside their page's panel."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from tests.ui.game_helpers import key, make_app, step
from tests.ui.scene_fixtures import open_scene
from zjgame.ui import theme
from zjgame.ui.scenes.settings import SettingsScene
from zjgame.ui.scenes.title import TitleScene


def test_the_text_size_setting_changes_every_scenes_text(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.push(SettingsScene())
    step(app)
    normal = app.text.render("Zung Jung", 20).get_height()
    row = next(i for i, r in enumerate(app.top.rows) if r.key == "text_size")
    large = next(i for i, (value, _label) in enumerate(app.top.rows[row].choices) if value == "large")
    app.top.select(row, large)
    assert app.settings.text_size == "large" and app.storage.load_settings().text_size == "large"
    assert app.text.render("Zung Jung", 20).get_height() > normal
    key(app, pygame.K_ESCAPE)
    app.push(TitleScene())  # another scene, and a new app reading the saved settings, use it too
    step(app)
    assert app.text.factor == theme.text_factor("large")
    again = make_app(tmp_path)
    again.push(TitleScene())
    step(again)
    assert again.text.factor == theme.text_factor("large")


def test_the_table_colour_setting_colours_the_felt(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.push(TitleScene())
    step(app)
    green = app.art.felt(200, 100).get_at((100, 50))
    app.apply_settings(replace(app.settings, table_colour="blue"))
    app.push(SettingsScene())
    step(app)
    blue = app.art.felt(200, 100).get_at((100, 50))
    assert blue != green and blue.b > blue.g  # a blue cloth, not the green one


def test_a_newcomer_is_offered_tile_labels_and_larger_text_beside_the_tutorial(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    title = TitleScene()
    app.push(title)
    step(app)
    assert title.offer
    names = {b.name for b in title.buttons}
    assert {"offer-yes", "offer-no", "offer-labels", "offer-text"} <= names
    title.on_button("offer-labels")
    title.on_button("offer-text")
    assert app.settings.tile_labels and app.settings.text_size == "large"
    assert title.offer  # choosing them does not answer the tutorial's offer
    title.on_button("offer-no")
    assert not title.offer
    later = make_app(tmp_path)
    other = TitleScene()
    later.push(other)
    step(later)
    assert not other.offer and later.settings.tile_labels  # offered once, and the choice kept


@pytest.mark.parametrize("scene", ["newgame", "settings", "history", "statistics"])
@pytest.mark.parametrize("size", [(800, 540), (1280, 800), (1920, 1080)])
def test_the_footer_buttons_sit_inside_the_pages_panel(scene: str, size: tuple[int, int], tmp_path: Path) -> None:
    app = open_scene(scene, tmp_path / "data", size)
    page = app.top.page_rect()
    for button in app.top.buttons:
        assert page.contains(button.rect), (button.name, button.rect, page)
