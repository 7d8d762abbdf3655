"""The expected-points players (``easy``, ``normal``, ``hard``): every decision on one scale, the points this
seat expects over the rest of the hand.

Owns ``Level`` (what a strength level looks at and how carefully), ``Choice`` (one evaluated action) and
``EVPlayer`` (the ``Player``). For each candidate discard the player takes the outlook of the hand it leaves
(``ai.ev.outlook``: chance to win within the draws left jointly with the points of the wins, against the chance
that another seat ends the hand first), minus what the discard itself risks (the chance it deals in times what
that costs, the hand's own outlook included, from the settlement through the seam). Folding, the safest line to
the end of the hand, is one more candidate on the same scale; so is each claim against passing, each kong, and a
Standing Hand (B2). Reasons state the numbers the choice used (``ai.ev.reasons``).

Randomness (a level's deliberate slips and ties) comes from ``decision_rng(seed, view)``: the same seed makes
the same decisions, and a game resumed from its record continues identically. Only the view is read.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ai.ev.outlook import Outlook, Situation, Valuer
from ai.ev.race import fold_values
from ai.ev.threats import Threats, my_rounds
from ai.ev.values import meld_specs
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
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import TILES34, Tile
from zjgame.scoring.counts import MeldSpec


@dataclass(frozen=True)
class Level:
    """What a strength level weighs. ``depth``: the exact look (2: two tiles from ready, for the ``deep`` best
    discards within ``deep_budget``; 1: one tile from ready; 0: ready hands only);
    ``targets``: weigh other targets (one suit, sets, pairs) against speed; ``defence``: weight of deal-in
    chances (0: never looks); ``fold``: may give up a hand; ``slips``: chance to throw a plausible worse tile
    (at most ``slip_depth`` steps back); ``claim_margin``: points a claim must beat passing by (negative: claims
    eagerly); ``standing``: declares a Standing Hand when it pays (B2)."""

    name: str
    depth: int = 1
    targets: bool = True
    defence: float = 1.0
    fold: bool = True
    slips: float = 0.0
    slip_depth: int = 1
    claim_margin: float = 0.0
    standing: bool = True
    # Points a discard that sets the hand back a step must gain over the best discard that does not (the far
    # outlook is the least certain one); None: never, except to fold.
    step_back: float | None = 0.0
    # "ev": claim when the claim's expected points beat passing; "closer": also whenever it brings the hand
    # closer to a win (as the baseline does), the expected points choosing among such claims.
    claims: str = "ev"
    # A slip throws a tile whose expected points are at most this far below the best (None: any tile at most
    # ``slip_depth`` steps back).
    slip_margin: float | None = None
    # Points a discard gives up per share of the best tile acceptance (at its step from ready) it gives up.
    accept_weight: float = 0.0
    speed_from: int = 1  # the prior applies where the fastest discards leave the hand this many steps or more
    # With ``depth`` 2: how many of the discards leaving a hand two tiles from ready (the best by the look one
    # tile from ready) take the exact look two tiles from ready, and how many hands one tile from ready those
    # looks may add in one decision (a look begun finishes): the decision-time budget.
    deep: int = 3
    deep_budget: int = 40
    # A deal-in costs the settlement averaged over the values the opponent's hand may have, with the tile's
    # same-round immunity (``Threats(spread=True)``); False: the settlement of the mean value.
    spread_costs: bool = False


@dataclass(frozen=True)
class Choice:
    """One legal action with its expected points (``score``). ``outlook``: of the hand it leaves; ``deal_in``:
    chance that its discard deals in; ``danger``: the expected points that risk costs; ``folded``: the safest
    line, giving up on winning."""

    action: object
    score: float
    outlook: Outlook | None = None
    discard: Tile | None = None
    deal_in: float = 0.0
    danger: float = 0.0
    winner: Seat | None = None
    folded: bool = False
    notes: tuple[str, ...] = field(default=(), compare=False)
    accept: int = 0  # unseen tiles that take the hand a step closer (discards at the fastest step; else 0)
    speed: float = 0.0  # points the speed prior (``Level.accept_weight``) took off for a narrower hand

    # the advisor's fields
    @property
    def shanten(self) -> int:
        return self.outlook.shanten if self.outlook is not None else 99

    @property
    def accepted(self) -> int:
        return self.accept

    @property
    def value(self) -> float:
        return self.outlook.points if self.outlook is not None else 0.0


class EVPlayer:
    """A computer player of the given ``Level``."""

    def __init__(self, seed: int = 0, level: Level | None = None) -> None:
        self.seed = seed
        self.level = level or Level("hard")
        self.name = self.level.name
        self._valuers: dict[str, Valuer] = {}
        self._complete = False

    def valuer(self, info: TableInfo) -> Valuer:
        got = self._valuers.get(info.ruleset.name)
        if got is None:
            got = Valuer(info.ruleset)
            self._valuers[info.ruleset.name] = got
        return got

    def threats(self, info: TableInfo) -> Threats:
        """The other seats of one decision as this level reads them."""
        return Threats(info, self.valuer(info).book, self.level.defence, spread=self.level.spread_costs)

    def reason(self, best: Choice, choices: list[Choice], info: TableInfo) -> str:
        """The one-sentence reason of ``best`` among ``choices`` (the advisor's text)."""
        from ai.ev.reasons import reason

        return reason(self, best, choices, info)

    def rng_for(self, view: SeatView) -> random.Random:
        return decision_rng(self.seed, view)

    # --- the Player protocol --------------------------------------------------------------------------------
    def choose(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        from ai.ev.reasons import only_reason, reason, win_reason

        legal = list(legal)
        if not legal:
            raise ValueError("choose: no legal actions to choose from")
        if len(legal) == 1:
            return Decision(legal[0], only_reason(legal[0]))
        info = table_info(view)
        for action in legal:
            if isinstance(action, (DeclareSelfDrawnWin, ClaimWin)):
                return Decision(action, win_reason(self, info, view, action))
        for action in legal:
            if isinstance(action, SetAsideBonus):
                return Decision(action, f"Set aside {action.tile.value}: a bonus tile scores and brings a replacement")
        choices = self.evaluate(info, view, legal)
        best = self.pick(choices, self.rng_for(view))
        return Decision(best.action, reason(self, best, choices, info), best.folded)  # type: ignore[arg-type]

    # --- evaluation -----------------------------------------------------------------------------------------
    def situation(
        self, info: TableInfo, threats: Threats, before_my_draw: int, offset: float = 0.0, closed_only: bool = False
    ) -> Situation:
        race = threats.race(my_rounds(info, before_my_draw), offset)
        bonus_tiles = tuple(info.bonus.get(info.seat, ()))
        bonus = tuple(t.value for t in bonus_tiles)
        return Situation(
            self.valuer(info),
            info.seat,
            info.round_wind,
            info.dealer,
            info.unseen,
            race,
            bonus,
            self.level.depth,
            self.level.targets,
            closed_only,
            bonus_tiles,
            self.level.deep_budget,
        )

    def evaluate(
        self, info: TableInfo, view: SeatView, legal: Sequence[object], complete: bool = False
    ) -> list[Choice]:
        """Every legal action (wins and bonus tiles aside) with its expected points, best first. The level may
        leave out actions it never takes (a discard that sets the hand back, a chow that does not bring it
        closer); ``complete`` weighs those too, noted "not weighed" and ranked after the others (the advisor
        ranks every legal action)."""
        self._complete = complete
        if any(t.is_bonus for t in info.hand):
            return _bonus_kept_choices(legal)
        threats = self.threats(info)
        counts = tuple(info.hand_counts())
        melds = info.my_melds()
        out: list[Choice] = []
        window = getattr(view, "window", None)
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            sit = self.situation(info, threats, 3)
            out.extend(self._discards(sit, info, threats, counts, melds, discards))
            for action in legal:
                if isinstance(action, DeclareKong):
                    out.append(self._kong(info, threats, counts, melds, action))
        elif window is not None:
            behind = (info.seat.index - window.discarder.index - 1) % 4
            # Passing keeps the hand as it is: weighed as it stands (a closed hand as closed), so a claim is
            # never put off for a later one.
            sit = self.situation(info, threats, behind, closed_only=True)
            hold = sit.outlook(counts, melds, meld_specs(melds))
            out.append(Choice(next(a for a in legal if isinstance(a, Pass)), hold.value, hold))
            after = self.situation(info, threats, 3)
            for action in legal:
                if isinstance(action, (ClaimPung, ClaimChow, ClaimKong)):
                    # An exposed kong's claimer draws its loose tile at once (ZJ §2): no other seat draws first.
                    at = self.situation(info, threats, 0) if isinstance(action, ClaimKong) else after
                    got = self._claim(at, info, threats, counts, melds, action, window.tile, window.discarder)
                    if got is not None:
                        out.append(got)
        else:
            out.extend(Choice(a, 0.0) for a in legal)
        out.sort(key=lambda c: ("not weighed" in c.notes, -c.score))
        return out

    def _risk(self, threats: Threats, tile: Tile, after: float) -> tuple[float, float, Seat | None]:
        """(chance to deal in, expected points it costs, likeliest winner) of discarding ``tile`` now, when the
        hand left is worth ``after``."""
        if not self.level.defence:
            return 0.0, 0.0, None
        chance, amount, winner = threats.deal_in(tile)
        return chance, chance * (amount + after), winner

    def _discards(
        self,
        sit: Situation,
        info: TableInfo,
        threats: Threats,
        counts: tuple[int, ...],
        melds: tuple[Meld, ...],
        discards: list[Discard],
    ) -> list[Choice]:
        specs = meld_specs(melds)
        out: list[Choice] = []
        spare: list[Choice] = []
        plain = {a.tile for a in discards if not a.standing}
        after = sit.shapes.discard_shanten(counts)
        fastest = min((after[t.index] for t in plain), default=0)
        margin = self.level.step_back
        weight = self.level.accept_weight
        accepts: dict[int, int] = {}
        if weight and fastest >= self.level.speed_from:
            u = sit.unseen
            for tile in plain:
                if after[tile.index] == fastest:
                    rest = list(counts)
                    rest[tile.index] -= 1
                    accepts[tile.index] = sum(u[k] for k in sit.shapes.improving(tuple(rest)))
        top_accept = max(accepts.values(), default=0)

        def speed_of(tile: Tile) -> float:
            # The speed prior: the outlook over-predicts how often a ready hand's waits come (measured: wins on
            # a discard per round 0.08-0.12 where it predicts 0.13-0.14), so a wider hand is worth more than
            # it says.
            if not top_accept or tile.index not in accepts:
                return 0.0
            return weight * (1.0 - accepts[tile.index] / top_accept)

        deep, left_out = self._deepened(
            sit,
            [
                (tile, self._left(counts, tile), after[tile.index] > fastest + 1, speed_of(tile))
                for tile in plain
                if not (after[tile.index] > fastest and margin is None and not self._complete)
            ],
            melds,
            specs,
            threats,
        )
        for tile in sorted(plain, key=lambda t: t.index):
            back = after[tile.index] > fastest
            if back and margin is None and not self._complete:
                continue
            rest = list(counts)
            rest[tile.index] -= 1
            look = sit.outlook(tuple(rest), melds, specs, after[tile.index] > fastest + 1, tile in deep)
            chance, cost, winner = self._risk(threats, tile, look.value)
            penalty = margin if back and margin else 0.0
            accept = accepts.get(tile.index, 0)
            speed = speed_of(tile)
            notes = ("not weighed",) if back and margin is None or tile in left_out else ()
            # A discard left out of the deep look is still a way to fold (below), never the push.
            (spare if tile in left_out and not self._complete else out).append(
                Choice(
                    Discard(tile),
                    look.value - cost - penalty - speed,
                    look,
                    tile,
                    chance,
                    cost,
                    winner,
                    notes=notes,
                    accept=accept,
                    speed=speed,
                )
            )
        if self.level.standing:
            for action in discards:
                if action.standing:
                    rest = list(counts)
                    rest[action.tile.index] -= 1
                    (values, chances), points, _ = sit.ready(tuple(rest), specs, standing=True)
                    look = Outlook(values[-1], chances[-1], points, 0, "a Standing Hand")
                    chance, cost, winner = self._risk(threats, action.tile, look.value)
                    out.append(
                        Choice(action, look.value - cost, look, action.tile, chance, cost, winner, notes=("standing",))
                    )
        # Folding is weighed afresh at every discard: a hand that folded may push again when the threat fades or
        # its outlook comes back (keeping to the fold once chosen measured -0.12 a hand [-0.22, -0.02], hard v 3
        # baseline, 4 seeds of 600 walls, issue 13 stop 31).
        if self.level.fold and self.level.defence and out:
            safest = min(out + spare, key=lambda c: (c.deal_in * 1.0, c.danger))
            fold = fold_values(sit.race)[-1]
            cost = safest.deal_in * (threats.costs[safest.winner][0] + fold) if safest.winner else 0.0
            push = max((c.score for c in out if "not weighed" not in c.notes), default=-1e9)
            if fold - cost > push:
                out.append(
                    Choice(
                        Discard(safest.discard),  # type: ignore[arg-type]
                        fold - cost,
                        safest.outlook,
                        safest.discard,
                        safest.deal_in,
                        cost,
                        safest.winner,
                        True,
                        ("fold", f"{push:.1f}"),
                    )
                )
        return out

    @staticmethod
    def _left(counts: tuple[int, ...], tile: Tile) -> tuple[int, ...]:
        rest = list(counts)
        rest[tile.index] -= 1
        return tuple(rest)

    def _deepened(
        self,
        sit: Situation,
        hands: list[tuple[Tile, tuple[int, ...], bool, float]],
        melds: tuple[Meld, ...],
        specs: tuple[MeldSpec, ...],
        threats: Threats,
    ) -> tuple[frozenset[Tile], frozenset[Tile]]:
        """(deepened, left out) among the discards (``hands``: tile, hand left, cheap, what its choice is charged
        besides its risk) that leave a hand two tiles from ready (``Level.depth`` 2): the ``Level.deep`` best by the
        shallower look, with what they risk and are charged,
        take the exact look while the decision's budget lasts; the others are left out of the choice (the two
        looks are not on one scale: a shallower value against an exact one would choose by the method, not by
        the hand). Nothing is left out when nothing could be deepened."""
        if self.level.depth < 2:
            return frozenset(), frozenset()
        ranked = []
        for tile, rest, cheap, charge in hands:
            if not cheap and sit.shapes.shanten(rest) == 2:
                look = sit.outlook(rest, melds, specs, cheap, False)
                ranked.append((look.value - self._risk(threats, tile, look.value)[1] - charge, tile.index, tile, rest))
        ranked.sort(key=lambda x: (-x[0], x[1]))
        out = []
        for _, _, tile, rest in ranked[: self.level.deep]:
            if sit.deep_left <= 0:
                break
            sit.outlook(rest, melds, specs, False, True)
            out.append(tile)
        if not out:
            return frozenset(), frozenset()
        return frozenset(out), frozenset(t for _, _, t, _ in ranked) - frozenset(out)

    def _kong(
        self, info: TableInfo, threats: Threats, counts: tuple[int, ...], melds: tuple[Meld, ...], action: DeclareKong
    ) -> Choice:
        tile = action.tile
        i = tile.index
        rest = list(counts)
        if counts[i] >= 4:
            rest[i] -= 4
            new = (*melds, Meld.concealed_kong(tile))
            added = False
        else:  # ZJ §2, B2: the fourth tile onto one's own exposed pung
            rest[i] -= 1
            new = tuple(Meld.exposed_kong(tile) if (m.kind is MeldKind.PUNG and m.first is tile) else m for m in melds)
            added = True
        # The loose tile comes at once: one draw more than after a discard.
        sit = self.situation(info, threats, 0)
        look = sit.outlook(tuple(rest), new, meld_specs(new))
        chance = cost = 0.0
        winner = None
        if added:  # an added kong may be robbed (ZJ §2, B2)
            chance, cost, winner = self._risk(threats, tile, look.value)
        return Choice(action, look.value - cost, look, None, chance, cost, winner)

    def _claim(
        self,
        sit: Situation,
        info: TableInfo,
        threats: Threats,
        counts: tuple[int, ...],
        melds: tuple[Meld, ...],
        action: object,
        tile: Tile,
        discarder: Seat,
    ) -> Choice | None:
        rest = list(counts)
        if isinstance(action, ClaimChow):
            used = list(action.tiles)
            used.remove(tile)
            for t in used:
                rest[t.index] -= 1
            meld = Meld(MeldKind.CHOW, action.tiles, tile, discarder)
        elif isinstance(action, ClaimPung):
            rest[tile.index] -= 2
            meld = Meld.pung(tile, discarder)
        else:
            rest[tile.index] -= 3
            meld = Meld.exposed_kong(tile, discarder)
        if min(rest) < 0:
            return None
        new = (*melds, meld)
        specs = meld_specs(new)
        if isinstance(action, ClaimKong):
            look = sit.outlook(tuple(rest), new, specs)
            return Choice(action, look.value, look)
        after = sit.shapes.discard_shanten(tuple(rest))
        fastest = min(after.values())
        skipped = isinstance(action, ClaimChow) and fastest >= sit.shapes.shanten(counts)
        if skipped and not self._complete:
            return None  # a chow that does not bring the hand closer only opens it
        best: Choice | None = None
        hands = [
            (TILES34[d], self._left(tuple(rest), TILES34[d]), False, 0.0)
            for d in range(34)
            if rest[d] and after[d] == fastest
        ]
        deep, left_out = self._deepened(sit, hands, new, specs, threats)
        for d in range(34):
            if not rest[d] or after[d] > fastest or TILES34[d] in left_out:
                continue
            rest[d] -= 1
            look = sit.outlook(tuple(rest), new, specs, False, TILES34[d] in deep)
            rest[d] += 1
            t = TILES34[d]
            chance, cost, winner = self._risk(threats, t, look.value)
            score = look.value - cost - self.level.claim_margin
            if best is None or score > best.score:
                notes = (f"then discard {t.value}", "not weighed") if skipped else (f"then discard {t.value}",)
                best = Choice(action, score, look, t, chance, cost, winner, notes=notes)
        return best

    # --- choice ---------------------------------------------------------------------------------------------
    def pick(self, choices: list[Choice], rng: random.Random) -> Choice:
        top = choices[0]
        level = self.level
        if level.claims == "closer":
            hold = next((c for c in choices if isinstance(c.action, Pass)), None)
            closer = [
                c
                for c in choices
                if isinstance(c.action, (ClaimPung, ClaimChow, ClaimKong))
                and hold is not None
                and c.outlook is not None
                and hold.outlook is not None
                and c.outlook.shanten < hold.outlook.shanten
            ]
            if closer:
                return max(closer, key=lambda c: c.score)
        if level.slips and isinstance(top.action, Discard) and not top.folded and rng.random() < level.slips:
            near = [
                c
                for c in choices
                if isinstance(c.action, Discard)
                and not c.folded
                and c.outlook is not None
                and c.outlook.shanten <= top.shanten + level.slip_depth
                and (level.slip_margin is None or c.score >= top.score - level.slip_margin)
            ]
            if len(near) > 1:
                slip = near[rng.randrange(len(near))]
                return slip if slip is top else replace(slip, notes=(*slip.notes, "slip"))
        return top


def _bonus_kept_choices(legal: Sequence[object]) -> list[Choice]:
    """A kept bonus tile (ZJ §7, Zen Koan) can never be part of a win: throw it first; claims are not weighed
    while it is held (the hand does not have the size a shape needs)."""
    out = []
    for action in legal:
        if isinstance(action, Discard) and action.tile.is_bonus:
            score = 1e9
        elif isinstance(action, Pass):
            score = 0.0
        else:
            score = -1e6
        out.append(Choice(action, score, notes=("bonus",)))
    out.sort(key=lambda c: -c.score)
    return out
