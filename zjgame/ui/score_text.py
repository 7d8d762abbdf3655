"""The score panel's words (no pygame): the role tags of the payments column, the several-winners heading,
counted nouns ("1 point"), and the payment sentences of a win or an exhaustive draw, which are the scoring
system's (``zjgame.scoring``: one explainer per system) with the players' names.

Every amount comes from the engine's payments (``WinResult.payments``, ``HandResult.payments``); the sentences
only explain them, they never compute a payment of their own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from zjgame.engine.words import Voice, mark_notation, sentence
from zjgame.i18n import _, commas, ngettext, pgettext
from zjgame.names import chinese, line_name
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


def role_text(role: str) -> str:
    """A ``seat_role`` tag as the payments column shows it."""
    roles = {
        "winner": pgettext("role", "winner"),
        "responsible": pgettext("role", "responsible"),
        "immune": pgettext("role", "immune"),
        "discarder": pgettext("role", "discarder"),
        "ready": pgettext("role", "ready"),
    }
    return roles.get(role, role)


def shown_concealed(tiles: Sequence[Tile], winning: Tile | None) -> list[Tile]:
    """A winner's concealed tiles as the "All hands" row shows them, the winning tile left out (it stands apart,
    framed, once: on a discard win the hand holds the claimed tile too; issue 15.3)."""
    out = list(tiles)
    if winning is not None and winning in out:
        out.remove(winning)
    return out


def several_winners_heading(result: Any, names: tuple[str, ...]) -> str:
    """``Two winners on 5p: West 20, North 15`` (several winners on one discard, Zen Koan §7)."""
    first = result.wins[0]
    tile = first.hand.winning.value if first.hand.winning is not None else _("one discard")
    parts = commas(f"{names[w.winner.index]} {w.value}" for w in result.wins)
    n = len(result.wins)
    if n == 2:
        return _("Two winners on {tile}: {parts}").format(tile=tile, parts=parts)
    if n == 3:
        return _("Three winners on {tile}: {parts}").format(tile=tile, parts=parts)
    return _("{n} winners on {tile}: {parts}").format(n=n, tile=tile, parts=parts)


# -- every hand scored (classic British, B4-B5) -----------------------------------------------------------------
WIND_ZH = {"E": "東", "S": "南", "W": "西", "N": "北"}


def item_rows(score: Any) -> list[tuple[str, str]]:
    """A scored hand's items as (name, amount) rows: points or doubles, tiles marked for pictures
    (``Exposed pung of honours ⟦7z⟧``, ``4``; ``Pung or Kong of any Dragon ⟦7z⟧``, ``1 double``)."""
    rows: list[tuple[str, str]] = []
    for line in score.lines:
        name = line_name(line) if chinese() else mark_notation(line.name)
        if line.doubles is not None:
            amount = ngettext("{n} double", "{n} doubles", line.value).format(n=line.value)
        elif line.count > 1:
            amount = f"{line.points} × {line.count}"
        else:
            amount = str(line.points)
        rows.append((name, amount))
    if not rows:
        rows.append((_("Nothing that scores"), "0"))
    return rows


def arithmetic_text(score: Any) -> str:
    """B4's doubling arithmetic and the limit: ``28 points × 2 (1 double) = 56``; ``16 points, no double: 16``;
    ``... = 1,280, limited to 1,000``."""
    basic = getattr(score, "basic", score.total)
    doubles = getattr(score, "doubles", 0)
    raw = getattr(score, "raw", score.total)
    if doubles:
        text = ngettext(
            "{basic} points × {factor} ({n} double) = {raw:,}",
            "{basic} points × {factor} ({n} doubles) = {raw:,}",
            doubles,
        ).format(basic=basic, factor=f"{2**doubles:,}", n=doubles, raw=raw)
    else:
        text = ngettext("{basic} point, no double: {raw:,}", "{basic} points, no double: {raw:,}", basic).format(
            basic=basic, raw=raw
        )
    if getattr(score, "limited", False):
        text = _("{arithmetic}, limited to {limit:,}").format(arithmetic=text, limit=score.limit_points)
    return text


def payment_rows(win: Any, names: Sequence[str]) -> list[tuple[str, str, int, str]]:
    """B5's settlement, one row per payment: (payer, payee, amount, why): the winner's score each loser pays,
    the differences the losers pay each other, East's double said where it is in the amount. With no names,
    the rows are counted only."""
    rows = []
    scores = {win.winner: win.score.total, **{x.seat: x.score.total for x in getattr(win, "losers", ())}}
    for p in getattr(win, "settlement", ()):
        payer = names[p.payer.index] if names else p.payer.value
        payee = names[p.payee.index] if names else p.payee.value
        if p.reason == "winner":
            why = _("winner's score {score}").format(score=scores.get(p.payee, p.amount))
        else:
            why = _("difference {high} − {low}").format(high=scores.get(p.payee, 0), low=scores.get(p.payer, 0))
        if p.doubled:
            why = _("{why} × 2 (East)").format(why=why)
        rows.append((payer, payee, p.amount, why))
    return rows


def settlement_summary(east_double: bool) -> str:
    """B5 in one line."""
    if east_double:
        return _("each loser pays the winner; losers pay each other the difference; East pays and receives double")
    return _("each loser pays the winner; losers pay each other the difference")


def win_title(win: Any, voice: Voice) -> str:
    """``Hao won on Lin's discard``, ``You won on a self-drawn tile``, ``Mei won by robbing your kong``."""
    who = voice.name(win.winner)
    if win.self_drawn:
        text = _("{who} won on a self-drawn tile").format(who=who)
    elif win.discarder is None:
        text = _("{who} won").format(who=who)
    elif win.context.robbing_kong:
        text = _("{who} won by robbing {whose} kong").format(who=who, whose=voice.poss(win.discarder))
    else:
        text = _("{who} won on {whose} discard").format(who=who, whose=voice.poss(win.discarder))
    return sentence(text)


def wall_game_lines(result: Any) -> list[str]:
    """B1: a wall game scores nothing and is replayed with the same East."""
    why = (
        _("A loose tile was needed and the kong box was empty.")
        if result.wall_game == "kong_box"
        else _("The live wall ran out and nobody won on the last discard.")
    )
    return [why, _("No score: nobody pays. The hand is replayed with the same East.")]


def pattern_rows(score: Any) -> tuple[list[tuple[str, str, str, str]], list[str]]:
    """The score panel's pattern rows (id, name, Chinese name, points) and notes, for the scoring system."""
    from zjgame.scoring.zj import ZungJungScore

    return _zung_jung_rows(score) if isinstance(score, ZungJungScore) else _generic_rows(score)


def _zung_jung_rows(score: Any) -> tuple[list[tuple[str, str, str, str]], list[str]]:
    """Zung Jung's patterns (id, name, Chinese name, points) and the notes on its limits (ZJ §5)."""
    rows: list[tuple[str, str, str, str]] = []
    if score.chicken:
        rows.append(("", _("Chicken hand: no pattern"), "", "1"))
    for cp in score.patterns:
        pts = f"{cp.points} × {cp.count}" if cp.count > 1 else f"{cp.points}"
        if chinese():  # the official Chinese name alone
            rows.append((cp.id, cp.pattern.name_zh, "", pts))
        else:
            rows.append((cp.id, cp.pattern.name, cp.pattern.name_zh, pts))
    notes: list[str] = []
    if score.limit == "listed":
        notes.append(_("Limit hand: the highest listed limit pattern alone counts."))
    elif score.limit == "compound":
        notes.append(
            _("The patterns add up to {raw}: capped at the limit of {limit}.").format(
                raw=score.raw_total, limit=score.limit_points
            )
        )
    if score.alternative_total is not None and score.alternative_total < score.total:
        notes.append(
            _("Another arrangement of these tiles would score only {n}; the best one counts.").format(
                n=score.alternative_total
            )
        )
    return rows, notes


def _generic_rows(score: Any) -> tuple[list[tuple[str, str, str, str]], list[str]]:
    """Any other scoring system: its score lines as it names them, its limit note and notes."""
    rows = []
    for line in score.lines:
        if line.points is not None:
            amount = f"{line.points} × {line.count}" if line.count > 1 else f"{line.points}"
        else:
            amount = line.amount_text()
        if chinese():
            rows.append((line.id or "", line_name(line), "", amount))
        else:
            rows.append((line.id or "", line.name, line.name_zh or "", amount))
    notes = [*([score.limit_note] if score.limit_note else []), *score.notes]
    return rows, notes
