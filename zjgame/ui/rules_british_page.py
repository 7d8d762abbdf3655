"""The rules screen's British page (issue 12): the content of ``zjgame.practice.rules_british`` drawn on one tall
surface that the rules scene scrolls: the sets table, the pair and bonus tiles, the winner's bonuses, the doubles,
the settlement with B5's worked example (the four hands drawn in tiles, scored and settled by the game), the
Standing Hand, and the decisions, then more example hands, each drawn and scored by the real scorer.

Owns ``british_page`` and its table, text and hand drawing. Not: the content (``rules_british``) or scrolling (the
scene).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from zjgame.i18n import _, ngettext, pgettext
from zjgame.names import wind_name
from zjgame.practice import rules_british as RB
from zjgame.rules.hand import Hand
from zjgame.rules.seats import SEATS
from zjgame.scoring import HandOutcome, ScoreResult, WinClaim, settle_hand
from zjgame.ui import theme
from zjgame.ui.practice_draw import draw_hand
from zjgame.ui.tileart import TileArt

MAX_HEIGHT = 12000


class _Page:
    """A tall surface written top to bottom."""

    def __init__(self, text: theme.TextCache, art: TileArt, width: int, s: float) -> None:
        self.text, self.art, self.width, self.s = text, art, width, s
        self.surface = pygame.Surface((width, MAX_HEIGHT), pygame.SRCALPHA)
        self.y = int(6 * s)
        self.size = max(12, int(17 * s))
        self.small = max(11, int(14 * s))

    def heading(self, title: str) -> None:
        s = self.s
        size = int(self.size * 1.2)
        self.y += int(8 * s)
        self.text.blit(self.surface, title, size, (int(8 * s), self.y), theme.GOLD, True)
        self.y += self.text.line_height(size) + int(4 * s)

    def lines(self, lines: Sequence[str], size: int | None = None, color: theme.Color = theme.TEXT) -> None:
        size = size or self.size
        s = self.s
        for line in lines:
            for part in self.text.wrap(line, size, self.width - int(48 * s)):
                self.text.blit(self.surface, part, size, (int(24 * s), self.y), color)
                self.y += self.text.line_height(size)
            self.y += int(4 * s)

    def table(self, head: Sequence[str], rows: Sequence[Sequence[str]], wrap_last: bool = False) -> None:
        """Columns as wide as their text (the last one wraps in what is left, when ``wrap_last``)."""
        s, text, size = self.s, self.text, self.small
        x0 = int(24 * s)
        pad = int(16 * s)
        cols = len(head)
        widths = [max(text.size(str(r[i]), size, i == 0)[0] for r in [head, *rows]) + pad for i in range(cols)]
        if wrap_last:
            widths[-1] = max(int(120 * s), self.width - x0 - int(24 * s) - sum(widths[:-1]))
        lh = text.line_height(size)
        x = x0
        for i, h in enumerate(head):
            text.blit(self.surface, h, size, (x, self.y), theme.GOLD, True)
            x += widths[i]
        self.y += lh + int(2 * s)
        for r_i, row in enumerate(rows):
            cells = [
                text.wrap(str(v), size, widths[i] - pad) if (wrap_last and i == cols - 1) else [str(v)]
                for i, v in enumerate(row)
            ]
            height = max(len(c) for c in cells) * lh
            if r_i % 2 == 0:
                band = pygame.Rect(x0 - int(6 * s), self.y - int(1 * s), sum(widths) + int(6 * s), height + int(2 * s))
                pygame.draw.rect(self.surface, (255, 255, 255, 14), band, border_radius=4)
            x = x0
            for i, cell in enumerate(cells):
                for k, part in enumerate(cell):
                    color = theme.HIGHLIGHT if 0 < i < cols - (1 if wrap_last else 0) else theme.TEXT
                    text.blit(self.surface, part, size, (x, self.y + k * lh), color, i == 0)
                x += widths[i]
            self.y += height + int(2 * s)
        self.y += int(6 * s)

    def hand(self, example: RB.BritishExample, result: ScoreResult) -> None:
        """An example: its caption, the hand in tiles (bonus tiles after it), and what the scorer says."""
        s = self.s
        self.lines([_(example.caption)], self.small, theme.TEXT_DIM)
        th = max(26, int(38 * s))
        tw = int(th * 0.74)
        hand = example.parsed()
        x = draw_hand(self.surface, self.art, hand, int(24 * s), self.y, tw, th)
        draw_bonus(self.surface, self.art, hand, x + int(8 * s), self.y, tw, th)
        self.y += th + int(8 * s)
        self.lines([score_sentence(example, result)], self.small)
        self.y += int(4 * s)

    def done(self) -> pygame.Surface:
        height = min(MAX_HEIGHT, self.y + int(10 * self.s))
        return self.surface.subsurface(pygame.Rect(0, 0, self.width, height)).copy()


def draw_bonus(surface: pygame.Surface, art: TileArt, hand: Hand, x: int, y: int, tw: int, th: int) -> int:
    """The hand's flowers and seasons, set apart after it; the x after the last."""
    for tile in hand.bonus:
        surface.blit(art.face(tile.value, tw, th), (x, y))
        x += tw + 2
    return x


def score_sentence(example: RB.BritishExample, result: ScoreResult) -> str:
    """What the scorer says of an example, in one sentence (numbers from the result itself)."""
    basic = getattr(result, "basic", None)
    doubles = getattr(result, "doubles", None)
    seat = wind_name(example.seat)
    if basic is not None and doubles is not None:
        return ngettext(
            "{seat}: {basic} basic points, {doubles} double: {total} points.",
            "{seat}: {basic} basic points, {doubles} doubles: {total} points.",
            doubles,
        ).format(seat=seat, basic=basic, doubles=doubles, total=result.total)
    return ngettext("{seat}: {total} point.", "{seat}: {total} points.", result.total).format(
        seat=seat, total=result.total
    )


def british_page(text: theme.TextCache, art: TileArt, width: int, s: float) -> pygame.Surface:
    page = _Page(text, art, width, s)
    page.heading(_("Sets (every hand)"))
    page.table((_("Set"), _("Exposed"), _("Concealed")), RB.sets_table())
    page.heading(_("The pair and bonus tiles"))
    page.lines(RB.pair_and_bonus_lines())
    page.heading(_("The winner's bonuses"))
    page.table((_("Bonus"), _("Points"), _("When")), RB.winner_bonus_table(), wrap_last=True)
    page.heading(_("Doubles"))
    page.lines([_("The basic points are doubled once for each double: 1 double x2, 2 doubles x4, 3 doubles x8.")])
    page.table((_("Double"), _("Doubles"), _("Note")), RB.doubles_table(), wrap_last=True)
    page.heading(_("Settlement"))
    page.lines([_(line) for line in RB.SETTLEMENT])
    page.heading(_("Worked example: every hand scored and settled"))
    results = [RB.score_example(e) for e in RB.SETTLEMENT_EXAMPLE]
    for example, result in zip(RB.SETTLEMENT_EXAMPLE, results):
        page.hand(example, result)
    winner = RB.SETTLEMENT_EXAMPLE[0]
    claim = WinClaim(winner.seat, results[0], winner.context(), None, (), winner.parsed().winning)
    losers = {e.seat: r for e, r in zip(RB.SETTLEMENT_EXAMPLE[1:], results[1:])}
    nets = settle_hand(RB.british(), HandOutcome(wins=(claim,), losers=losers)).nets
    parts = pgettext("list separator", ", ").join(
        _("{seat} {points:+d}").format(seat=wind_name(seat), points=nets[seat.index]) for seat in SEATS
    )
    page.lines([_("Net for the hand: {nets}.").format(nets=parts)])
    page.heading(_("Standing Hand"))
    page.lines([_(line) for line in RB.STANDING_HAND])
    page.heading(_("The game's decisions where the rules are silent"))
    page.lines([_(line) for line in RB.DECISIONS])
    page.heading(_("More examples"))
    for example in RB.EXAMPLES:
        page.hand(example, RB.score_example(example))
    return page.done()
