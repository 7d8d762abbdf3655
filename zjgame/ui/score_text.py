"""The score panel's words (no pygame): who paid what and why for one win (ZJ §6, Zen Koan §7), the exhaustive
draw with ready-hand payments, the role tags of the payments column and counted nouns ("1 point").

Every amount comes from the engine's payments (``WinResult.payments``, ``HandResult.payments``); the sentences
only explain them, they never compute a payment of their own.
"""

from __future__ import annotations

from typing import Any

from zjgame.rules.seats import SEATS, Seat


def plural(n: int, word: str) -> str:
    """``1 point``, ``2 points``, ``0 points``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def join_names(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _paid(win: Any, seat: Seat) -> int:
    """What ``seat`` paid for this win (positive), from the engine's payments."""
    return -int(win.payments[seat.index])


def payment_lines(win: Any, names: tuple[str, ...], ruleset: Any) -> list[str]:
    """Plain sentences: who paid what for ``win`` and why (ZJ §6; Zen Koan §7: the discarder alone pays, East
    pays and receives double)."""
    v = win.value
    std = ruleset.standard_score
    name = names[win.winner.index]
    others = [s for s in SEATS if s is not win.winner]
    if win.self_drawn:
        return _self_drawn_lines(win, names, ruleset, others)
    disc = win.discarder
    dname = names[disc.index] if disc is not None else "?"
    robbed = win.context.robbing_kong
    source = f"{dname}'s kong tile (robbing the kong)" if robbed else f"{dname}'s discard"
    if ruleset.payment_scheme == "discarder-pays" and disc is not None:
        paid = _paid(win, disc)
        if paid == 3 * v:
            return [f"Won on {source}: {dname} pays {paid} alone (3 × {v})."]
        if paid == 6 * v and Seat.E in (win.winner, disc):
            why = f"the winner, {name}, is East" if win.winner is Seat.E else f"{dname} is East (East pays double)"
            return [f"Won on {source}: {dname} pays {paid} alone: 3 × {v}, doubled because {why}."]
        return [f"Won on {source}: {dname} pays {paid} alone."]
    amounts = {s: _paid(win, s) for s in others}
    if len(set(amounts.values())) == 1:
        each = amounts[others[0]]
        if v <= std:
            return [f"Won on {source}. {v} is {std} or less, so each of the three pays {each}."]
        if win.responsible is None:
            return [f"Won on {source}. Nobody is responsible ({name} had thrown that tile first), so each pays {each}."]
        return [f"Won on {source}: each of the three pays {each}."]
    if win.responsible is None:
        parts = [f"{names[s.index]} pays {amounts[s]}" for s in others]
        return [f"Won on {source}: {join_names(parts)}."]
    rname = names[win.responsible.index]
    lines = [
        f"Won on {source}. {v} is over {std}: the two not responsible pay {std} each, and {rname}, "
        f"responsible, pays the rest: 3 × {v} − {2 * std} = {amounts[win.responsible]}."
    ]
    tile = win.hand.winning.value if win.hand.winning else "that tile"
    if win.responsible is not disc or win.immune:
        lines.append(f"{rname} was the first to throw {tile} since {name}'s own last discard.")
    if win.immune:
        who = " and ".join(names[s.index] for s in win.immune)
        lines.append(f"{who} only followed with the same tile: immune (same-round immunity).")
    return lines


def _self_drawn_lines(win: Any, names: tuple[str, ...], ruleset: Any, others: list[Seat]) -> list[str]:
    v = win.value
    name = names[win.winner.index]
    amounts = {s: _paid(win, s) for s in others}
    if len(set(amounts.values())) == 1:
        each = amounts[others[0]]
        line = f"{name} drew the winning tile: each of the three others pays {each}"
        if each == 2 * v and win.winner is Seat.E and ruleset.east_double:
            line += f" (2 × {v}: East receives double)"
        return [line + "."]
    groups: dict[int, list[str]] = {}
    for s in others:
        groups.setdefault(amounts[s], []).append(names[s.index])
    parts = []
    for amount, who in groups.items():
        verb = "pays" if len(who) == 1 else "pay"
        each = "" if len(who) == 1 else " each"
        note = ""
        if ruleset.east_double and len(who) == 1 and who[0] == names[Seat.E.index] and amount == 2 * v:
            note = f" (2 × {v}: East pays double)"
        parts.append(f"{join_names(who)} {verb} {amount}{each}{note}")
    return [f"{name} drew the winning tile: {'; '.join(parts)}."]


def drawn_lines(result: Any, names: tuple[str, ...]) -> list[str]:
    """An exhaustive draw: nobody pays, or who was ready (tenpai) and the ready-hand payments (Zen Koan §7)."""
    if not any(result.payments):
        if result.ready:
            who = join_names([names[s.index] for s in result.ready])
            verb = "was" if len(result.ready) == 1 else "were"
            return [
                "The wall ran out and nobody won on the last discard.",
                f"{who} {verb} ready (tenpai); with all four ready or none, nobody pays.",
            ]
        return ["The wall ran out and nobody won on the last discard. Nobody pays."]
    ready = [s for s in SEATS if s in result.ready]
    not_ready = [s for s in SEATS if s not in result.ready]
    who = join_names([names[s.index] for s in ready])
    verb = "was" if len(ready) == 1 else "were"
    lines = ["The wall ran out and nobody won on the last discard."]
    lines.append(f"{who} {verb} ready (tenpai, one tile from a win) and {'is' if len(ready) == 1 else 'are'} paid.")
    pays = [f"{names[s.index]} pays {-result.payments[s.index]}" for s in not_ready if result.payments[s.index] < 0]
    gets = [f"{names[s.index]} receives {result.payments[s.index]}" for s in ready if result.payments[s.index] > 0]
    lines.append(f"{join_names(pays)}; {join_names(gets)}.")
    return lines


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


def several_winners_heading(result: Any, names: tuple[str, ...]) -> str:
    """``Two winners on 5p: West 20, North 15`` (several winners on one discard, Zen Koan §7)."""
    count = {2: "Two", 3: "Three"}.get(len(result.wins), str(len(result.wins)))
    first = result.wins[0]
    tile = first.hand.winning.value if first.hand.winning is not None else "one discard"
    parts = ", ".join(f"{names[w.winner.index]} {w.value}" for w in result.wins)
    return f"{count} winners on {tile}: {parts}"
