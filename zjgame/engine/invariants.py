"""Invariants of a round, checked after every action by ``simulate`` and the tests (interfaces §3):
all tiles accounted for (wall + hands + melds + discards + bonus = 136/144), scores zero-sum, every hand of a
legal size. ``full=True`` also checks that the tiles are exactly the wall's, kind by kind (end of a hand).
"""

from __future__ import annotations

from collections import Counter

from zjgame.engine.codes import WindowKind
from zjgame.engine.round import RoundState
from zjgame.engine.view import Phase
from zjgame.rules.seats import SEATS
from zjgame.rules.tiles import Tile


def violations(state: RoundState, full: bool = False) -> list[str]:
    out: list[str] = []
    w = state.window
    in_flight = 1 if w is not None and w.kind is not WindowKind.DISCARD else 0  # a kong tile that may be robbed
    in_hands = sum(map(len, state.hands))
    in_melds = sum(len(m.tiles) for melds in state.melds for m in melds)
    in_rivers = [d.claimed_by for river in state.rivers for d in river].count(None)
    in_bonus = sum(map(len, state.bonus))
    wall_left = len(state.wall) - 52 - state.ordinary_draws - state.supplement_draws
    total = in_hands + in_melds + in_rivers + in_bonus + wall_left + in_flight
    if total != len(state.wall):
        out.append(
            f"tiles not accounted for: hands {in_hands} + melds {in_melds} + discards {in_rivers} + bonus {in_bonus}"
            f" + wall {wall_left} + in play {in_flight} = {total}, not {len(state.wall)}"
        )
    if wall_left < state.ruleset.dead_wall:
        out.append(f"only {wall_left} tiles left in the wall; {state.ruleset.dead_wall} must remain unused")
    winners = state.result.winners if state.result is not None else ()
    big = winners[0] if winners else (state.turn if state.phase in (Phase.TURN, Phase.DISCARD) else None)
    for i, seat in enumerate(SEATS):
        size = len(state.hands[i]) + 3 * len(state.melds[i])
        expected = 14 if seat is big else 13
        if size != expected:
            out.append(f"{seat.name_en} holds {size} tiles (a kong counting as 3), not {expected}")
    if state.result is not None and sum(state.result.payments) != 0:
        out.append(f"payments are not zero-sum: {state.result.payments}")
    if sum(state.scores) != 0:
        out.append(f"scores are not zero-sum: {state.scores}")
    if full:
        for i, seat in enumerate(SEATS):
            counts = [0] * 42
            for t in state.hands[i]:
                counts[t.index] += 1
            if tuple(counts) != state.counts[i]:
                out.append(f"{seat.name_en}'s tile counts do not match the hand")
        seen: Counter[Tile] = Counter()
        for i in range(4):
            seen.update(state.hands[i])
            seen.update(t for m in state.melds[i] for t in m.tiles)
            seen.update(d.tile for d in state.rivers[i] if d.claimed_by is None)
            seen.update(state.bonus[i])
        if in_flight and w is not None:
            seen[w.tile] += 1
        seen.update(state.wall[52 + state.ordinary_draws : len(state.wall) - state.supplement_draws])
        if seen != Counter(state.wall):
            out.append("the tiles in play are not the wall's tiles")
    return out
