"""The practice layer on the table: the teaching aids of practice mode drawn over the table scene, and the
short "why your claim lost" notice outside it.

- why a claim lost (a panel with the discard, every seat's claim, the precedence order and one sentence), and
  why an option you try (W, K, P, C) is not offered;
- hints (H): shanten, improving tiles with unseen counts, the advisor's suggestion and reason, nearest plans;
- a danger warning before a dangerous discard (accept with Y/Enter, cancel with N/Esc);
- undo (U) back to your previous decision, as often as you like;
- open hands (O): the computer players' concealed tiles;
- the rulings log (G) and the hand review at the end of the hand (the ``practice-review`` scene).

The table scene calls: ``on_event(event)``, ``update(dt)``, ``before_submit(action) -> bool``,
``handle(intent) -> bool``, ``layout_buttons(layout)`` and ``draw(surface, layout, ...)``; at the end of a hand
it opens the review (the ``practice-review`` scene) with this layer.
Everything it computes comes from ``zjgame.practice`` (pure); it reads the human's view only, except the
opponents' tiles when open hands are asked for.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from zjgame.engine import actions as A
from zjgame.engine import events as E
from zjgame.engine.round import RoundState
from zjgame.engine.view import SeatView
from zjgame.practice.advice import Advisor, Hints, hints_for
from zjgame.practice.claims import ClaimPanel, explain_lost_claim, several_winners_note, why_not
from zjgame.practice.danger_check import DangerWarning, check_discard
from zjgame.practice.review import HandReview
from zjgame.practice.rulings_log import RulingsLog
from zjgame.practice.undo import UndoHistory
from zjgame.rules.seats import Seat
from zjgame.ui import theme
from zjgame.ui.input import ButtonTarget, Click, Intent, KeyPress, Target
from zjgame.ui.practice_draw import draw_lines, draw_open_hands, titled_panel
from zjgame.ui.tileart import TileArt
from zjgame.ui.widgets import Button, draw_button

if TYPE_CHECKING:
    from zjgame.ui.controller import GameController
    from zjgame.ui.layout import TableLayout

WHY_KEYS = {pygame.K_w: "win", pygame.K_k: "kong", pygame.K_p: "pung", pygame.K_c: "chow"}
SHORT_SECONDS = 4.0
# the practice toggles: button name -> (label, key, key hint, the layer's attribute it flips)
TOGGLES = {
    "practice:hints": ("Hints", pygame.K_h, "H", "show_hints"),
    "practice:log": ("Rulings", pygame.K_g, "G", "show_log"),
    "practice:open": ("Open hands", pygame.K_o, "O", "open_hands"),
}
KEY_TOGGLES = {key: attr for _label, key, _hint, attr in TOGGLES.values()}


class PracticeLayer:
    """Teaching layers for one game. ``ctl`` is the table's ``GameController``; ``practice`` turns on
    everything (else only the short claim notice)."""

    def __init__(self, ctl: GameController, submit: Callable[[A.Action], object] | None = None) -> None:
        self.ctl = ctl
        # applies an action the player confirmed after a danger warning (the table's own submit)
        self.submit_again: Callable[[A.Action], object] = submit or ctl.submit
        self.practice = ctl.practice
        self.advisor = Advisor(ctl.seed)
        seat = ctl.human_seat
        self.log = RulingsLog(you=seat)
        self.history: UndoHistory[RoundState] = UndoHistory()
        self.review = HandReview(self.advisor)
        self._review_at: dict[int, int] = {}  # id(state) -> review items at that decision
        self.show_hints = self.practice
        self.show_log = False
        self.open_hands = False
        self.panel: ClaimPanel | None = None
        self.notice: tuple[str, float] | None = None
        self.pending: tuple[DangerWarning, A.Action] | None = None
        self.confirmed: A.Action | None = None
        self._hints: tuple[object, Hints | None] = (None, None)
        self._hint_error_shown = False
        self._hand_index = ctl.hand_index
        self.buttons: list[Button] = []
        self._changed = False

    # -- hooks ---------------------------------------------------------------------------------------------
    @property
    def you(self) -> Seat | None:
        return self.ctl.human_seat

    def on_event(self, event: E.Event) -> None:
        if self.ctl.hand_index != self._hand_index:
            self.new_hand()
        self.log.feed([event])
        you = self.you
        if you is None:
            return
        if isinstance(event, E.ClaimResolved):
            rulings = event.rulings or (event.ruling,)
            panel = explain_lost_claim(rulings, you)
            if panel is not None:
                if self.practice:
                    self.panel = panel
                else:
                    self.say(panel.short)
            note = several_winners_note(rulings, you)
            if note:
                self.say(note)

    def new_hand(self) -> None:
        self._hand_index = self.ctl.hand_index
        self.history.clear()
        self.log.clear()
        self.review.items.clear()
        self._review_at.clear()
        self.panel = None
        self.pending = None

    def update(self, dt: float) -> None:
        if self.notice is not None:
            text, left = self.notice
            self.notice = (text, left - dt) if left - dt > 0 else None
        if self.practice and self.ctl.waiting_for_human and not self.ctl.state.is_finished:
            state = self.ctl.state
            self.history.record(state, len(state.actions()), "your decision")
            self._review_at.setdefault(id(state), len(self.review.items))

    def before_submit(self, action: A.Action) -> bool:
        """Called before the human's action is applied: False holds it back (a danger warning is shown)."""
        if not self.practice or self.you is None:
            return True
        view = self.human_view()
        legal = self.ctl.human_legal()
        # a bonus tile discarded can never be claimed (ZJ §7): nothing to warn about
        if (
            isinstance(action, A.Discard)
            and self.confirmed != action
            and view.window is None
            and not action.tile.is_bonus
        ):
            warning = check_discard(view, action.tile)
            if warning is not None:
                self.pending = (warning, action)
                return False
        self.confirmed = None
        try:
            self.review.note(view, legal, action)
        except ValueError as err:  # the advisor refused this position: the decision is not reviewed
            self.advisor_refused(err)
        return True

    def advisor_refused(self, err: ValueError) -> None:
        """The advisor could not judge a position (a drawn bonus tile, Zen Koan): said once on stderr."""
        if not self._hint_error_shown:
            self._hint_error_shown = True
            print(f"zjgame: the practice advisor skipped a position: {err}", file=sys.stderr)

    def human_view(self) -> SeatView:
        you = self.you
        assert you is not None
        return self.ctl.state.view_for(you)

    # -- actions ---------------------------------------------------------------------------------------------
    def say(self, text: str, seconds: float = SHORT_SECONDS) -> None:
        self.notice = (text, seconds)

    def undo(self) -> bool:
        """Back to your previous decision (practice mode only). False when there is nothing to undo."""
        if not self.practice:
            return False
        snap = self.history.undo(self.ctl.state)
        if snap is None:
            self.say("Nothing to undo in this hand.")
            return False
        self.ctl.restore(snap.state)
        self.review.undo_to(self._review_at.get(id(snap.state), len(self.review.items)))
        self.panel = None
        self.pending = None
        self.say("Undone: back to your previous decision.", 2.0)
        self._changed = True
        return True

    def undo_requested_refresh(self) -> bool:
        """True once after an undo (the table drops its cached model and selection)."""
        changed, self._changed = self._changed, False
        return changed

    def why_not_line(self, kind: str) -> str | None:
        if self.you is None:
            return None
        view = self.human_view()
        legal = [a.type for a in self.ctl.human_legal()]
        discard = None
        if view.window is None and self.ctl.last_discard is not None:
            river = view.discards[self.ctl.last_discard.index]
            if river:
                discard = (self.ctl.last_discard, river[-1].tile, False)
        return why_not(view, kind, legal, discard)

    def hints(self) -> Hints | None:
        if self.you is None or not self.ctl.waiting_for_human:
            return None
        state = self.ctl.state
        key, cached = self._hints
        if key is state:
            return cached
        legal = self.ctl.human_legal()
        try:
            hints = hints_for(self.human_view(), legal, self.advisor) if legal else None
        except ValueError as err:  # the advisor refused this position (e.g. a drawn bonus tile): no hints now
            self.advisor_refused(err)
            hints = None
        self._hints = (state, hints)
        return hints

    # -- input -------------------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        """True when the layer used the intent (the table scene then ignores it)."""
        if isinstance(intent, Click) and intent.button == 1 and isinstance(intent.target, ButtonTarget):
            return self.on_button(intent.target.name)
        if not isinstance(intent, KeyPress):
            return False
        key = intent.key
        if self.pending is not None:
            if key in (pygame.K_y, pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.on_button("danger:accept")
            if key in (pygame.K_n, pygame.K_ESCAPE):
                return self.on_button("danger:cancel")
            return True
        if self.panel is not None and key in (pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN):
            self.panel = None
            return True
        if not self.practice:
            return False
        if key == pygame.K_u or (key == pygame.K_z and intent.mod & pygame.KMOD_CTRL):
            self.undo()
            return True
        if key in KEY_TOGGLES:
            self.toggle(KEY_TOGGLES[key])
            return True
        return False

    def on_key_not_offered(self, intent: KeyPress) -> bool:
        """A claim key (W, K, P, C) that no offered choice took: say why not."""
        kind = WHY_KEYS.get(intent.key)
        if kind is None or self.you is None:
            return False
        line = self.why_not_line(kind)
        if line:
            self.say(line, 6.0 if self.practice else SHORT_SECONDS)
            return True
        return False

    def on_button(self, name: str) -> bool:
        if name == "danger:accept" and self.pending is not None:
            _warning, action = self.pending
            self.pending = None
            self.confirmed = action
            self.submit_again(action)
            return True
        if name == "danger:cancel":
            self.pending = None
            return True
        if name == "panel:close":
            self.panel = None
            return True
        if name == "practice:undo":
            self.undo()
            return True
        if name in TOGGLES:
            self.toggle(TOGGLES[name][3])
            return True
        return False

    def toggle(self, attr: str) -> None:
        setattr(self, attr, not getattr(self, attr))

    def hit_test(self, pos: tuple[int, int]) -> ButtonTarget | None:
        for button in reversed(self.buttons):
            if button.enabled and button.rect.collidepoint(pos):
                return ButtonTarget(button.name)
        return None

    # -- drawing -------------------------------------------------------------------------------------------------
    def layout_buttons(self, lay: TableLayout) -> None:
        s = lay.s
        buttons: list[Button] = []
        if self.practice:
            bw, bh, gap = int(86 * s), int(30 * s), int(6 * s)
            x, y = int(14 * s), int(44 * s)
            toggles = [(name, label, hint, getattr(self, attr)) for name, (label, _key, hint, attr) in TOGGLES.items()]
            for name, label, hint, on in [*toggles, ("practice:undo", "Undo", "U", False)]:
                width = int(bw * (1.35 if name == "practice:open" else 1))
                buttons.append(
                    Button(
                        name,
                        label,
                        pygame.Rect(x, y, width, bh),
                        (),
                        hint,
                        "toggle-on" if on else "normal",
                        enabled=name != "practice:undo" or self.history.can_undo,
                    )
                )
                x += width + gap
        box = self.dialog_rect(lay)
        if self.pending is not None:
            bw, bh = int(150 * s), int(40 * s)
            y = box.bottom - bh - int(14 * s)
            buttons.append(
                Button(
                    "danger:accept",
                    "Discard it",
                    pygame.Rect(box.centerx - bw - int(8 * s), y, bw, bh),
                    (),
                    "Y",
                    "danger",
                )
            )
            buttons.append(
                Button("danger:cancel", "Keep it", pygame.Rect(box.centerx + int(8 * s), y, bw, bh), (), "N", "primary")
            )
        elif self.panel is not None:
            bw, bh = int(120 * s), int(36 * s)
            buttons.append(
                Button(
                    "panel:close",
                    "OK",
                    pygame.Rect(box.right - bw - int(14 * s), box.bottom - bh - int(12 * s), bw, bh),
                    (),
                    "Space",
                    "primary",
                )
            )
        self.buttons = buttons

    @staticmethod
    def dialog_rect(lay: TableLayout) -> pygame.Rect:
        sq = lay.square
        return pygame.Rect(sq.left + int(sq.w * 0.04), sq.top + int(sq.h * 0.22), int(sq.w * 0.92), int(sq.h * 0.56))

    def draw(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        text: theme.TextCache,
        art: TileArt,
        hover: Target | None = None,
    ) -> None:
        """Draws only: the buttons are those of the last ``layout_buttons`` (the table calls it after every
        update and layout)."""
        s = lay.s
        if self.practice:
            if self.open_hands:
                self.draw_open_hands(surface, lay, art)
            if self.show_hints:
                self.draw_hints(surface, lay, text)
            if self.show_log:
                self.draw_log(surface, lay, text)
        if self.pending is not None:
            self.draw_danger(surface, lay, text, art)
        elif self.panel is not None:
            self.draw_panel(surface, lay, text, art)
        if self.notice is not None:
            size = max(12, int(16 * s))
            width = int(lay.square.w * 0.9)
            lines = text.wrap(self.notice[0], size, width)
            lh = int(size * 1.4)
            box = pygame.Rect(0, 0, width + int(24 * s), lh * len(lines) + int(16 * s))
            box.midtop = (lay.square.centerx, lay.square.top + int(10 * s))
            theme.draw_panel(surface, box, int(10 * s), 244)
            for i, line in enumerate(lines):
                text.blit(
                    surface, line, size, (box.centerx, box.top + int(8 * s) + i * lh), theme.HIGHLIGHT, False, "midtop"
                )
        hovered = hover.name if isinstance(hover, ButtonTarget) else None
        for button in self.buttons:
            draw_button(surface, button, text, button.name == hovered, art)

    def side_rect(self, lay: TableLayout, side: str) -> pygame.Rect:
        """The free corner above the left (hints) or right (rulings log) opponent's name plate."""
        s = lay.s
        plate = lay.plates[3 if side == "left" else 1]
        top = int(84 * s) if side == "left" else lay.plates[2].bottom + int(44 * s)
        bottom = plate.top - int(8 * s)
        edge = lay.margin + lay.opp_tile[1] + int(8 * s)  # clear of the side opponents' hand strips
        if side == "left":
            left, right = edge, lay.square.left - int(8 * s)
        else:
            left, right = lay.square.right + int(8 * s), lay.size[0] - edge
        return pygame.Rect(left, top, right - left, max(int(60 * s), bottom - top))

    def draw_hints(self, surface: pygame.Surface, lay: TableLayout, text: theme.TextCache) -> None:
        hints = self.hints()
        if hints is None:
            return
        rect = self.side_rect(lay, "left")
        y = titled_panel(surface, text, rect, "Hints", lay.s)
        draw_lines(
            surface,
            text,
            list(hints.lines()),
            rect.left + int(12 * lay.s),
            y,
            rect.w - int(24 * lay.s),
            max(10, int(13 * lay.s)),
            max_y=rect.bottom - int(4 * lay.s),
        )

    def draw_log(self, surface: pygame.Surface, lay: TableLayout, text: theme.TextCache) -> None:
        rect = self.side_rect(lay, "right")
        y = titled_panel(surface, text, rect, "Rulings this hand", lay.s)
        lines = self.log.texts() or ["No ruling yet."]
        size = max(11, int(13 * lay.s))
        # the newest rulings that fit
        fitting: list[str] = []
        budget = (rect.bottom - y) // int(size * 1.35)
        for line in reversed(lines):
            n = len(text.wrap(line, size, rect.w - int(24 * lay.s)))
            if n > budget:
                break
            fitting.insert(0, line)
            budget -= n
        draw_lines(surface, text, fitting, rect.left + int(12 * lay.s), y, rect.w - int(24 * lay.s), size)

    def draw_open_hands(self, surface: pygame.Surface, lay: TableLayout, art: TileArt) -> None:
        if self.you is not None:
            draw_open_hands(surface, lay, art, self.ctl.state.hands, self.you)

    def draw_panel(self, surface: pygame.Surface, lay: TableLayout, text: theme.TextCache, art: TileArt) -> None:
        panel = self.panel
        assert panel is not None
        s = lay.s
        box = self.dialog_rect(lay)
        title = {
            "interception": "Your win was intercepted",
            "precedence": "Your claim lost",
            "robbing_kong": "The kong was robbed",
        }.get(panel.kind, "Your claim lost")
        y = titled_panel(surface, text, box, title, s, 246, theme.HIGHLIGHT)
        x = box.left + int(16 * s)
        size = max(12, int(15 * s))
        th = int(46 * s)
        tw = int(th * 0.74)
        text.blit(surface, f"{panel.discarder.name_en} discarded", size, (x, y + th // 2), theme.TEXT, True, "midleft")
        surface.blit(art.face(panel.tile.value, tw, th), (x + int(150 * s), y))
        order = ["you" if st is panel.you else st.name_en for st in panel.order]
        px = x + int(150 * s) + tw + int(16 * s)
        draw_lines(
            surface,
            text,
            ["Precedence after the discarder:", " → ".join(order)],
            px,
            y + int(2 * s),
            box.right - px - int(12 * s),
            size,
            theme.TEXT_DIM,
        )
        y += th + int(10 * s)
        claims = dict(panel.claims)
        col = (box.w - int(32 * s)) // 3
        for i, st in enumerate(panel.order):
            claim = claims.get(st, "no claim")
            who = "You" if st is panel.you else st.name_en
            won = st in panel.awarded
            color = theme.HIGHLIGHT if won else (theme.TEXT if claim != "no claim" else theme.TEXT_DIM)
            label = f"{i + 1}. {who}: {claim}" + ("  (gets it)" if won else "")
            text.blit(surface, label, size, (x + i * col, y), color, won)
        y += int(size * 1.8)
        draw_lines(
            surface,
            text,
            [panel.sentence],
            x,
            y,
            box.w - int(32 * s),
            max(12, int(16 * s)),
            theme.TEXT,
            max_y=box.bottom - int(52 * s),
        )

    def draw_danger(self, surface: pygame.Surface, lay: TableLayout, text: theme.TextCache, art: TileArt) -> None:
        assert self.pending is not None
        warning, _action = self.pending
        s = lay.s
        box = self.dialog_rect(lay)
        y = titled_panel(surface, text, box, "Danger: think before you discard", s, 248, theme.RED)
        th = int(56 * s)
        tw = int(th * 0.74)
        surface.blit(art.face(warning.tile.value, tw, th), (box.right - tw - int(18 * s), box.top + int(12 * s)))
        draw_lines(
            surface,
            text,
            list(warning.lines()),
            box.left + int(16 * s),
            y,
            box.w - tw - int(48 * s),
            max(12, int(15 * s)),
            max_y=box.bottom - int(60 * s),
        )
