"""The replay viewer: open a game record and step through it on the table, every hand open, with what happened
and the rulings made at each step. ``zjgame replay FILE --gui`` opens it (``zjgame.ui.launch.run_replay_gui``);
with ``--screenshots DIR --speed max`` (``autoplay``) it saves a PNG at every claim window and ruling and exits.

Players keep their names and a fixed place at the table for the whole game (issue 15 item 12): the player at
the bottom (you in your own games, else the first player; V follows the next player) is seen from their seat in
every hand, so the others keep their places as the seats rotate.

Keys (each on its button, so the shortcut overlay lists them): Right/Left a step, Down/Up (or PageDown/PageUp) a
hand, N the next ruling (a claim decided, a win, a drawn hand; plain discards are passed over), Space plays or
pauses, V whose hand is at the bottom, Esc leaves. Owns drawing and stepping; the steps come from
``zjgame.practice.replay_model`` (which replays through the engine exactly as ``zjgame replay`` does).
"""

from __future__ import annotations

import pygame

from zjgame.i18n import _, commas
from zjgame.names import player_name
from zjgame.practice.replay_model import ReplayModel, Step
from zjgame.rules.seats import SEATS, Seat
from zjgame.ui.app_api import AppAPI
from zjgame.ui.layout import TableLayout, compute_layout
from zjgame.ui.practice_draw import draw_open_hands, titled_panel
from zjgame.ui.richtext import RichText
from zjgame.ui.routes import Pop, Quit
from zjgame.ui.scene import Scene
from zjgame.ui.table_render import TableRenderer
from zjgame.ui.viewmodel import table_model
from zjgame.ui.widgets import Button, button_width, row


class ReplayScene(Scene):
    name = "replay"

    def __init__(self, model: ReplayModel, autoplay: bool = False, title: str = "") -> None:
        super().__init__()
        self.model = model
        self.hand = 1
        self.index = 0
        human = model.human
        self.player = human if human is not None else 0  # whose hand is at the bottom, in every hand
        self.playing = autoplay
        self.autoplay = autoplay  # step through everything (screenshots at notable steps), then quit
        self.title = title
        self.timer = 0.0
        self.renderer: TableRenderer | None = None
        self.lay: TableLayout = compute_layout((1280, 800))
        self._shot_for: tuple[int, int] | None = None

    # -- navigation ------------------------------------------------------------------------------------------
    @property
    def steps(self) -> list[Step]:
        return self.model.steps(self.hand)

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    def go(self, delta: int) -> bool:
        """Move ``delta`` steps, across hands; False at either end."""
        index, hand = self.index + delta, self.hand
        while index >= len(self.model.steps(hand)):
            if hand >= self.model.hand_count:
                return False
            index -= len(self.model.steps(hand))
            hand += 1
        while index < 0:
            if hand <= 1:
                return False
            hand -= 1
            index += len(self.model.steps(hand))
        self.hand, self.index = hand, index
        return True

    def go_hand(self, delta: int) -> None:
        self.hand = max(1, min(self.model.hand_count, self.hand + delta))
        self.index = 0

    @property
    def viewer(self) -> Seat:
        """The seat of the followed player in the hand shown."""
        return self.model.seat_of(self.player, self.hand)

    def next_notable(self) -> bool:
        """On to the next claim window or ruling (the autoplay screenshots' stops)."""
        while self.go(1):
            if self.step.is_notable:
                return True
        return False

    def next_ruling(self) -> bool:
        """On to the next step where a ruling was made; False (staying put) when there is none."""
        hand, index = self.hand, self.index
        while self.go(1):
            if self.step.is_ruling:
                return True
        self.hand, self.index = hand, index
        return False

    # -- life cycle ------------------------------------------------------------------------------------------
    def enter(self, app: AppAPI) -> None:
        self.renderer = TableRenderer(app.art, app.text)
        super().enter(app)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.lay = compute_layout(size)
        s = self.lay.s
        assert self.app is not None
        labels = [
            ("hand-", _("<< Hand"), "PgUp", (pygame.K_PAGEUP, pygame.K_UP)),
            ("step-", _("< Step"), "Left", (pygame.K_LEFT,)),
            ("play", _("Pause") if self.playing else _("Play"), "Space", (pygame.K_SPACE,)),
            ("step+", _("Step >"), "Right", (pygame.K_RIGHT,)),
            ("next", _("Next ruling"), "N", (pygame.K_n,)),
            ("hand+", _("Hand >>"), "PgDn", (pygame.K_PAGEDOWN, pygame.K_DOWN)),
            ("viewer", _("Whose hand"), "V", (pygame.K_v,)),
        ]
        bh, gap = self.lay.button_h, int(6 * s)
        widths = [button_width(self.app.text, label, hint, bh) for _n, label, hint, _k in labels]
        room = size[0] - 2 * int(12 * s) - gap * (len(labels) - 1)
        if sum(widths) > room:  # at 800x540: share the row (labels shrink to fit their buttons)
            widths = [max(1, wd * room // sum(widths)) for wd in widths]
        rects = row(size[0] // 2, self.lay.buttons_y, widths, bh, gap)
        self.buttons = [Button(name, label, rect, keys, hint) for (name, label, hint, keys), rect in zip(labels, rects)]
        close = _("Close")
        menu = self.lay.menu
        cw = max(menu.w, button_width(self.app.text, close, "Esc", menu.h))
        rect = pygame.Rect(menu.right - cw, menu.top, cw, menu.h)
        self.buttons.append(Button("back", close, rect, (pygame.K_ESCAPE,), "Esc"))

    def on_button(self, name: str) -> None:
        if name == "back":
            self.on_back()
            return
        actions = {
            "hand-": lambda: self.go_hand(-1),
            "hand+": lambda: self.go_hand(1),
            "step-": lambda: self.go(-1),
            "step+": lambda: self.go(1),
            "next": self.next_ruling,
        }
        if name == "play":
            self.playing = not self.playing
            self.layout(self.size)
        elif name == "viewer":
            self.player = (self.player + 1) % 4
        elif name in actions:
            actions[name]()

    def on_back(self) -> None:
        if self.app is not None:
            self.app.go(Pop())

    # -- frame -----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        assert self.app is not None
        if self.autoplay:
            key = (self.hand, self.index)
            if self._shot_for != key:
                self._shot_for = key
                if self.step.is_notable:
                    kind = "claim" if self.step.claim_window else "ruling"
                    self.app.screenshot(f"replay-h{self.hand:02d}-s{self.index:03d}-{kind}")
                return  # the picture of this step is taken at the end of this frame
            if not self.next_notable():
                self.app.go(Quit(0))
            return
        if self.playing:
            self.timer += dt
            if self.timer >= 0.6:
                self.timer = 0.0
                if not self.go(1):
                    self.playing = False
                    self.layout(self.size)

    def animating(self) -> bool:
        return self.autoplay or self.playing  # steps on by itself only when playing

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None and self.renderer is not None
        step = self.step
        state = step.state
        view = state.view_for(self.viewer)
        names = self.model.names_by_seat(self.hand)
        kinds = self.model.kinds
        by_seat = tuple(kinds[self.model.player_at(seat, self.hand)] or "replay" for seat in SEATS)  # a level
        model = table_model(view, names, by_seat, hands_total=self.model.hand_count, show_waits=False)
        lay = self.lay
        surface.blit(self.renderer.layer(model, lay), (0, 0))
        self.renderer.draw_hand(surface, model, lay, None, None)
        draw_open_hands(surface, lay, self.app.art, state.hands, self.viewer)
        s = lay.s
        text = self.app.text
        sq = lay.square
        panel = pygame.Rect(int(64 * s), int(84 * s), sq.left - int(72 * s), lay.plates[3].top - int(92 * s))
        heading = _("Hand {hand} of {hands} · step {step} of {steps}").format(
            hand=step.hand, hands=self.model.hand_count, step=step.index, steps=len(self.steps) - 1
        )
        y = titled_panel(surface, text, panel, heading, s)
        lines = [step.text, *step.rulings]
        if self.title and step.index == 0:
            lines.insert(0, _("Record: {name}").format(name=self.title))
        if state.is_finished and state.result is not None:
            names = self.model.names_by_seat(self.hand)
            pays = commas(f"{player_name(names[seat.index])} {state.result.payments[seat.index]:+d}" for seat in SEATS)
            lines.append(_("Payments: {list}").format(list=pays))
        width, room = panel.w - int(24 * s), panel.bottom - int(6 * s) - y
        rich = RichText(text, self.app.art, self.app.settings.tile_labels)
        size = max(11, int(14 * s))
        while size > 9 and sum(rich.height(line, size, width) for line in lines) > room:
            size -= 1  # a hand's last step says a lot (several winners): smaller type rather than cut off
        rich.draw_lines(surface, lines, size, (panel.left + int(12 * s), y), width, max_y=panel.bottom - int(6 * s))
        self.draw_buttons(surface)
