"""The in-game menu (an overlay): resume, settings, rules, leave the game (with a confirmation that takes the
menu's place, so "Stay" goes back to the table)."""

from __future__ import annotations

import pygame

from zjgame.i18n import _
from zjgame.ui import theme
from zjgame.ui.routes import Pop, Push, Replace, Reset
from zjgame.ui.scene import Scene
from zjgame.ui.widgets import Button, column


class MenuScene(Scene):
    overlay = True
    name = "menu"

    def __init__(self, autoplay: bool = False) -> None:
        super().__init__()
        self.autoplay = autoplay  # the table is the autoplay demonstration (nothing is saved)
        self.box = pygame.Rect(0, 0, 10, 10)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale()
        w, h = size
        bw, bh, gap = int(280 * s), int(46 * s), int(12 * s)
        self.box = pygame.Rect(0, 0, bw + int(60 * s), 4 * (bh + gap) + int(90 * s))
        self.box.center = (w // 2, h // 2)
        rects = column(w // 2, self.box.top + int(70 * s), bw, bh, gap, 4)
        self.buttons = [
            Button("resume", _("Back to the table"), rects[0], (pygame.K_ESCAPE, pygame.K_RETURN), "Esc", "primary"),
            Button("settings", _("Settings"), rects[1], (pygame.K_s,), "S"),
            Button("rules", _("Rules"), rects[2], (pygame.K_r,), "R"),
            Button("leave", _("Leave the game"), rects[3], (pygame.K_q,), "Q", "danger"),
        ]

    def on_button(self, name: str) -> None:
        assert self.app is not None
        if name == "resume":
            self.app.go(Pop())
        elif name == "settings":
            self.app.go(Push("settings"))
        elif name == "rules":
            self.app.go(Push("rules"))
        elif name == "leave":
            detail = _("This game is saved after every move: choose Continue on the title screen to resume it.")
            if self.autoplay:
                detail = _("The demonstration game will end.")
            # the question takes the menu's place: the menu does not show through behind it (issue 15.19)
            self.app.go(
                Replace("confirm", question=_("Leave this game?"), detail=detail, on_yes=Reset("title"), yes=_("Leave"))
            )

    def on_back(self) -> None:
        assert self.app is not None
        self.app.go(Pop())

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        surface.blit(theme.shade(surface.get_size(), 120), (0, 0))
        theme.draw_panel(surface, self.box, 16, 245)
        s = self.scale()
        self.app.text.blit(
            surface,
            _("Game menu"),
            int(26 * s),
            (self.box.centerx, self.box.top + int(18 * s)),
            theme.GOLD,
            True,
            "midtop",
        )
        self.draw_buttons(surface)
