"""Wins: whether a seat may win (shape first, then the scorer for the ruleset's minimum), the win context
(ZJ §5 incidental bonuses), and the settled result of a win (ZJ §6: responsibility, immunity, payments).

The engine asks the scorer (``zjgame.scoring``); it never counts points itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from zjgame.engine.result import WinResult
from zjgame.engine.rulings import Ruling, responsibility_ruling
from zjgame.rules.hand import Hand
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.shapes import TERMINAL_HONOR_INDICES, is_complete, is_thirteen_terminals, wait_indices
from zjgame.rules.tiles import BONUS_TILES, TILES34, Tile
from zjgame.scoring import ScoreResult, WinContext, ready_hand_settlement, responsible_seat, score_hand, settle

# 0..41 index -> Tile (the inverse of ``Tile.index``, a plain attribute).
TILE_BY_IX: tuple[Tile, ...] = TILES34 + BONUS_TILES
# The other seats in turn order after each seat (ZJ §2 interception order), by seat index.
AFTER: tuple[tuple[Seat, Seat, Seat], ...] = tuple(s.after() for s in SEATS)


def has_winning_shape(counts: Sequence[int], tile: Tile, thirteen_only: bool = False) -> bool:
    """Whether the concealed tiles (a 42-count array) plus ``tile`` form a winning shape (ZJ §4). A kept bonus
    tile can never be part of a winning hand (ZK §7)."""
    ix = tile.index
    if ix >= 34 or any(counts[34:]):
        return False
    work = list(counts[:34])
    work[ix] += 1
    if thirteen_only:
        return is_thirteen_terminals(work)
    return _may_be_complete(work) and is_complete(work)


def _may_be_complete(c: list[int]) -> bool:
    """A cheap necessary condition for ``is_complete`` (most hands fail it): a regular hand holds no honour
    once or four times and has exactly one group (a suit, or an honour) whose count leaves 2 over sets;
    Seven Pairs needs every count even; Thirteen Terminals every honour and 14 terminals and honours."""
    honors = c[27:]
    if 1 not in honors and 4 not in honors:
        twos = honors.count(2)
        for lo in (0, 9, 18):
            r = sum(c[lo : lo + 9]) % 3
            if r == 1:
                twos = 2
                break
            if r == 2:
                twos += 1
        if twos == 1:
            return True
    if 1 not in honors and 3 not in honors and not any([n & 1 for n in c]):
        return True
    return 0 not in honors and sum([c[k] for k in TERMINAL_HONOR_INDICES]) == 14


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
    return score_hand(make_hand(concealed, melds, bonus, tile), context, ruleset)


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
    """Whether the engine offers the win: a winning shape, and under a minimum (zj-min5, Zen Koan) a valid
    score (ZJ §4: a hand under the minimum is not offered). ``context`` is called only when a score is needed."""
    if not has_winning_shape(counts, tile, thirteen_only):
        return False
    if ruleset.min_points <= 0:
        return True
    return score_win(ruleset, concealed, melds, bonus, tile, context()).valid


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
    """Score and settle a win (ZJ §6). ``concealed`` excludes the winning ``tile``. Self-drawn (``context``
    says so): each of the three others pays the value. On a discard (or robbing a kong): ``discards`` is the
    hand's discard list with the winning discard (or the robbed kong tile, as its owner's discard) last, and
    the responsibility ruling comes with the win."""
    hand = make_hand(concealed, melds, bonus, tile)
    score = score_hand(hand, context, ruleset)
    if not score.valid:
        raise ValueError(f"the engine offered {seat}'s win on {tile} but the scorer rejects it: {score.reason}")
    if context.self_drawn:
        pay = settle(ruleset, score.total, seat, True, None, None)
        return WinResult(seat, hand, context, score, tuple(pay[s] for s in SEATS)), None
    assert discarder is not None
    resp = responsible_seat(discards, seat, tile, ruleset)
    pay = settle(ruleset, score.total, seat, False, discarder, resp.seat)
    win = WinResult(seat, hand, context, score, tuple(pay[s] for s in SEATS), discarder, resp.seat, resp.immune)
    ruling = responsibility_ruling(tile, seat, discarder, resp.seat, resp.immune, pay, resp.explain(seat, tile))
    return win, ruling


def is_ready(
    ruleset: Ruleset,
    seat: Seat,
    round_wind: Seat,
    counts: Sequence[int],
    concealed: Sequence[Tile],
    melds: tuple[Meld, ...],
    bonus: tuple[Tile, ...],
) -> bool:
    """ZK §7 decision: ready when some tile would complete a legal winning hand (the minimum included, on a
    discard or self-drawn) and not all four copies of it are in the seat's own hand and melds."""
    if any(counts[34:]):
        return False
    work = list(counts[:34])
    held = list(work)
    for meld in melds:
        for t in meld.tiles:
            held[t.index] += 1
    for i in wait_indices(work, held):
        tile = TILE_BY_IX[i]
        for self_drawn in (False, True):
            context = WinContext(seat=seat, round_wind=round_wind, self_drawn=self_drawn)
            if ruleset.min_points <= 0 or score_win(ruleset, concealed, melds, bonus, tile, context).valid:
                return True
    return False


def ready_payments(ruleset: Ruleset, ready: Sequence[Seat]) -> tuple[int, ...]:
    pay = ready_hand_settlement(ruleset, ready)
    return tuple(pay[s] for s in SEATS)
