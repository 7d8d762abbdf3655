"""The review of your decisions against the advisor's, hand by hand (an overlay).

Two ways in:

- **after a hand in practice mode** (the table pushes it after the score panel with the practice layer):
  ``Push("practice-review", layer=<PracticeLayer>)``: the decisions noted as you played, and the hand's rulings;
- **for any game, from its record** (the score panel's Review button; the final standings, the history and the
  statistics scenes):

      Push("practice-review", record=<record>, hand=<n>, player=<i>)

  ``record``: the game record (``GameController.record()``, a parsed ``GameRecord``, or the JSON text of a
  kept game); ``hand``: the 1-based hand to open at (default 1; Left/Right and the buttons move between hands);
  ``player``: whose decisions (the index in the record's ``players``; default the human, else player 0). Each
  hand is replayed through the engine and the advisor is asked at each of that player's decisions from that
  player's view (``zjgame.practice.record_review``), when the hand is first shown. A record the engine refuses
  gives a one-line notice instead of a crash.

Sentences are drawn whole with tile pictures (``zjgame.ui.richtext``); Up/Down scroll by sentence. The scene
pops with no result: the scene beneath (``on_return("practice-review")``) goes on.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from zjgame.engine.errors import RecordError
from zjgame.engine.record import GameRecord
from zjgame.i18n import _
from zjgame.practice.record_review import RecordReview
from zjgame.safe_read import InputError
from zjgame.ui.input import KeyPress
from zjgame.ui.practice_draw import titled_panel
from zjgame.ui.richtext import RichText
from zjgame.ui.routes import Pop
from zjgame.ui.scene import Scene
from zjgame.ui.widgets import Button, button_width

if TYPE_CHECKING:
    from zjgame.ui.practice_layer import PracticeLayer


class PracticeReviewScene(Scene):
    """Your decisions next to the advisor's, for the hand just played (``layer``) or any hand of a record."""

    overlay = True
    name = "practice-review"

    def __init__(
        self,
        layer: PracticeLayer | None = None,
        record: GameRecord | Mapping[str, Any] | str | None = None,
        hand: int = 1,
        player: int | None = None,
    ) -> None:
        super().__init__()
        self.layer = layer
        self.review: RecordReview | None = None
        self.error = ""
        if layer is None and record is not None:
            try:
                self.review = RecordReview(record, player)
            except (RecordError, InputError, ValueError, KeyError, TypeError) as err:
                self.error = _("This game cannot be reviewed: {reason}").format(reason=str(err)[:160])
        elif layer is None:
            self.error = _("There is no game to review.")
        count = len(self.review) if self.review is not None else 1
        self.hand = max(0, min(count - 1, hand - 1))
        self.scroll = 0
        self._shot = False
        self.rect = pygame.Rect(0, 0, 10, 10)

    @property
    def hands(self) -> int:
        return len(self.review) if self.review is not None else 1

    def lines(self) -> list[str]:
        """The sentences shown: the summary, each decision, then the hand's rulings."""
        if self.error:
            return [self.error]
        if self.review is not None:
            reviewed = self.review.hand(self.hand)
            return [*reviewed.summary, _("Rulings of the hand:"), *reviewed.rulings]
        assert self.layer is not None
        out = list(self.layer.review.summary())
        if self.layer.you is not None:
            out += [_("Rulings of the hand:"), *self.layer.log.texts()]
        return out

    def title(self) -> str:
        if self.review is not None and self.hands > 1:
            return _("Review of hand {n} of {total}: your decisions and the advisor's").format(
                n=self.hand + 1, total=self.hands
            )
        return _("Hand review: your decisions and the advisor's")

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale()
        w, h = size
        bh = max(28, int(44 * s))
        self.rect = pygame.Rect(int(w * 0.06), int(h * 0.05), int(w * 0.88), int(h * 0.9))
        y = self.rect.bottom - bh - int(14 * s)
        right = self.rect.right - int(18 * s)
        buttons = []
        specs: list[tuple[str, str, tuple[int, ...], str, str]] = [
            ("close", _("Continue"), (pygame.K_RETURN, pygame.K_ESCAPE), "Enter", "primary")
        ]
        if self.review is not None and self.hands > 1:
            if self.hand + 1 < self.hands:
                specs.append(("next", _("Next hand"), (pygame.K_RIGHT,), "Right", "normal"))
            if self.hand > 0:
                specs.append(("prev", _("Previous hand"), (pygame.K_LEFT,), "Left", "normal"))
        for name, label, keys, hint, style in specs:
            width = button_width(self.app.text, label, hint, bh) if self.app is not None else int(200 * s)
            rect = pygame.Rect(right - width, y, width, bh)
            buttons.append(Button(name, label, rect, keys, hint, style))
            right = rect.left - int(12 * s)
        self.buttons = buttons

    def update(self, dt: float) -> None:
        if self.app is not None and not self._shot:
            self._shot = True
            self.app.screenshot("practice-review")

    def animating(self) -> bool:
        return not self._shot  # nothing moves here once its picture is taken

    def on_button(self, name: str) -> None:
        if name == "close":
            self.on_back()
        elif name in ("next", "prev"):
            self.show_hand(self.hand + (1 if name == "next" else -1))

    def show_hand(self, index: int) -> None:
        self.hand = max(0, min(self.hands - 1, index))
        self.scroll = 0
        self.layout(self.size)

    def on_back(self) -> None:
        if self.app is not None and self.app.top is self:
            self.app.go(Pop())  # the scene beneath goes on (``on_return("practice-review")``)

    def on_key(self, intent: KeyPress) -> None:
        if intent.key in (pygame.K_DOWN, pygame.K_UP):
            last = max(0, len(self.lines()) - 1)
            self.scroll = max(0, min(last, self.scroll + (1 if intent.key == pygame.K_DOWN else -1)))
        else:
            super().on_key(intent)

    def body(self) -> tuple[pygame.Rect, int]:
        """The box the sentences go in and their font size."""
        s = self.scale()
        top = self.rect.top + int(10 * s) + int(max(12, int(18 * s)) * 1.5)
        bottom = self.rect.bottom - max(28, int(44 * s)) - int(24 * s)
        box = pygame.Rect(self.rect.left + int(18 * s), top, self.rect.w - int(36 * s), bottom - top)
        return box, max(11, int(14 * s))

    def visible(self, rich: RichText) -> tuple[list[str], bool]:
        """The whole sentences that fit from the scroll position, and whether more follow."""
        box, size = self.body()
        gap = max(2, int(3 * self.scale()))
        lines = self.lines()[self.scroll :]
        shown: list[str] = []
        used = 0
        for line in lines:
            h = rich.height(line, size, box.w) + gap
            if used + h > box.h:
                break
            shown.append(line)
            used += h
        return shown, len(shown) < len(lines)

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        s = self.scale()
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        titled_panel(surface, self.app.text, self.rect, self.title(), s, 248)
        rich = RichText(self.app.text, self.app.art, self.app.settings.tile_labels)
        box, size = self.body()
        shown, more = self.visible(rich)
        rich.draw_lines(surface, shown, size, box.topleft, box.w, gap=max(2, int(3 * s)))
        if more or self.scroll:
            hint = _("Up/Down: more")
            self.app.text.blit(
                surface, hint, max(10, int(12 * s)), (box.left, self.rect.bottom - int(30 * s)), (176, 196, 184)
            )
        self.draw_buttons(surface)
