"""The claims on offer when a claim window opens (ZJ §2, B2): who may claim a discard and with what, who may rob a
kong, and the win context of such a claim. Read from a hand's fields (``RoundFields``); the table opens the
window with them (``zjgame.engine.table``).
"""

from __future__ import annotations

from collections.abc import Sequence

from zjgame.engine import actions as A
from zjgame.engine.actions import Action
from zjgame.engine.codes import WindowKind
from zjgame.engine.fields import RoundFields
from zjgame.engine.window import Options
from zjgame.engine.wins import AFTER, TILE_BY_IX, discard_context, may_win
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import WinContext


def claim_context(t: RoundFields, seat: Seat, discarder: Seat, kind: WindowKind, riverbed: bool) -> WinContext:
    """The context of ``seat``'s win on ``discarder``'s discard (or kong tile)."""
    return discard_context(
        t.ruleset,
        seat,
        t.round_wind,
        discarder,
        kind,
        riverbed,
        t.discard_log,
        t.east_kong,
        t.standing[seat.index] is not None,
    )


def discard_options(t: RoundFields, discarder: Seat, tile: Tile, riverbed: bool) -> Options:
    """Each seat that may claim ``discarder``'s ``tile``, in turn order, with its legal answers (``Pass``
    included): a win by anyone with any unit; a pung or kong by anyone; a chow by the next player only."""
    out = []
    ix = tile.index
    after = AFTER[discarder.index]
    for seat in after:
        i = seat.index
        counts = t.counts[i]
        opts: list[Action] = []
        if may_win(
            t.ruleset,
            counts,
            t.hands[i],
            t.melds[i],
            t.bonus[i],
            tile,
            lambda seat=seat: claim_context(t, seat, discarder, WindowKind.DISCARD, riverbed),  # type: ignore[misc]
        ):
            opts.append(A.CLAIM_WIN)
        # ZJ §1 / B1 decision: the riverbed (last) discard is claimable only for a win; B2: so is any discard
        # by a locked Standing Hand
        if not riverbed and t.standing[i] is None:
            n = counts[ix]
            if n == 3:
                opts.append(A.CLAIM_KONG)
            if n >= 2:
                opts.append(A.CLAIM_PUNG)
            if seat is after[0] and ix < 27:  # ZJ §2, B2: chow only for the next player
                opts.extend(_chows(counts, ix))
        if opts:
            opts.append(A.PASS)
            out.append((seat, tuple(opts)))
    return tuple(out)


def kong_options(t: RoundFields, owner: Seat, tile: Tile, concealed: bool) -> Options:
    """ZJ §2, B2: an added kong may be robbed by a win; a concealed kong only by Thirteen Terminals where the
    ruleset allows it (ZK §7), never in zj or british."""
    kind = WindowKind.CONCEALED_KONG if concealed else WindowKind.ADDED_KONG
    out = []
    for seat in AFTER[owner.index]:
        i = seat.index
        if may_win(
            t.ruleset,
            t.counts[i],
            t.hands[i],
            t.melds[i],
            t.bonus[i],
            tile,
            lambda seat=seat: claim_context(t, seat, owner, kind, False),  # type: ignore[misc]
            thirteen_only=concealed,
        ):
            out.append((seat, (A.CLAIM_WIN, A.PASS)))
    return tuple(out)


def _chows(counts: Sequence[int], ix: int) -> list[Action]:
    """Every chow the hand (``counts``) can make with the discarded suited tile ``ix`` (ZJ §2)."""
    n = ix % 9
    out: list[Action] = []
    for start in (ix - 2, ix - 1, ix):
        if start < ix - n or start + 2 > ix - n + 8:
            continue
        if all(counts[k] > 0 or k == ix for k in (start, start + 1, start + 2)):
            out.append(A.ClaimChow((TILE_BY_IX[start], TILE_BY_IX[start + 1], TILE_BY_IX[start + 2])))
    return out
