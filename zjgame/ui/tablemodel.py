"""What the table shows, as plain values arranged for drawing: seats by position relative to the human
(0 you, 1 right, 2 top, 3 left), melds in display order with the claimed tile's position, ponds, the wall.

Owns the UI's own picture of one moment (``TableModel``) and the wall geometry; ``viewmodel`` builds it from
the engine's seat view, so the renderer never sees anything the human may not see. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class MeldModel:
    tiles: tuple[str, ...]  # in display order (the seat's own frame, left to right)
    sideways: int | None = None  # index of the claimed tile, turned to point at whom it came from
    concealed: bool = False  # a concealed kong: the outer two tiles lie face down
    kind: str = "pung"


@dataclass(frozen=True)
class PondTile:
    tile: str
    claimed: bool = False


@dataclass(frozen=True)
class SeatModel:
    seat: str  # E S W N
    rel: int
    name: str
    score: int = 0
    concealed: tuple[str, ...] | None = None  # the human's tiles (drawn tile last); None when hidden
    hidden: int = 13  # how many concealed tiles (for backs)
    drawn: bool = False  # the last concealed tile was just drawn (stands apart)
    melds: tuple[MeldModel, ...] = ()
    pond: tuple[PondTile, ...] = ()
    bonus: tuple[str, ...] = ()
    dealer: bool = False
    to_act: bool = False
    kind: str = "human"
    standing: bool = False  # B2: the seat declared a Standing Hand


@dataclass(frozen=True)
class TableModel:
    seats: tuple[SeatModel, ...]  # by rel
    round_wind: str = "E"
    hand_number: int = 1
    hands_total: int = 16
    wall_total: int = 136
    draws_left: int = 70
    draws_total: int = 70
    supplements: int = 0
    dead_wall: int = 14
    break_stack: int = 0
    last_discard: tuple[int, int] | None = None  # (rel, index in that pond)
    ruleset_title: str = ""
    waits: tuple[str, ...] = ()
    practice: bool = False
    hidden_pond: tuple[int, int] | None = field(default=None, compare=True)  # a tile still flying there
    kong_box: bool = False  # B1: the dead wall is a kong box, never replenished (loose tiles come on top)
    loose_left: int = 0  # B1: loose tiles left in the kong box
    starting_score: int = 0  # B6: the tallies start here (2,000 in British), display only
    round_wind_scores: bool = True  # the round wind scores (Zen Koan, British); ZJ 3.1 counts the seat wind only


def meld_display(kind: str, tiles: tuple[str, ...], claimed: str | None, source_rel: int | None) -> MeldModel:
    """Order a meld for display in its owner's frame. ``source_rel``: where the tile came from relative to
    the owner (1 right, 2 opposite, 3 left). The claimed tile lies sideways on that side (left, middle,
    right), the chow's claimed tile first (it always comes from the left)."""
    ordered = list(tiles)
    if kind == "concealed_kong":
        return MeldModel(tuple(ordered), None, True, kind)
    if claimed is None or source_rel is None or claimed not in ordered:
        return MeldModel(tuple(ordered), None, False, kind)
    ordered.remove(claimed)
    if kind == "chow" or source_rel == 3:
        pos = 0
    elif source_rel == 2:
        pos = 1
    else:
        pos = len(ordered)
    ordered.insert(pos, claimed)
    return MeldModel(tuple(ordered), pos, False, kind)


def wall_stacks(model: TableModel) -> list[tuple[int, bool]]:
    """For each of the wall's stacks in ring order (clockwise from the bottom-right corner), the number of
    tiles still there (0-2) and whether they belong to the dead wall (the last ``dead_wall`` tiles; ZJ §1: it
    is replenished from the live wall, so it is always the last 14 there) or the kong box (B1: the last 16
    positions of the wall, never replenished: loose tiles drawn from it are gone for good)."""
    total = model.wall_total
    stacks = total // 2
    dealt = total - model.dead_wall - model.draws_total
    made = model.draws_total - model.draws_left
    # ZJ §1: draws_left counts supplements too (one shared budget); B1: it counts the live wall only
    ordinary = made if model.kong_box else max(0, made - model.supplements)
    first = dealt + ordinary  # first tile still in the live wall (draw order)
    last = total - 1 - model.supplements  # last tile still there
    dead_from = total - model.dead_wall if model.kong_box else last - model.dead_wall + 1
    out = [(0, False)] * stacks
    for k in range(stacks):
        present = sum(1 for i in (2 * k, 2 * k + 1) if first <= i <= last)
        dead = present > 0 and 2 * k + 1 >= dead_from
        out[(model.break_stack + k) % stacks] = (present, dead)
    return out


def rotate_rect(rect: tuple[int, int, int, int], size: tuple[int, int], rel: int) -> tuple[int, int, int, int]:
    """Where a rect of a ``size`` surface ends up after turning the surface ``90 * rel`` degrees
    counter-clockwise (pygame.transform.rotate)."""
    x, y, w, h = rect
    W, H = size
    rel %= 4
    if rel == 0:
        return (x, y, w, h)
    if rel == 1:
        return (y, W - x - w, h, w)
    if rel == 2:
        return (W - x - w, H - y - h, w, h)
    return (H - y - h, x, h, w)
