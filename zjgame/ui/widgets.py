"""Buttons: a value with a name, a label, a rectangle, the shortcut keys shown on it, and optional tiles.

Owns: ``Button``, ``draw_button``, ``column``/``row`` layout helpers and ``find_button``. Scenes keep a list of
buttons built by their (pure) layout; hit-testing is ``find_button(buttons, pos)``.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from zjgame.ui import theme
from zjgame.ui.input import ButtonTarget


@dataclass(frozen=True)
class Button:
    name: str
    label: str
    rect: pygame.Rect
    keys: tuple[int, ...] = ()
    hint: str = ""  # the shortcut as shown, e.g. "Space"
    style: str = "normal"  # normal | primary | danger | toggle-on
    enabled: bool = True
    tiles: tuple[str, ...] = ()  # tile codes drawn on the button (a chow choice)
    highlight: tuple[int, ...] = ()  # indices of ``tiles`` drawn raised (the claimed tile)


def find_button(buttons: list[Button] | tuple[Button, ...], pos: tuple[int, int]) -> ButtonTarget | None:
    for button in reversed(buttons):
        if button.enabled and button.rect.collidepoint(pos):
            return ButtonTarget(button.name)
    return None


def button_for_key(buttons: list[Button] | tuple[Button, ...], key: int) -> Button | None:
    for button in buttons:
        if button.enabled and key in button.keys:
            return button
    return None


def column(center_x: int, top: int, width: int, height: int, gap: int, count: int) -> list[pygame.Rect]:
    return [pygame.Rect(center_x - width // 2, top + i * (height + gap), width, height) for i in range(count)]


def row(center_x: int, top: int, widths: list[int], height: int, gap: int) -> list[pygame.Rect]:
    total = sum(widths) + gap * max(0, len(widths) - 1)
    x = center_x - total // 2
    out = []
    for w in widths:
        out.append(pygame.Rect(x, top, w, height))
        x += w + gap
    return out


def draw_button(
    surface: pygame.Surface, button: Button, text: theme.TextCache, hovered: bool = False, art: object = None
) -> None:
    rect = button.rect
    if not button.enabled:
        fill = theme.BUTTON_DISABLED
    elif button.style == "primary":
        fill = theme.BUTTON_PRIMARY_HOVER if hovered else theme.BUTTON_PRIMARY
    elif button.style == "danger":
        fill = (190, 70, 60) if hovered else (150, 50, 44)
    elif button.style == "toggle-on":
        fill = (70, 130, 100) if hovered else (58, 112, 86)
    else:
        fill = theme.BUTTON_HOVER if hovered else theme.BUTTON
    radius = max(4, rect.h // 5)
    shadow = rect.move(0, 3)
    pygame.draw.rect(surface, (8, 18, 14), shadow, border_radius=radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    edge = theme.HIGHLIGHT if hovered and button.enabled else tuple(min(255, c + 40) for c in fill)
    pygame.draw.rect(surface, edge, rect, 2, border_radius=radius)
    color = theme.TEXT if button.enabled else theme.TEXT_DIM
    size = max(11, int(rect.h * 0.40))
    hint_size = max(9, int(rect.h * 0.26))
    if button.tiles and art is not None:
        th = int(rect.h * 0.78)
        tw = int(th * 0.74)
        label = text.render(button.label, size, color, True)
        total = label.get_width() + 8 + tw * len(button.tiles)
        x = rect.centerx - total // 2
        surface.blit(label, label.get_rect(midleft=(x, rect.centery)))
        x += label.get_width() + 8
        for i, code in enumerate(button.tiles):
            face = art.face(code, tw, th)  # type: ignore[attr-defined]
            y = rect.centery - th // 2 - (4 if i in button.highlight else 0)
            surface.blit(face, (x, y))
            x += tw
    else:
        text.blit(
            surface,
            button.label,
            size,
            (rect.centerx, rect.centery - (hint_size // 3 if button.hint else 0)),
            color,
            True,
            "center",
        )
    if button.hint:
        text.blit(
            surface, button.hint, hint_size, (rect.right - 6, rect.bottom - 3), (220, 220, 200), False, "bottomright"
        )
