"""Zung Jung's payment explainer (ZJ §6, Zen Koan §7): every sentence that says who pays what and why, in one
place. The score panel, the engine's responsibility ruling, the calculator and the command line all take
their payment sentences from here (through ``zjgame.scoring``'s seam).

Every amount of a finished hand is the settlement's (``win.payments``); the sentences explain them, they never
compute a payment of their own. Hypothetical wins (the calculator, ``zjgame score``) are settled first by
``zjgame.scoring.zj.payments`` and then explained. Seats are named by the caller's ``names`` (wind names by
default), tiles by ``tile_name`` (notation by default), with "you" conjugated as the second person.
"""

from __future__ import annotations

from typing import Any

from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring.context import WinContext
from zjgame.scoring.words import Names, Say, TileNamer, join_names, tile_notation, wind_names
from zjgame.scoring.zj.payments import DISCARDER_PAYS, Responsibility, deal_in_cost, settle


def responsibility_sentence(
    resp: Responsibility, winner: Seat, tile: Tile, names: Names = wind_names, tile_name: TileNamer = tile_notation
) -> str:
    """ZJ §6: who is responsible for a discard win and why, same-round immunity included (one or two sentences)."""
    say = Say(names)
    t = tile_name(tile)
    followed = ""
    if resp.immune:
        who = " and ".join(say.name(s, i == 0) for i, s in enumerate(resp.immune))
        are = "are" if len(resp.immune) > 1 or say.is_you(resp.immune[0]) else "is"
        followed = f" {who} only followed with the same tile, so {are} immune."
    if resp.reason == "winner_threw_first":
        their = "your" if say.is_you(winner) else "their"
        return (
            f"{say.name(winner, True)} had discarded {t} first since {their} own last discard, "
            f"so nobody is responsible and each pays the same.{followed}"
        )
    if resp.reason == "no_immunity":
        if resp.seat is None:
            return "Nobody discarded the winning tile and pays alone (no immunity)."
        pays = say.verb(resp.seat, "pays", "pay")
        return f"{say.name(resp.seat, True)} discarded the winning tile and {pays} alone (no immunity)."
    assert resp.seat is not None
    if resp.reason == "first_discarder":
        was, is_ = say.verb(resp.seat, "was", "were"), say.verb(resp.seat, "is", "are")
        return (
            f"{say.name(resp.seat, True)} {was} first to discard {t} since {say.poss(winner)} last discard, "
            f"so {is_} responsible.{followed}"
        )
    return f"{say.name(resp.seat, True)} discarded the winning tile and {say.verb(resp.seat, 'is', 'are')} responsible."


def payer_summary(nets: dict[Seat, int], names: Names = wind_names) -> str:
    """``East pays 160; South and West pay 25 each`` (the largest payment first)."""
    say = Say(names)
    by_amount: dict[int, list[Seat]] = {}
    for s, v in nets.items():
        if v < 0:
            by_amount.setdefault(-v, []).append(s)
    parts = []
    for k, (amount, seats) in enumerate(sorted(by_amount.items(), reverse=True)):
        if len(seats) == 1:
            parts.append(f"{say.name(seats[0], k == 0)} {say.verb(seats[0], 'pays', 'pay')} {amount}")
        else:
            parts.append(f"{say.group(seats, k == 0)} pay {amount} each")
    return "; ".join(parts)


def ruling_text(
    resp: Responsibility,
    winner: Seat,
    tile: Tile,
    nets: dict[Seat, int],
    names: Names = wind_names,
    tile_name: TileNamer = tile_notation,
) -> str:
    """The responsibility ruling of a discard win (interfaces §4 ``responsibility``): why, then who pays what."""
    return f"{responsibility_sentence(resp, winner, tile, names, tile_name)} {payer_summary(nets, names)}."


def _paid(win: Any, seat: Seat) -> int:
    """What ``seat`` paid for this win (positive), from the settlement's payments."""
    return -int(win.payments[seat.index])


def win_lines(win: Any, ruleset: Ruleset, names: Names = wind_names, tile_name: TileNamer = tile_notation) -> list[str]:
    """Plain sentences: who paid what for ``win`` (the engine's ``WinResult``, or anything with its ``winner``,
    ``value``, ``self_drawn``, ``discarder``, ``responsible``, ``immune``, ``payments``, ``context`` and
    ``hand``) and why (ZJ §6; Zen Koan §7: the discarder alone pays, East pays and receives double)."""
    params = ruleset.zj
    say = Say(names)
    v = win.value
    std = params.standard_score
    winner: Seat = win.winner
    others = [s for s in SEATS if s is not winner]
    if win.self_drawn:
        return _self_drawn_lines(win, ruleset, say, others)
    disc: Seat | None = win.discarder
    robbed = win.context.robbing_kong
    dposs = say.poss(disc) if disc is not None else "?'s"
    source = f"{dposs} kong tile (robbing the kong)" if robbed else f"{dposs} discard"
    if params.payment_scheme == DISCARDER_PAYS and disc is not None:
        paid = _paid(win, disc)
        dname, pays = say.name(disc), say.verb(disc, "pays", "pay")
        if paid == 3 * v:
            return [f"Won on {source}: {dname} {pays} {paid} alone (3 × {v})."]
        if paid == 6 * v and Seat.E in (winner, disc):
            if winner is Seat.E:
                why = "you, the winner, are East" if say.is_you(winner) else f"the winner, {say.name(winner)}, is East"
            else:
                why = f"{dname} {say.verb(disc, 'is', 'are')} East (East pays double)"
            return [f"Won on {source}: {dname} {pays} {paid} alone: 3 × {v}, doubled because {why}."]
        return [f"Won on {source}: {dname} {pays} {paid} alone."]
    amounts = {s: _paid(win, s) for s in others}
    if len(set(amounts.values())) == 1:
        each = amounts[others[0]]
        if v <= std:
            return [f"Won on {source}. {v} is {std} or less, so each of the three pays {each}."]
        if win.responsible is None:
            return [
                f"Won on {source}. Nobody is responsible ({say.name(winner)} had thrown that tile first), "
                f"so each pays {each}."
            ]
        return [f"Won on {source}: each of the three pays {each}."]
    if win.responsible is None:
        parts = [f"{say.name(s)} {say.verb(s, 'pays', 'pay')} {amounts[s]}" for s in others]
        return [f"Won on {source}: {join_names(parts)}."]
    resp: Seat = win.responsible
    lines = [
        f"Won on {source}. {v} is over {std}: the two not responsible pay {std} each, and {say.name(resp)}, "
        f"responsible, {say.verb(resp, 'pays', 'pay')} the rest: 3 × {v} − {2 * std} = {amounts[resp]}."
    ]
    tile = tile_name(win.hand.winning) if win.hand.winning else "that tile"
    if resp is not disc or win.immune:
        was = say.verb(resp, "was", "were")
        lines.append(
            f"{say.name(resp, True)} {was} the first to throw {tile} since {say.poss(winner)} own last discard."
        )
    if win.immune:
        who = " and ".join(say.name(s, i == 0) for i, s in enumerate(win.immune))
        lines.append(f"{who} only followed with the same tile: immune (same-round immunity).")
    return lines


def _self_drawn_lines(win: Any, ruleset: Ruleset, say: Say, others: list[Seat]) -> list[str]:
    v = win.value
    east_double = ruleset.zj.east_double
    winner: Seat = win.winner
    drew = f"{say.name(winner, True)} drew the winning tile"
    amounts = {s: _paid(win, s) for s in others}
    if len(set(amounts.values())) == 1:
        each = amounts[others[0]]
        line = f"{drew}: each of the three others pays {each}"
        if each == 2 * v and winner is Seat.E and east_double:
            line += f" (2 × {v}: East receives double)"
        return [line + "."]
    groups: dict[int, list[Seat]] = {}
    for s in others:
        groups.setdefault(amounts[s], []).append(s)
    parts = []
    for amount, who in groups.items():
        verb = say.group_verb(who, "pays", "pay")
        each_word = "" if len(who) == 1 else " each"
        note = ""
        if east_double and who == [Seat.E] and amount == 2 * v:
            note = f" (2 × {v}: East pays double)"
        parts.append(f"{say.group(who)} {verb} {amount}{each_word}{note}")
    return [f"{drew}: {'; '.join(parts)}."]


def draw_lines(result: Any, names: Names = wind_names) -> list[str]:
    """An exhaustive draw (``result``: the engine's ``HandResult``, or anything with ``payments`` by seat index
    and ``ready``): nobody pays, or who was ready (tenpai) and the ready-hand payments (Zen Koan §7)."""
    say = Say(names)
    if not any(result.payments):
        if result.ready:
            ready_seats = list(result.ready)
            verb = "was" if len(ready_seats) == 1 and not say.is_you(ready_seats[0]) else "were"
            return [
                "The wall ran out and nobody won on the last discard.",
                f"{say.group(ready_seats, True)} {verb} ready (tenpai); with all four ready or none, nobody pays.",
            ]
        return ["The wall ran out and nobody won on the last discard. Nobody pays."]
    ready = [s for s in SEATS if s in result.ready]
    not_ready = [s for s in SEATS if s not in result.ready]
    single = len(ready) == 1 and not say.is_you(ready[0])
    lines = ["The wall ran out and nobody won on the last discard."]
    lines.append(
        f"{say.group(ready, True)} {'was' if single else 'were'} ready (tenpai, one tile from a win) and "
        f"{'is' if single else 'are'} paid."
    )
    pays = [
        f"{say.name(s, i == 0)} {say.verb(s, 'pays', 'pay')} {-result.payments[s.index]}"
        for i, s in enumerate(s for s in not_ready if result.payments[s.index] < 0)
    ]
    gets = [
        f"{say.name(s)} {say.verb(s, 'receives', 'receive')} {result.payments[s.index]}"
        for s in ready
        if result.payments[s.index] > 0
    ]
    lines.append(f"{join_names(pays)}; {join_names(gets)}.")
    return lines


def prospect_lines(value: int, ctx: WinContext, ruleset: Ruleset, names: Names = wind_names) -> list[str]:
    """What a win of ``value`` by ``ctx.seat`` would pay, for the calculator and ``zjgame score``: self-drawn,
    or on a discard (ZJ §6: at or under the standard score each pays the value; over it the responsible seat
    pays the rest, or, with nobody responsible, each pays the value; Zen Koan: the discarder alone)."""
    say = Say(names)
    winner = ctx.seat
    if ctx.self_drawn:
        changes = settle(ruleset, value, winner, True, None, None)
        parts = [f"{say.name(s)} {say.verb(s, 'pays', 'pay')} {-changes[s]}" for s in SEATS if s is not winner]
        gets = say.verb(winner, "receives", "receive")
        return [f"Self-drawn: {join_names(parts)}; {say.name(winner)} {gets} {changes[winner]}."]
    params = ruleset.zj
    gets = say.verb(winner, "receives", "receive")
    if params.payment_scheme == DISCARDER_PAYS:
        lines = ["On a discard the discarder pays alone:"]
        for discarder in winner.after():
            cost = deal_in_cost(ruleset, value, discarder is Seat.E, winner is Seat.E)
            pays = say.verb(discarder, "pays", "pay")
            lines.append(
                f"  discard by {say.name(discarder)}: {say.name(discarder)} {pays} {cost}; "
                f"{say.name(winner)} {gets} {cost}"
            )
        return lines
    std = params.standard_score
    discarder = winner.previous
    responsible = settle(ruleset, value, winner, False, discarder, discarder)
    nobody = settle(ruleset, value, winner, False, discarder, None)
    total = responsible[winner]
    if value <= std:
        return [
            f"On a discard: {value} is {std} or less, so each of the three pays {-responsible[discarder]}; "
            f"{say.name(winner)} {gets} {total}."
        ]
    return [
        f"On a discard: the responsible seat pays {-responsible[discarder]}, the other two {std} each; with "
        f"nobody responsible (same-round immunity) each pays {-nobody[discarder]}. {say.name(winner, True)} "
        f"{gets} {total}."
    ]


_REASONS = {
    "self_drawn": "{winner} drew the winning tile, so each of the three others pays the value",
    "discard_each": "won on a discard at or under the standard score, or with nobody responsible: each pays the value",
    "discard_standard": "not responsible for the discard win: the standard score",
    "discard_responsible": "responsible for the discard win: three times the value less the others' standard scores",
    "discarder_pays": "the discarder alone pays three times the value",
    "ready": "ready at the exhaustive draw",
}


def payment_sentences(settlement: Any, names: Names = wind_names) -> list[str]:
    """One sentence per payment of a ``Settlement`` (ZJ §6, Zen Koan §7), from its reason code."""
    say = Say(names)
    out = []
    for p in settlement.payments:
        why = _REASONS.get(p.reason, p.reason).format(winner=say.name(p.payee))
        double = " (East pays and receives double)" if p.doubled else ""
        pays = say.verb(p.payer, "pays", "pay")
        out.append(f"{say.name(p.payer, True)} {pays} {say.name(p.payee)} {p.amount}: {why}{double}.")
    return out
