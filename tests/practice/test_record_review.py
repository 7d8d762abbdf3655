"""The review of any game from its record (issue 16): each hand replayed through the engine, the advisor asked at
each of the human's decisions from the human's view, implicit passes included; whether a discard would have
dealt in read from the whole table (issue 15.11)."""

from __future__ import annotations

from ai.players import make_player
from tests.practice.walls import scripted_wall
from zjgame.engine import actions as A
from zjgame.engine.round import RoundState
from zjgame.practice.record_review import RecordReview, human_player
from zjgame.practice.review import winners_on
from zjgame.rules.ruleset import ZJ, get_ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.ui.controller import GameController, PlayerInfo

# South's 5p wins for West and for East.
INTERCEPT = {"E": "123456789m11s46p", "S": "234567z19s19p28s3p", "W": "123456789s99m46p", "N": "2345678m23578p7s"}


def _played(ruleset: str = "zj", hands: int = 2) -> tuple[dict, int]:
    """A game with a human seat (played by a computer player), its record and the human's decisions counted."""
    players = [PlayerInfo("You", "human")] + [PlayerInfo(n, "normal", i) for i, n in enumerate(("Mei", "Hao", "Lin"))]
    ctl = GameController(get_ruleset(ruleset), players, hands, 5, threaded=False)
    you = make_player("normal", 99)
    decisions = 0
    while not ctl.game_over:
        if ctl.hand_over:
            ctl.next_hand()
        elif ctl.waiting_for_human:
            seat = ctl.human_seat
            legal = ctl.state.legal_actions(seat)
            decisions += len(legal) >= 2
            ctl.submit(you.choose(ctl.state.view_for(seat), legal).action)
        else:
            ctl.delay = 0.0
            ctl.update(1.0)
    return ctl.record(), decisions


def test_a_record_is_reviewed_at_every_decision_of_the_human() -> None:
    record, decisions = _played()
    review = RecordReview(record)
    assert review.player == 0 and len(review) == 2
    items = [item for i in range(len(review)) for item in review.hand(i).items]
    # a pass the record leaves out (an unanswered claim window) is a decision too: reviewed all the same
    assert len(items) == decisions
    first = review.hand(0)
    assert first.summary[0].startswith(f"{len(first.items)} decision")
    assert all("⟦" in line or "pass" in line or "win" in line for line in first.summary[1:])
    assert any(line.startswith("1. ") for line in first.rulings) or not first.rulings


def test_a_british_record_is_reviewed_too() -> None:
    record, decisions = _played("british", 1)
    review = RecordReview(record)
    assert sum(len(review.hand(i).items) for i in range(len(review))) == decisions


def test_the_human_is_found_in_the_record() -> None:
    record, _n = _played(hands=1)
    from zjgame.engine.record import parse_record

    assert human_player(parse_record(record)) == 0


def test_a_discard_that_would_deal_in_is_found_on_the_whole_table() -> None:
    state, _ = RoundState.start(scripted_wall(INTERCEPT, "1z5p"), ZJ)
    state, _ = state.apply(Seat.E, A.Discard(Tile("1z")))
    assert state.turn is Seat.S
    assert winners_on(state, Seat.S, A.Discard(Tile("5p"))) == (Seat.W, Seat.E)
    assert winners_on(state, Seat.S, A.Discard(Tile("2z"))) == ()
