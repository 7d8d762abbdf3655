"""Shared helpers for the British scoring tests: score a winner's or a loser's hand from a compact option
string, and the B4 tables typed again from ``british.md`` (so a test never takes its expectation from the
scorer)."""

from __future__ import annotations

from dataclasses import replace

from zjgame.rules.hand import parse_hand
from zjgame.rules.ruleset import BRITISH, BritishParams, Ruleset
from zjgame.rules.seats import Seat
from zjgame.scoring import WinContext, score_hand, score_loser
from zjgame.scoring.british.result import BritishScore

# B4 sets: (exposed pung, concealed pung, exposed kong, concealed kong)
SETS = {"simples": (2, 4, 8, 16), "terminals": (4, 8, 16, 32), "honours": (4, 8, 16, 32)}


def kind_of(tile: str) -> str:
    if tile[1] == "z":
        return "honours"
    return "terminals" if tile[0] in "19" else "simples"


def set_value(tile: str, kong: bool, concealed: bool) -> int:
    return SETS[kind_of(tile)][2 * kong + concealed]


def ruleset_with(limit: int | None = 1000, east_double: bool = True) -> Ruleset:
    return replace(BRITISH, scoring=BritishParams(limit=limit, east_double=east_double))


def context(opts: str) -> tuple[WinContext, Ruleset]:
    """``"self seat=S round=E heaven limit=500"``: the win context and the ruleset (defaults: on a discard,
    seat S, round E, limit 1000)."""
    kw: dict[str, object] = {"seat": Seat.S, "round_wind": Seat.E}
    limit: int | None = 1000
    for tok in opts.split():
        if tok == "self":
            kw["self_drawn"] = True
        elif tok.startswith("seat="):
            kw["seat"] = Seat(tok[5:])
        elif tok.startswith("round="):
            kw["round_wind"] = Seat(tok[6:])
        elif tok.startswith("limit="):
            limit = None if tok[6:] == "none" else int(tok[6:])
        elif tok in ("final_draw", "kong_supplement", "robbing_kong", "heaven", "standing_hand"):
            kw[tok] = True
        else:
            raise AssertionError(f"bad option {tok!r} in the test table")
    return WinContext(**kw), ruleset_with(limit)  # type: ignore[arg-type]


def winner(hand: str, opts: str = "") -> BritishScore:
    ctx, ruleset = context(opts)
    result = score_hand(parse_hand(hand), ctx, ruleset)
    assert isinstance(result, BritishScore)
    return result


def loser(hand: str, seat: str = "S", round_wind: str = "E", limit: int | None = 1000) -> BritishScore:
    result = score_loser(parse_hand(hand, require_winning=False), Seat(seat), Seat(round_wind), ruleset_with(limit))
    assert isinstance(result, BritishScore)
    return result


def names(result: BritishScore) -> list[str]:
    return [x.name for x in result.items]
