"""A screen of option rows (a label and a row of choices, one selected), shared by new game and settings.

Each row has a letter key that cycles its choice; clicking a choice selects it. Subclasses give the rows and
react to ``on_change`` / ``on_button``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from zjgame.ui import theme
from zjgame.ui.input import KeyPress
from zjgame.ui.routes import Pop
from zjgame.ui.scene import Scene
from zjgame.ui.widgets import Button, row


@dataclass
class OptionRow:
    key: str  # the row's id
    label: str
    choices: Sequence[tuple[object, str]]  # (value, label)
    value: object
    hotkey: int = 0
    hint: str = ""
    note: str = ""

    def index(self) -> int:
        for i, (v, _label) in enumerate(self.choices):
            if v == self.value:
                return i
        return 0


class OptionsScene(Scene):
    title = "Options"

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[OptionRow] = []
        self.footer: list[Button] = []
        self.row_label_pos: list[tuple[int, int]] = []
        self.rows_bottom = 0

    def footer_buttons(self, w: int, y: int, s: float) -> list[Button]:
        return []

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale()
        w, h = size
        bh = int(38 * s)
        gap = int(14 * s)
        label_w = int(230 * s)
        top = int(h * 0.17)
        avail = max(1, h - top - int(110 * s))
        step = min(bh + gap + int(8 * s), avail // max(1, len(self.rows)))
        self.buttons = []
        self.row_label_pos = []
        assert self.app is not None
        gap = int(8 * s)
        all_widths = [
            [max(int(70 * s), self.app.text.size(lbl, int(16 * s), True)[0] + int(28 * s)) for _v, lbl in opt.choices]
            for opt in self.rows
        ]
        widest = max((sum(ws) + gap * (len(ws) - 1) for ws in all_widths), default=0)
        x0 = w // 2 - (label_w + widest) // 2 + label_w
        for r_i, (opt, widths) in enumerate(zip(self.rows, all_widths)):
            y = top + r_i * step
            total = sum(widths) + gap * (len(widths) - 1)
            rects = row(x0 + total // 2, y, widths, bh, gap)
            self.row_label_pos.append((x0 - int(16 * s), y + bh // 2))
            for i, ((_v, lbl), rect) in enumerate(zip(opt.choices, rects)):
                style = "primary" if i == opt.index() else "normal"
                self.buttons.append(Button(f"opt:{r_i}:{i}", lbl, rect, (), "", style))
        self.rows_bottom = top + len(self.rows) * step
        self.buttons.extend(self.footer_buttons(w, h - int(80 * s), s))

    def handle_row_key(self, key: int) -> bool:
        for r_i, opt in enumerate(self.rows):
            if opt.hotkey and key == opt.hotkey:
                self.select(r_i, (opt.index() + 1) % len(opt.choices))
                return True
        return False

    def select(self, r_i: int, i: int) -> None:
        opt = self.rows[r_i]
        opt.value = opt.choices[i][0]
        self.on_change(opt)
        self.layout(self.size)

    def on_change(self, opt: OptionRow) -> None:
        pass

    def on_button(self, name: str) -> None:
        if name.startswith("opt:"):
            _, r_i, i = name.split(":")
            self.select(int(r_i), int(i))
        else:
            self.on_footer(name)

    def on_back(self) -> None:
        assert self.app is not None
        self.app.go(Pop())

    def on_footer(self, name: str) -> None:
        if name == "back":
            self.on_back()

    def on_key(self, intent: KeyPress) -> None:
        if not self.handle_row_key(intent.key):
            super().on_key(intent)

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        self.draw_page(surface, self.title)
        s = self.scale()
        text = self.app.text
        for opt, (x, y) in zip(self.rows, self.row_label_pos):
            label = opt.label + (f"  [{opt.hint}]" if opt.hint else "")
            text.blit(surface, label, int(17 * s), (x, y), theme.TEXT, True, "midright")
            if opt.note:
                text.blit(surface, opt.note, int(12 * s), (x, y + int(16 * s)), theme.TEXT_DIM, False, "midright")
        self.draw_buttons(surface)
        self.draw_extra(surface)

    def draw_extra(self, surface: pygame.Surface) -> None:
        pass
