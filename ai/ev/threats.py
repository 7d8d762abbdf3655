"""What the other seats threaten, in the terms the expected-points players use: each opponent's chance of being
ready and the value of its hand, the chance that a discard deals in and what that costs, and the ``Race`` of one
decision.

Owns ``Threats`` (built once per decision from a ``TableInfo``) and ``my_rounds``. The reads come from the
calibrated opponent models (``ai.opponents.OpponentModel``: fitted on self-play, costs from the ruleset's
settlement); this module is the one place that asks them. Only the seat's view is read.
"""

from __future__ import annotations

from dataclasses import dataclass

from ai.ev.race import RON_FACTOR, Race
from ai.ev.values import ValueBook
from ai.opponents import OpponentModel
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
    # ``get_ready`` by the draws left in the wall when the round is played (10 a step: 0-9, 10-19, ... 60+),
    # measured in self-play (an opponent not ready gets ready slowly early and fast late); empty: flat.
    get_ready_by_wall: tuple[float, ...] = (0.27, 0.27, 0.21, 0.15, 0.11, 0.07, 0.011)
    push_hit: float = 0.06
    fold_hit: float = 0.012
    fed: float = 0.2  # share of a ready opponent's wins that come from our discards while we push
    ron_factor: float = RON_FACTOR
    step_closed: float = 1.5
    step_open: float = 2.0
    # A closed hand one tile from ready takes steps on a share of the discards an open hand claims: counted as
    # none, its win chance was under-predicted 1.7x (hard vs 3 baseline, seed 93101, 400 walls: 0.148 predicted,
    # 0.257 observed); 0.5 gives 0.196 vs 0.275 and play at least as good (+0.36 and +0.02 per hand, paired over
    # 600 walls each on seeds 93001/93002).
    claim_closed: float = 0.5


TEMPO = Tempo()


def my_rounds(info: TableInfo, before_my_draw: int) -> int:
    """Draws left for this seat: ``before_my_draw`` other seats draw first, then every fourth draw is ours."""
    left = info.tiles_left - before_my_draw
    return max(0, (left + 3) // 4)


class Threats:
    """The opponents of one decision: readiness, values, deal-in chances and costs."""

    def __init__(
        self,
        info: TableInfo,
        book: ValueBook,
        defence: float = 1.0,
        tempo: Tempo | None = None,
        spread: bool = False,
    ) -> None:
        """``spread``: a deal-in costs the settlement averaged over the values the opponent's hand may have
        (the model's spread; ZJ §6 charges the discarder 3 x value - 50 beyond 25, so a hand whose mean is
        under 25 may still cost more than its share), with the same-round immunity of the tile (ZJ §6). Else
        the settlement of the mean value, responsibility taken as ours."""
        self.info = info
        self.book = book
        self.tempo = tempo or TEMPO
        self.defence = defence
        self.spread = spread
        standing = tuple(info.standing) if len(info.standing) == 4 else (False, False, False, False)
        self.model = OpponentModel(info, standing)
        self.ready = {s: self.model.ready_chance(s) for s in info.opponents}
        # (what a deal-in into each seat's hand costs, what its self-draw costs)
        self.costs: dict[Seat, tuple[float, float]] = {s: self._costs(s) for s in info.opponents}

    def _costs(self, seat: Seat) -> tuple[float, float]:
        """(deal-in payment, self-draw share) of ``seat``'s hand on a tile of no particular kind, responsibility
        taken as ours: with ``spread``, the settlement's average over the model's values of the hand."""
        me, dealer = self.info.seat, self.info.dealer
        if not self.spread:
            return self.book.deal_in(int(round(self.model.hand_value(seat))), me, seat, dealer)
        values = self.model.values(seat)
        pay = share = 0.0
        for v in values:
            amount, part = self.book.deal_in(v, me, seat, dealer)
            pay += amount
            share += part
        return pay / len(values), share / len(values)

    def max_ready(self) -> float:
        return max(self.ready.values(), default=0.0)

    def deal_in(self, tile: Tile) -> tuple[float, float, Seat | None]:
        """(chance that discarding ``tile`` now deals in, the expected payment if it does, the likeliest
        winner). A seat earlier in turn order takes the win first where the ruleset says so (interception)."""
        if not self.defence:
            return 0.0, 0.0, None
        model = self.model
        me, dealer = self.info.seat, self.info.dealer
        intercept = self.info.ruleset.interception
        free = 1.0
        chance = paid = 0.0
        top: tuple[float, Seat | None] = (0.0, None)
        for seat in self.info.opponents:
            p = model.deal_in_chance(tile, seat)
            if p < 0.0005:
                continue
            eff = p * free
            if intercept:
                free *= 1.0 - p
            chance += eff
            if self.spread:
                paid += eff * model.win_cost(seat, tile)[0]
            else:
                paid += eff * self.book.deal_in(int(round(model.hand_value(seat, tile))), me, seat, dealer)[0]
            if eff > top[0]:
                top = (eff, seat)
        if chance <= 0:
            return 0.0, 0.0, None
        return min(0.95, chance * self.defence), paid / chance, top[1]

    def race(self, rounds: int, loss_offset: float = 0.0) -> Race:
        """The race of this decision over ``rounds`` of our draws. ``loss_offset``: points our own hand gets
        back when another seat wins (a loser's hand score, B5), taken off the loss."""
        tempo = self.tempo
        ready = dict(self.ready)
        lam = []
        lam_fold = []
        push = []
        fold = []
        hazard_loss = 0.0
        hazard_sum = 0.0
        by_wall = tempo.get_ready_by_wall
        for i in range(rounds):
            stay = stay_fold = 1.0
            p_cost = f_cost = 0.0
            for seat, rho in ready.items():
                win = rho * tempo.win_when_ready
                stay *= 1.0 - win
                # Folding, we no longer feed a ready hand our discards: it wins less often.
                stay_fold *= 1.0 - win * (1.0 - tempo.fed)
                amount, share = self.costs[seat]
                # A deal-in costs what the settlement makes us pay beyond what we pay when it wins otherwise.
                extra = max(0.0, amount - share)
                p_cost += rho * tempo.push_hit * extra
                f_cost += rho * tempo.fold_hit * extra
                hazard_loss += win * share
                hazard_sum += win
            lam.append(1.0 - stay)
            lam_fold.append(1.0 - stay_fold)
            push.append(p_cost * self.defence)
            fold.append(f_cost * self.defence)
            if by_wall:
                left = max(0, self.info.tiles_left - 4 * i)
                grow = by_wall[min(len(by_wall) - 1, left // 10)]
            else:
                grow = tempo.get_ready
            ready = {s: rho + (1.0 - rho) * grow for s, rho in ready.items()}
        loss = hazard_loss / hazard_sum if hazard_sum > 0 else 0.0
        n_unseen = sum(self.info.unseen)
        # The exhaustive draw with the other seats as ready as they will be by then (pays only where the
        # settlement pays ready hands, ZJ §7 Zen Koan).
        me, dealer = self.info.seat, self.info.dealer
        draw_ready = self.book.draw_value(me, dealer, True, ready)
        draw_not = self.book.draw_value(me, dealer, False, ready)
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
            tuple(lam_fold),
            tempo.claim_closed,
            draw_ready,
            draw_not,
        )
