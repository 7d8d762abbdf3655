"""The undo history of practice mode: a pure stack of snapshots, one taken each time the human is about to
decide, so "undo" goes back to the human's previous decision (as often as you like).

A snapshot is whatever the table needs to restore exactly: the immutable round (or match) state and the record
length at that moment (states are immutable values, so keeping them is safe and cheap). Owns ``UndoHistory``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

S = TypeVar("S")


@dataclass(frozen=True)
class Snapshot(Generic[S]):
    state: S
    record_length: int = 0  # actions in the game record at that moment (truncate the record to this)
    label: str = ""  # what the human was deciding ("your turn", "claim on 5p")


class UndoHistory(Generic[S]):
    """Snapshots before each human decision, newest last."""

    def __init__(self, limit: int = 500) -> None:
        self._stack: list[Snapshot[S]] = []
        self._limit = limit

    def __len__(self) -> int:
        return len(self._stack)

    @property
    def can_undo(self) -> bool:
        return bool(self._stack)

    def record(self, state: S, record_length: int = 0, label: str = "") -> None:
        """Remember ``state`` as the point before a human decision (a repeated state is kept once)."""
        if self._stack and self._stack[-1].state is state:
            return
        self._stack.append(Snapshot(state, record_length, label))
        if len(self._stack) > self._limit:
            del self._stack[0]

    def undo(self, current: S | None = None) -> Snapshot[S] | None:
        """The snapshot to restore: the latest decision point before ``current`` (if ``current`` was itself
        recorded as a decision point and the human has not decided yet, it is skipped). None when empty."""
        while self._stack:
            snap = self._stack.pop()
            if current is not None and snap.state is current:
                continue
            return snap
        return None

    def clear(self) -> None:
        self._stack.clear()
