"""Final standings: the players ranked by their totals, and every hand's winner, value and payments."""

from __future__ import annotations

import pygame

from zjgame.ui import theme
from zjgame.ui.controller import GameController
from zjgame.ui.routes import Push, Quit, Reset
from zjgame.ui.scene import Scene
from zjgame.ui.score_text import plural
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
            self.app.go(Quit(0))

    def animating(self) -> bool:
        """Only autoplay's standings move on by themselves (to the end of the program)."""
        return self.autoplay or not self.shot

    def on_button(self, name: str) -> None:
        assert self.app is not None
        if name == "new":
            self.app.go(Reset("title"), Push("newgame"))
        else:
            self.app.go(Reset("title"))

    def on_back(self) -> None:
        self.on_button("title")

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        self.draw_background(surface)
        s = self.scale()
        w, h = surface.get_size()
        text = self.app.text
        panel = pygame.Rect(int(w * 0.06), int(h * 0.04), int(w * 0.88), int(h * 0.84))
        theme.draw_panel(surface, panel, 18, 228)
        title = "Final standings" if self.complete else f"Standings after {plural(len(self.ctl.finished), 'hand')}"
        text.blit(surface, title, int(34 * s), (w // 2, panel.top + int(14 * s)), theme.GOLD, True, "midtop")
        totals = self.ctl.totals
        order = sorted(range(4), key=lambda i: -totals[i])
        y = panel.top + int(70 * s)
        left = panel.left + int(60 * s)
        right = panel.right - int(60 * s)
        for i in order:
            place = next(k for k, j in enumerate(order) if totals[j] == totals[i])
            p = self.ctl.players[i]
            color = theme.HIGHLIGHT if place == 0 else theme.TEXT
            row_rect = pygame.Rect(left - int(14 * s), y - int(4 * s), right - left + int(28 * s), int(38 * s))
            if place == 0:
                pygame.draw.rect(surface, (70, 60, 26), row_rect, border_radius=int(8 * s))
            text.blit(surface, PLACES[place], int(24 * s), (left, y), color, True)
            text.blit(surface, p.name, int(24 * s), (left + int(90 * s), y), color, True)
            kind = "you" if p.kind == "human" else p.kind
            text.blit(surface, kind, int(15 * s), (left + int(300 * s), y + int(8 * s)), theme.TEXT_DIM)
            total = totals[i]
            sc = theme.GOLD if total > 0 else theme.RED if total < 0 else theme.TEXT_DIM
            text.blit(surface, f"{total:+d}" if total else "0", int(24 * s), (right, y), sc, True, "topright")
            y += int(42 * s)
        y += int(12 * s)
        # hand by hand: who won what, and every player's change
        fs = max(10, int(14 * s))
        lh = int(fs * 1.45)
        cols = [left, left + int(60 * s), left + int(250 * s), left + int(330 * s)]
        pcols = [right - int((3 - k) * 110 * s) for k in range(4)]
        text.blit(surface, "Hand", fs, (cols[0], y), theme.GOLD, True)
        text.blit(surface, "Winner", fs, (cols[1], y), theme.GOLD, True)
        text.blit(surface, "Points", fs, (cols[2], y), theme.GOLD, True)
        text.blit(surface, "How", fs, (cols[3], y), theme.GOLD, True)
        for k, p in enumerate(self.ctl.players):
            text.blit(surface, p.name, fs, (pcols[k], y), theme.GOLD, True, "topright")
        y += lh
        pygame.draw.line(surface, theme.PANEL_EDGE, (left, y), (right, y), 1)
        y += int(4 * s)
        room = max(1, (panel.bottom - y - int(10 * s)) // lh)
        for fh in self.ctl.finished[-room:]:
            result = fh.result
            rnd = "ESWN"[fh.round_wind.index]
            text.blit(surface, f"{fh.number}  {rnd}", fs, (cols[0], y), theme.TEXT_DIM)
            if result.wins:
                win = result.wins[0]
                winners = " & ".join(fh.names_by_seat[w.winner.index] for w in result.wins)  # several winners
                text.blit(surface, winners, fs, (cols[1], y), theme.TEXT, True)
                text.blit(surface, " + ".join(str(w.value) for w in result.wins), fs, (cols[2], y), theme.TEXT)
                how = (
                    "self-drawn"
                    if win.self_drawn
                    else f"off {fh.names_by_seat[win.discarder.index]}"
                    if win.discarder
                    else ""
                )
                text.blit(surface, how, fs, (cols[3], y), theme.TEXT_DIM)
            else:
                label = "drawn hand" + (" (ready hands paid)" if any(result.payments) else "")
                text.blit(surface, label, fs, (cols[1], y), theme.TEXT_DIM)
            for k in range(4):
                pay = fh.payments_by_player[k]
                color = theme.GOLD if pay > 0 else theme.RED if pay < 0 else theme.TEXT_DIM
                text.blit(surface, f"{pay:+d}" if pay else "·", fs, (pcols[k], y), color, False, "topright")
            y += lh
        self.draw_buttons(surface)
