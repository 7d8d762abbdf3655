"""Final standings: the players ranked by their totals, and every hand's winner, value and payments."""

from __future__ import annotations

import pygame

from zjgame.ui import theme
from zjgame.ui.controller import GameController
from zjgame.ui.scene import Scene
from zjgame.ui.widgets import Button, row

PLACES = ("1st", "2nd", "3rd", "4th")


class ResultsScene(Scene):
    name = "results"

    def __init__(self, ctl: GameController, autoplay: bool = False, complete: bool = True) -> None:
        super().__init__()
        self.ctl = ctl
        self.autoplay = autoplay
        self.complete = complete
        self.elapsed = 0.0
        self.shot = False

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale()
        w, h = size
        rects = row(w // 2, h - int(76 * s), [int(200 * s), int(200 * s)], int(48 * s), int(20 * s))
        self.buttons = [
            Button("new", "New game", rects[0], (pygame.K_n,), "N", "primary"),
            Button("title", "Title screen", rects[1], (pygame.K_ESCAPE, pygame.K_RETURN), "Esc"),
        ]

    def update(self, dt: float) -> None:
        assert self.app is not None
        self.elapsed += dt
        if not self.shot:
            self.shot = True
            self.app.screenshot("zz-final-standings")
            return
        if self.autoplay and self.elapsed >= (0.0 if self.app.options.speed_max else 3.0):
            self.app.quit(0)

    def on_button(self, name: str) -> None:
        assert self.app is not None
        from zjgame.ui.scenes.title import TitleScene

        if name == "new":
            from zjgame.ui.scenes.newgame import NewGameScene

            self.app.reset(TitleScene())
            self.app.push(NewGameScene())
        else:
            self.app.reset(TitleScene())

    def on_back(self) -> None:
        self.on_button("title")

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        self.draw_background(surface)
        s = self.scale()
        w, h = surface.get_size()
        text = self.app.text
        panel = pygame.Rect(int(w * 0.08), int(h * 0.05), int(w * 0.84), int(h * 0.80))
        theme.draw_panel(surface, panel, 18, 225)
        title = "Final standings" if self.complete else f"Standings after {len(self.ctl.finished)} hands"
        text.blit(surface, title, int(36 * s), (w // 2, panel.top + int(18 * s)), theme.GOLD, True, "midtop")
        order = sorted(range(4), key=lambda i: -self.ctl.totals[i])
        y = panel.top + int(80 * s)
        for place, i in enumerate(order):
            p = self.ctl.players[i]
            total = self.ctl.totals[i]
            tied = place > 0 and total == self.ctl.totals[order[place - 1]]
            label = PLACES[place] if not tied else "="
            color = theme.HIGHLIGHT if place == 0 else theme.TEXT
            text.blit(surface, label, int(26 * s), (panel.left + int(80 * s), y), color, True)
            kind = "" if p.kind == "human" else f"  ({p.kind})"
            text.blit(surface, p.name + kind, int(26 * s), (panel.left + int(170 * s), y), color, True)
            sc = theme.GOLD if total > 0 else theme.RED if total < 0 else theme.TEXT_DIM
            text.blit(
                surface,
                f"{total:+d}" if total else "0",
                int(26 * s),
                (panel.right - int(90 * s), y),
                sc,
                True,
                "topright",
            )
            y += int(44 * s)
        y += int(14 * s)
        text.blit(surface, "Hand by hand", int(18 * s), (panel.left + int(80 * s), y), theme.GOLD, True)
        y += int(28 * s)
        fs = int(15 * s)
        lh = int(21 * s)
        room = max(1, (panel.bottom - y - int(12 * s)) // lh)
        hands = self.ctl.finished[-room * 2 :]
        col_w = (panel.w - int(160 * s)) // 2
        for k, fh in enumerate(hands):
            col, r = divmod(k, room)
            x = panel.left + int(80 * s) + col * col_w
            result = fh.result
            if result.wins:
                win = result.wins[0]
                who = fh.names_by_seat[win.winner.index]
                how = (
                    "self-drawn"
                    if win.self_drawn
                    else f"off {fh.names_by_seat[win.discarder.index]}"
                    if win.discarder
                    else ""
                )
                line = f"{fh.number:>2}. {who} {win.value} {how}"
            else:
                line = f"{fh.number:>2}. drawn hand"
            text.blit(surface, line, fs, (x, y + r * lh), theme.TEXT)
        self.draw_buttons(surface)
