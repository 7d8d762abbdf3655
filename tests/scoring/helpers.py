"""Shared helpers for the scoring tests: build a WinContext from a compact option string."""

from __future__ import annotations

from zjgame.rules.hand import parse_hand
from zjgame.rules.ruleset import get_ruleset
from zjgame.rules.seats import Seat
from zjgame.scoring import FLAG_NAMES, ScoreResult, WinContext, score_hand


def context_from(opts: str) -> tuple[WinContext, str]:
    """``"self seat=S round=E rs=zj-older final_draw"`` -> (context, ruleset name)."""
    kw: dict[str, object] = {}
    ruleset = "zj"
    for tok in opts.split():
        if tok == "self":
            kw["self_drawn"] = True
        elif tok == "discard":
            kw["self_drawn"] = False
        elif tok.startswith("seat="):
            kw["seat"] = Seat(tok[5:])
        elif tok.startswith("round="):
            kw["round_wind"] = Seat(tok[6:])
        elif tok.startswith("rs="):
            ruleset = tok[3:]
        elif tok in FLAG_NAMES:
            kw[tok] = True
        else:
            raise AssertionError(f"bad option {tok!r} in the test table")
    return WinContext(**kw), ruleset  # type: ignore[arg-type]


def score(text: str, opts: str = "") -> ScoreResult:
    ctx, rs = context_from(opts)
    ruleset = get_ruleset(rs)
    return score_hand(parse_hand(text, allow_bonus=ruleset.bonus_tiles), ctx, ruleset)


def expanded_ids(result: ScoreResult) -> list[str]:
    """Counted pattern ids, 3.1 twice for two Value Honor sets, in table order."""
    return [cp.id for cp in result.patterns for _ in range(cp.count)]


def parse_expected(spec: str) -> list[str]:
    """``"1.2 3.1x2"`` -> ["1.2", "3.1", "3.1"]."""
    out: list[str] = []
    for tok in spec.split():
        pid, _, n = tok.partition("x")
        out.extend([pid] * (int(n) if n else 1))
    return out
