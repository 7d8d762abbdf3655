"""A short rules reference in our own words (ZJ §1-§6) and the chosen ruleset's differences, scrollable."""

from __future__ import annotations

import pygame

from zjgame.rules.ruleset import RULESETS
from zjgame.ui import theme
from zjgame.ui.input import Wheel
from zjgame.ui.scene import Scene
from zjgame.ui.widgets import Button

RULES_TEXT = """How to play
Four players, 136 tiles: characters, dots and bamboo numbered 1 to 9, four winds and three dragons, four of each. Everyone holds 13 tiles; on your turn you draw one and discard one. The dealer (East) starts with 14.

Winning
A complete hand is four sets and a pair. A set is a chow (three in a row of one suit), a pung (three alike) or a kong (four alike, which draws you a replacement tile). Seven Pairs and Thirteen Terminals are the two special shapes.

Claiming discards
Anyone may claim a discard to win, or to make a pung or an exposed kong. Only the next player may claim it for a chow. A win beats a pung or kong, which beats a chow. If two players want to win on the same tile, the first in turn order after the discarder takes it. After a pung or chow you discard at once.

Scoring
A hand scores the sum of its patterns (44 in all): one suit, all triplets, honour tiles, identical sets and so on. Within one family of patterns only the best counts. A hand with no pattern is a chicken hand worth 1. The limit is 320.

Paying
The winner collects three times the hand's value. On a self-drawn win each opponent pays the value. On a discard worth more than 25 the two others pay 25 each and the player responsible pays the rest. Responsible is whoever first threw the winning tile since the winner's own last discard; a player who only followed with the same tile is immune.

The wall
Fourteen tiles always stay in the dead wall. When the live wall runs out and nobody wins on the last discard the hand is drawn: nobody pays.

Keys
Click a tile to select it, click again (or double-click) to discard; Enter discards the selected tile. Arrow keys move the selection. In a claim window: W win, K kong, P pung, C chow (1-3 when there are several), Space passes. Esc opens the game menu. M mutes the sound, F11 switches full screen."""


class RulesScene(Scene):
    name = "rules"

    def __init__(self) -> None:
        super().__init__()
        self.scroll = 0
        self.lines: list[tuple[str, bool]] = []

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        assert self.app is not None
        s = self.scale()
        w, h = size
        width = int(min(w * 0.8, 900 * s))
        self.lines = []
        body = RULES_TEXT + "\n\nRulesets"
        for para in body.split("\n"):
            if para and len(para) < 30:
                self.lines.append((para, True))
                continue
            for line in self.app.text.wrap(para, int(16 * s), width):
                self.lines.append((line, False))
        for ruleset in RULESETS.values():
            self.lines.append((ruleset.title, True))
            for line in self.app.text.wrap(ruleset.summary, int(16 * s), width):
                self.lines.append((line, False))
            for change in ruleset.changes:
                for line in self.app.text.wrap("• " + change, int(16 * s), width):
                    self.lines.append((line, False))
        bw = int(160 * s)
        self.buttons = [
            Button(
                "back",
                "Back",
                pygame.Rect(w // 2 - bw // 2, h - int(64 * s), bw, int(46 * s)),
                (pygame.K_ESCAPE, pygame.K_RETURN),
                "Esc",
                "primary",
            )
        ]

    def handle(self, intent) -> None:  # type: ignore[no-untyped-def]
        if isinstance(intent, Wheel):
            self.scroll = max(0, self.scroll - intent.dy * 3)
            return
        super().handle(intent)

    def on_key(self, intent) -> None:  # type: ignore[no-untyped-def]
        if intent.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += 3 if intent.key == pygame.K_DOWN else 15
        elif intent.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - (3 if intent.key == pygame.K_UP else 15))
        else:
            super().on_key(intent)

    def on_button(self, name: str) -> None:
        self.on_back()

    def on_back(self) -> None:
        assert self.app is not None
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        self.draw_background(surface)
        s = self.scale()
        w, h = surface.get_size()
        panel = pygame.Rect(int(w * 0.06), int(h * 0.04), int(w * 0.88), int(h * 0.92) - int(70 * s))
        theme.draw_panel(surface, panel, 18, 215)
        lh = int(23 * s)
        visible = max(1, (panel.h - int(40 * s)) // lh)
        self.scroll = min(self.scroll, max(0, len(self.lines) - visible))
        x = w // 2 - int(min(w * 0.8, 900 * s)) // 2
        y = panel.top + int(20 * s)
        for line, head in self.lines[self.scroll : self.scroll + visible]:
            self.app.text.blit(
                surface, line, int(19 * s) if head else int(16 * s), (x, y), theme.GOLD if head else theme.TEXT, head
            )
            y += lh
        if len(self.lines) > visible:
            self.app.text.blit(
                surface,
                "scroll: wheel / arrows",
                int(12 * s),
                (panel.right - 12, panel.bottom - 8),
                theme.TEXT_DIM,
                False,
                "bottomright",
            )
        self.draw_buttons(surface)
