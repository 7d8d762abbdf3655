"""The classic British match (B6, B1): a wall game scores nothing and is dealt again with the same East and
round wind; East keeps the deal after East's win, otherwise it passes; the game ends when the North round is
over (or at an optional cap on hands); running totals show 2,000 each at the start, zero-sum underneath."""

import pytest

from tests.engine.helpers import E, N, S, british_wall, pass_all, play_to
from zjgame.engine import actions as A
from zjgame.engine.match import MatchState
from zjgame.engine.round import RoundState
from zjgame.rules.ruleset import BRITISH
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile

# South wins on East's opening discard of 5p; East wins on the 14 tiles dealt (Original Hand).
SOUTH_WINS = british_wall(east="123m789m111s99s67z", south="46p123s456s789s11z", draws="5p")
EAST_WINS = british_wall(east="111m222p333s444z5z", draws="5z")
QUIET = british_wall(fill_seed=3)  # played out with nobody claiming: a wall game


def _play(match: MatchState, kind: str) -> RoundState:
    """Deal the next hand and play it to the end as ``kind`` says: a South win, an East win, a wall game."""
    if kind == "south":
        state, _ = match.start_hand(SOUTH_WINS)
        state, _ = state.apply(E, A.Discard(Tile("5p")))
        state, _ = state.apply(S, A.CLAIM_WIN)
        return pass_all(state)
    if kind == "east":
        state, _ = match.start_hand(EAST_WINS)
        state, _ = state.apply(E, A.SELF_DRAWN_WIN)
        return state
    state, _ = match.start_hand(QUIET)
    state = play_to(state, 0)
    state = pass_all(state)
    state, _ = state.apply(state.turn, A.Discard(state.drawn))
    return pass_all(state)


def test_a_wall_game_scores_nothing_and_keeps_east_and_the_round():
    match = MatchState.new(BRITISH)
    match = match.finish_hand(_play(match, "south"))  # the deal passes to player 1
    state = _play(match, "wall")
    assert state.result.wall_game == "live_wall" and state.result.payments == (0, 0, 0, 0)
    after = match.finish_hand(state)
    assert after.east_player == match.east_player == 1 and after.round_wind is match.round_wind is Seat.E
    assert after.deals_in_round == match.deals_in_round and after.totals == match.totals
    assert after.hand_number == match.hand_number + 1 and not after.is_finished
    assert after.hands[-1].result["winner"] is None and after.hands[-1].result["wall_game"] == "live_wall"


def test_east_keeps_the_deal_after_east_wins_otherwise_it_passes():
    match = MatchState.new(BRITISH)
    after = match.finish_hand(_play(match, "east"))
    assert after.east_player == 0 and after.deals_in_round == 0
    after = after.finish_hand(_play(after, "south"))
    assert after.east_player == 1 and after.deals_in_round == 1


def test_the_game_ends_when_the_north_round_is_over():
    match = MatchState.new(BRITISH)
    rounds = []
    kinds = ["east", "wall", "south"] + ["south"] * 15  # sixteen passes of the deal, two hands that keep it
    for n, kind in enumerate(kinds):
        assert not match.is_finished, n
        rounds.append(match.round_wind.value)
        match = match.finish_hand(_play(match, kind))
    assert match.is_finished and match.hand_number == 18
    assert "".join(rounds) == "EEE" + "E" * 3 + "SSSS" + "WWWW" + "NNNN"
    with pytest.raises(ValueError):
        match.start_hand(SOUTH_WINS)


def test_an_optional_cap_on_hands():
    match = MatchState.new(BRITISH, hands_in_game=3)
    for _ in range(3):
        match = match.finish_hand(_play(match, "east"))  # East keeps the deal: still the East round
    assert match.is_finished and match.round_wind is Seat.E


def test_running_totals_show_2000_each_and_stay_zero_sum():
    match = MatchState.new(BRITISH)
    assert match.display_totals() == (2000, 2000, 2000, 2000) and match.totals == (0, 0, 0, 0)
    state = _play(match, "south")
    match = match.finish_hand(state)
    assert sum(match.totals) == 0 and match.totals == state.result.payments  # player i sat in seat i
    assert match.display_totals() == tuple(2000 + t for t in match.totals)
    view = match.start_hand(SOUTH_WINS)[0].view_for(N)
    assert sum(view.scores) == 0  # the seat view carries the zero-sum totals (the display adds 2,000)
