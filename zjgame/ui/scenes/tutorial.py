"""The tutorial scene (issue 16, "a guided first game"): the list of lessons with the ones done ticked, and a
lesson: its table on the left (the table renderer, effects and action buttons, composed as in the table scene),
or the tile gallery, or example hands; the lesson panel on the right (what to do now, what just happened, why a
wrong move is wrong); highlights on what to click. The lessons, their steps and the judging are the pure
``zjgame.tutorial``; this scene only shows them and hands the learner's clicks to ``LessonRun``.

The panel sits beside the table when the window is wide enough for the table to keep its scale, else over the
table's right-hand column (at 800x540), below the opposite player's name plate and above your melds. A lesson's
table is a ``zjgame.ui.tutorial_panel.LessonTable`` (the game controller on the lesson's scripted wall, the
computer seats following their scripts); the panel is laid out by ``tutorial_panel.layout_panel`` in
``update``, so ``draw`` only reads. Progress (which lessons are done) is kept in the data folder
(``zjgame.tutorial.progress``); the score panel of a lesson's hand is the game's own (``Push("score")``).

Owns: ``TutorialScene``, ``GalleryTile``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from zjgame.engine import actions as A
from zjgame.engine import events as E
from zjgame.i18n import _
from zjgame.rules.tiles import TILES34, Tile
from zjgame.tutorial.lessons import all_lessons
from zjgame.tutorial.progress import Progress, ProgressFile
from zjgame.tutorial.run import LessonRun
from zjgame.tutorial.steps import Act, Choose, Lesson, Note, Pick
from zjgame.tutorial.words import suit_name, tile_short
from zjgame.ui import theme
from zjgame.ui.animator import Animator
from zjgame.ui.app_api import AppAPI
from zjgame.ui.input import Click, HandSlot, Hover, Intent, KeyPress, Target
from zjgame.ui.layout import TableLayout, compute_layout
from zjgame.ui.routes import Pop, Push, Replace
from zjgame.ui.scene import Scene
from zjgame.ui.storage import write_json_atomic
from zjgame.ui.table_actions import Choice, choice_buttons, claim_choices, turn_choices
from zjgame.ui.table_fx import TableEffects, draw_prompt
from zjgame.ui.table_render import TableRenderer
from zjgame.ui.tablemodel import TableModel
from zjgame.ui.tutorial_panel import (
    NUMBER_KEYS,
    HeaderLine,
    LessonTable,
    Line,
    PanelLayout,
    gallery_rects,
    hand_rects,
    layout_panel,
)
from zjgame.ui.viewmodel import TableModels
from zjgame.ui.widgets import Button, button_width

HAND_TILES = 14  # the most concealed tiles a hand holds (13 and the drawn tile)
MIN_TABLE_SCALE = 0.6  # below this the table's name plates and info box get cramped (layout.compute_layout)


@dataclass(frozen=True)
class GalleryTile:
    code: str


class TutorialScene(Scene):
    name = "tutorial"

    def __init__(self, lesson: str | None = None) -> None:
        super().__init__()
        self.start_key = lesson
        self.lessons: tuple[Lesson, ...] = ()
        self.progress = Progress()
        self.store: ProgressFile | None = None
        self.run: LessonRun | None = None
        self.ctl: LessonTable | None = None
        self.renderer: TableRenderer | None = None
        self.animator = Animator()
        self.models: TableModels | None = None
        self.fx: TableEffects | None = None
        self.lay: TableLayout = compute_layout((840, 800))
        self.panel = pygame.Rect(0, 0, 10, 10)
        self.area = pygame.Rect(0, 0, 10, 10)  # the table's area
        self.stage = pygame.Rect(0, 0, 10, 10)  # the part of it the panel leaves free (gallery, example hands)
        self.choices: list[Choice] = []
        self.selected: int | None = None
        self.hover_slot: int | None = None
        self.clock = 0.0
        self.gallery: list[tuple[str, pygame.Rect]] = []
        self.laid: PanelLayout | None = None  # the panel for the current step
        self._wide = True
        self._key: object = None
        self._choices_key: object = None

    # -- life cycle ----------------------------------------------------------------------------------------
    def enter(self, app: AppAPI) -> None:
        self.lessons = all_lessons()
        self.store = ProgressFile(app.storage.root, write_json_atomic)
        self.progress = self.store.load()
        self.renderer = TableRenderer(app.art, app.text)
        self.renderer.set_labels(app.settings.tile_labels)
        super().enter(app)
        self.notices()
        if self.start_key is not None:
            self.open_lesson(self.start_key)

    def exit(self) -> None:
        if self.ctl is not None:
            self.ctl.close()

    def resume(self) -> None:
        super().resume()
        if self.renderer is not None and self.app is not None:
            self.renderer.set_labels(self.app.settings.tile_labels)

    def notices(self) -> None:
        assert self.app is not None and self.store is not None
        for notice in self.store.pop_notices():
            self.app.toast(notice, 8.0)

    def open_lesson(self, key: str) -> None:
        lesson = next((x for x in self.lessons if x.key == key), None)
        if lesson is None:
            return
        delay = 0.0 if self.app is not None and self.app.options.speed_max else 0.7
        self.run = LessonRun(lesson, lambda deal: LessonTable(deal, delay))
        self.selected = None
        self.bind_table()
        self.layout(self.size)

    def close_lesson(self) -> None:
        if self.ctl is not None:
            self.ctl.close()
        self.run, self.ctl, self.models, self.fx = None, None, None, None
        self.layout(self.size)

    def bind_table(self) -> None:
        """The run dealt a new hand: show its table."""
        run = self.run
        table = run.table if run is not None else None
        if table is self.ctl:
            return
        if self.ctl is not None:
            self.ctl.close()
        self.ctl = table if isinstance(table, LessonTable) else None
        self.animator = Animator()
        if self.ctl is not None and self.app is not None and self.renderer is not None:
            self.models = TableModels(self.ctl)
            self.fx = TableEffects(self.ctl, self.animator, self.models)
            self.fx.attach(self.app, self.renderer)
            self.fx.lay = self.lay
            self.animator.set_speed("instant" if self.app.options.speed_max else self.app.settings.animation_speed)
        self.selected = None
        self._key = None

    # -- layout ----------------------------------------------------------------------------------------------
    @property
    def wide(self) -> bool:
        """Whether the lesson panel sits beside the table (True) or over the table's right-hand column (False:
        small windows, where a narrower table would be drawn below the scale the table is made for)."""
        return self._wide

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        s = self.scale()
        if self.run is None:
            self.layout_list(size)
            return
        m = int(8 * s)
        pw = max(300, min(460, int(w * 0.34)))
        self._wide = min((w - pw) / 1280, h / 800) >= MIN_TABLE_SCALE
        if self._wide:
            self.area = pygame.Rect(0, 0, w - pw, h)
            self.lay = compute_layout(self.area.size)
            self.panel = pygame.Rect(w - pw + m, m, pw - 2 * m, h - 2 * m)
        else:
            self.area = pygame.Rect(0, 0, w, h)
            self.lay = compute_layout(self.area.size)
            hand = self.lay.hand_slots(HAND_TILES, True)[-1]  # the learner's hand at its longest
            left = max(self.lay.square.right, hand.right) + m
            # The panel takes the right of the table: the right-hand player's name plate goes to the top-right
            # corner (it would lie under the panel), the opposite player's just below it if they meet.
            mine, right, opposite, left_plate = self.lay.plates
            right = right.copy()
            right.topright = (w - m, self.lay.margin)
            opposite = opposite.copy()
            if opposite.colliderect(right.inflate(0, 2 * m)):
                opposite.top = right.bottom + m
            self.lay = replace(self.lay, plates=(mine, right, opposite, left_plate))
            top = max(right.bottom, opposite.bottom) + m  # below the other players' name plates
            bottom = self.lay.hand_y - self.lay.lift - m  # above your melds, which line up at the right edge
            self.panel = pygame.Rect(left, top, w - left - m, bottom - top)
        self.stage = self.area if self._wide else pygame.Rect(0, 0, self.panel.left - m, h)
        if self.fx is not None:
            self.fx.lay = self.lay
        if self.models is not None:
            self.models.forget()
        self.layout_gallery()
        self._key = None
        self.refresh()

    def layout_list(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale()
        bh, gap = max(30, int(44 * s)), int(10 * s)
        cols = 2
        bw = int(w * 0.36)
        rows = (len(self.lessons) + cols - 1) // cols
        top = int(h * 0.2)
        self.buttons = []
        for i, lesson in enumerate(self.lessons):
            col, row = divmod(i, rows)
            x = w // 2 - gap // 2 - bw if col == 0 else w // 2 + gap // 2
            rect = pygame.Rect(x, top + row * (bh + gap), bw, bh)
            done = lesson.key in self.progress.done
            label = _("{n}. {title}").format(n=i + 1, title=lesson.title)
            hint = str((i + 1) % 10) if i < len(NUMBER_KEYS) else ""
            keys = (NUMBER_KEYS[i],) if i < len(NUMBER_KEYS) else ()
            style = "toggle-on" if done else "normal"
            self.buttons.append(Button(f"lesson:{lesson.key}", label, rect, keys, hint, style))
        bottom = top + rows * (bh + gap) + int(12 * s)
        nxt = self.progress.next_lesson(x.key for x in self.lessons)
        start = _("Start lesson {n}").format(n=self.index_of(nxt) + 1) if nxt else _("Start again")
        wide = max(int(220 * s), button_width(self.app.text, start, "Enter", bh) if self.app else 0)
        back = _("Back")
        self.buttons.append(
            Button(
                "start", start, pygame.Rect(w // 2 + gap // 2, bottom, wide, bh), (pygame.K_RETURN,), "Enter", "primary"
            )
        )
        self.buttons.append(
            Button("back", back, pygame.Rect(w // 2 - gap // 2 - wide, bottom, wide, bh), (pygame.K_ESCAPE,), "Esc")
        )

    def index_of(self, key: str | None) -> int:
        return next((i for i, x in enumerate(self.lessons) if x.key == key), 0)

    def layout_gallery(self) -> None:
        run = self.run
        self.gallery = gallery_rects(self.stage, self.scale()) if run is not None and run.lesson.gallery else []

    # -- the panel (laid out in update, drawn as is) ------------------------------------------------------------
    def refresh(self) -> None:
        """Lay out the panel for the current step (``tutorial_panel.layout_panel``)."""
        assert self.app is not None
        run = self.run
        if run is None:
            return
        key = (run.index, run.feedback, run.ready, run.done, self.size, run.wrong_tries)
        if key == self._key:
            return
        self._key = key
        number = self.index_of(run.lesson.key) + 1
        self.laid = layout_panel(self.app.text, run, self.panel, self.scale(), self.wide, number, len(self.lessons))
        self._choices_key = None
        self.refresh_choices()

    @property
    def panel_buttons(self) -> tuple[Button, ...]:
        return self.laid.buttons if self.laid is not None else ()

    @property
    def body(self) -> pygame.Rect:
        return self.laid.body if self.laid is not None else pygame.Rect(0, 0, 0, 0)

    @property
    def lines(self) -> tuple[Line, ...]:
        return self.laid.lines if self.laid is not None else ()

    @property
    def header(self) -> tuple[HeaderLine, ...]:
        return self.laid.header if self.laid is not None else ()

    def refresh_choices(self) -> None:
        """The action buttons at the table (from the learner's legal actions, as in the table scene)."""
        assert self.app is not None
        ctl, run = self.ctl, self.run
        legal = (
            ctl.human_legal() if ctl is not None and run is not None and isinstance(run.step, Act) and run.ready else ()
        )
        tiles = self.hand_tiles()
        selected = tiles[self.selected] if self.selected is not None and self.selected < len(tiles) else None
        key = (legal, selected, self.size, run.index if run else None)
        if key == self._choices_key:
            return
        self._choices_key = key
        if not legal or ctl is None:
            self.choices = []
        elif ctl.state.window is not None:
            self.choices = claim_choices(legal, ctl.state.window.tile.value)
        else:
            self.choices = turn_choices(legal, selected)
        lay = self.lay
        top = self.area.top + lay.buttons_y
        table_buttons = choice_buttons(self.choices, self.area.centerx, top, lay.button_h, lay.s, self.app.text)
        self.buttons = [*table_buttons, *self.panel_buttons]

    # -- input -----------------------------------------------------------------------------------------------
    def hand_tiles(self) -> tuple[str, ...]:
        if self.models is None or self.app is None:
            return ()
        return self.current_model().seats[0].concealed or ()

    def current_model(self) -> TableModel:
        assert self.models is not None and self.app is not None and self.fx is not None
        return self.models.current(self.app.settings.show_waits, self.fx.hidden_pond)

    def hit_test(self, pos: tuple[int, int]) -> Target | None:
        target = super().hit_test(pos)
        if target is not None:
            return target
        for code, rect in self.gallery:
            if rect.collidepoint(pos):
                return GalleryTile(code)
        if self.models is not None and self.area.collidepoint(pos):
            me = self.current_model().seats[0]
            local = (pos[0] - self.area.left, pos[1] - self.area.top)
            index = self.lay.hit_hand(local, len(me.concealed or ()), me.drawn)
            if index is not None:
                return HandSlot(index)
        return None

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Hover):
            self.hover = intent.target
            self.hover_slot = intent.target.index if isinstance(intent.target, HandSlot) else None
            return
        if isinstance(intent, Click) and intent.button == 1 and isinstance(intent.target, GalleryTile):
            self.answer(self.run.pick(Tile(intent.target.code)) if self.run else None)
            return
        if isinstance(intent, Click) and isinstance(intent.target, HandSlot):
            self.click_tile(intent.target.index, intent.double, intent.button)
            return
        super().handle(intent)

    def click_tile(self, index: int, double: bool, button: int) -> None:
        run = self.run
        tiles = self.hand_tiles()
        if run is None or not 0 <= index < len(tiles) or button != 1:
            self.selected = None
            return
        if isinstance(run.step, Pick) and run.step.where == "hand":
            self.answer(run.pick(Tile(tiles[index])))
            return
        if not isinstance(run.step, Act):  # nothing to play now: a tile is not even picked up
            self.selected = None
            return
        if (self.selected == index or double) and self.ctl is not None and self.ctl.state.window is None:
            self.selected = None
            self.attempt(A.DISCARDS[Tile(tiles[index])])
            return
        self.selected = index

    def attempt(self, action: A.Action) -> None:
        if self.run is not None:
            self.answer(self.run.act(action))
            self.selected = None
            self._choices_key = None

    def answer(self, feedback: object) -> None:
        if feedback is None or self.app is None:
            return
        self.app.play("claim" if getattr(feedback, "ok", False) else "discard")
        self.after_step()

    def after_step(self) -> None:
        self.bind_table()
        run = self.run
        if run is not None and run.done and run.lesson.key not in self.progress.done:
            self.progress = self.progress.with_done(run.lesson.key)
            self.save()
        self._key = None
        self.refresh()

    def save(self) -> None:
        assert self.store is not None
        self.store.save(self.progress)
        self.notices()

    def on_button(self, name: str) -> None:
        assert self.app is not None
        run = self.run
        if name.startswith("lesson:"):
            self.open_lesson(name.split(":", 1)[1])
        elif name == "start":
            key = self.progress.next_lesson(x.key for x in self.lessons) or self.lessons[0].key
            self.open_lesson(key)
        elif name == "back":
            self.app.go(Pop())
        elif name == "lessons":
            self.close_lesson()
        elif name == "restart" and run is not None:
            run.restart()
            self.after_step()
        elif name == "continue" and run is not None:
            step = run.step
            if isinstance(step, Note) and step.score_panel and self.ctl is not None and self.ctl.finished:
                self.app.go(
                    Push("score", ctl=self.ctl, hand=self.ctl.finished[-1], close_label=_("Back to the lesson"))
                )
                return
            run.proceed()
            self.after_step()
        elif name == "next" and run is not None:
            i = self.index_of(run.lesson.key)
            if i + 1 < len(self.lessons):
                self.open_lesson(self.lessons[i + 1].key)
            else:
                self.app.go(Replace("newgame"))
        elif name.startswith("option:") and run is not None:
            self.answer(run.choose(name.split(":", 1)[1]))
        else:
            for choice in self.choices:
                if choice.name == name and choice.action is not None:
                    self.attempt(choice.action)
                    return

    def on_return(self, key: str, result: object) -> None:
        if key == "score" and self.run is not None:
            self.run.proceed()
            self.after_step()

    def on_key(self, intent: KeyPress) -> None:
        tiles = self.hand_tiles()
        if intent.key in (pygame.K_LEFT, pygame.K_RIGHT) and tiles:
            step = -1 if intent.key == pygame.K_LEFT else 1
            start = self.selected if self.selected is not None else (len(tiles) if step < 0 else -1)
            self.selected = (start + step) % len(tiles)
        elif intent.key == pygame.K_ESCAPE:
            self.on_back()

    def on_back(self) -> None:
        assert self.app is not None
        if self.run is not None:
            self.close_lesson()
        else:
            self.app.go(Pop())

    # -- update ----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        run, ctl = self.run, self.ctl
        if run is None:
            return
        self.animator.update(dt)
        self.drain()
        if ctl is not None and run.wants_play():
            ctl.update(dt, ready=not self.animator.busy)
            self.drain()
            run.sync()
            self.drain()
        if self.fx is not None:
            self.fx.update(dt)
        self.refresh()
        self.refresh_choices()

    def drain(self) -> None:
        ctl = self.ctl
        if ctl is None or self.fx is None:
            return
        while ctl.events:
            event = ctl.events.popleft()
            if not isinstance(event, E.ClaimResolved):  # the lesson panel explains rulings in words
                self.fx.on_event(event, self.selected)

    # -- draw ------------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        if self.run is None:
            self.draw_list(surface)
            return
        self.draw_background(surface)
        run = self.run
        if self.ctl is not None and self.models is not None and self.renderer is not None:
            self.draw_table(surface)
        elif self.gallery:
            self.draw_gallery(surface)
        else:
            step = run.step
            hands = step.hands if isinstance(step, (Note, Choose)) else ()
            self.draw_hands(surface, hands)
        self.draw_panel(surface)
        self.draw_buttons(surface)
        self.draw_hints(surface)

    def draw_list(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        self.draw_page(surface, _("Tutorial: a guided first game"))
        w, h = surface.get_size()
        s = self.scale()
        done = len(self.progress.done & {x.key for x in self.lessons})
        line = _("{done} of {total} lessons done. Each lesson takes a few minutes; pick any.").format(
            done=done, total=len(self.lessons)
        )
        self.app.text.blit(
            surface, line, max(12, int(17 * s)), (w // 2, int(h * 0.14)), theme.TEXT_DIM, False, "midtop"
        )
        self.draw_buttons(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The table in its area (drawn in the area's own coordinates, as the table scene draws the window)."""
        assert self.app is not None and self.renderer is not None and self.ctl is not None
        model = self.current_model()
        lay = self.lay
        table = surface.subsurface(self.area)
        table.blit(self.renderer.layer(model, lay), (0, 0))
        self.renderer.draw_hand(table, model, lay, self.hover_slot, self.selected)
        if model.waits:
            self.renderer.draw_waits(table, model, lay)
        self.animator.draw(table, self.app.text)
        if self.choices:
            draw_prompt(surface, self.ctl, lay, self.app.text, self.app.art, self.buttons, None, 0)

    def draw_gallery(self, surface: pygame.Surface) -> None:
        assert self.app is not None and self.renderer is not None
        text = self.app.text
        s = self.scale()
        fs = max(11, int(15 * s))
        rows = [suit_name(TILES34[r * 9].suit) for r in range(4)]
        for r, label in enumerate(rows):
            first = self.gallery[r * 9][1]
            text.blit(surface, label, fs, (self.stage.left + int(16 * s), first.centery), theme.GOLD, True, "midleft")
        for code, rect in self.gallery:
            shadow, off = self.app.art.shadow(rect.w, rect.h)
            surface.blit(shadow, (rect.x + off[0], rect.y + off[1]))
            surface.blit(self.renderer.face(code, rect.w, rect.h), rect.topleft)
            text.blit(
                surface,
                tile_short(Tile(code)),
                fs,
                (rect.centerx, rect.bottom + int(4 * s)),
                theme.TEXT,
                False,
                "midtop",
            )

    def hand_rects(self, hands: tuple[str, ...]) -> list[list[tuple[str, pygame.Rect]]]:
        return hand_rects(self.stage, self.scale(), hands)

    def draw_hands(self, surface: pygame.Surface, hands: tuple[str, ...]) -> None:
        assert self.app is not None and self.renderer is not None
        s = self.scale()
        for k, row in enumerate(self.hand_rects(hands)):
            if len(hands) > 1:
                label = _("The first") if k == 0 else _("The second")
                first = row[0][1]
                self.app.text.blit(
                    surface,
                    label,
                    max(11, int(15 * s)),
                    (first.left, first.top - int(6 * s)),
                    theme.GOLD,
                    True,
                    "bottomleft",
                )
            for code, rect in row:
                surface.blit(self.renderer.face(code, rect.w, rect.h), rect.topleft)

    def draw_panel(self, surface: pygame.Surface) -> None:
        assert self.app is not None and self.run is not None
        text = self.app.text
        theme.draw_panel(surface, self.panel, int(14 * self.scale()), 252)
        for line, size, color, bold, pos in self.header:
            text.blit(surface, line, size, pos, color, bold)
        for line, size, color, bold, y in self.lines:
            text.blit(surface, line, size, (self.body.left, y), color, bold)

    def hint_rects(self) -> list[pygame.Rect]:
        run = self.run
        if run is None:
            return []
        out = []
        codes = {x.value for x in run.hint_tiles()}
        step = run.step
        if isinstance(step, Pick) and step.where == "gallery":
            out += [r for code, r in self.gallery if code in codes]
        elif codes and self.models is not None:
            me = self.current_model().seats[0]
            tiles = me.concealed or ()
            for i, rect in enumerate(self.lay.hand_slots(len(tiles), me.drawn)):
                if tiles[i] in codes:
                    out.append(rect.move(self.area.topleft))
        actions = run.hint_actions()
        for choice in self.choices:
            if choice.action is not None and choice.action in actions:
                out += [b.rect for b in self.buttons if b.name == choice.name]
        if isinstance(step, Act) and run.ready and any(isinstance(a, A.Discard) for a in step.accept):
            out += [b.rect for b in self.buttons if b.name == "discard" and b.enabled]
        return out

    def draw_hints(self, surface: pygame.Surface) -> None:
        pulse = 0.5 + 0.5 * abs(((self.clock * 1.6) % 2.0) - 1.0)
        color = tuple(int(c * (0.55 + 0.45 * pulse)) for c in theme.HIGHLIGHT)
        width = max(2, int(3 * self.scale()))
        for rect in self.hint_rects():
            pygame.draw.rect(surface, color, rect.inflate(width * 2 + 2, width * 2 + 2), width, border_radius=width * 2)
