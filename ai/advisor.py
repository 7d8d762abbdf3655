"""The practice-mode advisor: the hard player's ranking of a human seat's legal options, each with a reason,
the plans the hand is closest to (points and what is still missing), the hand's shanten and the tiles that
would improve it with their unseen counts.

Owns ``Advice`` and ``advise``. Reads only the seat's view (as every computer player does); never the wall.
Shanten and improving tiles follow the ruleset's winning shapes (no Seven Pairs under classic British, B3).
Plans: Zung Jung's pattern plans (``ai.hand_value``) under a Zung Jung ruleset; under another system the
hand's targets (one suit, sets of three alike, ...) with what the system's scorer gives each.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ai.ev.player import Choice
from ai.ev.shapes import Shapes
from ai.ev.targets import targets
from ai.ev.values import ValueBook, irregular_shapes, meld_specs
from ai.hand_value import Plan, ValueEstimator
from ai.hard import HardPlayer
from ai.shanten import NOT_APPLICABLE
from ai.strategies.core import shanten_words
from ai.view_tools import TableInfo, table_info
from zjgame.engine.actions import Action, ClaimWin, DeclareSelfDrawnWin, Discard, SetAsideBonus
from zjgame.engine.view import SeatView
from zjgame.rules.melds import MeldKind
from zjgame.rules.ruleset import ZungJungParams
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


def _shape(shapes: Shapes, info: TableInfo, counts: list[int]) -> tuple[int, tuple[tuple[Tile, int], ...]]:
    """Shanten of a 3n+1 hand and its improving tiles with their unseen counts (this seat's view)."""
    key = tuple(counts)
    visible = [max(v, c) for v, c in zip(info.visible, counts)]
    unseen = [max(0, 4 - v) for v in visible]
    improving = tuple((TILES34[k], unseen[k]) for k in shapes.improving(key) if unseen[k] > 0)
    return shapes.shanten(key), improving


def _plans(info: TableInfo, counts: list[int], sh: int) -> tuple[Plan, ...]:
    """The plans of a 3n+1 hand: Zung Jung's pattern plans, or the hand's targets scored by the system."""
    if isinstance(info.ruleset.scoring, ZungJungParams):
        est = ValueEstimator(info.ruleset)
        hv = est.estimate(counts, info.my_melds(), info.seat, info.round_wind, info.unseen, sh)
        return hv.plans
    book = ValueBook(info.ruleset)
    melds = info.my_melds()
    specs = meld_specs(melds)
    suits = frozenset(min(t.index for t in m.tiles) // 9 for m in melds)
    chow = any(m.kind is MeldKind.CHOW for m in melds)
    bonus = tuple(t.value for t in info.bonus.get(info.seat, ()))
    names = {"fast": "Fastest hand", "suit": "One suit with honours", "pure": "One suit", "sets": "All pungs"}
    out = []
    for t in targets(counts, 4 - len(melds), info.unseen, suits, chow, irregular_shapes(info.ruleset)):
        points = book.win(t.concealed, specs, t.win, False, info.seat, info.round_wind, bonus)
        if points > 0 and t.name in names:
            need = " ".join(TILES34[k].value for k in t.need)
            out.append(Plan("", names[t.name], points, max(sh + 1, t.missing), f"needs {need}"))
    out.sort(key=lambda p: (p.missing, -p.points, p.name))
    return tuple(dict((p.name, p) for p in out).values())


def advise(view: SeatView, legal: Sequence[Action], seed: int = 0, max_plans: int = 5) -> Advice:
    """Rank ``legal`` for the seat of ``view`` as the hard player would, with reasons."""
    legal = list(legal)
    if not legal:
        raise ValueError("advise: no legal actions to rank")
    player = HardPlayer(seed)
    info = table_info(view)
    shapes = Shapes(irregular_shapes(info.ruleset))
    ranked: list[RankedOption] = []
    first: list[Action] = [a for a in legal if isinstance(a, (DeclareSelfDrawnWin, ClaimWin, SetAsideBonus))]
    rest = [a for a in legal if a not in first]
    for action in first:
        decision = player.choose(view, [action, *rest]) if rest else player.choose(view, [action])
        ranked.append(RankedOption(action, 0, float("inf"), decision.reason))
    options: list[Choice] = player.evaluate(info, view, rest, complete=True) if rest else []
    if options:
        weighed = [o for o in options if "not weighed" not in o.notes]
        chosen = player.pick(
            weighed or options, player.rng_for(view)
        )  # the hard player's own choice (ties, slips) first
        options.remove(chosen)
        options.insert(0, chosen)
    counts = info.hand_counts()
    for opt in options:
        sh: int | None = None
        accepted: int | None = None
        if isinstance(opt.action, Discard) and sum(counts) % 3 == 2 and not opt.action.tile.is_bonus:
            counts[opt.action.tile.index] -= 1
            sh, improving = _shape(shapes, info, counts)
            accepted = sum(n for _, n in improving)
            counts[opt.action.tile.index] += 1
        elif opt.outlook is not None:
            sh = opt.outlook.shanten
        ranked.append(
            RankedOption(
                opt.action,  # type: ignore[arg-type]
                0,
                opt.score,
                player.reason(opt, options, info),
                sh,
                accepted,
                round(opt.value, 1),
                round(opt.danger, 2),
            )
        )
    ranked = [
        RankedOption(r.action, i + 1, r.score, r.reason, r.shanten, r.accepted, r.value, r.danger)
        for i, r in enumerate(ranked)
    ]
    best_discard = next((o for o in options if isinstance(o.action, Discard)), None)
    if sum(counts) % 3 == 2 and best_discard is not None:
        counts[best_discard.action.tile.index] -= 1  # type: ignore[attr-defined]
    plans: tuple[Plan, ...] = ()
    if sum(counts) % 3 == 1:
        sh, improving = _shape(shapes, info, counts)
        plans = tuple(p for p in _plans(info, counts, sh) if p.points >= 5)[:max_plans]
    elif sum(counts) % 3 == 2:
        sh = shapes.shanten(tuple(counts))
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
