"""The Zung Jung scoring system behind the seam (``zjgame.scoring.system.ScoringSystem``): legality of a win
(a winning shape, then the ruleset's minimum, ZJ §4/§7), the score (``zjgame.scoring.zj.scorer``), the
settlement of a finished hand (ZJ §6 Formal Competition with responsibility and same-round immunity; Zen Koan's
discarder-pays, East double and ready-hand payments, ZJ §7), what a deal-in costs, and the explanations
(``zjgame.scoring.zj.explain``). Zung Jung scores the winner only.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from zjgame.rules.hand import Hand
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.shapes import TERMINAL_HONOR_INDICES, is_complete, is_thirteen_terminals, wait_indices
from zjgame.rules.tiles import Tile
from zjgame.scoring.context import FLAG_NAMES, ScoringInputError, WinContext
from zjgame.scoring.counts import MeldSpec
from zjgame.scoring.result import ScoreResult
from zjgame.scoring.settlement import (
    DealIn,
    DealInCost,
    HandOutcome,
    Payment,
    Settlement,
    SettlementError,
    WinClaim,
    WinSettlement,
    nets_of,
)
from zjgame.scoring.system import BELOW_MINIMUM, CHICKEN_BELOW_MINIMUM, NO_WINNING_HAND, common_hand_problem
from zjgame.scoring.words import Names, TileNamer, seat_letters, tile_notation, wind_names
from zjgame.scoring.zj import explain, fast
from zjgame.scoring.zj.payments import (
    DISCARDER_PAYS,
    PaymentError,
    Responsibility,
    ready_hand_settlement,
    responsible_seat,
    settle,
)
from zjgame.scoring.zj.scorer import score_hand


def may_be_complete(c: list[int]) -> bool:
    """A cheap necessary condition for ``is_complete`` (most hands fail it): a regular hand holds no honour
    once or four times and has exactly one group (a suit, or an honour) whose count leaves 2 over sets;
    Seven Pairs needs every count even; Thirteen Terminals every honour and 14 terminals and honours."""
    honors = c[27:]
    if 1 not in honors and 4 not in honors:
        twos = honors.count(2)
        for lo in (0, 9, 18):
            r = sum(c[lo : lo + 9]) % 3
            if r == 1:
                twos = 2
                break
            if r == 2:
                twos += 1
        if twos == 1:
            return True
    if 1 not in honors and 3 not in honors and not any([n & 1 for n in c]):
        return True
    return 0 not in honors and sum([c[k] for k in TERMINAL_HONOR_INDICES]) == 14


def has_winning_shape(counts: Sequence[int], tile: Tile, thirteen_only: bool = False) -> bool:
    """Whether the concealed tiles (a 42-count array) plus ``tile`` form a winning shape (ZJ §4). A kept bonus
    tile can never be part of a winning hand (ZK §7)."""
    ix = tile.index
    if ix >= 34 or any(counts[34:]):
        return False
    work = list(counts[:34])
    work[ix] += 1
    if thirteen_only:
        return is_thirteen_terminals(work)
    return may_be_complete(work) and is_complete(work)


def _reason(claim: WinClaim, payer: Seat, resp: Seat | None, scheme: str, std: int) -> str:
    if claim.self_drawn:
        return "self_drawn"
    if scheme == DISCARDER_PAYS:
        return "discarder_pays"
    if claim.score.total <= std or resp is None:
        return "discard_each"
    return "discard_responsible" if payer is resp else "discard_standard"


class ZungJungSystem:
    name = "zung-jung"
    title = "Zung Jung"
    scores_losers = False
    flags = FLAG_NAMES

    # --- legality and worth ------------------------------------------------------------------------

    def is_winning_shape(self, counts: Sequence[int]) -> bool:
        """ZJ §4: four sets and a pair, Seven Pairs or Thirteen Terminals (34 counts)."""
        c = list(counts)
        return may_be_complete(c) and is_complete(c)

    def may_win(
        self,
        ruleset: Ruleset,
        counts: Sequence[int],
        concealed: Sequence[Tile],
        melds: tuple[Meld, ...],
        bonus: tuple[Tile, ...],
        tile: Tile,
        context: Callable[[], WinContext],
        thirteen_only: bool = False,
    ) -> bool:
        """A winning shape, and under a minimum (zj-min5, Zen Koan) a valid score (ZJ §4: a hand under the
        minimum is not offered). Without a minimum no score is needed; ``context`` is called only for one."""
        if not has_winning_shape(counts, tile, thirteen_only):
            return False
        if ruleset.zj.min_points <= 0:
            return True
        return score_hand(Hand(tuple(concealed), melds, tile, bonus), context(), ruleset).valid

    def score_win(self, hand: Hand, context: WinContext, ruleset: Ruleset) -> ScoreResult:
        return score_hand(hand, context, ruleset)

    def refusal(self, hand: Hand, context: WinContext, ruleset: Ruleset) -> str | None:
        if score_hand(hand, context, ruleset).valid:
            return None
        params = ruleset.zj
        if params.min_points:
            # ZJ §7: below the minimum exactly when the hand wins with the minimum waived; a chicken hand (ZJ
            # §4, nothing from the 44 patterns) is named apart, since it can never reach one.
            waived = replace(ruleset, scoring=replace(params, min_points=0))
            score = score_hand(hand, context, waived)
            if score.valid:
                return CHICKEN_BELOW_MINIMUM if score.base_points == 0 else BELOW_MINIMUM
        return NO_WINNING_HAND

    def score_win_json(
        self,
        concealed: Sequence[int],
        winning: int,
        melds: Sequence[MeldSpec],
        bonus: Sequence[str],
        context: WinContext,
        ruleset: Ruleset,
    ) -> str:
        # issue 14: the table-driven scorer, proven equal to score_counts_json (tests/scoring/test_fast_scorer.py)
        return fast.score_json(concealed, winning, melds, bonus, context, ruleset)

    def score_win_total(
        self,
        concealed: Sequence[int],
        winning: int,
        melds: Sequence[MeldSpec],
        bonus: Sequence[str],
        context: WinContext,
        ruleset: Ruleset,
    ) -> int:
        return fast.score_total(concealed, winning, melds, bonus, context, ruleset)

    # the packed-key form goes straight to the table-driven scorer (one call less in the batch's hot loop)
    score_win_keys = staticmethod(fast.score_keys)

    def score_loser(self, hand: Hand, seat: Seat, round_wind: Seat, ruleset: Ruleset) -> ScoreResult:
        raise ScoringInputError(f"ruleset {ruleset.name!r}: Zung Jung scores the winner's hand only")

    def minimum_note(self, ruleset: Ruleset) -> str:
        m = ruleset.zj.min_points
        return f" or scores under the {m}-point minimum of {ruleset.name}" if m else ""

    def minimum_points(self, ruleset: Ruleset) -> int:
        return ruleset.zj.min_points  # ZJ §7: the 5-point minimum variant; 0 elsewhere

    def big_hand(self, ruleset: Ruleset) -> int | None:
        return ruleset.zj.standard_score  # ZJ §6: each pays up to the standard score, the discarder the rest

    def context_problem(self, context: WinContext) -> str | None:
        if context.standing_hand:
            return "--standing-hand is a rule of the british ruleset, not of Zung Jung"
        return context.problem()

    def hand_problem(
        self,
        melds: Sequence[MeldSpec],
        winning: int,
        copies_of_winning: int,
        has_bonus: bool,
        context: WinContext,
        ruleset: Ruleset,
    ) -> str | None:
        return common_hand_problem(melds, winning, copies_of_winning, has_bonus, context, ruleset)

    # --- the end of the hand -----------------------------------------------------------------------

    def pays_ready_hands(self, ruleset: Ruleset) -> bool:
        return ruleset.zj.ready_hand_payments is not None

    def is_ready(
        self,
        ruleset: Ruleset,
        seat: Seat,
        round_wind: Seat,
        counts: Sequence[int],
        concealed: Sequence[Tile],
        melds: tuple[Meld, ...],
        bonus: tuple[Tile, ...],
    ) -> bool:
        """ZK §7 decision: ready when some tile would complete a legal winning hand (the minimum included, on a
        discard or self-drawn) and not all four copies of it are in the seat's own hand and melds."""
        if any(counts[34:]):
            return False
        work = list(counts[:34])
        held = list(work)
        for meld in melds:
            for t in meld.tiles:
                held[t.index] += 1
        minimum = ruleset.zj.min_points
        for i in wait_indices(work, held):
            tile = Tile.from_index(i)
            for self_drawn in (False, True):
                context = WinContext(seat=seat, round_wind=round_wind, self_drawn=self_drawn)
                if minimum <= 0 or score_hand(Hand(tuple(concealed), melds, tile, bonus), context, ruleset).valid:
                    return True
        return False

    def settle(self, ruleset: Ruleset, outcome: HandOutcome) -> Settlement:
        """ZJ §6 for each win (Zen Koan §7: discarder pays, East double), or the ready-hand payments of an
        exhaustive draw; every seat's net is the sum."""
        if not outcome.wins:
            return self._settle_draw(ruleset, outcome)
        params = ruleset.zj
        payments: list[Payment] = []
        wins: list[WinSettlement] = []
        for k, claim in enumerate(outcome.wins):
            resp: Responsibility | None = None
            if not claim.self_drawn:
                if claim.discarder is None or claim.tile is None:
                    raise SettlementError("a win on a discard needs the discarder and the winning tile")
                try:
                    resp = responsible_seat(claim.discards, claim.winner, claim.tile, ruleset)
                except PaymentError as err:
                    raise SettlementError(str(err)) from None
            value = claim.score.total
            try:
                nets = settle(
                    ruleset,
                    value,
                    claim.winner,
                    claim.self_drawn,
                    claim.discarder,
                    resp.seat if resp else None,
                    outcome.dealer,
                )
            except PaymentError as err:
                raise SettlementError(str(err)) from None
            for s in SEATS:
                if nets[s] < 0:
                    reason = _reason(
                        claim, s, resp.seat if resp else None, params.payment_scheme, params.standard_score
                    )
                    doubled = params.east_double and outcome.dealer in (s, claim.winner)
                    payments.append(Payment(s, claim.winner, -nets[s], reason, k, doubled))
            wins.append(
                WinSettlement(
                    claim.winner,
                    (nets[SEATS[0]], nets[SEATS[1]], nets[SEATS[2]], nets[SEATS[3]]),
                    resp.seat if resp else None,
                    resp.immune if resp else (),
                    resp.reason if resp else None,
                )
            )
        done = tuple(payments)
        return Settlement(nets_of(done), done, tuple(wins))

    def _settle_draw(self, ruleset: Ruleset, outcome: HandOutcome) -> Settlement:
        """Zen Koan §7: ready hands are paid at an exhaustive draw (see ``ready_hand_settlement``). With two
        ready seats, each seat not ready pays one ready seat (in seat order)."""
        nets = ready_hand_settlement(ruleset, outcome.ready)
        payers = [s for s in SEATS if nets[s] < 0]
        payees = [s for s in SEATS if nets[s] > 0]
        payments: list[Payment] = []
        if len(payers) == len(payees) == 2:
            for payer, payee in zip(payers, payees):
                payments.append(Payment(payer, payee, -nets[payer], "ready", -1))
        else:
            for payer in payers:
                for payee in payees:
                    amount = -nets[payer] // len(payees) if len(payees) > 1 else -nets[payer]
                    payments.append(Payment(payer, payee, amount, "ready", -1))
        done = tuple(payments)
        result = Settlement(nets_of(done), done, (), tuple(outcome.ready))
        assert result.by_seat() == nets
        return result

    def deal_in_cost(self, ruleset: Ruleset, deal_in: DealIn) -> DealInCost:
        """What ``deal_in.payer`` pays for the win on its discard: responsibility and same-round immunity by
        ``responsible_seat``, the payment by ``settle`` (ZJ §6, Zen Koan §7)."""
        d = deal_in
        resp = responsible_seat(d.discards, d.winner, d.tile, ruleset)
        pay = -settle(ruleset, d.value, d.winner, False, d.payer, resp.seat, d.dealer)[d.payer]
        share = -settle(ruleset, d.value, d.winner, True, None, None, d.dealer)[d.payer]
        return DealInCost(pay, resp.seat is d.payer, share)

    # --- the explainer -----------------------------------------------------------------------------

    def explain_win(
        self, win: Any, ruleset: Ruleset, names: Names = wind_names, tile_name: TileNamer = tile_notation
    ) -> tuple[str, ...]:
        return tuple(explain.win_lines(win, ruleset, names, tile_name))

    def explain_payments(self, settlement: Settlement, ruleset: Ruleset, names: Names = wind_names) -> tuple[str, ...]:
        return tuple(explain.payment_sentences(settlement, names))

    def explain_draw(self, result: Any, ruleset: Ruleset, names: Names = wind_names) -> tuple[str, ...]:
        return tuple(explain.draw_lines(result, names))

    def explain_prospect(
        self, score: ScoreResult, context: WinContext, ruleset: Ruleset, names: Names = seat_letters
    ) -> tuple[str, ...]:
        return tuple(explain.prospect_lines(score.total, context, ruleset, names))

    def responsibility_text(
        self,
        claim: WinClaim,
        settled: WinSettlement,
        names: Names = wind_names,
        tile_name: TileNamer = tile_notation,
        translation: gettext.NullTranslations | None = None,
    ) -> str | None:
        """The ruling of a discard win (who is responsible and why, who pays what); None when self-drawn. The
        engine asks for ``zjgame.i18n.ENGLISH``: the ruling is kept in records."""
        if claim.self_drawn or claim.tile is None or settled.responsibility is None:
            return None
        resp = Responsibility(settled.responsible, settled.responsibility, settled.immune)  # type: ignore[arg-type]
        nets = {s: settled.nets[s.index] for s in SEATS}
        return explain.ruling_text(resp, claim.winner, claim.tile, nets, names, tile_name, translation)


SYSTEM = ZungJungSystem()
