"""The title screen: new game, continue, the tutorial, practice, replay a game, rules, score calculator,
settings, quit. A newcomer (no tutorial progress yet, no saved game) is offered the tutorial once, beside the
buttons; the offer is remembered in the tutorial's progress file (``zjgame.tutorial.progress``) as soon as it
is answered or the player goes anywhere else."""

from __future__ import annotations

import pygame

from zjgame.i18n import _
from zjgame.tutorial.lessons import LESSON_KEYS
from zjgame.tutorial.progress import Progress, ProgressFile
from zjgame.ui import theme
from zjgame.ui.app_api import AppAPI
from zjgame.ui.games import saved_game
from zjgame.ui.routes import Push, Quit, Route
from zjgame.ui.scene import Scene
from zjgame.ui.storage import write_json_atomic
from zjgame.ui.widgets import Button, button_width, column

OPENS: dict[str, Route] = {
    "new": Push("newgame"),
    "practice": Push("newgame", practice=True),
    "replay": Push("replays"),
    "rules": Push("rules"),
    "calculator": Push("calculator"),
    "settings": Push("settings"),
    "tutorial": Push("tutorial"),
    "offer-yes": Push("tutorial", lesson="tiles"),
}


class TitleScene(Scene):
    name = "title"

    def __init__(self) -> None:
        super().__init__()
        self.tutorial: ProgressFile | None = None
        self.progress = Progress()
        self.offer = False  # the newcomer's offer of the tutorial is showing
        self.offer_box = pygame.Rect(0, 0, 0, 0)
        self.offer_lines: list[str] = []

    def enter(self, app: AppAPI) -> None:
        self.tutorial = ProgressFile(app.storage.root, write_json_atomic)
        self.load_progress(app)
        super().enter(app)

    def resume(self) -> None:
        if self.app is not None:
            self.load_progress(self.app)
        super().resume()

    def load_progress(self, app: AppAPI) -> None:
        assert self.tutorial is not None
        self.progress = self.tutorial.load()
        for notice in self.tutorial.pop_notices():
            app.toast(notice, 8.0)
        newcomer = not self.progress.offered and not self.progress.done and not app.storage.has_game()
        self.offer = newcomer

    def answer_offer(self) -> None:
        """The offer was seen and answered (or passed over): never again."""
        if not self.offer or self.tutorial is None or self.app is None:
            return
        self.offer = False
        self.progress = self.progress.with_offered()
        self.tutorial.save(self.progress)
        for notice in self.tutorial.pop_notices():
            self.app.toast(notice, 6.0)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        assert self.app is not None
        s = self.scale()
        w, h = size
        bw, bh, gap = int(320 * s), int(42 * s), int(9 * s)
        rects = column(w // 2, int(h * 0.37), bw, bh, gap, 9)
        can_continue = self.app.storage.has_game()
        self.buttons = [
            Button("new", "New game", rects[0], (pygame.K_n, pygame.K_RETURN), "N", "primary"),
            Button("continue", "Continue", rects[1], (pygame.K_c,), "C", enabled=can_continue),
            Button("tutorial", _("Tutorial"), rects[2], (pygame.K_t,), "T"),
            Button("practice", "Practice", rects[3], (pygame.K_p,), "P"),
            Button("replay", "Replay a game", rects[4], (pygame.K_y,), "Y"),
            Button("rules", "Rules", rects[5], (pygame.K_r,), "R"),
            Button("calculator", "Score calculator", rects[6], (pygame.K_k,), "K"),
            Button("settings", "Settings", rects[7], (pygame.K_s,), "S"),
            Button("quit", "Quit", rects[8], (pygame.K_q, pygame.K_ESCAPE), "Q"),
        ]
        if self.offer:
            self.layout_offer(rects[2])

    def layout_offer(self, beside: pygame.Rect) -> None:
        """The newcomer's offer: a panel right of the buttons, level with the Tutorial button."""
        assert self.app is not None
        w, h = self.size
        s = self.scale()
        pad = int(12 * s)
        left = beside.right + int(24 * s)
        width = w - left - int(16 * s)
        fs = max(12, int(16 * s))
        message = _("New to mahjong? A guided first game teaches you the rules in {n} short lessons.").format(
            n=len(LESSON_KEYS)
        )
        self.offer_lines = self.app.text.wrap(message, fs, width - 2 * pad)
        bh = max(28, int(36 * s))
        lh = int(fs * 1.35)
        box_h = pad + len(self.offer_lines) * lh + pad + 2 * bh + int(8 * s) + pad
        self.offer_box = pygame.Rect(left, max(int(8 * s), beside.centery - box_h // 2), width, box_h)
        yes, no = _("Start the tutorial"), _("Not now")
        bw = min(
            width - 2 * pad, max(button_width(self.app.text, yes, "", bh), button_width(self.app.text, no, "", bh))
        )
        y = self.offer_box.top + pad + len(self.offer_lines) * lh + pad
        self.buttons += [
            Button("offer-yes", yes, pygame.Rect(left + pad, y, bw, bh), (), "", "primary"),
            Button("offer-no", no, pygame.Rect(left + pad, y + bh + int(8 * s), bw, bh)),
        ]

    def on_button(self, name: str) -> None:
        assert self.app is not None
        app = self.app
        if name == "offer-no":
            self.answer_offer()
            self.layout(self.size)
            return
        self.answer_offer()  # whatever the player chose, the offer has been seen
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
        if self.offer:
            theme.draw_panel(surface, self.offer_box, int(12 * s), 236)
            fs = max(12, int(16 * s))
            for i, line in enumerate(self.offer_lines):
                pos = (self.offer_box.left + int(12 * s), self.offer_box.top + int(12 * s) + i * int(fs * 1.35))
                text.blit(surface, line, fs, pos, theme.TEXT)
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
