"""New game: ruleset, the opponents' strength, game length, seed (random or typed digits), practice mode
(off, or on: hints, undo, rulings; the title's Practice entry opens this scene with it on)."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from zjgame.rules.ruleset import RULESETS
from zjgame.ui import theme
from zjgame.ui.app_api import AppAPI
from zjgame.ui.games import new_game
from zjgame.ui.input import KeyPress
from zjgame.ui.options_page import OptionRow, OptionsScene
from zjgame.ui.routes import Replace
from zjgame.ui.widgets import Button, row

SHORT_TITLES = {"zj": "Zung Jung", "zj-min5": "5-point min", "zj-older": "Older 3.x", "zen-koan": "Zen Koan"}


class NewGameScene(OptionsScene):
    name = "newgame"

    def __init__(self, practice: bool = False) -> None:
        super().__init__()
        self.practice = practice
        self.title = "Practice game" if practice else "New game"
        self.seed_text = ""

    def enter(self, app: AppAPI) -> None:
        st = app.settings
        self.rows = [
            OptionRow(
                "ruleset",
                "Rules",
                [(n, SHORT_TITLES.get(n, n)) for n in RULESETS],
                st.ruleset if st.ruleset in RULESETS else "zj",
                pygame.K_r,
                "R",
            ),
            OptionRow(
                "strength",
                "Opponents",
                [(n, n.capitalize()) for n in ("random", "easy", "normal", "hard")],
                st.strength,
                pygame.K_o,
                "O",
            ),
            OptionRow(
                "hands", "Game length", [(4, "4 hands"), (8, "8 hands"), (16, "16 hands")], st.hands, pygame.K_l, "L"
            ),
            OptionRow(
                "seed",
                "Deal",
                [("random", "Random"), ("typed", "Seed …")],
                "random",
                pygame.K_d,
                "D",
                "type digits for a seed",
            ),
            OptionRow(
                "practice",
                "Practice mode",
                [(False, "Off"), (True, "On: hints, undo, rulings")],
                self.practice,
                pygame.K_p,
                "P",
            ),
        ]
        super().enter(app)

    def footer_buttons(self, w: int, y: int, s: float) -> list[Button]:
        rects = row(w // 2, y, [int(200 * s), int(160 * s)], int(50 * s), int(20 * s))
        return [
            Button("start", "Start", rects[0], (pygame.K_RETURN, pygame.K_SPACE), "Enter", "primary"),
            Button("back", "Back", rects[1], (pygame.K_ESCAPE,), "Esc"),
        ]

    def layout(self, size: tuple[int, int]) -> None:
        if self.rows:
            label = f"Seed {self.seed_text}" if self.seed_text else "Seed …"
            self.rows[3].choices = [("random", "Random"), ("typed", label)]
        super().layout(size)

    def on_key(self, intent: KeyPress) -> None:
        if intent.text and intent.text.isdigit() and len(self.seed_text) < 9:
            self.seed_text += intent.text
            self.rows[3].value = "typed"
            self.layout(self.size)
        elif intent.key == pygame.K_BACKSPACE:
            self.seed_text = self.seed_text[:-1]
            if not self.seed_text:
                self.rows[3].value = "random"
            self.layout(self.size)
        else:
            super().on_key(intent)

    def on_change(self, opt: OptionRow) -> None:
        if opt.key == "practice":
            self.title = "Practice game" if opt.value else "New game"

    def on_footer(self, name: str) -> None:
        if name == "start":
            self.start()
        else:
            super().on_footer(name)

    def start(self) -> None:
        assert self.app is not None
        values = {r.key: r.value for r in self.rows}
        app = self.app
        ruleset, strength, hands = str(values["ruleset"]), str(values["strength"]), values["hands"]
        assert isinstance(hands, int)  # the game-length row's choices are numbers
        app.apply_settings(replace(app.settings, ruleset=ruleset, strength=strength, hands=hands))
        seed = (
            int(self.seed_text)
            if values["seed"] == "typed" and self.seed_text
            else random.SystemRandom().randrange(1, 10**9)
        )
        ctl = new_game(
            app.options,
            ruleset=ruleset,
            strengths=(strength,) * 3,
            hands=hands,
            seed=seed,
            practice=bool(values["practice"]),
        )
        app.go(Replace("table", controller=ctl))

    def draw_extra(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        ruleset = RULESETS[str(self.rows[0].value)]
        s = self.scale()
        w, _h = surface.get_size()
        text = self.app.text
        y = self.rows_bottom + int(10 * s)
        width = int(w * 0.66)
        x = w // 2 - width // 2
        text.blit(surface, ruleset.title, int(18 * s), (x, y), theme.GOLD, True)
        y += int(28 * s)
        lines = text.wrap(ruleset.summary, int(15 * s), width)
        for change in ruleset.changes:
            lines.extend(text.wrap("• " + change, int(15 * s), width))
        limit = max(1, (self.buttons[-1].rect.top - y - int(16 * s)) // int(21 * s))
        for line in lines[:limit]:
            text.blit(surface, line, int(15 * s), (x, y), theme.TEXT_DIM)
            y += int(21 * s)
