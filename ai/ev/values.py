"""Points from the real scorer and the real settlement, through the scoring seam, for the expected-points
players: what a win of a given hand on a given tile scores, what a loser's hand scores where the system scores
losers (B4), and what a win, a deal-in or another seat's win moves in this seat's points.

Owns ``ValueBook`` (one per player and ruleset). Every number comes from the ruleset's scoring system
(``zjgame.scoring.system_for``: ``score_win_total``, ``score_loser``, ``settle_hand``, ``cost_of_deal_in``),
so one piece of code values every ruleset, British included; nothing here names a pattern. Answers are cached
by their arguments (pure functions of them) in bounded memos (``ai.memo``): a cache never changes a decision.
"""

from __future__ import annotations

from ai.memo import Memo
from zjgame.rules.hand import Hand
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import TILES34, Tile
from zjgame.scoring import (
    DealIn,
    HandOutcome,
    ScoreResult,
    ScoringInputError,
    WinClaim,
    WinContext,
    cost_of_deal_in,
    settle_hand,
    system_for,
)
from zjgame.scoring.counts import MELD_CODE, MeldSpec

Counts = tuple[int, ...]
# Memo limits (per player; ``ai.memo``). In measured key traces (4 hard, 60 hands; aimem notes) a score is asked
# again within a few hundred entries: 1024 (about 0.5 MB) miss 0.01% more than an unbounded table. The payments and
# contexts have few distinct keys in all (hundreds) and never reach their limit.
WINS_LIMIT = 1024
SMALL_LIMIT = 1024


def meld_specs(melds: tuple[Meld, ...]) -> tuple[MeldSpec, ...]:
    """The scorer's integer form of declared melds: (kind code, first tile index)."""
    return tuple((MELD_CODE[m.kind], min(t.index for t in m.tiles)) for m in melds)


def irregular_shapes(ruleset: Ruleset) -> bool:
    """Whether the ruleset's system counts Seven Pairs and Thirteen Terminals as wins (ZJ 4; not B3): asked of
    the system itself with one hand of each shape."""
    system = system_for(ruleset)
    pairs = [0] * 34
    for i in (0, 4, 10, 15, 20, 27, 31):
        pairs[i] = 2
    thirteen = [0] * 34
    for i in (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33):
        thirteen[i] = 1
    thirteen[0] += 1
    return system.is_winning_shape(pairs) or system.is_winning_shape(thirteen)


class ValueBook:
    """Scores and payments for one seat's decisions under one ruleset, cached."""

    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.system = system_for(ruleset)
        self.scores_losers = bool(self.system.scores_losers)
        self.pays_ready = bool(self.system.pays_ready_hands(ruleset))  # at an exhaustive draw (ZJ §7, Zen Koan)
        self._wins: Memo[tuple[object, ...], int] = Memo(WINS_LIMIT)
        self._losers: Memo[tuple[object, ...], int] = Memo(WINS_LIMIT)
        self._gains: Memo[tuple[object, ...], float] = Memo(SMALL_LIMIT)
        self._costs: Memo[tuple[object, ...], tuple[int, int]] = Memo(SMALL_LIMIT)
        self._contexts: Memo[tuple[object, ...], WinContext] = Memo(SMALL_LIMIT)
        self.scorer_calls = 0

    # --- scores ---------------------------------------------------------------------------------------------
    def win(
        self,
        concealed: Counts,
        melds: tuple[MeldSpec, ...],
        tile: int,
        self_drawn: bool,
        seat: Seat,
        round_wind: Seat,
        bonus: tuple[str, ...] = (),
        standing: bool = False,
    ) -> int:
        """The scorer's total for ``concealed`` (before the win) winning on kind ``tile``; 0 when the system
        does not allow the win (a minimum not met, ZJ §7)."""
        key = (concealed, melds, tile, self_drawn, seat, round_wind, bonus, standing)
        got = self._wins.get(key)
        if got is not None:
            return got
        ckey = (seat, round_wind, self_drawn, standing)
        ctx = self._contexts.get(ckey)
        if ctx is None:
            ctx = self._contexts.put(
                ckey, WinContext(seat=seat, round_wind=round_wind, self_drawn=self_drawn, standing_hand=standing)
            )
        self.scorer_calls += 1
        got = self.system.score_win_total(concealed, tile, melds, bonus, ctx, self.ruleset)
        return self._wins.put(key, got)

    def loser(
        self, concealed: Counts, melds: tuple[Meld, ...], seat: Seat, round_wind: Seat, bonus: tuple[Tile, ...] = ()
    ) -> int:
        """What this hand would score as a loser's (B4); 0 in a system that scores only the winner."""
        if not self.scores_losers:
            return 0
        key = (concealed, melds, seat, round_wind, bonus)
        got = self._losers.get(key)
        if got is None:
            tiles = tuple(TILES34[i] for i in range(34) for _ in range(concealed[i]))
            try:
                got = self.system.score_loser(Hand(tiles, melds, None, bonus), seat, round_wind, self.ruleset).total
            except ScoringInputError:
                got = 0  # not a loser's size (a kept bonus tile): nothing to count
            self._losers.put(key, got)
        return got

    # --- payments -------------------------------------------------------------------------------------------
    def gain(self, value: int, self_drawn: bool, me: Seat, dealer: Seat, discarder: Seat | None = None) -> float:
        """What this seat receives in all for a win worth ``value`` (the settlement of a hand it wins; on a
        discard, from ``discarder``, or averaged over the three others when None)."""
        if value <= 0:
            return 0.0
        key = (value, self_drawn, me, dealer, discarder)
        got = self._gains.get(key)
        if got is not None:
            return got
        if self_drawn:
            got = float(self._settled(value, me, dealer, None))
        elif discarder is None:
            others = [s for s in SEATS if s is not me]
            got = sum(self._settled(value, me, dealer, s) for s in others) / 3.0
        else:
            got = float(self._settled(value, me, dealer, discarder))
        return self._gains.put(key, got)

    def loser_gain(self, me: Seat, dealer: Seat) -> float:
        """Points this seat gets back per point of its own loser's score when another seat wins (B5: the losers
        pay each other the difference, East double), averaged over who wins; 0 where losers are not scored."""
        if not self.scores_losers:
            return 0.0
        key = ("loser", me, dealer)
        got = self._gains.get(key)
        if got is None:
            total = 0
            others = [s for s in SEATS if s is not me]
            for winner in others:
                claim = WinClaim(winner, ScoreResult(True, 0), WinContext(seat=winner, self_drawn=True))
                losers = {s: ScoreResult(True, 100 if s is me else 0) for s in SEATS if s is not winner}
                total += settle_hand(self.ruleset, HandOutcome((claim,), losers, (), dealer)).net(me)
            got = total / 3.0 / 100.0
            self._gains.put(key, got)
        return got

    def _settled(self, value: int, me: Seat, dealer: Seat, discarder: Seat | None) -> int:
        score = ScoreResult(True, value)
        ctx = WinContext(seat=me, self_drawn=discarder is None)
        if discarder is None:
            claim = WinClaim(me, score, ctx)
        else:
            tile = TILES34[0]
            claim = WinClaim(me, score, ctx, discarder, ((discarder, tile),), tile)
        losers = {s: ScoreResult(True, 0) for s in SEATS if s is not me} if self.scores_losers else {}
        return settle_hand(self.ruleset, HandOutcome((claim,), losers, (), dealer)).net(me)

    def draw_value(self, me: Seat, dealer: Seat, me_ready: bool, others: dict[Seat, float]) -> float:
        """What this seat expects from an exhaustive draw (ready or not) when each other seat is ready with the
        chance ``others`` gives it: the settlement of a drawn hand with those ready seats (Zen Koan pays ready
        hands at the draw; 0 in a system that pays nothing then)."""
        if not self.pays_ready:
            return 0.0
        seats = [s for s in SEATS if s is not me]
        total = 0.0
        for mask in range(8):
            chance = 1.0
            ready = [me] if me_ready else []
            for bit, seat in enumerate(seats):
                p = others.get(seat, 0.0)
                if mask >> bit & 1:
                    chance *= p
                    ready.append(seat)
                else:
                    chance *= 1.0 - p
            if chance > 0.0:
                total += chance * self._draw_net(me, dealer, frozenset(ready))
        return total

    def _draw_net(self, me: Seat, dealer: Seat, ready: frozenset[Seat]) -> float:
        key = ("draw", me, dealer, ready)
        got = self._gains.get(key)
        if got is None:
            order = tuple(s for s in SEATS if s in ready)
            got = self._gains.put(key, float(settle_hand(self.ruleset, HandOutcome((), {}, order, dealer)).net(me)))
        return got

    def deal_in(self, value: int, me: Seat, winner: Seat, dealer: Seat) -> tuple[int, int]:
        """(what this seat pays if ``winner`` wins ``value`` on its discard, what it pays if ``winner`` draws
        it): the ruleset's settlement (``cost_of_deal_in``), responsibility taken as ours."""
        key = (value, me, winner, dealer)
        got = self._costs.get(key)
        if got is None:
            tile = TILES34[0]
            cost = cost_of_deal_in(self.ruleset, DealIn(me, winner, max(1, value), tile, ((me, tile),), dealer))
            got = (cost.amount, cost.self_drawn_share)
            self._costs.put(key, got)
        return got
