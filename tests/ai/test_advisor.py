"""The practice-mode advisor: ranks every legal option with a reason, puts the hard player's choice first,
lists the nearest pattern plans and the improving tiles with their unseen counts."""

from __future__ import annotations

from ai.acceptance import tile_acceptance
from ai.advisor import advise
from ai.players import make_player
from ai.view_tools import table_info
from zjgame.engine.actions import Discard, Pass
from zjgame.engine.round import RoundState
from zjgame.engine.wall import wall_for_seed
from zjgame.rules.ruleset import ZJ


def _states(wall_seed: int = 6):
    players = [make_player("normal", i) for i in range(4)]
    state, _ = RoundState.start(wall_for_seed(wall_seed, ZJ), ZJ, hand_number=1)
    while not state.is_finished:
        seat = state.seats_to_act[0]
        legal = state.legal_actions(seat)
        yield state, seat, legal
        state, _ = state.apply(seat, players[seat.index].choose(state.view_for(seat), legal).action)


def test_advice_ranks_every_legal_option_and_agrees_with_hard():
    checked = 0
    for state, seat, legal in _states():
        if len(legal) < 2:
            continue
        view = state.view_for(seat)
        advice = advise(view, legal, seed=4)
        assert sorted(map(repr, (o.action for o in advice.options))) == sorted(map(repr, legal))
        assert [o.rank for o in advice.options] == list(range(1, len(legal) + 1))
        assert all(o.reason for o in advice.options)
        assert advice.best.action == make_player("hard", 4).choose(view, legal).action
        checked += 1
        if checked >= 12:
            break
    assert checked >= 5


def test_advice_on_a_discard_lists_plans_and_improving_tiles_with_unseen_counts():
    for state, seat, legal in _states(8):
        if sum(isinstance(a, Discard) for a in legal) < 5:
            continue
        view = state.view_for(seat)
        advice = advise(view, legal)
        assert advice.plans, "a hand always has some plan (at least the concealed hand)"
        assert all(p.points > 0 and p.missing >= advice.shanten + 1 and p.needs for p in advice.plans)
        info = table_info(view)
        counts = info.hand_counts()
        counts[advice.best.action.tile.index] -= 1
        acc = tile_acceptance(counts, [max(v, c) for v, c in zip(info.visible, counts)])
        assert advice.shanten == acc.shanten
        assert {t.index: n for t, n in advice.improving} == dict(zip(acc.improving, acc.unseen))
        assert advice.summary
        return
    raise AssertionError("no discard decision found")


def test_pass_is_ranked_with_a_reason_in_a_claim_window():
    for state, seat, legal in _states(3):
        if any(isinstance(a, Pass) for a in legal) and len(legal) >= 2:
            advice = advise(state.view_for(seat), legal)
            reasons = {type(o.action).__name__: o.reason for o in advice.options}
            assert "Pass" in reasons and reasons["Pass"].startswith("Pass")
            return


def test_advice_with_a_kept_bonus_tile_puts_setting_it_aside_or_throwing_it_first():
    from zjgame.engine.actions import SetAsideBonus
    from zjgame.rules.ruleset import RULESETS
    from zjgame.rules.seats import Seat

    ruleset = RULESETS["zen-koan"]
    players = [make_player("baseline", i) for i in range(4)]
    for wall in range(40):
        state, _ = RoundState.start(wall_for_seed(wall, ruleset), ruleset, hand_number=wall)
        kept = False
        while not state.is_finished:
            seat = state.seats_to_act[0]
            legal = state.legal_actions(seat)
            view = state.view_for(seat)
            if seat is Seat.E and not kept and any(isinstance(a, SetAsideBonus) for a in legal):
                action = next(a for a in legal if isinstance(a, Discard) and not a.tile.is_bonus)
                kept = True
            elif seat is Seat.E and kept and any(t.is_bonus for t in view.concealed) and len(legal) > 1:
                advice = advise(view, legal)
                best = advice.best.action
                assert isinstance(best, (SetAsideBonus, Pass)) or (isinstance(best, Discard) and best.tile.is_bonus)
                assert advice.summary
                return
            else:
                action = players[seat.index].choose(view, legal).action
            state, _ = state.apply(seat, action)
    raise AssertionError("no wall in 40 let East keep a bonus tile")
