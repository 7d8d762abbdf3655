"""Builds the table picture (``TableModel``) from the engine's ``SeatView`` of the human seat, so nothing
hidden from that seat can be drawn (``table_model``), and keeps the picture of a game (``TableModels``).
Pure (no pygame).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from zjgame.engine.view import Phase, SeatView
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.shapes import waits
from zjgame.ui.tablemodel import MeldModel, PondTile, SeatModel, TableModel, meld_display

if TYPE_CHECKING:
    from zjgame.ui.controller import GameController


def rel_of(seat: Seat, me: Seat) -> int:
    """Position of ``seat`` relative to ``me``: 0 me, 1 next (right), 2 opposite (top), 3 previous (left)."""
    return (seat.index - me.index) % 4


def meld_model(meld: Meld, owner: Seat) -> MeldModel:
    tiles = tuple(t.value for t in meld.tiles)
    source_rel = rel_of(meld.source, owner) if meld.source is not None else None
    claimed = meld.claimed.value if meld.claimed is not None else None
    return meld_display(meld.kind.value, tiles, claimed, source_rel)


def human_tiles(view: SeatView) -> tuple[tuple[str, ...], bool]:
    """The human's concealed tiles sorted, the drawn tile moved to the end (it stands apart)."""
    tiles = [t.value for t in view.concealed]
    if view.drawn is not None and view.drawn.value in tiles and view.phase is Phase.TURN and view.turn is view.seat:
        tiles.remove(view.drawn.value)
        return (*tiles, view.drawn.value), True
    return tuple(tiles), False


def table_model(
    view: SeatView,
    names: Sequence[str],
    kinds: Sequence[str],
    *,
    hands_total: int,
    last_discard: Seat | None = None,
    break_stack: int = 0,
    show_waits: bool = True,
    practice: bool = False,
    hidden_pond: tuple[int, int] | None = None,
    scores: Sequence[int] | None = None,
) -> TableModel:
    """``names``/``kinds``: by seat index (E S W N) for this hand; ``scores`` likewise (the game's running
    totals as shown: B6 starts them at 2,000), by default the view's own."""
    me = view.seat
    seats: list[SeatModel] = []
    supplements = 0
    for seat in SEATS:
        i = seat.index
        melds = tuple(meld_model(m, seat) for m in view.melds[i])
        supplements += sum(1 for m in view.melds[i] if m.is_kong) + len(view.bonus[i])
        pond = tuple(PondTile(d.tile.value, d.claimed_by is not None) for d in view.discards[i])
        if view.phase in (Phase.TURN, Phase.DISCARD):
            to_act = view.turn is seat
        else:
            to_act = seat is me and view.window is not None and view.window.may_claim and not view.window.answered
        if seat is me:
            concealed, drawn = human_tiles(view)
            hidden = len(concealed)
        else:
            concealed = None
            hidden = view.concealed_counts[i]
            drawn = view.turn is seat and view.phase is Phase.TURN and hidden % 3 == 2
        seats.append(
            SeatModel(
                seat=seat.value,
                rel=rel_of(seat, me),
                name=names[i],
                score=scores[i] if scores is not None else view.scores[i] + view.ruleset.starting_score,
                concealed=concealed,
                hidden=hidden,
                drawn=drawn,
                melds=melds,
                pond=pond,
                bonus=tuple(t.value for t in view.bonus[i]),
                dealer=seat is view.dealer,
                to_act=to_act and view.phase is not Phase.FINISHED,
                kind=kinds[i],
                standing=view.standing[i],
            )
        )
    seats.sort(key=lambda s: s.rel)
    last = None
    if last_discard is not None and view.discards[last_discard.index]:
        last = (rel_of(last_discard, me), len(view.discards[last_discard.index]) - 1)
    wait_tiles: tuple[str, ...] = ()
    real = [t for t in view.concealed if not t.is_bonus]  # a kept bonus tile is in no winning hand (ZJ §7)
    if show_waits and len(real) % 3 == 1:
        melded = [t for m in view.melds[me.index] for t in m.tiles]
        wait_tiles = tuple(t.value for t in waits(real, melded))
    ruleset = view.ruleset
    return TableModel(
        seats=tuple(seats),
        round_wind=view.round_wind.value,
        hand_number=view.hand_number,
        hands_total=hands_total,
        wall_total=ruleset.tile_count,
        draws_left=view.wall_remaining,
        draws_total=ruleset.draws,
        supplements=supplements,
        dead_wall=view.dead_wall,
        break_stack=break_stack,
        last_discard=last,
        ruleset_title=ruleset.title,
        waits=wait_tiles,
        practice=practice,
        hidden_pond=hidden_pond,
        kong_box=not ruleset.dead_wall_replenished,
        loose_left=view.loose_remaining,
        starting_score=ruleset.starting_score,
        round_wind_scores=round_wind_scores(ruleset),
    )


def round_wind_scores(ruleset: Ruleset) -> bool:
    """Whether the round (prevailing) wind scores: British pungs of it double (B4), Zen Koan's Value Honor
    counts it; Zung Jung's Value Honor (ZJ 3.1) counts only the seat wind and the dragons."""
    if ruleset.scoring_system == "zung-jung":
        return ruleset.zj.prevailing_wind_value_honor
    return True


class TableModels:
    """The picture of a game's table: ``current`` is ``table_model`` of the viewer's seat view with the game's
    names, kinds, scores and hand count, a pure function of the controller's state and the two display inputs
    (show waits, the pond tile hidden while a discard slides there). It is memoized on them, and building it
    changes nothing else, so the table's ``draw`` only reads."""

    def __init__(self, ctl: GameController, autoplay: bool = False) -> None:
        self.ctl = ctl
        self.autoplay = autoplay  # the demonstration shows no waits
        self.last: TableModel | None = None  # the picture built last (the one on the screen)
        self._key: Hashable = None

    def current(self, show_waits: bool, hidden_pond: tuple[int, int] | None) -> TableModel:
        ctl = self.ctl
        key = (id(ctl.state), ctl.state.action_count, hidden_pond, show_waits, ctl.hand_index)
        if key != self._key or self.last is None:
            self.last = table_model(
                ctl.view(),
                ctl.names_by_seat(),
                ctl.kinds_by_seat(),
                hands_total=ctl.hands_in_game,
                last_discard=ctl.last_discard,
                break_stack=ctl.break_stack(),
                show_waits=show_waits and not self.autoplay,
                practice=ctl.practice,
                hidden_pond=hidden_pond,
                scores=ctl.scores_by_seat(),
            )
            self._key = key
        return self.last

    def forget(self) -> None:
        """Build the next picture afresh (a setting, the layout or the selection changed)."""
        self._key = None
