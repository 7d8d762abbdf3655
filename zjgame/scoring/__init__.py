"""Scoring (pure): the 44 Zung Jung patterns, the scorer and the payment schemes (ZJ §4-§7).

from zjgame.scoring import WinContext, ScoreResult, score_hand, PATTERNS
"""

from __future__ import annotations

from zjgame.scoring.context import FLAG_NAMES, WinContext
from zjgame.scoring.patterns import ALL_PATTERNS, PATTERNS, PATTERNS_BY_ID, ZEN_KOAN_PATTERNS, Pattern, get_pattern
from zjgame.scoring.payments import (
    PaymentError,
    Responsibility,
    deal_in_cost,
    payers,
    ready_hand_settlement,
    responsible_seat,
    settle,
)
from zjgame.scoring.result import ArrangementView, CountedPattern, ScoreResult, Unit
from zjgame.scoring.scorer import ScoringInputError, score_hand

__all__ = [
    "ALL_PATTERNS",
    "FLAG_NAMES",
    "PATTERNS",
    "PATTERNS_BY_ID",
    "ZEN_KOAN_PATTERNS",
    "ArrangementView",
    "CountedPattern",
    "Pattern",
    "PaymentError",
    "Responsibility",
    "ScoreResult",
    "ScoringInputError",
    "Unit",
    "WinContext",
    "deal_in_cost",
    "get_pattern",
    "payers",
    "ready_hand_settlement",
    "responsible_seat",
    "score_hand",
    "settle",
]
