"""The expected-points engine (ai.ev): shapes, values through the scoring seam, targets, the race recurrences and
the outlook of a hand."""

from __future__ import annotations

import pytest

from ai.ev.outlook import Situation, Valuer
from ai.ev.race import Race, chain_values, fold_values, ready_values, step_values
from ai.ev.shapes import Shapes
from ai.ev.targets import targets
from ai.ev.values import ValueBook, irregular_shapes
from ai.shanten import shanten
from zjgame.rules.hand import Hand, parse_hand
from zjgame.rules.ruleset import RULESETS, ZJ
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import TILES34
from zjgame.scoring import WinContext, score_hand, system_for


def counts_of(text: str) -> tuple[int, ...]:
    hand = parse_hand(text, require_winning=False)
    c = [0] * 34
    for t in hand.concealed:
        c[t.index] += 1
    return tuple(c)


def race(rounds: int = 12, lam: float = 0.05, push: float = 0.0, loss: float = 8.0) -> Race:
    return Race(rounds, (lam,) * rounds, (push,) * rounds, (push / 5,) * rounds, loss, 80)


# --- shapes ----------------------------------------------------------------------------------------------------
def test_waits_and_steps_agree_with_the_reference_shanten():
    shapes = Shapes()
    ready = counts_of("123m456p789s11z23s")
    assert shapes.waits(ready) == (18, 21)  # 1s and 4s
    one_away = counts_of("123m4556p2378s11z")
    assert shapes.shanten(one_away) == shanten(list(one_away)) == 1
    for kind, readies in shapes.steps(one_away):
        for hand in readies:
            assert sum(hand) == 13 and shanten(list(hand)) == 0
            assert hand[kind] >= 1
    assert {k for k, _ in shapes.steps(one_away)} <= set(shapes.improving(one_away))


def test_a_system_without_seven_pairs_does_not_count_them():
    # B3: four sets and a pair is the only winning hand in classic British.
    pairs = counts_of("1122m3344p5566s7z")
    assert not irregular_shapes(RULESETS["british"]) and irregular_shapes(ZJ)
    assert Shapes(irregular=True).shanten(pairs) == 0
    assert Shapes(irregular=False).shanten(pairs) > 0
    assert Shapes(irregular=False).waits(pairs) == ()


# --- values through the seam -----------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["zj", "zj-min5", "zen-koan", "british"])
def test_win_values_are_the_scorers_totals(name):
    ruleset = RULESETS[name]
    book = ValueBook(ruleset)
    for text, win in (("123m456p789s11z23s", 18), ("111222333m55z67p", 22), ("123456789m11p23s", 18)):
        c = counts_of(text)
        for self_drawn in (False, True):
            hand = Hand(tuple(TILES34[i] for i in range(34) for _ in range(c[i])), (), TILES34[win])
            result = score_hand(hand, WinContext(seat=Seat.S, self_drawn=self_drawn), ruleset)
            expected = result.total if result.valid else 0
            assert book.win(c, (), win, self_drawn, Seat.S, Seat.E) == expected


def test_a_win_the_minimum_refuses_is_worth_nothing():
    # ZJ §7 zj-min5: a chicken hand cannot win. [999m] shown, then 456p 789s 11z 23s winning on 1s: no pattern.
    c = counts_of("456p789s11z23s")
    melds = ((1, 8),)  # a pung of 9m
    assert ValueBook(ZJ).win(c, melds, 18, False, Seat.S, Seat.E) == 1
    assert ValueBook(RULESETS["zj-min5"]).win(c, melds, 18, False, Seat.S, Seat.E) == 0


def test_gains_come_from_the_settlement():
    # ZJ §6: the winner always collects three times the value; Zen Koan: East receives double.
    assert ValueBook(ZJ).gain(40, False, Seat.S, Seat.E) == 120
    assert ValueBook(ZJ).gain(10, True, Seat.S, Seat.E) == 30
    zen = ValueBook(RULESETS["zen-koan"])
    assert zen.gain(10, True, Seat.E, Seat.E) == 60
    assert zen.gain(10, True, Seat.S, Seat.E) == 40
    # B5: each loser pays the winner's score, East double.
    assert ValueBook(RULESETS["british"]).gain(100, False, Seat.S, Seat.E) == 400


def test_loser_scores_only_where_the_system_scores_losers():
    # B4: a concealed pung of dragons scores 8 and doubles once.
    c = counts_of("555z123m456p78s99s")
    assert ValueBook(RULESETS["british"]).loser(c, (), Seat.S, Seat.E) == 16
    assert ValueBook(ZJ).loser(c, (), Seat.S, Seat.E) == 0


# --- targets ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["1235m456p79s1155z", "1234567m23p5s556z", "1122335577m19p5z", "19m19p19s1234567z"])
def test_every_target_is_a_winning_hand_of_the_system(text):
    c = counts_of(text)
    unseen = [4 - x for x in c]
    for ruleset in (ZJ, RULESETS["british"]):
        system = system_for(ruleset)
        for target in targets(c, 4, unseen, frozenset(), False, irregular_shapes(ruleset)):
            full = list(target.concealed)
            full[target.win] += 1
            assert system.is_winning_shape(full), (target, ruleset.name)
            assert sum(full) == 14 and max(full) <= 4
            grown = list(c)
            for k in target.need:
                grown[k] += 1
            assert all(g >= f for g, f in zip(grown, full)), "a target keeps the hand's tiles and adds its needs"


# --- the race --------------------------------------------------------------------------------------------------
def test_the_chain_pass_equals_the_exact_recurrences():
    r = race(push=0.1)
    for accept in ((), (0.3,), (0.3, 0.2), (0.5, 0.3, 0.2)):
        arrays = ready_values(r, 0.1, 0.0, 30.0, 0.0)
        for a in reversed(accept):
            arrays = step_values(r, ((a, arrays),))
        value, chance = chain_values(r, accept, 0.1, 30.0)
        assert value == pytest.approx(arrays[0][-1])
        assert chance == pytest.approx(arrays[1][-1])


def test_more_waits_more_time_and_less_danger_mean_a_better_hand():
    base = ready_values(race(), 0.05, 0.1, 30.0, 30.0)
    assert ready_values(race(), 0.1, 0.2, 30.0, 30.0)[1][-1] > base[1][-1]
    assert ready_values(race(rounds=16), 0.05, 0.1, 30.0, 30.0)[0][-1] > base[0][-1]
    assert ready_values(race(lam=0.15), 0.05, 0.1, 30.0, 30.0)[1][-1] < base[1][-1]
    assert ready_values(race(push=1.0), 0.05, 0.1, 30.0, 30.0)[0][-1] < base[0][-1]
    # Folding never wins, and loses what the other seats' wins cost.
    assert fold_values(race(loss=10.0))[-1] < 0


def test_the_outlook_of_a_ready_hand_is_its_scored_waits():
    valuer = Valuer(ZJ)
    unseen = tuple(4 - x for x in counts_of("123m456p789s11z23s"))
    sit = Situation(valuer, Seat.S, Seat.E, Seat.E, unseen, race())
    look = sit.outlook(counts_of("123m456p789s11z23s"), (), ())
    assert look.shanten == 0 and look.waits == (18, 21)
    book = valuer.book
    values = [book.win(counts_of("123m456p789s11z23s"), (), w, d, Seat.S, Seat.E) for w in (18, 21) for d in (0, 1)]
    assert min(values) <= look.points <= max(values)
    far = sit.outlook(counts_of("1259m1469p58s135z"), (), ())
    assert far.shanten >= 3 and far.chance < look.chance


# --- classic British (issue 12) --------------------------------------------------------------------------------
class _Refuses(dict):  # type: ignore[type-arg]
    """A pattern table that fails the test if anything reads it."""

    def __getitem__(self, key: object) -> object:
        raise AssertionError(f"a British decision read the Zung Jung pattern {key!r}")

    def get(self, key: object, default: object = None) -> object:
        raise AssertionError(f"a British decision read the Zung Jung pattern {key!r}")


def test_british_decisions_never_consult_a_zung_jung_pattern(monkeypatch):
    import ai.hand_value
    import ai.opponents.features
    import zjgame.scoring.zj.patterns
    from ai.arena import play_hand
    from ai.players import make_player
    from zjgame.engine.wall import wall_for_seed
    from zjgame.scoring.zj.system import ZungJungSystem

    refuses = _Refuses()
    for module in (zjgame.scoring.zj.patterns, ai.hand_value, ai.opponents.features):
        monkeypatch.setattr(module, "PATTERNS_BY_ID", refuses)

    def no_zj(*args: object, **kwargs: object) -> object:
        raise AssertionError("a British decision asked the Zung Jung scorer")

    for name in ("score_win", "score_win_json", "deal_in_cost", "settle"):
        monkeypatch.setattr(ZungJungSystem, name, no_zj)
    ruleset = RULESETS["british"]
    for wall in range(3):
        players = [make_player(n, wall * 4 + i) for i, n in enumerate(("hard", "normal", "easy", "hard"))]
        play = play_hand(wall_for_seed(wall, ruleset), ruleset, players, hand_number=wall, check=False)
        assert play.state.is_finished


def test_a_standing_hand_is_declared_when_it_pays():
    # B2/B4: ready with the first discard and no claim before: a Standing Hand adds 100 points to a win.
    from ai.players import make_player
    from zjgame.engine.round import RoundState
    from zjgame.engine.wall import wall_for_seed

    ruleset = RULESETS["british"]
    state, _ = RoundState.start(wall_for_seed(3078, ruleset), ruleset, hand_number=0)  # East may declare at once
    seat = state.seats_to_act[0]
    legal = state.legal_actions(seat)
    assert any(getattr(a, "standing", False) for a in legal)
    for name in ("hard", "normal"):
        decision = make_player(name, 1).choose(state.view_for(seat), legal)
        assert getattr(decision.action, "standing", False), decision
        assert "Standing Hand" in decision.reason and "points" in decision.reason


# --- steps taken on the other seats' discards (issue 13: the outlook's calibration) -----------------------------
def _one_away_chance(text: str, melds: tuple, specs: tuple, **race_fields: float) -> float:
    from dataclasses import replace

    valuer = Valuer(ZJ)
    counts = counts_of(text)
    unseen = tuple(4 - x for x in counts)
    sit = Situation(valuer, Seat.S, Seat.E, Seat.E, unseen, replace(race(), **race_fields))
    look = sit.outlook(counts, melds, specs)
    assert look.shanten == 1
    return look.chance


def test_a_closed_hand_one_from_ready_counts_the_claims_it_could_make_by_claim_closed():
    # Closed, one tile from ready, with pairs a pung would complete and runs a chow would fill.
    hand = "123m456p78s155z99s"
    none = _one_away_chance(hand, (), (), claim_closed=0.0)
    half = _one_away_chance(hand, (), (), claim_closed=0.5)
    full = _one_away_chance(hand, (), (), claim_closed=1.0)
    assert none < half < full


def test_an_open_hand_one_from_ready_takes_steps_on_discards_whatever_claim_closed_says():
    from ai.ev.values import meld_specs
    from zjgame.rules.melds import Meld
    from zjgame.rules.tiles import Tile

    melds = (Meld.pung(Tile("5z"), Seat.E),)
    specs = meld_specs(melds)
    hand = "123m456p78s2s6z"
    base = _one_away_chance(hand, melds, specs, claim_closed=0.0)
    assert _one_away_chance(hand, melds, specs, claim_closed=1.0) == base
    # ... and more often than the same hand closed would (its steps on discards are all counted).
    closed = _one_away_chance("123m456p78s2s6z555z", (), (), claim_closed=0.0)
    assert base > closed


# --- the exhaustive draw (ZJ §7 Zen Koan: ready hands are paid at the draw) --------------------------------------
def test_the_draw_pays_ready_hands_as_the_zen_koan_settlement_does():
    book = ValueBook(RULESETS["zen-koan"])
    # one ready: each not-ready pays it 10; two ready: 15 each way; three ready: the not-ready pays each 10
    assert book.draw_value(Seat.S, Seat.E, True, {}) == 30
    assert book.draw_value(Seat.S, Seat.E, True, {Seat.W: 1.0}) == 15
    assert book.draw_value(Seat.S, Seat.E, False, {Seat.W: 1.0}) == -10
    assert book.draw_value(Seat.S, Seat.E, False, {Seat.W: 1.0, Seat.N: 1.0}) == -15
    assert book.draw_value(Seat.S, Seat.E, False, {Seat.E: 1.0, Seat.W: 1.0, Seat.N: 1.0}) == -30
    assert book.draw_value(Seat.S, Seat.E, True, {Seat.E: 1.0, Seat.W: 1.0, Seat.N: 1.0}) == 0
    # chances weigh the cases: W ready half the time
    assert book.draw_value(Seat.S, Seat.E, False, {Seat.W: 0.5}) == pytest.approx(-5.0)
    for name in ("zj", "zj-min5", "british"):
        other = ValueBook(RULESETS[name])
        assert other.draw_value(Seat.S, Seat.E, True, {}) == 0
        assert other.draw_value(Seat.S, Seat.E, False, {Seat.W: 1.0}) == 0


def test_every_recurrence_ends_in_the_draws_payment():
    from dataclasses import replace

    paid = replace(race(rounds=0), draw_ready=30.0, draw_not=-10.0)
    assert ready_values(paid, 0.05, 0.1, 8.0, 8.0)[0] == [30.0]
    assert step_values(paid, [])[0] == [-10.0]
    assert fold_values(paid) == [-10.0]
    assert chain_values(paid, (0.2,), 0.1, 8.0)[0] == -10.0
    assert chain_values(paid, (), 0.1, 8.0)[0] == 30.0
    # With rounds left the draw still counts for the hands that get there.
    longer = replace(race(rounds=6), draw_ready=30.0, draw_not=-10.0)
    assert ready_values(longer, 0.05, 0.1, 8.0, 8.0)[0][-1] > ready_values(race(rounds=6), 0.05, 0.1, 8.0, 8.0)[0][-1]
    assert fold_values(longer)[-1] < fold_values(race(rounds=6))[-1]


# --- the exact look two tiles from ready (issue 13: depth 2) -----------------------------------------------------
TWO_AWAY = "123m456p1379s156z"  # two tiles from ready: two run shapes to fill and no pair


def _situation(text: str, depth: int, budget: int = 10**9, rounds: int = 12, lam: float = 0.05) -> tuple:
    counts = counts_of(text)
    unseen = tuple(4 - x for x in counts)
    sit = Situation(Valuer(ZJ), Seat.S, Seat.E, Seat.E, unseen, race(rounds, lam), depth=depth, deep_budget=budget)
    return sit, counts


def test_a_hand_two_from_ready_is_looked_at_exactly_at_depth_two():
    deep, counts = _situation(TWO_AWAY, 2)
    assert deep.shapes.shanten(counts) == 2
    look = deep.outlook(counts, (), ())
    assert look.shanten == 2 and look.label.endswith("tiles accepted")
    # Its recurrence: each improving draw leads to the best hand one from ready it can keep, each of those
    # exact in turn, so the chance to win is that of the steps it counts (two steps, then a wait).
    assert 0.0 < look.chance < 1.0
    shallow, _ = _situation(TWO_AWAY, 1)
    assert shallow.outlook(counts, (), ()).label != look.label  # depth 1 reads it along a chain of targets


def test_two_steps_and_a_wait_need_three_rounds():
    # The exact look counts one event a round (our draw, or a claim counted as a share of one): two steps and
    # a win need three rounds. A chain of typical steps says the same; an off-by-one in the new recurrence
    # would not.
    for rounds, possible in ((2, False), (3, True)):
        sit, counts = _situation(TWO_AWAY, 2, rounds=rounds)
        look = sit.outlook(counts, (), ())
        assert look.shanten == 2
        assert (look.chance > 0.0) is possible


def test_the_exact_look_gains_with_time_and_loses_to_faster_opponents():
    base = _situation(TWO_AWAY, 2)[0].outlook(counts_of(TWO_AWAY), (), ())
    longer = _situation(TWO_AWAY, 2, rounds=16)[0].outlook(counts_of(TWO_AWAY), (), ())
    faster = _situation(TWO_AWAY, 2, lam=0.12)[0].outlook(counts_of(TWO_AWAY), (), ())
    assert longer.chance > base.chance > faster.chance
    assert longer.value > base.value > faster.value


def test_the_exact_look_keeps_to_its_budget():
    # No budget: the look two from ready is not begun, and the outlook is the one of depth 1.
    none, counts = _situation(TWO_AWAY, 2, budget=0)
    shallow, _ = _situation(TWO_AWAY, 1)
    assert none.outlook(counts, (), ()) == shallow.outlook(counts, (), ())
    # A budget is spent by the hands one from ready the look weighs; a look once begun finishes.
    some, _ = _situation(TWO_AWAY, 2, budget=3)
    assert some.outlook(counts, (), ()).shanten == 2
    assert len(some._ones) > 3 and some.deep_left == 3 - len(some._ones)
    full, _ = _situation(TWO_AWAY, 2)
    assert some.outlook(counts, (), ()) == full.outlook(counts, (), ())
    # Spent: the next hand two from ready is read at depth 1.
    other = counts_of("123m456p1378s156z")
    assert some.outlook(other, (), ()) == shallow.outlook(other, (), ())


def test_the_hard_player_looks_two_tiles_from_ready_and_the_lower_levels_do_not():
    from ai.easy import EASY
    from ai.hard import HARD
    from ai.normal import NORMAL

    assert HARD.depth == 2 and HARD.deep > 0 and HARD.deep_budget > 0
    assert NORMAL.depth < 2 and EASY.depth < 2


def test_steps_match_a_brute_force_search_with_warm_and_cold_memos():
    # Each improving draw with every hand a step closer its discards leave, one and two tiles from ready; one
    # Shapes answers many hands (its memos of drawn hands shared between them), a fresh one answers each.
    import random

    rng = random.Random(11)
    warm = Shapes()
    checked = {1: 0, 2: 0}
    while min(checked.values()) < 25:
        wall = [k for k in range(34) for _ in range(4)]
        rng.shuffle(wall)
        counts = [0] * 34
        for k in wall[:13]:
            counts[k] += 1
        hand = tuple(counts)
        sh = shanten(list(hand))
        if sh not in checked:
            continue
        expected = []
        for k in range(34):
            if hand[k] >= 4:
                continue
            drawn = list(hand)
            drawn[k] += 1
            if shanten(drawn) >= sh:
                continue
            closer = []
            for d in range(34):
                if drawn[d] and d != k:
                    drawn[d] -= 1
                    if shanten(drawn) == sh - 1:
                        closer.append(tuple(drawn))
                    drawn[d] += 1
            if closer:
                expected.append((k, tuple(closer)))
        assert warm.steps(hand) == tuple(expected)
        assert Shapes().steps(hand) == tuple(expected)
        checked[sh] += 1
