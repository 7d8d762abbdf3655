"""A screen of option rows (a label and a row of choices, one selected), shared by new game and settings.

Each row has a letter key that cycles its choice; clicking a choice selects it. Subclasses give the rows and
react to ``on_change`` / ``on_button``. The rows take the room between the title and the footer buttons (which
sit inside the page's panel); the row keys are listed by the shortcut overlay (``key_help``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from zjgame.i18n import _
from zjgame.ui import theme
from zjgame.ui.input import KeyPress
from zjgame.ui.routes import Pop
from zjgame.ui.scene import Scene, Shortcut
from zjgame.ui.widgets import Button, button_width, key_name, row


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
    footer_height = 50  # the footer buttons' height at scale 1

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[OptionRow] = []
        self.footer: list[Button] = []
        self.row_label_pos: list[tuple[int, int]] = []
        self.rows_bottom = 0
        self.footer_y = 0
        self.label_size = 17
        self.row_step = self.row_h = 0

    def footer_buttons(self, w: int, y: int, s: float) -> list[Button]:
        return []

    def extra_height(self) -> int:
        """Room to keep free below the rows (for ``draw_extra``), in pixels at this window's scale."""
        return 0

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        assert self.app is not None
        text = self.app.text
        s = self.scale()
        w, h = size
        fh = int(self.footer_height * s)
        self.footer_y = self.footer_top(fh)
        top = self.page_title_bottom() + int(8 * s)
        avail = max(1, self.footer_y - int(10 * s) - self.extra_height() - top)
        step = min(int(60 * s), avail // max(1, len(self.rows)))
        bh = max(18, min(int(38 * s), step - max(3, int(5 * s))))
        self.buttons = []
        self.row_label_pos = []
        gap = int(8 * s)
        self.label_size = max(10, min(int(17 * s), int(bh * 0.5)))
        all_widths = [
            [max(int(60 * s), button_width(text, lbl, "", bh)) for _v, lbl in opt.choices] for opt in self.rows
        ]
        widest = max((sum(ws) + gap * (len(ws) - 1) for ws in all_widths), default=0)
        label_w = max((text.size(self.row_label(opt), self.label_size, True)[0] for opt in self.rows), default=0)
        label_w += int(16 * s)
        inner = self.page_rect().inflate(-int(24 * s), 0)
        x0 = max(inner.left + label_w, w // 2 - (label_w + widest) // 2 + label_w)
        for r_i, (opt, widths) in enumerate(zip(self.rows, all_widths)):
            y = top + r_i * step
            total = sum(widths) + gap * (len(widths) - 1)
            room = inner.right - x0
            if total > room:  # squeeze the choices to the panel (their labels shrink to fit)
                widths = [
                    max(1, wd * (room - gap * (len(widths) - 1)) // max(1, total - gap * (len(widths) - 1)))
                    for wd in widths
                ]
                total = sum(widths) + gap * (len(widths) - 1)
            rects = row(x0 + total // 2, y, widths, bh, gap)
            self.row_label_pos.append((x0 - int(16 * s), y + bh // 2))
            for i, ((_v, lbl), rect) in enumerate(zip(opt.choices, rects)):
                style = "primary" if i == opt.index() else "normal"
                self.buttons.append(Button(f"opt:{r_i}:{i}", lbl, rect, (), "", style))
        self.rows_bottom = top + len(self.rows) * step
        self.row_step, self.row_h = step, bh
        self.buttons.extend(self.footer_buttons(w, self.footer_y, s))

    def row_label(self, opt: OptionRow) -> str:
        return opt.label + (f"  [{opt.hint}]" if opt.hint else "")

    def key_help(self) -> list[Shortcut]:
        """Each row's key cycles its choices (the binding itself is listed, as ``handle_row_key`` uses it)."""
        return [
            Shortcut(key_name(opt.hotkey), _("{row}: next choice").format(row=opt.label))
            for opt in self.rows
            if opt.hotkey
        ]

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
            _opt, r_i, i = name.split(":")
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
            text.blit(surface, self.row_label(opt), self.label_size, (x, y), theme.TEXT, True, "midright")
            note_size = max(9, int(12 * s))
            room = self.row_step - self.row_h // 2 - self.label_size // 2  # below the label, above the next row
            if opt.note and room >= text.line_height(note_size) + int(4 * s):
                pos = (x, y + self.label_size // 2 + int(2 * s))
                text.blit(surface, opt.note, note_size, pos, theme.TEXT_DIM, False, "topright")
        self.draw_buttons(surface)
        self.draw_extra(surface)

    def draw_extra(self, surface: pygame.Surface) -> None:
        pass
