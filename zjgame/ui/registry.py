"""The one registry of scenes: registry key -> the scene's class, which the app builds when a route names it
(``zjgame.ui.routes``). The only module that imports the scene modules (a test checks it), so scenes never
import each other.

Owns: ``SCENE_CLASSES`` and ``SCENES``. To add a scene, see the ``zjgame.ui`` package docstring.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from zjgame.ui.scene import Scene
from zjgame.ui.scenes.calculator import CalculatorScene
from zjgame.ui.scenes.confirm import ConfirmScene
from zjgame.ui.scenes.menu import MenuScene
from zjgame.ui.scenes.newgame import NewGameScene
from zjgame.ui.scenes.practice_review import PracticeReviewScene
from zjgame.ui.scenes.replay import ReplayScene
from zjgame.ui.scenes.replays import ReplayListScene
from zjgame.ui.scenes.results import ResultsScene
from zjgame.ui.scenes.rules import RulesScene
from zjgame.ui.scenes.score import ScoreScene
from zjgame.ui.scenes.settings import SettingsScene
from zjgame.ui.scenes.table import TableScene
from zjgame.ui.scenes.title import TitleScene
from zjgame.ui.scenes.tutorial import TutorialScene

SceneFactory = Callable[..., Scene]  # called with a route's keyword arguments

SCENE_CLASSES: tuple[type[Scene], ...] = (
    TitleScene,
    NewGameScene,
    TableScene,
    TutorialScene,
    MenuScene,
    ConfirmScene,
    ScoreScene,
    PracticeReviewScene,
    ResultsScene,
    SettingsScene,
    RulesScene,
    CalculatorScene,
    ReplayListScene,
    ReplayScene,
)

# every scene under the key it names itself by (``Scene.name``: the key ``on_return`` hears)
SCENES: Mapping[str, SceneFactory] = MappingProxyType({cls.name: cls for cls in SCENE_CLASSES})
