"""The danger warning before a discard (practice mode): when the advisor's danger model (``ai.danger``) rates
the tile dangerous against an opponent whose hand looks big, a warning with the reason and what you would pay
if that opponent wins on it, under the ruleset in force: the scoring system's answer to "what would this
deal-in cost me" (``zjgame.scoring.cost_of_deal_in``: Zung Jung's responsibility and same-round immunity
included), never a number of its own. A bonus tile is never dangerous: nobody wins on one.

Owns ``DangerWarning`` and ``check_discard``. Reads only the human's ``SeatView``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ai.danger import DangerModel
from ai.view_tools import table_info
from zjgame.engine.view import SeatView
from zjgame.rules.ruleset import Ruleset, ZungJungParams
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import DealIn, cost_of_deal_in

DEAL_IN_THRESHOLD = 0.06  # chance that this discard wins for some opponent
BIG_HAND_FACTOR = 1.2  # "big": the opponent's hand looks worth more than this x Zung Jung's standard score
BIG_HAND_POINTS = 100  # "big" under a scoring system without a standard score (British: a few doubles)


def big_hand(ruleset: Ruleset) -> float:
    """The value from which an opponent's hand counts as big."""
    if isinstance(ruleset.scoring, ZungJungParams):
        return BIG_HAND_FACTOR * ruleset.scoring.standard_score
    return BIG_HAND_POINTS


@dataclass(frozen=True)
class DangerWarning:
    tile: Tile
    seat: Seat  # the opponent the tile is most dangerous against
    chance: float  # chance that some opponent wins on it
    value: int  # what that opponent's hand looks worth
    cost: int  # what you would pay if it wins on this discard
    responsible: bool  # you would be the responsible discarder (ZJ §6)
    reason: str

    def lines(self) -> tuple[str, ...]:
        pay = (
            f"If {self.seat.name_en} wins on it with about {self.value} point{'' if self.value == 1 else 's'}, you pay {self.cost}"
            + (" as the responsible discarder." if self.responsible else " (you would not be responsible).")
        )
        return (
            f"Discard {self.tile.value}? It looks dangerous ({round(100 * self.chance)}% deal-in chance).",
            self.reason,
            pay,
        )


def check_discard(view: SeatView, tile: Tile, threshold: float = DEAL_IN_THRESHOLD) -> DangerWarning | None:
    """The warning for discarding ``tile`` now, or None when it is not dangerous against a big-looking hand."""
    if tile.is_bonus:
        return None
    info = table_info(view)
    model = DangerModel(info)
    danger = model.tile_danger(tile)
    if danger.deal_in < threshold:
        return None
    ruleset = view.ruleset
    big = big_hand(ruleset)
    candidates = [(p, seat) for seat, p in danger.per_seat if model.reads[seat].value >= big and p > 0]
    if not candidates:
        return None
    _p, seat = max(candidates, key=lambda c: (c[0] * model.reads[c[1]].value, -c[1].index))
    read = model.reads[seat]
    value = int(math.ceil(read.value / 5.0) * 5)
    me = view.seat
    river = [(r.seat, r.tile) for r in info.river_or_discards()] + [(me, tile)]
    cost = cost_of_deal_in(ruleset, DealIn(me, seat, value, tile, tuple(river), view.dealer))
    signs = "; ".join(read.notes) if read.notes else f"{len(info.melds.get(seat, ()))} melds shown"
    reason = (
        f"{seat.name_en} looks {round(100 * read.ready)}% likely to be ready ({signs}), "
        f"and {tile.value} is a tile such a hand may wait on."
    )
    if danger.note:
        reason += f" ({danger.note})"
    return DangerWarning(tile, seat, danger.deal_in, value, cost.amount, cost.responsible, reason)
