"""The fields of one hand in progress, declared once: ``RoundFields``, the base of the public, immutable
``RoundState`` (``zjgame.engine.round``) and of the ``Table`` that builds the next state inside one ``apply``
(``zjgame.engine.table``), with the queries both ask of them and ``copy_of``, how one becomes the other.

Owns the field list (``FIELD_NAMES``), nothing else.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any, TypeVar, cast

from zjgame.engine.actions import Action
from zjgame.engine.result import HandResult
from zjgame.engine.rulings import Ruling
from zjgame.engine.view import DiscardedTile, Phase
from zjgame.engine.window import ClaimWindow
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile


@dataclass(frozen=True, eq=False)
class RoundFields:
    """One hand's data. Per-seat tuples are indexed by ``Seat.index`` (E, S, W, N)."""

    ruleset: Ruleset
    wall: tuple[Tile, ...]
    round_wind: Seat
    hand_number: int
    scores: tuple[int, ...]
    hands: tuple[tuple[Tile, ...], ...]  # concealed tiles by seat, sorted (kept bonus tiles included)
    counts: tuple[tuple[int, ...], ...]  # the same as 42-count arrays (indices of ``Tile.index``)
    melds: tuple[tuple[Meld, ...], ...]
    rivers: tuple[tuple[DiscardedTile, ...], ...]  # each seat's discards, claimed ones marked
    discard_order: tuple[tuple[Seat, DiscardedTile], ...]  # every discard in table order (the rivers' tiles)
    bonus: tuple[tuple[Tile, ...], ...]  # bonus tiles set aside
    max_draws: int  # 70, or 76 with bonus tiles (ZJ §1, ZK §7); B1: the 76 live-wall draws
    ordinary_draws: int
    supplement_draws: int  # kong and bonus replacements (B1: loose tiles from the kong box)
    turn: Seat
    phase: Phase
    drawn: Tile | None  # the tile the seat on turn just drew
    drawn_supplement: bool  # ... from the supplement end (kong or bonus replacement)
    window: ClaimWindow | None
    east_kong: bool  # East declared a concealed kong (spoils Heaven and Earth, ZJ §5)
    # B2, by seat: None, or the number of melds the seat held when it declared a Standing Hand (the lock keeps it)
    standing: tuple[int | None, ...]
    last_ruling: Ruling | None
    rulings: tuple[Ruling, ...]  # the notable rulings so far (kept in the result)
    result: HandResult | None
    history: tuple[Any, ...] | None  # (previous, (seat, action)) cons list of applied actions, record order
    action_count: int
    # A cache, not a field of the hand (it starts empty in every copy): RoundState.legal_actions by seat.
    _legal: dict[Seat, tuple[Action, ...]] = field(default_factory=dict, init=False, repr=False, compare=False)

    @classmethod
    def copy_of(cls: type[_R], source: RoundFields) -> _R:
        """A ``cls`` holding ``source``'s fields (its caches start empty): how ``apply`` turns a state into
        the ``Table`` that changes it and that table into the next state.

        The value is the one the dataclass's constructor builds from the same fields (a test checks it), but
        that constructor sets the frozen fields one call each: building every state through it made
        ``benchmarks/bench_simulate.py`` about a fifth slower. This copies them at once. It is sound because
        the class has no ``__post_init__`` and every instance holds exactly its fields (tests check both)."""
        made = cls.__new__(cls)
        values = vars(made)
        values.update(dict(vars(source)))  # (from a plain dict: CPython then keeps one it reads fast)
        for name, empty in _CACHES:
            values[name] = empty()
        return made

    @property
    def draws(self) -> int:
        return self.ordinary_draws + self.supplement_draws

    @property
    def draws_left(self) -> int:
        """The draws left before the last tile (ZJ §1: ordinary and supplement draws share one budget; B1: the
        live wall only, loose tiles come from the kong box on top of it). 0 after the seabed / last tile."""
        if self.ruleset.dead_wall_replenished:
            return self.max_draws - self.ordinary_draws - self.supplement_draws
        return self.max_draws - self.ordinary_draws

    @property
    def loose_left(self) -> int:
        """The supplements (loose tiles) that may still be drawn: the shared budget (ZJ §1), or what is left of
        the kong box, never replenished (B1)."""
        if self.ruleset.dead_wall_replenished:
            return self.max_draws - self.ordinary_draws - self.supplement_draws
        return self.ruleset.dead_wall - self.supplement_draws

    def is_standing(self, seat: Seat) -> bool:
        """Whether ``seat`` declared a Standing Hand (B2): its hand is locked."""
        return self.standing[seat.index] is not None

    @property
    def is_finished(self) -> bool:
        return self.phase is Phase.FINISHED

    @property
    def discard_log(self) -> tuple[tuple[Seat, Tile], ...]:
        """Every discard of the hand in order with its seat, claimed ones included (ZJ §5-§6 ask it)."""
        return tuple((seat, d.tile) for seat, d in self.discard_order)


_R = TypeVar("_R", bound=RoundFields)
FIELD_NAMES: tuple[str, ...] = tuple(f.name for f in fields(RoundFields) if f.init)
_CACHES: tuple[tuple[str, Callable[[], Any]], ...] = tuple(
    (f.name, cast("Callable[[], Any]", f.default_factory)) for f in fields(RoundFields) if not f.init
)
