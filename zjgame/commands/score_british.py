"""``zjgame score`` for a scoring system that scores every hand (docs/score.md#british-scoring, ``--ruleset british``):
a loser's hand (``--loser``, a batch line's ``"loser": true``), a batch line's ``"losers"`` with the settlement
of all four hands (B5), and the readable breakdown with the doubling arithmetic.

Owns the command line's side of it only: reading and checking the hands (a ``+X`` on a loser's hand, a wrong
number of tiles, a fifth copy across the four hands), and formatting. Scores and payments are the ruleset's
scoring system's (``zjgame.scoring``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from zjgame.rules.errors import NotationError
from zjgame.rules.hand import Hand, parse_hand
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.scoring import HandOutcome, ScoreResult, WinClaim, WinContext, seat_letters, system_for
from zjgame.scoring.british.result import BritishScore


class UsageError(ValueError):
    """A command line or batch line that cannot be scored (exit status 2, one line)."""


def _needs_losers(ruleset: Ruleset) -> None:
    if not system_for(ruleset).scores_losers:
        raise UsageError(
            f"ruleset {ruleset.name!r} scores the winner's hand only: no losers' hands (docs/score.md#british-scoring)"
        )


def parse_loser(text: str, ruleset: Ruleset) -> Hand:
    """A loser's hand: 13 tiles (a kong counting as 3), no ``+X``, bonus tiles last."""
    _needs_losers(ruleset)
    hand = parse_hand(text, require_winning=False, allow_bonus=ruleset.bonus_tiles)
    if hand.winning is not None:
        pos = text.index("+")
        raise NotationError(f"a loser's hand is written without the winning tile: +{hand.winning.value}", text, pos)
    size = len(hand.concealed) + 3 * len(hand.melds)
    if size != 13:
        raise NotationError(f"a loser's hand has 13 tiles (a kong counting as 3); this one has {size}", text)
    return hand


def score_loser(text: str, seat: Seat, round_wind: Seat, ruleset: Ruleset) -> tuple[Hand, ScoreResult]:
    hand = parse_loser(text, ruleset)
    return hand, system_for(ruleset).score_loser(hand, seat, round_wind, ruleset)


def _loser_hands(obj: Any, winner: Seat, ruleset: Ruleset) -> dict[Seat, tuple[str, Hand]]:
    """A batch line's ``"losers"``: the other three seats' hands (docs/score.md#british-scoring)."""
    _needs_losers(ruleset)
    if type(obj) is not dict or not all(type(k) is str and type(v) is str for k, v in obj.items()):
        raise UsageError('"losers" must be an object of seat -> hand, e.g. {"E": "123m...", ...}')
    want = [s.value for s in SEATS if s is not winner]
    if sorted(obj, key="ESWN".find) != want:
        raise UsageError(
            f'"losers" needs the hands of the other three seats {", ".join(want)}, not {", ".join(obj) or "none"}'
        )
    out = {}
    for seat in SEATS:
        if seat.value in obj:
            text = obj[seat.value]
            try:
                out[seat] = (text, parse_loser(text, ruleset))
            except NotationError as err:
                raise UsageError(f"loser {seat.value}: {err}") from None
    return out


def check_copies(hands: dict[Seat, Hand]) -> None:
    """No fifth copy of a tile, and no bonus tile twice, across the four hands."""
    seen: Counter[str] = Counter()
    bonus: dict[str, Seat] = {}
    for seat, hand in hands.items():
        seen.update(t.value for t in hand.tiles)
        for b in hand.bonus:
            if b.value in bonus:
                raise UsageError(
                    f"bonus tile {b.value} is in the hands of both {bonus[b.value].value} and {seat.value}"
                )
            bonus[b.value] = seat
    over = sorted((t for t, n in seen.items() if n > 4), key=lambda t: ("mpsz".index(t[1]), t[0]))
    if over:
        raise UsageError(f"a fifth copy of {over[0]} across the four hands: there are only four of each tile")


def settled_json(
    winner_hand: Hand, result: ScoreResult, ctx: WinContext, ruleset: Ruleset, losers_obj: Any
) -> dict[str, Any]:
    """The ``--json`` object of a winner with the other three hands: plus ``losers`` and ``payments`` (B5)."""
    losers = _loser_hands(losers_obj, ctx.seat, ruleset)
    check_copies({ctx.seat: winner_hand, **{s: h for s, (_, h) in losers.items()}})
    out = result.to_json()
    if not result.valid:
        return out
    system = system_for(ruleset)
    scores = {s: system.score_loser(h, s, ctx.round_wind, ruleset) for s, (_, h) in losers.items()}
    claim = WinClaim(ctx.seat, result, ctx, None, (), winner_hand.winning)  # B5: the discarder pays as all do
    settlement = system.settle(ruleset, HandOutcome((claim,), scores))
    out["losers"] = {s.value: _loser_json(r) for s, r in scores.items()}
    out["payments"] = {s.value: settlement.net(s) for s in SEATS}
    return out


def _loser_json(result: ScoreResult) -> dict[str, Any]:
    assert isinstance(result, BritishScore)
    return result.loser_json()


def readable(text: str, result: ScoreResult, ctx: WinContext, ruleset: Ruleset, loser: bool = False) -> str:
    """The breakdown (docs/score.md#british-scoring): arrangement, each item with its points or doubles, the doubling
    arithmetic, the limit where it applies, the total, and what the hand pays."""
    how = "a loser's hand" if loser else ("self-drawn" if ctx.self_drawn else "won on a discard")
    flags = f", {', '.join(ctx.flags)}" if ctx.flags else ""
    out = [f"Hand: {text}  ({how}, seat {ctx.seat.value}, round {ctx.round_wind.value}, ruleset {ruleset.name}{flags})"]
    if not result.valid:
        out.append(f"Cannot win: {result.reason}")
        return "\n".join(out)
    assert isinstance(result, BritishScore)
    out.append(f"Arrangement: {result.arrangement_text or '(no sets)'}")
    width = max([len(x.name) for x in result.items] + [30])
    for line in result.items:
        out.append(f"  {line.name:<{width}} {line.amount_text():>9}")
    if not result.items:
        out.append("  Nothing scores.")
    out.append(f"Basic points {result.basic}, doubles {result.doubles}: {result.arithmetic}")
    if result.limit_note:
        out.append(result.limit_note)
    out.append(f"Total: {result.total}")
    out.extend(system_for(ruleset).explain_prospect(result, ctx, ruleset, names=seat_letters))
    return "\n".join(out)
