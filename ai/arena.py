"""The headless arena used by ``zjgame simulate`` (interfaces §3): plays hands with four computer players,
checks the invariants after every action, and pools the statistics per player name.

Players get only ``view_for(seat)`` and ``legal_actions(seat)``. Without duplicate play, wall k is played once
with player i in seat (i + k) mod 4; with it, each wall is dealt four times with the players rotated one seat
each time. Hands are independent (no totals carry over).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ai.protocol import Player
from zjgame.engine.invariants import violations
from zjgame.engine.round import RoundState
from zjgame.engine.wall import shuffled_wall
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import Seat


@dataclass
class HandPlay:
    """One hand played: the final state, each seat's decision times (ms, decisions with >= 2 legal actions)
    and every invariant violation found."""

    state: RoundState
    decision_ms: list[list[float]]
    violations: list[str]


def play_hand(
    wall: Sequence[Any],
    ruleset: Ruleset,
    players: Sequence[Player],
    hand_number: int = 0,
    round_wind: Seat = Seat.E,
    check: bool = True,
) -> HandPlay:
    """Deal ``wall`` and play the hand; ``players`` by seat index (E, S, W, N). Exceptions propagate."""
    state, _ = RoundState.start(tuple(wall), ruleset, round_wind, hand_number)
    return play_round(state, players, check)


def play_round(state: RoundState, players: Sequence[Player], check: bool = True) -> HandPlay:
    """Play a started (or resumed) hand to its end; ``players`` by seat index."""
    times: list[list[float]] = [[], [], [], []]
    found: list[str] = []
    clock = time.perf_counter
    while not state.is_finished:
        seat = state.seats_to_act[0]
        i = seat.index
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            action = legal[0]
        else:
            t0 = clock()
            action = players[i].choose(state.view_for(seat), legal).action
            times[i].append((clock() - t0) * 1000.0)
        state, _ = state.apply(seat, action)
        if check:
            problems = violations(state, full=state.is_finished)
            if problems:
                found.extend(f"action {state.action_count} ({seat} {action.describe()}): {p}" for p in problems)
    return HandPlay(state, times, found)


@dataclass
class _Pool:
    """Statistics pooled over the seats a player name sat in."""

    seat_hands: int = 0
    net: int = 0
    wins: int = 0
    self_draws: int = 0
    deal_ins: int = 0
    win_values: list[int] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    by_wall: dict[int, list[int]] = field(default_factory=dict)  # wall -> [net, hands]


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def _ci95(pool: _Pool) -> list[float]:
    """A 95% interval of net points per hand, clustered by wall (a ratio estimator with cluster-robust variance)."""
    n = pool.seat_hands
    if n == 0:
        return [0.0, 0.0]
    mean = pool.net / n
    clusters = list(pool.by_wall.values())
    g = len(clusters)
    if g < 2:
        return [round(mean, 3), round(mean, 3)]
    ss = sum((net - mean * hands) ** 2 for net, hands in clusters)
    se = math.sqrt(g / (g - 1) * ss) / n
    return [round(mean - 1.96 * se, 3), round(mean + 1.96 * se, 3)]


def wall_seed(seed: int, wall: int) -> int:
    """The seed of wall number ``wall`` of a simulation with ``seed`` (listed with every failure)."""
    return seed * 1_000_003 + wall


def simulate(
    names: Sequence[str],
    make: Callable[[str, int], Player],
    ruleset: Ruleset,
    walls: int = 100,
    seed: int = 1,
    duplicate: bool = False,
    check: bool = True,
    on_hand: Callable[[int, int, HandPlay, tuple[int, ...]], None] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    """Play ``walls`` walls and return the interfaces §3 summary. Player i gets seed ``seed * 4 + i``.
    ``on_hand(wall, hand_number, play, seating)`` sees every finished hand (``seating[i]``: player i's seat index)."""
    players = [make(name, seed * 4 + i) for i, name in enumerate(names)]
    pools: dict[str, _Pool] = {name: _Pool() for name in names}
    failures: list[dict[str, Any]] = []
    exceptions = invariant_failures = draws = hands = 0
    rotations = 4 if duplicate else 1
    start, cpu_start = time.perf_counter(), time.process_time()
    for k in range(walls):
        ws = wall_seed(seed, k)
        wall = shuffled_wall(random.Random(ws), ruleset)
        for r in range(rotations):
            shift = r if duplicate else k
            seating = tuple((i + shift) % 4 for i in range(4))  # player i -> seat index
            by_seat = [players[seating.index(j)] for j in range(4)]
            number = k * rotations + r
            hands += 1
            try:
                play = play_hand(wall, ruleset, by_seat, number, check=check)
            except Exception as err:  # counted and listed, never silently skipped
                exceptions += 1
                failures.append(
                    {
                        "wall": k,
                        "wall_seed": ws,
                        "hand": number,
                        "kind": "exception",
                        "message": f"{type(err).__name__}: {err}",
                    }
                )
                continue
            if play.violations:
                invariant_failures += len(play.violations)
                failures.extend(
                    {"wall": k, "wall_seed": ws, "hand": number, "kind": "invariant", "message": m}
                    for m in play.violations
                )
            _pool_hand(play, names, seating, pools, k)
            result = play.state.result
            if result is not None and not result.wins:
                draws += 1
            if on_hand is not None:
                on_hand(k, number, play, seating)
        if progress is not None:
            progress(k + 1, walls)
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    return {
        "walls": walls,
        "hands": hands,
        "seconds": round(seconds, 3),
        "hands_per_second": round(hands / seconds, 1) if seconds > 0 else 0.0,
        "cpu_seconds": round(cpu, 3),  # this process's CPU time (the machine may be shared)
        "exceptions": exceptions,
        "invariant_violations": invariant_failures,
        "draws": draws,
        "failures": failures,
        "players": [_summary(name, pools[name]) for name in dict.fromkeys(names)],
    }


def _pool_hand(
    play: HandPlay, names: Sequence[str], seating: tuple[int, ...], pools: dict[str, _Pool], wall: int
) -> None:
    result = play.state.result
    assert result is not None
    winners = {w.winner.index: w for w in result.wins}
    dealer_in = {w.discarder.index for w in result.wins if w.discarder is not None}
    for i, name in enumerate(names):
        j = seating[i]
        pool = pools[name]
        pool.seat_hands += 1
        net = result.payments[j]
        pool.net += net
        cluster = pool.by_wall.setdefault(wall, [0, 0])
        cluster[0] += net
        cluster[1] += 1
        if j in winners:
            pool.wins += 1
            pool.win_values.append(winners[j].value)
            if winners[j].self_drawn:
                pool.self_draws += 1
        if j in dealer_in:
            pool.deal_ins += 1
        pool.times.extend(play.decision_ms[j])


def _summary(name: str, pool: _Pool) -> dict[str, Any]:
    n = pool.seat_hands or 1
    return {
        "name": name,
        "seat_hands": pool.seat_hands,
        "net_points": pool.net,
        "net_per_hand": round(pool.net / n, 3),
        "ci95": _ci95(pool),
        "win_rate": round(pool.wins / n, 4),
        "self_draw_rate": round(pool.self_draws / n, 4),
        "deal_in_rate": round(pool.deal_ins / n, 4),
        "avg_win_value": round(sum(pool.win_values) / len(pool.win_values), 2) if pool.win_values else 0.0,
        "decision_ms_p50": round(_percentile(pool.times, 0.5), 4),
        "decision_ms_p99": round(_percentile(pool.times, 0.99), 4),
    }
