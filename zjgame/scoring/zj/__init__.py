"""The Zung Jung scoring system (ZJ §4-§7, seeds 000-002): the 44 patterns and the Zen Koan additions
(``patterns``), their conditions by category (``simple``, ``honors``, ``sets``, ``terminals``, ``incidental``,
``irregular``), the scorer (``scorer``), the result (``result``), the payment schemes (``payments``), the
payment sentences (``explain``) and the seam implementation (``system``).

    from zjgame.scoring.zj import PATTERNS, score_hand, settle, responsible_seat
"""

from __future__ import annotations

from zjgame.scoring.zj.patterns import ALL_PATTERNS, PATTERNS, PATTERNS_BY_ID, ZEN_KOAN_PATTERNS, Pattern, get_pattern
from zjgame.scoring.zj.payments import (
    PaymentError,
    Responsibility,
    deal_in_cost,
    payers,
    ready_hand_settlement,
    responsible_seat,
    settle,
)
from zjgame.scoring.zj.result import CountedPattern, ZungJungScore
from zjgame.scoring.zj.scorer import score_hand

__all__ = [
    "ALL_PATTERNS",
    "PATTERNS",
    "PATTERNS_BY_ID",
    "ZEN_KOAN_PATTERNS",
    "CountedPattern",
    "Pattern",
    "PaymentError",
    "Responsibility",
    "ZungJungScore",
    "deal_in_cost",
    "get_pattern",
    "payers",
    "ready_hand_settlement",
    "responsible_seat",
    "score_hand",
    "settle",
]
