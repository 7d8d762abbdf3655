"""The end-of-hand score panel (an overlay on the table): every hand revealed, the winning hand in its scored
arrangement with its bonus tiles, each pattern (id, English and Chinese names, points x count), the limit, the
total, who paid what and why (self-drawn; a discard under or over the standard score; responsibility and
immunity; Zen Koan's discarder-pays and East double), the running totals; a drawn hand says who was ready and
what the ready hands were paid. Several winners on one discard (Zen Koan) get one page each ("Next win").
Each page is rendered once into a surface; frames only blit it. The words are in ``score_text``.
"""

from __future__ import annotations

import pygame

from zjgame.engine.errors import RecordError
from zjgame.engine.record import parse_record
from zjgame.engine.result import WinResult
from zjgame.engine.words import Voice, ruling_words
from zjgame.i18n import N_, _, ngettext
from zjgame.rules.seats import SEATS, Seat
from zjgame.ui import theme
from zjgame.ui.controller import FinishedHand, GameController
from zjgame.ui.practice_draw import labelled
from zjgame.ui.richtext import RichText
from zjgame.ui.routes import Pop, Push
from zjgame.ui.scene import Scene
from zjgame.ui.score_british import BritishPage
from zjgame.ui.score_text import (
    drawn_lines,
    pattern_rows,
    payment_lines,
    seat_role,
    several_winners_heading,
    shown_concealed,
    wall_game_lines,
    win_title,
)
from zjgame.ui.table_render import score_label
from zjgame.ui.tileart import TileArt
from zjgame.ui.widgets import Button, button_width, draw_button

__all__ = ["ScoreScene", "payment_lines", "seat_role"]

WIND_ZH = {"E": "東", "S": "南", "W": "西", "N": "北"}
WIND_EN = {"E": N_("East"), "S": N_("South"), "W": N_("West"), "N": N_("North")}


class ScoreScene(Scene):
    overlay = True
    name = "score"

    def __init__(
        self, ctl: GameController, hand: FinishedHand, close_label: str | None = None, extras: bool | None = None
    ) -> None:
        super().__init__()
        self.ctl = ctl
        self.hand = hand
        self.close_label = close_label  # the close button's label when not "Next hand" (the tutorial's)
        # the Replay and Review buttons (issue 16): every game's panel, not the tutorial's
        self.extras = close_label is None if extras is None else extras
        self.panel: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.elapsed = 0.0
        self.page = 0  # which win is shown (several winners on one discard: one page each)
        self.shot_pages: set[int] = set()
        self.pattern_columns = 1  # how the last rendered page laid out its patterns (1 or 2 columns)
        self.regions: dict[str, pygame.Rect] = {}  # panel-relative boxes of the last render (for tests)
        self.item_size = 0  # the item font of an every-hand page (for tests)
        self.title = ""  # the last rendered page's title and sentences (for tests)
        self.lines: list[str] = []

    @property
    def pages(self) -> int:
        return max(1, len(self.hand.result.wins))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale()
        w, h = size
        self.rect = pygame.Rect(int(w * 0.04), int(h * 0.035), int(w * 0.92), int(h * 0.93))
        bw, bh = int(230 * s), int(46 * s)
        last = self.ctl.game_over or (
            self.app is not None
            and self.app.options.hands is not None
            and self.app.hands_played >= self.app.options.hands
        )
        label = self.close_label or (_("Final standings") if last else _("Next hand"))
        more = self.page < self.pages - 1
        enter = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
        right = self.rect.right - int(24 * s)
        y = self.rect.bottom - bh - int(16 * s)
        nxt = pygame.Rect(right - bw, y, bw, bh)
        self.buttons = [
            Button("next", label, nxt, () if more else enter, "" if more else "Enter", "" if more else "primary")
        ]
        left = nxt.left
        if self.pages > 1:
            ww = int(200 * s)
            win_rect = pygame.Rect(nxt.left - ww - int(12 * s), y, ww, bh)
            left = win_rect.left
            if more:
                self.buttons.append(
                    Button(
                        "nextwin",
                        _("Next win ({n}/{total})").format(n=self.page + 2, total=self.pages),
                        win_rect,
                        (*enter, pygame.K_RIGHT, pygame.K_TAB),
                        "Enter",
                        "primary",
                    )
                )
            if self.page > 0:
                prev_rect = pygame.Rect(win_rect.left - ww - int(12 * s), y, ww, bh) if more else win_rect
                self.buttons.append(
                    Button(
                        "prevwin",
                        _("Previous ({n}/{total})").format(n=self.page, total=self.pages),
                        prev_rect,
                        (pygame.K_LEFT,),
                        "Left",
                    )
                )
                left = min(left, prev_rect.left)
        if self.extras:  # issue 16: replay the game so far, review your decisions of this hand
            for name, label, key, hint in (
                ("review", _("Review"), pygame.K_v, "V"),
                ("replay", _("Replay"), pygame.K_r, "R"),
            ):
                width = button_width(self.app.text, label, hint, bh) if self.app is not None else int(150 * s)
                rect = pygame.Rect(left - int(12 * s) - width, y, width, bh)
                self.buttons.append(Button(name, label, rect, (key,), hint))
                left = rect.left
        self.panel = None

    def show_page(self, page: int) -> None:
        self.page = max(0, min(self.pages - 1, page))
        self.layout(self.size)

    def update(self, dt: float) -> None:
        assert self.app is not None
        self.elapsed += dt
        if self.page not in self.shot_pages:
            self.shot_pages.add(self.page)
            suffix = f"-win{self.page + 1}" if self.pages > 1 else ""
            self.app.screenshot(f"h{self.hand.number:02d}-5-score{suffix}")
            return
        if self.app.options.autoplay:
            wait = 0.0 if self.app.options.speed_max else 3.0
            if self.elapsed >= wait:
                if self.page < self.pages - 1:
                    self.elapsed = 0.0
                    self.show_page(self.page + 1)
                else:
                    self.close()

    def animating(self) -> bool:
        """Only autoplay's panel moves on by itself (a picture is wanted once per page: the app draws it)."""
        return self.app is not None and self.app.options.autoplay

    def on_button(self, name: str) -> None:
        if name == "next":
            self.close()
        elif name == "replay":
            self.open_replay()
        elif name == "review":
            self.open_review()
        elif name == "nextwin":
            self.show_page(self.page + 1)
        elif name == "prevwin":
            self.show_page(self.page - 1)

    def on_back(self) -> None:
        self.close()

    def open_replay(self) -> None:
        """The replay viewer on the game so far (this hand included)."""
        assert self.app is not None
        from zjgame.practice.replay_model import ReplayModel  # (the viewer's model: only when asked)

        try:
            model = ReplayModel(parse_record(self.ctl.record()))
        except (RecordError, ValueError) as err:
            self.app.toast(_("This game cannot be replayed: {reason}").format(reason=str(err)[:120]), 5.0)
            return
        self.app.go(Push("replay", model=model, title=_("This game")))

    def open_review(self) -> None:
        """Your decisions of this hand next to the advisor's (``practice-review`` from the game's record)."""
        assert self.app is not None
        self.app.go(Push("practice-review", record=self.ctl.record(), hand=self.hand.number, player=self.ctl.human))

    def on_return(self, key: str, result: object) -> None:
        """Back from the replay or the review: the same panel, drawn afresh."""
        self.panel = None

    def close(self) -> None:
        """Back to the table, which goes on (``on_return("score")``): the next hand or the standings."""
        assert self.app is not None
        if self.app.top is self:
            self.app.go(Pop())

    # -- drawing ---------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.panel is None:
            sheet = theme.shade(surface.get_size(), 110).copy()
            sheet.blit(self.render_panel(), self.rect)
            self.panel = sheet
        surface.blit(self.panel, (0, 0))
        assert self.app is not None
        for button in self.buttons:
            draw_button(surface, button, self.app.text, getattr(self.hover, "name", None) == button.name, self.app.art)

    def hands_top(self, s: float) -> int:
        """Where the "All hands" rows start (panel coordinates): fixed above the buttons' strip."""
        th = int(int(30 * s) * 1.36)
        return self.rect.h - int(62 * s) - 4 * (th + int(10 * s)) - int(6 * s)

    def render_panel(self) -> pygame.Surface:
        assert self.app is not None
        s = self.scale()
        text = self.app.text
        panel = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        panel.blit(theme.panel_surface(self.rect.size, int(18 * s), (*theme.PANEL, 255)), (0, 0))
        result = self.hand.result
        names = self.hand.names_by_seat
        pad = int(24 * s)
        x0, y = pad, int(16 * s)
        col_x = int(self.rect.w * 0.58)
        hands_top = self.hands_top(s)
        floor = hands_top - int(34 * s)  # nothing above the hands may come lower than this
        self.regions = {}
        header = _("Hand {n} · {wind} round").format(n=self.hand.number, wind=_(WIND_EN[self.hand.round_wind.value]))
        if self.pages > 1:
            header += f"  ·  {several_winners_heading(result, names)}  ·  win {self.page + 1} of {self.pages}"
        text.blit(panel, header, int(15 * s), (x0, y), theme.GOLD if self.pages > 1 else theme.TEXT_DIM, self.pages > 1)
        y += int(22 * s)
        win = result.wins[self.page] if result.wins else None
        notes: list[str] = []
        if win is not None and win.losers:  # every hand scored (B4-B5): the four hands and the settlement
            self.render_every_hand(panel, win, x0, y, s)
            return panel
        if win is None:
            wall_game = result.wall_game is not None
            title = _("Wall game") if wall_game else _("Drawn hand")
            text.blit(panel, title, int(34 * s), (x0, y), theme.GOLD, True)
            y += int(48 * s)
            lines = wall_game_lines(result) if wall_game else drawn_lines(result, self.explainer_names())
            self.title, self.lines = title, list(lines)
            for line in lines:
                for part in text.wrap(line, int(17 * s), col_x - x0 - pad):
                    text.blit(panel, part, int(17 * s), (x0, y), theme.TEXT)
                    y += int(24 * s)
            py = int(84 * s)
        else:
            title = win_title(win, self.voice())  # names, "you" (issue 15.6: never "wins on You's discard")
            r = text.blit(panel, title, int(26 * s), (x0, y + int(4 * s)), theme.GOLD, True)
            text.blit(
                panel,
                _(WIND_EN[win.winner.value]),
                int(14 * s),
                (r.right + int(8 * s), r.bottom - int(6 * s)),
                theme.TEXT_DIM,
                False,
                "bottomleft",
            )
            points = ngettext("{n} point", "{n} points", win.value).format(n=win.value)
            tr = text.render(points, int(30 * s), theme.HIGHLIGHT, True)
            panel.blit(tr, tr.get_rect(topright=(self.rect.w - pad, y)))
            y += int(46 * s)
            y = self.draw_arrangement(panel, win, x0, y, s)
            pattern_top = y
            y = self.draw_patterns(panel, win, x0, y, s, col_x - int(20 * s) - x0, floor - y)
            self.regions["patterns"] = pygame.Rect(x0, pattern_top, col_x - int(20 * s) - x0, y - pattern_top)
            notes.extend(payment_lines(win, self.explainer_names(), self.ctl.ruleset))
            py = int(84 * s) + int(90 * s)
        voice = self.voice()
        for ruling in result.rulings:
            if ruling.kind in ("interception", "robbing_kong", "several_winners", "precedence") and ruling.text:
                notes.append(ruling_words(ruling, voice))
        py = self.draw_payments(panel, win, names, col_x, py, s)
        width = self.rect.w - col_x - pad
        rich = RichText(text, self.art(), self.labels())
        size = max(9, int(14 * s))
        while size > 9:  # the notes shrink rather than run into the hands below
            need = sum(rich.height(note, size, width) + int(4 * s) for note in notes)
            if py + need <= floor:
                break
            size -= 1
        notes_top = py
        for note in notes:
            if py + rich.height(note, size, width) > floor + int(10 * s):
                break  # a note that does not fit whole is left out, never cut
            py = rich.draw(panel, note, size, (col_x, py), width, theme.TEXT_DIM) + int(4 * s)
        self.regions["notes"] = pygame.Rect(col_x, notes_top, width, py - notes_top)
        self.draw_all_hands(panel, names, x0, s, hands_top)
        self.regions["hands"] = pygame.Rect(x0, hands_top - int(26 * s), self.rect.w - 2 * pad, self.rect.h - hands_top)
        return panel

    def voice(self) -> Voice:
        """The players of this hand in words: their names, "you" for the human."""
        human = self.ctl.human
        you = None if human is None else Seat(("E", "S", "W", "N")[(human - self.hand.east_player) % 4])
        return Voice(self.hand.names_by_seat, you=you)

    def explainer_names(self) -> tuple[str, ...]:
        """Names for the scoring system's payment sentences: "you" for the human (second person)."""
        voice = self.voice()
        return tuple("you" if voice.is_you(seat) else voice.shown(seat) for seat in SEATS)

    def labels(self) -> bool:
        return self.app is not None and self.app.settings.tile_labels

    def art(self) -> TileArt:
        """The tile art with the tile-labels setting (issue 15.13: the score panel's tiles carry labels too)."""
        assert self.app is not None
        return labelled(self.app.art, self.labels())

    def game_totals(self) -> tuple[int, ...]:
        """The game's running totals after this hand by seat index, as the table shows them (B6: from 2,000)."""
        start = self.ctl.ruleset.starting_score
        return tuple(self.hand.totals_after[(s.index + self.hand.east_player) % 4] + start for s in SEATS)

    def render_every_hand(self, panel: pygame.Surface, win: WinResult, x0: int, y: int, s: float) -> None:
        """B4-B5: the winner's title and score, then the four hands and the settlement (``score_british``)."""
        assert self.app is not None
        text = self.app.text
        voice = self.voice()
        r = text.blit(panel, win_title(win, voice), int(26 * s), (x0, y + int(4 * s)), theme.GOLD, True)
        text.blit(
            panel,
            _(WIND_EN[win.winner.value]),
            int(14 * s),
            (r.right + int(8 * s), r.bottom - int(6 * s)),
            theme.TEXT_DIM,
            False,
            "bottomleft",
        )
        tr = text.render(f"{win.value:,}", int(30 * s), theme.HIGHLIGHT, True)
        panel.blit(tr, tr.get_rect(topright=(self.rect.w - int(24 * s), y)))
        page = BritishPage(text, self.app.art, self.labels())
        bottom = self.rect.h - int(46 * s) - int(16 * s) - int(10 * s)
        east_double = self.ctl.ruleset.scoring_system == "british" and self.ctl.ruleset.british.east_double
        page.render(
            panel,
            win,
            self.hand.names_by_seat,
            voice,
            y + int(48 * s),
            bottom,
            self.hand.result.payments,
            self.game_totals(),
            s,
            east_double,
            self.size,
        )
        self.regions = dict(page.regions)
        self.item_size = page.item_size

    def draw_payments(
        self, panel: pygame.Surface, win: WinResult | None, names: tuple[str, ...], col_x: int, py: int, s: float
    ) -> int:
        """The payments table: this win's payments (several winners), the hand's, the game totals, the roles."""
        assert self.app is not None
        text = self.app.text
        result = self.hand.result
        multi = self.pages > 1
        c_win, c_hand, c_total, c_role = (int(x * s) for x in (190, 262, 336, 350))
        text.blit(panel, _("Payments"), int(19 * s), (col_x, py), theme.GOLD, True)
        dim = int(12 * s)
        if multi:
            text.blit(panel, _("this win"), dim, (col_x + c_win, py + int(6 * s)), theme.TEXT_DIM, False, "topright")
        text.blit(panel, _("hand"), dim, (col_x + c_hand, py + int(6 * s)), theme.TEXT_DIM, False, "topright")
        text.blit(panel, _("game"), dim, (col_x + c_total, py + int(6 * s)), theme.TEXT_DIM, False, "topright")
        py += int(28 * s)
        fs = int(17 * s)
        for seat in SEATS:
            pay = result.payments[seat.index]
            r = text.blit(panel, f"{WIND_ZH[seat.value]}  {names[seat.index]}", fs, (col_x, py), theme.TEXT, True)
            # the seat in words too: the rulings below speak of seats (East, South, ...)
            text.blit(
                panel,
                seat.name_en,
                int(12 * s),
                (r.right + int(6 * s), r.bottom - int(4 * s)),
                theme.TEXT_DIM,
                False,
                "bottomleft",
            )
            if multi and win is not None:
                wp = win.payments[seat.index]
                text.blit(panel, f"{wp:+d}" if wp else "0", fs, (col_x + c_win, py), _money(wp), True, "topright")
            text.blit(panel, f"{pay:+d}" if pay else "0", fs, (col_x + c_hand, py), _money(pay), True, "topright")
            total, _colour = score_label(self.game_totals()[seat.index], self.ctl.ruleset.starting_score)
            text.blit(
                panel,
                total,
                int(15 * s),
                (col_x + c_total, py + int(2 * s)),
                theme.TEXT_DIM,
                False,
                "topright",
            )
            role = seat_role(seat, result, win)
            if role:
                color = theme.GOLD if role in ("winner", "ready") else theme.GOLD_DARK
                text.blit(panel, role, int(13 * s), (col_x + c_role, py + int(3 * s)), color)
            py += int(26 * s)
        return py + int(8 * s)

    def draw_arrangement(self, panel: pygame.Surface, win: WinResult, x: int, y: int, s: float) -> int:
        assert self.app is not None
        art, text = self.art(), self.app.text
        tw = int(40 * s)
        th = int(tw * 1.36)
        gap = int(12 * s)
        arr = win.score.arrangement
        groups: list[tuple[tuple[str, ...], bool, int | None, str]] = []
        if arr is not None and arr.units:
            for unit in arr.units:
                codes = tuple(t.value for t in unit.tiles)
                win_i = (
                    codes.index(arr.winning_tile.value)
                    if unit.winning and arr.winning_tile and arr.winning_tile.value in codes
                    else None
                )
                tag = (
                    "declared"
                    if unit.declared
                    else ("concealed" if unit.concealed and unit.kind in ("triplet", "kong") else "")
                )
                groups.append((codes, unit.declared, win_i, tag))
        else:
            codes = tuple(t.value for t in win.hand.concealed_with_winning)
            groups.append((codes, False, None, ""))
        bonus = tuple(t.value for t in win.hand.bonus)
        if bonus:
            groups.append((bonus, False, None, "bonus"))
        width = sum(len(c) * tw for c, *_ in groups) + gap * (len(groups) - 1)
        room = int(self.rect.w * 0.58) - x - int(20 * s)
        if width > room:  # many tiles (bonus tiles, kongs): smaller tiles, never into the payments column
            tw = max(12, tw * room // width)
            th = int(tw * 1.36)
            gap = max(4, gap * room // width)
        for codes, declared, win_i, tag in groups:
            if declared:
                pygame.draw.rect(panel, (60, 90, 76), (x - 3, y - 3, len(codes) * tw + 6, th + 6), border_radius=6)
            for i, code in enumerate(codes):
                lift = int(8 * s) if i == win_i else 0
                panel.blit(art.face(code, tw, th), (x + i * tw, y - lift))
                if i == win_i:
                    pygame.draw.rect(
                        panel, theme.HIGHLIGHT, (x + i * tw, y - lift, tw, th - max(2, th // 10)), 2, border_radius=5
                    )
            if tag:
                text.blit(
                    panel,
                    tag,
                    int(11 * s),
                    (x + len(codes) * tw // 2, y + th + int(3 * s)),
                    theme.TEXT_DIM,
                    False,
                    "midtop",
                )
            x += len(codes) * tw + gap
        return y + th + int(26 * s)

    def draw_patterns(
        self, panel: pygame.Surface, win: WinResult, x: int, y: int, s: float, width: int, height: int
    ) -> int:
        """The counted patterns and the total in ``width`` x ``height``: full rows when they fit, else compact
        rows, else two columns (English names only), the rows shrinking until everything fits."""
        assert self.app is not None
        text = self.app.text
        score = win.score
        rows, notes = pattern_rows(score)
        note_h = int(20 * s) * len(notes)
        total_h = int(8 * s) + int(28 * s)
        room = max(1, height - note_h - total_h)
        columns, lh = 1, int(25 * s)
        if len(rows) * lh > room:
            lh = int(20 * s)
        if len(rows) * lh > room:
            columns = 2
            per = (len(rows) + 1) // 2
            lh = max(int(14 * s), min(int(20 * s), room // max(1, per)))
        self.pattern_columns = columns
        per_col = len(rows) if columns == 1 else (len(rows) + 1) // 2
        fs = max(9, min(int(17 * s), int(lh * 0.72)))
        col_w = width if columns == 1 else (width - int(16 * s)) // 2
        right = x + min(col_w, int(520 * s))
        for i, (pid, name, zh, pts) in enumerate(rows):
            c, r = divmod(i, per_col)
            cx = x + c * (col_w + int(16 * s))
            cy = y + r * lh
            cr = cx + (min(col_w, int(520 * s)) if columns == 1 else col_w)
            text.blit(panel, pid, fs, (cx, cy), theme.TEXT_DIM)
            text.blit(panel, name, fs, (cx + int(fs * 3.6), cy), theme.TEXT, True)
            if columns == 1 and zh and text.has_glyphs(zh):  # the font subset may lack a rare character
                text.blit(panel, zh, fs, (cx + int(330 * s), cy), theme.TEXT)
            text.blit(panel, pts, fs, (cr, cy), theme.GOLD, True, "topright")
        y += per_col * lh
        right = x + (min(col_w, int(520 * s)) if columns == 1 else width)
        pygame.draw.line(panel, theme.PANEL_EDGE, (x, y + 2), (right, y + 2), 1)
        y += int(8 * s)
        for note in notes:
            text.blit(panel, note, int(14 * s), (x, y), theme.TEXT_DIM)
            y += int(20 * s)
        text.blit(panel, _("Total"), int(19 * s), (x + int(fs * 3.6), y), theme.TEXT, True)
        text.blit(panel, str(score.total), int(19 * s), (right, y), theme.HIGHLIGHT, True, "topright")
        return y + int(28 * s)

    def draw_all_hands(self, panel: pygame.Surface, names: tuple[str, ...], x: int, s: float, top: int) -> None:
        """Every seat's final tiles: concealed (the winning tile apart and framed), melds, bonus tiles; a
        winner's name in gold, ready seats at a draw tagged."""
        assert self.app is not None
        art, text = self.art(), self.app.text
        state = self.ctl.state
        result = self.hand.result
        tw = int(30 * s)
        th = int(tw * 1.36)
        lh = th + int(10 * s)
        text.blit(panel, _("All hands"), int(17 * s), (x, top - int(26 * s)), theme.GOLD, True)
        for i, seat in enumerate(SEATS):
            y = top + i * lh
            seat_win = next((w for w in result.wins if w.winner is seat), None)
            label = f"{WIND_ZH[seat.value]} {names[seat.index]}"
            text.blit(
                panel,
                label,
                int(15 * s),
                (x, y + th // 2),
                theme.HIGHLIGHT if seat_win else theme.TEXT,
                seat_win is not None,
                "midleft",
            )
            if not result.wins and seat in result.ready:
                text.blit(panel, _("ready"), int(12 * s), (x + int(110 * s), y + th // 2), theme.GOLD, True, "midleft")
            tx = x + int(150 * s)
            winning = seat_win.hand.winning if seat_win is not None else None
            tiles = shown_concealed(state.hands[seat.index], winning)  # the winning tile apart, once
            for code in tiles:
                panel.blit(art.face(code.value, tw, th), (tx, y))
                tx += tw
            if seat_win is not None and winning is not None:
                tx += int(6 * s)
                panel.blit(art.face(winning.value, tw, th), (tx, y))
                pygame.draw.rect(panel, theme.HIGHLIGHT, (tx, y, tw, th - 3), 2, border_radius=4)
                tx += tw
            for meld in state.melds[seat.index]:
                tx += int(8 * s)
                for j, t in enumerate(meld.tiles):
                    face = art.back(tw, th) if meld.is_concealed and j in (0, 3) else art.face(t.value, tw, th)
                    panel.blit(face, (tx, y))
                    tx += tw
            if state.bonus[seat.index]:
                tx += int(12 * s)
            for b in state.bonus[seat.index]:
                panel.blit(art.face(b.value, tw, th), (tx, y))
                tx += tw


def _money(amount: int) -> tuple[int, int, int]:
    return theme.GOLD if amount > 0 else theme.RED if amount < 0 else theme.TEXT_DIM
