"""Every tutorial lesson played through the game controller (issue 16): the right actions reach the end of each
lesson; every wrong action at each step is explained and not played; the wins, rulings, claim options and
supplement tiles the lessons talk about are the ones the engine produces at the lesson's table."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from zjgame.engine import actions as A
from zjgame.engine import events as E
from zjgame.rules.hand import parse_hand
from zjgame.rules.seats import SEATS
from zjgame.rules.tiles import TILES34
from zjgame.tutorial import claims as C
from zjgame.tutorial.lessons import LESSON_KEYS, all_lessons
from zjgame.tutorial.run import LessonRun
from zjgame.tutorial.steps import Act, Choose, Note, Pick
from zjgame.ui.tutorial_panel import LessonTable

NOTATION = re.compile(r"\b\d+[mpszfg]\b")


class Seen:
    """What happened at a lesson's tables: events, and the claim options of every window while it was open."""

    def __init__(self) -> None:
        self.events: list[E.Event] = []
        self.options: dict[tuple, dict] = defaultdict(dict)

    def look(self, run: LessonRun) -> None:
        table = run.table
        if table is None:
            return
        self.events.extend(table.events)
        table.events.clear()
        window = table.state.window
        if window is not None:
            for seat in SEATS:
                kinds = {a.type for a in window.options_for(seat) if not isinstance(a, A.Pass)}
                self.options[(window.discarder, window.tile)].setdefault(seat, set()).update(kinds)


def play_on(run: LessonRun, seen: Seen) -> None:
    for _ in range(400):
        seen.look(run)
        if not run.wants_play():
            return
        run.table.update(0.0, True)
        run.sync()
    raise AssertionError("the table never stopped for the learner")


def check_deal_in(run: LessonRun, claim: C.DealInClaim) -> None:
    """Play the dangerous discard on a copy of the table's state (states are immutable): the winner's win on it
    costs the payer what the lesson says."""
    state = run.table.state
    state, _ = state.apply(claim.payer, A.DISCARDS[claim.tile])
    assert A.CLAIM_WIN in state.legal_actions(claim.winner)
    while state.window is not None:
        seat = state.window.waiting[0]
        state, _ = state.apply(seat, A.CLAIM_WIN if seat is claim.winner else A.PASS)
    assert state.result is not None and state.result.winners == (claim.winner,)
    assert -state.result.payments[claim.payer.index] == claim.amount


@pytest.mark.parametrize("lesson", all_lessons(), ids=LESSON_KEYS)
def test_every_lesson_plays_through_and_explains_every_wrong_move(lesson) -> None:
    run = LessonRun(lesson, lambda deal: LessonTable(deal, 0.0))
    seen = Seen()
    deal_ins = [c for c in lesson.claims if isinstance(c, C.DealInClaim)]
    checked: list[C.DealInClaim] = []
    steps = 0
    while not run.done:
        steps += 1
        assert steps < 80
        play_on(run, seen)
        step, index = run.step, run.index
        assert run.ready, f"{lesson.key} step {index}: still waiting for the table"
        if isinstance(step, Note):
            assert run.proceed()
        elif isinstance(step, Act):
            legal = run.table.human_legal()
            right = [a for a in step.accept if a in legal]
            assert right, f"{lesson.key} step {index}: none of {step.accept} is legal ({legal})"
            state = run.table.state
            for action in legal:
                if action in step.accept:
                    continue
                for claim in deal_ins:  # the step whose warning about this very discard quotes its cost
                    warning = dict(step.wrong).get(f"discard:{claim.tile.value}", "")
                    if action == A.DISCARDS[claim.tile] and f"{claim.amount} points" in warning:
                        check_deal_in(run, claim)
                        checked.append(claim)
                feedback = run.act(action)
                assert feedback is not None and not feedback.ok and feedback.text
                assert not NOTATION.search(feedback.text) and "{" not in feedback.text, feedback.text
                assert run.index == index and run.table.state is state  # not played, not advanced
            hinted = set(run.hint_tiles())
            assert hinted <= {getattr(a, "tile", None) for a in step.accept}  # only right moves are highlighted
            assert run.act(right[0]).ok
            seen.look(run)
        elif isinstance(step, Pick):
            for tile in TILES34:
                if tile not in step.accept:
                    feedback = run.pick(tile)
                    assert not feedback.ok and feedback.text and run.index == index
            assert run.hint_tiles() == step.accept  # after a wrong pick the right tile is highlighted
            assert run.pick(step.accept[0]).ok
        elif isinstance(step, Choose):
            for option in step.options:
                if option.key != step.answer:
                    assert run.choose(option.key) == run.feedback and not run.feedback.ok
                    assert run.feedback.text == option.why and run.index == index
            assert run.hint_option() == step.answer
            assert run.choose(step.answer).ok
        assert run.index > index
    assert checked == deal_ins
    assert run.auto_passes == 0  # the walls never offer the learner a claim the lesson did not plan
    check_table_claims(lesson, seen)


def check_table_claims(lesson, seen: Seen) -> None:
    wins = [e.win for e in seen.events if isinstance(e, E.HandWon)]
    rulings = [e.ruling for e in seen.events if isinstance(e, E.ClaimResolved)]
    for claim in lesson.claims:
        if isinstance(claim, C.PaymentClaim) and claim.at_table:
            win = next(w for w in wins if w.winner is claim.winner and w.hand == parse_hand(claim.hand))
            assert win.payments == claim.nets
            assert win.self_drawn is claim.self_drawn and win.discarder is claim.discarder
        elif isinstance(claim, C.RulingClaim):
            ruling = next(r for r in rulings if r.tile is claim.tile and r.discarder is claim.discarder)
            assert ruling.kind == claim.kind and ruling.awarded == (claim.awarded,)
            assert claim.outclaimed in [seat for seat, _kind in ruling.claims]
        elif isinstance(claim, C.OptionClaim):
            offered = seen.options.get((claim.discarder, claim.tile), {}).get(claim.seat, set())
            assert (claim.kind in offered) is claim.offered, (claim, offered)
        elif isinstance(claim, C.SupplementClaim):
            assert any(
                isinstance(e, E.TileDrawn) and e.seat is claim.seat and e.supplement and e.tile is claim.tile
                for e in seen.events
            ), claim
