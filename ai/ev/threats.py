"""What the other seats threaten, in the terms the expected-points players use: each opponent's chance of being
ready and the value of its hand (from the opponent reads of ``ai.danger``), the chance that a discard deals in
and what that costs (the ruleset's settlement through ``ValueBook``), and the ``Race`` of one decision.

Owns ``Threats`` (built once per decision from a ``TableInfo``) and ``my_rounds``. The reads come from the
danger model the project ships (``ai.danger.DangerModel``); this module is the one place that asks it, so a
better-calibrated model drops in here. Only the seat's view is read.
"""

from __future__ import annotations

from dataclasses import dataclass

from ai.danger import DangerModel
from ai.ev.race import RON_FACTOR, Race
from ai.ev.values import ValueBook
from ai.view_tools import TableInfo
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile


@dataclass(frozen=True)
class Tempo:
    """The knobs of the race (measured in self-play): ``win_when_ready``: chance per round that a ready
    opponent wins; ``get_ready``: chance per round that an opponent not ready becomes ready; ``push_hit``: chance
    that a pushing hand's discard deals into a ready opponent; ``fold_hit``: the same for the safest discards."""

    win_when_ready: float = 0.16
    get_ready: float = 0.12
    push_hit: float = 0.06
    fold_hit: float = 0.012
    ron_factor: float = RON_FACTOR
    step_closed: float = 1.5
    step_open: float = 2.0


TEMPO = Tempo()


def my_rounds(info: TableInfo, before_my_draw: int) -> int:
    """Draws left for this seat: ``before_my_draw`` other seats draw first, then every fourth draw is ours."""
    left = info.tiles_left - before_my_draw
    return max(0, (left + 3) // 4)


class Threats:
    """The opponents of one decision: readiness, values, deal-in chances and costs."""

    def __init__(self, info: TableInfo, book: ValueBook, defence: float = 1.0, tempo: Tempo = TEMPO) -> None:
        self.info = info
        self.book = book
        self.tempo = tempo
        self.defence = defence
        self.model = DangerModel(info)
        self.reads = self.model.reads
        me, dealer = info.seat, info.dealer
        self.costs: dict[Seat, tuple[int, int]] = {}
        for seat, read in self.reads.items():
            if info.standing and info.standing[seat.index]:
                self.reads[seat] = type(read)(seat, 1.0, read.value, read.suit_focus, (*read.notes, "Standing Hand"))
            self.costs[seat] = book.deal_in(int(round(self.reads[seat].value)), me, seat, dealer)

    def max_ready(self) -> float:
        return max((r.ready for r in self.reads.values()), default=0.0)

    def deal_in(self, tile: Tile) -> tuple[float, float, Seat | None]:
        """(chance that discarding ``tile`` now deals in, the expected payment if it does, the likeliest
        winner)."""
        td = self.model.tile_danger(tile)
        chance = 0.0
        paid = 0.0
        top: tuple[float, Seat | None] = (0.0, None)
        for seat, p in td.per_seat:
            chance += p
            paid += p * self.costs[seat][0]
            if p > top[0]:
                top = (p, seat)
        if chance <= 0:
            return 0.0, 0.0, None
        return min(0.95, chance * self.defence), paid / chance, top[1]

    def race(self, rounds: int, loss_offset: float = 0.0) -> Race:
        """The race of this decision over ``rounds`` of our draws. ``loss_offset``: points our own hand gets
        back when another seat wins (a loser's hand score, B5), taken off the loss."""
        tempo = self.tempo
        ready = {s: r.ready for s, r in self.reads.items()}
        lam = []
        push = []
        fold = []
        hazard_loss = 0.0
        hazard_sum = 0.0
        for _ in range(rounds):
            stay = 1.0
            p_cost = f_cost = 0.0
            for seat, rho in ready.items():
                win = rho * tempo.win_when_ready
                stay *= 1.0 - win
                amount, share = self.costs[seat]
                extra = max(0.0, amount - share) + 0.5 * share
                p_cost += rho * tempo.push_hit * extra
                f_cost += rho * tempo.fold_hit * extra
                hazard_loss += win * share
                hazard_sum += win
            lam.append(1.0 - stay)
            push.append(p_cost * self.defence)
            fold.append(f_cost * self.defence)
            ready = {s: rho + (1.0 - rho) * tempo.get_ready for s, rho in ready.items()}
        loss = hazard_loss / hazard_sum if hazard_sum > 0 else 0.0
        n_unseen = sum(self.info.unseen)
        return Race(
            rounds,
            tuple(lam),
            tuple(push),
            tuple(fold),
            loss - loss_offset,
            n_unseen,
            tempo.ron_factor,
            tempo.step_closed,
            tempo.step_open,
        )
