"""The one main loop: pumps pygame events into intents, keeps the scene stack, updates the top scene,
draws the stack (overlays over the scene beneath) when something may have changed (``pacing``), takes
screenshots and measures frame times (``perf``), renders tile sets ahead of time between frames (``prewarm``),
and quits at once on SIGTERM (the game is saved after every move).

Every input event is handled, in order, by the scene on top when it is handled: events that arrive while a
frame is busy wait in SDL's queue for the next step, and an event whose handler fails does not take the events
after it down with it.

Scene changes arrive as routes (``go(Push("rules"))``) and are resolved by the one registry of scenes by key
(``zjgame.ui.registry``); scenes see the app only as ``AppAPI``.

Owns: ``App``. Not: any game logic (scenes and the controller) or disk formats (storage).
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable, Mapping
from dataclasses import replace
from types import FrameType
from typing import Any

import pygame

from zjgame import i18n
from zjgame.i18n import _
from zjgame.ui import theme
from zjgame.ui.app_api import AppOptions
from zjgame.ui.input import InputTranslator, KeyPress, QuitRequest, Resize
from zjgame.ui.pacing import RedrawPolicy
from zjgame.ui.perf import FramePerf
from zjgame.ui.prewarm import font_sizes, tile_sets, tile_sizes
from zjgame.ui.registry import SCENES, SceneFactory
from zjgame.ui.routes import Pop, Push, Quit, Replace, Reset, Route
from zjgame.ui.scene import Scene
from zjgame.ui.sound import SoundPlayer
from zjgame.ui.storage import Settings, Storage
from zjgame.ui.tileart import TileArt, TileSet

MIN_SIZE = (800, 540)
WARM_SLICE_S = 0.008  # CPU seconds of tile rendering ahead of time per loop step (between frames)
TEXT_CACHE_ENTRIES = 400
TEXT_CACHE_BYTES = 8 * 1024 * 1024
IDLE_FPS = 30  # loop steps per second while nothing changes (input is still read at once when it comes)
QUIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name))


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
        i18n.set_language(self.settings.language or i18n.system_language())  # before any scene reads its text
        if self.options.autoplay:
            self.settings = replace(self.settings, fullscreen=False)
        # SIGTERM and SIGINT are ours (quit at once, ``run``), not SDL's (a close-button event that asks first)
        os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
        pygame.init()
        pygame.display.set_caption(_("Zung Jung Mahjong"))
        self._windowed_size = self.options.size
        self.screen = self._open_window(self.options.size, self.settings.fullscreen)
        try:
            from zjgame.ui import assets

            pygame.display.set_icon(pygame.image.load(str(assets.asset_path("icon.png"))))
        except Exception:  # noqa: BLE001 - an icon is cosmetic
            pass
        # Text surfaces by (text, size, colour, weight): a frame draws a few hundred strings at most, and a bound
        # reached within the first hands keeps a long game's memory flat (issue 14)
        self.text = theme.TextCache(limit=TEXT_CACHE_ENTRIES, max_bytes=TEXT_CACHE_BYTES)
        self.art = TileArt()
        self.sound = SoundPlayer(self.settings.volume, self.settings.muted, enabled=self.options.sound)
        self.scenes: list[Scene] = []
        self.translator = InputTranslator()
        self.running = False
        self.exit_code = 0
        self.toasts: list[tuple[str, float]] = []
        self.perf = FramePerf(self.options.started_at)
        self.redraw = RedrawPolicy()
        self.exceptions = 0
        self.hands_played = 0
        self.steps = 0  # loop steps (a step that changes nothing draws no frame)
        self.prerender_cpu = 0.0  # CPU seconds spent rendering tile sets ahead of time
        self.quit_signal: int | None = None  # the signal that ended the loop, if one did
        self._shot_counter = 0
        self._pending_shots: list[str] = []
        self._warm_sets: list[TileSet] = []
        self._warm_fonts: list[tuple[int, bool]] = []
        self._warm_done = False
        self._modules_warm = False
        self._epoch = 0  # counts changes of the stack, window and settings (the underlay's freshness)
        self._underlay: tuple[object, pygame.Surface] | None = None
        self._plan_warm()
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
        self._changed()
        self._underlay = None
        self.release_stale(self.size)
        for scene in self.scenes:
            scene.layout(self.size)

    def release_stale(self, size: tuple[int, int]) -> None:
        """The window is now ``size``: forget the pictures sized for other windows (tiles, text, panels) and plan
        the new size's tile sets."""
        self.art.retain_sizes(tile_sizes(size))
        self.text.clear()
        theme.clear_caches()
        self._plan_warm()

    def apply_settings(self, settings: Settings) -> None:
        labels_changed = settings.tile_labels != self.settings.tile_labels
        language_changed = settings.language != self.settings.language
        self.settings = settings
        self.sound.volume = settings.volume
        self.sound.muted = settings.muted
        self.storage.save_settings(settings)
        for notice in self.storage.pop_notices():
            self.toast(notice, 6.0)
        self._changed()
        if labels_changed:
            self._plan_warm()
        if language_changed:
            self._language_changed()

    def _language_changed(self) -> None:
        """Every scene re-reads its text in the new language: it builds it in ``layout`` or refreshes it in
        ``settings_changed`` (both are called here)."""
        i18n.set_language(self.settings.language or i18n.system_language())
        pygame.display.set_caption(_("Zung Jung Mahjong"))
        self._underlay = None
        for scene in self.scenes:
            scene.settings_changed()
            scene.layout(self.size)

    # -- tile sets ahead of time -----------------------------------------------------------------------------
    def _plan_warm(self) -> None:
        self._warm_sets = tile_sets(self.size, self.settings.tile_labels)
        self._warm_fonts = font_sizes(self.size)
        self._warm_done = False

    def _warm_modules(self) -> None:
        """Import what the end of a hand needs (the scoring systems, the score panel and the standings), so no
        frame waits for an import."""
        if self._modules_warm:
            return
        self._modules_warm = True
        from zjgame.scoring.system import system_names

        system_names()
        for key in ("score", "results"):
            if key in self.registry:
                self.registry[key]

    def warm(self, budget: float | None = WARM_SLICE_S) -> bool:
        """Prepare ahead of time what later frames draw in this window (modules, tile sets, fonts), for at most
        ``budget`` CPU seconds (None: everything); True when all is ready."""
        if self._warm_done or not self.options.prerender:
            return self._warm_done
        c0 = time.thread_time()
        try:
            self._warm_modules()
            left = None if budget is None else budget - (time.thread_time() - c0)
            done = self.art.warm(self._warm_sets, left)
            if done:
                left = None if budget is None else budget - (time.thread_time() - c0)
                done = self.text.warm(self._warm_fonts, left)
            self._warm_done = done
        finally:
            self.prerender_cpu += time.thread_time() - c0
        return self._warm_done

    # -- scene stack ---------------------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self._changed()
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter(self)

    def pop(self, result: object = None) -> Scene | None:
        if not self.scenes:
            return None
        self._changed()
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
            self.scenes[-1].on_return(scene.name, result)
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        self._changed()
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
    @property
    def frames(self) -> int:
        """Frames drawn and shown so far."""
        return self.perf.frames

    def exclude_from_frame(self, seconds: float) -> None:
        self.perf.exclude(seconds)

    def count_exceptions(self, count: int = 1) -> None:
        self.exceptions += count

    def count_hand(self) -> None:
        self.hands_played += 1

    # -- notices, screenshots, sound -----------------------------------------------------------------------
    def toast(self, message: str, seconds: float = 3.0) -> None:
        self.toasts.append((message, seconds))
        self.toasts = self.toasts[-4:]
        self.redraw.note_change()

    def screenshot(self, tag: str) -> None:
        """Ask for a PNG of the next finished frame (only when --screenshots is on)."""
        if self.options.screenshots is not None:
            self._pending_shots.append(tag)
            self.redraw.note_change()

    def play(self, name: str) -> None:
        try:
            self.sound.play(name)
        except ValueError:
            pass

    def _write_shots(self) -> None:
        directory = self.options.screenshots
        if directory is None or not self._pending_shots:
            return
        directory.mkdir(parents=True, exist_ok=True)
        for tag in self._pending_shots:
            self._shot_counter += 1
            pygame.image.save(self.screen, str(directory / f"{self._shot_counter:05d}-{tag}.png"))
        self._pending_shots.clear()

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
                    self.toast(_("Sound off") if muted else _("Sound on"), 1.5)
                    top.settings_changed()
                    self._changed()
                    continue
            top.handle(intent)
            top = self.top
            if top is None:
                return

    def step(self, dt: float) -> bool:
        """One loop step: every waiting event, the top scene's update, and a frame drawn and shown when something
        may have changed (``pacing``); True when a frame was drawn. Exceptions are counted and reported, not
        fatal; one event's failure does not drop the events after it."""
        self.steps += 1
        self.perf.begin()
        for event in pygame.event.get():
            self.redraw.note_change()
            self._guarded(self.handle_event, event)
        top = self.top
        if top is not None:
            if self._animating(top):
                self.redraw.note_change()
            self._guarded(top.update, dt)
            top = self.top
            if top is not None and self._animating(top):
                self.redraw.note_change()
        toasts = [(m, s - dt) for m, s in self.toasts if s - dt > 0]
        if len(toasts) != len(self.toasts):
            self.redraw.note_change()
        self.toasts = toasts
        if not self.redraw.should_draw(dt):
            self.warm()  # an idle step: the time goes to tile sets for later frames
            return False
        self._guarded(self.draw)
        self.perf.end()
        self._write_shots()
        pygame.display.flip()
        self.perf.shown()
        if self.perf.frames == 1:
            self.warm(None)  # every tile set now, before the first measured frame (the window shows meanwhile)
        else:
            self.warm()
        return True

    @staticmethod
    def _animating(scene: Scene) -> bool:
        animating: Callable[[], bool] | None = getattr(scene, "animating", None)
        if animating is None:  # a scene without the hook: still if it has no update of its own
            return type(scene).update is not Scene.update
        return bool(animating())

    def _guarded(self, fn: Callable[..., Any], *args: Any) -> None:
        try:
            fn(*args)
        except Exception as err:  # noqa: BLE001 - the loop survives a bug and reports it
            self.exceptions += 1
            traceback.print_exc(file=sys.stderr)
            if self.exceptions == 1 and not self.options.autoplay:
                problem = f"{type(err).__name__}: {err}"
                self.toast(_("Something went wrong ({problem}). Your game is saved.").format(problem=problem), 8.0)
            if self.exceptions > 20:
                self.quit(1)

    def draw(self) -> None:
        """The visible scenes, bottom up, and the notices. Under an overlay the scenes beneath are paused, so
        their picture is drawn once into an underlay and only blitted while the stack and window stay."""
        surface = self.screen
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        if not self.scenes:
            surface.fill(theme.BG_DARK)
        visible = self.scenes[max(0, start) :]
        if len(visible) > 1:
            key = (self._epoch, self.size, tuple(id(scene) for scene in visible[:-1]))
            if self._underlay is None or self._underlay[0] != key:
                self._underlay = None
                for scene in visible[:-1]:
                    scene.draw(surface)
                self._underlay = (key, surface.copy())
            else:
                surface.blit(self._underlay[1], (0, 0))
            visible = visible[-1:]
        else:
            self._underlay = None
        for scene in visible:
            scene.draw(surface)
        self._draw_toasts(surface)

    def _changed(self) -> None:
        """The stack, the window or the settings changed: redraw, and the underlay is stale."""
        self._epoch += 1
        self.redraw.note_change()

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
        """Open ``first`` (a route, usually ``Push(key, ...)``) and loop until the last scene is left, a quit, or
        SIGTERM / SIGINT / SIGHUP (quit at once: the game is saved after every move; the step being made is
        finished first, and so is its save)."""
        self.running = True
        previous = self._catch_quit_signals()
        try:
            self.go(first)
            self.loop(self.options.max_frames)
            while self.scenes:
                self.scenes.pop().exit()
        finally:
            self._restore_signals(previous)
        return self.exit_code

    def loop(self, max_steps: int | None = None) -> None:
        """Step until the loop ends (or ``max_steps`` steps): 60 steps a second while something changes (as
        fast as possible with ``--speed max``), ``IDLE_FPS`` while nothing does."""
        clock = pygame.time.Clock()
        dt = 0.0
        steps = 0
        while self.running:
            self.step(dt)
            steps += 1
            if not self.running or (max_steps is not None and steps >= max_steps):
                break
            if self.options.speed_max:
                clock.tick(IDLE_FPS if self.redraw.idle else 0)
                dt = 1 / 60
            else:
                ms = clock.tick(IDLE_FPS if self.redraw.idle else 60)
                dt = min(0.1, ms / 1000.0)

    def _catch_quit_signals(self) -> dict[int, Any]:
        previous: dict[int, Any] = {}
        if threading.current_thread() is not threading.main_thread():
            return previous
        for signum in QUIT_SIGNALS:
            try:
                previous[signum] = signal.signal(signum, self._on_quit_signal)
            except (OSError, ValueError):
                pass
        return previous

    @staticmethod
    def _restore_signals(previous: dict[int, Any]) -> None:
        for signum, handler in previous.items():
            try:
                signal.signal(signum, handler)
            except (OSError, ValueError, TypeError):
                pass

    def _on_quit_signal(self, signum: int, _frame: FrameType | None) -> None:
        """SIGTERM and friends: end the loop after this step (the game is saved after every move)."""
        self.quit_signal = signum
        self.running = False

    def perf_report(self) -> dict[str, object]:
        """The ``--perf`` line (docs/play.md)."""
        report = self.perf.report()
        report["hands"] = self.hands_played
        report["exceptions"] = self.exceptions
        report["prerender_cpu_s"] = round(self.prerender_cpu, 3)
        return report
