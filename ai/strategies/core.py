"""The decision machinery shared by the computer players: evaluate every legal action from a seat's view and
pick one, with a short reason.

Owns ``Style`` (the knobs that make baseline, easy, normal and hard differ), ``Option`` (one evaluated action)
and ``StrategyPlayer`` (the ``Player``: ``choose(view, legal) -> Decision``). Evaluation combines distance to
a win (``ai.acceptance``), the hand's expected value (``ai.hand_value``) and defence (``ai.danger``) into one
number in points: chance to win x what the win collects, minus the expected cost of the discard.

Randomness: one ``random.Random`` per decision, seeded from (player seed, hand number, action count, seat),
so the same seed makes the same decisions and a game resumed from its record continues identically.
Only the view is read: never the wall, never another seat's concealed tiles.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ai.acceptance import discard_options, tile_acceptance
from ai.danger import DangerModel
from ai.hand_value import HandValue, Plan, ValueEstimator, value_params
from ai.protocol import Decision, decision_rng
from ai.view_tools import TableInfo, table_info
from zjgame.engine.actions import (
    Action,
    ClaimChow,
    ClaimKong,
    ClaimPung,
    ClaimWin,
    DeclareKong,
    DeclareSelfDrawnWin,
    Discard,
    Pass,
    SetAsideBonus,
)
from zjgame.engine.view import SeatView
from zjgame.rules.melds import Meld, MeldKind
from zjgame.rules.tiles import TILES34, Tile

_SHANTEN_WORDS = {-1: "complete", 0: "ready", 1: "1-shanten", 2: "2-shanten"}
# What winning is worth beyond the hand's own value: no one else wins this hand.
_STOP_VALUE = 12.0
_VALUE_SET = "a value honour set (10 points)"


def shanten_words(sh: int) -> str:
    return _SHANTEN_WORDS.get(sh, f"{sh}-shanten")


@dataclass(frozen=True)
class Style:
    """What a strength level weighs. ``defence`` multiplies the danger cost (0: never defends)."""

    name: str
    use_value: bool = True
    defence: float = 1.0
    # "shanten": claim when shanten drops; "eager": when not worse; "value": by evaluation; "hybrid": when
    # shanten drops unless passing is clearly worth more, or when the claim is clearly worth more
    claim: str = "hybrid"
    mistakes: float = 0.0  # chance to pick a plausible but worse discard
    mistake_depth: int = 1  # how many steps back such a discard may set the hand
    fold_boost: float = 1.0  # extra danger weight when far from a win and an opponent looks ready
    exact_values: bool = True  # score ready hands' waits with the scorer
    stop_value: float = _STOP_VALUE  # what ending the hand with our win is worth beyond its value
    suit_plans: bool = False  # weigh playing for one suit (ZJ 2.1) as its own plan (measured: no gain)
    speed_margin: float = 0.15  # take the fastest discard unless another scores this much better
    slow_penalty: float = 0.0  # weight of a discard that leaves the hand one step further back
    # claim a pung (or kong) of a value honour whenever it does not set the hand back (ZJ 3.1: 10 points each)
    value_pungs: bool = False


@dataclass(frozen=True)
class Option:
    action: object
    shanten: int
    accepted: int
    value: float = 0.0
    win_chance: float = 0.0
    danger: float = 0.0
    score: float = 0.0
    plan: Plan | None = None
    hand_value: HandValue | None = None
    notes: tuple[str, ...] = field(default=(), compare=False)


# Chance to win the hand by shanten (rows 0..4) and draws left in the wall (columns 0, 8, ..., 64), measured
# over 600 walls of four baseline players (the race a hand must win; claims included).
_WIN_TABLE = (
    (0.09, 0.21, 0.31, 0.33, 0.38, 0.42, 0.51, 0.55, 0.56),
    (0.01, 0.04, 0.07, 0.11, 0.15, 0.20, 0.27, 0.35, 0.38),
    (0.00, 0.00, 0.01, 0.03, 0.05, 0.09, 0.16, 0.25, 0.35),
    (0.00, 0.00, 0.00, 0.01, 0.03, 0.06, 0.09, 0.16, 0.24),
    (0.00, 0.00, 0.00, 0.00, 0.01, 0.02, 0.04, 0.09, 0.16),
)
# Average acceptance at each shanten in those games, and how strongly the chance follows acceptance.
_MEAN_ACCEPT = (4.6, 12.8, 24.6, 44.5, 64.7)
_ACCEPT_EXPONENT = (0.45, 0.45, 0.6, 0.6, 0.6)


def win_chance(sh: int, accepted: int, tiles_left: float) -> float:
    """Chance to complete a hand ``sh`` tiles from ready with ``accepted`` improving tiles unseen when
    ``tiles_left`` draws remain in the wall, from the measured table above."""
    if sh < 0:
        return 1.0
    row = _WIN_TABLE[min(sh, 4)]
    x = max(0.0, min(64.0, tiles_left)) / 8.0
    k = min(7, int(x))
    base = row[k] + (row[k + 1] - row[k]) * (x - k)
    if sh > 4:
        base *= 0.5 ** (sh - 4)
    level = min(sh, 4)
    factor = (max(1, accepted) / _MEAN_ACCEPT[level]) ** _ACCEPT_EXPONENT[level]
    return float(min(0.95, base * min(1.8, max(0.2, factor))))


class StrategyPlayer:
    """A computer player of the given ``Style``."""

    def __init__(self, seed: int = 0, style: Style | None = None) -> None:
        self.seed = seed
        self.style = style or Style("normal")
        self.name = self.style.name
        self._estimators: dict[str, ValueEstimator] = {}

    # --- plumbing -------------------------------------------------------------------------------------------
    def rng_for(self, view: SeatView) -> random.Random:
        return decision_rng(self.seed, view)

    def estimator(self, info: TableInfo) -> ValueEstimator:
        est = self._estimators.get(info.ruleset.name)
        if est is None:
            est = ValueEstimator(info.ruleset)
            self._estimators[info.ruleset.name] = est
        return est

    # --- the Player protocol --------------------------------------------------------------------------------
    def choose(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        legal = list(legal)
        if not legal:
            raise ValueError("choose: no legal actions to choose from")
        if len(legal) == 1:
            return Decision(legal[0], f"{_describe(legal[0]).capitalize()}: the only legal action")
        info = table_info(view)
        for action in legal:
            if isinstance(action, (DeclareSelfDrawnWin, ClaimWin)):
                return Decision(action, self._win_reason(info, view, action))
        for action in legal:
            if isinstance(action, SetAsideBonus):
                return Decision(action, f"Set aside {action.tile.value}: a bonus tile scores and brings a replacement")
        rng = self.rng_for(view)
        options = self.evaluate(info, view, legal)
        best = self.pick(options, rng)
        folded = self.style.defence > 0 and _plays_safe(best, options)
        return Decision(best.action, self.reason(best, options, info), folded)  # type: ignore[arg-type]

    # --- evaluation -----------------------------------------------------------------------------------------
    def evaluate(self, info: TableInfo, view: SeatView, legal: Sequence[object]) -> list[Option]:
        """Every legal action (wins and bonus tiles aside) with its evaluation, best first."""
        if any(t.is_bonus for t in info.hand):
            return self._bonus_kept_options(legal)
        danger = DangerModel(info) if self.style.defence > 0 else None
        counts = info.hand_counts()
        melds = info.my_melds()
        out: list[Option] = []
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            out.extend(self._discard_options(info, counts, melds, danger, {a.tile for a in discards}))
        window = getattr(view, "window", None)
        for action in legal:
            if isinstance(action, DeclareKong):
                out.append(self._kong_option(info, counts, melds, action, out))
            elif isinstance(action, (ClaimPung, ClaimKong, ClaimChow)) and window is not None:
                opt = self._claim_option(info, counts, melds, action, window.tile, window.discarder, danger)
                if opt is not None:
                    if not isinstance(action, ClaimChow) and _is_value_honour(info, window.tile):
                        opt = replace(opt, notes=(*opt.notes, _VALUE_SET))
                    out.append(opt)
            elif isinstance(action, Pass):
                out.append(self._hold_option(info, counts, melds, action))
        out.sort(key=lambda o: -o.score)
        return out

    def _bonus_kept_options(self, legal: Sequence[object]) -> list[Option]:
        """A kept bonus tile (ZJ §7, Zen Koan) can never be part of a win: throw it first; claims are not
        weighed while it is held (the hand does not have the size a shape needs)."""
        out = []
        for action in legal:
            if isinstance(action, Discard) and action.tile.is_bonus:
                score = 1e9
            elif isinstance(action, Pass):
                score = 0.0
            else:
                score = -1e6
            out.append(Option(action, 99, 0, score=score, notes=("bonus",)))
        out.sort(key=lambda o: -o.score)
        return out

    def _offense(self, info: TableInfo, sh: int, accepted: int, value: float) -> tuple[float, float]:
        chance = win_chance(sh, accepted, info.tiles_left)
        # ZJ §6: the winner always collects 3 x the value; winning also ends the hand before anyone else
        # can win (worth about a share of a typical hand to us).
        return chance, chance * (3.0 * value + self.style.stop_value)

    def _value(
        self, info: TableInfo, counts: list[int], melds: tuple[Meld, ...], sh: int, waits: Sequence[int] | None = None
    ) -> HandValue:
        est = self.estimator(info)
        return est.estimate(counts, melds, info.seat, info.round_wind, info.unseen, sh, self.style.exact_values, waits)

    def _discard_options(
        self,
        info: TableInfo,
        counts: list[int],
        melds: tuple[Meld, ...],
        danger: DangerModel | None,
        allowed: set[Tile],
        extra_melds: tuple[Meld, ...] = (),
    ) -> list[Option]:
        visible = [max(v, c) for v, c in zip(info.visible, counts)]
        opts = discard_options(counts, visible)
        best_sh = min(o.shanten for o in opts)
        all_melds = melds + extra_melds
        use_plan = self.style.suit_plans and self.style.use_value
        suit_plan = self._suit_plan(info, counts, all_melds) if use_plan else None
        out = []
        for o in opts:
            tile = TILES34[o.discard]
            if tile not in allowed:
                continue
            action = Discard(tile)
            if not self.style.use_value:
                score = -1000.0 * o.shanten + o.accepted
                out.append(Option(action, o.shanten, o.accepted, score=score))
                continue
            cost = 0.0
            if danger is not None:
                cost = danger.tile_danger(tile).cost * self._defence_weight(danger, o.shanten)
            rest = list(counts)
            rest[o.discard] -= 1
            plan_offense, plan, plan_chance = 0.0, None, 0.0
            if suit_plan is not None:
                plan_offense, plan, plan_chance = self._suit_plan_offense(info, rest, visible, *suit_plan)
            if o.shanten > best_sh + 1 or (o.shanten > best_sh and not self.style.slow_penalty):
                # A step back: kept for defence, or when it serves the one-suit plan.
                score = plan_offense - cost - 0.001 * o.shanten if danger or plan else -1e6 - o.shanten
                step_notes = ("suit",) if plan is not None and plan_offense > 0 else ()
                out.append(Option(action, o.shanten, o.accepted, 0.0, plan_chance, cost, score, plan, None, step_notes))
                continue
            hv = self._value(info, rest, all_melds, o.shanten, o.improving if o.shanten == 0 else None)
            chance, offense = self._offense(info, o.shanten, o.accepted, hv.expected)
            if o.shanten > best_sh:
                offense *= self.style.slow_penalty
            best_plan = hv.best_plan()
            value = hv.expected
            if plan_offense > offense and not (hv.exact and o.shanten == 0):
                offense, best_plan, chance, value = (
                    plan_offense,
                    plan,
                    plan_chance,
                    max(value, plan.points if plan else 0),
                )
                notes: tuple[str, ...] = ("suit",)
            else:
                notes = ()
            out.append(Option(action, o.shanten, o.accepted, value, chance, cost, offense - cost, best_plan, hv, notes))
        return out

    def _suit_plan(self, info: TableInfo, counts: list[int], melds: tuple[Meld, ...]) -> tuple[int, bool] | None:
        """The one suit this hand could collect (ZJ 2.1): (suit, pure) when at most four tiles lie outside it
        and its melds allow it, else None."""
        meld_suits = {m.first.index // 9 for m in melds}
        honours = sum(counts[27:34])
        total = sum(counts)
        best = max(range(3), key=lambda s: sum(counts[9 * s : 9 * s + 9]))
        if not meld_suits <= {best, 3}:
            return None
        off = total - sum(counts[9 * best : 9 * best + 9]) - honours
        if off > 4 or total - off < 8:
            return None
        pure = honours == 0 and 3 not in meld_suits
        return best, pure

    def _suit_plan_offense(
        self, info: TableInfo, rest: list[int], visible: list[int], suit: int, pure: bool
    ) -> tuple[float, Plan | None, float]:
        """Offence of playing ``rest`` for one suit: off-suit tiles count as junk to be thrown, only tiles of
        the suit (and honours) improve it; its value is the pattern's points (from the ruleset)."""
        keep = set(range(9 * suit, 9 * suit + 9)) | (set() if pure else set(range(27, 34)))
        off = [i for i in range(34) if rest[i] and i not in keep]
        n_off = sum(rest[i] for i in off)
        junk = [i for t in range(3) if t != suit for i in (9 * t, 9 * t + 3, 9 * t + 6)]
        if n_off > len(junk):
            return 0.0, None, 0.0
        work = [rest[i] if i in keep else 0 for i in range(34)]
        for i in junk[:n_off]:
            work[i] = 1
        acc = tile_acceptance(work, [max(v, c) for v, c in zip(visible, work)])
        accepted = sum(n for k, n in zip(acc.improving, acc.unseen) if k in keep)
        pid = "2.1.2" if pure else "2.1.1"
        from zjgame.scoring.zj.patterns import PATTERNS_BY_ID

        pattern = PATTERNS_BY_ID[pid]
        points = value_params(info.ruleset).points(pid, pattern.points)
        chance, offense = self._offense(info, acc.shanten, accepted, points + 5.0)
        name = f"{pattern.name} ({'Characters Dots Bamboo'.split()[suit]})"
        plan = Plan(pid, name, points, acc.shanten + 1, f"{n_off} tile{'s' if n_off != 1 else ''} outside the suit")
        return offense, plan, chance

    def _defence_weight(self, danger: DangerModel, sh: int) -> float:
        weight = self.style.defence
        if sh >= 2 and danger.max_ready() > 0.5:
            weight *= self.style.fold_boost
        return weight

    def _hold_option(self, info: TableInfo, counts: list[int], melds: tuple[Meld, ...], action: object) -> Option:
        visible = [max(v, c) for v, c in zip(info.visible, counts)]
        acc = tile_acceptance(counts, visible)
        if not self.style.use_value:
            return Option(action, acc.shanten, acc.accepted, score=-1000.0 * acc.shanten + acc.accepted)
        hv = self._value(info, counts, melds, acc.shanten)
        chance, offense = self._offense(info, acc.shanten, acc.accepted, hv.expected)
        return Option(action, acc.shanten, acc.accepted, hv.expected, chance, 0.0, offense, hv.best_plan(), hv)

    def _kong_option(
        self, info: TableInfo, counts: list[int], melds: tuple[Meld, ...], action: DeclareKong, others: list[Option]
    ) -> Option:
        tile = action.tile
        i = tile.index
        rest = list(counts)
        added = counts[i] < 4
        if added:  # ZJ §2: the fourth tile onto one's own exposed pung
            rest[i] -= 1
            new_melds = tuple(
                Meld.exposed_kong(tile) if (m.kind is MeldKind.PUNG and m.first is tile) else m for m in melds
            )
        else:
            rest[i] -= 4
            new_melds = (*melds, Meld.concealed_kong(tile))
        visible = [max(v, c) for v, c in zip(info.visible, rest)]
        acc = tile_acceptance(rest, visible)
        best_discard = max((o for o in others if isinstance(o.action, Discard)), key=lambda o: o.score, default=None)
        if not self.style.use_value:
            score = -1000.0 * acc.shanten + acc.accepted + 0.5
            return Option(action, acc.shanten, acc.accepted, score=score)
        hv = self._value(info, rest, new_melds, acc.shanten)
        chance, offense = self._offense(info, acc.shanten, acc.accepted + 4, hv.expected)
        notes: tuple[str, ...] = ()
        if added and best_discard is not None:
            # An added kong can be robbed (ZJ §2): weigh it like discarding the tile.
            danger = DangerModel(info) if self.style.defence > 0 else None
            if danger is not None:
                offense -= danger.tile_danger(tile).cost * self.style.defence
                notes = ("it could be robbed",)
        return Option(
            action, acc.shanten, acc.accepted, hv.expected, chance, 0.0, offense + 1.0, hv.best_plan(), hv, notes
        )

    def _claim_option(
        self,
        info: TableInfo,
        counts: list[int],
        melds: tuple[Meld, ...],
        action: object,
        tile: Tile,
        discarder: object,
        danger: DangerModel | None,
    ) -> Option | None:
        rest = list(counts)
        if isinstance(action, ClaimChow):
            used = list(action.tiles)
            used.remove(tile)
            for t in used:
                rest[t.index] -= 1
            meld = Meld(MeldKind.CHOW, action.tiles, tile, discarder)  # type: ignore[arg-type]
        elif isinstance(action, ClaimPung):
            rest[tile.index] -= 2
            meld = Meld.pung(tile, discarder)  # type: ignore[arg-type]
        else:
            rest[tile.index] -= 3
            meld = Meld.exposed_kong(tile, discarder)  # type: ignore[arg-type]
        if min(rest) < 0:
            return None
        new_melds = (*melds, meld)
        if isinstance(action, ClaimKong):
            visible = [max(v, c) for v, c in zip(info.visible, rest)]
            acc = tile_acceptance(rest, visible)
            if not self.style.use_value:
                return Option(action, acc.shanten, acc.accepted, score=-1000.0 * acc.shanten + acc.accepted + 0.5)
            hv = self._value(info, rest, new_melds, acc.shanten)
            chance, offense = self._offense(info, acc.shanten, acc.accepted + 4, hv.expected)
            return Option(action, acc.shanten, acc.accepted, hv.expected, chance, 0.0, offense, hv.best_plan(), hv)
        allowed = {TILES34[i] for i in range(34) if rest[i]}
        after = self._discard_options(info, rest, melds, danger, allowed, (meld,))
        if not after:
            return None
        best = max(after, key=lambda o: o.score)
        return replace(best, action=action, notes=(f"then discard {best.action.tile.value}",))  # type: ignore[attr-defined]

    # --- choice ---------------------------------------------------------------------------------------------
    def pick(self, options: list[Option], rng: random.Random) -> Option:
        claims = [o for o in options if isinstance(o.action, (ClaimPung, ClaimKong, ClaimChow))]
        hold = next((o for o in options if isinstance(o.action, Pass)), None)
        if hold is not None and claims and self.style.claim == "hybrid":
            # Claim whenever it brings the hand closer (speed wins races), unless passing is clearly worth
            # more; a claim that keeps the distance is taken only when it is clearly worth more (a value pung).
            best = max(claims, key=lambda o: o.score)
            closer = [o for o in claims if o.shanten < hold.shanten]
            if closer:
                pick = max(closer, key=lambda o: o.score)
                return pick if hold.score <= 1.5 * pick.score + 0.5 else hold
            return best if best.score > 1.2 * hold.score + 0.5 else hold
        if hold is not None and claims and self.style.claim != "value":
            eager = self.style.claim == "eager"
            if self.style.value_pungs:
                # ZJ 3.1: a value-honour set is 10 points; take it whenever the hand is not set back.
                sets = [o for o in claims if _VALUE_SET in o.notes and o.shanten <= hold.shanten]
                if sets:
                    return max(sets, key=lambda o: (-o.shanten, o.accepted, o.score))
            good = [o for o in claims if o.shanten < hold.shanten or (eager and o.shanten <= hold.shanten)]
            if isinstance(claims[0].action, ClaimKong) or any(isinstance(o.action, ClaimKong) for o in claims):
                good += [o for o in claims if isinstance(o.action, ClaimKong) and o.shanten <= hold.shanten]
            if good:
                return max(good, key=lambda o: (-o.shanten, o.accepted, o.score))
            return hold
        top = options[0]
        ties = [o for o in options if abs(o.score - top.score) < 1e-9]
        if len(ties) > 1:
            top = ties[rng.randrange(len(ties))]
        margin = self.style.speed_margin
        if margin and isinstance(top.action, Discard):
            # Speed wins races: prefer the fastest discard (fewest steps, most tiles accepted) unless another
            # is clearly worth more.
            discards = [o for o in options if isinstance(o.action, Discard)]
            fast = min(discards, key=lambda o: (o.shanten, -o.accepted, -o.score))
            if fast is not top and top.score < fast.score + max(0.5, margin * abs(fast.score)):
                top = fast
        if self.style.mistakes and rng.random() < self.style.mistakes:
            depth = self.style.mistake_depth
            discards = [o for o in options if isinstance(o.action, Discard) and o.shanten <= top.shanten + depth]
            if len(discards) > 1:
                slip = discards[rng.randrange(len(discards))]
                return replace(slip, notes=(*slip.notes, "slip"))
        return top

    # --- reasons --------------------------------------------------------------------------------------------
    def _win_reason(self, info: TableInfo, view: SeatView, action: object) -> str:
        counts = info.hand_counts()
        est = self.estimator(info)
        try:
            if isinstance(action, DeclareSelfDrawnWin):
                drawn = getattr(view, "drawn", None)
                win = drawn if isinstance(drawn, Tile) else next(TILES34[i] for i in range(34) if counts[i])
                counts[win.index] -= 1
                value = est.score(counts, info.my_melds(), win.index, True, info.seat, info.round_wind)
                return f"Declare the self-drawn win on {win.value}: {value} points"
            window = getattr(view, "window", None)
            if window is None:
                return "Claim the win"
            win = window.tile
            value = est.score(counts, info.my_melds(), win.index, False, info.seat, info.round_wind)
            return f"Claim the win on {win.value}: {value} points"
        except (ValueError, StopIteration):
            return "Take the win: a legal win is always taken"

    def reason(self, best: Option, options: list[Option], info: TableInfo) -> str:
        action = best.action
        if "bonus" in best.notes:
            if isinstance(action, Discard) and action.tile.is_bonus:
                return f"Discard {action.tile.value}: a kept bonus tile can never be part of a win"
            return f"{_describe(action).capitalize()}: a kept bonus tile must go first"
        shape = f"{shanten_words(best.shanten)} with {best.accepted} tiles accepted"
        plan = ""
        if best.plan is not None and best.plan.points >= 10 and self.style.use_value:
            plan = f" and the {best.plan.name} plan ({best.plan.points})"
        if isinstance(action, Discard):
            head = f"Discard {action.tile.value}"
            fastest = min((o.shanten for o in options if isinstance(o.action, Discard)), default=best.shanten)
            if "suit" in best.notes and best.plan is not None:
                return (
                    f"{head}: plays for the {best.plan.name} plan ({best.plan.points}), "
                    f"{shanten_words(best.plan.missing - 1)} that way; the hand is {shape}"
                )
            if best.shanten > fastest:
                return (
                    f"{head}: plays safe (danger {best.danger:.1f} points) rather than push a hand "
                    f"that is {shanten_words(fastest)} at best against an opponent who looks ready"
                )
            if best.hand_value is not None and best.hand_value.exact and best.shanten == 0:
                waits = ", ".join(w.tile.value for w in best.hand_value.waits if w.unseen)
                text = f"{head}: ready on {waits or 'dead tiles'}, worth about {best.value:.0f}"
            else:
                text = f"{head}: keeps {shape}{plan}"
            offense_best = max(
                (o for o in options if isinstance(o.action, Discard)), key=lambda o: o.score + o.danger, default=best
            )
            if best.danger + 0.5 < offense_best.danger and offense_best is not best:
                text += f"; safer than {offense_best.action.tile.value} (danger {offense_best.danger:.1f} points)"  # type: ignore[attr-defined]
            return text
        if isinstance(action, Pass):
            claims = [o for o in options if not isinstance(o.action, Pass)]
            if not claims:
                return "Pass"
            alt = max(claims, key=lambda o: o.score)
            why = "no gain"
            if alt.shanten > best.shanten:
                why = "it would not bring the hand closer"
            elif best.value > alt.value + 1 and self.style.use_value:
                why = f"the hand is worth more concealed ({best.value:.0f} vs {alt.value:.0f})"
            return f"Pass on the {_describe(alt.action).replace('claim a ', '').replace('claim an ', '')}: {why}"
        if isinstance(action, (ClaimPung, ClaimKong, ClaimChow)):
            then = f", {best.notes[0]}" if best.notes and best.notes[0] != _VALUE_SET else ""
            if _VALUE_SET in best.notes:
                then += f"; {_VALUE_SET}"
            return f"{_describe(action).capitalize()}: {shape}{plan}{then}"
        if isinstance(action, DeclareKong):
            return f"Declare a kong of {action.tile.value}: {shape} and a supplement draw" + (
                f" ({best.notes[0]})" if best.notes else ""
            )
        return _describe(action).capitalize()


def _plays_safe(best: Option, options: list[Option]) -> bool:
    """A discard that sets the hand back rather than push it (the "plays safe" reason): a fold."""
    if not isinstance(best.action, Discard) or {"suit", "bonus", "slip"} & set(best.notes):
        return False
    fastest = min((o.shanten for o in options if isinstance(o.action, Discard)), default=best.shanten)
    return best.shanten > fastest


def _is_value_honour(info: TableInfo, tile: Tile) -> bool:
    """A dragon or the seat's own wind (and the prevailing wind where the ruleset counts it): ZJ 3.1."""
    kinds = {31, 32, 33, 27 + info.seat.index}
    if value_params(info.ruleset).prevailing_wind_value_honor:
        kinds.add(27 + info.round_wind.index)
    return tile.index in kinds


def _describe(action: object) -> str:
    describe = getattr(action, "describe", None)
    return describe() if callable(describe) else str(action)
