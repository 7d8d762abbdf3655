"""The hand review overlay of practice mode, shown after the score panel: your decisions next to the
advisor's (``zjgame.practice.review``), then the rulings of the hand in order."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from zjgame.i18n import _
from zjgame.ui.input import KeyPress
from zjgame.ui.practice_draw import titled_panel
from zjgame.ui.richtext import RichText
from zjgame.ui.routes import Pop
from zjgame.ui.scene import Scene
from zjgame.ui.widgets import Button

if TYPE_CHECKING:
    from zjgame.ui.practice_layer import PracticeLayer


class PracticeReviewScene(Scene):
    """The hand review overlay at the end of a hand: your decisions next to the advisor's."""

    overlay = True
    name = "practice-review"

    def __init__(self, layer: PracticeLayer) -> None:
        super().__init__()
        self.layer = layer
        self.scroll = 0
        self._shot = False

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale()
        w, h = size
        bw, bh = int(200 * s), int(44 * s)
        self.rect = pygame.Rect(int(w * 0.08), int(h * 0.06), int(w * 0.84), int(h * 0.86))
        self.buttons = [
            Button(
                "close",
                "Continue",
                pygame.Rect(self.rect.right - bw - int(18 * s), self.rect.bottom - bh - int(14 * s), bw, bh),
                (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE),
                "Enter",
                "primary",
            )
        ]

    def update(self, dt: float) -> None:
        if self.app is not None and not self._shot:
            self._shot = True
            self.app.screenshot("practice-review")

    def animating(self) -> bool:
        return not self._shot  # nothing moves here once its picture is taken

    def on_button(self, name: str) -> None:
        if name == "close":
            self.on_back()

    def on_back(self) -> None:
        if self.app is not None and self.app.top is self:
            self.app.go(Pop())  # the table goes on (``on_return("practice-review")``)

    def on_key(self, intent: KeyPress) -> None:
        if intent.key in (pygame.K_DOWN, pygame.K_UP):
            self.scroll = max(0, self.scroll + (1 if intent.key == pygame.K_DOWN else -1))
        else:
            super().on_key(intent)

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        s = self.scale()
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        y = titled_panel(surface, self.app.text, self.rect, _("Hand review: your decisions and the advisor's"), s, 248)
        lines = list(self.layer.review.summary())
        if self.layer.you is not None:
            lines += [_("Rulings of the hand:"), *self.layer.log.texts()]
        rich = RichText(self.app.text, self.app.art, self.app.settings.tile_labels)
        rich.draw_lines(
            surface,
            lines[self.scroll :],
            max(11, int(14 * s)),
            (self.rect.left + int(18 * s), y),
            self.rect.w - int(36 * s),
            max_y=self.rect.bottom - int(64 * s),
            gap=max(2, int(3 * s)),
        )
        self.draw_buttons(surface)
