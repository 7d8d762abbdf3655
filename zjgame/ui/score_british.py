"""The score panel's page for a scoring system that scores every hand (classic British, B4-B5): the four hands
side by side, each with its tiles and its items (points, doubles, the doubling arithmetic and the limit), then
the settlement as a small table (who pays whom how much: the winner's receipts, the losers' differences, East's
double) and each seat's net for the hand and the game.

Everything comes from the engine's ``WinResult`` (``score``, ``losers``, ``settlement``) and the hand's
totals; the words are ``score_text``'s. Sizes come from the font metrics of the text size in use: a block's
items shrink, then split into two columns, before anything would be cut, so the page stays readable from
800x540 to 1920x1080. Owns ``BritishPage``: ``render`` draws the page into the panel and keeps the boxes it
drew in ``regions`` (the tests read them).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from zjgame.engine.result import WinResult
from zjgame.engine.words import Voice
from zjgame.i18n import _
from zjgame.rules.hand import Hand
from zjgame.rules.seats import SEATS, Seat
from zjgame.scoring import ScoreResult
from zjgame.ui import theme
from zjgame.ui.prewarm import tile_sets
from zjgame.ui.richtext import RichText
from zjgame.ui.score_text import WIND_ZH, arithmetic_text, item_rows, payment_rows, settlement_summary
from zjgame.ui.tileart import TileArt


@dataclass(frozen=True)
class SeatBlock:
    seat: Seat
    hand: Hand
    score: ScoreResult
    winner: bool


def seat_blocks(win: WinResult) -> list[SeatBlock]:
    """The winner first, then the losers in turn order after the winner (B4: every hand is scored)."""
    out = [SeatBlock(win.winner, win.hand, win.score, True)]
    losers = {x.seat: x for x in win.losers}
    for seat in win.winner.after():
        loser = losers.get(seat)
        if loser is not None:
            out.append(SeatBlock(seat, loser.hand, loser.score, False))
    return out


class BritishPage:
    """Draws one British win: four hand blocks in a 2 x 2 grid above the settlement strip."""

    def __init__(self, text: theme.TextCache, art: TileArt, labels: bool = False) -> None:
        self.text = text
        self.art = art
        self.labels = labels
        self.rich = RichText(text, art, labels, tile_height=1.2)  # item lines stay one text line tall
        self.regions: dict[str, pygame.Rect] = {}
        self.item_size = 0  # the font size the items were drawn at (the tests read it)
        self.tile = (26, 35)  # the hands' tile size (``tile_size``)
        self.columns = 1  # items in one column, or two where one would need too small a font

    def render(
        self,
        panel: pygame.Surface,
        win: WinResult,
        names: Sequence[str],
        voice: Voice,
        top: int,
        bottom: int,
        hand_nets: Sequence[int],
        game_totals: Sequence[int],
        s: float,
        east_double: bool,
        window: tuple[int, int] = (1280, 800),
    ) -> None:
        """Draw from ``top`` to ``bottom`` (panel coordinates): the blocks, then the settlement strip.
        ``hand_nets``/``game_totals``: by seat index (the game's as shown: B6 tallies from 2,000)."""
        self.regions = {}
        pad = int(24 * s)
        width = panel.get_width() - 2 * pad
        strip_h = self.strip_height(win, s)
        grid_bottom = bottom - strip_h - int(10 * s)
        blocks = seat_blocks(win)
        gap = int(12 * s)
        bw = (width - gap) // 2
        bh = (grid_bottom - top - gap) // 2
        self.tile = self.tile_size(blocks, bw - int(20 * s), s, window)
        size = self.fit_items(blocks, bw, bh, s)
        self.item_size = size
        for k, block in enumerate(blocks):
            col, row = k % 2, k // 2
            rect = pygame.Rect(pad + col * (bw + gap), top + row * (bh + gap), bw, bh)
            self.draw_block(panel, block, rect, names, size, s)
            self.regions[f"block-{block.seat.value}"] = rect
        strip = pygame.Rect(pad, bottom - strip_h, width, strip_h)
        self.draw_settlement(panel, win, names, voice, strip, hand_nets, game_totals, s, east_double)
        self.regions["settlement"] = strip

    # -- sizes -----------------------------------------------------------------------------------------------
    def head_height(self, s: float) -> int:
        return int(max(11, int(15 * s)) * 1.4)

    def tiles_height(self, s: float) -> int:
        return self.tile[1] + int(6 * s)

    @staticmethod
    def tile_size(blocks: Sequence[SeatBlock], width: int, s: float, window: tuple[int, int]) -> tuple[int, int]:
        """One tile size for the four hands: the largest upright size the window renders ahead of time
        (``prewarm.tile_sets``: no frame renders a whole set cold) that is no wider than the score panel's
        hand tiles and lets the longest hand fit its block."""
        most = max(len(b.hand.tiles) + len(b.hand.bonus) + sum(1 for m in b.hand.melds if m.is_kong) for b in blocks)
        groups = 2 + max(len(b.hand.melds) for b in blocks) + 2
        fit = (width - groups * max(3, int(6 * s))) // max(1, most)
        sizes = sorted({(t.width, t.height) for t in tile_sets(window) if t.faces and t.turns == 0}, reverse=True)
        for w, h in sizes:
            if w <= min(fit, int(30 * s)):
                return w, h
        w = max(8, fit)
        return w, int(w * 1.36)

    def item_lines(self, block: SeatBlock) -> list[tuple[str, str]]:
        rows = item_rows(block.score)
        rows.append((arithmetic_text(block.score), ""))
        return rows

    def fit_items(self, blocks: Sequence[SeatBlock], bw: int, bh: int, s: float) -> int:
        """The item font: the largest (19 px at 1280x800) at which every block's items fit its box in one column,
        down to 13 px at that scale; below that, the largest at which they fit in two columns (down to 9 px)."""
        room = bh - self.head_height(s) - self.tiles_height(s) - int(8 * s)
        most = max(len(self.item_lines(b)) for b in blocks)
        top, floor = max(9, int(19 * s)), max(9, int(13 * s))
        for size in range(top, floor - 1, -1):
            if most * int(size * 1.3) <= room:
                self.columns = 1
                return size
        self.columns = 2
        for size in range(top, 8, -1):
            if (most + 1) // 2 * int(size * 1.3) <= room:
                return size
        return 9

    def strip_height(self, win: WinResult, s: float) -> int:
        rows = max(len(payment_rows(win, ())), 4)
        return int(max(10, int(14 * s)) * 1.45) * (rows + 1) + int(34 * s)

    # -- drawing ---------------------------------------------------------------------------------------------
    def draw_block(
        self, panel: pygame.Surface, block: SeatBlock, rect: pygame.Rect, names: Sequence[str], size: int, s: float
    ) -> None:
        theme.draw_panel(panel, rect, int(8 * s), 150)
        x0 = rect.left + int(10 * s)
        y = rect.top + int(4 * s)
        hs = max(11, int(15 * s))
        colour = theme.HIGHLIGHT if block.winner else theme.TEXT
        role = _("winner") if block.winner else _("loser")
        head = f"{WIND_ZH[block.seat.value]} {names[block.seat.index]}"
        r = self.text.blit(panel, head, hs, (x0, y), colour, True)
        self.text.blit(
            panel,
            role,
            max(9, int(12 * s)),
            (r.right + int(8 * s), r.bottom - int(2 * s)),
            theme.TEXT_DIM,
            False,
            "bottomleft",
        )
        total = self.text.render(str(block.score.total), hs, colour, True)
        panel.blit(total, total.get_rect(topright=(rect.right - int(10 * s), y)))
        y += self.head_height(s)
        self.draw_tiles(panel, block.hand, x0, y, rect.w - int(20 * s), s)
        y += self.tiles_height(s)
        lines = self.item_lines(block)
        lh = int(size * 1.3)
        columns = 1 if self.columns == 1 or len(lines) * lh <= rect.bottom - y - int(4 * s) else 2
        per = len(lines) if columns == 1 else (len(lines) + 1) // 2
        col_w = (rect.w - int(20 * s)) // columns - (int(10 * s) if columns == 2 else 0)
        for i, (name, amount) in enumerate(lines):
            c, k = divmod(i, per)
            cx = x0 + c * (col_w + int(20 * s))
            cy = y + k * lh
            last = i == len(lines) - 1
            amount_w = self.text.size(amount, size, True)[0] if amount else 0
            self.fit_line(
                panel, name, size, (cx, cy), col_w - amount_w - int(6 * s), theme.GOLD if last else theme.TEXT
            )
            if amount:
                self.text.blit(panel, amount, size, (cx + col_w, cy), theme.GOLD, True, "topright")

    def fit_line(
        self, panel: pygame.Surface, line: str, size: int, pos: tuple[int, int], width: int, colour: theme.Color
    ) -> None:
        """One item on one line: its font shrinks (to 8 px) rather than run into the amount."""
        while size > 8 and self.rich.width(line, size) > width:
            size -= 1
        lh = self.rich.line_height(size, False)
        y = pos[1] + max(0, (int((size + 1) * 1.3) - lh) // 2)
        self.rich.draw(panel, line, size, (pos[0], y), max(width, self.rich.width(line, size) + 1), colour)

    def draw_tiles(self, panel: pygame.Surface, hand: Hand, x: int, y: int, width: int, s: float) -> None:
        """Concealed tiles, the declared melds (framed), the winning tile apart (framed gold), bonus tiles."""
        groups: list[tuple[tuple[str, ...], str]] = [(tuple(t.value for t in hand.concealed), "")]
        for meld in hand.melds:
            groups.append((tuple(t.value for t in meld.tiles), "concealed" if meld.is_concealed else "meld"))
        if hand.winning is not None:
            groups.append(((hand.winning.value,), "winning"))
        if hand.bonus:
            groups.append((tuple(t.value for t in hand.bonus), "bonus"))
        gap = max(3, int(6 * s))
        tw, th = self.tile
        for codes, kind in groups:
            if not codes:
                continue
            if kind == "meld":
                pygame.draw.rect(panel, (60, 90, 76), (x - 2, y - 2, len(codes) * tw + 4, th + 4), border_radius=4)
            for i, code in enumerate(codes):
                face = (
                    self.art.back(tw, th)
                    if kind == "concealed" and i in (0, 3)
                    else self.art.face(code, tw, th, self.labels)
                )
                panel.blit(face, (x + i * tw, y))
            if kind == "winning":
                pygame.draw.rect(panel, theme.HIGHLIGHT, (x, y, tw, th - max(2, th // 10)), 2, border_radius=4)
            x += len(codes) * tw + gap

    def draw_settlement(
        self,
        panel: pygame.Surface,
        win: WinResult,
        names: Sequence[str],
        voice: Voice,
        strip: pygame.Rect,
        hand_nets: Sequence[int],
        game_totals: Sequence[int],
        s: float,
        east_double: bool,
    ) -> None:
        """Left: each payment (payer, payee, amount, why, East's double); right: each seat's net for the hand
        and the game."""
        fs = max(10, int(14 * s))
        lh = int(fs * 1.45)
        x, y = strip.left, strip.top
        self.text.blit(panel, _("Settlement"), max(12, int(18 * s)), (x, y), theme.GOLD, True)
        self.text.blit(
            panel,
            settlement_summary(east_double),
            max(9, int(12 * s)),
            (x + int(120 * s), y + int(5 * s)),
            theme.TEXT_DIM,
        )
        y += int(28 * s)
        left_w = int(strip.w * 0.62)
        cols = (0, int(left_w * 0.26), int(left_w * 0.52), int(left_w * 0.66))
        for head, cx in zip((_("pays"), _("to"), _("amount"), _("why")), cols):
            anchor = "topright" if head == _("amount") else "topleft"
            self.text.blit(
                panel,
                head,
                max(9, int(11 * s)),
                (x + cx + (int(50 * s) if anchor == "topright" else 0), y),
                theme.TEXT_DIM,
                False,
                anchor,
            )
        y += int(lh * 0.9)
        for payer, payee, amount, why in payment_rows(win, names):
            self.text.blit(panel, payer, fs, (x + cols[0], y), theme.TEXT)
            self.text.blit(panel, payee, fs, (x + cols[1], y), theme.TEXT)
            self.text.blit(panel, str(amount), fs, (x + cols[2] + int(50 * s), y), theme.GOLD, True, "topright")
            self.fit_line(panel, why, fs, (x + cols[3], y), left_w - cols[3], theme.TEXT_DIM)
            y += lh
        # nets
        nx = strip.left + left_w + int(24 * s)
        ny = strip.top + int(28 * s)
        c_hand, c_game = nx + int(190 * s), nx + int(290 * s)
        self.text.blit(panel, _("hand"), max(9, int(11 * s)), (c_hand, ny), theme.TEXT_DIM, False, "topright")
        self.text.blit(panel, _("game"), max(9, int(11 * s)), (c_game, ny), theme.TEXT_DIM, False, "topright")
        ny += int(lh * 0.9)
        for seat in SEATS:
            net = hand_nets[seat.index]
            self.text.blit(panel, f"{WIND_ZH[seat.value]} {names[seat.index]}", fs, (nx, ny), theme.TEXT, True)
            colour = theme.GOLD if net > 0 else theme.RED if net < 0 else theme.TEXT_DIM
            self.text.blit(panel, f"{net:+,d}" if net else "0", fs, (c_hand, ny), colour, True, "topright")
            self.text.blit(panel, f"{game_totals[seat.index]:,}", fs, (c_game, ny), theme.TEXT_DIM, False, "topright")
            ny += lh
        self.regions["nets"] = pygame.Rect(nx, strip.top, c_game - nx, ny - strip.top)
