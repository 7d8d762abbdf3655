"""The table's geometry as a pure function of the window size (no drawing, no state): tile sizes, the
centre square with the wall ring and the info box, where each seat's hand, melds, pond and name plate go,
the human's hand slots, and the hit test of the hand.

Seats are placed by their position relative to the human: 0 = you (bottom), 1 = the next player (right),
2 = opposite (top), 3 = the one before you (left). Each seat's things are drawn in the seat's own frame (as
if it sat at the bottom) and then turned by ``90 * rel`` degrees counter-clockwise.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    s: float  # scale: 1.0 at 1280x800
    margin: int
    hand_tile: tuple[int, int]  # the human's concealed tiles
    meld_tile: tuple[int, int]  # the human's melds
    opp_tile: tuple[int, int]  # opponents' hands and melds (before turning)
    pond_tile: tuple[int, int]
    wall_tile: tuple[int, int]  # one face-down tile of the wall, seen from above (width along the side)
    square: pygame.Rect  # the centre square: wall ring + ponds + info box
    info: pygame.Rect  # the info box in the middle
    hand_y: int  # top of the human's hand tiles
    hand_x: int  # left of the human's first tile
    drawn_gap: int
    lift: int  # how far a hovered / selected tile rises
    buttons_y: int  # top of the action / claim bar
    button_h: int
    plates: tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]  # name plates by rel
    menu: pygame.Rect  # the menu button (top-right)

    # -- anchors --------------------------------------------------------------------------------------------
    def pond_anchor(self, rel: int) -> tuple[str, tuple[int, int]]:
        """Where a seat's (turned) pond surface is attached: the side facing the info box."""
        gap = max(3, int(6 * self.s))
        box = self.info
        return [
            ("midtop", (box.centerx, box.bottom + gap)),
            ("midleft", (box.right + gap, box.centery)),
            ("midbottom", (box.centerx, box.top - gap)),
            ("midright", (box.left - gap, box.centery)),
        ][rel]

    def hand_anchor(self, rel: int) -> tuple[str, tuple[int, int]]:
        """Where an opponent's (turned) hand strip is attached: the table edge behind it."""
        w, h = self.size
        m = self.margin
        top_edge = self.margin
        mid_y = (self.square.top + self.square.bottom) // 2
        return [
            ("midbottom", (w // 2, h - m)),
            ("midright", (w - m, mid_y)),
            ("midtop", (w // 2, top_edge)),
            ("midleft", (m, mid_y)),
        ][rel]

    def meld_strip_right(self) -> int:
        return self.size[0] - self.margin

    # -- the human's hand -----------------------------------------------------------------------------------
    def hand_slots(self, count: int, drawn: bool) -> list[pygame.Rect]:
        """Rects of the human's concealed tiles, left to right; with ``drawn`` the last one stands apart."""
        tw, th = self.hand_tile
        rects = []
        x = self.hand_x
        for i in range(count):
            if drawn and i == count - 1:
                x += self.drawn_gap
            rects.append(pygame.Rect(x, self.hand_y, tw, th))
            x += tw
        return rects

    def hit_hand(self, pos: tuple[int, int], count: int, drawn: bool, lifted: int | None = None) -> int | None:
        for i, rect in enumerate(self.hand_slots(count, drawn)):
            r = rect.copy()
            r.top -= self.lift  # a raised tile stays clickable, and so does the space under it
            r.height += self.lift
            if r.collidepoint(pos):
                return i
        return None


def compute_layout(size: tuple[int, int]) -> TableLayout:
    w, h = size
    s = max(0.5, min(w / 1280, h / 800))
    m = max(8, int(14 * s))
    tw = int(50 * s)
    th = int(tw * 1.36)
    mw = int(38 * s)
    mh = int(mw * 1.36)
    ow = int(31 * s)
    oh = int(ow * 1.36)
    button_h = max(30, int(44 * s))
    hand_y = h - m - th
    buttons_y = hand_y - int(16 * s) - button_h
    top_band = m + oh + int(14 * s)
    bottom = buttons_y - int(8 * s)
    side = min(bottom - top_band, int(w * 0.47))
    square = pygame.Rect(0, 0, side, side)
    square.center = (w // 2, (top_band + bottom) // 2)
    # wall ring: 17 stacks a side; pond tiles sized so info box + 2 ponds of 4 rows fit inside
    ww = max(6, side // 20)
    wh = int(ww * 1.28)
    inner = side - 2 * (wh + int(10 * s)) - int(12 * s)
    pw = max(12, int(inner / 15.8))
    ph = int(pw * 1.34)
    info = pygame.Rect(0, 0, pw * 6, pw * 6)
    info.center = square.center
    hand_x = w // 2 - int(7.5 * tw) - int(6 * s)
    plate_w, plate_h = int(196 * s), int(58 * s)
    gap_x_left = square.left - (m + oh + int(8 * s))
    gap_x_right = gap_x_left
    left_plate = pygame.Rect(0, 0, plate_w, plate_h)
    left_plate.center = (m + oh + int(8 * s) + gap_x_left // 2, square.centery)
    right_plate = pygame.Rect(0, 0, plate_w, plate_h)
    right_plate.center = (w - (m + oh + int(8 * s) + gap_x_right // 2), square.centery)
    top_plate = pygame.Rect(square.right + int(16 * s), m, plate_w, plate_h)
    if top_plate.right > w - m:
        top_plate.right = w - m
    bottom_plate = pygame.Rect(m, h - m - plate_h, min(plate_w, max(60, hand_x - 2 * m)), plate_h)
    # the menu button: at least the other buttons' height (30) and room for its label and key cap at 800x540
    menu_w, menu_h = max(104, int(110 * s)), max(30, int(36 * s))
    menu = pygame.Rect(w - m - menu_w, m, menu_w, menu_h)
    if top_plate.colliderect(menu):
        top_plate.top = menu.bottom + int(8 * s)
    return TableLayout(
        size=(w, h),
        s=s,
        margin=m,
        hand_tile=(tw, th),
        meld_tile=(mw, mh),
        opp_tile=(ow, oh),
        pond_tile=(pw, ph),
        wall_tile=(ww, wh),
        square=square,
        info=info,
        hand_y=hand_y,
        hand_x=hand_x,
        drawn_gap=int(14 * s),
        lift=int(12 * s),
        buttons_y=buttons_y,
        button_h=button_h,
        plates=(bottom_plate, right_plate, top_plate, left_plate),
        menu=menu,
    )
