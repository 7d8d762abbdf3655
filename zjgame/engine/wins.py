"""Wins: whether a seat may win, the win context (ZJ §5 incidental bonuses), the settled result of a win and the
ready-hand payments of an exhaustive draw, all asked of the ruleset's scoring system
(``zjgame.scoring.system_for``): the engine never counts points or payments itself, and the win check always
asks the system (which checks the shape first and scores only where its legality needs a score).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from zjgame.engine.result import WinResult
from zjgame.engine.rulings import Ruling, responsibility_ruling
from zjgame.rules.hand import Hand
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import BONUS_TILES, TILES34, Tile
from zjgame.scoring import HandOutcome, ScoreResult, WinClaim, WinContext, system_for

# 0..41 index -> Tile (the inverse of ``Tile.index``, a plain attribute).
TILE_BY_IX: tuple[Tile, ...] = TILES34 + BONUS_TILES
# The other seats in turn order after each seat (ZJ §2 interception order), by seat index.
AFTER: tuple[tuple[Seat, Seat, Seat], ...] = tuple(s.after() for s in SEATS)


def self_drawn_context(
    seat: Seat,
    round_wind: Seat,
    discard_log: Sequence[tuple[Seat, Tile]],
    east_kong: bool,
    draws_left: int,
    supplement: bool,
) -> WinContext:
    # ZJ §5: Heaven is East's win on the initial 14 (no discard yet), its winning tile East's first draw;
    # spoiled by a concealed kong. A replacement for a bonus tile set aside in play is not the first draw
    # (ZK §7 exempts only bonus tiles set aside during the deal; a win on a replacement scores 9.2).
    heaven = seat is Seat.E and not discard_log and not east_kong and not supplement
    return WinContext(
        seat=seat,
        round_wind=round_wind,
        self_drawn=True,
        final_draw=draws_left == 0,
        kong_supplement=supplement,
        heaven=heaven,
    )


def discard_context(
    seat: Seat,
    round_wind: Seat,
    discarder: Seat,
    kind: str,
    riverbed: bool,
    discard_log: Sequence[tuple[Seat, Tile]],
    east_kong: bool,
) -> WinContext:
    # ZJ §5: Earth is a non-East win on East's very first discard, spoiled by East's concealed kong.
    earth = kind == "discard" and len(discard_log) == 1 and discarder is Seat.E and not east_kong
    return WinContext(
        seat=seat,
        round_wind=round_wind,
        final_discard=riverbed and kind == "discard",
        robbing_kong=kind != "discard",
        earth=earth,
    )


def make_hand(concealed: Sequence[Tile], melds: tuple[Meld, ...], bonus: tuple[Tile, ...], tile: Tile) -> Hand:
    """The written hand of a win: ``concealed`` are the tiles before the winning ``tile``."""
    return Hand(tuple(concealed), melds, tile, bonus)


def score_win(
    ruleset: Ruleset,
    concealed: Sequence[Tile],
    melds: tuple[Meld, ...],
    bonus: tuple[Tile, ...],
    tile: Tile,
    context: WinContext,
) -> ScoreResult:
    return system_for(ruleset).score_win(make_hand(concealed, melds, bonus, tile), context, ruleset)


def may_win(
    ruleset: Ruleset,
    counts: Sequence[int],
    concealed: Sequence[Tile],
    melds: tuple[Meld, ...],
    bonus: tuple[Tile, ...],
    tile: Tile,
    context: Callable[[], WinContext],
    thirteen_only: bool = False,
) -> bool:
    """Whether the engine offers the win: the scoring system's answer (a winning shape, and a valid score where
    the system's legality needs one, e.g. a minimum, ZJ §4). ``context`` is called only when a score is needed."""
    return system_for(ruleset).may_win(ruleset, counts, concealed, melds, bonus, tile, context, thirteen_only)


def minimum_note(ruleset: Ruleset) -> str:
    """What else than the shape stops a win, for an illegal-win message (`` or scores under the 5-point ...``)."""
    return system_for(ruleset).minimum_note(ruleset)


def win_result(
    ruleset: Ruleset,
    seat: Seat,
    concealed: Sequence[Tile],
    melds: tuple[Meld, ...],
    bonus: tuple[Tile, ...],
    tile: Tile,
    context: WinContext,
    discarder: Seat | None = None,
    discards: Sequence[tuple[Seat, Tile]] = (),
) -> tuple[WinResult, Ruling | None]:
    """Score and settle one win through the scoring system. ``concealed`` excludes the winning ``tile``. On a
    discard (or robbing a kong): ``discards`` is the hand's discard list with the winning discard (or the
    robbed kong tile, as its owner's discard) last, and the system's responsibility ruling comes with the win."""
    system = system_for(ruleset)
    hand = make_hand(concealed, melds, bonus, tile)
    score = system.score_win(hand, context, ruleset)
    if not score.valid:
        raise ValueError(f"the engine offered {seat}'s win on {tile} but the scorer rejects it: {score.reason}")
    claim = WinClaim(seat, score, context, discarder, tuple(discards), tile)
    settled = system.settle(ruleset, HandOutcome((claim,)))
    share = settled.wins[0]
    win = WinResult(seat, hand, context, score, settled.nets, discarder, share.responsible, share.immune)
    if context.self_drawn or discarder is None:
        return win, None
    text = system.responsibility_text(claim, share)
    if text is None:
        return win, None
    return win, responsibility_ruling(tile, seat, discarder, text)


def pays_ready_hands(ruleset: Ruleset) -> bool:
    """Whether ready hands are paid at an exhaustive draw (Zen Koan §7)."""
    return system_for(ruleset).pays_ready_hands(ruleset)


def is_ready(
    ruleset: Ruleset,
    seat: Seat,
    round_wind: Seat,
    counts: Sequence[int],
    concealed: Sequence[Tile],
    melds: tuple[Meld, ...],
    bonus: tuple[Tile, ...],
) -> bool:
    """ZK §7: the scoring system's answer whether the seat is ready (a legal win one tile away)."""
    return system_for(ruleset).is_ready(ruleset, seat, round_wind, counts, concealed, melds, bonus)


def ready_payments(ruleset: Ruleset, ready: Sequence[Seat]) -> tuple[int, ...]:
    """The nets of an exhaustive draw with ``ready`` seats (Zen Koan §7), by seat index."""
    return system_for(ruleset).settle(ruleset, HandOutcome(ready=tuple(ready))).nets
