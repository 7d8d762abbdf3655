"""The match (ZJ §3, ZK §7): the deal passes after every hand (won or drawn) over a full game; totals stay
zero-sum; walls come from an injected random; Zen Koan's dealer keeps the deal after winning."""

import random

import pytest

from ai.arena import play_round
from ai.random_player import RandomPlayer
from tests.engine.helpers import build_wall
from zjgame.engine import actions as A
from zjgame.engine.match import MatchState, resume
from zjgame.engine.record import parse_record
from zjgame.rules.ruleset import ZEN_KOAN, ZJ
from zjgame.rules.seats import SEATS, Seat


def _play_game(ruleset, hands_in_game, seed=5):
    rng = random.Random(seed)
    players = [RandomPlayer(seed * 4 + i) for i in range(4)]
    match = MatchState.new(ruleset, hands_in_game)
    seen = []
    while not match.is_finished:
        state, _ = match.start_hand(match.next_wall(rng))
        by_seat = [players[match.player_at(s)] for s in SEATS]
        play = play_round(state, by_seat)
        assert play.violations == []
        seen.append((match.east_player, match.round_wind, play.state.result))
        match = match.finish_hand(play.state)
    return match, seen


@pytest.mark.parametrize("hands", [4, 8, 16])
def test_the_deal_passes_after_every_hand(hands):
    match, seen = _play_game(ZJ, hands)
    assert len(seen) == hands == match.hand_number
    assert [e for e, _, _ in seen] == [k % 4 for k in range(hands)]
    assert [r for _, r, _ in seen] == [SEATS[k // 4] for k in range(hands)]
    assert sum(match.totals) == 0
    # Totals are the sum of each hand's payments, moved from seats to players.
    expected = [0, 0, 0, 0]
    for east_player, _, result in seen:
        for s in SEATS:
            expected[(s.index + east_player) % 4] += result.payments[s.index]
    assert list(match.totals) == expected
    with pytest.raises(ValueError, match="game is over"):
        match.start_hand(match.next_wall(random.Random(0)))


def test_a_won_hand_passes_the_deal_in_zj_but_not_in_zen_koan():
    heaven = build_wall(east="123m456p789p55s11z", draws="1z")
    zk_heaven = build_wall(east="123m456p789p55s11z", draws="1z", ruleset=ZEN_KOAN)
    for ruleset, wall, keeps in ((ZJ, heaven, False), (ZEN_KOAN, zk_heaven, True)):
        match = MatchState.new(ruleset)
        state, _ = match.start_hand(wall)
        state, _ = state.apply(Seat.E, A.SELF_DRAWN_WIN)
        after = match.finish_hand(state)
        assert (after.east_player == 0) is keeps
        assert after.totals[0] > 0 and sum(after.totals) == 0


def test_zen_koan_round_wind_advances_when_the_deal_has_gone_round():
    match = MatchState.new(ZEN_KOAN)
    rng = random.Random(3)
    players = [RandomPlayer(i) for i in range(4)]
    rounds = []
    while not match.is_finished:
        state, _ = match.start_hand(match.next_wall(rng))
        play = play_round(state, [players[match.player_at(s)] for s in SEATS])
        rounds.append((match.round_wind, match.east_player, Seat.E in play.state.result.winners))
        match = match.finish_hand(play.state)
    # The game ends when the North round is over; each round has four passes of the deal.
    assert rounds[-1][0] is Seat.N
    passes = sum(1 for _, _, east_won in rounds if not east_won)
    assert passes == 16
    for (_wind, dealer, east_won), (_, next_dealer, _) in zip(rounds, rounds[1:]):
        assert next_dealer == (dealer if east_won else (dealer + 1) % 4)


def test_a_saved_game_resumes_and_continues_identically():
    rng = random.Random(11)
    players = [RandomPlayer(40 + i) for i in range(4)]
    match = MatchState.new(ZJ, 4)
    state, _ = match.start_hand(match.next_wall(rng))
    match = match.finish_hand(play_round(state, players).state)
    state, _ = match.start_hand(match.next_wall(rng))
    by_seat = [players[match.player_at(s)] for s in SEATS]
    # Play 30 actions, save at a moment with no claim window open, resume from the saved record.
    for _ in range(30):
        seat = state.seats_to_act[0]
        legal = state.legal_actions(seat)
        state, _ = state.apply(seat, by_seat[seat.index].choose(state.view_for(seat), legal).action)
    while state.window is not None:
        seat = state.seats_to_act[0]
        state, _ = state.apply(seat, by_seat[seat.index].choose(state.view_for(seat), state.legal_actions(seat)).action)
    saved = match.record(current=state).dumps()
    resumed_match, resumed = resume(parse_record(saved))
    assert resumed_match.totals == match.totals and resumed_match.hand_number == 1
    assert resumed.hands == state.hands and resumed.actions() == state.actions()
    straight = play_round(state, by_seat).state
    again = play_round(resumed, by_seat).state
    assert again.actions() == straight.actions()
    assert again.result.to_json() == straight.result.to_json()
