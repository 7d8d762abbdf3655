"""Issue 15 item 14: a window that waits for the player costs almost no CPU. The real loop (``App.loop``) runs a
few seconds on the title screen and on the table waiting for the human, and the process's CPU time over that
wall time must stay at most 5% of a core (CPU time: a busy machine makes the wall time longer, never the CPU
time larger). Also the rules that decide when a frame is drawn (``zjgame.ui.pacing``)."""

from __future__ import annotations

import time
from pathlib import Path

import pygame

from tests.ui.game_helpers import make_app, run_until
from zjgame.ui.app import App
from zjgame.ui.games import new_game
from zjgame.ui.pacing import RedrawPolicy
from zjgame.ui.routes import Push
from zjgame.ui.scenes.table import TableScene
from zjgame.ui.storage import Settings

IDLE_STEPS = 60  # 2 s at the idle rate of 30 steps a second
MAX_FRAMES = IDLE_STEPS // 10 + 2  # keepalive frames: one a second (a step's dt is at most 0.1 s)


def _idle_share(app: App) -> tuple[float, int]:
    """Process CPU seconds per wall second over ``IDLE_STEPS`` steps of the real loop, and frames drawn."""
    app.loop(12)  # settle: the first frames, the tiles rendered ahead of time, the quiet period
    frames = app.frames
    wall0, cpu0 = time.perf_counter(), time.process_time()
    app.loop(IDLE_STEPS)
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    print(f"idle: {cpu * 1000:.1f} ms CPU in {wall:.2f} s ({cpu / wall:.2%} of a core), {app.frames - frames} frames")
    return cpu / wall, app.frames - frames


def test_the_title_screen_idles_under_five_percent_of_a_core(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.go(Push("title"))
    share, frames = _idle_share(app)
    assert app.running and app.exceptions == 0
    assert frames <= MAX_FRAMES, frames  # nothing changed: only the keepalive frames are drawn
    assert share <= 0.05, f"idle title screen used {share:.1%} of a core"


def test_the_table_waiting_for_you_idles_under_five_percent_of_a_core(tmp_path: Path) -> None:
    app = make_app(tmp_path, threaded_ai=True)
    app.settings = Settings(computer_delay=0.0, animation_speed="instant", claim_countdown=0)
    table = TableScene(new_game(app.options, ruleset="zj", strengths=("easy",) * 3, hands=4, seed=3))
    app.push(table)
    deadline = time.monotonic() + 60
    while not (table.ctl.waiting_for_human and not table.animating()) and time.monotonic() < deadline:
        app.step(1 / 30)
        time.sleep(0.002)  # real time for the worker thread
    assert table.ctl.waiting_for_human and not table.animating()
    share, frames = _idle_share(app)
    assert app.exceptions == 0 and table.ctl.waiting_for_human
    assert frames <= MAX_FRAMES, frames
    assert share <= 0.05, f"the table waiting for the human used {share:.1%} of a core"


def test_input_and_computer_turns_are_drawn_at_once(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.settings = Settings(computer_delay=0.0, animation_speed="instant", claim_countdown=0)
    table = TableScene(new_game(app.options, ruleset="zj", strengths=("easy",) * 3, hands=4, seed=3))
    app.push(table)
    assert run_until(app, lambda: table.ctl.waiting_for_human and table.ctl.state.window is None, 400)
    for _ in range(20):  # quiet: no frames
        app.step(1 / 30)
    assert not table.animating()
    assert not app.step(1 / 30)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    assert app.step(1 / 30)  # input: drawn in the same step
    for _ in range(20):
        app.step(1 / 30)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0, unicode="d", scancode=0))
    drawn = [app.step(1 / 30) for _ in range(30)]
    assert all(drawn[:8])  # the discard and the computer turns after it, every step while they go on


def test_a_table_with_a_computer_to_move_or_a_countdown_animates(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.settings = Settings(computer_delay=0.6, animation_speed="instant", claim_countdown=0)
    table = TableScene(new_game(app.options, ruleset="zj", strengths=("easy",) * 3, hands=4, seed=3))
    app.push(table)
    assert run_until(app, lambda: table.ctl.waiting_for_human and table.ctl.state.window is None, 400)
    assert run_until(app, lambda: not table.animating(), 200)  # the last labels and rulings fade
    assert table.ctl.waiting_for_human
    table.claim_timer = 3.0  # a claim countdown shows
    assert table.animating()
    table.claim_timer = None
    table.fx.show_ruling("a ruling on the table")  # a timed ruling panel
    assert table.animating()


def test_redraw_policy_settles_then_keeps_alive() -> None:
    policy = RedrawPolicy(settle=0.08, keepalive=1.0)
    dt = 1 / 30
    assert policy.should_draw(dt)  # the first frame
    drawn = [policy.should_draw(dt) for _ in range(88)]  # almost three quiet seconds
    assert drawn[:2] == [True, True] and not any(drawn[2:20])  # the settle frames, then quiet
    assert sum(drawn[2:]) == 2  # one frame a second to keep alive
    policy.note_change()
    assert not policy.idle
    assert [policy.should_draw(dt) for _ in range(4)] == [True, True, True, False]  # the change, settling
    for _ in range(10):
        policy.should_draw(dt)
    assert policy.idle
