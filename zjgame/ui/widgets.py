"""Buttons: a value with a name, a label, a rectangle, the shortcut keys shown on it, and optional tiles.

Owns: ``Button``, ``draw_button``, ``column``/``row`` layout helpers, ``find_button`` and ``key_names`` (a
button's keys as the shortcut overlay shows them). Scenes keep a list of buttons built by their (pure) layout;
hit-testing is ``find_button(buttons, pos)``. A label too long for its button is drawn smaller, never outside it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from zjgame.ui import theme
from zjgame.ui.input import ButtonTarget
from zjgame.ui.tileart import TileArt


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


_KEY_NAMES = {
    pygame.K_RETURN: "Enter",
    pygame.K_KP_ENTER: "Enter",
    pygame.K_ESCAPE: "Esc",
    pygame.K_SPACE: "Space",
    pygame.K_BACKSPACE: "Backspace",
    pygame.K_DELETE: "Delete",
    pygame.K_TAB: "Tab",
    pygame.K_LEFT: "Left",
    pygame.K_RIGHT: "Right",
    pygame.K_UP: "Up",
    pygame.K_DOWN: "Down",
    pygame.K_PAGEUP: "PgUp",
    pygame.K_PAGEDOWN: "PgDn",
    pygame.K_HOME: "Home",
    pygame.K_END: "End",
}


def key_name(key: int) -> str:
    """A key as a player reads it: ``Enter``, ``Esc``, ``PgDn``, ``F1``, ``N``, ``3``."""
    if key in _KEY_NAMES:
        return _KEY_NAMES[key]
    name = pygame.key.name(key)
    return name.upper() if len(name) == 1 else name.title()


def key_names(keys: tuple[int, ...]) -> str:
    """A button's keys for the shortcut overlay: ``Enter / Space``."""
    names: list[str] = []
    for key in keys:
        name = key_name(key)
        if name not in names:
            names.append(name)
    return " / ".join(names)


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
    surface: pygame.Surface, button: Button, text: theme.TextCache, hovered: bool = False, art: TileArt | None = None
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
    size = label_size(text, button, rect.w)
    # left to right: the label, the tiles (their size), the key cap
    parts: list[pygame.Surface | tuple[int, int]] = [text.render(button.label, size, color, True)]
    if button.tiles and art is not None:
        th = int(rect.h * 0.74)
        tw = int(th * 0.74)
        parts.append((tw, th))
    if button.hint:
        parts.append(keycap(text, button.hint, max(9, int(rect.h * 0.27))))
    gap = max(4, rect.h // 6)
    widths = [item[0] * len(button.tiles) if isinstance(item, tuple) else item.get_width() for item in parts]
    x = rect.centerx - (sum(widths) + gap * (len(parts) - 1)) // 2
    for item, w in zip(parts, widths):
        if isinstance(item, tuple):
            assert art is not None
            tw, th = item
            for i, code in enumerate(button.tiles):
                y = rect.centery - th // 2 - (max(2, th // 8) if i in button.highlight else 0)
                surface.blit(art.face(code, tw, th), (x + i * tw, y))
        else:
            surface.blit(item, item.get_rect(midleft=(x, rect.centery)))
        x += w + gap


def keycap(text: theme.TextCache, hint: str, size: int) -> pygame.Surface:
    """A small key cap showing a keyboard shortcut."""
    label = text.render(hint, size, (230, 230, 214), True)
    pad = max(3, size // 3)
    surf = pygame.Surface((label.get_width() + 2 * pad, label.get_height() + pad // 2), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 90), surf.get_rect(), border_radius=pad)
    pygame.draw.rect(surf, (255, 255, 255, 70), surf.get_rect(), 1, border_radius=pad)
    surf.blit(label, label.get_rect(center=surf.get_rect().center))
    return surf


def label_size(text: theme.TextCache, button: Button, width: int) -> int:
    """The label's font size: 40% of the button's height, smaller (down to 8) when the button is too narrow."""
    height = button.rect.h
    size = max(11, int(height * 0.40))
    while size > 8 and button_width(text, button.label, button.hint, height, len(button.tiles), size) > width:
        size -= 1
    return size


def button_width(
    text: theme.TextCache, label: str, hint: str, height: int, tiles: int = 0, size: int | None = None
) -> int:
    """The width a button needs for its label (at ``size``; by default 40% of ``height``), tiles and key cap."""
    size = max(11, int(height * 0.40)) if size is None else size
    w = text.size(label, size, True)[0]
    gap = max(4, height // 6)
    if tiles:
        w += gap + int(int(height * 0.74) * 0.74) * tiles
    if hint:
        w += gap + text.size(hint, max(9, int(height * 0.27)), True)[0] + 2 * max(3, int(height * 0.27) // 3)
    return w + 2 * max(10, height // 3)
