"""The menus driven by keys, headless: practice mode chosen on the new-game scene reaches the table; "Your
games and replays" lists the save, the kept games and the records folder, opens the viewer, and reports a
corrupt record."""

from __future__ import annotations

from pathlib import Path

import pygame

from tests.ui.game_helpers import key, make_app, step
from zjgame.ui.scenes.newgame import NewGameScene
from zjgame.ui.scenes.table import TableScene
from zjgame.ui.scenes.title import TitleScene


def _title(tmp_path: Path):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path)
    app.push(TitleScene())
    step(app)
    return app


def _start_from_new_game(tmp_path: Path, presses: int) -> TableScene:
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
    assert isinstance(table, TableScene) and table.practice is not None
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
    assert isinstance(app.top, TableScene) and app.top.ctl.practice is False


def _played_record(hands: int, stop_early: bool = False) -> dict:  # type: ignore[type-arg]
    """A real record: a computer-only game played through the controller (a whole hand, or part of one)."""
    from zjgame.rules.ruleset import get_ruleset
    from zjgame.ui.controller import GameController, new_players

    ctl = GameController(get_ruleset("zj"), new_players(("easy",) * 4, 3, human=False), 4, 3, threaded=False)
    ctl.delay = 0.0
    for _ in range(5000):
        if len(ctl.finished) >= hands or (stop_early and ctl.state.action_count >= 10 and ctl.can_save()):
            break
        ctl.update(1.0)
        if ctl.hand_over and len(ctl.finished) < hands:
            ctl.next_hand()
    return ctl.record()


def test_replay_a_game_lists_the_save_and_the_records_and_opens_them(tmp_path: Path) -> None:
    import json

    from zjgame.ui.scenes.history import HistoryScene
    from zjgame.ui.scenes.replay import ReplayScene

    records = tmp_path / "records"
    records.mkdir()
    (records / "good.json").write_text(json.dumps(_played_record(1)), encoding="utf-8")
    (records / "broken.json").write_text('{"format": "zjgame-record/1", "hands": [{"wall": ["1m"]}]}')
    (records / "notes.txt").write_text("not a record")
    app = _title(tmp_path)
    app.storage.save_game(_played_record(0, stop_early=True))
    key(app, pygame.K_y)
    scene = app.top
    assert isinstance(scene, HistoryScene)
    assert [e.path for e in scene.entries] == [app.storage.save_path, records / "broken.json", records / "good.json"]
    assert [e.label for e in scene.entries] == [
        "The saved game (in progress)",
        "records/broken.json",
        "records/good.json",
    ]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # the broken record: a notice, no crash, still on the list
    assert app.top is scene and app.exceptions == 0
    assert any("broken.json cannot be replayed" in t[0] for t in app.toasts)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ReplayScene) and app.top.model.hand_count == 1
    step(app, 3)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)  # the saved game, in the middle of a hand
    assert isinstance(app.top, ReplayScene)
    step(app, 3)
    assert app.exceptions == 0


def test_replay_a_game_with_nothing_to_replay_says_where_records_go(tmp_path: Path) -> None:
    from zjgame.ui.scenes.history import HistoryScene

    app = _title(tmp_path)
    key(app, pygame.K_y)
    scene = app.top
    assert isinstance(scene, HistoryScene) and scene.entries == []
    key(app, pygame.K_RETURN)
    step(app, 2)
    assert app.top is scene and app.exceptions == 0
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_a_zen_koan_record_with_two_winners_replays_to_its_end(tmp_path: Path) -> None:
    import json

    from tests.ui.koan_helpers import koan_table, until_score
    from zjgame.engine import actions as A
    from zjgame.rules.tiles import Tile
    from zjgame.ui.scenes.replay import ReplayScene

    scripts = {"E": [A.Discard(Tile("5p"))], "S": [A.CLAIM_WIN], "W": [A.CLAIM_WIN]}
    game, _scene, ctl = koan_table(tmp_path / "game", scripts, draws="5p")
    until_score(game)
    (tmp_path / "records").mkdir()
    (tmp_path / "records" / "two-winners.json").write_text(json.dumps(ctl.record()), encoding="utf-8")
    app = _title(tmp_path)
    key(app, pygame.K_y)
    key(app, pygame.K_RETURN)
    viewer = app.top
    assert isinstance(viewer, ReplayScene)
    while viewer.go(1):
        step(app)
    assert viewer.step.state.result.winners == ctl.state.result.winners
    assert any(
        line.startswith("No interception under these rules: Mei and Hao both won") for line in viewer.step.rulings
    )
    assert app.exceptions == 0
