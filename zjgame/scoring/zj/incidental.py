"""Category 9 (ZJ §5 incidental bonuses, from the ``WinContext``) and the Zen Koan additions (ZJ §7):
9.1.3 Self-Drawn and category 11, bonus tiles (flower or season number 1-4 is seat E, S, W, N)."""

from __future__ import annotations

from zjgame.rules.seats import Seat
from zjgame.scoring.zj.facts import HandFacts

Found = list[tuple[str, int]]


def incidental(facts: HandFacts, out: Found) -> None:
    ctx = facts.context
    if ctx.self_drawn:
        if ctx.final_draw:
            out.append(("9.1.1", 1))
        if facts.params.self_drawn_points:
            # ZJ §7: 9.1.3 Self-Drawn for every self-drawn win, Win on Kong and Heaven included (series 9.1).
            out.append(("9.1.3", 1))
        if ctx.kong_supplement:
            out.append(("9.2", 1))  # with the seabed supplement both 9.1.1 and 9.2 count (ZJ §5)
        # ZJ 9.4.1: East on the initial 14 tiles; anything declared (a concealed kong) spoils it.
        if ctx.heaven and ctx.seat is Seat.E and not facts.has_melds:
            out.append(("9.4.1", 1))
    else:
        if ctx.final_discard:
            out.append(("9.1.2", 1))
        if ctx.robbing_kong:
            out.append(("9.3", 1))
        # ZJ 9.4.2: a non-East player with the initial 13 tiles wins on East's first discard.
        if ctx.earth and ctx.seat is not Seat.E and not facts.has_melds:
            out.append(("9.4.2", 1))


def bonus_tiles(facts: HandFacts, out: Found) -> None:
    """Category 11 (Zen Koan): outside the series rule, every element counts (ZJ §7 decision). Guest tiles
    are listed as 11.1.1 at 0 points so the breakdown shows them; a hand whose patterns add up to nothing is
    still a chicken hand (decision)."""
    if not facts.bonus or not facts.params.bonus_tile_scoring:
        return
    own = str(facts.seat_wind - 26)  # flower/season number 1-4 is the seat E, S, W, N
    seat_tiles = sum(1 for b in facts.bonus if b[0] == own)
    guest = len(facts.bonus) - seat_tiles
    if guest:
        out.append(("11.1.1", guest))
    if seat_tiles:
        out.append(("11.1.2", seat_tiles))
    if sum(1 for b in facts.bonus if b[1] == "f") == 4:
        out.append(("11.2.1", 1))
    if sum(1 for b in facts.bonus if b[1] == "g") == 4:
        out.append(("11.2.2", 1))
