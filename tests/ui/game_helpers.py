"""Helpers for the headless UI tests: an App on the dummy video driver with its data folder in a temp dir,
and loops that step frames until something happens. Import this module before pygame."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Callable  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402

from zjgame.ui.app import App, AppOptions  # noqa: E402
from zjgame.ui.storage import Storage  # noqa: E402


def make_app(data_dir: Path, **options: object) -> App:
    opts = {"sound": False, "threaded_ai": False, "prerender": False}  # (tests of it turn it on)
    opts.update(options)
    app = App(AppOptions(**opts), Storage(data_dir))  # type: ignore[arg-type]
    app.running = True
    return app


def step(app: App, frames: int = 1, dt: float = 1 / 30) -> None:
    for _ in range(frames):
        app.step(dt)


def run_until(app: App, predicate: Callable[[], bool], max_frames: int = 5000, dt: float = 1 / 30) -> bool:
    for _ in range(max_frames):
        if predicate():
            return True
        if not app.running:
            return False
        app.step(dt)
    return predicate()


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """A real mouse click through the event queue (motion, press, release), then one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(1 / 30)


def key(app: App, k: int, text: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0))
    app.step(1 / 30)
