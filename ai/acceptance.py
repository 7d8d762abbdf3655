"""Tile acceptance (ukeire): which draws bring a hand closer to ready, and how many of them are left.

Pure functions on 34-count arrays (1m..9m, 1p..9p, 1s..9s, 1z..7z; concealed tiles only, as in
:mod:`ai.shanten`).  ``visible`` is what this seat can see: its own hand plus every discard and exposed
meld; a kind has ``max(0, 4 - visible)`` copies unseen.  Shanten here is :func:`ai.shanten.shanten`, the
minimum over regular hands, Seven Pairs and Thirteen Terminals (ZJ 4).

* :func:`tile_acceptance` — a 3n+1 hand: its shanten and the kinds that lower it.
* :func:`discard_options` — a 3n+2 hand: for each kind held, the shanten after discarding it and the
  acceptance of what remains, best first (lowest shanten, then most unseen improving tiles).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ai.shanten import ShantenTracker, check_counts, shanten

__all__ = [
    "Acceptance",
    "AcceptanceInputError",
    "DiscardOption",
    "discard_options",
    "tile_acceptance",
    "unseen_counts",
]


class AcceptanceInputError(ValueError):
    """The hand or the visible-tile counts given to an acceptance function are inconsistent."""


@dataclass(frozen=True)
class Acceptance:
    """A 3n+1 hand's shanten, the kinds whose draw lowers it, and the unseen copies of each."""

    shanten: int
    improving: tuple[int, ...]
    accepted: int  # unseen tiles that lower the shanten: sum(unseen)
    unseen: tuple[int, ...]  # parallel to ``improving``


@dataclass(frozen=True)
class DiscardOption:
    """Discarding ``discard`` leaves a hand of ``shanten`` that ``accepted`` unseen tiles improve."""

    discard: int
    shanten: int
    improving: tuple[int, ...]
    accepted: int  # sum(unseen)
    unseen: tuple[int, ...]  # parallel to ``improving``


def unseen_counts(visible: Sequence[int]) -> tuple[int, ...]:
    """Copies of each kind this seat has not seen: ``4 - visible``, never negative."""
    if len(visible) != 34:
        raise AcceptanceInputError(f"visible: expected 34 tile counts, got {len(visible)}")
    return tuple(4 - v if v < 4 else 0 for v in visible)


def _check_visible(counts: Sequence[int], visible: Sequence[int] | None) -> tuple[int, ...]:
    if visible is None:
        return unseen_counts(counts)
    unseen = unseen_counts(visible)
    for i, (own, seen) in enumerate(zip(counts, visible)):
        if seen < own:
            raise AcceptanceInputError(f"visible[{i}] = {seen} but the hand holds {own}: visible must include the hand")
    return unseen


def _improving(tracker: ShantenTracker, current: int, unseen: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    after = tracker.draw_shanten()
    kinds = tuple(t for t, s in enumerate(after) if s is not None and s < current)
    return kinds, tuple(unseen[t] for t in kinds)


def tile_acceptance(counts: Sequence[int], visible: Sequence[int] | None = None) -> Acceptance:
    """Acceptance of a 3n+1 hand.  ``visible`` defaults to the hand itself (nothing else seen).

    A kind the hand already holds four of is never improving (there is no fifth copy to draw).
    """
    current = shanten(counts)  # validates counts
    if sum(counts) % 3 != 1:
        raise AcceptanceInputError(f"counts: {sum(counts)} tiles; tile_acceptance needs a 3n+1 hand")
    unseen = _check_visible(counts, visible)
    kinds, left = _improving(ShantenTracker(counts), current, unseen)
    return Acceptance(current, kinds, sum(left), left)


def discard_options(counts: Sequence[int], visible: Sequence[int] | None = None) -> tuple[DiscardOption, ...]:
    """Every discard of a 3n+2 hand with the resulting shanten and acceptance, best first.

    Order: lowest shanten, then most accepted tiles, then the lowest kind index.  ``visible`` defaults to
    the hand itself; the discarded tile stays visible (it lies in the discards), so unseen counts do not
    change with the choice.
    """
    total = check_counts(counts)
    if total % 3 != 2:
        raise AcceptanceInputError(f"counts: {total} tiles; discard_options needs a 3n+2 hand")
    unseen = _check_visible(counts, visible)
    tracker = ShantenTracker(counts)
    after_discard = tracker.discard_shanten()
    options = []
    for tile, current in enumerate(after_discard):
        if current is None:
            continue
        tracker.remove(tile)
        kinds, left = _improving(tracker, current, unseen)
        tracker.add(tile)
        options.append(DiscardOption(tile, current, kinds, sum(left), left))
    options.sort(key=lambda o: (o.shanten, -o.accepted, o.discard))
    return tuple(options)
