"""The yardsticks stay fixed: ``baseline`` and ``hard-v1`` make exactly the decisions (and give exactly the
reasons) they made when they were frozen, hand for hand, so every strength measured against them compares
like with like. A digest of every decision on a few walls is kept here; a speed-up that changes one decision
fails this test."""

from __future__ import annotations

import hashlib

import pytest

from ai.arena import play_hand
from ai.players import make_player
from zjgame.engine.wall import wall_for_seed
from zjgame.rules.ruleset import RULESETS


class _Digest:
    def __init__(self, player, h):
        self.player, self.h, self.name = player, h, player.name

    def choose(self, view, legal):
        d = self.player.choose(view, legal)
        self.h.update((repr(d.action) + d.reason).encode())
        return d


def digest(name: str, ruleset_name: str, walls: int) -> str:
    ruleset = RULESETS[ruleset_name]
    h = hashlib.sha256()
    for w in range(walls):
        players = [_Digest(make_player(name if i == w % 4 else "baseline", 10 + i), h) for i in range(4)]
        play_hand(wall_for_seed(w, ruleset), ruleset, players, hand_number=w, check=False)
    return h.hexdigest()


# Digests taken from the code as it was frozen (baseline and hard as of 95f3729), 6 walls each.
FROZEN = {
    ("baseline", "zj"): "7d0c38875ba3359c3c79c9a6abb87d5b11d6cf47f7dfe1b370a9976153058aba",
    ("hard-v1", "zj"): "6e033ece23f87302693e6e75c7041fa11e47a2a8e4005b20628229a21861e65b",
    ("hard-v1", "zen-koan"): "263fa46137b854ed484765c4b528f00f46d455b2bd6b026196316db93c1c2b5b",
}


@pytest.mark.parametrize(("name", "ruleset_name"), sorted(FROZEN))
def test_yardstick_decisions_are_unchanged(name, ruleset_name):
    assert digest(name, ruleset_name, 6) == FROZEN[(name, ruleset_name)]
