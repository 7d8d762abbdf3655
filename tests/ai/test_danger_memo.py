"""The danger model's memoised settlement questions (issue 13 speed item): the memo must give exactly the
settlement's own answer for every discard history, in every ruleset, because it keys on a reduction of the
discards (ZJ §6's window and who threw the tile in it)."""

from __future__ import annotations

import random

import pytest

import ai.danger as danger
from ai.danger import responsibility_key, responsibility_window, settled_cost
from zjgame.rules.ruleset import RULESETS
from zjgame.rules.seats import SEATS
from zjgame.rules.tiles import TILES34
from zjgame.scoring import DealIn, cost_of_deal_in


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_memoised_cost_is_the_settlements_answer(name):
    ruleset = RULESETS[name]
    rng = random.Random(name)
    tiles = TILES34[:6]  # few kinds, so the same tile recurs in the windows (immunity, winner threw first)
    danger._COST_CACHE.clear()
    asked = 0
    for _ in range(600):
        river = tuple((rng.choice(SEATS), rng.choice(tiles)) for _ in range(rng.randrange(0, 14)))
        payer, winner = rng.sample(SEATS, 2)
        value = rng.choice((1, 5, 25, 26, 40, 80))
        tile = rng.choice(tiles)
        dealer = rng.choice(SEATS)
        direct = cost_of_deal_in(ruleset, DealIn(payer, winner, value, tile, (*river, (payer, tile)), dealer))
        assert settled_cost(ruleset, payer, winner, value, tile, river, dealer) == direct
        asked += 1
    assert len(danger._COST_CACHE[ruleset]) < asked  # the memo did answer some questions


def test_window_starts_at_the_winners_own_last_discard():
    e, s, w, n = SEATS
    a, b = TILES34[0], TILES34[1]
    river = ((e, a), (s, b), (w, a), (s, a), (n, a))
    assert responsibility_window(river, s) == river[3:]
    assert responsibility_key(responsibility_window(river, s), a) == (s.index, n.index)  # South first: nobody pays
    assert responsibility_key(responsibility_window(river, w), a) == (w.index, s.index, n.index)
    assert responsibility_window(river[:1], n) == river[:1]  # not discarded yet: the whole hand
