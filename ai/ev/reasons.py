"""Reasons of the expected-points players: one sentence per decision, stating the numbers it used (the chance
to win in the draws left, the points a win scores, the expected points, the deal-in risk it avoided), e.g.
"Discard 9p: 1-shanten, 31% to win in the 10 draws left, about 14 points when it does; 4m would be 9% likely
to pay East's hand of about 40".

Owns ``reason``, ``win_reason`` and ``only_reason`` (command-line and advisor text; the game shows it through
the practice-mode panels).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ai.ev.values import meld_specs
from ai.view_tools import TableInfo
from zjgame.engine.actions import ClaimChow, ClaimKong, ClaimPung, DeclareKong, DeclareSelfDrawnWin, Discard, Pass
from zjgame.engine.view import SeatView
from zjgame.rules.tiles import TILES34, Tile

if TYPE_CHECKING:
    from ai.ev.outlook import Outlook
    from ai.ev.player import Choice, EVPlayer

_SEAT_NAMES = {"E": "East", "S": "South", "W": "West", "N": "North"}
_SHAPES = {-1: "complete", 0: "ready", 1: "1-shanten", 2: "2-shanten"}


def shape_words(sh: int) -> str:
    return _SHAPES.get(sh, f"{sh}-shanten")


def _describe(action: object) -> str:
    describe = getattr(action, "describe", None)
    return describe() if callable(describe) else str(action)


def only_reason(action: object) -> str:
    return f"{_describe(action).capitalize()}: the only legal action"


def _outlook_words(look: Outlook, draws: int) -> str:
    if look.chance <= 0.0005:
        return f"{shape_words(look.shanten)}, no win in sight in the {draws} draws left"
    plan = f" as {look.target}" if look.target and look.target != "fast" else ""
    return (
        f"{shape_words(look.shanten)}{plan}, {look.chance:.0%} to win in the {draws} draws left, "
        f"about {look.points:.0f} points when it does"
    )


def _seat(seat: object) -> str:
    return _SEAT_NAMES.get(getattr(seat, "value", ""), str(seat))


def reason(player: EVPlayer, best: Choice, choices: list[Choice], info: TableInfo) -> str:
    action = best.action
    draws = _draws(info, best)
    if "bonus" in best.notes:
        if isinstance(action, Discard) and action.tile.is_bonus:
            return f"Discard {action.tile.value}: a kept bonus tile can never be part of a win"
        return f"{_describe(action).capitalize()}: a kept bonus tile must go first"
    look = best.outlook
    if isinstance(action, Discard):
        head = f"Discard {action.tile.value}"
        if action.standing:
            head += " and declare a Standing Hand"
        if best.folded:
            threat = max(player_threat(choices), key=lambda c: c.deal_in, default=None)
            against = ""
            if threat is not None and threat.winner is not None:
                against = f"; {threat.discard.value if threat.discard else '?'} would be {threat.deal_in:.0%} likely to deal into {_seat(threat.winner)}"  # noqa: E501
            return (
                f"{head}: plays safe ({best.deal_in:.0%} to deal in), folding is worth {best.score:.1f} points "
                f"against {best.notes[1] if len(best.notes) > 1 else '?'} for pushing{against}"
            )
        text = f"{head}: {_outlook_words(look, draws)}" if look is not None else head
        if "slip" in best.notes:
            return text + " (a hasty choice)"
        # The discard the expected points alone would have chosen, when the speed prior changed the choice.
        greedy = max(
            (c for c in choices if isinstance(c.action, Discard) and not c.folded and "not weighed" not in c.notes),
            key=lambda c: c.score + c.speed,
            default=best,
        )
        if (
            greedy is not best
            and greedy.speed > best.speed
            and greedy.discard is not None
            and 0 < greedy.accept < best.accept
        ):
            return (
                f"{text}; keeps {best.accept} tiles that take it closer where {greedy.discard.value} keeps "
                f"{greedy.accept} (the wider hand, worth {greedy.speed - best.speed:.1f} more for speed)"
            )
        # The discard the offence alone would have chosen, when the risk of dealing in changed the choice.
        offence = max(
            (c for c in choices if isinstance(c.action, Discard) and not c.folded),
            key=lambda c: c.score + c.danger,
            default=best,
        )
        if (
            offence is not best
            and offence.discard is not None
            and offence.winner is not None
            and offence.danger > best.danger
        ):
            text += (
                f"; {offence.discard.value} would be {offence.deal_in:.0%} likely to pay {_seat(offence.winner)}"
                f" (about {offence.danger:.1f} points at risk)"
            )
        return text
    if isinstance(action, Pass):
        claims = [c for c in choices if not isinstance(c.action, Pass)]
        if not claims or look is None:
            return "Pass"
        alt = max(claims, key=lambda c: c.score)
        what = _describe(alt.action).replace("claim a ", "").replace("claim an ", "")
        alt_look = alt.outlook
        alt_words = (
            f"{alt_look.chance:.0%} and about {alt_look.points:.0f} points with it" if alt_look is not None else "less"
        )
        return (
            f"Pass on the {what}: the hand as it is has {look.chance:.0%} to win for about {look.points:.0f} points "
            f"({best.score:.1f} expected), against {alt_words} ({alt.score:.1f})"
        )
    if isinstance(action, (ClaimPung, ClaimKong, ClaimChow)):
        then = f", {best.notes[0]}" if best.notes else ""
        hold = next((c for c in choices if isinstance(c.action, Pass)), None)
        against = f" against {hold.score:.1f} by passing" if hold is not None else ""
        words = _outlook_words(look, draws) if look is not None else ""
        return f"{_describe(action).capitalize()}{then}: {words} ({best.score:.1f} expected{against})"
    if isinstance(action, DeclareKong):
        words = _outlook_words(look, draws) if look is not None else ""
        return f"Declare a kong of {action.tile.value}: {words}, and a loose tile at once"
    return _describe(action).capitalize()


def _draws(info: TableInfo, choice: Choice) -> int:
    """Our draws left as the choice's race counted them."""
    from ai.ev.threats import my_rounds

    return my_rounds(info, 0 if isinstance(choice.action, DeclareKong) else 3)


def player_threat(choices: list[Choice]) -> list[Choice]:
    return [c for c in choices if isinstance(c.action, Discard) and not c.folded and c.winner is not None]


def win_reason(player: EVPlayer, info: TableInfo, view: SeatView, action: object) -> str:
    counts = info.hand_counts()
    book = player.valuer(info).book
    specs = meld_specs(info.my_melds())
    bonus = tuple(t.value for t in info.bonus.get(info.seat, ()))
    standing = bool(info.standing and info.standing[info.seat.index])
    try:
        if isinstance(action, DeclareSelfDrawnWin):
            drawn = getattr(view, "drawn", None)
            win = drawn if isinstance(drawn, Tile) else next(TILES34[i] for i in range(34) if counts[i])
            counts[win.index] -= 1
            value = book.win(tuple(counts), specs, win.index, True, info.seat, info.round_wind, bonus, standing)
            return f"Declare the self-drawn win on {win.value}: {value} points"
        window = getattr(view, "window", None)
        if window is None:
            return "Claim the win"
        win = window.tile
        value = book.win(tuple(counts), specs, win.index, False, info.seat, info.round_wind, bonus, standing)
        return f"Claim the win on {win.value}: {value} points"
    except (ValueError, StopIteration):
        return "Take the win: a legal win is always taken"
