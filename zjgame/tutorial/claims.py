"""What a lesson's text says about the rules, as values the tests check against the scorer and the engine, and
the helpers that ask the scorer for them (so a lesson's numbers are never written by hand).

- ``ScoreClaim``: this hand scores these lines and this total (``score_hand``);
- ``PaymentClaim``: this win settles with these nets (``settle_hand``; the lesson's table, ``at_table``, must
  produce the very same win and payments);
- ``DealInClaim``: a discard into this hand would cost the payer this much (``cost_of_deal_in``);
- ``RulingClaim``: at the lesson's table, this claim window is decided with this ruling (the engine's);
- ``OptionClaim``: at the lesson's table, this seat is (not) offered this claim on that discard;
- ``ShapeClaim``: this hand is (not) a winning hand;
- ``SupplementClaim``: at the lesson's table, this seat draws this supplement tile after its kong;
- ``DrawClaim``: a drawn hand pays nothing.

Owns: the claim values, ``RULESET`` (the tutorial teaches the default Zung Jung preset), ``score_claim``,
``predict_win``, ``deal_in_claim``, ``payment_lines``. Pure.
"""

from __future__ import annotations

from dataclasses import dataclass

from zjgame.engine.result import WinResult
from zjgame.rules.hand import parse_hand
from zjgame.rules.ruleset import DEFAULT_RULESET
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import (
    DealIn,
    HandOutcome,
    ScoreResult,
    WinClaim,
    WinContext,
    cost_of_deal_in,
    score_hand,
    settle_hand,
    system_for,
)
from zjgame.tutorial.words import tile_name

RULESET = DEFAULT_RULESET
Discards = tuple[tuple[Seat, Tile], ...]


@dataclass(frozen=True)
class ScoreClaim:
    hand: str
    seat: Seat
    self_drawn: bool
    lines: tuple[tuple[str, int], ...]  # (pattern name, points of the line)
    total: int


@dataclass(frozen=True)
class PaymentClaim:
    winner: Seat
    hand: str
    self_drawn: bool
    discarder: Seat | None
    discards: Discards
    nets: tuple[int, int, int, int]
    at_table: bool = False


@dataclass(frozen=True)
class DealInClaim:
    payer: Seat
    winner: Seat
    value: int
    tile: Tile
    discards: Discards
    amount: int
    responsible: bool


@dataclass(frozen=True)
class RulingClaim:
    kind: str  # interception, precedence
    discarder: Seat
    tile: Tile
    awarded: Seat
    outclaimed: Seat


@dataclass(frozen=True)
class OptionClaim:
    seat: Seat
    discarder: Seat
    tile: Tile
    kind: str  # an action type: chow, pung, kong, win
    offered: bool


@dataclass(frozen=True)
class ShapeClaim:
    hand: str
    seat: Seat
    complete: bool


@dataclass(frozen=True)
class SupplementClaim:
    seat: Seat
    tile: Tile


@dataclass(frozen=True)
class DrawClaim:
    nets: tuple[int, int, int, int]


Claim = ScoreClaim | PaymentClaim | DealInClaim | RulingClaim | OptionClaim | ShapeClaim | SupplementClaim | DrawClaim


def context(seat: Seat, self_drawn: bool) -> WinContext:
    return WinContext(seat=seat, round_wind=Seat.E, self_drawn=self_drawn)


def score_claim(hand: str, seat: Seat, self_drawn: bool) -> tuple[ScoreClaim, ScoreResult]:
    """The scorer's lines and total for ``hand`` (notation with ``+X``) won by ``seat``; ``ValueError`` if it
    cannot win."""
    score = score_hand(parse_hand(hand), context(seat, self_drawn), RULESET)
    if not score.valid:
        raise ValueError(f"the lesson's hand {hand} cannot win: {score.reason}")
    lines = tuple((line.name, line.value) for line in score.lines)
    return ScoreClaim(hand, seat, self_drawn, lines, score.total), score


def shape_claim(hand: str, seat: Seat) -> tuple[ShapeClaim, ScoreResult]:
    score = score_hand(parse_hand(hand), context(seat, True), RULESET)
    return ShapeClaim(hand, seat, score.valid), score


def predict_win(
    hand: str,
    winner: Seat,
    self_drawn: bool,
    discarder: Seat | None = None,
    discards: Discards = (),
    at_table: bool = False,
) -> tuple[PaymentClaim, WinResult]:
    """The win as the engine would settle it (``settle_hand``): its claim and a ``WinResult`` for the
    explainers. ``discards``: every discard of the hand in order, the winning one last."""
    parsed = parse_hand(hand)
    ctx = context(winner, self_drawn)
    score = score_hand(parsed, ctx, RULESET)
    if not score.valid:
        raise ValueError(f"the lesson's hand {hand} cannot win: {score.reason}")
    claim = WinClaim(winner, score, ctx, discarder, discards, parsed.winning)
    settlement = settle_hand(RULESET, HandOutcome(wins=(claim,), dealer=Seat.E))
    share = settlement.wins[0]
    win = WinResult(winner, parsed, ctx, score, settlement.nets, discarder, share.responsible, share.immune)
    return PaymentClaim(winner, hand, self_drawn, discarder, discards, settlement.nets, at_table), win


def deal_in_claim(payer: Seat, winner: Seat, value: int, tile: Tile, discards: Discards) -> DealInClaim:
    cost = cost_of_deal_in(RULESET, DealIn(payer, winner, value, tile, discards, Seat.E))
    return DealInClaim(payer, winner, value, tile, discards, cost.amount, cost.responsible)


def draw_claim() -> DrawClaim:
    return DrawClaim(settle_hand(RULESET, HandOutcome(dealer=Seat.E)).nets)


def payment_lines(win: WinResult, names: tuple[str, str, str, str]) -> tuple[str, ...]:
    """The scoring system's sentences for who paid what and why (the score panel's), with the lesson's names
    and tile names."""
    return system_for(RULESET).explain_win(win, RULESET, names=lambda s: names[s.index], tile_name=tile_name)
