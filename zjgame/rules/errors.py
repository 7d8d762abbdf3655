"""Errors raised by the rules vocabulary. All are ``ValueError`` subclasses whose messages name the input."""

from __future__ import annotations


class NotationError(ValueError):
    """Malformed tile or hand notation. ``position`` is the 0-based character index of the problem."""

    def __init__(self, message: str, text: str = "", position: int | None = None) -> None:
        self.text = text
        self.position = position
        self.problem = message
        if position is not None:
            message = f"{message} (at position {position + 1} of {text!r})"
        elif text:
            message = f"{message} (in {text!r})"
        super().__init__(message)


class UnknownRulesetError(ValueError):
    """A ruleset name that is not one of the presets."""
