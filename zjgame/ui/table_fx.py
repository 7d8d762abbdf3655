"""The table's presentation of events: tiles sliding to ponds and melds, claim labels, sounds, the ruling
panel; and the drawings around the human's choices (the claim prompt, the tiles a hovered claim would use).

``TableEffects`` is a part of the table scene (which owns the state, input and pacing): it is given the
controller, the animator and the table's pictures, attached to the app and renderer when the scene enters,
and told the layout. It reads the game and changes nothing in it; what it owns is what it shows: the ruling
and the pond tile hidden while a discard slides there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from zjgame.engine import actions as A
from zjgame.engine import events as E
from zjgame.engine.codes import RulingKind
from zjgame.engine.words import drawn_words, ruling_words, standing_words
from zjgame.i18n import _, pgettext, sentences
from zjgame.rules.seats import Seat
from zjgame.ui import theme
from zjgame.ui.animator import Animator
from zjgame.ui.app_api import AppAPI
from zjgame.ui.controller import GameController
from zjgame.ui.input import ButtonTarget, Target
from zjgame.ui.layout import TableLayout, compute_layout
from zjgame.ui.richtext import RichText
from zjgame.ui.table_actions import Choice
from zjgame.ui.table_render import TableRenderer
from zjgame.ui.tablemodel import TableModel
from zjgame.ui.tileart import TileArt
from zjgame.ui.viewmodel import TableModels, rel_of
from zjgame.ui.widgets import Button


def claim_word(kind: str) -> str:
    """The big word called out for a declared set (``MeldKind`` value): CHOW, PUNG, KONG."""
    if kind == "chow":
        return pgettext("callout", "CHOW")
    if kind == "pung":
        return pgettext("callout", "PUNG")
    return pgettext("callout", "KONG")


class TableEffects:
    """Events shown on the table. ``on_event`` plays sounds and starts animations; ``update`` counts the ruling
    down; ``draw_ruling`` draws it."""

    def __init__(self, ctl: GameController, animator: Animator, models: TableModels) -> None:
        self.ctl = ctl
        self.animator = animator
        self.models = models
        self.app: AppAPI | None = None
        self.renderer: TableRenderer | None = None
        self.lay: TableLayout = compute_layout((1280, 800))
        self.ruling: tuple[str, float] | None = None  # the last ruling (worded, tiles marked), seconds left
        self.hidden_pond: tuple[int, int] | None = None  # (rel, index) of the pond tile still sliding there
        self.rich: RichText | None = None
        # the lowest thing under the left player's plate (the practice layer's open hand), when there is one
        self.left_floor: Callable[[], int | None] = lambda: None

    def attach(self, app: AppAPI, renderer: TableRenderer) -> None:
        self.app = app
        self.renderer = renderer
        self.rich = RichText(app.text, app.art, app.settings.tile_labels)

    def set_labels(self, labels: bool) -> None:
        """The tile-labels setting (issue 15.13): the ruling's inline tiles carry them too."""
        if self.rich is not None:
            self.rich.labels = labels

    def new_hand(self) -> None:
        """A new hand is dealt (the seats have turned): nothing of the last hand stays on the table."""
        self.ruling = None
        self.hidden_pond = None

    def clear(self) -> None:
        """Undo (practice mode): the events undone leave nothing on the table."""
        self.ruling = None

    def on_event(self, event: E.Event, selected: int | None) -> None:
        """``selected``: the hand tile selected as the event happened (a discard slides from there)."""
        assert self.app is not None
        me = self.ctl.viewer_seat
        if isinstance(event, E.TileDiscarded):
            self.app.play("discard")
            self.animate_discard(event, selected)
        elif isinstance(event, E.TileDrawn):
            if event.seat is me and not self.models.autoplay:
                self.app.play("draw")
        elif isinstance(event, E.MeldDeclared):
            kind = event.meld.kind.value
            self.app.play("claim" if kind in ("chow", "pung") else "kong")
            self.claim_label(event.seat, claim_word(kind))
            if event.source is not None and event.claimed is not None:
                self.animate_claim(event)
        elif isinstance(event, E.HandWon):
            self.app.play("win")
            word = pgettext("callout", "SELF-DRAWN!") if event.win.self_drawn else pgettext("callout", "WIN!")
            self.claim_label(event.win.winner, word, win=True)
        elif isinstance(event, E.HandDrawn):
            self.show_ruling(drawn_words(event, self.ctl.voice(), not self.ctl.ruleset.dead_wall_replenished))
        elif isinstance(event, E.ClaimResolved):
            rulings = event.rulings or (event.ruling,)
            notable = [r for r in rulings if r.is_notable] or [r for r in rulings if r.kind != RulingKind.NO_CLAIM]
            if notable:
                voice = self.ctl.voice()
                self.show_ruling(sentences(*(ruling_words(r, voice) for r in notable)))
        if isinstance(event, E.TileDiscarded) and self.standing_declared(event):
            self.show_ruling(standing_words(event.seat, self.ctl.voice()))
            self.claim_label(event.seat, _("STANDING"))

    def standing_declared(self, event: E.TileDiscarded) -> bool:
        """B2: the discard declared a Standing Hand (the seat's first discard, and the seat is now locked)."""
        state = self.ctl.state
        i = event.seat.index
        return state.standing[i] is not None and len(state.rivers[i]) == 1

    def update(self, dt: float) -> None:
        if self.ruling is not None:
            text, left = self.ruling
            self.ruling = (text, left - dt) if left - dt > 0 else None

    def show_ruling(self, text: str) -> None:
        self.ruling = (text, 4.0 if not self.app or not self.app.options.speed_max else 0.5)

    def claim_label(self, seat: Seat, word: str, win: bool = False) -> None:
        """A big CHOW / PUNG / KONG / WIN by the claiming seat's name plate (never over it)."""
        rel = rel_of(seat, self.ctl.viewer_seat)
        plate = self.lay.plates[rel]
        size = int(54 * self.lay.s)
        if rel == 2:
            center = (plate.centerx, plate.bottom + int(size * 0.75))
        else:
            center = (plate.centerx, plate.top - int(size * 0.7))
        self.animator.label(word, center, size, (255, 120, 90) if win else theme.GOLD, 1.6 if win else 1.1, win)

    def animate_discard(self, event: E.TileDiscarded, selected: int | None) -> None:
        old = self.models.last  # the picture on the screen before the discard
        if self.animator.factor <= 0 or self.renderer is None or old is None:
            return
        rel = rel_of(event.seat, self.ctl.viewer_seat)
        view = self.ctl.view()
        count = len(view.discards[event.seat.index])
        if count == 0:
            return
        code = event.tile.value
        w, h = self.lay.pond_tile
        target = self.renderer.pond_tile_rect(self.lay, rel, count - 1, count)
        if rel == 0 and old.seats[0].concealed:
            tiles = old.seats[0].concealed
            slots = self.lay.hand_slots(len(tiles), old.seats[0].drawn)
            index = selected if selected is not None and selected < len(tiles) and tiles[selected] == code else None
            if index is None:
                index = max((i for i, t in enumerate(tiles) if t == code), default=len(tiles) - 1)
            start = slots[min(index, len(slots) - 1)].center
        else:
            start = self.renderer.strip_rect(self.lay, old.seats[rel]).center
        surf = self.renderer.tile(code, w, h, rel)
        self.hidden_pond = (rel, count - 1)

        def done() -> None:
            self.hidden_pond = None

        self.animator.slide(surf, (start[0] - target.w / 2, start[1] - target.h / 2), target.topleft, 0.26, done)

    def animate_claim(self, event: E.MeldDeclared) -> None:
        """The claimed discard slides from the discarder's pond to the claimer's melds."""
        if self.animator.factor <= 0 or self.renderer is None or event.source is None or event.claimed is None:
            return
        assert self.app is not None
        me = self.ctl.viewer_seat
        src_rel = rel_of(event.source, me)
        count = len(self.ctl.state.rivers[event.source.index])
        if count == 0:
            return
        start = self.renderer.pond_tile_rect(self.lay, src_rel, count - 1, count)
        rel = rel_of(event.seat, me)
        self.models.forget()
        model = self.models.current(self.app.settings.show_waits, self.hidden_pond)  # the melds after the claim
        if rel == 0:
            rects = self.renderer.human_meld_rects(model, self.lay)
            end = rects[0][0] if rects else start
            tw, th = self.lay.meld_tile
        else:
            strip = self.renderer.strip_rect(self.lay, model.seats[rel])
            tw, th = self.lay.opp_tile
            corner = [(0, 0), strip.topleft, strip.topleft, (strip.left, strip.bottom - tw)][rel]
            end = pygame.Rect(corner, (th if rel % 2 else tw, tw if rel % 2 else th))
        surf = self.renderer.tile(event.claimed.value, tw, th, rel)
        self.animator.slide(surf, start.topleft, end.topleft, 0.22)

    def ruling_rect(self) -> pygame.Rect | None:
        """Where the ruling panel is (sized to its words), or None when none is shown."""
        if self.ruling is None or self.rich is None:
            return None
        lay = self.lay
        s = lay.s
        size = max(11, int(15 * s))
        left = lay.margin + lay.opp_tile[1] + int(12 * s)
        width = max(120, lay.square.left - left - int(14 * s))
        height = self.rich.height(self.ruling[0], size, width - int(20 * s))
        box = pygame.Rect(left, 0, width, height + int(40 * s))
        box.top = max(lay.plates[3].bottom + int(24 * s), (self.left_floor() or 0) + int(8 * s))
        if box.bottom > lay.size[1] - lay.margin:  # a long ruling rises rather than run off the window
            box.bottom = lay.size[1] - lay.margin
        return box

    def draw_ruling(self, surface: pygame.Surface, text: theme.TextCache) -> None:
        """The last ruling, in the free corner left of the centre square, below the left player's plate, with
        the players' names and the tiles as pictures."""
        box = self.ruling_rect()
        if box is None or self.ruling is None or self.rich is None:
            return
        s = self.lay.s
        size = max(11, int(15 * s))
        theme.draw_panel(surface, box, int(10 * s), 240)
        text.blit(
            surface, _("Ruling"), max(10, int(13 * s)), (box.left + int(10 * s), box.top + int(6 * s)), theme.GOLD, True
        )
        self.rich.draw(
            surface, self.ruling[0], size, (box.left + int(10 * s), box.top + int(28 * s)), box.w - int(20 * s)
        )


def claim_tiles_hovered(
    model: TableModel, hover: Target | None, choices: Sequence[Choice], window_tile: str | None
) -> tuple[int, ...]:
    """While the pointer rests on a claim button, the hand tiles that claim would use stand lifted."""
    if not isinstance(hover, ButtonTarget) or window_tile is None:
        return ()
    choice = next((c for c in choices if c.name == hover.name), None)
    if choice is None or choice.action is None:
        return ()
    tile = window_tile
    action = choice.action
    if isinstance(action, A.ClaimPung):
        need = [tile, tile]
    elif isinstance(action, A.ClaimKong):
        need = [tile, tile, tile]
    elif isinstance(action, A.ClaimChow):
        need = [t.value for t in action.tiles]
        need.remove(tile)
    else:
        return ()
    out = []
    for i, code in enumerate(model.seats[0].concealed or ()):
        if code in need:
            need.remove(code)
            out.append(i)
    return tuple(out)


def draw_prompt(
    surface: pygame.Surface,
    ctl: GameController,
    lay: TableLayout,
    text: theme.TextCache,
    art: TileArt,
    buttons: Sequence[Button],
    claim_timer: float | None,
    countdown: int,
) -> None:
    """In a claim window: who discarded what, left of the claim buttons, with the countdown bar (when on)."""
    w = ctl.state.window
    if w is None:
        return
    s = lay.s
    who = ctl.voice().name(w.discarder)
    msg = (_("{who} tried a kong with") if w.kind != "discard" else _("{who} discarded")).format(who=who)
    tw, th = int(34 * s), int(46 * s)
    label = text.render(msg, max(12, int(17 * s)), theme.TEXT, True)
    box = pygame.Rect(0, 0, label.get_width() + tw + int(34 * s), th + int(14 * s))
    choice_buttons = [b for b in buttons if b.name != "menu"]
    if choice_buttons:
        box.midright = (choice_buttons[0].rect.left - int(12 * s), choice_buttons[0].rect.centery)
    else:
        box.midbottom = (lay.size[0] // 2, lay.buttons_y - int(8 * s))
    theme.draw_panel(surface, box, int(10 * s), 230)
    surface.blit(label, label.get_rect(midleft=(box.left + int(12 * s), box.centery)))
    surface.blit(art.face(w.tile.value, tw, th), (box.right - tw - int(12 * s), box.top + int(7 * s)))
    if claim_timer is not None and countdown > 0:
        frac = max(0.0, claim_timer / countdown)
        bar = pygame.Rect(box.left + 6, box.bottom - 5, int((box.w - 12) * frac), 3)
        pygame.draw.rect(surface, theme.HIGHLIGHT, bar)
