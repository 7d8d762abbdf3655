"""Every registered scene opened in a typical state, for the tests that walk all of them (the shortcut overlay,
the fit at 800x540): ``open_scene(key, data, size)`` returns an app (headless) with that scene on top. A scene
added to the registry without a builder here makes ``tests/ui/test_scene_walk.py`` fail, so none is skipped."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pygame

from tests.ui.game_helpers import make_app, run_until, step
from zjgame.engine import actions as A
from zjgame.ui.app import App
from zjgame.ui.games import new_game
from zjgame.ui.routes import Push
from zjgame.ui.storage import Settings

SIZE_SMALL = (800, 540)


def _record(hands: int = 1) -> dict:  # type: ignore[type-arg]
    """A real record: a computer-only game played through the controller."""
    from zjgame.rules.ruleset import get_ruleset
    from zjgame.ui.controller import GameController, new_players

    ctl = GameController(get_ruleset("zj"), new_players(("easy",) * 4, 3, human=False), 4, 3, threaded=False)
    ctl.delay = 0.0
    for _ in range(5000):
        if len(ctl.finished) >= hands:
            break
        ctl.update(1.0)
        if ctl.hand_over and len(ctl.finished) < hands:
            ctl.next_hand()
    return ctl.record()


def _table(app: App, practice: bool = False) -> None:
    app.settings = Settings(computer_delay=0.0, animation_speed="instant")
    ctl = new_game(app.options, ruleset="zj", strengths=("easy",) * 3, hands=4, seed=11, practice=practice)
    app.go(Push("table", controller=ctl))
    run_until(app, lambda: ctl.waiting_for_human and ctl.state.window is None, 2000)


def _score(app: App) -> None:
    app.settings = Settings(computer_delay=0.0, animation_speed="instant")
    ctl = new_game(app.options, ruleset="zj", strengths=("easy",) * 3, hands=4, seed=11)
    app.go(Push("table", controller=ctl))
    table = app.top
    for _ in range(4000):
        if app.top is not table:
            break
        if ctl.waiting_for_human:
            legal = ctl.human_legal()
            wins = [a for a in legal if a.type in ("win", "self_drawn_win")]
            drawn = ctl.view().drawn
            discard = [a for a in legal if isinstance(a, A.Discard) and a.tile is drawn]
            table.submit(wins[0] if wins else A.PASS if A.PASS in legal else (discard or list(legal))[0])  # type: ignore[union-attr]
        step(app)
    step(app, 2)


def _results(app: App) -> None:
    from zjgame.ui.controller import GameController

    ctl = GameController.from_record(_record_with_human(), threaded=False)
    app.go(Push("results", ctl=ctl))


def _record_with_human() -> dict:  # type: ignore[type-arg]
    record = _record(1)
    record["players"][0] = {"name": "You", "kind": "human"}
    return record


def _replay(app: App) -> None:
    from zjgame.practice.replay_model import ReplayModel

    app.go(Push("replay", model=ReplayModel.from_text(json.dumps(_record(1))), title="a record"))


def _practice_review(app: App) -> None:
    _table(app, practice=True)
    table = app.top
    app.go(Push("practice-review", layer=table.practice))  # type: ignore[union-attr]


def _menu(app: App) -> None:
    _table(app)
    app.go(Push("menu"))


def _confirm(app: App) -> None:
    app.go(Push("title"))
    detail = "You are in the middle of hand 3 of 16 of Zung Jung v3.3, with +45 points. A new game replaces it."
    app.go(Push("confirm", question="Replace your saved game?", detail=detail, yes="New game", no="Keep it"))


def _shortcuts(app: App) -> None:
    app.go(Push("title"))
    step(app)
    app.top.open_shortcuts()  # type: ignore[union-attr]


def _kept_games(data: Path) -> None:
    """Two kept games and a record file in the data folder (for Your games and the statistics)."""
    from zjgame.history import History

    history = History(data)
    record = _record_with_human()
    record["game_id"] = "20240601-120000-aaaaaa"
    history.game_finished(record)
    record["game_id"] = "20240602-120000-bbbbbb"
    history.game_abandoned(record)
    history.close()
    (data / "records").mkdir(exist_ok=True)
    (data / "records" / "simulated.json").write_text(json.dumps(_record(1)), encoding="utf-8")


BUILDERS: dict[str, Callable[[App], None]] = {
    "title": lambda app: app.go(Push("title")),
    "newgame": lambda app: app.go(Push("newgame")),
    "table": _table,
    "menu": _menu,
    "confirm": _confirm,
    "score": _score,
    "practice-review": _practice_review,
    "results": _results,
    "settings": lambda app: app.go(Push("settings")),
    "rules": lambda app: app.go(Push("rules")),
    "calculator": lambda app: app.go(Push("calculator", text="23m678p66z [555z] [777z] +4m")),
    "replay": _replay,
    "tutorial": lambda app: app.go(Push("tutorial")),
    "history": lambda app: app.go(Push("history")),
    "statistics": lambda app: app.go(Push("statistics")),
    "shortcuts": _shortcuts,
}


def open_scene(key: str, data: Path, size: tuple[int, int] = SIZE_SMALL, **settings: object) -> App:
    """An app of ``size`` with the scene ``key`` on top (and what it needs beneath it), a few frames drawn."""
    data.mkdir(parents=True, exist_ok=True)
    if key in ("history", "statistics"):
        _kept_games(data)
    app = make_app(data, size=size)
    if settings:
        from dataclasses import replace

        app.settings = replace(app.settings, **settings)  # type: ignore[arg-type]
    BUILDERS[key](app)
    step(app, 3)
    pygame.event.clear()
    return app
