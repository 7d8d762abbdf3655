"""The replay viewer: stepping through a recorded game with the keys reaches the recorded result, and the
screenshot mode (``zjgame replay FILE --gui --screenshots DIR --speed max``) saves a PNG at every claim window
and ruling, with no screen."""

from __future__ import annotations

import pygame

from tests.practice.records import played_record
from tests.ui.game_helpers import key, make_app, step  # noqa: I001
from zjgame.engine.record import result_json
from zjgame.practice.replay_model import ReplayModel
from zjgame.ui.launch import run_replay_gui
from zjgame.ui.scenes.replay import ReplayScene
from zjgame.ui.storage import Storage


def test_stepping_with_the_keys_reaches_the_recorded_result(tmp_path) -> None:
    record = played_record(4)
    model = ReplayModel.from_text(record.dumps())
    app = make_app(tmp_path)
    scene = ReplayScene(model)
    app.push(scene)
    step(app)
    seen_rulings = 0
    for _ in range(2000):
        if scene.step.state.is_finished and scene.hand == 1:
            assert result_json(scene.step.state) == dict(record.hands[0].result)
        seen_rulings += bool(scene.step.rulings)
        before = (scene.hand, scene.index)
        key(app, pygame.K_RIGHT)
        if (scene.hand, scene.index) == before:
            break
    assert scene.hand == 2 and scene.step is model.steps(2)[-1]
    assert result_json(scene.step.state) == dict(record.hands[1].result)
    assert seen_rulings > 0
    key(app, pygame.K_PAGEUP)
    assert (scene.hand, scene.index) == (1, 0)
    key(app, pygame.K_n)
    assert scene.step.is_notable
    key(app, pygame.K_LEFT)
    key(app, pygame.K_v)
    assert scene.viewer.value == "S"


def test_screenshot_mode_saves_every_claim_window_and_ruling(tmp_path) -> None:
    record = played_record(5, hands=1)
    path = tmp_path / "game.json"
    path.write_text(record.dumps())
    shots = tmp_path / "shots"
    assert run_replay_gui(path, shots, speed_max=True, storage=Storage(tmp_path / "data")) == 0
    model = ReplayModel(record)
    notable = [s for s in model.steps(1) if s.is_notable]
    files = sorted(p.name for p in shots.glob("*.png"))
    assert len(files) == len(notable)
    assert files == sorted(files) and all(("claim" in f) or ("ruling" in f) for f in files)
    assert pygame.image.load(str(shots / files[-1])).get_size() == (1280, 800)
