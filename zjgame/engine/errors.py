"""Errors raised by the engine. Both are ``ValueError`` subclasses whose messages name the input."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from zjgame.engine.codes import Reason


class IllegalActionError(ValueError):
    """An action that is not legal in the current state; the message names the seat, the action and why, and
    ``reason`` says why as a code (``codes.Reason``; None only when raised without one)."""

    def __init__(self, message: str, seat: object = None, action: object = None, reason: Reason | None = None) -> None:
        self.seat = seat
        self.action = action
        self.reason = reason
        super().__init__(message)


class RecordError(ValueError):
    """A malformed game record (bad JSON, unknown tile, wrong wall size, an illegal action).

    ``hand`` (1-based) and ``action_index`` (0-based, into that hand's ``actions``) locate the problem."""

    def __init__(self, message: str, hand: int | None = None, action_index: int | None = None) -> None:
        self.hand = hand
        self.action_index = action_index
        self.problem = message
        where = []
        if hand is not None:
            where.append(f"hand {hand}")
        if action_index is not None:
            where.append(f"action {action_index}")
        super().__init__(f"{', '.join(where)}: {message}" if where else message)
