"""The practice-mode advisor: the hard player's ranking of a human seat's legal options, each with a reason,
the pattern plans the hand is closest to (points and what is still missing), the hand's shanten and the tiles
that would improve it with their unseen counts.

Owns ``Advice`` and ``advise``. Reads only the seat's view (as every computer player does); never the wall.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ai.acceptance import tile_acceptance
from ai.hand_value import Plan
from ai.hard import HardPlayer
from ai.shanten import NOT_APPLICABLE, shanten
from ai.strategies.core import Option, shanten_words
from ai.view_tools import table_info
from zjgame.engine.actions import Action, ClaimWin, DeclareSelfDrawnWin, Discard, SetAsideBonus
from zjgame.engine.view import SeatView
from zjgame.rules.tiles import TILES34, Tile


@dataclass(frozen=True)
class RankedOption:
    """One legal option, ``rank`` 1 the best. ``score`` is in points (chance x value minus danger)."""

    action: Action
    rank: int
    score: float
    reason: str
    shanten: int | None = None
    accepted: int | None = None
    value: float | None = None
    danger: float | None = None


@dataclass(frozen=True)
class Advice:
    """``shanten`` and ``improving`` (tile, unseen copies) describe the hand as it stands: for a hand that must
    discard, after the best discard. ``plans`` are the nearest live pattern plans."""

    options: tuple[RankedOption, ...]
    shanten: int
    improving: tuple[tuple[Tile, int], ...]
    plans: tuple[Plan, ...]
    summary: str

    @property
    def best(self) -> RankedOption:
        return self.options[0]


def advise(view: SeatView, legal: Sequence[Action], seed: int = 0, max_plans: int = 5) -> Advice:
    """Rank ``legal`` for the seat of ``view`` as the hard player would, with reasons."""
    legal = list(legal)
    if not legal:
        raise ValueError("advise: no legal actions to rank")
    player = HardPlayer(seed)
    info = table_info(view)
    ranked: list[RankedOption] = []
    first: list[Action] = [a for a in legal if isinstance(a, (DeclareSelfDrawnWin, ClaimWin, SetAsideBonus))]
    rest = [a for a in legal if a not in first]
    for action in first:
        decision = player.choose(view, [action, *rest]) if rest else player.choose(view, [action])
        ranked.append(RankedOption(action, 0, float("inf"), decision.reason))
    options: list[Option] = player.evaluate(info, view, rest) if rest else []
    if options:
        chosen = player.pick(options, player.rng_for(view))  # the hard player's own choice (ties, style) first
        options.remove(chosen)
        options.insert(0, chosen)
    for opt in options:
        ranked.append(
            RankedOption(
                opt.action,  # type: ignore[arg-type]
                0,
                opt.score,
                player.reason(opt, options, info),
                opt.shanten,
                opt.accepted,
                round(opt.value, 1),
                round(opt.danger, 2),
            )
        )
    ranked = [
        RankedOption(r.action, i + 1, r.score, r.reason, r.shanten, r.accepted, r.value, r.danger)
        for i, r in enumerate(ranked)
    ]
    counts = info.hand_counts()
    best_discard = next((o for o in options if isinstance(o.action, Discard)), None)
    if sum(counts) % 3 == 2 and best_discard is not None:
        counts[best_discard.action.tile.index] -= 1  # type: ignore[attr-defined]
    plans: tuple[Plan, ...] = ()
    if sum(counts) % 3 == 1:
        visible = [max(v, c) for v, c in zip(info.visible, counts)]
        acc = tile_acceptance(counts, visible)
        sh = acc.shanten
        improving = tuple((TILES34[k], n) for k, n in zip(acc.improving, acc.unseen))
        hv = player.estimator(info).estimate(counts, info.my_melds(), info.seat, info.round_wind, info.unseen, sh)
        plans = tuple(p for p in hv.plans if p.points >= 5)[:max_plans]
    elif sum(counts) % 3 == 2:
        sh = shanten(counts)
        improving = ()
    else:
        # A kept bonus tile (Zen Koan) leaves a hand of no winning size until it is thrown or set aside.
        sh = NOT_APPLICABLE
        improving = ()
    summary = f"{shanten_words(sh).capitalize()}" if sh != NOT_APPLICABLE else "Holding a bonus tile"
    if improving:
        summary += f"; {sum(n for _, n in improving)} tiles improve it ({len(improving)} kinds)"
    if plans:
        summary += f"; nearest plan: {plans[0].name} ({plans[0].points})"
    return Advice(tuple(ranked), sh, improving, plans, summary)
