"""The outcome of a hand: each win (winner, score, payments, responsibility; where every hand is scored, B4-B5,
the losers' scores and the individual payments too) and the hand's result object, whose JSON form is the
per-hand object of ``zjgame replay --json`` and a record's ``result`` (docs/records.md#zjgame-replay).

JSON extensions (added only where they apply, so Zung Jung results read exactly as before): a win of a system
that scores losers adds ``breakdown`` (the winner's ``score --json`` object without ``valid``), ``losers``
(``{"E": {"hand": ..., "total": ..., "basic": ..., "doubles": ..., "items": [...], ...}}``) and ``settlement``
(each payment ``{"payer", "payee", "amount", "reason", "doubled"}``), repeated at the top level like
``patterns``; a hand with a Standing Hand declared adds ``standing`` (the seats, B2); a wall game of a kong-box
ruleset adds ``wall_game`` (``"live_wall"``: the live wall ran out; ``"kong_box"``: a loose tile was needed and
the kong box was empty, B1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from zjgame.engine.rulings import Ruling
from zjgame.rules.hand import Hand
from zjgame.rules.seats import SEATS, Seat
from zjgame.scoring import Payment, ScoreResult, WinContext


def payments_json(payments: tuple[int, ...]) -> dict[str, int]:
    return {s.value: payments[s.index] for s in SEATS}


def score_json(score: ScoreResult) -> dict[str, Any]:
    """A score's ``score --json`` object without ``valid`` (a scored hand in a result is always valid)."""
    out = score.to_json()
    out.pop("valid", None)
    return out


def payment_json(p: Payment) -> dict[str, Any]:
    return {
        "payer": p.payer.value,
        "payee": p.payee.value,
        "amount": p.amount,
        "reason": p.reason,
        "doubled": p.doubled,
    }


@dataclass(frozen=True)
class LoserScore:
    """B4: a loser's hand as it stood at the end (no winning tile) and its score."""

    seat: Seat
    hand: Hand
    score: ScoreResult

    def to_json(self) -> dict[str, Any]:
        return {"hand": self.hand.notation(), **score_json(self.score)}


@dataclass(frozen=True)
class WinResult:
    """One win. ``payments``: net change by seat index (the scoring system's settlement); ``discarder`` is the
    seat whose discard (or kong tile) was won on; ``responsible`` the seat that pays the larger share (ZJ §6),
    ``immune`` its followers. ``score`` is the system's generic ``ScoreResult``. ``losers``: the other seats'
    scores where the system scores every hand (B4), and ``settlement`` the individual payments then (B5)."""

    winner: Seat
    hand: Hand
    context: WinContext
    score: ScoreResult
    payments: tuple[int, ...]
    discarder: Seat | None = None
    responsible: Seat | None = None
    immune: tuple[Seat, ...] = ()
    losers: tuple[LoserScore, ...] = ()
    settlement: tuple[Payment, ...] = ()

    @property
    def value(self) -> int:
        return self.score.total

    @property
    def self_drawn(self) -> bool:
        return self.context.self_drawn

    def to_json(self) -> dict[str, Any]:
        out = {
            "winner": self.winner.value,
            "value": self.value,
            "self_drawn": self.self_drawn,
            "discarder": self.discarder.value if self.discarder else None,
            "responsible": self.responsible.value if self.responsible else None,
            "patterns": self.score.items_json(),
            "payments": payments_json(self.payments),
            "hand": self.hand.notation(),
            "flags": list(self.context.flags),
        }
        out.update(self.every_hand_json())
        return out

    def every_hand_json(self) -> dict[str, Any]:
        """B4-B5: the winner's breakdown, the losers' scores and the payments; empty where losers are not
        scored (Zung Jung)."""
        if not self.losers:
            return {}
        return {
            "breakdown": score_json(self.score),
            "losers": {x.seat.value: x.to_json() for x in self.losers},
            "settlement": [payment_json(p) for p in self.settlement],
        }


@dataclass(frozen=True)
class HandResult:
    """``finished`` False for a hand a record leaves unfinished. ``payments`` by seat index (summed over wins).
    ``ready``: seats paid as ready at an exhaustive draw (variants). ``hands``: every seat's final hand.
    ``standing``: the seats that declared a Standing Hand (B2). ``wall_game``: why a kong-box ruleset's hand
    ended without a winner (``"live_wall"`` or ``"kong_box"``, B1); None otherwise."""

    finished: bool
    wins: tuple[WinResult, ...] = ()
    payments: tuple[int, ...] = (0, 0, 0, 0)
    rulings: tuple[Ruling, ...] = ()
    ready: tuple[Seat, ...] = ()
    hands: tuple[str, ...] = ()
    standing: tuple[Seat, ...] = ()
    wall_game: str | None = None

    @property
    def is_draw(self) -> bool:
        return self.finished and not self.wins

    @property
    def winners(self) -> tuple[Seat, ...]:
        return tuple(w.winner for w in self.wins)

    def to_json(self) -> dict[str, Any]:
        first = self.wins[0] if self.wins else None
        out: dict[str, Any] = {
            "finished": self.finished,
            "winner": first.winner.value if first else None,
            "value": first.value if first else 0,
            "self_drawn": first.self_drawn if first else False,
            "discarder": first.discarder.value if first and first.discarder else None,
            "responsible": first.responsible.value if first and first.responsible else None,
            "patterns": first.score.items_json() if first else [],
            "payments": payments_json(self.payments),
            "wins": [w.to_json() for w in self.wins],
            "rulings": [r.to_json() for r in self.rulings],
        }
        if self.ready:
            out["ready"] = [s.value for s in self.ready]
        if first is not None:
            out.update(first.every_hand_json())
        if self.standing:
            out["standing"] = [s.value for s in self.standing]
        if self.wall_game is not None:
            out["wall_game"] = self.wall_game
        return out
