"""The headless arena used by ``zjgame simulate`` (docs/simulate.md): plays hands with four computer players,
checks the invariants after every action, and pools the statistics per player name.

Players get only ``view_for(seat)`` and ``legal_actions(seat)``. Without duplicate play, wall k is played once
with player i in seat (i + k) mod 4; with it, each wall is dealt four times with the players rotated one seat
each time. Hands are independent (no totals carry over), so walls may be played in several processes
(``jobs``): each wall's hands depend only on (seed, wall, players), and the pools are merged in wall order,
giving the same summary as one process (only the clock fields differ).

A name may carry a label after ``@`` (``hard@ref``): the player is of the kind before the ``@`` and is pooled
apart from unlabelled players of that kind. Decision times are kept in bounded histograms (``ai.timing``).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ai import native
from ai.protocol import Player
from ai.timing import TimeHistogram
from zjgame.engine.invariants import violations
from zjgame.engine.round import RoundState
from zjgame.engine.wall import shuffled_wall
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import system_for
from zjgame.scoring.result import ScoreLine

# A callback seeing every finished hand: (wall, hand number, play, seating); seating[i] is player i's seat index.
OnHand = Callable[[int, int, "HandPlay", tuple[int, ...]], None]


@dataclass
class HandPlay:
    """One hand played: the final state, each seat's decision times (wall clock and CPU, ms, decisions with
    >= 2 legal actions), whether each seat folded at some point (as its player declared), every invariant
    violation found."""

    state: RoundState
    decision_ms: list[list[float]]
    violations: list[str]
    decision_cpu_ms: list[list[float]] = field(default_factory=lambda: [[], [], [], []])
    folded: list[bool] = field(default_factory=lambda: [False] * 4)


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
    cpu: list[list[float]] = [[], [], [], []]
    folded = [False] * 4
    found: list[str] = []
    clock = time.perf_counter
    cpu_clock = time.process_time
    while not state.is_finished:
        seat = state.seats_to_act[0]
        i = seat.index
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            action = legal[0]
        else:
            view = state.view_for(seat)
            t0, c0 = clock(), cpu_clock()
            decision = players[i].choose(view, legal)
            c1, t1 = cpu_clock(), clock()
            times[i].append((t1 - t0) * 1000.0)
            cpu[i].append((c1 - c0) * 1000.0)
            action = decision.action
            if getattr(decision, "folded", False):
                folded[i] = True
        state, _ = state.apply(seat, action)
        if check:
            problems = violations(state, full=state.is_finished)
            if problems:
                found.extend(f"action {state.action_count} ({seat} {action.describe()}): {p}" for p in problems)
    return HandPlay(state, times, found, cpu, folded)


@dataclass
class _Pool:
    """Statistics pooled over the seats a player name sat in (all mergeable, none growing with hands except
    ``by_wall``, one pair of integers per wall for the clustered interval)."""

    seat_hands: int = 0
    net: int = 0
    wins: int = 0
    self_draws: int = 0
    deal_ins: int = 0
    big_deal_ins: int = 0  # deal-ins into hands over the ruleset's standard score
    folds: int = 0  # hands in which the player folded (as it declared)
    win_value_sum: int = 0
    chicken: int = 0
    patterns: dict[str, int] = field(default_factory=dict)  # pattern name -> wins holding it
    times: TimeHistogram = field(default_factory=TimeHistogram)
    cpu_times: TimeHistogram = field(default_factory=TimeHistogram)
    by_wall: dict[int, list[int]] = field(default_factory=dict)  # wall -> [net, hands]

    def merge(self, other: _Pool) -> None:
        self.seat_hands += other.seat_hands
        self.net += other.net
        self.wins += other.wins
        self.self_draws += other.self_draws
        self.deal_ins += other.deal_ins
        self.big_deal_ins += other.big_deal_ins
        self.folds += other.folds
        self.win_value_sum += other.win_value_sum
        self.chicken += other.chicken
        for name, n in other.patterns.items():
            self.patterns[name] = self.patterns.get(name, 0) + n
        self.times.merge(other.times)
        self.cpu_times.merge(other.cpu_times)
        for wall, (net, hands) in other.by_wall.items():
            cluster = self.by_wall.setdefault(wall, [0, 0])
            cluster[0] += net
            cluster[1] += hands


def _ci95(pool: _Pool) -> list[float]:
    """A 95% interval of net points per hand, clustered by wall (a ratio estimator with cluster-robust variance)."""
    n = pool.seat_hands
    if n == 0:
        return [0.0, 0.0]
    mean = pool.net / n
    clusters = [pool.by_wall[w] for w in sorted(pool.by_wall)]
    g = len(clusters)
    if g < 2:
        return [round(mean, 3), round(mean, 3)]
    ss = math.fsum((net - mean * hands) ** 2 for net, hands in clusters)
    se = math.sqrt(g / (g - 1) * ss) / n
    return [round(mean - 1.96 * se, 3), round(mean + 1.96 * se, 3)]


def wall_seed(seed: int, wall: int) -> int:
    """The seed of wall number ``wall`` of a simulation with ``seed`` (listed with every failure)."""
    return seed * 1_000_003 + wall


def split_name(name: str) -> tuple[str, str]:
    """``"hard@ref"`` -> ``("hard", "ref")``; ``"hard"`` -> ``("hard", "")``."""
    kind, _, label = name.partition("@")
    return kind, label


@dataclass
class _Partial:
    """The outcome of some walls: pools by name plus the counts and failures, merged in wall order."""

    pools: dict[str, _Pool]
    failures: list[dict[str, Any]] = field(default_factory=list)
    exceptions: int = 0
    invariant_failures: int = 0
    draws: int = 0
    hands: int = 0

    def merge(self, other: _Partial) -> None:
        for name, pool in other.pools.items():
            self.pools[name].merge(pool)
        self.failures.extend(other.failures)
        self.exceptions += other.exceptions
        self.invariant_failures += other.invariant_failures
        self.draws += other.draws
        self.hands += other.hands


@dataclass(frozen=True)
class _Job:
    names: tuple[str, ...]
    make: Callable[[str, int], Player]
    ruleset: Ruleset
    seed: int
    duplicate: bool
    check: bool
    on_hand: OnHand | None


def _players(job: _Job) -> list[Player]:
    return [job.make(name, job.seed * 4 + i) for i, name in enumerate(job.names)]


def _play_walls(job: _Job, players: Sequence[Player], first: int, stop: int) -> _Partial:
    """Play walls ``first`` .. ``stop - 1`` with ``players`` (made once per process: their caches never
    change a decision, so which process played which walls cannot change the results)."""
    ruleset = job.ruleset
    names = job.names
    part = _Partial({name: _Pool() for name in names})
    rotations = 4 if job.duplicate else 1
    for k in range(first, stop):
        ws = wall_seed(job.seed, k)
        wall = shuffled_wall(random.Random(ws), ruleset)
        for r in range(rotations):
            shift = r if job.duplicate else k
            seating = tuple((i + shift) % 4 for i in range(4))  # player i -> seat index
            by_seat = [players[seating.index(j)] for j in range(4)]
            number = k * rotations + r
            part.hands += 1
            try:
                play = play_hand(wall, ruleset, by_seat, number, check=job.check)
            except Exception as err:  # counted and listed, never silently skipped
                part.exceptions += 1
                message = f"{type(err).__name__}: {err}"
                part.failures.append(
                    {"wall": k, "wall_seed": ws, "hand": number, "kind": "exception", "message": message}
                )
                continue
            if play.violations:
                part.invariant_failures += len(play.violations)
                part.failures.extend(
                    {"wall": k, "wall_seed": ws, "hand": number, "kind": "invariant", "message": m}
                    for m in play.violations
                )
            _pool_hand(play, names, seating, part.pools, k, ruleset)
            result = play.state.result
            if result is not None and not result.wins:
                part.draws += 1
            if job.on_hand is not None:
                job.on_hand(k, number, play, seating)
    return part


_WORKER: list[tuple[_Job, list[Player]]] = []  # the job and its players, in each worker process


def _worker_init(job: _Job) -> None:
    _WORKER[:] = [(job, _players(job))]


def _worker_run(span: tuple[int, int]) -> _Partial:
    job, players = _WORKER[0]
    return _play_walls(job, players, *span)


def _spans(walls: int, jobs: int) -> list[tuple[int, int]]:
    """Wall ranges for the workers: small enough to balance the load, in wall order."""
    size = max(1, min(25, walls // (4 * jobs) or 1))
    return [(a, min(walls, a + size)) for a in range(0, walls, size)]


def _run_parallel(job: _Job, walls: int, jobs: int) -> Iterator[tuple[int, _Partial]]:
    import multiprocessing  # only here: importing it registers an alias module the purity test would flag

    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    with ctx.Pool(jobs, initializer=_worker_init, initargs=(job,)) as pool:
        spans = _spans(walls, jobs)
        for (_first, stop), part in zip(spans, pool.imap(_worker_run, spans)):
            yield stop, part


def simulate(
    names: Sequence[str],
    make: Callable[[str, int], Player],
    ruleset: Ruleset,
    walls: int = 100,
    seed: int = 1,
    duplicate: bool = False,
    check: bool = True,
    on_hand: OnHand | None = None,
    progress: Callable[[int, int], None] | None = None,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play ``walls`` walls and return the docs/simulate.md summary. Player i gets seed ``seed * 4 + i``.
    ``on_hand(wall, hand_number, play, seating)`` sees every finished hand (``seating[i]``: player i's seat
    index); with ``jobs`` > 1 it runs in the worker processes, so it must be picklable (a module-level object).
    ``make`` likewise. ``cpu_seconds`` counts this process and its finished workers."""
    job = _Job(tuple(names), make, ruleset, seed, duplicate, check, on_hand)
    total = _Partial({name: _Pool() for name in names})
    start = time.perf_counter()
    cpu_start = time.process_time()
    children_start = _children_cpu()
    if jobs <= 1 or walls <= 1:
        players = _players(job)
        for k in range(walls):
            total.merge(_play_walls(job, players, k, k + 1))
            if progress is not None:
                progress(k + 1, walls)
    else:
        for done, part in _run_parallel(job, walls, jobs):
            total.merge(part)
            if progress is not None:
                progress(done, walls)
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu_start + _children_cpu() - children_start
    return {
        "walls": walls,
        "hands": total.hands,
        "seconds": round(seconds, 3),
        "hands_per_second": round(total.hands / seconds, 1) if seconds > 0 else 0.0,
        "cpu_seconds": round(cpu, 3),  # CPU time of the simulation (the machine may be shared)
        "hands_per_cpu_second": round(total.hands / cpu, 2) if cpu > 0 else 0.0,
        "jobs": max(1, jobs),
        "core": native.status().core,  # "native": the players ran on the compiled core (ai/native.py)
        "exceptions": total.exceptions,
        "invariant_violations": total.invariant_failures,
        "draws": total.draws,
        "failures": total.failures,
        "players": [_summary(name, total.pools[name]) for name in dict.fromkeys(names)],
    }


def _children_cpu() -> float:
    try:
        import resource
    except ImportError:  # not on every platform
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _pool_hand(
    play: HandPlay,
    names: Sequence[str],
    seating: tuple[int, ...],
    pools: dict[str, _Pool],
    wall: int,
    ruleset: Ruleset,
) -> None:
    result = play.state.result
    assert result is not None
    winners = {w.winner.index: w for w in result.wins}
    # ZJ §6: a deal-in into a hand over the standard score costs more than a share (B5: no such line)
    big_hand = system_for(ruleset).big_hand(ruleset)
    dealt_in: dict[int, int] = {}  # discarder -> largest value it dealt into
    for w in result.wins:
        if w.discarder is not None:
            dealt_in[w.discarder.index] = max(dealt_in.get(w.discarder.index, 0), w.value)
    for i, name in enumerate(names):
        j = seating[i]
        pool = pools[name]
        pool.seat_hands += 1
        net = result.payments[j]
        pool.net += net
        cluster = pool.by_wall.setdefault(wall, [0, 0])
        cluster[0] += net
        cluster[1] += 1
        win = winners.get(j)
        if win is not None:
            pool.wins += 1
            pool.win_value_sum += win.value
            if win.self_drawn:
                pool.self_draws += 1
            if getattr(win.score, "chicken", False):  # a Zung Jung extra of the score result
                pool.chicken += 1
            for pattern in dict.fromkeys(_pattern_name(line) for line in win.score.lines):
                pool.patterns[pattern] = pool.patterns.get(pattern, 0) + 1
        if j in dealt_in:
            pool.deal_ins += 1
            if big_hand is not None and dealt_in[j] > big_hand:
                pool.big_deal_ins += 1
        if play.folded[j]:
            pool.folds += 1
        pool.times.extend(play.decision_ms[j])
        pool.cpu_times.extend(play.decision_cpu_ms[j])


_TILE_VALUES = frozenset(t.value for t in Tile)


def _pattern_name(line: ScoreLine) -> str:
    """The pattern a score line counts towards in ``pattern_mix``: its name, less the tile a British item names
    (``Exposed pung of honours 5z`` and ``... 6z`` are one pattern; ``Flower or Season 1f`` likewise)."""
    name = line.name
    if line.tiles:
        head, _, last = name.rpartition(" ")
        if head and last in _TILE_VALUES:
            return head
    return name


def _summary(name: str, pool: _Pool) -> dict[str, Any]:
    n = pool.seat_hands or 1
    wins = pool.wins or 1
    mix = {p: round(c / wins, 4) for p, c in sorted(pool.patterns.items(), key=lambda kv: (-kv[1], kv[0]))}
    return {
        "name": name,
        "seat_hands": pool.seat_hands,
        "net_points": pool.net,
        "net_per_hand": round(pool.net / n, 3),
        "ci95": _ci95(pool),
        "win_rate": round(pool.wins / n, 4),
        "self_draw_rate": round(pool.self_draws / n, 4),
        "deal_in_rate": round(pool.deal_ins / n, 4),
        "big_deal_in_rate": round(pool.big_deal_ins / n, 4),
        "fold_rate": round(pool.folds / n, 4),
        "avg_win_value": round(pool.win_value_sum / pool.wins, 2) if pool.wins else 0.0,
        "chicken_rate": round(pool.chicken / wins, 4) if pool.wins else 0.0,
        "pattern_mix": mix,
        "decisions": pool.cpu_times.n,
        "decision_ms_p50": round(pool.times.percentile(0.5), 4),
        "decision_ms_p99": round(pool.times.percentile(0.99), 4),
        "decision_cpu_ms_p50": round(pool.cpu_times.percentile(0.5), 4),
        "decision_cpu_ms_p99": round(pool.cpu_times.percentile(0.99), 4),
        "decision_cpu_ms_mean": round(pool.cpu_times.mean(), 4),
    }
