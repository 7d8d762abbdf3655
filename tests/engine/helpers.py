"""Scripted walls and small drivers for engine tests."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from zjgame.engine import actions as A
from zjgame.engine.round import RoundState
from zjgame.rules.ruleset import ZJ, Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import BONUS_TILES, Tile, tile_set

E, S, W, N = Seat.E, Seat.S, Seat.W, Seat.N


def tiles(text: str) -> list[Tile]:
    """mpsz in the given order: ``"46p 11z"`` -> [4p, 6p, 1z, 1z]."""
    out: list[Tile] = []
    digits = ""
    for ch in text:
        if ch.isdigit():
            digits += ch
        elif ch.isalpha():
            out.extend(Tile(f"{d}{ch}") for d in digits)
            digits = ""
    assert not digits, text
    return out


def build_wall(
    east: str = "",
    south: str = "",
    west: str = "",
    north: str = "",
    draws: str = "",
    supplements: str = "",
    ruleset: Ruleset = ZJ,
    fill_seed: int = 0,
    at: dict[int, str] | None = None,
) -> tuple[Tile, ...]:
    """A wall in record order: the given hands (13 tiles each; empty = filled), ordinary draws from index 52,
    supplements from the last index down, ``at`` wall index -> tile; every other place filled (shuffled) from
    the rest of the set."""
    size = ruleset.tile_count
    wall: list[Tile | None] = [None] * size
    for i, hand in enumerate((east, south, west, north)):
        if hand:
            ts = tiles(hand)
            assert len(ts) == 13, f"seat {i} has {len(ts)} tiles"
            wall[13 * i : 13 * i + 13] = ts
    for k, t in enumerate(tiles(draws)):
        wall[52 + k] = t
    for k, t in enumerate(tiles(supplements)):
        wall[size - 1 - k] = t
    for k, text in (at or {}).items():
        wall[k] = Tile(text)
    pool = Counter(tile_set(ruleset.bonus_tiles))
    pool.subtract(t for t in wall if t is not None)
    assert all(v >= 0 for v in pool.values()), {t: v for t, v in pool.items() if v < 0}
    rest = list(pool.elements())
    random.Random(fill_seed).shuffle(rest)
    for k in range(size):
        if wall[k] is None:
            wall[k] = rest.pop()
    return tuple(t for t in wall if t is not None)


SEABED = 52 + 69  # the wall index of the 70th draw when there is no kong (it falls to South)


def start(ruleset: Ruleset = ZJ, **hands) -> RoundState:
    state, _ = RoundState.start(build_wall(ruleset=ruleset, **hands), ruleset)
    return state


def pass_all(state: RoundState) -> RoundState:
    """Every seat still to answer the open claim window passes."""
    while state.window is not None:
        state, _ = state.apply(state.window.waiting[0], A.PASS)
    return state


def act(state: RoundState, seat: Seat, action: A.Action):
    """Apply an action; a pending claim window is passed first unless the action answers it."""
    if state.window is not None and not A.is_claim(action):
        state = pass_all(state)
    return state.apply(seat, action)


def discard_drawn(state: RoundState) -> RoundState:
    """The seat on turn discards the tile it just drew (claim windows before it are passed)."""
    state = pass_all(state)
    state, _ = state.apply(state.turn, A.Discard(state.drawn))
    return state


def play_to(state: RoundState, draws_left: int) -> RoundState:
    """Discard drawn tiles (passing every window) until ``draws_left`` draws remain and a seat is on turn."""
    state = pass_all(state)
    while state.draws_left != draws_left and not state.is_finished:
        state = pass_all(discard_drawn(state))
    return state


def pattern_ids(win) -> set[str]:
    return {p.id for p in win.score.patterns}


# --- classic British (B1) ------------------------------------------------------------------------------------

LAST_TILE = 127  # B1: the 76th live-wall draw
FIRST_LOOSE = 143  # B1: loose tiles come from the end of the wall, downward


def british_wall(
    east: str = "",
    south: str = "",
    west: str = "",
    north: str = "",
    draws: str = "",
    loose: str = "",
    at: dict[int, str] | None = None,
    bonus_at: Sequence[int] = range(128, 136),
    fill_seed: int = 0,
    ruleset: Ruleset | None = None,
) -> tuple[Tile, ...]:
    """A British wall (B1 order: East's 14th tile is index 52, loose tiles from 143 down). The bonus tiles the
    hands, draws, loose tiles and ``at`` leave out go to ``bonus_at`` (by default the bottom of the kong box,
    reached only after eight loose tiles), so a scripted hand meets only the bonus tiles it places."""
    from zjgame.rules.ruleset import BRITISH

    placed = tiles(east + south + west + north + draws + loose) + [Tile(v) for v in (at or {}).values()]
    spots = dict(at or {})
    free = [k for k in bonus_at if k not in spots]
    for k, t in zip(free, [t for t in BONUS_TILES if t not in placed]):
        spots[k] = t.value
    return build_wall(east, south, west, north, draws, loose, ruleset or BRITISH, fill_seed, spots)


def british(**kw) -> tuple[RoundState, tuple]:
    """Start a British hand on ``british_wall(**kw)``: the state and the events of the deal."""
    from zjgame.rules.ruleset import BRITISH

    ruleset = kw.get("ruleset") or BRITISH
    return RoundState.start(british_wall(**kw), ruleset)
