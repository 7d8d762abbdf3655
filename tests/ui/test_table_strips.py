"""The opponents' melds and bonus tiles lie like their ponds: each face-up tile turned toward its seat by the tile
art (the side strip at the bottom of the screen), a claimed tile turned a further quarter, hidden tiles as backs."""

from __future__ import annotations

import pygame
import pytest

from zjgame.ui import theme
from zjgame.ui.table_render import TableRenderer
from zjgame.ui.tablemodel import MeldModel, SeatModel
from zjgame.ui.tileart import TileArt, thickness

W, H = 30, 41


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.fixture(scope="module")
def renderer() -> TableRenderer:
    return TableRenderer(TileArt(), theme.TextCache())


@pytest.mark.parametrize("rel", [1, 2, 3])
def test_a_lone_bonus_tile_is_the_ponds_picture_of_it(renderer: TableRenderer, rel: int) -> None:
    seat = SeatModel("S", rel, "Mei", hidden=0, bonus=("2f",))
    strip = renderer.seat_strip(seat, W, H)
    pond_tile = renderer.turned("2f", W, H, rel)
    drawn, tile = strip.get_bounding_rect(), pond_tile.get_bounding_rect()
    assert drawn.size == tile.size
    assert pixels(strip.subsurface(drawn)) == pixels(pond_tile.subsurface(tile))


@pytest.mark.parametrize("rel", [1, 3])
def test_a_pung_on_a_side_seat_is_three_turned_faces_with_the_claimed_one_turned_further(
    renderer: TableRenderer, rel: int
) -> None:
    seat = SeatModel("S", rel, "Mei", hidden=0, melds=(MeldModel(("5p", "5p", "5p"), sideways=1),))
    strip = renderer.seat_strip(seat, W, H)
    t = thickness(H)
    upright = renderer.turned("5p", W, H, rel)  # (H - t) x (W + t)
    claimed = renderer.art.face("5p", W, H, turns=(rel + 1) % 4)  # W x H
    assert upright.get_size() == (H - t, W + t) and claimed.get_size() == (W, H)
    # along the strip: the gap before a meld, two tiles W long and the claimed one H - t long, plus the
    # thickness at the bottom
    assert strip.get_size() == (H, max(4, W // 3) + 2 * W + (H - t) + t)
    own = renderer.seat_strip(SeatModel("S", 0, "Mei", hidden=0, melds=seat.melds), W, H)
    assert pixels(strip) != pixels(pygame.transform.rotate(own, 90 * rel))  # not the upright strip turned whole


def test_the_info_box_counts_one_tile_in_the_singular(renderer: TableRenderer) -> None:
    from zjgame.ui.layout import compute_layout
    from zjgame.ui.tablemodel import TableModel

    seats = tuple(SeatModel("ESWN"[r], r, f"P{r}", hidden=13) for r in range(4))
    layout = compute_layout((1280, 800))
    for left, shown in ((1, "1 tile left"), (2, "2 tiles left")):
        renderer.text = theme.TextCache()
        renderer.layer(TableModel(seats, draws_left=left), layout)
        texts = {key[0] for key in renderer.text._cache}
        assert shown in texts, texts
