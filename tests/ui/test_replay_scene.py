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


def _game_record(hands: int = 3) -> dict:  # type: ignore[type-arg]
    """A record the game writes: four named players (the first one you), several hands, the deal rotating."""
    from zjgame.rules.ruleset import get_ruleset
    from zjgame.ui.controller import GameController, new_players

    ctl = GameController(get_ruleset("zj"), new_players(("easy",) * 4, 7, human=False), 4, 7, threaded=False)
    ctl.delay = 0.0
    while len(ctl.finished) < hands:
        ctl.update(1.0)
        if ctl.hand_over and len(ctl.finished) < hands:
            ctl.next_hand()
    record = ctl.record()
    record["players"][0] = {"name": "You", "kind": "human"}
    return record


def test_players_keep_their_names_and_their_places_at_the_table_in_every_hand(tmp_path) -> None:
    import re

    from zjgame.engine.words import MARK_RE

    record = _game_record(3)
    model = ReplayModel.from_json(record)
    east_players = {model.east_player(h) for h in range(1, model.hand_count + 1)}
    assert len(east_players) > 1  # the seats rotated
    app = make_app(tmp_path)
    scene = ReplayScene(model)
    app.push(scene)
    step(app)
    names = [p["name"] for p in record["players"]]
    around = set()
    for hand in range(1, model.hand_count + 1):
        scene.go_hand(hand - scene.hand)
        assert scene.viewer is model.seat_of(0, hand)  # you, at the bottom, in every hand
        by_seat = model.names_by_seat(hand)
        around.add(tuple(by_seat[(scene.viewer.index + k) % 4] for k in range(4)))  # bottom, right, top, left
        for s in model.steps(hand):
            plain = MARK_RE.sub("", s.text)
            assert not re.search(r"\b\d[mpsz]\b", plain), s.text  # tiles are marks, never notation
            assert not re.match(r"(East|South|West|North) ", s.text), s.text  # players by name, not wind
    assert around == {tuple(names)}  # everyone keeps their place
    key(app, pygame.K_v)  # follow the next player: Mei at the bottom now, in every hand
    for hand in range(1, model.hand_count + 1):
        scene.go_hand(hand - scene.hand)
        assert model.names_by_seat(hand)[scene.viewer.index] == names[1]


def test_next_ruling_stops_on_rulings_only(tmp_path) -> None:
    model = ReplayModel.from_json(_game_record(2))
    app = make_app(tmp_path)
    scene = ReplayScene(model)
    app.push(scene)
    step(app)
    stops = []
    while True:
        before = (scene.hand, scene.index)
        key(app, pygame.K_n)
        if (scene.hand, scene.index) == before:
            break
        stops.append((scene.hand, scene.index))
        assert scene.step.rulings, scene.step.text  # never a plain discard or an unanswered claim window
    every = [(h, s.index) for h in (1, 2) for s in model.steps(h) if s.rulings]
    assert stops == every and stops
    windows_only = [s for h in (1, 2) for s in model.steps(h) if s.claim_window and not s.rulings]
    assert windows_only  # there were claim windows with no ruling, and N passed them by
