"""The one main loop: pumps pygame events into intents, keeps the scene stack, updates the top scene,
draws the stack (overlays over the scene beneath), takes screenshots and measures frame times.

Scene changes arrive as routes (``go(Push("rules"))``) and are resolved by the one registry of scenes by key
(``zjgame.ui.registry``); scenes see the app only as ``AppAPI``.

Owns: ``App``. Not: any game logic (scenes and the controller) or disk formats (storage).
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Mapping
from dataclasses import replace

import pygame

from zjgame.ui import theme
from zjgame.ui.app_api import AppOptions
from zjgame.ui.input import InputTranslator, KeyPress, QuitRequest, Resize
from zjgame.ui.registry import SCENES, SceneFactory
from zjgame.ui.routes import Pop, Push, Quit, Replace, Reset, Route
from zjgame.ui.scene import Scene
from zjgame.ui.sound import SoundPlayer
from zjgame.ui.storage import Settings, Storage
from zjgame.ui.tileart import TileArt

MIN_SIZE = (800, 540)


__all__ = ["App", "AppOptions", "MIN_SIZE"]


class App:
    def __init__(
        self,
        options: AppOptions | None = None,
        storage: Storage | None = None,
        registry: Mapping[str, SceneFactory] | None = None,
    ) -> None:
        self.options = options or AppOptions()
        self.registry: Mapping[str, SceneFactory] = SCENES if registry is None else registry
        self.storage = storage or Storage()
        self.settings: Settings = self.storage.load_settings()
        if self.options.autoplay:
            self.settings = replace(self.settings, fullscreen=False)
        pygame.init()
        pygame.display.set_caption("Zung Jung Mahjong")
        self._windowed_size = self.options.size
        self.screen = self._open_window(self.options.size, self.settings.fullscreen)
        try:
            from zjgame.ui import assets

            pygame.display.set_icon(pygame.image.load(str(assets.asset_path("icon.png"))))
        except Exception:  # noqa: BLE001 - an icon is cosmetic
            pass
        self.text = theme.TextCache()
        self.art = TileArt()
        self.sound = SoundPlayer(self.settings.volume, self.settings.muted, enabled=self.options.sound)
        self.scenes: list[Scene] = []
        self.translator = InputTranslator()
        self.running = False
        self.exit_code = 0
        self.toasts: list[tuple[str, float]] = []
        self.frame_times: list[float] = []
        self.excluded = 0.0  # seconds inside computer decisions / screenshots during the current frame
        self.exceptions = 0
        self.hands_played = 0
        self.frames = 0
        self._shot_counter = 0
        self._pending_shots: list[str] = []
        self.first_frame_at: float | None = None
        self.started_at = self.options.started_at if self.options.started_at is not None else time.perf_counter()
        for notice in self.storage.pop_notices():
            self.toast(notice, 8.0)

    # -- window --------------------------------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                pass
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        full = not self.settings.fullscreen
        if full:
            self._windowed_size = self.size
        self.settings = replace(self.settings, fullscreen=full)
        self.screen = self._open_window(self._windowed_size, full)
        self.storage.save_settings(self.settings)
        self._relayout()
        for scene in self.scenes:
            scene.settings_changed()

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if size != self.size:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._relayout()

    def _relayout(self) -> None:
        for scene in self.scenes:
            scene.layout(self.size)

    def apply_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.sound.volume = settings.volume
        self.sound.muted = settings.muted
        self.storage.save_settings(settings)
        for notice in self.storage.pop_notices():
            self.toast(notice, 6.0)

    # -- scene stack ---------------------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter(self)

    def pop(self, result: object = None) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
            self.scenes[-1].on_return(scene.name, result)
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter(self)

    def reset(self, scene: Scene) -> None:
        """Leave every scene and start over with ``scene``."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    def make(self, key: str, args: Mapping[str, object]) -> Scene:
        """The scene registered as ``key``, built with ``args``."""
        try:
            factory = self.registry[key]
        except KeyError:
            raise ValueError(f"no scene is registered as {key!r}; known: {', '.join(sorted(self.registry))}") from None
        return factory(**args)

    def go(self, *routes: Route) -> None:
        """Change scenes: each route in order, at once (a scene's ``on_return`` may go on from there)."""
        for route in routes:
            if isinstance(route, Push):
                self.push(self.make(route.scene, route.args))
            elif isinstance(route, Replace):
                self.replace(self.make(route.scene, route.args))
            elif isinstance(route, Reset):
                self.reset(self.make(route.scene, route.args))
            elif isinstance(route, Pop):
                self.pop(route.result)
            elif isinstance(route, Quit):
                self.quit(route.code)
            else:
                raise TypeError(f"not a route: {route!r}")

    # -- the --perf counters -------------------------------------------------------------------------------
    def exclude_from_frame(self, seconds: float) -> None:
        self.excluded += seconds

    def count_exceptions(self, count: int = 1) -> None:
        self.exceptions += count

    def count_hand(self) -> None:
        self.hands_played += 1

    # -- notices, screenshots, sound -----------------------------------------------------------------------
    def toast(self, message: str, seconds: float = 3.0) -> None:
        self.toasts.append((message, seconds))
        self.toasts = self.toasts[-4:]

    def screenshot(self, tag: str) -> None:
        """Ask for a PNG of the next finished frame (only when --screenshots is on)."""
        if self.options.screenshots is not None:
            self._pending_shots.append(tag)

    def play(self, name: str) -> None:
        try:
            self.sound.play(name)
        except ValueError:
            pass

    def _write_shots(self) -> None:
        directory = self.options.screenshots
        if directory is None or not self._pending_shots:
            return
        t0 = time.perf_counter()
        directory.mkdir(parents=True, exist_ok=True)
        for tag in self._pending_shots:
            self._shot_counter += 1
            pygame.image.save(self.screen, str(directory / f"{self._shot_counter:05d}-{tag}.png"))
        self._pending_shots.clear()
        self.excluded += time.perf_counter() - t0

    # -- the loop ------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        top = self.top
        if top is None:
            return
        for intent in self.translator.translate(event, top.hit_test):
            if isinstance(intent, QuitRequest):
                if not top.confirm_quit():
                    self.running = False
                return
            if isinstance(intent, Resize):
                self.resize(intent.size)
                continue
            if isinstance(intent, KeyPress):
                if intent.key == pygame.K_F11:
                    self.toggle_fullscreen()
                    continue
                if intent.key == pygame.K_m and not top.wants_text:
                    muted = self.sound.toggle_mute()
                    self.settings = replace(self.settings, muted=muted)
                    self.storage.save_settings(self.settings)
                    self.toast("Sound off" if muted else "Sound on", 1.5)
                    top.settings_changed()
                    continue
            top.handle(intent)
            top = self.top
            if top is None:
                return

    def step(self, dt: float) -> None:
        """One frame: events, update, draw. Exceptions are counted and reported, not fatal."""
        t0 = time.perf_counter()
        self.excluded = 0.0
        try:
            for event in pygame.event.get():
                self.handle_event(event)
            top = self.top
            if top is not None:
                top.update(dt)
            self.toasts = [(m, s - dt) for m, s in self.toasts if s - dt > 0]
            self.draw()
        except Exception as err:  # noqa: BLE001 - the loop survives a bug and reports it
            self.exceptions += 1
            traceback.print_exc(file=sys.stderr)
            if self.exceptions == 1 and not self.options.autoplay:
                self.toast(f"Something went wrong ({type(err).__name__}: {err}). Your game is saved.", 8.0)
            if self.exceptions > 20:
                self.quit(1)
        elapsed = time.perf_counter() - t0 - self.excluded
        self._write_shots()
        pygame.display.flip()
        self.frames += 1
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter() - self.started_at
        self.frame_times.append(max(0.0, elapsed) * 1000.0)

    def draw(self) -> None:
        surface = self.screen
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        if not self.scenes:
            surface.fill(theme.BG_DARK)
        for scene in self.scenes[max(0, start) :]:
            scene.draw(surface)
        self._draw_toasts(surface)

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        if not self.toasts:
            return
        w, h = surface.get_size()
        size = max(13, int(17 * theme.scale_for((w, h))))
        y = int(h * 0.08)
        for message, _left in self.toasts:
            lines = self.text.wrap(message, size, int(w * 0.5))
            lh = int(size * 1.45)
            box = pygame.Rect(0, 0, max(self.text.size(line, size)[0] for line in lines) + 32, lh * len(lines) + 16)
            box.midtop = (w // 2, y)
            theme.draw_panel(surface, box, 10, 236)
            for i, line in enumerate(lines):
                self.text.blit(surface, line, size, (box.centerx, box.top + 8 + i * lh), theme.TEXT, False, "midtop")
            y = box.bottom + 8

    def run(self, first: Route) -> int:
        """Open ``first`` (a route, usually ``Push(key, ...)``) and loop until the last scene is left or a quit."""
        self.running = True
        self.go(first)
        clock = pygame.time.Clock()
        fps = 0 if self.options.speed_max else 60
        dt = 0.0
        while self.running:
            self.step(dt)
            if self.options.max_frames is not None and self.frames >= self.options.max_frames:
                break
            ms = clock.tick(fps)
            dt = 1 / 60 if self.options.speed_max else min(0.1, ms / 1000.0)
        while self.scenes:
            self.scenes.pop().exit()
        return self.exit_code

    def perf_report(self) -> dict[str, object]:
        times = sorted(self.frame_times)

        def pct(p: float) -> float:
            if not times:
                return 0.0
            return round(times[min(len(times) - 1, int(p * len(times)))], 3)

        return {
            "frames": len(times),
            "frame_ms_p50": pct(0.50),
            "frame_ms_p95": pct(0.95),
            "frame_ms_p99": pct(0.99),
            "hands": self.hands_played,
            "exceptions": self.exceptions,
            "first_frame_s": round(self.first_frame_at or 0.0, 3),
            "max_rss_mb": _max_rss_mb(),
        }


def _max_rss_mb() -> float | None:
    try:
        import resource
    except ImportError:  # not on Windows
        return None
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(rss / (1024 * 1024) if sys.platform == "darwin" else rss / 1024, 1)
