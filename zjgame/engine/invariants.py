"""Invariants of a round, checked after every action by ``simulate`` and the tests (docs/simulate.md#the-summary):
all tiles accounted for (wall + hands + melds + discards + bonus = 136/144), the dead wall kept (ZJ §1) or the
live wall and the kong box within their sizes (B1), no bonus tile held where they are set aside automatically
(B1), scores zero-sum, every hand of a legal size, and a locked Standing Hand never claiming anything but a win
(B2: its melds stay as declared, its claim options are the win, its turn the win or the drawn tile's discard).
``full=True`` also checks that the tiles are exactly the wall's, kind by kind (end of a hand).
"""

from __future__ import annotations

from collections import Counter

from zjgame.engine import actions as A
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
    rules = state.ruleset
    if rules.dead_wall_replenished:
        if wall_left < rules.dead_wall:
            out.append(f"only {wall_left} tiles left in the wall; {rules.dead_wall} must remain unused")
    else:
        if state.ordinary_draws > state.max_draws:
            out.append(f"{state.ordinary_draws} draws from a live wall of {state.max_draws}")
        if state.supplement_draws > rules.dead_wall:
            out.append(f"{state.supplement_draws} loose tiles from a kong box of {rules.dead_wall}")
    if rules.bonus_tiles_automatic and any(t.is_bonus for hand in state.hands for t in hand):
        out.append("a bonus tile is held in a hand; they are set aside automatically (B1)")
    winners = state.result.winners if state.result is not None else ()
    big = winners[0] if winners else (state.turn if state.phase in (Phase.TURN, Phase.DISCARD) else None)
    # B1: a wall game in the deal (the kong box ran out) leaves East with the 14th tile and the seat replacing
    # a bonus tile without its loose tile
    dealt = state.result is not None and state.result.wall_game == "kong_box" and not state.discard_order
    for i, seat in enumerate(SEATS):
        size = len(state.hands[i]) + 3 * len(state.melds[i])
        expected = 14 if seat is big else 13
        if size != expected and not (dealt and size in ((13, 14) if i == 0 else (12, 13))):
            out.append(f"{seat.name_en} holds {size} tiles (a kong counting as 3), not {expected}")
    out.extend(_standing_violations(state))
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


def _standing_violations(state: RoundState) -> list[str]:
    """B2: a locked Standing Hand never claims anything but a win and declares no kong."""
    out: list[str] = []
    w = state.window
    for i, seat in enumerate(SEATS):
        melds_then = state.standing[i]
        if melds_then is None:
            continue
        if len(state.melds[i]) != melds_then:
            out.append(
                f"{seat.name_en}'s Standing Hand held {melds_then} melds when declared, now {len(state.melds[i])}"
            )
        if w is not None and any(not isinstance(a, (A.ClaimWin, A.Pass)) for a in w.options_for(seat)):
            out.append(f"{seat.name_en}'s Standing Hand is offered a claim other than Mah Jong")
        if seat is state.turn and state.phase is Phase.TURN and w is None:
            allowed = {A.SELF_DRAWN_WIN, A.Discard(state.drawn)} if state.drawn is not None else set()
            if any(a not in allowed for a in state.legal_actions(seat)):
                out.append(f"{seat.name_en}'s Standing Hand is offered more than the win and the drawn tile's discard")
    return out
