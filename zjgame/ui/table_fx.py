"""The table's presentation of events: tiles sliding to ponds and melds, claim labels, sounds, the ruling
panel, the claim prompt and the tiles a hovered claim would use. A mixin of ``TableScene`` (which owns the
state, input and pacing); it reads the controller and changes nothing in the game.
"""

from __future__ import annotations

from typing import Any

import pygame

from zjgame.engine import actions as A
from zjgame.engine import events as E
from zjgame.ui import theme
from zjgame.ui.input import ButtonTarget
from zjgame.ui.score_text import join_names
from zjgame.ui.tablemodel import TableModel
from zjgame.ui.viewmodel import rel_of

CLAIM_WORDS = {"chow": "CHOW", "pung": "PUNG", "exposed_kong": "KONG", "concealed_kong": "KONG"}


class TableEffects:
    """Needs from the scene: app, ctl, lay, renderer, animator, model, selected, choices, buttons, hover,
    size, ruling, claim_timer, hidden_pond, autoplay, current_model()."""

    app: Any
    ctl: Any
    lay: Any
    renderer: Any
    animator: Any
    model: Any
    selected: Any
    choices: Any
    buttons: Any
    hover: Any
    size: Any
    ruling: Any
    claim_timer: Any
    hidden_pond: Any
    autoplay: bool
    _model_key: Any

    def current_model(self) -> TableModel:  # provided by the scene
        raise NotImplementedError

    def on_event(self, event: E.Event) -> None:
        assert self.app is not None
        me = self.ctl.viewer_seat
        if isinstance(event, E.TileDiscarded):
            self.app.play("discard")
            self.animate_discard(event)
        elif isinstance(event, E.TileDrawn):
            if event.seat is me and not self.autoplay:
                self.app.play("draw")
        elif isinstance(event, E.MeldDeclared):
            word = CLAIM_WORDS.get(event.meld.kind.value, "KONG")
            self.app.play("kong" if word == "KONG" else "claim")
            self.claim_label(event.seat, word)
            if event.source is not None and event.claimed is not None:
                self.animate_claim(event)
        elif isinstance(event, E.HandWon):
            self.app.play("win")
            self.claim_label(event.win.winner, "SELF-DRAWN!" if event.win.self_drawn else "WIN!")
        elif isinstance(event, E.HandDrawn):
            self.show_ruling(drawn_ruling(event, self.ctl.names_by_seat()))
        elif isinstance(event, E.ClaimResolved):
            if event.ruling.kind != "no_claim" and event.ruling.text:
                self.show_ruling(event.ruling.text)
        elif isinstance(event, E.ClaimWindowOpened):
            seat = self.ctl.human_seat
            if seat is not None and seat in event.seats and self.app.settings.claim_countdown > 0:
                self.claim_timer = float(self.app.settings.claim_countdown)

    def show_ruling(self, text: str) -> None:
        self.ruling = (text, 4.0 if not self.app or not self.app.options.speed_max else 0.5)

    def claim_label(self, seat, word: str) -> None:  # type: ignore[no-untyped-def]
        """A big CHOW / PUNG / KONG / WIN by the claiming seat's name plate (never over it)."""
        rel = rel_of(seat, self.ctl.viewer_seat)
        plate = self.lay.plates[rel]
        size = int(54 * self.lay.s)
        if rel == 2:
            center = (plate.centerx, plate.bottom + int(size * 0.75))
        else:
            center = (plate.centerx, plate.top - int(size * 0.7))
        win = "WIN" in word or "SELF" in word
        self.animator.label(word, center, size, (255, 120, 90) if win else theme.GOLD, 1.6 if win else 1.1, win)

    def animate_discard(self, event: E.TileDiscarded) -> None:
        if self.animator.factor <= 0 or self.renderer is None or self.model is None:
            return
        old = self.model
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
            index = (
                self.selected
                if self.selected is not None and self.selected < len(tiles) and tiles[self.selected] == code
                else None
            )
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
        me = self.ctl.viewer_seat
        src_rel = rel_of(event.source, me)
        count = len(self.ctl.state.rivers[event.source.index])
        if count == 0:
            return
        start = self.renderer.pond_tile_rect(self.lay, src_rel, count - 1, count)
        rel = rel_of(event.seat, me)
        self._model_key = None
        model = self.current_model()
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

    def claim_tiles_hovered(self, model: TableModel) -> tuple[int, ...]:
        """While the pointer rests on a claim button, the hand tiles that claim would use stand lifted."""
        if not isinstance(self.hover, ButtonTarget) or self.ctl.state.window is None:
            return ()
        choice = next((c for c in self.choices if c.name == self.hover.name), None)
        if choice is None or choice.action is None:
            return ()
        tile = self.ctl.state.window.tile.value
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

    def draw_prompt(self, surface: pygame.Surface, active: bool) -> None:
        assert self.app is not None
        state = self.ctl.state
        s = self.lay.s
        text = self.app.text
        if not active:
            return
        if state.window is not None:
            w = state.window
            names = self.ctl.names_by_seat()
            what = "tried a kong with" if w.kind != "discard" else "discarded"
            msg = f"{names[w.discarder.index]} {what}"
            tw, th = int(34 * s), int(46 * s)
            label = text.render(msg, max(12, int(17 * s)), theme.TEXT, True)
            box = pygame.Rect(0, 0, label.get_width() + tw + int(34 * s), th + int(14 * s))
            choice_buttons = [b for b in self.buttons if b.name != "menu"]
            if choice_buttons:
                box.midright = (choice_buttons[0].rect.left - int(12 * s), choice_buttons[0].rect.centery)
            else:
                box.midbottom = (self.size[0] // 2, self.lay.buttons_y - int(8 * s))
            theme.draw_panel(surface, box, int(10 * s), 230)
            surface.blit(label, label.get_rect(midleft=(box.left + int(12 * s), box.centery)))
            surface.blit(self.app.art.face(w.tile.value, tw, th), (box.right - tw - int(12 * s), box.top + int(7 * s)))
            if self.claim_timer is not None and self.app.settings.claim_countdown > 0:
                frac = max(0.0, self.claim_timer / self.app.settings.claim_countdown)
                bar = pygame.Rect(box.left + 6, box.bottom - 5, int((box.w - 12) * frac), 3)
                pygame.draw.rect(surface, theme.HIGHLIGHT, bar)

    def draw_ruling(self, surface: pygame.Surface, message: str) -> None:
        """The last ruling, in the free corner left of the centre square, below the left player's plate."""
        assert self.app is not None
        s = self.lay.s
        size = max(11, int(15 * s))
        left = self.lay.margin + self.lay.opp_tile[1] + int(12 * s)
        width = max(120, self.lay.square.left - left - int(14 * s))
        lines = self.app.text.wrap(message, size, width - int(20 * s))
        lh = int(size * 1.4)
        box = pygame.Rect(left, 0, width, lh * len(lines) + int(40 * s))
        box.top = self.lay.plates[3].bottom + int(24 * s)
        theme.draw_panel(surface, box, int(10 * s), 240)
        self.app.text.blit(
            surface, "Ruling", max(10, int(13 * s)), (box.left + int(10 * s), box.top + int(6 * s)), theme.GOLD, True
        )
        for i, line in enumerate(lines):
            self.app.text.blit(
                surface, line, size, (box.left + int(10 * s), box.top + int(28 * s) + i * lh), theme.TEXT
            )


def drawn_ruling(event: E.HandDrawn, names: tuple[str, ...]) -> str:
    """The exhaustive draw's ruling: nobody pays, or (Zen Koan) who was ready and is paid."""
    if not any(amount for _seat, amount in event.payments):
        return "The wall is exhausted: a drawn hand. Nobody pays."
    ready = join_names([names[s.index] for s in event.ready])
    verb = "was" if len(event.ready) == 1 else "were"
    return f"The wall is exhausted: a drawn hand. {ready} {verb} ready (tenpai) and the others pay them."
