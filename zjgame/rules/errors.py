"""Errors raised by the rules vocabulary. All are ``ValueError`` subclasses whose messages name the input."""

from __future__ import annotations

QUOTE_WIDTH = 80  # characters of the input a message quotes (issue 17: a 1 MB hand is not echoed whole)


def _around(text: str, position: int) -> str:
    """``text`` quoted as ``repr`` does when it is short; otherwise at most ``QUOTE_WIDTH`` characters around
    ``position``, with ``...`` where it was cut."""
    if len(text) <= QUOTE_WIDTH:
        return repr(text)
    start = max(0, min(position - QUOTE_WIDTH // 2, len(text) - QUOTE_WIDTH))
    end = start + QUOTE_WIDTH
    return f"{'...' if start else ''}{text[start:end]!r}{'...' if end < len(text) else ''}"


class NotationError(ValueError):
    """Malformed tile or hand notation. ``position`` is the 0-based character index of the problem."""

    def __init__(self, message: str, text: str = "", position: int | None = None) -> None:
        self.text = text
        self.position = position
        self.problem = message
        if position is not None:
            message = f"{message} (at position {position + 1} of {_around(text, position)})"
        elif text:
            message = f"{message} (in {_around(text, 0)})"
        super().__init__(message)


class UnknownRulesetError(ValueError):
    """A ruleset name that is not one of the presets."""
