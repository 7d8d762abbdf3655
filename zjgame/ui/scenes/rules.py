"""The rules screen: the 44 patterns by category (points, Chinese name, a one-line condition in our words and
an example hand drawn with real tiles), the table rules and the payment scheme in short, the rulings the game
applies where the official texts are silent, and what each other ruleset changes.

Owns drawing and scrolling only; the content is ``zjgame.practice.rules_content`` (whose examples are checked
against the scorer by the tests).
"""

from __future__ import annotations

import pygame

from zjgame.i18n import N_, _, ngettext
from zjgame.names import chinese, ruleset_summary, ruleset_title
from zjgame.names import ruleset_changes as changes_of
from zjgame.practice.danger_check import rule_sentence
from zjgame.practice.rules_content import (
    HOUSE_RULINGS,
    PAYMENT_RULES,
    TABLE_RULES,
    patterns_by_category,
    ruleset_changes,
)
from zjgame.rules.ruleset import ZJ
from zjgame.scoring import score_hand
from zjgame.ui import theme
from zjgame.ui.input import Intent, KeyPress, Wheel
from zjgame.ui.practice_draw import draw_hand, draw_lines
from zjgame.ui.routes import Pop
from zjgame.ui.rules_british_page import british_page
from zjgame.ui.scene import Scene, Shortcut
from zjgame.ui.widgets import Button, button_width, row

TABS = (
    ("patterns", N_("Patterns")),
    ("table", N_("Table rules")),
    ("payment", N_("Payment")),
    ("rulings", N_("Our rulings")),
    ("rulesets", N_("Rulesets")),
    ("british", N_("British")),
)


def text_blocks(tab: str) -> list[tuple[str, tuple[str, ...]]]:
    """The titled paragraphs of a text tab ("table", "payment", "rulings", "rulesets")."""
    if tab == "table":
        return [(_("Table rules (ZJ §1-§5, in short)"), tuple(_(line) for line in TABLE_RULES))]
    if tab == "payment":
        return [(_("Payment: the Formal Competition scheme (ZJ §6)"), tuple(_(line) for line in PAYMENT_RULES))]
    if tab == "rulings":
        return [
            (_("Where the official texts are silent, the game rules:"), tuple(_(line) for line in HOUSE_RULINGS)),
            # issue 15 item 11: the practice mode's danger warning follows one stated, monotonic rule
            (_("Practice mode's danger warning"), (rule_sentence(ZJ),)),
        ]
    blocks: list[tuple[str, tuple[str, ...]]] = [
        (
            _("{title} ({name}): the default").format(title=ruleset_title(ZJ), name=ZJ.name),
            (ruleset_summary(ZJ),),
        )
    ]
    blocks += [
        (
            _("{title} ({name})").format(title=ruleset_title(r), name=r.name),
            (ruleset_summary(r), *("- " + c for c in changes_of(r))),
        )
        for r, _changes in ruleset_changes()
    ]
    return blocks


class RulesScene(Scene):
    name = "rules"

    def __init__(self, tab: str = "patterns") -> None:
        super().__init__()
        self.tab = tab
        self.scroll = 0
        self.page: pygame.Surface | None = None
        self.view = pygame.Rect(0, 0, 10, 10)
        self.anchors: dict[str, int] = {}  # category title -> y on the page

    # -- layout --------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale()
        w, h = size
        assert self.app is not None
        text = self.app.text
        top = int(18 * s) + text.line_height(int(30 * s))
        bh = int(38 * s)
        gap = int(8 * s)
        widths = [max(int(110 * s), button_width(text, _(label), str(i + 1), bh)) for i, (_n, label) in enumerate(TABS)]
        room = w - int(40 * s) - gap * (len(TABS) - 1)
        if sum(widths) > room:
            widths = [wd * room // sum(widths) for wd in widths]
        rects = row(w // 2, top, widths, bh, gap)
        self.buttons = [
            Button(
                f"tab:{name}",
                _(label),
                rect,
                (pygame.K_1 + i,),
                str(i + 1),
                "toggle-on" if name == self.tab else "normal",
            )
            for i, ((name, label), rect) in enumerate(zip(TABS, rects))
        ]
        back = _("Back")
        bw = max(int(140 * s), button_width(text, back, "Esc", int(42 * s)))
        self.buttons.append(
            Button(
                "back",
                back,
                pygame.Rect(w - bw - int(20 * s), h - int(56 * s), bw, int(42 * s)),
                (pygame.K_ESCAPE, pygame.K_BACKSPACE),
                "Esc",
                "primary",
            )
        )
        self.view = pygame.Rect(int(24 * s), top + bh + int(14 * s), w - int(48 * s), h - top - bh - int(84 * s))
        self.page = None

    def on_button(self, name: str) -> None:
        if name == "back":
            self.on_back()
        elif name.startswith("tab:"):
            self.tab = name[4:]
            self.scroll = 0
            self.layout(self.size)

    def on_back(self) -> None:
        if self.app is not None:
            self.app.go(Pop())

    def key_help(self) -> list[Shortcut]:
        return [
            Shortcut("Up / Down", _("Scroll a little")),
            Shortcut("PgUp / PgDn / Space", _("Scroll a page")),
            Shortcut("Home / End", _("The top or the end of the page")),
        ]

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Wheel):
            self.scroll_by(-intent.dy * int(60 * self.scale()))
            return
        super().handle(intent)

    def on_key(self, intent: KeyPress) -> None:
        step = int(40 * self.scale())
        keys = {
            pygame.K_DOWN: step,
            pygame.K_UP: -step,
            pygame.K_PAGEDOWN: self.view.h - step,
            pygame.K_PAGEUP: -(self.view.h - step),
            pygame.K_SPACE: self.view.h - step,
        }
        if intent.key in keys:
            self.scroll_by(keys[intent.key])
        elif intent.key == pygame.K_HOME:
            self.scroll = 0
        elif intent.key == pygame.K_END:
            self.scroll_by(10**6)
        else:
            super().on_key(intent)

    def scroll_by(self, dy: int) -> None:
        page_h = self.page.get_height() if self.page is not None else 0
        self.scroll = max(0, min(max(0, page_h - self.view.h), self.scroll + dy))

    # -- the page --------------------------------------------------------------------------------------------
    def render_page(self) -> pygame.Surface:
        assert self.app is not None
        s = self.scale()
        width = self.view.w
        if self.tab == "patterns":
            return self._patterns_page(width, s)
        if self.tab == "british":
            return british_page(self.app.text, self.app.art, width, s)
        return self._text_page(text_blocks(self.tab), width, s)

    def _text_page(self, blocks: list[tuple[str, tuple[str, ...]]], width: int, s: float) -> pygame.Surface:
        assert self.app is not None
        text = self.app.text
        size = max(13, int(18 * s))
        page = pygame.Surface((width, 4000), pygame.SRCALPHA)
        y = int(6 * s)
        for title, lines in blocks:
            text.blit(page, title, int(size * 1.15), (int(8 * s), y), theme.GOLD, True)
            y += int(size * 1.9)
            for line in lines:
                y = draw_lines(page, text, [line], int(24 * s), y, width - int(48 * s), size)
                y += int(6 * s)
            y += int(14 * s)
        return page.subsurface(pygame.Rect(0, 0, width, min(4000, y + int(10 * s)))).copy()

    def _patterns_page(self, width: int, s: float) -> pygame.Surface:
        assert self.app is not None
        text, art = self.app.text, self.app.art
        groups = patterns_by_category()
        th = max(26, int(40 * s))
        tw = int(th * 0.74)
        row_h = th + int(34 * s)
        head_h = int(40 * s)
        total = sum(head_h + row_h * len(entries) for _t, entries in groups) + int(20 * s)
        page = pygame.Surface((width, total), pygame.SRCALPHA)
        y = 0
        name_size, small = max(12, int(17 * s)), max(11, int(14 * s))
        tiles_x = int(width * 0.52)
        for title, entries in groups:
            self.anchors[title] = y
            text.blit(page, title, int(21 * s), (int(6 * s), y + int(8 * s)), theme.GOLD, True)
            y += head_h
            for i, entry in enumerate(entries):
                p, ex = entry.pattern, entry.example
                if i % 2 == 0:
                    pygame.draw.rect(page, (255, 255, 255, 14), pygame.Rect(0, y, width, row_h), border_radius=6)
                points = _("{points} per set").format(points=p.points) if p.id == "3.1" else str(p.points)
                # the official Chinese name, and in English the English name before it
                head = f"{p.id}  {p.name_zh}" if chinese() else f"{p.id}  {p.name}  {p.name_zh}"
                text.blit(page, head, name_size, (int(10 * s), y + int(6 * s)), theme.TEXT, True)
                text.blit(
                    page, points, name_size, (tiles_x - int(16 * s), y + int(6 * s)), theme.HIGHLIGHT, True, "topright"
                )
                draw_lines(
                    page,
                    text,
                    [_(ex.condition)],
                    int(10 * s),
                    y + int(8 * s) + int(name_size * 1.4),
                    tiles_x - int(30 * s),
                    small,
                    theme.TEXT_DIM,
                    max_y=y + row_h,
                )
                hand = ex.parsed()
                draw_hand(page, art, hand, tiles_x, y + int(8 * s), tw, th)
                result = score_hand(hand, ex.context())
                points_text = ngettext("{n} point", "{n} points", result.total).format(n=result.total)
                note = _("{how}: {points}").format(how=ex.how, points=points_text)
                text.blit(page, note, small, (tiles_x, y + int(12 * s) + th), theme.TEXT_DIM)
                y += row_h
        return page

    # -- frame -----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        self.draw_background(surface)
        s = self.scale()
        w, _h = surface.get_size()
        title = _("Classic British rules") if self.tab == "british" else _("Rules of Zung Jung")
        self.app.text.blit(surface, title, int(30 * s), (w // 2, int(10 * s)), theme.GOLD, True, "midtop")
        if self.page is None:
            self.page = self.render_page()
            self.scroll_by(0)
        theme.draw_panel(surface, self.view.inflate(int(16 * s), int(12 * s)), int(10 * s), 200)
        area = pygame.Rect(0, self.scroll, self.view.w, min(self.view.h, self.page.get_height() - self.scroll))
        surface.blit(self.page, self.view.topleft, area)
        page_h = self.page.get_height()
        if page_h > self.view.h:  # a scroll bar
            bar_h = max(20, self.view.h * self.view.h // page_h)
            bar_y = self.view.top + (self.view.h - bar_h) * self.scroll // max(1, page_h - self.view.h)
            pygame.draw.rect(
                surface, theme.PANEL_EDGE, pygame.Rect(self.view.right + int(2 * s), bar_y, 5, bar_h), border_radius=3
            )
        hint = _("Wheel or arrow keys scroll · 1-{n} tabs · Esc back").format(n=len(TABS))
        self.app.text.blit(
            surface,
            hint,
            max(11, int(13 * s)),
            (int(24 * s), surface.get_height() - int(24 * s)),
            theme.TEXT_DIM,
            False,
            "midleft",
        )
        self.draw_buttons(surface)
