"""The shortcut overlay (issue 16): F1 or ``?`` on any scene lists every keyboard shortcut of that scene, taken
from its buttons' own key bindings (``Scene.shortcuts``), then the keys that work everywhere. Drawn over the
scene, in one or two columns as the window allows; Esc, Enter or F1 closes it.

Owns: ``ShortcutsScene``, ``GLOBAL``.
"""

from __future__ import annotations

import pygame

from zjgame.i18n import N_, _
from zjgame.ui import theme
from zjgame.ui.routes import Pop
from zjgame.ui.scene import Scene, Shortcut
from zjgame.ui.widgets import Button, button_width

# Keys the app handles on every scene (zjgame.ui.app: F11, M; zjgame.ui.scene: F1 and ?).
GLOBAL: tuple[tuple[str, str], ...] = (
    ("F1 / ?", N_("This list of shortcuts")),
    ("F11", N_("Full screen on or off")),
    ("M", N_("Sound on or off (not while typing)")),
)


class ShortcutsScene(Scene):
    overlay = True
    name = "shortcuts"

    def __init__(self, title: str = "", shortcuts: tuple[Shortcut, ...] = ()) -> None:
        super().__init__()
        self.title = title or _("Keyboard shortcuts")
        self.items = tuple(shortcuts)
        self.box = pygame.Rect(0, 0, 10, 10)
        self.rows: list[tuple[int, int, str, str, bool]] = []  # x, y, keys, action, is a heading
        self.font = 16

    def entries(self) -> list[tuple[str, str, bool]]:
        """(keys, action, heading) in order: this scene's shortcuts, then the ones that work everywhere."""
        out: list[tuple[str, str, bool]] = []
        if self.items:
            out.append(("", _("On this screen"), True))
            out += [(item.keys, item.action, False) for item in self.items]
        out.append(("", _("Everywhere"), True))
        out += [(keys, _(action), False) for keys, action in GLOBAL]
        return out

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        assert self.app is not None
        text = self.app.text
        s = self.scale()
        w, h = size
        entries = self.entries()
        margin = int(16 * s)
        bh = max(26, int(40 * s))
        title_h = text.line_height(int(26 * s)) + int(10 * s)
        for font in range(max(11, int(16 * s)), 8, -1):
            lh = text.line_height(font)
            keys_w = max((text.size(k, font, True)[0] for k, _a, head in entries if not head), default=0)
            act_w = max(text.size(a, font, head)[0] for _k, a, head in entries)
            col_w = keys_w + int(18 * s) + act_w
            room = h - 2 * margin - title_h - bh - int(30 * s)
            per_col = max(1, room // lh)
            cols = -(-len(entries) // per_col)
            total_w = cols * col_w + (cols - 1) * int(28 * s) + 2 * int(20 * s)
            if cols <= 2 and total_w <= w - 2 * margin:
                break
        self.font = font
        cols = max(1, cols)
        per_col = -(-len(entries) // cols)
        box_w = max(total_w, text.size(self.title, int(26 * s), True)[0] + int(40 * s))
        box_h = title_h + per_col * lh + bh + int(40 * s)
        self.box = pygame.Rect(0, 0, min(w - 2 * margin, box_w), min(h - 2 * margin, box_h))
        self.box.center = (w // 2, h // 2)
        self.rows = []
        x0, y0 = self.box.left + int(20 * s), self.box.top + int(14 * s) + title_h
        for i, (keys, action, head) in enumerate(entries):
            c, r = divmod(i, per_col)
            x = x0 + c * (col_w + int(28 * s))
            self.rows.append((x, y0 + r * lh, keys, action, head))
        self.key_w = keys_w
        label = _("Close")
        bw = button_width(text, label, "Esc", bh)
        rect = pygame.Rect(0, 0, bw, bh)
        rect.midbottom = (self.box.centerx, self.box.bottom - int(12 * s))
        self.buttons = [Button("close", label, rect, (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_F1), "Esc", "primary")]

    def on_button(self, name: str) -> None:
        self.on_back()

    def on_back(self) -> None:
        if self.app is not None:
            self.app.go(Pop())

    def open_shortcuts(self) -> None:
        self.on_back()  # F1 again (or ?) closes the list

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        text = self.app.text
        s = self.scale()
        surface.blit(theme.shade(surface.get_size(), 150), (0, 0))
        theme.draw_panel(surface, self.box, int(14 * s), 246)
        text.blit(
            surface, self.title, int(26 * s), (self.box.centerx, self.box.top + int(12 * s)), theme.GOLD, True, "midtop"
        )
        for x, y, keys, action, head in self.rows:
            if head:
                text.blit(surface, action, self.font, (x, y), theme.GOLD, True)
                continue
            text.blit(surface, keys, self.font, (x, y), theme.HIGHLIGHT, True)
            text.blit(surface, action, self.font, (x + self.key_w + int(18 * s), y), theme.TEXT)
        self.draw_buttons(surface)
