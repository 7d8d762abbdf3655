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
``handle(intent) -> bool``, ``layout_buttons(layout, text)`` and ``draw(surface, layout, ...)``; at the end of a hand
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
from zjgame.i18n import N_, _
from zjgame.practice.advice import Advisor, Hints, hints_for
from zjgame.practice.claims import ClaimPanel, explain_lost_claim, several_winners_note, why_not
from zjgame.practice.danger_check import DangerWarning, check_discard
from zjgame.practice.review import HandReview
from zjgame.practice.rulings_log import RulingsLog
from zjgame.practice.undo import UndoHistory
from zjgame.rules.seats import Seat
from zjgame.ui import practice_draw as PD
from zjgame.ui import theme
from zjgame.ui.input import ButtonTarget, Click, Intent, KeyPress, Target
from zjgame.ui.richtext import RichText
from zjgame.ui.tileart import TileArt
from zjgame.ui.widgets import Button, button_width, draw_button

if TYPE_CHECKING:
    from zjgame.ui.controller import GameController
    from zjgame.ui.layout import TableLayout


WHY_KEYS = {pygame.K_w: "win", pygame.K_k: "kong", pygame.K_p: "pung", pygame.K_c: "chow"}
SHORT_SECONDS = 4.0
# the practice toggles: button name -> (label, key, key hint, the layer's attribute it flips)
TOGGLES = {
    "practice:hints": (N_("Hints"), pygame.K_h, "H", "show_hints"),
    "practice:log": (N_("Rulings"), pygame.K_g, "G", "show_log"),
    "practice:open": (N_("Open hands"), pygame.K_o, "O", "open_hands"),
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
        self.log = RulingsLog(voice=ctl.voice(), ruleset=ctl.ruleset)
        self.history: UndoHistory[RoundState] = UndoHistory()
        self.review = HandReview(self.advisor, ctl.voice())
        self._review_at: dict[int, tuple[int, int]] = {}  # id(state) -> (review items, log entries) at that decision
        self.labels = False  # the tile-labels setting (tiles in the panels carry them too)
        self.rich: RichText | None = None
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
            voice = self.ctl.voice()
            panel = explain_lost_claim(rulings, you, voice, self.ctl.ruleset)
            if panel is not None:
                if self.practice:
                    self.panel = panel
                else:
                    self.say(panel.short)
            note = several_winners_note(rulings, you, voice)
            if note:
                self.say(note)
        if isinstance(event, E.TileDiscarded) and event.seat is you and self.practice:
            state = self.ctl.state
            if state.standing[you.index] is not None and len(state.rivers[you.index]) == 1:
                self.say(_("You declared a Standing Hand: you may only claim a discard to win."), 8.0)

    def set_labels(self, labels: bool) -> None:
        self.labels = labels
        if self.rich is not None:
            self.rich.labels = labels

    def new_hand(self) -> None:
        self._hand_index = self.ctl.hand_index
        self.history.clear()
        voice = self.ctl.voice()  # the seats have turned: names and "you" for this hand
        self.log.voice = voice
        self.log.you = voice.you
        self.review.voice = voice
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
            self._review_at.setdefault(id(state), (len(self.review.items), len(self.log.entries)))

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
            self.review.note(view, legal, action, self.ctl.state, self.ctl.voice())
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
            self.say(_("Nothing to undo in this hand."))
            return False
        self.ctl.restore(snap.state)
        items, entries = self._review_at.get(id(snap.state), (len(self.review.items), len(self.log.entries)))
        self.review.undo_to(items)
        self.log.truncate(entries)  # the undone rulings leave the log and the review (issue 15.4)
        self.panel = None
        self.pending = None
        self.say(_("Undone: back to your previous decision."), 2.0)
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
        return why_not(view, kind, legal, discard, self.ctl.voice())

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
    def layout_buttons(self, lay: TableLayout, text: theme.TextCache | None = None) -> None:
        """The toolbar (each button as wide as its label and key cap, so none overlaps the next at any size)
        and the buttons of an open dialog. ``text`` measures the labels (without it, fixed widths)."""
        s = lay.s
        buttons: list[Button] = []
        if self.practice:
            bh, gap = max(24, int(30 * s)), max(4, int(6 * s))
            x, y = lay.margin, lay.margin + max(18, int(30 * s))
            toggles = [
                (name, _(label), hint, getattr(self, attr)) for name, (label, _key, hint, attr) in TOGGLES.items()
            ]
            for name, label, hint, on in [*toggles, ("practice:undo", _("Undo"), "U", False)]:
                width = button_width(text, label, hint, bh) if text is not None else int(96 * s)
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
            bw, bh = int(150 * s), max(28, int(40 * s))
            y = box.bottom - bh - int(14 * s)
            buttons.append(
                Button(
                    "danger:accept",
                    _("Discard it"),
                    pygame.Rect(box.centerx - bw - int(8 * s), y, bw, bh),
                    (),
                    "Y",
                    "danger",
                )
            )
            buttons.append(
                Button(
                    "danger:cancel", _("Keep it"), pygame.Rect(box.centerx + int(8 * s), y, bw, bh), (), "N", "primary"
                )
            )
        elif self.panel is not None:
            bw, bh = int(120 * s), max(26, int(36 * s))
            buttons.append(
                Button(
                    "panel:close",
                    _("OK"),
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

    def rich_text(self, text: theme.TextCache, art: TileArt) -> RichText:
        if self.rich is None or self.rich.text is not text or self.rich.art is not art:
            self.rich = RichText(text, art, self.labels)
        return self.rich

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
        rich = self.rich_text(text, art)
        if self.practice:
            if self.open_hands and self.you is not None:
                PD.draw_open_hands(surface, lay, art, self.ctl.state.hands, self.you, self.labels)
            if self.show_hints:
                hints = self.hints()
                if hints is not None:
                    PD.draw_side_panel(surface, lay, rich, self.side_rect(lay, "left"), _("Hints"), list(hints.lines()))
            if self.show_log:
                lines = self.log.texts() or [_("No ruling yet.")]
                rect = self.side_rect(lay, "right")
                PD.draw_side_panel(surface, lay, rich, rect, _("Rulings this hand"), lines, newest=True)
        if self.pending is not None:
            warning = self.pending[0]
            PD.draw_danger(surface, lay, rich, self.dialog_rect(lay), warning, warning.lines(self.ctl.voice()))
        elif self.panel is not None:
            PD.draw_claim_panel(surface, lay, rich, self.dialog_rect(lay), self.panel, self.ctl.voice())
        if self.notice is not None:
            PD.draw_notice(surface, lay, rich, self.notice[0], self.notice_top(lay))
        hovered = hover.name if isinstance(hover, ButtonTarget) else None
        for button in self.buttons:
            draw_button(surface, button, text, button.name == hovered, PD.labelled(art, self.labels))
            if button.style == "toggle-on":
                PD.mark_on(surface, button.rect, lay.s)

    def open_hand_bottom(self, lay: TableLayout, rel: int) -> int | None:
        """The bottom of the open hand shown under the plate at ``rel``, or None when open hands are off."""
        if not (self.practice and self.open_hands) or self.you is None:
            return None
        seat = Seat(("E", "S", "W", "N")[(self.you.index + rel) % 4])
        return PD.open_hand_rect(lay, rel, len(self.ctl.state.hands[seat.index])).bottom

    def notice_top(self, lay: TableLayout) -> int:
        """The notice stands at the top of the centre square, clear of every open hand (they are beside the
        square; issue 15.19: the "Undone" banner covered the top opponent's)."""
        return lay.square.top + int(10 * lay.s)

    def open_hand_rects(self, lay: TableLayout) -> list[pygame.Rect]:
        """Where the open hands are drawn now (none when they are off)."""
        if not (self.practice and self.open_hands) or self.you is None:
            return []
        out = []
        for rel in (1, 2, 3):
            seat = Seat(("E", "S", "W", "N")[(self.you.index + rel) % 4])
            out.append(PD.open_hand_rect(lay, rel, len(self.ctl.state.hands[seat.index])))
        return out

    def side_rect(self, lay: TableLayout, side: str) -> pygame.Rect:
        """The free corner above the left (hints) or right (rulings log) opponent's name plate, below the
        toolbar."""
        s = lay.s
        plate = lay.plates[3 if side == "left" else 1]
        toolbar = max((b.rect.bottom for b in self.buttons if b.name.startswith("practice:")), default=0)
        if side == "left":
            top = max(toolbar + int(10 * s), int(84 * s))
        else:  # below the top opponent's plate, its claim callout and its open hand
            top = max(lay.plates[2].bottom + int(44 * s), (self.open_hand_bottom(lay, 2) or 0) + int(8 * s))
        bottom = plate.top - int(8 * s)
        edge = lay.margin + lay.opp_tile[1] + int(8 * s)  # clear of the side opponents' hand strips
        if side == "left":
            left, right = edge, lay.square.left - int(8 * s)
        else:
            left, right = lay.square.right + int(8 * s), lay.size[0] - edge
        return pygame.Rect(left, top, right - left, max(int(60 * s), bottom - top))
