"""Undo restores the exact earlier state; the rulings log lists every ruling in order; the hand review
compares the human's decisions with the advisor's."""

from __future__ import annotations

import random
import re

from tests.practice.walls import scripted_wall
from zjgame.engine import actions as A
from zjgame.engine.round import RoundState
from zjgame.engine.wall import wall_for_seed
from zjgame.practice.advice import Advisor
from zjgame.practice.review import HandReview
from zjgame.practice.rulings_log import RulingsLog, personalize
from zjgame.practice.undo import UndoHistory
from zjgame.rules.ruleset import ZJ, Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile

HUMAN = Seat.S


def _play(seed: int, steps: int, history: UndoHistory | None = None, log: RulingsLog | None = None):
    rng = random.Random(seed)
    state, events = RoundState.start(wall_for_seed(seed, ZJ), ZJ)
    if log is not None:
        log.feed(events)
    for _ in range(steps):
        if state.is_finished:
            break
        seat = state.seats_to_act[0]
        legal = state.legal_actions(seat)
        if seat is HUMAN and history is not None:
            history.record(state, len(state.actions()), "your decision")
        action = rng.choice(legal)
        state, events = state.apply(seat, action)
        if log is not None:
            log.feed(events)
    return state


def test_undo_restores_the_exact_earlier_state() -> None:
    history: UndoHistory = UndoHistory()
    state = _play(3, 60, history)
    assert len(history) >= 3
    snaps = list(history._stack)
    restored = history.undo(state)
    assert restored is not None and restored.state is snaps[-1].state
    assert restored.state.view_for(HUMAN) == snaps[-1].state.view_for(HUMAN)
    assert restored.state.actions() == restored.state.actions()[: restored.record_length]
    # Undo as often as you like: each step goes one decision further back.
    history.record(restored.state, restored.record_length)
    again = history.undo(restored.state)
    assert again is not None and again.state is snaps[-2].state
    assert len(again.state.actions()) < len(restored.state.actions())
    # Replaying the same actions from the restored state reaches the same position.
    later = restored.state
    for seat, action in state.actions()[restored.record_length :]:
        later, _ = later.apply(seat, action)
    assert later.view_for(HUMAN) == state.view_for(HUMAN)


def test_undo_on_empty_history() -> None:
    assert UndoHistory().undo() is None


def test_rulings_log_lists_interception_and_the_win() -> None:
    wall = scripted_wall({"E": "1122334455667z", "S": "123456789m11s46p", "W": "123456789s99m46p"}, "5p")
    log = RulingsLog(you=Seat.W)
    st, ev = RoundState.start(wall, ZJ)
    log.feed(ev)
    for seat, action in ((Seat.E, A.Discard(Tile("5p"))), (Seat.W, A.CLAIM_WIN), (Seat.S, A.CLAIM_WIN)):
        st, ev = st.apply(seat, action)
        log.feed(ev)
    kinds = [e.kind for e in log.entries]
    assert kinds[0] == "interception"
    assert "win" in kinds and "responsibility" in kinds
    assert kinds.index("win") < kinds.index("responsibility")
    texts = log.texts()
    assert texts[0] == (
        "1. You also claimed the win on ⟦5p⟧. After the discarder, East, South came first in turn order, so "
        "South's win intercepted yours."
    )
    # the engine's plain English stays in the entry (records and the command line read it)
    assert log.entries[0].text.startswith("West also claimed the win on 5p")
    # who pays: the scoring system's sentence with "you" for the human and the tile marked
    responsibility = next(e for e in log.entries if e.kind == "responsibility")
    assert "5p" not in responsibility.words.replace("⟦5p⟧", "")
    assert personalize("West's win", Seat.W) == "Your win"


def test_rulings_log_of_a_random_hand_is_numbered_in_order() -> None:
    log = RulingsLog(include_no_claim=True)
    _play(5, 400, log=log)
    assert [e.number for e in log.entries] == list(range(1, len(log.entries) + 1))
    assert log.entries


def test_hand_review_marks_differences_with_their_cost() -> None:
    review = HandReview(Advisor())
    rng = random.Random(11)
    state, _ = RoundState.start(wall_for_seed(11, ZJ), ZJ)
    for _ in range(80):
        if state.is_finished:
            break
        seat = state.seats_to_act[0]
        legal = state.legal_actions(seat)
        action = rng.choice(legal)
        if seat is HUMAN:
            review.note(state.view_for(seat), legal, action)
        state, _ = state.apply(seat, action)
    assert review.items
    differ = [i for i in review.items if not i.same]
    assert differ, "random play should differ from the advisor somewhere"
    assert all(i.cost for i in differ)
    summary = review.summary()
    assert summary[0].startswith(f"{len(review.items)} decisions reviewed; {len(differ)} differ")
    review.undo_to(1)
    assert len(review.items) == 1


def test_an_uncontested_win_is_logged_once_with_its_score() -> None:
    # the routine claim ruling of a lone win said "South won on East's 5p." and the win's own entry said it again
    log = _south_wins_on_easts_5p(scripted_wall({"E": "1122334455667z", "S": "123456789m11s46p"}, "5p"), ZJ)
    wins = [t for t in log.texts() if " won " in t]
    assert len(wins) == 1, log.texts()
    assert "points" in wins[0] or "point" in wins[0]


def test_british_items_in_the_log_show_their_tiles_as_pictures() -> None:
    from tests.engine.helpers import british_wall
    from zjgame.rules.ruleset import BRITISH

    wall = british_wall(east="123m789m111s99s67z", south="46p123s456s789s11z", draws="5p")
    win = next(e for e in _south_wins_on_easts_5p(wall, BRITISH).entries if e.kind == "win")
    assert "⟦1z⟧" in win.words or "⟦1s⟧" in win.words, win.words  # "Pair of ... 1z" / "pung of terminals 1s"
    assert not re.search(r"(?<!⟦)\b\d[mpszfg]\b(?!⟧)", win.words), win.words  # no bare notation left


def _south_wins_on_easts_5p(wall: tuple[Tile, ...], ruleset: Ruleset) -> RulingsLog:
    """East discards 5p, South claims the win and the others pass: the log of that hand, North's view."""
    log = RulingsLog(you=Seat.N, ruleset=ruleset)
    st, ev = RoundState.start(wall, ruleset)
    log.feed(ev)
    for seat, action in ((Seat.E, A.Discard(Tile("5p"))), (Seat.S, A.CLAIM_WIN)):
        st, ev = st.apply(seat, action)
        log.feed(ev)
    while st.window is not None:
        st, ev = st.apply(st.window.waiting[0], A.PASS)
        log.feed(ev)
    return log
