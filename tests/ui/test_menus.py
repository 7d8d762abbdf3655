"""The menus driven by keys, headless: practice mode chosen on the new-game scene reaches the table; the
replay entry lists the save and the records folder, opens the viewer, and reports a corrupt record."""

from __future__ import annotations

from pathlib import Path

import pygame

from tests.ui.game_helpers import key, make_app, step
from zjgame.ui.practice_table import PracticeTableScene
from zjgame.ui.scenes.newgame import NewGameScene
from zjgame.ui.scenes.title import TitleScene


def _title(tmp_path: Path):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path)
    app.push(TitleScene())
    step(app)
    return app


def _start_from_new_game(tmp_path: Path, presses: int) -> PracticeTableScene:
    app = _title(tmp_path)
    key(app, pygame.K_n)
    assert isinstance(app.top, NewGameScene)
    practice_row = next(r for r in app.top.rows if r.key == "practice")
    assert practice_row.value is False
    for _ in range(presses):
        key(app, pygame.K_p)
    key(app, pygame.K_RETURN)
    step(app, 2)
    table = app.top
    assert isinstance(table, PracticeTableScene)
    return table


def test_practice_mode_on_in_the_new_game_scene_reaches_the_table(tmp_path: Path) -> None:
    table = _start_from_new_game(tmp_path, presses=1)
    assert table.ctl.practice is True
    assert table.practice.practice is True
    assert table.ctl.record()["practice"] is True


def test_practice_mode_left_off_gives_an_ordinary_table(tmp_path: Path) -> None:
    table = _start_from_new_game(tmp_path, presses=0)
    assert table.ctl.practice is False
    assert table.practice.practice is False


def test_the_title_practice_entry_starts_with_practice_on_and_it_can_be_turned_off(tmp_path: Path) -> None:
    app = _title(tmp_path)
    key(app, pygame.K_p)
    scene = app.top
    assert isinstance(scene, NewGameScene) and scene.title == "Practice game"
    assert next(r for r in scene.rows if r.key == "practice").value is True
    key(app, pygame.K_p)  # cycles the row: off
    assert scene.title == "New game"
    key(app, pygame.K_RETURN)
    step(app, 2)
    assert isinstance(app.top, PracticeTableScene) and app.top.ctl.practice is False
