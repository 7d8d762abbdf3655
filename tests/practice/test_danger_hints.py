"""The danger warning (dangerous tile vs safe tile, cost from the payment scheme) and the hints panel."""

from __future__ import annotations

from tests.practice.views import turn_view
from zjgame.engine.actions import Discard
from zjgame.practice.advice import Advisor, hints_for
from zjgame.practice.danger_check import check_discard
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import ZEN_KOAN, ZJ, ZJ_OLDER
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring.zj import deal_in_cost

# West shows pungs of White, Green and 3p: a big hand (dragons, one suit), probably ready.
MELDS = {Seat.W: (Meld.pung(Tile("5z"), Seat.E), Meld.pung(Tile("6z"), Seat.N), Meld.pung(Tile("3p"), Seat.S))}
DISCARDS = {"E": "9m1s2s8s9p1z", "S": "9s8m1p2p7s3z", "W": "1m9m1s9s7m4z", "N": "2s3s9m1p2z8s"}


def _view(ruleset=ZJ):
    return turn_view("123m456m789s1122z5p", MELDS, DISCARDS, ruleset=ruleset)


def test_warning_for_a_dangerous_tile_not_for_a_safe_one() -> None:
    warning = check_discard(_view(), Tile("5p"))
    assert warning is not None
    assert warning.seat is Seat.W and warning.responsible
    assert "West" in warning.reason and "ready" in warning.reason
    assert warning.cost == deal_in_cost(ZJ, warning.value, False, False)
    assert warning.cost > warning.value  # the responsible discarder pays more than the value
    assert any(str(warning.cost) in line for line in warning.lines())
    assert check_discard(_view(), Tile("1z")) is None  # East wind: two seen in discards, one pair in hand
    assert check_discard(_view(), Tile("9s")) is None


def test_warning_cost_follows_the_ruleset() -> None:
    older = check_discard(_view(ZJ_OLDER), Tile("5p"))
    assert older is not None and older.cost == deal_in_cost(ZJ_OLDER, older.value, False, False)
    base = check_discard(_view(), Tile("5p"))
    assert base is not None and older.cost != base.cost  # standard score 30 instead of 25


def test_hints_show_shanten_improving_tiles_suggestion_and_plans() -> None:
    view = turn_view("123m456m789s1122z5p")
    legal = [Discard(t) for t in sorted(set(view.concealed), key=lambda t: t.index)]
    hints = hints_for(view, legal, Advisor())
    assert hints.shanten == 0  # discard 5p: ready on 1z or 2z
    assert hints.best_discard is Tile("5p")
    assert {t for t, _n in hints.improving} == {Tile("1z"), Tile("2z")}
    assert hints.accepted == sum(n for _t, n in hints.improving) == 4
    assert hints.suggestion == Discard(Tile("5p"))
    assert hints.reason
    assert hints.plans and all(p.points > 0 for p in hints.plans)
    lines = hints.lines()
    assert lines[0] == "Your hand is ready."
    assert any(line.startswith("Advisor: discard ⟦5p⟧. ") for line in lines)


def test_zen_koan_warning_uses_discarder_pays() -> None:
    warning = check_discard(_view(ZEN_KOAN), Tile("5p"))
    assert warning is not None and warning.cost == 3 * warning.value
