"""Wins: whether a seat may win, the win context (ZJ §5 incidental bonuses), the settled result of a win and the
ready-hand payments of an exhaustive draw, all asked of the ruleset's scoring system
(``zjgame.scoring.system_for``): the engine never counts points or payments itself, and the win check always
asks the system (which checks the shape first and scores only where its legality needs a score).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from zjgame.engine.result import LoserScore, WinResult
from zjgame.engine.rulings import Ruling, responsibility_ruling
from zjgame.i18n import ENGLISH
from zjgame.rules.hand import Hand
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import BONUS_TILES, TILES34, Tile
from zjgame.scoring import ALL_FLAGS, HandOutcome, ScoreResult, WinClaim, WinContext, system_for

# 0..41 index -> Tile (the inverse of ``Tile.index``, a plain attribute).
TILE_BY_IX: tuple[Tile, ...] = TILES34 + BONUS_TILES
# The other seats in turn order after each seat (ZJ §2 interception order), by seat index.
AFTER: tuple[tuple[Seat, Seat, Seat], ...] = tuple(s.after() for s in SEATS)


def self_drawn_context(
    ruleset: Ruleset,
    seat: Seat,
    round_wind: Seat,
    discard_log: Sequence[tuple[Seat, Tile]],
    east_kong: bool,
    draws_left: int,
    supplement: bool,
    standing: bool = False,
) -> WinContext:
    if not ruleset.dead_wall_replenished:
        # B1: a loose tile is never the last tile of the wall. B4 Original Hand: East on the 14 tiles held at
        # the start of play, before any discard and without a kong; bonus tiles replaced in the deal (East's
        # last tile may be a loose tile) do not spoil it, and it has no winning tile of its own.
        original = seat is Seat.E and not discard_log and not east_kong
        return _known(
            ruleset,
            WinContext(
                seat=seat,
                round_wind=round_wind,
                self_drawn=True,
                final_draw=draws_left == 0 and not supplement,
                kong_supplement=supplement and not original,
                heaven=original,
                standing_hand=standing,
            ),
        )
    # ZJ §5: Heaven is East's win on the initial 14 (no discard yet), its winning tile East's first draw;
    # spoiled by a concealed kong. A replacement for a bonus tile set aside in play is not the first draw
    # (ZK §7 exempts only bonus tiles set aside during the deal; a win on a replacement scores 9.2).
    heaven = seat is Seat.E and not discard_log and not east_kong and not supplement
    return _known(
        ruleset,
        WinContext(
            seat=seat,
            round_wind=round_wind,
            self_drawn=True,
            final_draw=draws_left == 0,
            kong_supplement=supplement,
            heaven=heaven,
            standing_hand=standing,
        ),
    )


def discard_context(
    ruleset: Ruleset,
    seat: Seat,
    round_wind: Seat,
    discarder: Seat,
    kind: str,
    riverbed: bool,
    discard_log: Sequence[tuple[Seat, Tile]],
    east_kong: bool,
    standing: bool = False,
) -> WinContext:
    # ZJ §5: Earth is a non-East win on East's very first discard, spoiled by East's concealed kong.
    earth = kind == "discard" and len(discard_log) == 1 and discarder is Seat.E and not east_kong
    return _known(
        ruleset,
        WinContext(
            seat=seat,
            round_wind=round_wind,
            final_discard=riverbed and kind == "discard",
            robbing_kong=kind != "discard",
            earth=earth,
            standing_hand=standing,
        ),
    )


def _known(ruleset: Ruleset, context: WinContext) -> WinContext:
    """``context`` with only the flags the ruleset's scoring system knows (B7: British has no Earth and scores
    nothing for the last discard; Zung Jung has no Standing Hand), so a win's flags say what was scored."""
    known = system_for(ruleset).flags
    unknown = {name: False for name in ALL_FLAGS if name not in known and getattr(context, name)}
    return replace(context, **unknown) if unknown else context  # type: ignore[arg-type]  # (bool flags only)


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
    losers: Sequence[tuple[Seat, Hand]] = (),
) -> tuple[WinResult, Ruling | None]:
    """Score and settle one win through the scoring system. ``concealed`` excludes the winning ``tile``. On a
    discard (or robbing a kong): ``discards`` is the hand's discard list with the winning discard (or the
    robbed kong tile, as its owner's discard) last, and the system's responsibility ruling comes with the win.
    ``losers``: the other seats' hands as they stand; a system that scores losers (B4) scores each and settles
    with them (B5), and the win carries their scores and the individual payments."""
    system = system_for(ruleset)
    hand = make_hand(concealed, melds, bonus, tile)
    score = system.score_win(hand, context, ruleset)
    if not score.valid:
        raise ValueError(f"the engine offered {seat}'s win on {tile} but the scorer rejects it: {score.reason}")
    claim = WinClaim(seat, score, context, discarder, tuple(discards), tile)
    scored: tuple[LoserScore, ...] = ()
    if system.scores_losers and losers:
        # B4: every hand is shown and scored, the losers' too (their concealed tiles arranged for their best)
        scored = tuple(LoserScore(s, h, system.score_loser(h, s, context.round_wind, ruleset)) for s, h in losers)
    outcome = HandOutcome((claim,), {x.seat: x.score for x in scored})
    settled = system.settle(ruleset, outcome)
    share = settled.wins[0]
    win = WinResult(
        seat,
        hand,
        context,
        score,
        settled.nets,
        discarder,
        share.responsible,
        share.immune,
        scored,
        settled.payments if scored else (),
    )
    if context.self_drawn or discarder is None:
        return win, None
    text = system.responsibility_text(claim, share, translation=ENGLISH)  # kept in records: always English
    if text is None:
        return win, None
    return win, responsibility_ruling(tile, seat, discarder, text)


def scores_losers(ruleset: Ruleset) -> bool:
    """Whether the system scores every hand, the losers' too (B4), and settles with them (B5)."""
    return system_for(ruleset).scores_losers


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
