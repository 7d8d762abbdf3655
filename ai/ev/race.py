"""The race over the rest of a hand, in expected points: how a hand's chance of winning and the points it wins
unfold over the draws left, against the chance that another seat ends the hand first.

Owns ``Race`` (the time model of one decision: this seat's draws left, and per round the chance that another
seat wins before our next draw, what that costs us, and the deal-in cost of the discard a pushing hand makes)
and the value recurrences on it:

- ``ready_values``: a ready hand, exact over the draws left (the chance per round that a wait comes, by our
  draw or by another seat's discard, and its points from the scorer);
- ``step_values``: a hand one tile from ready, exact over the draws left: each improving draw leads to the best
  of the ready hands its discards leave (or is declined), the other draws change nothing;
- ``chain_values``: a hand further away, as a chain of steps with the acceptance of each step;
- ``fold_values``: giving up on winning (the safest discards to the end).

Every array has one entry per number of rounds left (0 .. ``rounds``), in points for this seat: the wins it
collects, minus what it pays when another seat wins, minus the deal-in costs of pushing. The recurrence is
V(t) = lam * (-loss) + (1 - lam) * (-push + win chance * gain + (1 - win chance) * V(t - 1)),
and V(0) is what the exhaustive draw pays the hand, ready or not (Zen Koan pays ready hands, ZJ §7; 0 elsewhere).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

# Chance per round that a wait comes from one of the three other seats' discards, relative to our own draw of
# it (measured: about two wins on a discard for each self-drawn win among baseline players).
RON_FACTOR = 2.6


@dataclass(frozen=True)
class Race:
    """``lam[i]``: chance that another seat wins in round i (before our draw); ``push[i]``: the expected
    deal-in cost of the discard a pushing hand makes in round i; ``fold[i]``: the same for the safest line;
    ``loss``: what we pay on average when another seat wins without our deal-in; ``n_unseen``: tiles we cannot
    see (our draw is any of them alike)."""

    rounds: int
    lam: tuple[float, ...]
    push: tuple[float, ...]
    fold: tuple[float, ...]
    loss: float
    n_unseen: int
    ron_factor: float = RON_FACTOR
    # Steps taken per improving tile among our draws: a closed hand also profits from several ways forward, a
    # hand that claims takes steps on the other seats' discards too (measured, ``benchmarks/calibrate_outlook``).
    step_closed: float = 1.0
    step_open: float = 1.0
    lam_fold: tuple[float, ...] = ()  # ``lam`` while we fold (the other seats get fewer of our discards)
    # Share of the steps an open hand one tile from ready takes on the other seats' discards that a closed hand
    # takes too (it may claim on the way; measured, see ``Tempo.claim_closed``).
    claim_closed: float = 0.0
    # What the hand gets at an exhaustive draw, ready or not (where the settlement pays ready hands then: Zen
    # Koan; 0 elsewhere): the value of every recurrence with no rounds left.
    draw_ready: float = 0.0
    draw_not: float = 0.0

    def draw_chance(self, copies: int) -> float:
        return copies / self.n_unseen if self.n_unseen > 0 else 0.0


Arrays = tuple[list[float], list[float]]  # (values, win chances), one entry per number of rounds left


def ready_values(race: Race, self_rate: float, ron_rate: float, self_gain: float, ron_gain: float) -> Arrays:
    """A ready hand for 0..rounds rounds left. ``self_rate``/``ron_rate``: chance per round of a self-drawn win /
    a win on a discard; ``*_gain``: the points each collects (mean over the waits)."""
    r = self_rate + ron_rate
    if r > 0.95:
        scale = 0.95 / r
        self_rate *= scale
        ron_rate *= scale
        r = 0.95
    g = self_rate * self_gain + ron_rate * ron_gain
    v = race.draw_ready
    p = 0.0
    values = [v]
    chances = [0.0]
    n = race.rounds
    lam, push, loss = race.lam, race.push, race.loss
    for t in range(1, n + 1):
        i = n - t
        li = lam[i]
        v = -li * loss + (1.0 - li) * (g - (1.0 - r) * push[i] + (1.0 - r) * v)
        p = (1.0 - li) * (r + (1.0 - r) * p)
        values.append(v)
        chances.append(p)
    return values, chances


def step_values(race: Race, steps: Sequence[tuple[float, Arrays]]) -> Arrays:
    """A hand one tile from ready. ``steps``: (chance per round of the draw, the arrays of the best ready hand it
    leads to); a draw is taken only when the ready hand is worth more than waiting."""
    n = race.rounds
    lam, push, loss = race.lam, race.push, race.loss
    v = race.draw_not
    p = 0.0
    values = [v]
    chances = [0.0]
    for t in range(1, n + 1):
        i = n - t
        li = lam[i]
        total = 0.0
        total_p = 0.0
        stay = 1.0
        for q, (ready, ready_p) in steps:
            after = ready[t - 1]
            if after > v:
                total += q * after
                total_p += q * ready_p[t - 1]
                stay -= q
        v = -li * loss + (1.0 - li) * (total + stay * v - push[i])
        p = (1.0 - li) * (total_p + stay * p)
        values.append(v)
        chances.append(p)
    return values, chances


def chain_values(race: Race, accept: Sequence[float], ready_rate: float, gain: float) -> tuple[float, float]:
    """(expected points, chance to win) over all the rounds left of a hand ``len(accept)`` steps from ready:
    ``accept[j]`` is the chance per round of the draw that takes step j (first step first), then a ready hand
    winning with chance ``ready_rate`` per round for ``gain`` points. Every step is taken when it comes (the
    gain is positive), so one forward pass over the rounds gives the answer."""
    r = min(0.95, ready_rate)
    # m1, m2, m3: chance to be alive 1, 2, 3 steps from ready (more steps: folded into the third, whose rate
    # becomes the mean time of the steps it stands for); a1..a3 the chance per round of leaving each.
    k = len(accept)
    rates = [min(0.95, a) for a in accept]
    if k > 3:
        head = sum(1.0 / a for a in rates[: k - 2])
        rates = [1.0 / head, rates[-2], rates[-1]]
        k = 3
    a1 = rates[-1] if k >= 1 else 0.0
    a2 = rates[-2] if k >= 2 else 0.0
    a3 = rates[-3] if k >= 3 else 0.0
    m0 = 1.0 if k == 0 else 0.0
    m1 = 1.0 if k == 1 else 0.0
    m2 = 1.0 if k == 2 else 0.0
    m3 = 1.0 if k == 3 else 0.0
    alive = 1.0
    value = won = 0.0
    lam, push, loss = race.lam, race.push, race.loss
    stay0 = 1.0 - r
    for i in range(race.rounds):
        li = lam[i]
        keep = 1.0 - li
        value -= alive * li * loss
        win = m0 * keep * r
        won += win
        alive = alive * keep - win
        value += win * gain - alive * push[i]
        x3 = m3 * keep
        x2 = m2 * keep
        x1 = m1 * keep
        m0 = m0 * keep * stay0 + x1 * a1
        m1 = x1 - x1 * a1 + x2 * a2
        m2 = x2 - x2 * a2 + x3 * a3
        m3 = x3 - x3 * a3
    # Alive at the end of the wall: the exhaustive draw's payments, ready or not.
    value += m0 * race.draw_ready + (m1 + m2 + m3) * race.draw_not
    return value, won


def fold_values(race: Race) -> list[float]:
    """Giving up: no win, the ordinary loss when another seat wins, the safest discards' cost, and at the draw
    what a hand that is not ready pays."""
    n = race.rounds
    v = race.draw_not
    out = [v]
    lam = race.lam_fold or race.lam
    for t in range(1, n + 1):
        i = n - t
        li = lam[i]
        v = -li * race.loss + (1.0 - li) * (v - race.fold[i])
        out.append(v)
    return out
