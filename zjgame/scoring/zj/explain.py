"""Zung Jung's payment explainer (ZJ §6, Zen Koan §7): every sentence that says who pays what and why, in one
place. The score panel, the engine's responsibility ruling, the calculator and the command line all take
their payment sentences from here (through ``zjgame.scoring``'s seam).

Every amount of a finished hand is the settlement's (``win.payments``); the sentences explain them, they never
compute a payment of their own. Hypothetical wins (the calculator, ``zjgame score``) are settled first by
``zjgame.scoring.zj.payments`` and then explained. Seats are named by the caller's ``names`` (wind names by
default), tiles by ``tile_name`` (notation by default), with "you" in messages of its own; every sentence is
one message of ``zjgame.i18n``, in the language in use or the ``translation`` given (``Say``).
"""

from __future__ import annotations

import gettext
from typing import Any

from zjgame.i18n import N_
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring.context import WinContext
from zjgame.scoring.words import Names, Say, TileNamer, payment_sentence, tile_notation, wind_names
from zjgame.scoring.zj.payments import DISCARDER_PAYS, Responsibility, deal_in_cost, settle


def responsibility_sentence(
    resp: Responsibility,
    winner: Seat,
    tile: Tile,
    names: Names = wind_names,
    tile_name: TileNamer = tile_notation,
    translation: gettext.NullTranslations | None = None,
) -> str:
    """ZJ §6: who is responsible for a discard win and why, same-round immunity included (one or two sentences)."""
    say = Say(names, translation)
    t = tile_name(tile)
    followed = ""
    if resp.immune:
        who = say.join_and([say.name(s, i == 0) for i, s in enumerate(resp.immune)])
        if len(resp.immune) > 1 or say.is_you(resp.immune[0]):
            followed = say.gettext("{who} only followed with the same tile, so are immune.").format(who=who)
        else:
            followed = say.gettext("{who} only followed with the same tile, so is immune.").format(who=who)
    if resp.reason == "winner_threw_first":
        if say.is_you(winner):
            first = say.gettext(
                "You had discarded {tile} first since your own last discard, so nobody is responsible and each "
                "pays the same."
            ).format(tile=t)
        else:
            first = say.gettext(
                "{winner} had discarded {tile} first since their own last discard, so nobody is responsible and "
                "each pays the same."
            ).format(winner=say.name(winner), tile=t)
        return say.sentences(first, followed)
    if resp.reason == "no_immunity":
        if resp.seat is None:
            return say.gettext("Nobody discarded the winning tile and pays alone (no immunity).")
        if say.is_you(resp.seat):
            return say.gettext("You discarded the winning tile and pay alone (no immunity).")
        return say.gettext("{who} discarded the winning tile and pays alone (no immunity).").format(
            who=say.name(resp.seat)
        )
    assert resp.seat is not None
    if resp.reason == "first_discarder":
        if say.is_you(resp.seat):
            first = say.gettext("You were first to discard {tile} since {winners} last discard, so are responsible.")
        else:
            first = say.gettext("{who} was first to discard {tile} since {winners} last discard, so is responsible.")
        first = first.format(who=say.name(resp.seat), tile=t, winners=say.poss(winner))
        return say.sentences(first, followed)
    if say.is_you(resp.seat):
        return say.gettext("You discarded the winning tile and are responsible.")
    return say.gettext("{who} discarded the winning tile and is responsible.").format(who=say.name(resp.seat))


def payer_summary(
    nets: dict[Seat, int], names: Names = wind_names, translation: gettext.NullTranslations | None = None
) -> str:
    """``East pays 160; South and West pay 25 each`` (the largest payment first)."""
    say = Say(names, translation)
    by_amount: dict[int, list[Seat]] = {}
    for s, v in nets.items():
        if v < 0:
            by_amount.setdefault(-v, []).append(s)
    parts = []
    for k, (amount, seats) in enumerate(sorted(by_amount.items(), reverse=True)):
        if len(seats) == 1:
            parts.append(say.pays(seats[0], amount, k == 0))
        else:
            parts.append(say.pay_each(seats, amount, k == 0))
    return say.clauses(parts)


def ruling_text(
    resp: Responsibility,
    winner: Seat,
    tile: Tile,
    nets: dict[Seat, int],
    names: Names = wind_names,
    tile_name: TileNamer = tile_notation,
    translation: gettext.NullTranslations | None = None,
) -> str:
    """The responsibility ruling of a discard win (docs/records.md ``responsibility``): why, then who pays what.
    The engine keeps it in records: it asks for ``zjgame.i18n.ENGLISH``."""
    say = Say(names, translation)
    why = responsibility_sentence(resp, winner, tile, names, tile_name, translation)
    summary = say.pgettext("sentence", "{text}.").format(text=payer_summary(nets, names, translation))
    return say.sentences(why, summary)


def _paid(win: Any, seat: Seat) -> int:
    """What ``seat`` paid for this win (positive), from the settlement's payments."""
    return -int(win.payments[seat.index])


def _source(say: Say, disc: Seat | None, robbed: bool) -> str:
    """``Bo's discard``, ``your kong tile (robbing the kong)``: what the win was on."""
    if disc is not None and say.is_you(disc):
        return say.gettext("your kong tile (robbing the kong)") if robbed else say.gettext("your discard")
    name = say.name(disc) if disc is not None else "?"
    if robbed:
        return say.gettext("{name}'s kong tile (robbing the kong)").format(name=name)
    return say.gettext("{name}'s discard").format(name=name)


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
    source = _source(say, disc, bool(win.context.robbing_kong))
    if params.payment_scheme == DISCARDER_PAYS and disc is not None:
        return [_discarder_pays_line(win, say, source, disc)]
    amounts = {s: _paid(win, s) for s in others}
    if len(set(amounts.values())) == 1:
        each = amounts[others[0]]
        if v <= std:
            return [
                say.gettext("Won on {source}. {value} is {std} or less, so each of the three pays {each}.").format(
                    source=source, value=v, std=std, each=each
                )
            ]
        if win.responsible is None:
            return [
                say.gettext(
                    "Won on {source}. Nobody is responsible ({winner} had thrown that tile first), so each pays {each}."
                ).format(source=source, winner=say.name(winner), each=each)
            ]
        return [say.gettext("Won on {source}: each of the three pays {each}.").format(source=source, each=each)]
    if win.responsible is None:
        parts = [say.pays(s, amounts[s]) for s in others]
        return [say.gettext("Won on {source}: {parts}.").format(source=source, parts=say.join(parts))]
    resp: Seat = win.responsible
    if say.is_you(resp):
        head = say.gettext(
            "Won on {source}. {value} is over {std}: the two not responsible pay {std} each, and you, responsible, "
            "pay the rest: 3 × {value} − {twice} = {amount}."
        )
    else:
        head = say.gettext(
            "Won on {source}. {value} is over {std}: the two not responsible pay {std} each, and {who}, "
            "responsible, pays the rest: 3 × {value} − {twice} = {amount}."
        )
    lines = [head.format(source=source, value=v, std=std, who=say.name(resp), twice=2 * std, amount=amounts[resp])]
    tile = tile_name(win.hand.winning) if win.hand.winning else say.gettext("that tile")
    if resp is not disc or win.immune:
        if say.is_you(resp):
            first = say.gettext("You were the first to throw {tile} since {winner}'s own last discard.")
        elif say.is_you(winner):
            first = say.gettext("{who} was the first to throw {tile} since your own last discard.")
        else:
            first = say.gettext("{who} was the first to throw {tile} since {winner}'s own last discard.")
        lines.append(first.format(who=say.name(resp, True), tile=tile, winner=say.name(winner)))
    if win.immune:
        who = say.join_and([say.name(s, i == 0) for i, s in enumerate(win.immune)])
        lines.append(
            say.gettext("{who} only followed with the same tile: immune (same-round immunity).").format(who=who)
        )
    return lines


def _discarder_pays_line(win: Any, say: Say, source: str, disc: Seat) -> str:
    """Zen Koan §7: the discarder alone pays (East pays and receives double)."""
    v, winner = win.value, win.winner
    paid = _paid(win, disc)
    you = say.is_you(disc)
    if paid == 3 * v:
        if you:
            text = say.gettext("Won on {source}: you pay {paid} alone (3 × {value}).")
        else:
            text = say.gettext("Won on {source}: {who} pays {paid} alone (3 × {value}).")
        return text.format(source=source, who=say.name(disc), paid=paid, value=v)
    if paid == 6 * v and Seat.E in (winner, disc):
        if winner is Seat.E:
            if say.is_you(winner):
                why = say.gettext("you, the winner, are East")
            else:
                why = say.gettext("the winner, {winner}, is East").format(winner=say.name(winner))
        elif you:
            why = say.gettext("you are East (East pays double)")
        else:
            why = say.gettext("{who} is East (East pays double)").format(who=say.name(disc))
        if you:
            text = say.gettext("Won on {source}: you pay {paid} alone: 3 × {value}, doubled because {why}.")
        else:
            text = say.gettext("Won on {source}: {who} pays {paid} alone: 3 × {value}, doubled because {why}.")
        return text.format(source=source, who=say.name(disc), paid=paid, value=v, why=why)
    if you:
        return say.gettext("Won on {source}: you pay {paid} alone.").format(source=source, paid=paid)
    return say.gettext("Won on {source}: {who} pays {paid} alone.").format(source=source, who=say.name(disc), paid=paid)


def _self_drawn_lines(win: Any, ruleset: Ruleset, say: Say, others: list[Seat]) -> list[str]:
    v = win.value
    east_double = ruleset.zj.east_double
    winner: Seat = win.winner
    you = say.is_you(winner)
    amounts = {s: _paid(win, s) for s in others}
    if len(set(amounts.values())) == 1:
        each = amounts[others[0]]
        if each == 2 * v and winner is Seat.E and east_double:
            if you:
                text = say.gettext(
                    "You drew the winning tile: each of the three others pays {each} (2 × {value}: East receives "
                    "double)."
                )
            else:
                text = say.gettext(
                    "{winner} drew the winning tile: each of the three others pays {each} (2 × {value}: East "
                    "receives double)."
                )
        elif you:
            text = say.gettext("You drew the winning tile: each of the three others pays {each}.")
        else:
            text = say.gettext("{winner} drew the winning tile: each of the three others pays {each}.")
        return [text.format(winner=say.name(winner), each=each, value=v)]
    groups: dict[int, list[Seat]] = {}
    for s in others:
        groups.setdefault(amounts[s], []).append(s)
    parts = []
    for amount, who in groups.items():
        if len(who) > 1:
            parts.append(say.pay_each(who, amount))
        elif east_double and who == [Seat.E] and amount == 2 * v:
            if say.is_you(who[0]):
                text = say.gettext("{who} pay {amount} (2 × {value}: East pays double)")
            else:
                text = say.gettext("{who} pays {amount} (2 × {value}: East pays double)")
            parts.append(text.format(who=say.name(who[0]), amount=amount, value=v))
        else:
            parts.append(say.pays(who[0], amount))
    if you:
        return [say.gettext("You drew the winning tile: {parts}.").format(parts=say.clauses(parts))]
    return [
        say.gettext("{winner} drew the winning tile: {parts}.").format(
            winner=say.name(winner), parts=say.clauses(parts)
        )
    ]


def draw_lines(result: Any, names: Names = wind_names) -> list[str]:
    """An exhaustive draw (``result``: the engine's ``HandResult``, or anything with ``payments`` by seat index
    and ``ready``): nobody pays, or who was ready (tenpai) and the ready-hand payments (Zen Koan §7)."""
    say = Say(names)
    ran_out = say.gettext("The wall ran out and nobody won on the last discard.")
    if not any(result.payments):
        if result.ready:
            ready_seats = list(result.ready)
            who = say.group(ready_seats, True)
            if len(ready_seats) == 1 and not say.is_you(ready_seats[0]):
                text = say.gettext("{who} was ready (tenpai); with all four ready or none, nobody pays.")
            else:
                text = say.gettext("{who} were ready (tenpai); with all four ready or none, nobody pays.")
            return [ran_out, text.format(who=who)]
        return [say.gettext("The wall ran out and nobody won on the last discard. Nobody pays.")]
    ready = [s for s in SEATS if s in result.ready]
    not_ready = [s for s in SEATS if s not in result.ready]
    single = len(ready) == 1 and not say.is_you(ready[0])
    if single:
        paid = say.gettext("{who} was ready (tenpai, one tile from a win) and is paid.")
    else:
        paid = say.gettext("{who} were ready (tenpai, one tile from a win) and are paid.")
    pays = [
        say.pays(s, -result.payments[s.index], i == 0)
        for i, s in enumerate(s for s in not_ready if result.payments[s.index] < 0)
    ]
    gets = [say.receives(s, result.payments[s.index]) for s in ready if result.payments[s.index] > 0]
    last = say.gettext("{pays}; {gets}.").format(pays=say.join(pays), gets=say.join(gets))
    return [ran_out, paid.format(who=say.group(ready, True)), last]


def prospect_lines(value: int, ctx: WinContext, ruleset: Ruleset, names: Names = wind_names) -> list[str]:
    """What a win of ``value`` by ``ctx.seat`` would pay, for the calculator and ``zjgame score``: self-drawn,
    or on a discard (ZJ §6: at or under the standard score each pays the value; over it the responsible seat
    pays the rest, or, with nobody responsible, each pays the value; Zen Koan: the discarder alone)."""
    say = Say(names)
    winner = ctx.seat
    if ctx.self_drawn:
        changes = settle(ruleset, value, winner, True, None, None)
        parts = [say.pays(s, -changes[s]) for s in SEATS if s is not winner]
        return [
            say.gettext("Self-drawn: {parts}; {gets}.").format(
                parts=say.join(parts), gets=say.receives(winner, changes[winner])
            )
        ]
    params = ruleset.zj
    if params.payment_scheme == DISCARDER_PAYS:
        lines = [say.gettext("On a discard the discarder pays alone:")]
        for discarder in winner.after():
            cost = deal_in_cost(ruleset, value, discarder is Seat.E, winner is Seat.E)
            line = say.gettext("discard by {who}: {pays}; {gets}").format(
                who=say.name(discarder), pays=say.pays(discarder, cost), gets=say.receives(winner, cost)
            )
            lines.append("  " + line)  # an indented list under the line above
        return lines
    std = params.standard_score
    discarder = winner.previous
    responsible = settle(ruleset, value, winner, False, discarder, discarder)
    nobody = settle(ruleset, value, winner, False, discarder, None)
    total = responsible[winner]
    if value <= std:
        return [
            say.gettext("On a discard: {value} is {std} or less, so each of the three pays {each}; {gets}.").format(
                value=value, std=std, each=-responsible[discarder], gets=say.receives(winner, total)
            )
        ]
    return [
        say.gettext(
            "On a discard: the responsible seat pays {responsible}, the other two {std} each; with nobody "
            "responsible (same-round immunity) each pays {each}. {gets}."
        ).format(
            responsible=-responsible[discarder],
            std=std,
            each=-nobody[discarder],
            gets=say.receives(winner, total, start=True),
        )
    ]


# Why each payment of a settlement was made (``Payment.reason`` codes; {winner}: the payee).
_REASONS = {
    "self_drawn": N_("{winner} drew the winning tile, so each of the three others pays the value"),
    "discard_each": N_(
        "won on a discard at or under the standard score, or with nobody responsible: each pays the value"
    ),
    "discard_standard": N_("not responsible for the discard win: the standard score"),
    "discard_responsible": N_(
        "responsible for the discard win: three times the value less the others' standard scores"
    ),
    "discarder_pays": N_("the discarder alone pays three times the value"),
    "ready": N_("ready at the exhaustive draw"),
}


def payment_sentences(settlement: Any, names: Names = wind_names) -> list[str]:
    """One sentence per payment of a ``Settlement`` (ZJ §6, Zen Koan §7), from its reason code."""
    say = Say(names)
    out = []
    for p in settlement.payments:
        why = say.gettext(_REASONS[p.reason]) if p.reason in _REASONS else p.reason
        out.append(payment_sentence(say, p.payer, p.payee, p.amount, why.format(winner=say.name(p.payee)), p.doubled))
    return out
