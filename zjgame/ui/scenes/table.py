"""The table scene: draws the human seat's view, turns clicks and keys into legal actions for the controller,
animates events (tiles sliding, claim labels, rulings, sounds), saves after every action, and hands over to
the score panel at the end of a hand (then the practice review, the next hand or the final standings).

Composed of parts, each with its own state: the pictures of the game (``viewmodel.TableModels``, a memoized
pure function of the controller's state, so ``draw`` only reads), the event effects (``table_fx``), the
animator, the renderer, and in a game with a human seat the practice layer
(``practice_layer.PracticeLayer``: the teaching layers in practice mode, the short "why your claim lost"
notice in every game; the autoplay demonstration has none). The scene itself owns input, the selection, the
choices, pacing, saving and the end of the hand. The game comes from ``zjgame.ui.games``
(``Push("table", controller=...)``).
"""

from __future__ import annotations

import sys

import pygame

from zjgame.engine import actions as A
from zjgame.engine import events as E
from zjgame.i18n import _
from zjgame.ui.animator import Animator
from zjgame.ui.app_api import AppAPI
from zjgame.ui.controller import GameController
from zjgame.ui.game_history import record_hand
from zjgame.ui.input import ButtonTarget, Click, HandSlot, Hover, Intent, KeyPress, Target
from zjgame.ui.layout import TableLayout, compute_layout
from zjgame.ui.practice_draw import labelled
from zjgame.ui.practice_layer import PracticeLayer
from zjgame.ui.routes import Push, Quit, Replace
from zjgame.ui.scene import Scene, Shortcut
from zjgame.ui.table_actions import Choice, choice_buttons, claim_choices, turn_choices
from zjgame.ui.table_fx import TableEffects, claim_tiles_hovered, draw_prompt
from zjgame.ui.table_render import TableRenderer
from zjgame.ui.tablemodel import TableModel
from zjgame.ui.tileart import TileArt
from zjgame.ui.viewmodel import TableModels
from zjgame.ui.widgets import Button, draw_button


class TableScene(Scene):
    name = "table"

    def __init__(self, controller: GameController, autoplay: bool = False) -> None:
        super().__init__()
        self.ctl = controller
        self.autoplay = autoplay
        self.renderer: TableRenderer | None = None
        self.lay: TableLayout = compute_layout((1280, 800))
        self.animator = Animator()
        self.models = TableModels(controller, autoplay)
        self.fx = TableEffects(controller, self.animator, self.models)
        self.selected: int | None = None  # index into your concealed tiles
        self._selected_code: str | None = None  # ... and the tile it was (kept when the hand changes)
        self.hover_slot: int | None = None
        self.choices: list[Choice] = []
        self._choices_key: object = None
        self.claim_timer: float | None = None  # seconds left to answer a claim window (the countdown setting)
        self.score_open = False
        self._saved_state: object = None
        self._shots: set[str] = set()
        self._ai_errors_seen = 0
        self._watch_key: object = None
        self._watch_frames = 0
        self.end_pause = 1.4  # seconds to see the winning tile before the score panel (scaled by speed)
        # the practice layer of a game with a human seat (teaching layers in practice mode, claim notices)
        self.practice: PracticeLayer | None = (
            PracticeLayer(controller, submit=self._submit_confirmed) if controller.human is not None else None
        )
        if self.practice is not None:
            layer = self.practice
            self.fx.left_floor = lambda: layer.open_hand_bottom(self.lay, 3)

    # -- life cycle ----------------------------------------------------------------------------------------
    def enter(self, app: AppAPI) -> None:
        self.renderer = TableRenderer(app.art, app.text)
        self.fx.attach(app, self.renderer)
        super().enter(app)
        self.apply_settings()

    def apply_settings(self) -> None:
        assert self.app is not None
        fast = self.app.options.speed_max
        self.animator.set_speed("instant" if fast else self.app.settings.animation_speed)
        self.end_pause = min(self.end_pause, 1.4 * self.animator.factor)
        self.ctl.delay = 0.0 if fast else self.app.settings.computer_delay
        if self.renderer is not None:
            self.renderer.set_labels(self.app.settings.tile_labels)
        self.fx.set_labels(self.app.settings.tile_labels)
        if self.practice is not None:
            self.practice.set_labels(self.app.settings.tile_labels)
        self.models.forget()
        self._choices_key = None

    def resume(self) -> None:
        super().resume()
        self.apply_settings()

    def exit(self) -> None:
        self.ctl.close()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.lay = compute_layout(size)
        self.fx.lay = self.lay
        self.models.forget()
        self._choices_key = None
        if self.practice is not None:
            self.practice.layout_buttons(self.lay, self.app.text if self.app is not None else None)

    def on_event(self, event: E.Event) -> None:
        self.fx.on_event(event, self.selected)
        if isinstance(event, E.ClaimWindowOpened):
            assert self.app is not None
            seat = self.ctl.human_seat
            if seat is not None and seat in event.seats and self.app.settings.claim_countdown > 0:
                self.claim_timer = float(self.app.settings.claim_countdown)
        if self.practice is not None:
            self.practice.on_event(event)

    # -- model and buttons -----------------------------------------------------------------------------------
    def current_model(self) -> TableModel:
        """The picture of the table now (memoized; building it changes nothing else)."""
        assert self.app is not None
        return self.models.current(self.app.settings.show_waits, self.fx.hidden_pond)

    def _hand_tiles(self) -> tuple[str, ...]:
        """Your concealed tiles now, the selection kept on the same tile."""
        model = self.current_model()
        self._sync_selection(model)
        return model.seats[0].concealed or ()

    def _sync_selection(self, model: TableModel) -> None:
        """Keep the same tile selected when the hand changes around it (or none, once it has gone)."""
        tiles = model.seats[0].concealed or ()
        if self.selected is not None:
            code = self._selected_code
            if code is None or self.selected >= len(tiles) or tiles[self.selected] != code:
                self.selected = tiles.index(code) if code in tiles else None
        self._selected_code = tiles[self.selected] if self.selected is not None else None

    def refresh_choices(self) -> None:
        assert self.app is not None
        legal = self.ctl.human_legal()
        tiles = self._hand_tiles()
        selected_tile = tiles[self.selected] if self.selected is not None and self.selected < len(tiles) else None
        key = (legal, selected_tile, self.lay.size)
        if key == self._choices_key:
            return
        self._choices_key = key
        state = self.ctl.state
        if not legal:
            self.choices = []
        elif state.window is not None:
            self.choices = claim_choices(legal, state.window.tile.value)
        else:
            self.choices = turn_choices(legal, selected_tile)
        s = self.lay.s
        text = self.app.text
        buttons = choice_buttons(self.choices, self.size[0] // 2, self.lay.buttons_y, self.lay.button_h, s, text)
        menu = Button("menu", _("Menu"), self.lay.menu, (pygame.K_ESCAPE,), "Esc")
        self.buttons = [menu, *buttons]

    # -- input -----------------------------------------------------------------------------------------------
    def hit_test(self, pos: tuple[int, int]) -> Target | None:
        if self.practice is not None:
            layer_target = self.practice.hit_test(pos)
            if layer_target is not None:
                return layer_target
        target = super().hit_test(pos)
        if target is not None:
            return target
        model = self.current_model()
        me = model.seats[0]
        index = self.lay.hit_hand(pos, len(me.concealed or ()), me.drawn)
        return HandSlot(index) if index is not None else None

    def handle(self, intent: Intent) -> None:
        if self.practice is not None:
            if self.practice.handle(intent):
                self.models.forget()
                self._choices_key = None
                return
            if self.practice.pending is not None:  # the danger warning is modal
                if isinstance(intent, Hover):
                    self.hover = intent.target
                return
        if isinstance(intent, Hover):
            self.hover = intent.target
            self.hover_slot = intent.target.index if isinstance(intent.target, HandSlot) else None
            return
        if isinstance(intent, Click) and isinstance(intent.target, HandSlot):
            if intent.button == 3:
                self.selected = None
            else:
                self.click_tile(intent.target.index, intent.double)
            return
        if isinstance(intent, Click) and intent.button == 1 and isinstance(intent.target, ButtonTarget):
            self.on_button(intent.target.name)
            return
        if isinstance(intent, KeyPress) and intent.key == pygame.K_ESCAPE and self.selected is not None:
            self.selected = None  # Esc deselects first; the next Esc opens the menu (issue 15.19)
            self._selected_code = None
            self._choices_key = None
            return
        super().handle(intent)

    def click_tile(self, index: int, double: bool) -> None:
        tiles = self._hand_tiles()
        if not 0 <= index < len(tiles):
            return
        if (self.selected == index or double) and self.discard_tile(tiles[index]):
            return
        self.selected = index
        self._selected_code = tiles[index]

    def discard_tile(self, code: str) -> bool:
        for action in self.ctl.human_legal():
            if isinstance(action, A.Discard) and action.tile.value == code and self.ctl.state.window is None:
                self.submit(action)
                return True
        return False

    def submit(self, action: A.Action) -> None:
        """The human's choice (one of ``ctl.human_legal()``); in practice mode a dangerous discard waits for
        the warning to be answered."""
        if action not in self.ctl.human_legal():
            return
        if self.practice is not None and not self.practice.before_submit(action):
            return  # a danger warning waits for an answer
        self._play(action)

    def _submit_confirmed(self, action: A.Action) -> None:
        """The practice layer's danger warning was accepted: the discard goes through."""
        assert self.practice is not None
        if self.practice.before_submit(action):  # the layer marked it confirmed: it goes through
            self._play(action)

    def _play(self, action: A.Action) -> None:
        if action not in self.ctl.human_legal():
            return
        self.ctl.submit(action)
        self.selected = None
        self.claim_timer = None
        self._choices_key = None

    def on_button(self, name: str) -> None:
        if name == "menu":
            self.open_menu()
            return
        for choice in self.choices:
            if choice.name == name and choice.action is not None:
                self.submit(choice.action)
                return

    def key_help(self) -> list[Shortcut]:
        """For the shortcut overlay (F1): the keys the table handles without a button of its own, and the practice
        toolbar's keys as their key caps show them."""
        out = [
            Shortcut("Left / Right", _("Choose a tile of your hand")),
            Shortcut("D", _("Discard the tile you drew")),
        ]
        if self.practice is not None:
            out += [Shortcut(b.hint, b.label) for b in self.practice.buttons if b.hint]
        return out

    def on_key(self, intent: KeyPress) -> None:
        if self.practice is not None and self.practice.on_key_not_offered(intent):
            return
        tiles = self._hand_tiles()
        if intent.key in (pygame.K_LEFT, pygame.K_RIGHT) and tiles:
            step = -1 if intent.key == pygame.K_LEFT else 1
            start = self.selected if self.selected is not None else (len(tiles) if step < 0 else -1)
            self.selected = (start + step) % len(tiles)
            self._selected_code = tiles[self.selected]
        elif intent.key == pygame.K_d and tiles and self.current_model().seats[0].drawn:
            self.discard_tile(tiles[-1])
        elif intent.key == pygame.K_ESCAPE:
            self.open_menu()

    def confirm_quit(self) -> bool:
        """The window's close button: quit at once when nothing would be lost (the game on disk is the game on
        the table), else ask (a claim window cannot be saved; a practice hand's review is not kept)."""
        assert self.app is not None
        if self.autoplay or self.app.top is not self or self.nothing_to_lose():
            return False
        detail = _("The game is saved after every move: choose Continue on the title screen next time.")
        self.app.go(Push("confirm", question=_("Quit the game?"), detail=detail, on_yes=Quit(0), yes=_("Quit")))
        return True

    def nothing_to_lose(self) -> bool:
        """Whether quitting now loses nothing: the current position is the one saved after the last move."""
        if self.ctl.human is None or self.ctl.game_over:
            return True
        if self.practice is not None and self.practice.practice and self.practice.review.items:
            return False
        return self._saved_state is self.ctl.state

    def open_menu(self) -> None:
        assert self.app is not None
        self.app.go(Push("menu", autoplay=self.autoplay))

    # -- update ----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        assert self.app is not None
        app = self.app
        self.animator.update(dt)
        self.watchdog()
        self.drain_events()
        if not self.score_open:
            before = self.ctl.ai_seconds
            self.ctl.update(dt, ready=not self.animator.busy)
            app.exclude_from_frame(self.ctl.ai_seconds - before)
            if self.ctl.ai_errors != self._ai_errors_seen:  # also those caught in the worker thread
                app.count_exceptions(self.ctl.ai_errors - self._ai_errors_seen)
                self._ai_errors_seen = self.ctl.ai_errors
            self.drain_events()
            self.human_automation(dt)
        self.fx.update(dt)
        self.maybe_save()
        self.refresh_choices()
        if self.ctl.hand_over and not self.score_open:
            self.end_pause -= dt
        if self.ctl.hand_over and not self.score_open and not self.animator.busy and self.end_pause <= 0:
            self.open_score()
        if not self.score_open:
            self.take_screenshots()
        if self.practice is not None:
            self.practice.update(dt)
            if self.practice.undo_requested_refresh():
                self.models.forget()
                self._choices_key = None
                self.selected = None
                self.fx.clear()  # the undone events leave no ruling on the table (issue 15.4)
                self.animator.clear()  # ... and no claim callout
            self.practice.layout_buttons(
                self.lay, app.text
            )  # after everything that changes the layer's state this frame

    def animating(self) -> bool:
        """The table changes without input unless it waits for you with nothing moving or counting down and no
        computer player left to answer (``zjgame.ui.pacing``: only then does the window stop drawing)."""
        ctl = self.ctl
        if self.autoplay or self.animator.busy or self.claim_timer is not None or self.fx.ruling is not None:
            return True
        if ctl.events or ctl.hand_over or not ctl.waiting_for_human or ctl.busy() or ctl.pending_computer() is not None:
            return True
        return self.practice is not None and self.practice.notice is not None

    def watchdog(self) -> None:
        """Autoplay must always move on: if nothing changes for many frames, stop with status 1."""
        assert self.app is not None
        if not self.autoplay:
            return
        key = (id(self.ctl.state), self.score_open, self.ctl.hand_index)
        if key != self._watch_key:
            self._watch_key, self._watch_frames = key, 0
            return
        self._watch_frames += 1
        limit = 3000 if self.app.options.speed_max else 60 * 60
        if self._watch_frames > limit:
            print(f"zjgame play: autoplay made no progress for {limit} frames; stopping", file=sys.stderr)
            self.app.count_exceptions(1)
            self.app.go(Quit(1))

    def drain_events(self) -> None:
        while self.ctl.events:
            self.on_event(self.ctl.events.popleft())

    def human_automation(self, dt: float) -> None:
        assert self.app is not None
        if not self.ctl.waiting_for_human:
            return
        legal = self.ctl.human_legal()
        settings = self.app.settings
        wins = [a for a in legal if isinstance(a, (A.ClaimWin, A.DeclareSelfDrawnWin))]
        if settings.auto_win and wins:
            self.submit(wins[0])
            return
        if self.ctl.state.window is not None:
            if settings.auto_pass and not wins and A.PASS in legal:
                self.submit(A.PASS)
                return
            if self.claim_timer is not None:
                self.claim_timer -= dt
                if self.claim_timer <= 0 and A.PASS in legal:
                    self.submit(A.PASS)

    def maybe_save(self) -> None:
        assert self.app is not None
        if self.autoplay or self.ctl.human is None:
            return
        state = self.ctl.state
        if state is self._saved_state or not self.ctl.can_save():
            return
        self._saved_state = state
        if self.ctl.game_over:
            return
        self.app.storage.save_game(self.ctl.record())
        for notice in self.app.storage.pop_notices():
            self.app.toast(notice, 6.0)

    def take_screenshots(self) -> None:
        assert self.app is not None
        if self.app.options.screenshots is None:
            return
        n = self.ctl.hand_index + 1
        view_left = self.ctl.state.draws_left
        total = self.ctl.ruleset.draws
        over = self.ctl.hand_over and not self.animator.busy
        actions = self.ctl.state.action_count
        tags = []
        if actions >= 1 or over:
            tags.append(f"h{n:02d}-1-table-start")
        if actions >= 12 or over:
            tags.append(f"h{n:02d}-2-table-play")
        if view_left <= total // 2 or over:
            tags.append(f"h{n:02d}-3-table-mid")
        if over:
            tags.append(f"h{n:02d}-4-table-end")
        for tag in tags:
            if tag not in self._shots:
                self._shots.add(tag)
                self.app.screenshot(tag)

    def open_score(self) -> None:
        assert self.app is not None
        if self.practice is not None and self.practice.panel is not None and self.practice.practice:
            return  # the "why your claim lost" panel first; the score panel opens when it is closed
        if (
            f"h{self.ctl.hand_index + 1:02d}-4-table-end" not in self._shots
            and self.app.options.screenshots is not None
        ):
            return  # let this frame's end-of-hand picture be taken first
        self.score_open = True
        self.app.count_hand()
        record_hand(self.app, self.ctl)  # the statistics: the hand's rows, one transaction (zjgame.history)
        self.app.go(Push("score", ctl=self.ctl, hand=self.ctl.finished[-1]))

    def on_return(self, key: str, result: object) -> None:
        """The score panel closed: the practice review (practice mode, when you made decisions), else on;
        the review closed: on."""
        if key == "score":
            if self.practice is not None and self.practice.practice and self.practice.review.items:
                assert self.app is not None
                self.app.go(Push("practice-review", layer=self.practice))
                return
            self.after_score()
        elif key == "practice-review":
            self.after_score()

    def after_score(self) -> None:
        """The score panel was closed: next hand, the final standings, or (autoplay --hands) the end."""
        assert self.app is not None
        app = self.app
        self.score_open = False
        limit = app.options.hands
        if (limit is not None and app.hands_played >= limit) or self.ctl.game_over:
            if not self.autoplay:
                app.storage.delete_game()
            app.go(Replace("results", ctl=self.ctl, autoplay=self.autoplay, complete=self.ctl.game_over))
            return
        self.ctl.next_hand()
        self.fx.new_hand()  # the last hand's ruling does not stay on the new table (issue 15.10)
        self.end_pause = 1.4 * self.animator.factor
        self.selected = None
        self._saved_state = None
        self.models.forget()

    # -- draw ------------------------------------------------------------------------------------------------
    def tile_art(self) -> TileArt:
        """The tile art with the tile-labels setting applied (claim prompts, chow buttons: issue 15.13)."""
        assert self.app is not None
        return labelled(self.app.art, self.app.settings.tile_labels)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        art = self.tile_art()
        for button in self.buttons:
            hovered = isinstance(self.hover, ButtonTarget) and self.hover.name == button.name
            draw_button(surface, button, self.app.text, hovered, art)

    def draw(self, surface: pygame.Surface) -> None:
        """Reads only: the picture of the table, your hand, the prompt, the buttons, animations and panels."""
        assert self.app is not None and self.renderer is not None
        model = self.current_model()
        lay = self.lay
        text, art = self.app.text, self.app.art
        labelled_art = self.tile_art()
        surface.blit(self.renderer.layer(model, lay), (0, 0))
        hover = self.hover_slot if not self.score_open else None
        window = self.ctl.state.window
        raised = claim_tiles_hovered(model, self.hover, self.choices, window.tile.value if window else None)
        self.renderer.draw_hand(surface, model, lay, hover, self.selected, raised=raised)
        if model.waits:
            self.renderer.draw_waits(surface, model, lay)
        if self.choices:  # your turn to answer
            countdown = self.app.settings.claim_countdown
            draw_prompt(surface, self.ctl, lay, text, labelled_art, self.buttons, self.claim_timer, countdown)
        self.draw_buttons(surface)
        self.fx.draw_ruling(surface, text)
        if self.practice is not None:
            self.practice.draw(surface, lay, text, art, self.hover)
        self.animator.draw(surface, text)  # claim callouts above the practice panels (issue 15.9)
