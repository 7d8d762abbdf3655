"""The table scene with the practice layer wired in (``PracticeLayer``): the same table, plus the teaching
layers in practice mode and the short "why your claim lost" notice in every game.

A subclass, so the table scene itself stays the UI helper's: the new-game scene (and ``Continue``) create a
``PracticeTableScene`` instead of a ``TableScene``; every hook is one call into the layer.
"""

from __future__ import annotations

from typing import Any

import pygame

from zjgame.engine import actions as A
from zjgame.ui.input import Hover, Intent, KeyPress
from zjgame.ui.practice_layer import PracticeLayer
from zjgame.ui.practice_review import PracticeReviewScene
from zjgame.ui.scenes.table import TableScene


class PracticeTableScene(TableScene):
    name = "table"

    def __init__(self, controller: Any, autoplay: bool = False) -> None:
        super().__init__(controller, autoplay)
        self.practice = PracticeLayer(controller, submit=self._submit_confirmed)

    def enter(self, app: Any) -> None:
        super().enter(app)
        self.practice.app = app

    # -- hooks -----------------------------------------------------------------------------------------------
    def on_event(self, event: Any) -> None:
        super().on_event(event)
        self.practice.on_event(event)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.practice.layout_buttons(self.lay)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.practice.update(dt)
        if self.practice.undo_requested_refresh():
            self._model_key = None
            self._choices_key = None
            self.selected = None
        self.practice.layout_buttons(self.lay)  # after everything that changes the layer's state this frame

    def submit(self, action: A.Action) -> None:
        if action not in self.ctl.human_legal():
            return
        if not self.practice.before_submit(action):
            return  # a danger warning waits for an answer
        super().submit(action)

    def _submit_confirmed(self, action: A.Action) -> None:
        if self.practice.before_submit(action):  # the layer marked it confirmed: it goes through
            super().submit(action)

    def hit_test(self, pos: tuple[int, int]) -> Any:
        target = self.practice.hit_test(pos)
        return target if target is not None else super().hit_test(pos)

    def handle(self, intent: Intent) -> None:
        if self.practice.handle(intent):
            self._model_key = None
            self._choices_key = None
            return
        if self.practice.pending is not None:  # the danger warning is modal
            if isinstance(intent, Hover):
                self.hover = intent.target
            return
        super().handle(intent)

    def on_key(self, intent: KeyPress) -> None:
        if self.practice.on_key_not_offered(intent):
            return
        super().on_key(intent)

    def open_score(self) -> None:
        if self.practice.panel is not None and self.practice.practice:
            return  # the "why your claim lost" panel first; the score panel opens when it is closed
        super().open_score()

    def after_score(self) -> None:
        if self.practice.practice and self.practice.review.items and self.app is not None:
            self.app.push(PracticeReviewScene(self.practice, super().after_score))
            return
        super().after_score()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        assert self.app is not None
        self.practice.draw(surface, self.lay, self.app.text, self.app.art, self.hover)
