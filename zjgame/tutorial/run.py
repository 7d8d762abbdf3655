"""Playing one lesson: which step is current, what the learner may do now, and what happens when they do it.

``LessonRun`` walks a lesson's steps. A ``NewDeal`` step makes the lesson's table (``make_table(deal)``: the
game controller the tutorial scene shows, or any object with the same few members, ``Table``); the table is
the engine's referee and plays the computer seats by their scripts. The run only says when the table may play
on (``wants_play``: while an ``Act`` step waits for the learner's turn or a ``Note`` waits for something to
happen); the caller drives it (``table.update``) and then calls ``sync``.

The learner's action at an ``Act`` step is judged first: the right one is played (``table.submit``) and the run
moves on; a wrong one is explained and not played. A claim window the step is not about is passed for the
learner (counted in ``auto_passes``; the lessons' walls are built so that it never happens).

Owns: ``LessonRun`` and the ``Table`` protocol. Pure.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from zjgame.engine import actions as A
from zjgame.engine.actions import Action
from zjgame.engine.round import RoundState
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.tutorial.steps import (
    Act,
    Choose,
    Deal,
    Feedback,
    Lesson,
    NewDeal,
    Note,
    Pick,
    Step,
    judge_action,
    judge_choice,
    judge_pick,
)


class Table(Protocol):
    """What a lesson uses of its table (``zjgame.ui.controller.GameController`` is one)."""

    state: RoundState

    @property
    def human_seat(self) -> Seat | None: ...

    @property
    def waiting_for_human(self) -> bool: ...

    def human_legal(self) -> tuple[Action, ...]: ...

    def submit(self, action: Action) -> object: ...


class LessonRun:
    def __init__(self, lesson: Lesson, make_table: Callable[[Deal], Table]) -> None:
        self.lesson = lesson
        self.make_table = make_table
        self.table: Table | None = None
        self.deal: Deal | None = None
        self.index = 0
        self.feedback: Feedback | None = None
        self.wrong_tries = 0  # wrong answers at the current step
        self.auto_passes = 0
        self._mark = 0  # actions at the table when the current step began
        self._enter()

    # -- where we are ----------------------------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        """The current step (None once the lesson is done)."""
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def number(self) -> int:
        """The current step's number among the steps the learner sees (1-based)."""
        return sum(1 for s in self.lesson.steps[: self.index + 1] if not isinstance(s, NewDeal))

    @property
    def count(self) -> int:
        return sum(1 for s in self.lesson.steps if not isinstance(s, NewDeal))

    def restart(self) -> None:
        self.index = 0
        self.table = None
        self.deal = None
        self.feedback = None
        self.auto_passes = 0
        self._enter()

    def _enter(self) -> None:
        while isinstance(self.step, NewDeal):
            step = self.step
            assert isinstance(step, NewDeal)
            self.deal = step.deal
            self.table = self.make_table(step.deal)
            self.index += 1
        self.wrong_tries = 0
        self._mark = self._action_count()

    def _advance(self) -> None:
        self.index += 1
        self._enter()

    def _action_count(self) -> int:
        """Actions decided so far, not counting the answers of a window still open (they are written in turn
        order when it closes, so a watched claim made before the step began still counts)."""
        if self.table is None:
            return 0
        state = self.table.state
        return len(state.actions()) - (len(state.window.answers) if state.window is not None else 0)

    # -- the table -------------------------------------------------------------------------------------------
    def learner_to_act(self) -> bool:
        table = self.table
        return table is not None and table.waiting_for_human and bool(table.human_legal())

    def watched(self) -> bool:
        """A ``Note`` with ``after``: the watched action has happened at the table (and its window is closed)."""
        step = self.step
        if not isinstance(step, Note) or step.after is None:
            return True
        table = self.table
        if table is None:
            return True
        if table.state.window is not None and not table.state.is_finished:
            return False
        return any(step.after.matches(seat, action) for seat, action in table.state.actions()[self._mark :])

    @property
    def ready(self) -> bool:
        """Whether the current step takes the learner's input now (else the table is still playing)."""
        step = self.step
        if isinstance(step, Act):
            return self.learner_to_act()
        if isinstance(step, Note):
            return self.watched()
        return step is not None

    def wants_play(self) -> bool:
        """Whether the table should play on now (the computer seats' turns and answers)."""
        table = self.table
        if table is None or table.state.is_finished:
            return False
        step = self.step
        if isinstance(step, Act):
            return not self.learner_to_act()
        if isinstance(step, Note) and step.after is not None:
            return not self.watched()
        return False

    def sync(self) -> None:
        """After the table moved: a claim window the step is not about is passed for the learner."""
        step = self.step
        table = self.table
        if not isinstance(step, Act) or table is None or table.state.window is None or not self.learner_to_act():
            return
        if any(A.is_claim(a) for a in step.accept):
            return
        if A.PASS in table.human_legal():
            table.submit(A.PASS)
            self.auto_passes += 1

    # -- the learner -----------------------------------------------------------------------------------------
    def act(self, action: Action) -> Feedback | None:
        """The learner's action at the table (one of its legal actions); None when no step asks for one now."""
        step = self.step
        table = self.table
        if not isinstance(step, Act) or table is None or not self.learner_to_act():
            return None
        if action not in table.human_legal():
            return None
        feedback = judge_action(step, action)
        if feedback.ok:
            table.submit(action)
            self._advance()
        else:
            self.wrong_tries += 1
        self.feedback = feedback
        return feedback

    def pick(self, tile: Tile) -> Feedback | None:
        step = self.step
        if not isinstance(step, Pick):
            return None
        feedback = judge_pick(step, tile)
        self._answered(feedback)
        return feedback

    def choose(self, key: str) -> Feedback | None:
        step = self.step
        if not isinstance(step, Choose):
            return None
        feedback = judge_choice(step, key)
        self._answered(feedback)
        return feedback

    def _answered(self, feedback: Feedback) -> None:
        self.feedback = feedback
        if feedback.ok:
            self._advance()
        else:
            self.wrong_tries += 1

    def proceed(self) -> bool:
        """Continue past a ``Note`` once it is shown; True if the run moved on."""
        step = self.step
        if not isinstance(step, Note) or not self.watched():
            return False
        self.feedback = None
        self._advance()
        return True

    # -- what to highlight -------------------------------------------------------------------------------------
    def hint_tiles(self) -> tuple[Tile, ...]:
        """Tiles of the learner's hand (or the gallery) to highlight now."""
        step = self.step
        if isinstance(step, Act) and self.ready:
            if step.hint is not None:
                return step.hint
            return tuple(a.tile for a in step.accept if isinstance(a, (A.Discard, A.DeclareKong)))
        if isinstance(step, Pick) and self.wrong_tries > 0:
            return step.accept
        return ()

    def hint_actions(self) -> tuple[Action, ...]:
        """Buttons (claims, kong, win) to highlight now."""
        step = self.step
        if isinstance(step, Act) and self.ready:
            return tuple(a for a in step.accept if not isinstance(a, A.Discard))
        return ()

    def hint_option(self) -> str | None:
        step = self.step
        if isinstance(step, Choose) and self.wrong_tries > 0:
            return step.answer
        return None
