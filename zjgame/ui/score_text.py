"""The score panel's words (no pygame): the role tags of the payments column, the several-winners heading,
counted nouns ("1 point"), and the payment sentences of a win or an exhaustive draw, which are the scoring
system's (``zjgame.scoring``: one explainer per system) with the players' names.

Every amount comes from the engine's payments (``WinResult.payments``, ``HandResult.payments``); the sentences
only explain them, they never compute a payment of their own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from zjgame.rules.ruleset import DEFAULT_RULESET, Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import system_for
from zjgame.scoring.words import join_names as join_names  # the score panel's name lists


def plural(n: int, word: str) -> str:
    """``1 point``, ``2 points``, ``0 points``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def payment_lines(win: Any, names: tuple[str, ...], ruleset: Any) -> list[str]:
    """Plain sentences: who paid what for ``win`` and why, from the ruleset's scoring system (its one payment
    explainer; ZJ §6, Zen Koan §7), with the players' ``names`` by seat index."""
    return list(system_for(ruleset).explain_win(win, ruleset, names=lambda s: names[s.index]))


def drawn_lines(result: Any, names: tuple[str, ...], ruleset: Ruleset = DEFAULT_RULESET) -> list[str]:
    """An exhaustive draw: nobody pays, or who was ready (tenpai) and the ready-hand payments (Zen Koan §7),
    from the ruleset's scoring system."""
    return list(system_for(ruleset).explain_draw(result, ruleset, names=lambda s: names[s.index]))


def seat_role(seat: Seat, result: Any, win: Any = None) -> str:
    """A short tag for the payments column: winner, discarder, responsible, immune (for ``win``, or any win of
    the hand), ready at an exhaustive draw."""
    wins = [win] if win is not None else list(result.wins)
    for w in result.wins:
        if w.winner is seat:
            return "winner"
    for w in wins:
        if w.self_drawn:
            continue
        if w.responsible is seat:
            return "responsible"
        if seat in w.immune:
            return "immune"
        if w.discarder is seat:
            return "discarder"
    if not result.wins and seat in result.ready:
        return "ready"
    return ""


def shown_concealed(tiles: Sequence[Tile], winning: Tile | None) -> list[Tile]:
    """A winner's concealed tiles as the "All hands" row shows them, the winning tile left out (it stands apart,
    framed, once: on a discard win the hand holds the claimed tile too; issue 15.3)."""
    out = list(tiles)
    if winning is not None and winning in out:
        out.remove(winning)
    return out


def several_winners_heading(result: Any, names: tuple[str, ...]) -> str:
    """``Two winners on 5p: West 20, North 15`` (several winners on one discard, Zen Koan §7)."""
    count = {2: "Two", 3: "Three"}.get(len(result.wins), str(len(result.wins)))
    first = result.wins[0]
    tile = first.hand.winning.value if first.hand.winning is not None else "one discard"
    parts = ", ".join(f"{names[w.winner.index]} {w.value}" for w in result.wins)
    return f"{count} winners on {tile}: {parts}"
