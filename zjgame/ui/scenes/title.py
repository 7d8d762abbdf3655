"""The title screen: new game, continue, the tutorial, practice, your games (replays and history), statistics,
rules, score calculator, settings, quit. A newcomer (no tutorial progress yet, no saved game) is offered the
tutorial once, beside the buttons, with the two presentation settings a newcomer most often wants (tile labels,
larger text: issue 16); the offer is remembered in the tutorial's progress file (``zjgame.tutorial.progress``)
as soon as it is answered or the player goes anywhere else."""

from __future__ import annotations

from dataclasses import replace

import pygame

from zjgame.i18n import _, ngettext
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
    "replay": Push("history"),
    "statistics": Push("statistics"),
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
        self.offer_easier = ""
        self.offer_easier_y = 0

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
        specs = [
            ("new", _("New game"), (pygame.K_n, pygame.K_RETURN), "N", "primary"),
            ("continue", _("Continue"), (pygame.K_c,), "C", "normal"),
            ("tutorial", _("Tutorial"), (pygame.K_t,), "T", "normal"),
            ("practice", _("Practice"), (pygame.K_p,), "P", "normal"),
            ("replay", _("Your games and replays"), (pygame.K_y,), "Y", "normal"),
            ("statistics", _("Statistics"), (pygame.K_a,), "A", "normal"),
            ("rules", _("Rules"), (pygame.K_r,), "R", "normal"),
            ("calculator", _("Score calculator"), (pygame.K_k,), "K", "normal"),
            ("settings", _("Settings"), (pygame.K_s,), "S", "normal"),
            ("quit", _("Quit"), (pygame.K_q, pygame.K_ESCAPE), "Q", "normal"),
        ]
        top = self.heading_bottom() + int(14 * s)
        bottom = h - self.app.text.line_height(int(13 * s)) - int(16 * s)
        pitch = (bottom - top) // len(specs)
        bh = min(int(42 * s), pitch - max(3, int(5 * s)))
        gap = pitch - bh
        bw = max(int(320 * s), *(button_width(self.app.text, label, hint, bh) for _n, label, _k, hint, _st in specs))
        rects = column(w // 2, top, bw, bh, gap, len(specs))
        can_continue = self.app.storage.has_game()
        self.buttons = [
            Button(name, label, rect, keys, hint, style, enabled=name != "continue" or can_continue)
            for (name, label, keys, hint, style), rect in zip(specs, rects)
        ]
        if self.offer:
            self.layout_offer(rects[2])

    def art_size(self) -> tuple[int, int, int]:
        """The heading's tiles (width, height) and the top of the title text."""
        s = self.scale()
        tw = int(58 * s)
        th = int(tw * 1.36)
        return tw, th, int(self.size[1] * 0.05) + th + int(14 * s)

    def heading_bottom(self) -> int:
        assert self.app is not None
        s = self.scale()
        _tw, _th, ty = self.art_size()
        return ty + self.app.text.line_height(int(44 * s)) + self.app.text.line_height(int(17 * s))

    def layout_offer(self, beside: pygame.Rect) -> None:
        """The newcomer's offer: a panel right of the buttons, level with the Tutorial button."""
        assert self.app is not None
        w, h = self.size
        s = self.scale()
        pad = int(12 * s)
        left = beside.right + int(24 * s)
        width = w - left - int(16 * s)
        fs = max(12, int(16 * s))
        message = ngettext(
            "New to mahjong? A guided first game teaches you the rules in {n} short lesson.",
            "New to mahjong? A guided first game teaches you the rules in {n} short lessons.",
            len(LESSON_KEYS),
        ).format(n=len(LESSON_KEYS))
        self.offer_lines = self.app.text.wrap(message, fs, width - 2 * pad)
        bh = max(24, int(34 * s))
        lh = self.app.text.line_height(fs)
        st = self.app.settings
        labels_on = _("Tile labels: on") if st.tile_labels else _("Tile labels: off")
        large = st.text_size == "large"
        text_label = _("Larger text: on") if large else _("Larger text: off")
        names = [_("Start the tutorial"), _("Not now"), labels_on, text_label]
        bw = min(width - 2 * pad, max(button_width(self.app.text, n, "", bh) for n in names))
        step = bh + int(6 * s)
        self.offer_easier = _("Easier to read:")
        box_h = pad + len(self.offer_lines) * lh + pad + 2 * step + lh + 2 * step + pad
        top = max(int(8 * s), min(beside.centery - box_h // 2, h - box_h - int(8 * s)))
        self.offer_box = pygame.Rect(left, top, width, box_h)
        y = self.offer_box.top + pad + len(self.offer_lines) * lh + pad
        self.offer_easier_y = y + 2 * step
        y2 = self.offer_easier_y + lh
        self.buttons += [
            Button("offer-yes", names[0], pygame.Rect(left + pad, y, bw, bh), (), "", "primary"),
            Button("offer-no", names[1], pygame.Rect(left + pad, y + step, bw, bh)),
            Button(
                "offer-labels",
                names[2],
                pygame.Rect(left + pad, y2, bw, bh),
                (),
                "",
                "toggle-on" if st.tile_labels else "normal",
            ),
            Button(
                "offer-text",
                names[3],
                pygame.Rect(left + pad, y2 + step, bw, bh),
                (),
                "",
                "toggle-on" if large else "normal",
            ),
        ]

    def on_button(self, name: str) -> None:
        assert self.app is not None
        app = self.app
        if name == "offer-no":
            self.answer_offer()
            self.layout(self.size)
            return
        if name in ("offer-labels", "offer-text"):  # the presentation offer: the settings change at once
            st = app.settings
            if name == "offer-labels":
                st = replace(st, tile_labels=not st.tile_labels)
            else:
                st = replace(st, text_size="normal" if st.text_size == "large" else "large")
            app.apply_settings(st)
            self.use_presentation()
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
        tw, th, ty = self.art_size()
        codes = ("1z", "2z", "3z", "4z", "5z", "6z", "7z")
        x0 = w // 2 - len(codes) * (tw + int(6 * s)) // 2
        for i, code in enumerate(codes):
            shadow, off = art.shadow(tw, th)
            x = x0 + i * (tw + int(6 * s))
            y = int(h * 0.05) + (int(6 * s) if i % 2 else 0)
            surface.blit(shadow, (x + off[0], y + off[1]))
            surface.blit(art.face(code, tw, th), (x, y))
        text.blit(surface, _("Zung Jung Mahjong"), int(44 * s), (w // 2, ty), theme.GOLD, True, "midtop")
        text.blit(
            surface,
            _("中庸麻雀 · one table, three computer opponents"),
            int(17 * s),
            (w // 2, ty + text.line_height(int(44 * s))),
            theme.TEXT_DIM,
            False,
            "midtop",
        )
        if self.offer:
            theme.draw_panel(surface, self.offer_box, int(12 * s), 236)
            fs = max(12, int(16 * s))
            lh = text.line_height(fs)
            for i, line in enumerate(self.offer_lines):
                pos = (self.offer_box.left + int(12 * s), self.offer_box.top + int(12 * s) + i * lh)
                text.blit(surface, line, fs, pos, theme.TEXT)
            text.blit(
                surface, self.offer_easier, fs, (self.offer_box.left + int(12 * s), self.offer_easier_y), theme.TEXT_DIM
            )
        self.draw_buttons(surface)
        text.blit(
            surface,
            _("F1 or ? shortcuts · F11 full screen · M mute"),
            int(13 * s),
            (w // 2, h - int(8 * s)),
            theme.TEXT_DIM,
            False,
            "midbottom",
        )
