"""Hand-made seat views for the practice tests (a table position without playing up to it)."""

from __future__ import annotations

from tests.practice.walls import _plain
from zjgame.engine.view import DiscardedTile, Phase, SeatView
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import ZJ, Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile


def T(text: str) -> list[Tile]:
    return _plain(text)


def turn_view(
    concealed: str,
    melds: dict[Seat, tuple[Meld, ...]] | None = None,
    discards: dict[Seat, str] | None = None,
    seat: Seat = Seat.S,
    ruleset: Ruleset = ZJ,
    wall_remaining: int = 30,
) -> SeatView:
    """``seat`` on turn after a draw, holding ``concealed`` (the drawn tile last)."""
    melds = melds or {}
    discards = discards or {}
    hand = T(concealed)
    counts = []
    for s in (Seat.E, Seat.S, Seat.W, Seat.N):
        counts.append(len(hand) if s is seat else 13 - 3 * len(melds.get(s, ())))
    return SeatView(
        seat=seat,
        ruleset=ruleset,
        round_wind=Seat.E,
        hand_number=0,
        action_count=40,
        concealed=tuple(sorted(hand, key=lambda t: t.index)),
        drawn=hand[-1],
        melds=tuple(melds.get(s, ()) for s in (Seat.E, Seat.S, Seat.W, Seat.N)),
        discards=tuple(
            tuple(DiscardedTile(t) for t in T(discards.get(s.value, ""))) for s in (Seat.E, Seat.S, Seat.W, Seat.N)
        ),
        bonus=((), (), (), ()),
        concealed_counts=tuple(counts),
        wall_remaining=wall_remaining,
        dead_wall=ruleset.dead_wall,
        turn=seat,
        phase=Phase.TURN,
        window=None,
        last_ruling=None,
        scores=(0, 0, 0, 0),
        result=None,
    )
