"""A seeded monkey: thousands of random clicks, keys, wheel turns and resizes across every scene, and not one
exception. Also the command line of ``zjgame play --autoplay`` (docs/play.md) in a subprocess."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pygame  # noqa: E402

from tests.ui.game_helpers import make_app, run_until
from zjgame.ui.app import App  # noqa: E402
from zjgame.ui.games import autoplay_game  # noqa: E402
from zjgame.ui.scenes.results import ResultsScene  # noqa: E402
from zjgame.ui.scenes.score import ScoreScene  # noqa: E402
from zjgame.ui.scenes.table import TableScene  # noqa: E402
from zjgame.ui.scenes.title import TitleScene  # noqa: E402
from zjgame.ui.storage import Settings  # noqa: E402

KEYS = [
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_n,
    pygame.K_c,
    pygame.K_p,
    pygame.K_r,
    pygame.K_s,
    pygame.K_q,
    pygame.K_w,
    pygame.K_k,
    pygame.K_d,
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_5,
    pygame.K_BACKSPACE,
    pygame.K_m,
    pygame.K_y,
    pygame.K_o,
    pygame.K_l,
    pygame.K_a,
    pygame.K_u,
    pygame.K_t,
    pygame.K_v,
    pygame.K_x,
    pygame.K_b,
]


def monkey(app: App, rng: random.Random, events: int, visited: set[str]) -> None:
    for _ in range(events):
        if not app.running or app.top is None:
            app.running = True
            app.reset(TitleScene())
        top = app.top
        visited.add(top.name)
        w, h = app.size
        roll = rng.random()
        if roll < 0.45 and top.buttons:
            button = rng.choice(top.buttons)
            pos = button.rect.center
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        elif roll < 0.65:
            pos = (rng.randrange(w), rng.randrange(h))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3))))
        elif roll < 0.93:
            k = rng.choice(KEYS)
            text = pygame.key.name(k) if len(pygame.key.name(k)) == 1 else ""
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0))
        elif roll < 0.97:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False))
        else:
            size = rng.choice(((960, 600), (1280, 800), (1100, 700)))
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        app.step(1 / 20)
        assert app.exceptions == 0, f"exception in scene {top.name}"


def test_monkey_clicks_and_keys_everywhere(tmp_path: Path) -> None:
    rng = random.Random(20240601)
    app = make_app(tmp_path)
    app.settings = Settings(computer_delay=0.0, animation_speed="instant")
    app.push(TitleScene())
    visited: set[str] = set()
    monkey(app, rng, 1800, visited)
    # the end-of-hand panel and the standings too
    app.reset(TitleScene())
    app.options = app.options.__class__(
        **{**app.options.__dict__, "autoplay": True, "hands": 1, "speed_max": False, "seed": 2}
    )
    table = TableScene(autoplay_game(app.options), autoplay=True)
    app.push(table)
    table.ctl.delay = 0.0
    assert run_until(app, lambda: isinstance(app.top, ScoreScene), 4000)
    app.options = app.options.__class__(**{**app.options.__dict__, "autoplay": False})
    monkey(app, rng, 150, visited)
    app.reset(ResultsScene(table.ctl))
    monkey(app, rng, 150, visited)
    assert {"title", "newgame", "table", "settings", "rules", "menu", "score", "results"} <= visited, visited
    assert app.exceptions == 0


def _run_play(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ZJGAME_DATA_DIR=str(tmp_path / "data"))
    return subprocess.run([sys.executable, "-m", "zjgame", *args], capture_output=True, text=True, env=env, timeout=120)


def test_autoplay_command_writes_screenshots_and_perf(tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    proc = _run_play(
        ["--autoplay", "--hands", "1", "--speed", "max", "--screenshots", str(shots), "--perf", "--seed", "7"], tmp_path
    )
    assert proc.returncode == 0, proc.stderr
    perf = json.loads(proc.stdout.strip().splitlines()[-1])
    assert {"frames", "frame_ms_p50", "frame_ms_p95", "frame_ms_p99", "hands", "exceptions"} <= set(perf)
    assert perf["hands"] == 1 and perf["exceptions"] == 0 and perf["frames"] > 0
    names = sorted(p.name for p in shots.iterdir())
    assert all(n.endswith(".png") for n in names)
    score = [n for n in names if "score" in n]
    table = [n for n in names if "table" in n]
    assert len(score) == 1 and len(table) >= 3
    assert names.index(score[0]) > max(names.index(t) for t in table)  # sorted in the order they were taken
    assert not (tmp_path / "data" / "current_game.json").exists()


def test_bad_arguments_give_one_line_and_status_2(tmp_path: Path) -> None:
    for args in (["--hands", "zero"], ["--players", "normal,hard"], ["--ruleset", "nope"], ["--frobnicate"]):
        proc = _run_play(args, tmp_path)
        assert proc.returncode == 2, args
        assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr
        assert "Traceback" not in proc.stderr
