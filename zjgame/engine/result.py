"""The outcome of a hand: each win (winner, score, payments, responsibility) and the hand's result object,
whose JSON form is the per-hand object of ``zjgame replay --json`` and a record's ``result`` (interfaces §4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from zjgame.engine.rulings import Ruling
from zjgame.rules.hand import Hand
from zjgame.rules.seats import SEATS, Seat
from zjgame.scoring import ScoreResult, WinContext


def payments_json(payments: tuple[int, ...]) -> dict[str, int]:
    return {s.value: payments[s.index] for s in SEATS}


@dataclass(frozen=True)
class WinResult:
    """One win. ``payments``: net change by seat index (the scoring system's settlement); ``discarder`` is the
    seat whose discard (or kong tile) was won on; ``responsible`` the seat that pays the larger share (ZJ §6),
    ``immune`` its followers. ``score`` is the system's generic ``ScoreResult``."""

    winner: Seat
    hand: Hand
    context: WinContext
    score: ScoreResult
    payments: tuple[int, ...]
    discarder: Seat | None = None
    responsible: Seat | None = None
    immune: tuple[Seat, ...] = ()

    @property
    def value(self) -> int:
        return self.score.total

    @property
    def self_drawn(self) -> bool:
        return self.context.self_drawn

    def to_json(self) -> dict[str, Any]:
        return {
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


@dataclass(frozen=True)
class HandResult:
    """``finished`` False for a hand a record leaves unfinished. ``payments`` by seat index (summed over wins).
    ``ready``: seats paid as ready at an exhaustive draw (variants). ``hands``: every seat's final hand."""

    finished: bool
    wins: tuple[WinResult, ...] = ()
    payments: tuple[int, ...] = (0, 0, 0, 0)
    rulings: tuple[Ruling, ...] = ()
    ready: tuple[Seat, ...] = ()
    hands: tuple[str, ...] = ()

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
        return out
