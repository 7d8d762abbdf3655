"""The title screen: new game, continue, practice, replay a game, rules, score calculator, settings, quit."""

from __future__ import annotations

import pygame

from zjgame.ui import theme
from zjgame.ui.games import saved_game
from zjgame.ui.routes import Push, Quit, Route
from zjgame.ui.scene import Scene
from zjgame.ui.widgets import Button, column

OPENS: dict[str, Route] = {
    "new": Push("newgame"),
    "practice": Push("newgame", practice=True),
    "replay": Push("replays"),
    "rules": Push("rules"),
    "calculator": Push("calculator"),
    "settings": Push("settings"),
}


class TitleScene(Scene):
    name = "title"

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        assert self.app is not None
        s = self.scale()
        w, h = size
        bw, bh, gap = int(320 * s), int(42 * s), int(9 * s)
        rects = column(w // 2, int(h * 0.37), bw, bh, gap, 8)
        can_continue = self.app.storage.has_game()
        self.buttons = [
            Button("new", "New game", rects[0], (pygame.K_n, pygame.K_RETURN), "N", "primary"),
            Button("continue", "Continue", rects[1], (pygame.K_c,), "C", enabled=can_continue),
            Button("practice", "Practice", rects[2], (pygame.K_p,), "P"),
            Button("replay", "Replay a game", rects[3], (pygame.K_y,), "Y"),
            Button("rules", "Rules", rects[4], (pygame.K_r,), "R"),
            Button("calculator", "Score calculator", rects[5], (pygame.K_k,), "K"),
            Button("settings", "Settings", rects[6], (pygame.K_s,), "S"),
            Button("quit", "Quit", rects[7], (pygame.K_q, pygame.K_ESCAPE), "Q"),
        ]

    def on_button(self, name: str) -> None:
        assert self.app is not None
        app = self.app
        if name == "continue":
            ctl = saved_game(app.storage, app.options.threaded_ai)
            if ctl is not None:
                app.go(Push("table", controller=ctl))
                return
            for notice in app.storage.pop_notices():  # why there is nothing to continue
                app.toast(notice, 8.0)
            self.layout(self.size)
        elif name == "quit":
            app.go(Quit(0))
        elif name in OPENS:
            app.go(OPENS[name])

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        self.draw_background(surface)
        w, h = surface.get_size()
        s = self.scale()
        text = self.app.text
        art = self.app.art
        tw = int(58 * s)
        th = int(tw * 1.36)
        codes = ("1z", "2z", "3z", "4z", "5z", "6z", "7z")
        x0 = w // 2 - len(codes) * (tw + int(6 * s)) // 2
        for i, code in enumerate(codes):
            shadow, off = art.shadow(tw, th)
            x = x0 + i * (tw + int(6 * s))
            y = int(h * 0.07) + (int(6 * s) if i % 2 else 0)
            surface.blit(shadow, (x + off[0], y + off[1]))
            surface.blit(art.face(code, tw, th), (x, y))
        ty = int(h * 0.07) + th + int(18 * s)
        text.blit(surface, "Zung Jung Mahjong", int(48 * s), (w // 2, ty), theme.GOLD, True, "midtop")
        text.blit(
            surface,
            "中庸麻雀 · one table, three computer opponents",
            int(18 * s),
            (w // 2, ty + int(62 * s)),
            theme.TEXT_DIM,
            False,
            "midtop",
        )
        self.draw_buttons(surface)
        text.blit(
            surface,
            "F11 full screen · M mute",
            int(13 * s),
            (w // 2, h - int(12 * s)),
            theme.TEXT_DIM,
            False,
            "midbottom",
        )
