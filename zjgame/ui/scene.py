"""The scene protocol: enter/exit/pause/resume, layout on resize, intents in, update, draw (which never
changes state). Overlays draw over the scene beneath them. A scene reaches the app only through ``AppAPI``
(``zjgame.ui.app_api``) and changes scenes with routes (``zjgame.ui.routes``), never by building another scene.

Every scene has the shortcut overlay: F1 (or ``?`` where no text is typed) opens the ``shortcuts`` scene with
``shortcuts()``: the keys of the scene's own buttons (their ``keys``, named by ``widgets.key_names``, so the list
cannot drift from what the keys do) and ``key_help()`` for keys a scene handles without a button.

Owns: ``Scene`` (the base class with button handling), ``Shortcut``. Not: the loop (``app``) or any particular
screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from zjgame.i18n import _
from zjgame.ui import theme
from zjgame.ui.input import ButtonTarget, Click, Hover, Intent, KeyPress, Target
from zjgame.ui.routes import Push
from zjgame.ui.widgets import Button, button_for_key, draw_button, find_button, key_names

if TYPE_CHECKING:
    from zjgame.ui.app_api import AppAPI


@dataclass(frozen=True)
class Shortcut:
    """One line of the shortcut overlay: the keys as shown (``"Enter / Space"``) and what they do."""

    keys: str
    action: str


def is_help_key(intent: KeyPress, typing: bool) -> bool:
    """F1 anywhere; ``?`` where letters are not being typed."""
    return intent.key == pygame.K_F1 or (intent.text == "?" and not typing)


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
        self.use_presentation()
        self.layout(app.size)

    def use_presentation(self) -> None:
        """The settings' text size and table colour in the app's caches (done whenever a scene enters or
        resumes, so a change made in the settings applies to every scene from then on)."""
        if self.app is not None:
            st = self.app.settings
            theme.apply_presentation(
                self.app.text, self.app.art, getattr(st, "text_size", "normal"), getattr(st, "table_colour", "green")
            )

    def exit(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        if self.app is not None:
            self.size = self.app.size
            self.use_presentation()
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
            if is_help_key(intent, self.wants_text):
                self.open_shortcuts()
                return
            button = button_for_key(self.buttons, intent.key)
            if button is not None:
                self.on_button(button.name)
            else:
                self.on_key(intent)

    def on_button(self, name: str) -> None:
        pass

    # -- the shortcut overlay ----------------------------------------------------------------------------------
    def shortcuts(self) -> list[Shortcut]:
        """Every shortcut of this scene now: its buttons' keys (as bound, with their labels), then
        ``key_help()``."""
        out: list[Shortcut] = []
        seen: set[tuple[str, str]] = set()
        for button in self.buttons:
            if not button.keys:
                continue
            item = Shortcut(key_names(button.keys), button.label or button.hint)
            if (item.keys, item.action) not in seen:
                seen.add((item.keys, item.action))
                out.append(item)
        return out + list(self.key_help())

    def key_help(self) -> list[Shortcut]:
        """Keys this scene handles without a button of its own (arrow keys that move a selection...)."""
        return []

    def shortcuts_title(self) -> str:
        return _("Keyboard shortcuts")

    def open_shortcuts(self) -> None:
        if self.app is not None:
            self.app.go(Push("shortcuts", title=self.shortcuts_title(), shortcuts=tuple(self.shortcuts())))

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

    def page_rect(self) -> pygame.Rect:
        """The panel of a full-window page (``draw_page``)."""
        w, h = self.size
        return pygame.Rect(int(w * 0.06), int(h * 0.04), int(w * 0.88), int(h * 0.92))

    def page_title_bottom(self) -> int:
        """The y below a page's title."""
        assert self.app is not None
        h = self.size[1]
        return int(h * 0.07) + self.app.text.line_height(int(34 * self.scale()))

    def footer_top(self, height: int) -> int:
        """The top of a row of buttons ``height`` tall at the foot of a page, inside its panel."""
        return self.page_rect().bottom - height - int(14 * self.scale())

    def draw_page(self, surface: pygame.Surface, title: str) -> None:
        """A full-window page (options, lists): the felt, the dimmed panel and the title at the top."""
        assert self.app is not None
        self.draw_background(surface)
        w, h = surface.get_size()
        theme.draw_panel(surface, self.page_rect(), 18, 190)
        self.app.text.blit(surface, title, int(34 * self.scale()), (w // 2, int(h * 0.07)), theme.GOLD, True, "midtop")
