"""The game and its history (issue 15 items 1 and 2, issue 16 "History"), through the window headless: every
hand's end counts the hand in the statistics, the final standings keep the finished game and "Your games and
replays" shows it at once (and Replay opens it with the players' names); a new game asks before replacing a saved
game and keeps the replaced one as abandoned; a save that cannot be resumed is set aside; a kept game is
exported byte for byte and deleted from the list and the statistics."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tests.ui.game_helpers import key, make_app, step
from zjgame.engine import actions as A
from zjgame.history import ABANDONED, FINISHED, History
from zjgame.ui.games import new_game
from zjgame.ui.scenes.confirm import ConfirmScene
from zjgame.ui.scenes.history import HistoryScene
from zjgame.ui.scenes.newgame import NewGameScene
from zjgame.ui.scenes.replay import ReplayScene
from zjgame.ui.scenes.results import ResultsScene
from zjgame.ui.scenes.score import ScoreScene
from zjgame.ui.scenes.table import TableScene
from zjgame.ui.scenes.title import TitleScene
from zjgame.ui.storage import Settings


def _fast(app):  # type: ignore[no-untyped-def]
    app.settings = Settings(computer_delay=0.0, animation_speed="instant")


def _play_human(app, table: TableScene, until) -> None:  # type: ignore[no-untyped-def]
    """Play the human's moves (pass every claim, discard the drawn tile, take a win) until ``until()``;
    score panels are closed with Enter."""
    ctl = table.ctl
    for _ in range(3000):
        if until():
            return
        if isinstance(app.top, ScoreScene):
            key(app, pygame.K_RETURN)
            continue
        if app.top is table and ctl.waiting_for_human:
            legal = ctl.human_legal()
            wins = [a for a in legal if a.type in ("win", "self_drawn_win")]
            drawn = ctl.view().drawn
            discard = [a for a in legal if isinstance(a, A.Discard) and a.tile is drawn]
            table.submit(wins[0] if wins else A.PASS if A.PASS in legal else (discard or list(legal))[0])
        step(app)
    raise AssertionError("the game did not get there")


def _game_in_progress(tmp_path: Path) -> dict:  # type: ignore[type-arg]
    """A real saved game: a few moves into hand 1 of a 4-hand game."""
    app = make_app(tmp_path / "other")
    _fast(app)
    table = TableScene(new_game(app.options, ruleset="zj", strengths=("easy",) * 3, hands=4, seed=5))
    app.push(table)
    _play_human(app, table, lambda: table.ctl.state.action_count >= 12 and table.ctl.can_save())
    return table.ctl.record()


def test_every_hand_is_counted_and_the_finished_game_is_kept_and_listed_at_once(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    _fast(app)
    app.push(TitleScene())
    ctl = new_game(app.options, ruleset="zj", strengths=("easy",) * 3, hands=2, seed=8)
    table = TableScene(ctl)
    app.push(table)
    counted = []

    def at_standings() -> bool:
        if isinstance(app.top, ScoreScene) and len(counted) < len(ctl.finished):
            history = History(tmp_path)  # the hand's rows are there when its score panel opens
            counted.append(history.stats.summary().hands)
            history.close()
        return isinstance(app.top, ResultsScene)

    _play_human(app, table, at_standings)
    assert counted == [1, 2]
    results = app.top
    assert isinstance(results, ResultsScene) and results.kept is not None
    assert results.kept.game_id == ctl.game_fields["game_id"] and results.kept.status == FINISHED
    assert not app.storage.has_game()  # the save is gone, the game is not
    history = History(tmp_path)
    (kept,) = history.games()
    assert kept.hands_played == 2 and kept.net == ctl.totals[0]
    summary = history.stats.summary()
    assert (summary.games, summary.finished, summary.hands) == (1, 1, 2)
    history.close()
    key(app, pygame.K_y)  # Replay, from the final standings
    viewer = app.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.model.names == tuple(p.name for p in ctl.players) and viewer.model.names[0] == "You"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_v)  # Review: your decisions against the advisor's, from the game's record
    assert app.top.name == "practice-review" and app.exceptions == 0
    key(app, pygame.K_ESCAPE)
    assert app.top is results
    key(app, pygame.K_ESCAPE)  # the standings: to the title screen
    assert isinstance(app.top, TitleScene)
    key(app, pygame.K_y)  # Your games and replays
    listed = app.top
    assert isinstance(listed, HistoryScene)
    assert [e.kind for e in listed.entries] == ["kept"] and listed.entries[0].summary == kept
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ReplayScene) and app.exceptions == 0


def test_new_game_asks_before_replacing_the_saved_game_and_keeps_it_as_abandoned(tmp_path: Path) -> None:
    record = _game_in_progress(tmp_path)
    app = make_app(tmp_path / "data")
    app.storage.save_game(record)
    saved_bytes = app.storage.save_path.read_bytes()
    app.push(TitleScene())
    step(app)
    key(app, pygame.K_n)
    assert isinstance(app.top, NewGameScene)
    key(app, pygame.K_RETURN)  # Start
    question = app.top
    assert isinstance(question, ConfirmScene)
    assert "hand 1 of 4" in question.detail and "abandoned" in question.detail
    key(app, pygame.K_ESCAPE)  # keep it
    assert isinstance(app.top, NewGameScene)
    assert app.storage.save_path.read_bytes() == saved_bytes
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmScene)
    key(app, pygame.K_y)  # replace it
    step(app, 2)
    assert isinstance(app.top, TableScene) and app.top.ctl.game_fields["game_id"] != record.get("game_id")
    history = History(tmp_path / "data")
    (kept,) = history.games()
    assert kept.status == ABANDONED and kept.game_id == record["game_id"]
    assert history.load(kept.game_id)["hands"] == json.loads(json.dumps(record))["hands"]
    history.close()
    assert app.exceptions == 0


def test_a_save_that_cannot_be_resumed_is_set_aside_when_a_new_game_starts(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.storage.save_path.write_bytes(b'{"format": "zjgame-record/1", "hands": [{"wall": ["1m"]}]}')
    app.push(NewGameScene())
    step(app)
    key(app, pygame.K_RETURN)
    step(app)
    assert isinstance(app.top, TableScene)  # nothing to ask about
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("current_game.json.kept-")]
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b'{"format": "zjgame-record/1"')
    assert any("kept as current_game.json.kept-" in message for message, _t in app.toasts)


@pytest.fixture(scope="module")
def _kept_once(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    root = tmp_path_factory.mktemp("kept") / "data"
    app = make_app(root)
    _fast(app)
    ctl = new_game(app.options, ruleset="zj", strengths=("easy",) * 3, hands=1, seed=3)
    table = TableScene(ctl)
    app.push(table)
    _play_human(app, table, lambda: isinstance(app.top, ResultsScene))
    return root, ctl.game_fields["game_id"]


@pytest.fixture
def kept_game(_kept_once: tuple[Path, str], tmp_path: Path) -> tuple[Path, str]:
    """A data folder with one finished game kept (a 1-hand game played through the window, once per module;
    each test gets its own copy of the folder)."""
    import shutil

    root, game_id = _kept_once
    shutil.copytree(root, tmp_path / "data")
    return tmp_path / "data", game_id


def test_export_copies_the_kept_record_to_the_folder_of_the_settings(kept_game, tmp_path: Path) -> None:
    root, game_id = kept_game
    app = make_app(root)
    app.settings = Settings(export_folder=str(tmp_path / "exports"))
    app.push(HistoryScene())
    step(app)
    key(app, pygame.K_e)
    copy = tmp_path / "exports" / f"zjgame-{game_id}.json"
    assert copy.read_bytes() == (root / "history" / f"{game_id}.json").read_bytes()
    assert any(str(copy) in message for message, _t in app.toasts)


def test_export_without_a_folder_goes_to_the_documents_folder(kept_game, tmp_path: Path, monkeypatch) -> None:
    import zjgame.history.book as book

    root, game_id = kept_game
    monkeypatch.setattr(book, "documents_dir", lambda: tmp_path / "Documents")
    app = make_app(root)
    app.push(HistoryScene())
    step(app)
    key(app, pygame.K_e)
    assert (tmp_path / "Documents" / f"zjgame-{game_id}.json").is_file()


def test_delete_asks_then_removes_the_game_from_the_list_and_the_statistics(kept_game) -> None:
    root, game_id = kept_game
    app = make_app(root)
    app.push(HistoryScene())
    step(app)
    key(app, pygame.K_DELETE)
    assert isinstance(app.top, ConfirmScene)
    key(app, pygame.K_ESCAPE)  # keep it
    assert [e.summary.game_id for e in app.top.entries if e.summary] == [game_id]
    key(app, pygame.K_DELETE)
    key(app, pygame.K_y)
    scene = app.top
    assert isinstance(scene, HistoryScene) and scene.entries == []
    history = History(root)
    assert history.games() == [] and history.stats.summary().games == 0
    history.close()


def test_a_kept_game_that_was_damaged_is_reported_not_shown_as_a_crash(kept_game) -> None:
    root, game_id = kept_game
    (root / "history" / f"{game_id}.json").write_text("{ not json", encoding="utf-8")
    app = make_app(root)
    app.push(HistoryScene())
    step(app)
    assert app.top.entries == [] and app.exceptions == 0
    assert any("could not be read" in message for message, _t in app.toasts)


def test_a_kept_game_is_reviewed_from_your_games(kept_game) -> None:
    root, _game_id = kept_game
    app = make_app(root)
    app.push(HistoryScene())
    step(app)
    key(app, pygame.K_v)
    review = app.top
    assert review.name == "practice-review" and app.exceptions == 0
    step(app, 2)
    assert app.exceptions == 0


def test_the_export_folder_is_a_whole_path_never_the_folder_the_game_was_started_in(tmp_path: Path) -> None:
    from zjgame.ui.scenes.settings import SettingsScene

    app = make_app(tmp_path)
    scene = SettingsScene()
    app.push(scene)
    step(app)
    key(app, pygame.K_e)  # edit the export folder
    assert scene.editing == ""
    for ch in "games":
        key(app, pygame.K_a, ch)
    key(app, pygame.K_RETURN)
    assert scene.editing == "games" and app.settings.export_folder == ""  # refused, still editing
    assert any("whole path" in message for message, _t in app.toasts)
    for _ in "games":
        key(app, pygame.K_BACKSPACE)
    for ch in str(tmp_path / "out"):
        key(app, pygame.K_a, ch)
    key(app, pygame.K_RETURN)
    assert scene.editing is None and app.settings.export_folder == str(tmp_path / "out")
