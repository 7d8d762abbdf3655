"""A small duplicate match as a regression alarm: ``hard`` must beat ``random`` by a wide margin."""

from __future__ import annotations

from ai.arena import simulate
from ai.players import make_player
from zjgame.rules.ruleset import ZJ


def test_hard_beats_random_in_a_small_duplicate_match():
    summary = simulate(["hard", "random", "random", "random"], make_player, ZJ, walls=12, seed=3, duplicate=True)
    assert summary["exceptions"] == 0 and summary["invariant_violations"] == 0
    hard = next(p for p in summary["players"] if p["name"] == "hard")
    rand = next(p for p in summary["players"] if p["name"] == "random")
    assert hard["win_rate"] > 0.5
    assert hard["net_per_hand"] > 10
    assert hard["net_per_hand"] > rand["net_per_hand"] + 10
