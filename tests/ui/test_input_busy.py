"""Issue 15 item 18: input that arrives while a frame is busy is never dropped. Events come in while a frame is
artificially slow (posted from the frame itself and from another thread, as the window system would), an
event whose handler fails must not take the events after it down with it, and an Enter pressed while the
score panel's first (slow) frame is drawn reaches the panel."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pygame

from tests.ui.game_helpers import make_app, run_until, step
from zjgame.ui.games import autoplay_game
from zjgame.ui.input import Intent, KeyPress
from zjgame.ui.routes import Push
from zjgame.ui.scene import Scene
from zjgame.ui.scenes.score import ScoreScene
from zjgame.ui.scenes.table import TableScene
from zjgame.ui.storage import Settings


def _keydown(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


class _Recorder(Scene):
    """Keeps every key it hears; its draw can be made slow, and can post events while it is slow."""

    name = "recorder"

    def __init__(self, slow: float = 0.0, post_during_draw: tuple[int, ...] = (), fail_on: int | None = None) -> None:
        super().__init__()
        self.keys: list[int] = []
        self.slow = slow
        self.post = list(post_during_draw)
        self.fail_on = fail_on

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, KeyPress):
            if intent.key == self.fail_on:
                self.fail_on = None
                raise RuntimeError("a handler bug")
            self.keys.append(intent.key)

    def draw(self, surface: pygame.Surface) -> None:
        if self.slow:
            time.sleep(self.slow)  # a busy frame (a save on a slow disk, a first draw)
        while self.post:  # keys pressed while this frame was being made
            pygame.event.post(_keydown(self.post.pop(0)))


def test_keys_pressed_during_a_slow_frame_are_handled_next_step_in_order(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    keys = (pygame.K_a, pygame.K_RETURN, pygame.K_b, pygame.K_RETURN, pygame.K_c)
    scene = _Recorder(slow=0.05, post_during_draw=keys)
    app.push(scene)
    step(app, 1)  # the slow frame: the keys arrive while it draws
    assert scene.keys == []
    step(app, 1)
    assert scene.keys == list(keys)


def test_keys_from_another_thread_during_busy_frames_all_arrive(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = _Recorder(slow=0.01)
    app.push(scene)
    sent = [pygame.K_0 + (i % 10) for i in range(40)]

    def press() -> None:
        for k in sent:
            pygame.event.post(_keydown(k))
            time.sleep(0.001)

    typist = threading.Thread(target=press)
    typist.start()
    while typist.is_alive():
        step(app, 1)
    typist.join()
    step(app, 2)
    assert scene.keys == sent


def test_a_failing_handler_does_not_drop_the_events_after_it(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = _Recorder(fail_on=pygame.K_x)
    app.push(scene)
    for k in (pygame.K_x, pygame.K_RETURN, pygame.K_y):
        pygame.event.post(_keydown(k))
    step(app, 1)
    assert app.exceptions == 1
    assert scene.keys == [pygame.K_RETURN, pygame.K_y]


class _Opener(Scene):
    """Opens an overlay from its update (as the table opens the score panel at the end of a hand)."""

    name = "opener"

    def __init__(self) -> None:
        super().__init__()
        self.opened = False
        self.returned: list[str] = []

    def update(self, dt: float) -> None:
        if not self.opened:
            self.opened = True
            assert self.app is not None
            self.app.go(Push("recorder", slow=0.05, post_during_draw=(pygame.K_RETURN,)))

    def on_return(self, key: str, result: object) -> None:
        self.returned.append(key)


def test_enter_pressed_while_a_new_panel_draws_its_first_frame_reaches_it(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.registry = {"opener": _Opener, "recorder": _Recorder}
    app.go(Push("opener"))
    step(app, 1)  # the overlay opens and its first frame is slow; Enter comes meanwhile
    panel = app.top
    assert isinstance(panel, _Recorder)
    step(app, 1)
    assert panel.keys == [pygame.K_RETURN]


def test_enter_during_the_score_panels_first_frame_closes_it(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app = make_app(tmp_path, hands=2, seed=4, players=("random",) * 4)
    app.settings = Settings(computer_delay=0.0, animation_speed="instant")
    table = TableScene(autoplay_game(app.options), autoplay=False)  # a table that waits for Enter on the panel
    app.push(table)
    first_draw = ScoreScene.render_panel

    def slow_render(self: ScoreScene) -> pygame.Surface:
        panel = first_draw(self)
        time.sleep(0.05)  # the panel's first draw under load
        pygame.event.post(_keydown(pygame.K_RETURN))  # the player presses Enter meanwhile
        return panel

    monkeypatch.setattr(ScoreScene, "render_panel", slow_render)
    assert run_until(app, lambda: isinstance(app.top, ScoreScene), 4000)  # its first frame is drawn (slowly)
    step(app, 1)  # the Enter pressed meanwhile
    assert not isinstance(app.top, ScoreScene)
    assert app.top is table and table.ctl.hand_index == 1  # the next hand
    assert app.exceptions == 0
