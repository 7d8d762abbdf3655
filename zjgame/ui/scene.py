"""The scene protocol: enter/exit/pause/resume, layout on resize, intents in, update, draw (which never
changes state). Overlays draw over the scene beneath them. A scene reaches the app only through ``AppAPI``
(``zjgame.ui.app_api``) and changes scenes with routes (``zjgame.ui.routes``), never by building another scene.

Owns: ``Scene`` (the base class with button handling). Not: the loop (``app``) or any particular screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from zjgame.ui import theme
from zjgame.ui.input import ButtonTarget, Click, Hover, Intent, KeyPress, Target
from zjgame.ui.widgets import Button, button_for_key, draw_button, find_button

if TYPE_CHECKING:
    from zjgame.ui.app_api import AppAPI


class Scene:
    """A screen. Subclasses build ``self.buttons`` in ``layout`` and react in ``on_button``."""

    overlay = False  # drawn over the scene beneath (which is paused, not updated)
    name = "scene"  # the registry key (``zjgame.ui.registry``)
    wants_text = False  # letters are typed here: the app's M (mute) shortcut is off

    def __init__(self) -> None:
        self.app: AppAPI | None = None
        self.buttons: list[Button] = []
        self.hover: Target | None = None
        self.size: tuple[int, int] = (1280, 800)

    # -- life cycle ----------------------------------------------------------------------------------------
    def enter(self, app: AppAPI) -> None:
        self.app = app
        self.size = app.size
        self.layout(app.size)

    def exit(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        if self.app is not None:
            self.size = self.app.size
            self.layout(self.app.size)

    def on_return(self, key: str, result: object) -> None:
        """The scene above this one (registry key ``key``) has been popped with ``result``; called after
        ``resume``."""

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size

    def confirm_quit(self) -> bool:
        """The window's close button was pressed: return True after asking first (a game in progress)."""
        return False

    def settings_changed(self) -> None:
        """The settings changed outside this scene (the M key, F11): refresh what shows them."""

    # -- input ---------------------------------------------------------------------------------------------
    def hit_test(self, pos: tuple[int, int]) -> Target | None:
        return find_button(self.buttons, pos)

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Hover):
            self.hover = intent.target
        elif isinstance(intent, Click) and intent.button == 1 and isinstance(intent.target, ButtonTarget):
            self.on_button(intent.target.name)
        elif isinstance(intent, KeyPress):
            button = button_for_key(self.buttons, intent.key)
            if button is not None:
                self.on_button(button.name)
            else:
                self.on_key(intent)

    def on_button(self, name: str) -> None:
        pass

    def on_key(self, intent: KeyPress) -> None:
        if intent.key == pygame.K_ESCAPE:
            self.on_back()

    def on_back(self) -> None:
        pass

    # -- frame ---------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        pass

    def animating(self) -> bool:
        """Whether this scene changes on screen without input (something moves or counts down, a computer
        player is thinking): the app draws frames only while one does, or input came (``zjgame.ui.pacing``).
        By default: a scene with an ``update`` of its own does; override to say when it really does."""
        return type(self).update is not Scene.update

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def draw_buttons(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        for button in self.buttons:
            hovered = isinstance(self.hover, ButtonTarget) and self.hover.name == button.name
            draw_button(surface, button, self.app.text, hovered, self.app.art)

    def draw_background(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        surface.blit(self.app.art.felt(*surface.get_size()), (0, 0))

    def scale(self) -> float:
        return theme.scale_for(self.size)

    def draw_page(self, surface: pygame.Surface, title: str) -> None:
        """A full-window page (options, lists): the felt, the dimmed panel and the title at the top."""
        assert self.app is not None
        self.draw_background(surface)
        w, h = surface.get_size()
        theme.draw_panel(surface, pygame.Rect(int(w * 0.06), int(h * 0.04), int(w * 0.88), int(h * 0.92)), 18, 190)
        self.app.text.blit(surface, title, int(34 * self.scale()), (w // 2, int(h * 0.07)), theme.GOLD, True, "midtop")
