"""Category 9 (ZJ §5 incidental bonuses, from the ``WinContext``) and the Zen Koan additions (ZJ §7):
9.1.3 Self-Drawn and category 11, bonus tiles (flower or season number 1-4 is seat E, S, W, N)."""

from __future__ import annotations

from zjgame.scoring.facts import HandFacts

Found = list[tuple[str, int]]


def incidental(facts: HandFacts) -> Found:
    ctx = facts.context
    out: Found = []
    if ctx.final_draw and ctx.self_drawn:
        out.append(("9.1.1", 1))
    if ctx.final_discard and not ctx.self_drawn:
        out.append(("9.1.2", 1))
    if ctx.self_drawn and facts.ruleset.self_drawn_points:
        # ZJ §7: 9.1.3 Self-Drawn for every self-drawn win, Win on Kong and Heaven included (series 9.1).
        out.append(("9.1.3", 1))
    if ctx.kong_supplement and ctx.self_drawn:
        out.append(("9.2", 1))  # with the seabed supplement both 9.1.1 and 9.2 count (ZJ §5)
    if ctx.robbing_kong and not ctx.self_drawn:
        out.append(("9.3", 1))
    # ZJ 9.4: the initial hand, so nothing declared (a concealed kong spoils Heaven).
    if ctx.heaven and ctx.self_drawn and ctx.seat.index == 0 and not facts.has_melds:
        out.append(("9.4.1", 1))
    if ctx.earth and not ctx.self_drawn and ctx.seat.index != 0 and not facts.has_melds:
        out.append(("9.4.2", 1))
    return out


def bonus_tiles(facts: HandFacts) -> Found:
    """Category 11 (Zen Koan): outside the series rule, every element counts (ZJ §7 decision)."""
    if not facts.ruleset.bonus_tile_scoring or not facts.bonus:
        return []
    own = str(facts.context.seat.index + 1)
    seat_tiles = sum(1 for b in facts.bonus if b[0] == own)
    guest = len(facts.bonus) - seat_tiles
    out: Found = []
    if guest:
        out.append(("11.1.1", guest))
    if seat_tiles:
        out.append(("11.1.2", seat_tiles))
    if sum(1 for b in facts.bonus if b[1] == "f") == 4:
        out.append(("11.2.1", 1))
    if sum(1 for b in facts.bonus if b[1] == "g") == 4:
        out.append(("11.2.2", 1))
    return out
