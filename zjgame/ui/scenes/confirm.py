"""A yes/no question drawn over the scene beneath (leaving a game in progress, starting over).

The answer is the result the scene beneath hears (``on_return("confirm", True | False)``); ``on_yes``, when
given, is where "yes" goes after this question closes. The panel grows with the detail's lines."""

from __future__ import annotations

import pygame

from zjgame.i18n import _
from zjgame.ui import theme
from zjgame.ui.routes import Pop, Route
from zjgame.ui.scene import Scene
from zjgame.ui.widgets import Button, row


class ConfirmScene(Scene):
    overlay = True
    name = "confirm"

    def __init__(self, question: str, detail: str, on_yes: Route | None = None, yes: str = "", no: str = "") -> None:
        super().__init__()
        self.question = question
        self.detail = detail
        self.on_yes = on_yes  # where "yes" goes, after this question closes
        self.yes_label = yes or _("Leave")
        self.no_label = no or _("Stay")
        self.box = pygame.Rect(0, 0, 10, 10)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale()
        w, h = size
        assert self.app is not None
        box_w = min(w - int(40 * s), int(520 * s))
        lines = len(self.app.text.wrap(self.detail, int(16 * s), box_w - int(40 * s)))
        box_h = min(h - int(20 * s), max(int(230 * s), int(70 * s) + lines * int(22 * s) + int(90 * s)))
        self.box = pygame.Rect(0, 0, box_w, box_h)
        self.box.center = (w // 2, h // 2)
        bh = int(46 * s)
        rects = row(w // 2, self.box.bottom - bh - int(22 * s), [int(170 * s), int(170 * s)], bh, int(20 * s))
        self.buttons = [
            Button("yes", self.yes_label, rects[0], (pygame.K_y, pygame.K_RETURN), "Y", "danger"),
            Button("no", self.no_label, rects[1], (pygame.K_n, pygame.K_ESCAPE), "Esc", "primary"),
        ]

    def on_button(self, name: str) -> None:
        assert self.app is not None
        if name == "yes":
            self.app.go(Pop(True), *([self.on_yes] if self.on_yes is not None else []))
        else:
            self.app.go(Pop(False))

    def on_back(self) -> None:
        assert self.app is not None
        self.app.go(Pop(False))

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        surface.blit(theme.shade(surface.get_size(), 130), (0, 0))
        theme.draw_panel(surface, self.box, 16, 245)
        s = self.scale()
        text = self.app.text
        text.blit(
            surface,
            self.question,
            int(24 * s),
            (self.box.centerx, self.box.top + int(24 * s)),
            theme.GOLD,
            True,
            "midtop",
        )
        for i, line in enumerate(text.wrap(self.detail, int(16 * s), self.box.w - int(40 * s))):
            text.blit(
                surface,
                line,
                int(16 * s),
                (self.box.centerx, self.box.top + int(70 * s) + i * int(22 * s)),
                theme.TEXT,
                False,
                "midtop",
            )
        self.draw_buttons(surface)
