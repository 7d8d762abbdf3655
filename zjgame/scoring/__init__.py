"""Scoring (pure): the scoring-system seam and the systems behind it, Zung Jung (``zjgame.scoring.zj``, ZJ
§4-§7) and classic British (``zjgame.scoring.british``, B3-B5).

The ruleset's ``scoring_system`` picks the system (``system_for``); everything else reads the generic values:
``ScoreResult`` (lines of points or doubles, the total, the limit note), ``Settlement`` (nets, payments with
reasons, the system's extras), ``DealInCost``. The functions here dispatch to the ruleset's system:

    from zjgame.scoring import WinContext, score_hand, score_loser, settle_hand, cost_of_deal_in, system_for
"""

from __future__ import annotations

from zjgame.rules.hand import Hand
from zjgame.rules.ruleset import ZJ, Ruleset
from zjgame.rules.seats import Seat
from zjgame.scoring.context import ALL_FLAGS, FLAG_NAMES, ScoringInputError, WinContext
from zjgame.scoring.result import ArrangementView, ScoreLine, ScoreResult, Unit
from zjgame.scoring.settlement import (
    DealIn,
    DealInCost,
    HandOutcome,
    Payment,
    Settlement,
    SettlementError,
    WinClaim,
    WinSettlement,
)
from zjgame.scoring.system import ScoringSystem, get_system, system_for, system_names
from zjgame.scoring.words import Names, TileNamer, seat_letters, tile_english, tile_notation, wind_names

DEFAULT_CONTEXT = WinContext()


def score_hand(hand: Hand, context: WinContext = DEFAULT_CONTEXT, ruleset: Ruleset = ZJ) -> ScoreResult:
    """Score a winner's complete hand (``hand.winning`` set) under the ruleset's system; ``valid=False`` with
    the reason when it cannot win."""
    return system_for(ruleset).score_win(hand, context, ruleset)


def score_loser(hand: Hand, seat: Seat, round_wind: Seat, ruleset: Ruleset) -> ScoreResult:
    """Score a loser's hand (no winning tile) where the system scores losers (B4); ``ScoringInputError``
    otherwise."""
    return system_for(ruleset).score_loser(hand, seat, round_wind, ruleset)


def settle_hand(ruleset: Ruleset, outcome: HandOutcome) -> Settlement:
    """The settlement of a finished hand under the ruleset's system."""
    return system_for(ruleset).settle(ruleset, outcome)


def cost_of_deal_in(ruleset: Ruleset, deal_in: DealIn) -> DealInCost:
    """What a seat would pay if the winner won on its discard (and its share of a self-drawn win)."""
    return system_for(ruleset).deal_in_cost(ruleset, deal_in)


__all__ = [
    "ALL_FLAGS",
    "DEFAULT_CONTEXT",
    "FLAG_NAMES",
    "ArrangementView",
    "DealIn",
    "DealInCost",
    "HandOutcome",
    "Names",
    "Payment",
    "ScoreLine",
    "ScoreResult",
    "ScoringInputError",
    "ScoringSystem",
    "Settlement",
    "SettlementError",
    "TileNamer",
    "Unit",
    "WinClaim",
    "WinContext",
    "WinSettlement",
    "cost_of_deal_in",
    "get_system",
    "score_hand",
    "score_loser",
    "seat_letters",
    "settle_hand",
    "system_for",
    "system_names",
    "tile_english",
    "tile_notation",
    "wind_names",
]
