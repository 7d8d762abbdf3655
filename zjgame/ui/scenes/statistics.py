"""Your statistics (issue 16): the statistics database (``zjgame.history``, updated at the end of every hand)
drawn as charts in the game's own look (``zjgame.ui.charts``), on five pages:

1. Overview: the totals (games, hands, win, self-draw and deal-in rates, average winning value, net, average
   place), the placements histogram and net points per game over time;
2. Over time: win, self-draw and deal-in rates and the average winning value, per game, over the last 5 games;
3. Patterns: how often you scored each of the 44 Zung Jung patterns;
4. British items: the classic British score items you scored (winning hands and losing ones);
5. By group: every ruleset and opponent level side by side.

R cycles the ruleset shown (all, or one), O the opponents' level; the counts follow. Owns ``StatisticsScene``.
"""

from __future__ import annotations

import pygame

from zjgame.history import ALL, ITEM, PATTERN, Filter, History, Summary
from zjgame.i18n import N_, _, ngettext
from zjgame.names import british_item_name, pattern_name
from zjgame.ui import theme
from zjgame.ui.app_api import AppAPI
from zjgame.ui.charts import Series, bar_chart, draw_frame, line_chart
from zjgame.ui.routes import Pop, Push
from zjgame.ui.scene import Scene
from zjgame.ui.widgets import Button, button_width, row

PAGES: tuple[tuple[str, str], ...] = (
    ("overview", N_("Overview")),
    ("time", N_("Over time")),
    ("patterns", N_("Patterns")),
    ("items", N_("British items")),
    ("groups", N_("By group")),
)
WINDOW = 5  # games in the rolling rates of "Over time"
RULESET_NAMES = {
    "zj": N_("Zung Jung"),
    "zj-min5": N_("5-point min"),
    "zj-older": N_("Older 3.x"),
    "zen-koan": N_("Zen Koan"),
    "british": N_("British"),
}
LEVEL_NAMES = {"random": N_("Random"), "easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}


def pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def games_label(n: int) -> str:
    """The charts' axis: how many games they show."""
    return ngettext("{n} game", "{n} games", n).format(n=n)


def ruleset_name(key: str | None) -> str:
    if key is None:
        return _("All")
    return _(RULESET_NAMES[key]) if key in RULESET_NAMES else key


def level_name(key: str | None) -> str:
    if key is None:
        return _("All")
    if key == "mixed":
        return _("Mixed")
    return _(LEVEL_NAMES[key]) if key in LEVEL_NAMES else key


class StatisticsScene(Scene):
    name = "statistics"

    def __init__(self, page: str = "overview", from_history: bool = False) -> None:
        super().__init__()
        self.from_history = from_history  # opened from Your games: H goes back there
        self.page = page if page in dict(PAGES) else "overview"
        self.history: History | None = None
        self.ruleset: str | None = None
        self.level: str | None = None
        self.rulesets: tuple[str, ...] = ()
        self.levels: tuple[str, ...] = ()
        self.content = pygame.Rect(0, 0, 10, 10)
        self.summary = Summary()

    # -- life cycle ----------------------------------------------------------------------------------------
    def enter(self, app: AppAPI) -> None:
        self.history = History(app.storage.root)
        for notice in self.history.pop_notices():
            app.toast(notice, 8.0)
        groups = self.history.stats.groups()
        self.rulesets, self.levels = groups.rulesets, groups.levels
        self.refresh()
        super().enter(app)

    def exit(self) -> None:
        if self.history is not None:
            self.history.close()
            self.history = None

    @property
    def where(self) -> Filter:
        return Filter(self.ruleset, self.level) if (self.ruleset or self.level) else ALL

    def refresh(self) -> None:
        if self.history is not None:
            self.summary = self.history.stats.summary(self.where)

    # -- layout --------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        assert self.app is not None
        text = self.app.text
        s = self.scale()
        w, _h = size
        page = self.page_rect()
        bh = max(24, int(36 * s))
        gap = int(8 * s)
        room = page.w - int(24 * s)
        # the page tabs
        tabs = [(f"page:{key}", _(label), (pygame.K_1 + i,), str(i + 1)) for i, (key, label) in enumerate(PAGES)]
        widths = [button_width(text, label, hint, bh) for _n, label, _k, hint in tabs]
        if sum(widths) + gap * (len(widths) - 1) > room:
            widths = [wd * (room - gap * (len(widths) - 1)) // sum(widths) for wd in widths]
        y = self.page_title_bottom() + int(4 * s)
        rects = row(w // 2, y, widths, bh, gap)
        self.buttons = [
            Button(name, label, rect, keys, hint, "toggle-on" if name == f"page:{self.page}" else "normal")
            for (name, label, keys, hint), rect in zip(tabs, rects)
        ]
        # the filters and the footer share the bottom row
        fh = max(26, int(42 * s))
        specs = [
            ("ruleset", _("Rules: {name}").format(name=ruleset_name(self.ruleset)), (pygame.K_r,), "R"),
            ("level", _("Opponents: {name}").format(name=level_name(self.level)), (pygame.K_o,), "O"),
            ("history", _("Your games"), (pygame.K_h,), "H"),
            ("back", _("Back"), (pygame.K_ESCAPE,), "Esc"),
        ]
        widths = [button_width(text, label, hint, fh) for _n, label, _k, hint in specs]
        if sum(widths) + gap * (len(widths) - 1) > room:
            widths = [wd * (room - gap * (len(widths) - 1)) // sum(widths) for wd in widths]
        footer = self.footer_top(fh)
        rects = row(w // 2, footer, widths, fh, gap)
        for (name, label, keys, hint), rect in zip(specs, rects):
            style = "primary" if name == "back" else "normal"
            self.buttons.append(Button(name, label, rect, keys, hint, style))
        top = y + bh + int(10 * s)
        self.content = pygame.Rect(page.left + int(14 * s), top, page.w - int(28 * s), footer - int(10 * s) - top)

    # -- input ---------------------------------------------------------------------------------------------
    def on_button(self, name: str) -> None:
        assert self.app is not None
        if name.startswith("page:"):
            self.page = name[5:]
        elif name == "ruleset":
            self.ruleset = self.cycle(self.ruleset, self.rulesets)
            self.refresh()
        elif name == "level":
            self.level = self.cycle(self.level, self.levels)
            self.refresh()
        elif name == "history":
            self.app.go(Pop() if self.from_history else Push("history", from_statistics=True))
            return
        elif name == "back":
            self.on_back()
            return
        self.layout(self.size)

    @staticmethod
    def cycle(current: str | None, options: tuple[str, ...]) -> str | None:
        """All -> each option in turn -> All."""
        if not options:
            return None
        if current is None:
            return options[0]
        i = options.index(current) if current in options else -1
        return options[i + 1] if i + 1 < len(options) else None

    def on_back(self) -> None:
        assert self.app is not None
        self.app.go(Pop())

    # -- frame ---------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        self.draw_page(surface, _("Your statistics"))
        self.draw_buttons(surface)
        if self.summary.games == 0:
            self.draw_empty(surface)
            return
        {
            "overview": self.draw_overview,
            "time": self.draw_time,
            "patterns": self.draw_patterns,
            "items": self.draw_items,
            "groups": self.draw_groups,
        }[self.page](surface)

    def draw_empty(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        text, s = self.app.text, self.scale()
        msg = _(
            "No games counted yet. Play a hand against the computer: every finished hand is counted here, "
            "split by rules and by the opponents' level."
        )
        if self.where != ALL:
            msg = _("No games with these rules and opponents yet: press R or O to change what is shown.")
        size = max(12, int(17 * s))
        y = self.content.top + int(20 * s)
        for line in text.wrap(msg, size, int(self.content.w * 0.8)):
            text.blit(surface, line, size, (self.content.centerx, y), theme.TEXT, False, "midtop")
            y += text.line_height(size)

    def summary_lines(self) -> list[tuple[str, str]]:
        m = self.summary
        avg = "–" if m.avg_win_value is None else f"{m.avg_win_value:.1f}"
        place = "–" if m.avg_placement is None else f"{m.avg_placement:.2f}"
        games = _("{games} ({finished} finished, {abandoned} abandoned)").format(
            games=m.games, finished=m.finished, abandoned=m.abandoned
        )
        return [
            (_("Games"), games),
            (_("Hands"), str(m.hands)),
            (_("Won"), pct(m.win_rate)),
            (_("Self-drawn"), pct(m.self_draw_rate)),
            (_("Dealt in"), pct(m.deal_in_rate)),
            (_("Drawn hands"), pct(m.draw_rate)),
            (_("Average win"), avg),
            (_("Net points"), f"{m.net:+d}" if m.net else "0"),
            (_("Average place"), place),
        ]

    def draw_overview(self, surface: pygame.Surface) -> None:
        assert self.app is not None and self.history is not None
        text, s = self.app.text, self.scale()
        c = self.content
        gap = int(10 * s)
        top_h = c.h * 11 // 20
        left = pygame.Rect(c.left, c.top, c.w * 2 // 5 - gap // 2, top_h)
        right = pygame.Rect(left.right + gap, c.top, c.right - left.right - gap, top_h)
        bottom = pygame.Rect(c.left, c.top + top_h + gap, c.w, c.h - top_h - gap)
        inner = draw_frame(surface, text, left, _("Totals"), s)
        lines = self.summary_lines()
        size = max(9, min(int(15 * s), int(inner.h / max(1, len(lines)) / 1.35)))
        lh = text.line_height(size)
        key_w = max(text.size(k, size, True)[0] for k, _v in lines) + int(10 * s)
        for i, (k, v) in enumerate(lines):
            y = inner.top + i * lh
            text.blit(surface, k, size, (inner.left + int(4 * s), y), theme.TEXT_DIM, True)
            text.blit(surface, v, size, (inner.left + int(4 * s) + key_w, y), theme.TEXT)
        inner = draw_frame(surface, text, right, _("Your place in finished games"), s)
        places = self.history.stats.placements(self.where)
        labels = [_("1st"), _("2nd"), _("3rd"), _("4th")]
        colours = [theme.GOLD, (200, 200, 210), (200, 140, 90), (150, 150, 150)]
        bar_chart(surface, text, inner, labels, [float(places[k]) for k in (1, 2, 3, 4)], s, colors=colours)
        inner = draw_frame(surface, text, bottom, _("Net points per game, oldest first"), s)
        games = self.history.stats.net_per_game(self.where)[-60:]
        every = max(1, len(games) // 12)
        bar_chart(
            surface,
            text,
            inner,
            [str(i + 1) for i in range(len(games))],
            [float(g.net) for g in games],
            s,
            signed=True,
            fmt=lambda v: f"{v:+.0f}" if v else "0",
            label_every=every,
        )

    def draw_time(self, surface: pygame.Surface) -> None:
        assert self.app is not None and self.history is not None
        text, s = self.app.text, self.scale()
        c = self.content
        gap = int(10 * s)
        upper = pygame.Rect(c.left, c.top, c.w, (c.h - gap) // 2)
        lower = pygame.Rect(c.left, upper.bottom + gap, c.w, c.h - upper.h - gap)
        points = self.history.stats.rates(self.where, window=WINDOW)
        title = ngettext(
            "Rates over your last {n} game, game by game", "Rates over your last {n} games, game by game", WINDOW
        ).format(n=WINDOW)
        inner = draw_frame(surface, text, upper, title, s)
        top = max([0.1, *(max(p.win_rate, p.self_draw_rate, p.deal_in_rate) for p in points)])
        series = [
            Series(_("won"), tuple(p.win_rate for p in points), theme.GOLD),
            Series(_("self-drawn"), tuple(p.self_draw_rate for p in points), (90, 170, 240)),
            Series(_("dealt in"), tuple(p.deal_in_rate for p in points), (232, 90, 80)),
        ]
        games = games_label(len(points))
        line_chart(surface, text, inner, series, s, fmt=pct, top=min(1.0, top * 1.15), x_label=games)
        inner = draw_frame(
            surface,
            text,
            lower,
            ngettext(
                "Average winning value over your last {n} game",
                "Average winning value over your last {n} games",
                WINDOW,
            ).format(n=WINDOW),
            s,
        )
        values = tuple(p.avg_win_value for p in points)
        line_chart(surface, text, inner, [Series(_("average win"), values, theme.GOLD)], s, x_label=games)

    def draw_patterns(self, surface: pygame.Surface) -> None:
        assert self.app is not None and self.history is not None
        counts = self.history.stats.pattern_counts(self.where, PATTERN)
        title = _("The 44 patterns: how often you scored each")
        self.draw_counts(surface, title, [(f"{c.key} {pattern_name(c.key, c.name)}", c.count) for c in counts], 4)

    def draw_items(self, surface: pygame.Surface) -> None:
        assert self.app is not None and self.history is not None
        counts = self.history.stats.pattern_counts(self.where, ITEM)
        title = _("British score items you scored (your winning and losing hands)")
        if not counts:
            self.draw_counts(surface, title, [], 1)
            return
        self.draw_counts(surface, title, [(british_item_name(c.name), c.count) for c in counts], 2)

    def draw_counts(self, surface: pygame.Surface, title: str, items: list[tuple[str, int]], cols: int) -> None:
        """A grid of named counts, each with a bar proportional to the largest."""
        assert self.app is not None
        text, s = self.app.text, self.scale()
        inner = draw_frame(surface, text, self.content, title, s)
        if not items:
            msg = _("Nothing scored yet with these rules and opponents.")
            text.blit(
                surface,
                msg,
                max(11, int(15 * s)),
                (inner.centerx, inner.top + int(12 * s)),
                theme.TEXT_DIM,
                False,
                "midtop",
            )
            return
        per_col = -(-len(items) // cols)
        lh = max(1, min(inner.h // per_col, int(text.line_height(int(14 * s)) * 1.6)))
        size = max(9, min(int(14 * s), int(lh / 1.3)))
        col_w = inner.w // cols
        gap = int(14 * s)
        most = max((n for _l, n in items), default=0) or 1
        num_w = text.size(str(most), size, True)[0] + int(4 * s)
        bar_room = int(col_w * 0.2)
        track: tuple[int, int, int, int] = (255, 255, 255, 20)
        for i, (label, n) in enumerate(items):
            c, r = divmod(i, per_col)
            x = inner.left + c * col_w
            y = inner.top + r * lh
            color = theme.TEXT if n else theme.TEXT_DIM
            right = x + col_w - gap
            name_w = right - x - num_w - bar_room - int(8 * s)
            text.blit(surface, clip(text, label, size, name_w), size, (x, y), color)
            bar_h = max(3, text.line_height(size) // 3)
            bar_y = y + text.line_height(size) // 2 - bar_h // 2
            bx = right - num_w - bar_room
            back = pygame.Surface((bar_room, bar_h), pygame.SRCALPHA)
            back.fill(track)
            surface.blit(back, (bx, bar_y))
            if n:
                pygame.draw.rect(surface, theme.GOLD, pygame.Rect(bx, bar_y, max(2, bar_room * n // most), bar_h))
            text.blit(surface, str(n), size, (right, y), color, True, "topright")

    def draw_groups(self, surface: pygame.Surface) -> None:
        assert self.app is not None and self.history is not None
        text, s = self.app.text, self.scale()
        inner = draw_frame(surface, text, self.content, _("By rules and opponents"), s)
        heads = [
            _("Rules"),
            _("Opponents"),
            _("Games"),
            _("Hands"),
            _("Won"),
            _("Self-drawn"),
            _("Dealt in"),
            _("Avg win"),
            _("Net"),
        ]
        rows = []
        for f, m in self.history.stats.breakdown():
            avg = "–" if m.avg_win_value is None else f"{m.avg_win_value:.1f}"
            rows.append(
                [
                    ruleset_name(f.ruleset),
                    level_name(f.level),
                    str(m.games),
                    str(m.hands),
                    pct(m.win_rate),
                    pct(m.self_draw_rate),
                    pct(m.deal_in_rate),
                    avg,
                    f"{m.net:+d}" if m.net else "0",
                ]
            )
        size = max(10, int(17 * s))
        for _attempt in range(8):
            widths = [max(text.size(r[i], size)[0] for r in [heads, *rows]) + int(14 * s) for i in range(len(heads))]
            if sum(widths) <= inner.w or size <= 9:
                break
            size -= 1
        lh = int(text.line_height(size) * 1.3)
        x = inner.left
        for i, head in enumerate(heads):
            text.blit(surface, head, size, (x, inner.top), theme.GOLD, True)
            x += widths[i]
        for r_i, values in enumerate(rows[: max(0, inner.h // lh - 1)]):
            x = inner.left
            y = inner.top + (r_i + 1) * lh
            for i, value in enumerate(values):
                text.blit(surface, value, size, (x, y), theme.TEXT)
                x += widths[i]


def clip(text: theme.TextCache, value: str, size: int, width: int) -> str:
    """``value`` cut with an ellipsis to ``width`` pixels."""
    if text.size(value, size)[0] <= width:
        return value
    while value and text.size(value + "…", size)[0] > width:
        value = value[:-1]
    return value + "…"
