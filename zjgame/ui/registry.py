"""The one registry of scenes: registry key -> where the scene's class lives, which the app builds when a route
names it (``zjgame.ui.routes``). A scene module is imported the first time its scene opens (the window's
first frame does not wait for the calculator or the replay viewer), and only from here: scenes never import
each other (``tests/ui/test_scene_imports.py`` checks both, and that every entry resolves to a scene class
whose ``name`` is its key).

Owns: ``SCENE_PATHS``, ``SCENES`` (the registry the app uses), ``LazyScenes``. To add a scene, see the
``zjgame.ui`` package docstring.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping

from zjgame.ui.scene import Scene

SceneFactory = Callable[..., Scene]  # called with a route's keyword arguments

# key -> "module:Class"; the key is the class's ``name`` (what ``on_return`` hears)
SCENE_PATHS: Mapping[str, str] = {
    "title": "zjgame.ui.scenes.title:TitleScene",
    "newgame": "zjgame.ui.scenes.newgame:NewGameScene",
    "table": "zjgame.ui.scenes.table:TableScene",
    "menu": "zjgame.ui.scenes.menu:MenuScene",
    "confirm": "zjgame.ui.scenes.confirm:ConfirmScene",
    "score": "zjgame.ui.scenes.score:ScoreScene",
    "practice-review": "zjgame.ui.scenes.practice_review:PracticeReviewScene",
    "results": "zjgame.ui.scenes.results:ResultsScene",
    "settings": "zjgame.ui.scenes.settings:SettingsScene",
    "rules": "zjgame.ui.scenes.rules:RulesScene",
    "calculator": "zjgame.ui.scenes.calculator:CalculatorScene",
    "replay": "zjgame.ui.scenes.replay:ReplayScene",
    "tutorial": "zjgame.ui.scenes.tutorial:TutorialScene",
    "history": "zjgame.ui.scenes.history:HistoryScene",
    "statistics": "zjgame.ui.scenes.statistics:StatisticsScene",
    "shortcuts": "zjgame.ui.scenes.shortcuts:ShortcutsScene",
}


class LazyScenes(Mapping[str, SceneFactory]):
    """Scene classes by key, each imported on first use and checked: a ``Scene`` whose ``name`` is the key."""

    def __init__(self, paths: Mapping[str, str]) -> None:
        self._paths = dict(paths)
        self._loaded: dict[str, type[Scene]] = {}

    def __getitem__(self, key: str) -> type[Scene]:
        cls = self._loaded.get(key)
        if cls is None:
            module, _, name = self._paths[key].partition(":")
            cls = getattr(importlib.import_module(module), name)
            if not (isinstance(cls, type) and issubclass(cls, Scene)) or cls.name != key:
                raise TypeError(f"the registry entry {key!r} -> {self._paths[key]} is not a scene named {key!r}")
            self._loaded[key] = cls
        return cls

    def __iter__(self) -> Iterator[str]:
        return iter(self._paths)

    def __len__(self) -> int:
        return len(self._paths)


SCENES: Mapping[str, SceneFactory] = LazyScenes(SCENE_PATHS)
