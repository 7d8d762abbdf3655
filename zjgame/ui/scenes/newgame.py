"""New game: ruleset, the opponents' strength, game length, seed (random or typed digits), practice mode
(off, or on: hints, undo, rulings; the title's Practice entry opens this scene with it on). Below the rows: the
chosen ruleset's one-line summary and what the chosen computer level plays like (issue 15 item 15).

Start with a saved game in progress asks first and says what will be lost (issue 15 item 2): the saved game is
kept in the history marked abandoned and can no longer be continued. A saved game that cannot be resumed is set
aside (its bytes kept) with a notice, and the new game starts.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from zjgame.i18n import N_, _, ngettext
from zjgame.rules.ruleset import RULESETS
from zjgame.ui import theme
from zjgame.ui.app_api import AppAPI
from zjgame.ui.game_history import keep_abandoned
from zjgame.ui.games import new_game
from zjgame.ui.input import KeyPress
from zjgame.ui.options_page import OptionRow, OptionsScene
from zjgame.ui.routes import Push, Replace
from zjgame.ui.scene import Shortcut
from zjgame.ui.widgets import Button, button_width, row

SHORT_TITLES = {
    "zj": N_("Zung Jung"),
    "zj-min5": N_("5-point min"),
    "zj-older": N_("Older 3.x"),
    "zen-koan": N_("Zen Koan"),
    "british": N_("Classic British"),
}
# One line for each ruleset below the rows (the ruleset's own summary is longer; these fit at 800x540).
SUMMARIES = {
    "zj": N_("Zung Jung v3.3: 44 patterns added up, limit 320, no minimum, one winner."),
    "zj-min5": N_("Zung Jung with the official 5-point minimum: a chicken hand cannot win."),
    "zj-older": N_("Zung Jung with the older 3.x values (standard score 30, All Triplets 40)."),
    "zen-koan": N_("A home-game Zung Jung: flowers, prevailing wind, East double, several winners."),
    "british": N_("Classic British points and doubles: every hand is scored and the losers settle too."),
}
LEVELS = ("random", "easy", "normal", "hard")
LEVEL_NAMES = {"random": N_("Random"), "easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}
# What each computer level plays like (issue 15 item 15; ai/random_player.py, easy.py, normal.py, hard.py).
LEVEL_WORDS = {
    "random": N_(
        "Random: not a real opponent. It plays a random legal move every turn (it always takes a win): "
        "a dummy for trying things out."
    ),
    "easy": N_(
        "Easy: plays like a beginner. Goes for the nearest hand, claims whatever brings it closer, never watches "
        "the other players, and one discard in four keeps the wrong tile."
    ),
    "normal": N_(
        "Normal: weighs each move by the points it can win, but does not watch the other players' hands; "
        "slips about one discard in eight."
    ),
    "hard": N_(
        "Hard: weighs every move by the points it can win, reads the other players, weighs each discard by what "
        "dealing in would cost, and folds when that pays."
    ),
}


class NewGameScene(OptionsScene):
    name = "newgame"
    footer_height = 46

    def __init__(self, practice: bool = False) -> None:
        super().__init__()
        self.practice = practice
        self.title = self.title_for(practice)
        self.seed_text = ""
        self.extra_lines: list[tuple[str, bool]] = []  # (line, is a heading)

    @staticmethod
    def title_for(practice: bool) -> str:
        return _("Practice game") if practice else _("New game")

    def enter(self, app: AppAPI) -> None:
        st = app.settings
        self.rows = [
            OptionRow(
                "ruleset",
                _("Rules"),
                [(n, _(SHORT_TITLES[n]) if n in SHORT_TITLES else n) for n in RULESETS],
                st.ruleset if st.ruleset in RULESETS else "zj",
                pygame.K_r,
                "R",
            ),
            OptionRow(
                "strength",
                _("Opponents"),
                [(n, _(LEVEL_NAMES[n])) for n in LEVELS],
                st.strength if st.strength in LEVELS else "normal",
                pygame.K_o,
                "O",
            ),
            OptionRow(
                "hands",
                _("Game length"),
                [(n, ngettext("{n} hand", "{n} hands", n).format(n=n)) for n in (4, 8, 16)],
                st.hands,
                pygame.K_l,
                "L",
            ),
            OptionRow(
                "seed",
                _("Deal"),
                [("random", _("Random")), ("typed", _("Seed …"))],
                "random",
                pygame.K_d,
                "D",
                _("type digits for a seed"),
            ),
            OptionRow(
                "practice",
                _("Practice mode"),
                [(False, _("Off")), (True, _("On: hints, undo, rulings"))],
                self.practice,
                pygame.K_p,
                "P",
            ),
        ]
        super().enter(app)

    # -- layout ----------------------------------------------------------------------------------------------
    def extra_height(self) -> int:
        """The ruleset's summary and the level's description: their wrapped lines."""
        assert self.app is not None
        s = self.scale()
        text = self.app.text
        width = self.extra_width()
        self.extra_lines = []
        ruleset = str(self.rows[0].value) if self.rows else "zj"
        level = str(self.rows[1].value) if len(self.rows) > 1 else "normal"
        rs = RULESETS.get(ruleset)
        if rs is not None:
            self.extra_lines.append((_(rs.title), True))
            summary = _(SUMMARIES[ruleset]) if ruleset in SUMMARIES else _(rs.summary)
            self.extra_lines += [(line, False) for line in text.wrap(summary, self.extra_size(), width)]
        words = _(LEVEL_WORDS.get(level, LEVEL_NAMES.get(level, level)))
        self.extra_lines += [(line, False) for line in text.wrap(words, self.extra_size(), width)]
        head = text.line_height(int(18 * s))
        return head + (len(self.extra_lines) - 1) * text.line_height(self.extra_size()) + int(10 * s)

    def extra_size(self) -> int:
        return max(10, int(15 * self.scale()))

    def extra_width(self) -> int:
        return self.page_rect().w - int(60 * self.scale())

    def footer_buttons(self, w: int, y: int, s: float) -> list[Button]:
        assert self.app is not None
        bh = int(self.footer_height * s)
        start, back = _("Start"), _("Back")
        widths = [
            max(int(200 * s), button_width(self.app.text, start, "Enter", bh)),
            max(int(160 * s), button_width(self.app.text, back, "Esc", bh)),
        ]
        rects = row(w // 2, y, widths, bh, int(20 * s))
        return [
            Button("start", start, rects[0], (pygame.K_RETURN, pygame.K_SPACE), "Enter", "primary"),
            Button("back", back, rects[1], (pygame.K_ESCAPE,), "Esc"),
        ]

    def layout(self, size: tuple[int, int]) -> None:
        if self.rows:
            label = _("Seed {seed}").format(seed=self.seed_text) if self.seed_text else _("Seed …")
            self.rows[3].choices = [("random", _("Random")), ("typed", label)]
        super().layout(size)

    def key_help(self) -> list[Shortcut]:
        return [*super().key_help(), Shortcut("0-9 / Backspace", _("Type or erase the seed of the deal"))]

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
            self.title = self.title_for(bool(opt.value))

    def on_footer(self, name: str) -> None:
        if name == "start":
            self.start()
        else:
            super().on_footer(name)

    # -- starting, after asking about a saved game -----------------------------------------------------------
    def start(self) -> None:
        """Start the game; with a saved game in progress, ask first (``on_return`` hears the answer)."""
        assert self.app is not None
        app = self.app
        saved = app.storage.describe_game()
        if saved is not None and not saved.ok:
            # A save that cannot be resumed is nothing to lose: kept aside (its bytes untouched), with a notice.
            app.storage.set_aside_game(_("it could not be resumed"))
            for notice in app.storage.pop_notices():
                app.toast(notice, 8.0)
        elif saved is not None and saved.summary is not None:
            summary = saved.summary
            n = summary.your_total
            if summary.started:
                where = ngettext(
                    "You are in the middle of hand {hand} of {total} of {ruleset}, with {points} point.",
                    "You are in the middle of hand {hand} of {total} of {ruleset}, with {points} points.",
                    n,
                )
            else:
                where = ngettext(
                    "Your game of {ruleset} is about to start hand {hand} of {total}, with {points} point.",
                    "Your game of {ruleset} is about to start hand {hand} of {total}, with {points} points.",
                    n,
                )
            detail = " ".join(
                (
                    where.format(
                        hand=summary.hand,
                        total=summary.hands_in_game,
                        ruleset=summary.ruleset_title,
                        points=f"{summary.your_total:+d}",
                    ),
                    _(
                        "A new game replaces it: it can no longer be continued, and is kept in your games as "
                        "abandoned (you can still replay it)."
                    ),
                )
            )
            app.go(
                Push(
                    "confirm",
                    question=_("Replace your saved game?"),
                    detail=detail,
                    yes=_("New game"),
                    no=_("Keep it"),
                )
            )
            return
        self.begin()

    def on_return(self, key: str, result: object) -> None:
        if key == "confirm" and result is True:
            self.abandon_saved()
            self.begin()

    def abandon_saved(self) -> None:
        """The saved game is given up: kept in the history as abandoned, then the save is removed (set aside
        instead when it could not be kept)."""
        assert self.app is not None
        app = self.app
        record = app.storage.load_game()
        if record is not None:
            kept = keep_abandoned(app, record)
            played = any(isinstance(h, dict) and h.get("actions") for h in record.get("hands", []))
            if kept is None and played:
                app.storage.set_aside_game(_("a new game was started"))
            else:
                app.storage.delete_game()
        for notice in app.storage.pop_notices():
            app.toast(notice, 8.0)

    def begin(self) -> None:
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
        s = self.scale()
        text = self.app.text
        y = self.rows_bottom + int(6 * s)
        x = self.size[0] // 2 - self.extra_width() // 2
        for line, head in self.extra_lines:
            if head:
                text.blit(surface, line, int(18 * s), (x, y), theme.GOLD, True)
                y += text.line_height(int(18 * s))
            else:
                text.blit(surface, line, self.extra_size(), (x, y), theme.TEXT_DIM)
                y += text.line_height(self.extra_size())
