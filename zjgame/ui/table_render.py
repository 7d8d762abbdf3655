"""Draws a ``TableModel`` with a ``TableLayout``: the felt, the wall ring, the info box, ponds, the
opponents' hands and melds (turned to face them), name plates, and the human's hand.

Owns the table's surfaces and their caches: the whole table (everything but the human's concealed tiles and
things in motion) is rendered once per model change into a layer that each frame only blits. Reads nothing
but the model it is given.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial

import pygame

from zjgame.i18n import N_, _, ngettext
from zjgame.names import level_name, player_name
from zjgame.ui import theme
from zjgame.ui.layout import TableLayout
from zjgame.ui.surfcache import SurfaceCache
from zjgame.ui.tablemodel import MeldModel, PondTile, SeatModel, TableModel, rotate_rect, wall_stacks
from zjgame.ui.tileart import TileArt, thickness

WIND_ZH = {"E": "東", "S": "南", "W": "西", "N": "北"}
WIND_EN = {"E": N_("East"), "S": N_("South"), "W": N_("West"), "N": N_("North")}
# The table's pictures: one layer's worth (the felt, the centre square, the wall, four hands and ponds) and a
# little history, least recently used out first. The hands and ponds of past moments are never drawn again, so
# a few MB beyond the felt is plenty (issue 14: bounded only by count, 600 of them held 30 MB by hand 40 of an
# autoplay game). The felt's own bytes are added to the budget for each window size (``layer``).
TABLE_CACHE_ENTRIES = 600
TABLE_CACHE_BYTES = 6 * 1024 * 1024


class TableRenderer:
    def __init__(self, art: TileArt, text: theme.TextCache) -> None:
        self.art = art
        self.text = text
        self._cache = SurfaceCache(TABLE_CACHE_ENTRIES, TABLE_CACHE_BYTES)
        self._layer_key: Hashable = None
        self._layer: pygame.Surface | None = None
        self.labels = False

    def _cached(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        return self._cache.get(key, make)

    # -- single tiles ----------------------------------------------------------------------------------------
    def set_labels(self, labels: bool) -> None:
        """Small corner labels on the tiles (a setting); every cached picture is redrawn."""
        if labels != self.labels:
            self.labels = labels
            self._cache.clear()
            self._layer_key = None

    def face(self, code: str, w: int, h: int) -> pygame.Surface:
        return self.art.face(code, w, h, self.labels)

    def tile(self, code: str, w: int, h: int, rot: int = 0) -> pygame.Surface:
        if rot % 4 == 0:
            return self.face(code, w, h)
        return self.art.face(code, w, h, self.labels, turns=rot % 4)

    def turned(self, code: str, w: int, h: int, rel: int, dim: bool = False) -> pygame.Surface:
        """A tile lying face up, its face turned toward the seat at ``rel`` (the art keeps the side strip at
        the bottom); ``dim`` greys it (a claimed discard)."""
        face = self.art.face(code, w, h, self.labels, turns=rel % 4)
        if not dim:
            return face
        return self._cached(("tdim", code, w, h, rel % 4), lambda: _tinted(face, (150, 150, 140)))

    def dimmed(self, code: str, w: int, h: int) -> pygame.Surface:
        """A claimed discard: the tile greyed (it went into someone's meld)."""
        return self._cached(("dim", code, w, h), lambda: _tinted(self.face(code, w, h), (150, 150, 140)))

    # -- composite strips in a seat's own frame ----------------------------------------------------------------
    def meld_strip(self, meld: MeldModel, w: int, h: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            t = thickness(h)
            widths = [(h - t) if i == meld.sideways else w for i in range(len(meld.tiles))]
            surf = pygame.Surface((sum(widths), h), pygame.SRCALPHA)
            x = 0
            for i, code in enumerate(meld.tiles):
                if meld.concealed and i in (0, len(meld.tiles) - 1):
                    surf.blit(self.art.back(w, h), (x, 0))
                elif i == meld.sideways:
                    side = self.art.sideways(code, w, h, self.labels)
                    surf.blit(side, (x, h - side.get_height()))
                else:
                    surf.blit(self.face(code, w, h), (x, 0))
                x += widths[i]
            return surf

        return self._cached(("meld", meld, w, h), make)

    def seat_strip(self, seat: SeatModel, w: int, h: int) -> pygame.Surface:
        """A seat's hidden tiles (backs), melds and bonus tiles as they lie on screen: laid out left to right in
        the seat's own frame, then each face-up tile turned toward the seat by the tile art, so its side strip stays at the bottom of the screen
        like the ponds' tiles (hidden tiles are turned backs). Odd seats' strips are ``thickness`` taller."""
        rel = seat.rel % 4
        key = ("stripturned", seat.hidden, seat.drawn, seat.melds, seat.bonus, w, h, rel, self.labels)

        def make() -> pygame.Surface:
            t = thickness(h)
            gap = max(4, w // 3)
            items: list[tuple[tuple[int, int, int, int], str, str, int]] = []  # own rect, kind, code, own turns
            x = 0
            for i in range(seat.hidden):
                if seat.drawn and i == seat.hidden - 1:
                    x += gap
                items.append(((x, 0, w, h), "back", "", 0))
                x += w
            for meld in seat.melds:
                x += gap
                for i, code in enumerate(meld.tiles):
                    if meld.concealed and i in (0, len(meld.tiles) - 1):
                        items.append(((x, 0, w, h), "back", "", 0))
                        x += w
                    elif i == meld.sideways:
                        items.append(((x, h - (w + t), h - t, w + t), "face", code, 1))
                        x += h - t
                    else:
                        items.append(((x, 0, w, h), "face", code, 0))
                        x += w
            if seat.bonus:
                x += gap
                for code in seat.bonus:
                    items.append(((x, 0, w, h), "face", code, 0))
                    x += w
            own = (max(1, x), h)
            extra = t if rel % 2 else 0
            size = (own[0], own[1]) if rel % 2 == 0 else (own[1], own[0] + extra)
            surf = pygame.Surface(size, pygame.SRCALPHA)
            back = self._cached(("backrot", w, h, rel), lambda: pygame.transform.rotate(self.art.back(w, h), 90 * rel))
            placed = []
            for rect, kind, code, turns in items:
                rx, ry, rw, _rh = rotate_rect(rect, own, rel)
                img = back if kind == "back" else self.art.face(code, w, h, self.labels, turns=(turns + rel) % 4)
                placed.append((ry, rx + (rw - img.get_width()) // 2, img))
            for ry, rx, img in sorted(placed, key=lambda p: p[0]):  # nearer tiles (lower) cover the strips above
                surf.blit(img, (rx, ry))
            return surf

        return self._cached(key, make)

    def pond_surface(
        self, pond: tuple[PondTile, ...], w: int, h: int, last: int | None, hidden: int | None, rel: int = 0
    ) -> pygame.Surface:
        """A seat's discards in rows of six, laid out for the seat at ``rel`` (turned toward it); each tile is
        drawn turned by the tile art, so every tile's side strip stays at the bottom of the screen."""
        key = ("pond", pond, w, h, last, hidden, rel)

        def make() -> pygame.Surface:
            t = thickness(h)
            rows = max(1, (len(pond) + 5) // 6)
            step = h - max(1, t // 2)
            own = (6 * w, (rows - 1) * step + h)
            size = own if rel % 2 == 0 else (own[1], own[0] + t)
            surf = pygame.Surface(size, pygame.SRCALPHA)
            order = range(len(pond) - 1, -1, -1) if rel == 2 else range(len(pond))
            for i in order:
                if i == hidden:
                    continue
                pt = pond[i]
                slot = ((i % 6) * w, (i // 6) * step, w, h)
                x, y, _rw, _rh = rotate_rect(slot, own, rel)
                if rel % 2 == 1:  # the turned tile is (h - t) wide: keep it centred in its column
                    x += t // 2
                face = self.turned(pt.tile, w, h, rel, pt.claimed)
                surf.blit(face, (x, y))
                if i == last:
                    fw, fh = (w, h - t) if rel % 2 == 0 else (h - t, w)
                    pygame.draw.rect(
                        surf, theme.HIGHLIGHT, (x, y, fw, fh), max(2, w // 12), border_radius=max(2, w // 7)
                    )
            return surf

        return self._cached(key, make)

    @staticmethod
    def pond_tile_rect(layout: TableLayout, rel: int, index: int, count: int) -> pygame.Rect:
        """Where tile ``index`` of a pond holding ``count`` tiles appears on screen."""
        w, h = layout.pond_tile
        rows = max(1, (count + 5) // 6)
        step = h - max(1, thickness(h) // 2)
        size = (6 * w, (rows - 1) * step + h)
        own = ((index % 6) * w, (index // 6) * step, w, h)
        x, y, rw, rh = rotate_rect(own, size, rel)
        turned = size if rel % 2 == 0 else (size[1], size[0])
        anchor, pos = layout.pond_anchor(rel)
        box = pygame.Rect((0, 0), turned)
        setattr(box, anchor, pos)
        return pygame.Rect(box.x + x, box.y + y, rw, rh)

    def strip_rect(self, layout: TableLayout, seat: SeatModel) -> pygame.Rect:
        w, h = layout.opp_tile
        size = self.seat_strip(seat, w, h).get_size()
        anchor, pos = layout.hand_anchor(seat.rel)
        rect = pygame.Rect((0, 0), size)
        setattr(rect, anchor, pos)
        return rect

    # -- the cached layer --------------------------------------------------------------------------------------
    def layer(self, model: TableModel, layout: TableLayout) -> pygame.Surface:
        key = (model, layout.size)
        if key != self._layer_key or self._layer is None:
            if self._layer is None or self._layer.get_size() != layout.size:
                self._cache.clear()  # every picture here is sized by the layout: a new window size makes all stale
                self._cache.max_bytes = TABLE_CACHE_BYTES + 4 * layout.size[0] * layout.size[1]  # and the felt
                self._layer = None
                self._layer = (
                    pygame.Surface(layout.size).convert()
                    if pygame.display.get_surface()
                    else pygame.Surface(layout.size)
                )
            self._render_layer(self._layer, model, layout)
            self._layer_key = key
        return self._layer

    def _render_layer(self, surf: pygame.Surface, model: TableModel, layout: TableLayout) -> None:
        surf.blit(self._background(layout), (0, 0))
        self._draw_wall(surf, model, layout)
        self._draw_info(surf, model, layout)
        for seat in model.seats:
            self._draw_pond(surf, model, layout, seat)
        for seat in model.seats[1:]:
            self._draw_opponent(surf, layout, seat)
        self._draw_human_melds(surf, model, layout)
        for seat in model.seats:
            self._draw_plate(surf, layout, seat, model.starting_score)
        s = layout.s
        title = _(model.ruleset_title)  # a preset's title, marked in zjgame.rules.ruleset
        if model.practice:
            title = _("{rules}  ·  practice").format(rules=title)
        self.text.blit(surf, title, max(11, int(15 * s)), (layout.margin, layout.margin), theme.TEXT_DIM)

    def _background(self, layout: TableLayout) -> pygame.Surface:
        """The felt with the centre square's frame: static for a window size."""

        def make() -> pygame.Surface:
            bg = self.art.felt(*layout.size).copy()
            self._draw_square(bg, layout)
            return bg.convert() if pygame.display.get_surface() else bg

        return self._cached(("background", layout.size, self.art.felt_color), make)

    def _draw_square(self, surf: pygame.Surface, layout: TableLayout) -> None:
        sq = layout.square.inflate(int(10 * layout.s), int(10 * layout.s))
        key = ("square", sq.size)

        def make() -> pygame.Surface:
            panel = pygame.Surface(sq.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, (0, 0, 0, 38), panel.get_rect(), border_radius=int(18 * layout.s))
            pygame.draw.rect(panel, (255, 255, 255, 26), panel.get_rect(), 2, border_radius=int(18 * layout.s))
            return panel

        surf.blit(self._cached(key, make), sq.topleft)

    def _draw_wall(self, surf: pygame.Surface, model: TableModel, layout: TableLayout) -> None:
        stacks = wall_stacks(model)
        per_side = len(stacks) // 4
        ww, wh = layout.wall_tile
        t = thickness(wh)
        sq = layout.square
        side_len = per_side * ww
        back = self.art.back(ww, wh)
        back_dead = self._cached(("deadback", ww, wh), lambda: _tinted(self.art.back(ww, wh), (165, 150, 130)))
        backs = {0: back, 2: pygame.transform.rotate(back, 180)}
        backs_dead = {0: back_dead, 2: pygame.transform.rotate(back_dead, 180)}
        for rot in (1, 3):
            backs[rot] = self._cached(("wallrot", ww, wh, rot), partial(pygame.transform.rotate, back, 90 * rot))
            backs_dead[rot] = self._cached(
                ("wallrotd", ww, wh, rot), partial(pygame.transform.rotate, back_dead, 90 * rot)
            )
        inset = int(4 * layout.s)
        for p, (count, dead) in enumerate(stacks):
            if count == 0:
                continue
            side, k = divmod(p, per_side)
            img = (backs_dead if dead else backs)[side]
            if side == 0:  # bottom, right to left
                x = sq.centerx + side_len // 2 - (k + 1) * ww
                y = sq.bottom - inset - wh
            elif side == 1:  # left, bottom to top
                x = sq.left + inset
                y = sq.centery + side_len // 2 - (k + 1) * ww
            elif side == 2:  # top, left to right
                x = sq.centerx - side_len // 2 + k * ww
                y = sq.top + inset
            else:  # right, top to bottom
                x = sq.right - inset - wh
                y = sq.centery - side_len // 2 + k * ww
            lift = t if count == 2 else 0
            if count == 2:
                surf.blit(img, (x, y + t))
            surf.blit(img, (x, y + t - lift))

    def info_lines(self, model: TableModel) -> list[tuple[str, theme.Color, bool, float]]:
        """The info box's lines under the round wind: (text, colour, bold, size relative to the others)."""
        left = model.draws_left
        lines = [
            (self.round_label(model), theme.TEXT, True, 1.0),
            (self.hand_label(model), theme.TEXT_DIM, False, 1.0),
            (
                ngettext("{n} tile left", "{n} tiles left", left).format(n=left),
                theme.RED if left <= 8 else theme.TEXT,
                False,
                1.0,
            ),
        ]
        if not model.round_wind_scores:  # ZJ 3.1 counts the seat wind only: say so (issue 15.19)
            lines.append((_("round wind: no score"), theme.TEXT_DIM, False, 0.85))
        if model.kong_box:  # B1: the loose tiles left in the kong box (never replenished)
            loose = model.loose_left
            text = ngettext("kong box: {n} loose tile", "kong box: {n} loose tiles", loose).format(n=loose)
            lines.append((text, theme.RED if loose <= 2 else theme.TEXT_DIM, False, 0.85))
        return lines

    def info_layout(self, model: TableModel, box: pygame.Rect) -> tuple[int, int, list[int]]:
        """The round wind's size, the lines' size and each line's top: the lines from the bottom of the box up,
        the wind character in the room left above them (the box is small at 800x540)."""
        lines = self.info_lines(model)
        fs = max(9, int(box.h * 0.085))
        while True:
            steps = [int(self.text.line_height(max(8, int(fs * k)))) for *_rest, k in lines]
            if sum(steps) <= box.h * 0.62 or fs <= 8:
                break
            fs -= 1
        top = box.bottom - int(box.h * 0.09) - sum(steps)  # clear of the turn bar on the edge
        tops = []
        for step in steps:
            tops.append(top)
            top += step
        char = max(10, min(int(box.h * 0.30), int((tops[0] - box.top) * 0.78)))
        return char, fs, tops

    def _draw_info(self, surf: pygame.Surface, model: TableModel, layout: TableLayout) -> None:
        box = layout.info
        s = layout.s
        theme.draw_panel(surf, box, int(14 * s), 215)
        wind = model.round_wind
        char, fs, tops = self.info_layout(model, box)
        self.text.blit(
            surf, WIND_ZH.get(wind, wind), char, (box.centerx, box.top + int(box.h * 0.05)), theme.GOLD, True, "midtop"
        )
        for (text, colour, bold, k), top in zip(self.info_lines(model), tops):
            size = max(8, int(fs * k))
            while size > 8 and self.text.size(text, size, bold)[0] > box.w - 8:  # a line never leaves the box
                size -= 1
            self.text.blit(surf, text, size, (box.centerx, top), colour, bold, "midtop")
        # a gold bar on the box's edge facing the seat to act
        bar = max(3, int(5 * s))
        for seat in model.seats:
            if not seat.to_act:
                continue
            inner = box.inflate(-int(box.w * 0.3), -int(box.h * 0.3))
            edge = [
                pygame.Rect(inner.left, box.bottom - bar - 2, inner.w, bar),
                pygame.Rect(box.right - bar - 2, inner.top, bar, inner.h),
                pygame.Rect(inner.left, box.top + 2, inner.w, bar),
                pygame.Rect(box.left + 2, inner.top, bar, inner.h),
            ][seat.rel]
            pygame.draw.rect(surf, theme.HIGHLIGHT, edge, border_radius=bar // 2)

    @staticmethod
    def round_label(model: TableModel) -> str:
        """``East round`` (the info box says below it when the round wind scores nothing)."""
        wind = _(WIND_EN.get(model.round_wind, model.round_wind))
        return _("{wind} round").format(wind=wind)

    @staticmethod
    def hand_label(model: TableModel) -> str:
        """``Hand 3 of 16``; British games have no fixed count (B6: until the North round ends): ``Hand 3``."""
        if model.hands_total >= 1000:
            return _("Hand {n}").format(n=model.hand_number)
        return _("Hand {n} of {total}").format(n=model.hand_number, total=model.hands_total)

    def _draw_pond(self, surf: pygame.Surface, model: TableModel, layout: TableLayout, seat: SeatModel) -> None:
        if not seat.pond:
            return
        w, h = layout.pond_tile
        last = model.last_discard[1] if model.last_discard and model.last_discard[0] == seat.rel else None
        hidden = model.hidden_pond[1] if model.hidden_pond and model.hidden_pond[0] == seat.rel else None
        pond = self.pond_surface(seat.pond, w, h, last, hidden, seat.rel)
        anchor, pos = layout.pond_anchor(seat.rel)
        rect = pond.get_rect(**{anchor: pos})
        surf.blit(pond, rect)

    def _draw_opponent(self, surf: pygame.Surface, layout: TableLayout, seat: SeatModel) -> None:
        w, h = layout.opp_tile
        strip = self.seat_strip(seat, w, h)
        surf.blit(strip, self.strip_rect(layout, seat))

    def human_meld_rects(self, model: TableModel, layout: TableLayout) -> list[tuple[pygame.Rect, pygame.Surface]]:
        me = model.seats[0]
        w, h = layout.meld_tile
        gap = max(4, w // 4)
        items = [self.meld_strip(m, w, h) for m in me.melds] + [self.face(code, w, h) for code in me.bonus]
        x = layout.meld_strip_right()
        bottom = layout.hand_y + layout.hand_tile[1]
        out = []
        for surf in reversed(items):
            x -= surf.get_width()
            out.append((pygame.Rect(x, bottom - surf.get_height(), surf.get_width(), surf.get_height()), surf))
            x -= gap
        return out

    def _draw_human_melds(self, surf: pygame.Surface, model: TableModel, layout: TableLayout) -> None:
        for rect, img in self.human_meld_rects(model, layout):
            surf.blit(img, rect)

    def _draw_plate(self, surf: pygame.Surface, layout: TableLayout, seat: SeatModel, start: int = 0) -> None:
        rect = layout.plates[seat.rel]
        s = layout.s
        theme.draw_panel(surf, rect, int(10 * s), 200)
        if seat.to_act:
            pygame.draw.rect(surf, theme.HIGHLIGHT, rect, max(2, int(3 * s)), border_radius=int(10 * s))
        disc = pygame.Rect(0, 0, rect.h - int(14 * s), rect.h - int(14 * s))
        disc.midleft = (rect.left + int(8 * s), rect.centery)
        pygame.draw.ellipse(surf, theme.SEAT_COLORS.get(seat.seat, theme.TEXT), disc)
        pygame.draw.ellipse(surf, (20, 20, 20), disc, 2)
        self.text.blit(surf, WIND_ZH[seat.seat], int(disc.h * 0.62), disc.center, theme.INK, True, "center")
        tx = disc.right + int(8 * s)
        fs = max(11, int(17 * s))
        name_rect = self.text.blit(surf, player_name(seat.name), fs, (tx, rect.top + int(6 * s)), theme.TEXT, True)
        if seat.kind != "human":
            self.text.blit(
                surf,
                level_name(seat.kind),
                max(9, int(12 * s)),
                (name_rect.right + int(6 * s), name_rect.bottom - int(3 * s)),
                theme.TEXT_DIM,
                False,
                "bottomleft",
            )
        score, sc = score_label(seat.score, start)
        self.text.blit(surf, score, fs, (tx, rect.bottom - int(6 * s)), sc, True, "bottomleft")
        if seat.standing:  # B2: a clear mark on a seat that declared a Standing Hand
            tag = self.text.render(_("STANDING"), max(9, int(11 * s)), theme.TEXT, True)
            tr = tag.get_rect(topright=(rect.right - int(8 * s), rect.top + int(7 * s)))
            pygame.draw.rect(surf, theme.RED, tr.inflate(8, 4), border_radius=4)
            surf.blit(tag, tr)
        if seat.dealer:
            tag = self.text.render(_("DEALER"), max(9, int(11 * s)), theme.INK, True)
            tr = tag.get_rect(bottomright=(rect.right - int(8 * s), rect.bottom - int(8 * s)))
            pygame.draw.rect(surf, theme.GOLD, tr.inflate(8, 4), border_radius=4)
            surf.blit(tag, tr)

    # -- the human's hand (drawn every frame: hover lifts a tile) -------------------------------------------
    def draw_hand(
        self,
        surf: pygame.Surface,
        model: TableModel,
        layout: TableLayout,
        hover: int | None,
        selected: int | None,
        skip: int | None = None,
        raised: tuple[int, ...] = (),
    ) -> None:
        """The human's concealed tiles; ``hover``/``selected``/``raised`` tiles stand lifted."""
        me = model.seats[0]
        tiles = me.concealed or ()
        tw, th = layout.hand_tile
        for i, rect in enumerate(layout.hand_slots(len(tiles), me.drawn)):
            if i == skip:
                continue
            lift = layout.lift if i in (hover, selected) or i in raised else 0
            shadow, off = self.art.shadow(tw, th)
            surf.blit(shadow, (rect.x + off[0], rect.y + off[1]))
            surf.blit(self.face(tiles[i], tw, th), (rect.x, rect.y - lift))
            if i == selected:
                pygame.draw.rect(
                    surf,
                    theme.HIGHLIGHT,
                    (rect.x, rect.y - lift, tw, th - thickness(th)),
                    max(2, int(3 * layout.s)),
                    border_radius=max(3, tw // 7),
                )

    def draw_waits(self, surf: pygame.Surface, model: TableModel, layout: TableLayout) -> None:
        if not model.waits:
            return
        s = layout.s
        w = int(24 * s)
        h = int(w * 1.36)
        fs = max(10, int(13 * s))
        label = self.text.render(_("Ready · waits"), fs, theme.GOLD, True)
        n = len(model.waits)
        box = pygame.Rect(0, 0, max(label.get_width(), n * w) + int(14 * s), label.get_height() + h + int(14 * s))
        plate = layout.plates[0]
        box.bottomleft = (plate.left, plate.top - int(8 * s))
        theme.draw_panel(surf, box, int(8 * s), 210)
        surf.blit(label, (box.left + int(7 * s), box.top + int(4 * s)))
        x = box.left + int(7 * s)
        for code in model.waits:
            surf.blit(self.face(code, w, h), (x, box.bottom - h - int(5 * s)))
            x += w


def score_label(score: int, start: int = 0) -> tuple[str, theme.Color]:
    """A running total as a plate shows it: signed from zero (``+40``), or a tally from its starting value
    (B6: ``2,040``), gold above the start and red below."""
    text = f"{score:,}" if start else (f"{score:+d}" if score else "0")
    color = theme.GOLD if score > start else (theme.RED if score < start else theme.TEXT_DIM)
    return text, color


def _tinted(img: pygame.Surface, color: tuple[int, int, int]) -> pygame.Surface:
    out = img.copy()
    out.fill((*color, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out
