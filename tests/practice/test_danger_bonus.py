"""The danger warning never rates a kept bonus tile (Zen Koan: nobody can win on one; the danger model's tables
cover the 34 kinds only, so asking would fail)."""

from __future__ import annotations

from tests.practice.test_danger_hints import DISCARDS, MELDS
from tests.practice.views import turn_view
from zjgame.practice.danger_check import check_discard
from zjgame.rules.ruleset import ZEN_KOAN
from zjgame.rules.tiles import Tile


def test_a_bonus_tile_is_never_dangerous() -> None:
    view = turn_view("123m456m789s1122z1f", MELDS, DISCARDS, ruleset=ZEN_KOAN)
    assert check_discard(view, Tile("1f"), threshold_points=0.0) is None
    assert check_discard(view, Tile("5p"), threshold_points=0.0) is not None  # the same view warns of a real tile
