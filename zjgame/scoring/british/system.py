"""The classic British scoring system behind the seam (``zjgame.scoring.system.ScoringSystem``): only four
sets and a pair win, with no minimum (B3); every hand is scored, the winner's and the losers' (B4); the
settlement with the losers' differences and East's double (B5); the explanations (``explain``).
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Sequence
from typing import Any

from zjgame.rules.hand import Hand
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.shapes import is_regular_complete
from zjgame.rules.tiles import Tile
from zjgame.scoring.british import explain, scorer
from zjgame.scoring.british import settlement as b5
from zjgame.scoring.context import WinContext
from zjgame.scoring.counts import CHOW, EXPOSED_KONG, PUNG, MeldSpec
from zjgame.scoring.result import ScoreResult
from zjgame.scoring.settlement import DealIn, DealInCost, HandOutcome, Settlement, WinClaim, WinSettlement
from zjgame.scoring.system import NO_WINNING_HAND, common_hand_problem
from zjgame.scoring.words import Names, TileNamer, seat_letters, tile_notation, wind_names

# B7: the flags of ``zjgame score --ruleset british`` (batch names).
BRITISH_FLAGS: tuple[str, ...] = ("final_draw", "kong_supplement", "robbing_kong", "heaven", "standing_hand")


class BritishSystem:
    name = "british"
    title = "Classic British"
    scores_losers = True
    flags = BRITISH_FLAGS

    # --- legality and worth ------------------------------------------------------------------------

    def is_winning_shape(self, counts: Sequence[int]) -> bool:
        """B3: four sets and a pair only (34 counts)."""
        return is_regular_complete(counts)

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
        """B3: the shape alone decides (there is no minimum), so no score is needed; never thirteen orphans."""
        ix = tile.index
        if thirteen_only or ix >= 34 or any(counts[34:]):
            return False
        work = list(counts[:34])
        work[ix] += 1
        return is_regular_complete(work)

    def score_win(self, hand: Hand, context: WinContext, ruleset: Ruleset) -> ScoreResult:
        return scorer.score_winner(hand, context, ruleset)

    def refusal(self, hand: Hand, context: WinContext, ruleset: Ruleset) -> str | None:
        # B3: any four sets and a pair win; there is no minimum score
        return None if scorer.score_winner(hand, context, ruleset).valid else NO_WINNING_HAND

    def score_win_json(
        self,
        concealed: Sequence[int],
        winning: int,
        melds: Sequence[MeldSpec],
        bonus: Sequence[str],
        context: WinContext,
        ruleset: Ruleset,
    ) -> str:
        return scorer.score_counts(concealed, winning, melds, bonus, context, ruleset).to_json_text()

    def score_win_total(
        self,
        concealed: Sequence[int],
        winning: int,
        melds: Sequence[MeldSpec],
        bonus: Sequence[str],
        context: WinContext,
        ruleset: Ruleset,
    ) -> int:
        result = scorer.score_counts(concealed, winning, melds, bonus, context, ruleset)
        return result.total if result.valid else 0

    def score_win_keys(
        self,
        keys: Sequence[int],
        winning: int,
        melds: Sequence[MeldSpec],
        bonus: Sequence[str],
        context: WinContext,
        ruleset: Ruleset,
    ) -> str:
        return scorer.score_keys(keys, winning, melds, bonus, context, ruleset).to_json_text()

    def score_loser(self, hand: Hand, seat: Seat, round_wind: Seat, ruleset: Ruleset) -> ScoreResult:
        return scorer.score_loser_hand(hand, seat, round_wind, ruleset)

    def minimum_note(self, ruleset: Ruleset) -> str:
        return ""  # B3: there is no minimum score

    def minimum_points(self, ruleset: Ruleset) -> int:
        return 0  # B3: there is no minimum score

    def big_hand(self, ruleset: Ruleset) -> int | None:
        return None  # B5: the discarder pays the winner like every other loser

    def context_problem(self, context: WinContext) -> str | None:
        if context.final_discard or context.earth:
            flag = "--final-discard" if context.final_discard else "--earth"
            return f"{flag} means nothing under the british ruleset (B7: winning on the last discard scores nothing)"
        if context.final_draw and context.kong_supplement:
            return "--final-draw and --kong-supplement cannot both hold (B1: a loose tile is never the last tile)"
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
        if context.standing_hand and any(kind in (CHOW, PUNG, EXPOSED_KONG) for kind, _ in melds):
            # B2: a Standing Hand is declared before any claim and afterwards claims only for Mah Jong
            return "--standing-hand: a Standing Hand makes no claim, so it has no exposed melds"
        return common_hand_problem(melds, winning, copies_of_winning, has_bonus, context, ruleset)

    # --- the end of the hand -----------------------------------------------------------------------

    def pays_ready_hands(self, ruleset: Ruleset) -> bool:
        return False  # B1: a wall game is replayed without scoring

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
        """One tile from four sets and a pair (B2: the condition of a Standing Hand), a fifth copy excepted."""
        work = list(counts[:34])
        held = list(work)
        for meld in melds:
            for t in meld.tiles:
                held[t.index] += 1
        for i in range(34):
            if held[i] >= 4:
                continue
            work[i] += 1
            ok = is_regular_complete(work)
            work[i] -= 1
            if ok:
                return True
        return False

    def settle(self, ruleset: Ruleset, outcome: HandOutcome) -> Settlement:
        return b5.settle(ruleset, outcome)

    def deal_in_cost(self, ruleset: Ruleset, deal_in: DealIn) -> DealInCost:
        return b5.deal_in_cost(ruleset, deal_in)

    # --- the explainer -----------------------------------------------------------------------------

    def explain_payments(self, settlement: Settlement, ruleset: Ruleset, names: Names = wind_names) -> tuple[str, ...]:
        return tuple(explain.payment_sentences(settlement, names))

    def explain_win(
        self, win: Any, ruleset: Ruleset, names: Names = wind_names, tile_name: TileNamer = tile_notation
    ) -> tuple[str, ...]:
        return tuple(explain.win_lines(win, ruleset, names))

    def explain_draw(self, result: Any, ruleset: Ruleset, names: Names = wind_names) -> tuple[str, ...]:
        return tuple(explain.draw_lines(result, names))

    def explain_prospect(
        self, score: ScoreResult, context: WinContext, ruleset: Ruleset, names: Names = seat_letters
    ) -> tuple[str, ...]:
        return tuple(explain.prospect_lines(score, context.seat, ruleset, names))

    def responsibility_text(
        self,
        claim: WinClaim,
        settled: WinSettlement,
        names: Names = wind_names,
        tile_name: TileNamer = tile_notation,
        translation: gettext.NullTranslations | None = None,
    ) -> str | None:
        return None  # B5: no discarder pays more than the others


SYSTEM = BritishSystem()
