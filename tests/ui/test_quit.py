"""Issue 15 item 16: SIGTERM quits at once (the game is saved after every move, the last state first), and so
does the window's close button when nothing would be lost; it asks only when something would (a claim window,
which is never saved). In process through ``App.run`` and, once, the real command in a subprocess."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame

from tests.ui.game_helpers import key, make_app, run_until, step
from zjgame.ui.app import App
from zjgame.ui.games import new_game
from zjgame.ui.routes import Push
from zjgame.ui.scene import Scene
from zjgame.ui.scenes.confirm import ConfirmScene
from zjgame.ui.scenes.table import TableScene
from zjgame.ui.storage import Settings

REPO = Path(__file__).resolve().parents[2]


def _human_table(tmp_path: Path, seed: int = 11) -> tuple[App, TableScene]:
    app = make_app(tmp_path)
    app.settings = Settings(computer_delay=0.0, animation_speed="instant")
    table = TableScene(new_game(app.options, ruleset="zj", strengths=("easy",) * 3, hands=4, seed=seed))
    app.push(table)
    return app, table


def _to_claim_window(app: App, table: TableScene) -> bool:
    """Discard the drawn tile on every turn until you may claim someone's discard."""
    for _ in range(60):
        if not run_until(app, lambda: table.ctl.waiting_for_human or table.ctl.hand_over, 2000):
            return False
        if table.ctl.hand_over:
            return False
        if table.ctl.state.window is not None:
            return True
        key(app, pygame.K_d)
    return False


def _saved_actions(app: App) -> int:
    record = app.storage.load_game()
    assert record is not None
    return sum(len(hand["actions"]) for hand in record["hands"])


def test_closing_the_window_quits_at_once_when_the_game_is_saved(tmp_path: Path) -> None:
    app, table = _human_table(tmp_path)
    assert run_until(app, lambda: table.ctl.waiting_for_human and table.ctl.state.window is None, 2000)
    step(app, 1)
    assert table.nothing_to_lose()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(app, 1)
    assert not app.running and not any(isinstance(s, ConfirmScene) for s in app.scenes)
    assert _saved_actions(app) == len(table.ctl.state.actions())  # what was on the table is on disk


def test_closing_the_window_in_a_claim_window_asks_first(tmp_path: Path) -> None:
    app, table = _human_table(tmp_path)
    assert _to_claim_window(app, table)
    assert not table.nothing_to_lose()  # a claim window is never saved
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(app, 1)
    assert app.running and isinstance(app.top, ConfirmScene)
    key(app, pygame.K_ESCAPE)  # stay
    assert app.running and app.top is table
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(app, 1)
    key(app, pygame.K_y)  # quit after all
    assert not app.running


class _Killer(Scene):
    """Sends this process SIGTERM from its third update (as a session manager or ``kill`` would)."""

    name = "killer"

    def __init__(self) -> None:
        super().__init__()
        self.updates = 0

    def update(self, dt: float) -> None:
        self.updates += 1
        if self.updates == 3:
            os.kill(os.getpid(), signal.SIGTERM)


def test_sigterm_ends_the_loop_at_once_without_asking(tmp_path: Path) -> None:
    app = make_app(tmp_path, max_frames=500)
    app.registry = {"killer": _Killer}
    before = signal.getsignal(signal.SIGTERM)
    assert app.run(Push("killer")) == 0
    assert app.quit_signal == signal.SIGTERM and app.steps <= 5  # the step under way finished, no more
    assert not app.scenes  # every scene was left (the table's exit shuts its worker down)
    assert signal.getsignal(signal.SIGTERM) is before  # the handler is the program's only while it loops


class _KilledTable(TableScene):
    """A table that gets SIGTERM once it waits for your discard (after its own save of that position)."""

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.ctl.waiting_for_human and self.ctl.state.window is None:
            os.kill(os.getpid(), signal.SIGTERM)


def test_sigterm_during_a_game_leaves_the_position_saved(tmp_path: Path) -> None:
    app = make_app(tmp_path, max_frames=600, speed_max=True)
    app.settings = Settings(computer_delay=0.0, animation_speed="instant")
    app.registry = {"table": _KilledTable}
    ctl = new_game(app.options, ruleset="zj", strengths=("easy",) * 3, hands=4, seed=5)
    assert app.run(Push("table", controller=ctl)) == 0
    assert app.quit_signal == signal.SIGTERM
    assert _saved_actions(app) == len(ctl.state.actions())


def test_sigterm_in_a_real_game_exits_0_with_the_game_saved(tmp_path: Path) -> None:
    """The command itself: a new game, the first computer moves, SIGTERM: status 0 at once, no question, and the
    save on disk is the game as it stood (Continue resumes it)."""
    data = tmp_path / "data"
    env = dict(
        os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ZJGAME_DATA_DIR=str(data), PYTHONPATH=str(REPO)
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "zjgame", "--seed", "4", "--players", "normal,easy,easy,easy", "--size", "800x540"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    save = data / "current_game.json"
    try:
        deadline = time.monotonic() + 60
        while not save.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert save.exists(), "the game was never saved"
        time.sleep(0.3)
        proc.send_signal(signal.SIGTERM)
        _out, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err
    assert "Traceback" not in err
    record = json.loads(save.read_text(encoding="utf-8"))
    assert record["hands"] and record["players"]
