"""A minimal self-play loop for tests and benchmarks of the computer players: deal a wall, ask each seat
to choose from its own view and legal actions, apply, until the hand ends.

It owns nothing the game depends on (``ai.arena`` runs ``zjgame simulate``); it exists so the players can be
tested and measured on their own. Duplicate matches rotate the players over the four seats of each wall.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from zjgame.engine.round import RoundState
from zjgame.engine.wall import wall_for_seed
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat


@dataclass
class SeatStats:
    hands: int = 0
    net: int = 0
    wins: int = 0
    deal_ins: int = 0
    win_value: int = 0
    decision_ms: list[float] = field(default_factory=list)


@dataclass(frozen=True)
class HandOutcome:
    payments: tuple[int, ...]
    winners: tuple[Seat, ...]
    values: tuple[int, ...]
    discarders: tuple[Seat | None, ...]


def play_hand(
    wall_seed: int,
    ruleset: Ruleset,
    players: Sequence[object],
    hand_number: int = 0,
    on_decision: Callable[[Seat, float, int], None] | None = None,
) -> HandOutcome:
    """Play one hand; ``players[i]`` sits in seat ``SEATS[i]``. ``on_decision(seat, ms, n_legal)`` is told
    the time of every call."""
    wall = wall_for_seed(wall_seed, ruleset)
    state, _ = RoundState.start(wall, ruleset, hand_number=hand_number)
    steps = 0
    while not state.is_finished:
        seat = state.seats_to_act[0]
        legal = state.legal_actions(seat)
        view = state.view_for(seat)
        t0 = time.perf_counter()
        decision = players[seat.index].choose(view, legal)  # type: ignore[attr-defined]
        ms = (time.perf_counter() - t0) * 1000.0
        if on_decision is not None:
            on_decision(seat, ms, len(legal))
        state, _ = state.apply(seat, decision.action)
        steps += 1
        if steps > 2000:
            raise RuntimeError(f"wall {wall_seed}: hand did not finish in 2000 actions")
    result = state.result
    assert result is not None
    return HandOutcome(
        tuple(result.payments),
        tuple(w.winner for w in result.wins),
        tuple(w.value for w in result.wins),
        tuple(w.discarder for w in result.wins),
    )


def duplicate_match(
    walls: Sequence[int],
    ruleset: Ruleset,
    names: Sequence[str],
    make: Callable[[str, int], object],
    seed: int = 1,
) -> dict[str, SeatStats]:
    """Each wall dealt four times with the four named players rotated one seat each time. Returns pooled
    stats per name; ``net`` is summed over every hand the name played."""
    stats: dict[str, SeatStats] = {n: SeatStats() for n in names}
    for k, wall_seed in enumerate(walls):
        for rot in range(4):
            order = [names[(i - rot) % 4] for i in range(4)]
            players = [make(order[i], seed * 1000 + i) for i in range(4)]

            def note(seat: Seat, ms: float, n_legal: int, order: list[str] = order) -> None:
                if n_legal >= 2:
                    stats[order[seat.index]].decision_ms.append(ms)

            out = play_hand(wall_seed, ruleset, players, hand_number=k * 4 + rot, on_decision=note)
            for i, seat in enumerate(SEATS):
                st = stats[order[i]]
                st.hands += 1
                st.net += out.payments[i]
                if seat in out.winners:
                    st.wins += 1
                    st.win_value += out.values[out.winners.index(seat)]
                if seat in out.discarders:
                    st.deal_ins += 1
    return stats
