"""The end-of-hand score panel (an overlay on the table): every hand revealed, the winning hand in its scored
arrangement, each pattern (id, English and Chinese names, points x count), the limit, the total, who paid
what and why (self-drawn; a discard under or over the standard score; responsibility and immunity), the
running totals; a drawn hand says so. The panel is rendered once into a surface; frames only blit it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from zjgame.engine.result import WinResult
from zjgame.rules.seats import SEATS, Seat
from zjgame.ui import theme
from zjgame.ui.controller import FinishedHand, GameController
from zjgame.ui.scene import Scene
from zjgame.ui.widgets import Button, draw_button

WIND_ZH = {"E": "東", "S": "南", "W": "西", "N": "北"}


def payment_lines(win: WinResult, names: tuple[str, ...], ruleset) -> list[str]:  # type: ignore[no-untyped-def]
    """Plain sentences: who paid what and why (ZJ §6)."""
    v = win.value
    std = ruleset.standard_score
    name = names[win.winner.index]
    if win.self_drawn:
        lines = [f"{name} drew the winning tile: each of the three others pays {v}."]
    else:
        disc = win.discarder
        dname = names[disc.index] if disc is not None else "?"
        robbed = win.context.robbing_kong
        source = f"{dname}'s kong tile (robbing the kong)" if robbed else f"{dname}'s discard"
        if ruleset.payment_scheme == "discarder-pays":
            lines = [f"Won on {source}: {dname} pays {3 * v} alone (3 × {v})."]
        elif v <= std:
            lines = [f"Won on {source}. {v} is {std} or less, so each of the three pays {v}."]
        elif win.responsible is None:
            lines = [f"Won on {source}. Nobody is responsible ({name} had thrown that tile first), so each pays {v}."]
        else:
            rname = names[win.responsible.index]
            lines = [
                f"Won on {source}. {v} is over {std}: the two not responsible pay {std} each, and {rname}, "
                f"responsible, pays the rest: 3 × {v} − {2 * std} = {3 * v - 2 * std}."
            ]
            tile = win.hand.winning.value if win.hand.winning else "that tile"
            if win.responsible is not disc or win.immune:
                lines.append(f"{rname} was the first to throw {tile} since {name}'s own last discard.")
            if win.immune:
                who = " and ".join(names[s.index] for s in win.immune)
                lines.append(f"{who} only followed with the same tile: immune (same-round immunity).")
        if ruleset.east_double:
            lines.append("East pays and receives double.")
    return lines


def seat_role(seat: Seat, result) -> str:  # type: ignore[no-untyped-def]
    """A short tag for the payments column: winner, discarder, responsible, immune."""
    for win in result.wins:
        if win.winner is seat:
            return "winner"
    for win in result.wins:
        if win.self_drawn:
            continue
        if win.responsible is seat:
            return "responsible"
        if seat in win.immune:
            return "immune"
        if win.discarder is seat:
            return "discarder"
    return ""


class ScoreScene(Scene):
    overlay = True
    name = "score"

    def __init__(self, ctl: GameController, hand: FinishedHand, on_close: Callable[[], None]) -> None:
        super().__init__()
        self.ctl = ctl
        self.hand = hand
        self.on_close = on_close
        self.panel: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.elapsed = 0.0
        self.shot = False

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
        label = "Final standings" if last else "Next hand"
        self.buttons = [
            Button(
                "next",
                label,
                pygame.Rect(self.rect.right - bw - int(24 * s), self.rect.bottom - bh - int(16 * s), bw, bh),
                (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER),
                "Enter",
                "primary",
            )
        ]
        self.panel = None

    def update(self, dt: float) -> None:
        assert self.app is not None
        self.elapsed += dt
        if not self.shot:
            self.shot = True
            self.app.screenshot(f"h{self.hand.number:02d}-5-score")
            return
        if self.app.options.autoplay:
            wait = 0.0 if self.app.options.speed_max else 3.0
            if self.elapsed >= wait:
                self.close()

    def on_button(self, name: str) -> None:
        if name == "next":
            self.close()

    def on_back(self) -> None:
        self.close()

    def close(self) -> None:
        assert self.app is not None
        if self.app.top is self:
            self.app.pop()
            self.on_close()

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
        rnd = self.hand.round_wind.name_en
        text.blit(panel, f"Hand {self.hand.number} · {rnd} round", int(15 * s), (x0, y), theme.TEXT_DIM)
        y += int(22 * s)
        win = result.wins[0] if result.wins else None
        if win is None:
            text.blit(panel, "Drawn hand", int(34 * s), (x0, y), theme.GOLD, True)
            y += int(48 * s)
            text.blit(
                panel,
                "The wall ran out and nobody won on the last discard. Nobody pays.",
                int(17 * s),
                (x0, y),
                theme.TEXT,
            )
            y += int(30 * s)
        else:
            how = (
                "self-drawn"
                if win.self_drawn
                else f"on {names[win.discarder.index]}'s discard"
                if win.discarder
                else "on a discard"
            )
            title = f"{names[win.winner.index]} ({win.winner.name_en}) wins {how}"
            text.blit(panel, title, int(26 * s), (x0, y + int(4 * s)), theme.GOLD, True)
            tr = text.render(f"{win.value} points", int(30 * s), theme.HIGHLIGHT, True)
            panel.blit(tr, tr.get_rect(topright=(self.rect.w - pad, y)))
            y += int(46 * s)
            y = self.draw_arrangement(panel, win, x0, y, s)
            y = self.draw_patterns(panel, win, x0, y, s)
        # payments (right column)
        col_x = int(self.rect.w * 0.60)
        py = int(84 * s) + (int(90 * s) if win is not None else 0)
        text.blit(panel, "Payments", int(19 * s), (col_x, py), theme.GOLD, True)
        py += int(28 * s)
        for seat in SEATS:
            pay = result.payments[seat.index]
            color = theme.GOLD if pay > 0 else theme.RED if pay < 0 else theme.TEXT_DIM
            text.blit(panel, f"{WIND_ZH[seat.value]}  {names[seat.index]}", int(17 * s), (col_x, py), theme.TEXT, True)
            text.blit(
                panel, f"{pay:+d}" if pay else "0", int(17 * s), (col_x + int(250 * s), py), color, True, "topright"
            )
            player = (seat.index + self.hand.east_player) % 4
            text.blit(
                panel,
                f"total {self.hand.totals_after[player]:+d}",
                int(15 * s),
                (col_x + int(270 * s), py + int(2 * s)),
                theme.TEXT_DIM,
            )
            role = seat_role(seat, result)
            if role:
                text.blit(
                    panel,
                    role,
                    int(13 * s),
                    (col_x + int(370 * s), py + int(3 * s)),
                    theme.GOLD_DARK if role != "winner" else theme.GOLD,
                )
            py += int(26 * s)
        py += int(8 * s)
        width = self.rect.w - col_x - pad
        notes: list[str] = []
        if win is not None:
            notes.extend(payment_lines(win, names, self.ctl.ruleset))
        for ruling in result.rulings:
            if ruling.kind in ("interception", "robbing_kong", "several_winners", "precedence") and ruling.text:
                notes.append(ruling.text)
        for note in notes:
            for line in text.wrap(note, int(14 * s), width):
                text.blit(panel, line, int(14 * s), (col_x, py), theme.TEXT_DIM)
                py += int(19 * s)
            py += int(4 * s)
        self.draw_all_hands(panel, names, x0, s, win, max(y, py) + int(40 * s))
        return panel

    def draw_arrangement(self, panel: pygame.Surface, win: WinResult, x: int, y: int, s: float) -> int:
        assert self.app is not None
        art, text = self.app.art, self.app.text
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
        for code in win.hand.bonus:
            panel.blit(art.face(code.value, tw, th), (x, y))
            x += tw
        return y + th + int(26 * s)

    def draw_patterns(self, panel: pygame.Surface, win: WinResult, x: int, y: int, s: float) -> int:
        assert self.app is not None
        text = self.app.text
        score = win.score
        fs = int(17 * s)
        lh = int(25 * s)
        cols = (x, x + int(70 * s), x + int(330 * s), x + int(520 * s))
        if score.chicken:
            text.blit(panel, "Chicken hand: no pattern, worth 1 point.", fs, (x, y), theme.TEXT)
            y += lh
        for cp in score.patterns:
            text.blit(panel, cp.id, fs, (cols[0], y), theme.TEXT_DIM)
            text.blit(panel, cp.pattern.name, fs, (cols[1], y), theme.TEXT, True)
            text.blit(panel, cp.pattern.name_zh, fs, (cols[2], y), theme.TEXT)
            pts = f"{cp.points} × {cp.count}" if cp.count > 1 else f"{cp.points}"
            text.blit(panel, pts, fs, (cols[3], y), theme.GOLD, True, "topright")
            y += lh
        pygame.draw.line(panel, theme.PANEL_EDGE, (x, y + 2), (cols[3], y + 2), 1)
        y += int(8 * s)
        if score.limit == "listed":
            text.blit(
                panel, "Limit hand: the highest listed limit pattern alone counts.", int(14 * s), (x, y), theme.TEXT_DIM
            )
            y += int(20 * s)
        elif score.limit == "compound":
            text.blit(
                panel,
                f"The patterns add up to {score.raw_total}: capped at the limit of {self.ctl.ruleset.limit}.",
                int(14 * s),
                (x, y),
                theme.TEXT_DIM,
            )
            y += int(20 * s)
        text.blit(panel, "Total", int(19 * s), (cols[1], y), theme.TEXT, True)
        text.blit(panel, str(score.total), int(19 * s), (cols[3], y), theme.HIGHLIGHT, True, "topright")
        y += int(28 * s)
        if score.alternative_total is not None and score.alternative_total < score.total:
            text.blit(
                panel,
                f"Another arrangement of these tiles would score only {score.alternative_total}; the best one counts.",
                int(14 * s),
                (x, y),
                theme.TEXT_DIM,
            )
            y += int(20 * s)
        return y

    def draw_all_hands(
        self, panel: pygame.Surface, names: tuple[str, ...], x: int, s: float, win: WinResult | None, top: int
    ) -> None:
        assert self.app is not None
        art, text = self.app.art, self.app.text
        state = self.ctl.state
        tw = int(30 * s)
        th = int(tw * 1.36)
        lh = th + int(10 * s)
        top = min(top, self.rect.h - int(16 * s) - 4 * lh - int(58 * s))
        text.blit(panel, "All hands", int(17 * s), (x, top - int(26 * s)), theme.GOLD, True)
        for i, seat in enumerate(SEATS):
            y = top + i * lh
            winner = win is not None and any(w.winner is seat for w in self.hand.result.wins)
            label = f"{WIND_ZH[seat.value]} {names[seat.index]}"
            text.blit(
                panel,
                label,
                int(15 * s),
                (x, y + th // 2),
                theme.HIGHLIGHT if winner else theme.TEXT,
                winner,
                "midleft",
            )
            tx = x + int(150 * s)
            for code in state.hands[seat.index]:
                panel.blit(art.face(code.value, tw, th), (tx, y))
                tx += tw
            if winner and win is not None and win.hand.winning is not None and not win.self_drawn:
                tx += int(6 * s)
                panel.blit(art.face(win.hand.winning.value, tw, th), (tx, y))
                pygame.draw.rect(panel, theme.HIGHLIGHT, (tx, y, tw, th - 3), 2, border_radius=4)
                tx += tw
            for meld in state.melds[seat.index]:
                tx += int(8 * s)
                for j, t in enumerate(meld.tiles):
                    face = art.back(tw, th) if meld.is_concealed and j in (0, 3) else art.face(t.value, tw, th)
                    panel.blit(face, (tx, y))
                    tx += tw
            for b in state.bonus[seat.index]:
                tx += int(4 * s)
                panel.blit(art.face(b.value, tw, th), (tx, y))
                tx += tw
