"""The settlement of a finished hand, as values every scoring system produces and every reader takes: what
happened (``HandOutcome``: the wins with their scores, the losers' scores where the system scores losers, the
seats ready at an exhaustive draw), and who pays whom (``Settlement``: every seat's net, each individual
``Payment`` payer -> payee with a reason code, and per win the system's extras such as Zung Jung's
responsibility and same-round immunity). Also the question the computer players' danger model asks
(``DealIn`` -> ``DealInCost``): never a number of their own.

Reason codes of ``Payment.reason``:
- Zung Jung (ZJ §6-§7): ``self_drawn`` (each pays the value), ``discard_each`` (a discard win at or under the
  standard score, or with nobody responsible: each pays the value), ``discard_standard`` (a seat not
  responsible pays the standard score), ``discard_responsible`` (the responsible seat pays the rest),
  ``discarder_pays`` (Zen Koan: the discarder alone pays 3 x value), ``ready`` (Zen Koan: a ready-hand
  payment at an exhaustive draw);
- British (B5): ``winner`` (a loser pays the winner's score), ``difference`` (a loser pays a loser with a higher
  score the difference).
``doubled``: East's double (ZK §7, B5) is in the amount.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring.context import WinContext
from zjgame.scoring.result import ScoreResult

Nets = tuple[int, int, int, int]


class SettlementError(ValueError):
    """An outcome that describes no possible settlement (a discard win without its discarder, a missing loser)."""


@dataclass(frozen=True)
class WinClaim:
    """One win of a finished hand. ``discarder``: the seat whose discard (or added kong tile) was won on;
    ``discards``: every discard of the hand in order with the winning one (or the robbed kong tile, as its
    owner's discard) last (Zung Jung's responsibility reads it); ``tile``: the winning tile."""

    winner: Seat
    score: ScoreResult
    context: WinContext
    discarder: Seat | None = None
    discards: tuple[tuple[Seat, Tile], ...] = ()
    tile: Tile | None = None

    @property
    def self_drawn(self) -> bool:
        return self.context.self_drawn


@dataclass(frozen=True)
class HandOutcome:
    """What a hand ended with. ``losers``: each loser's score, for systems that score losers (B4); ``ready``: the
    seats ready at an exhaustive draw, for systems that pay ready hands (Zen Koan); ``dealer``: East."""

    wins: tuple[WinClaim, ...] = ()
    losers: Mapping[Seat, ScoreResult] = field(default_factory=dict)
    ready: tuple[Seat, ...] = ()
    dealer: Seat = Seat.E


@dataclass(frozen=True)
class Payment:
    """``payer`` pays ``payee`` ``amount`` (positive) for ``reason`` (a code, above); ``win``: the index of the
    win it belongs to (-1: none, an exhaustive draw); ``doubled``: East's double is in the amount."""

    payer: Seat
    payee: Seat
    amount: int
    reason: str
    win: int = 0
    doubled: bool = False


@dataclass(frozen=True)
class WinSettlement:
    """One win's share of the settlement. ``responsible``/``immune``/``responsibility`` are Zung Jung's (ZJ §6):
    the seat paying the larger share, the seats that only followed, and why (``discarder``,
    ``first_discarder``, ``winner_threw_first``, ``no_immunity``); None and empty in systems without them."""

    winner: Seat
    nets: Nets
    responsible: Seat | None = None
    immune: tuple[Seat, ...] = ()
    responsibility: str | None = None


@dataclass(frozen=True)
class Settlement:
    """Every seat's net (by seat index, zero-sum), the individual payments, each win's share, the ready seats."""

    nets: Nets
    payments: tuple[Payment, ...] = ()
    wins: tuple[WinSettlement, ...] = ()
    ready: tuple[Seat, ...] = ()

    def net(self, seat: Seat) -> int:
        return self.nets[seat.index]

    def by_seat(self) -> dict[Seat, int]:
        return {s: self.nets[s.index] for s in SEATS}


def nets_of(payments: tuple[Payment, ...]) -> Nets:
    """The nets the payments add up to (zero-sum by construction)."""
    out = [0, 0, 0, 0]
    for p in payments:
        out[p.payer.index] -= p.amount
        out[p.payee.index] += p.amount
    return (out[0], out[1], out[2], out[3])


@dataclass(frozen=True)
class DealIn:
    """The danger model's question: what does ``payer`` pay if ``winner`` wins with a hand worth ``value`` on
    ``payer``'s discard of ``tile``? ``discards``: the hand's discards so far with that discard last."""

    payer: Seat
    winner: Seat
    value: int
    tile: Tile
    discards: tuple[tuple[Seat, Tile], ...] = ()
    dealer: Seat = Seat.E


@dataclass(frozen=True)
class DealInCost:
    """``amount``: what the payer pays for the win on its discard; ``responsible``: the payer would be the seat
    responsible for it (Zung Jung); ``self_drawn_share``: what the payer pays if the winner draws it instead."""

    amount: int
    responsible: bool
    self_drawn_share: int
