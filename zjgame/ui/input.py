"""Input at the edge: pygame events become intents (``Click(HandSlot(5))``, ``KeyPress(...)``).

Owns: the intent values, the hit-test targets, and ``InputTranslator`` (double-click detection, hover
tracking). The scene supplies the hit test (from its pure layout); nothing here changes game state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

DOUBLE_CLICK_MS = 350


# -- targets (what a point on the screen is) ---------------------------------------------------------------
@dataclass(frozen=True)
class HandSlot:
    """The human's concealed tile at ``index`` (0-based, left to right; the drawn tile is last)."""

    index: int


@dataclass(frozen=True)
class ButtonTarget:
    name: str


Target = object  # HandSlot | ButtonTarget | any frozen value a scene defines


# -- intents -----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Click:
    target: Target | None
    pos: tuple[int, int]
    button: int = 1
    double: bool = False


@dataclass(frozen=True)
class Hover:
    target: Target | None
    pos: tuple[int, int]


@dataclass(frozen=True)
class KeyPress:
    key: int
    mod: int = 0
    text: str = ""


@dataclass(frozen=True)
class Wheel:
    dy: int
    pos: tuple[int, int]


@dataclass(frozen=True)
class Resize:
    size: tuple[int, int]


@dataclass(frozen=True)
class QuitRequest:
    pass


Intent = Click | Hover | KeyPress | Wheel | Resize | QuitRequest


class InputTranslator:
    """Turns one pygame event into zero or more intents using the current scene's hit test."""

    def __init__(self) -> None:
        self._last_click: tuple[int, Target | None] | None = None
        self.hover_target: Target | None = None

    def translate(
        self, event: pygame.event.Event, hit_test: Callable[[tuple[int, int]], Target | None]
    ) -> list[Intent]:
        etype = event.type
        if etype == pygame.QUIT:
            return [QuitRequest()]
        if etype in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            size = (getattr(event, "w", 0) or getattr(event, "x", 0), getattr(event, "h", 0) or getattr(event, "y", 0))
            if size[0] > 0 and size[1] > 0:
                return [Resize((int(size[0]), int(size[1])))]
            return []
        if etype == pygame.MOUSEMOTION:
            pos = _pos(event)
            target = hit_test(pos)
            self.hover_target = target
            return [Hover(target, pos)]
        if etype == pygame.MOUSEBUTTONDOWN:
            pos = _pos(event)
            button = int(getattr(event, "button", 1))
            if button in (4, 5):  # old-style wheel
                return [Wheel(1 if button == 4 else -1, pos)]
            target = hit_test(pos)
            now = pygame.time.get_ticks()
            double = False
            if button == 1:
                last = self._last_click
                double = (
                    last is not None and last[1] == target and target is not None and now - last[0] <= DOUBLE_CLICK_MS
                )
                self._last_click = None if double else (now, target)
            return [Click(target, pos, button, double)]
        if etype == pygame.MOUSEWHEEL:
            return [Wheel(int(getattr(event, "y", 0)), pygame.mouse.get_pos())]
        if etype == pygame.KEYDOWN:
            return [KeyPress(int(event.key), int(getattr(event, "mod", 0)), str(getattr(event, "unicode", "") or ""))]
        return []


def _pos(event: pygame.event.Event) -> tuple[int, int]:
    pos = getattr(event, "pos", (0, 0))
    return (int(pos[0]), int(pos[1]))
