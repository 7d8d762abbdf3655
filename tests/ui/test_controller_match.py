"""The controller follows the engine's match (ZJ §3, ZK §7): the dealer, round wind, hand numbers, totals and
the end of the game are MatchState's over whole games; saves are engine records that resume exactly."""

from __future__ import annotations

import json

import pytest

from zjgame.engine.actions import format_action
from zjgame.engine.match import MatchState, resume
from zjgame.engine.record import parse_record
from zjgame.rules.ruleset import get_ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.ui.controller import GameController, SaveError, new_players


def _game(ruleset: str, hands: int | None, seed: int, kinds: tuple[str, ...] = ("easy",) * 4) -> GameController:
    rs = get_ruleset(ruleset)
    game = GameController(rs, new_players(kinds, seed, human=False), hands or rs.hands_in_game, seed, threaded=False)
    game.delay = 0.0
    return game


def _play_hand(game: GameController) -> None:
    while not game.hand_over:
        game.update(1.0)


def _play_game(game: GameController) -> list[tuple]:
    """(hand index, dealer, round wind, finished state) of every hand, to the end of the game."""
    seen = []
    while True:
        _play_hand(game)
        seen.append((game.hand_index, game.east_player, game.round_wind, game.state))
        if not game.next_hand():
            return seen


def _match_sequence(ruleset: str, hands_in_game: int, seen: list[tuple]) -> MatchState:
    """Feed the controller's finished hands to a fresh MatchState, checking each hand's position on the way."""
    match = MatchState.new(get_ruleset(ruleset), hands_in_game)
    for hand_index, east, wind, state in seen:
        assert not match.is_finished
        assert (match.hand_number, match.east_player, match.round_wind) == (hand_index, east, wind)
        match = match.finish_hand(state)
    assert match.is_finished
    return match


def test_a_whole_zj_game_deals_as_the_match_does() -> None:
    game = _game("zj", 16, 3)
    seen = _play_game(game)
    match = _match_sequence("zj", 16, seen)
    # ZJ §3: the deal passes after every hand, won or drawn; four rounds of four deals.
    assert [e for _, e, _, _ in seen] == [k % 4 for k in range(16)]
    assert [w for _, _, w, _ in seen] == [SEATS[k // 4] for k in range(16)]
    assert game.game_over and len(game.finished) == 16
    assert game.totals == list(match.totals) and sum(game.totals) == 0
    assert [fh.east_player for fh in game.finished] == [e for _, e, _, _ in seen]
    # walls still come from the seed, hand by hand (saved games depend on it)
    assert all(state.wall == game.hand_wall(i) for i, _, _, state in seen)


def test_a_whole_zen_koan_game_deals_as_the_match_does() -> None:
    game = _game("zen-koan", None, 2)
    seen = _play_game(game)
    match = _match_sequence("zen-koan", game.hands_in_game, seen)
    assert game.game_over and game.totals == list(match.totals)
    east_won = [Seat.E in state.result.winners for _, _, _, state in seen]
    # ZK §7: East keeps the deal after a win; it passes after any other win and after a draw.
    for (_, dealer, _, _), (_, nxt, _, _), kept in zip(seen, seen[1:], east_won):
        assert nxt == (dealer if kept else (dealer + 1) % 4)
    # The game ends when the North round is over (the deal has gone round four times), under the 64-hand cap.
    assert seen[-1][2] is Seat.N and not east_won[-1]
    assert east_won.count(False) == 16 and len(seen) < game.hands_in_game
    assert any(east_won)  # the game did exercise a kept deal


def test_a_zj_game_longer_than_sixteen_hands_stays_in_the_north_round() -> None:
    """The game is counted in hands in zj (autoplay --hands N may ask for more than 16)."""
    game = _game("zj", 18, 4, ("random",) * 4)
    seen = _play_game(game)
    assert len(seen) == 18 and game.game_over
    assert [w for _, _, w, _ in seen][-3:] == [Seat.N, Seat.N, Seat.N]
    assert [e for _, e, _, _ in seen][-3:] == [3, 0, 1]
    _match_sequence("zj", 18, seen)


def test_a_game_saved_mid_hand_is_an_engine_record_and_resumes_the_match() -> None:
    game = _game("zen-koan", None, 6)
    for _ in range(3):
        _play_hand(game)
        game.next_hand()
    for _ in range(20):
        game.update(1.0)
    while not game.can_save():
        game.update(1.0)
    saved = json.loads(json.dumps(game.record()))
    assert saved["seed"] == 6 and saved["practice"] is False and saved["hands_in_game"] == game.hands_in_game
    parsed = parse_record(saved)
    assert len(parsed.hands) == 4 and [h.east_player for h in parsed.hands] == [
        fh.east_player for fh in game.finished
    ] + [game.east_player]
    resumed = GameController.from_record(saved, threaded=False)
    resumed.delay = 0.0
    assert (resumed.hand_index, resumed.east_player, resumed.round_wind) == (
        game.hand_index,
        game.east_player,
        game.round_wind,
    )
    assert resumed.totals == game.totals and resumed.match == game.match
    assert [fh.payments_by_player for fh in resumed.finished] == [fh.payments_by_player for fh in game.finished]
    assert resumed.last_discard == game.last_discard
    # both play on identically to the end of the game
    rest, rest_resumed = _play_game(game), _play_game(resumed)
    assert [(i, e, w, s.actions()) for i, e, w, s in rest] == [(i, e, w, s.actions()) for i, e, w, s in rest_resumed]
    assert resumed.totals == game.totals and resumed.game_over


def test_a_save_with_explicit_passes_resumes_too() -> None:
    """Older saves listed every pass in a claim window; they resume to the same state."""
    game = _game("zj", 4, 8)
    while game.state.action_count < 30 or not game.can_save():
        game.update(1.0)
    saved = game.record()
    saved["hands"][-1]["actions"] = [format_action(s, a) for s, a in game.state.actions()]
    assert any(a["type"] == "pass" for a in saved["hands"][-1]["actions"])
    resumed = GameController.from_record(saved, threaded=False)
    assert resumed.state.actions() == game.state.actions() and resumed.state.hands == game.state.hands


def test_a_save_whose_dealer_does_not_follow_the_deal_is_refused() -> None:
    game = _game("zj", 4, 9, ("random",) * 4)
    _play_hand(game)
    game.next_hand()
    saved = game.record()
    saved["hands"][1]["east_player"] = 3
    with pytest.raises(SaveError, match="east_player does not follow the deal"):
        GameController.from_record(saved, threaded=False)


def test_hands_are_numbered_from_one_and_a_resumed_game_keeps_the_numbers() -> None:
    """The table shows "Hand N of M" from the view's hand number, and computer players seed from it."""
    game = _game("zj", 4, 12, ("random",) * 4)
    assert game.state.hand_number == 1 and game.view().hand_number == 1
    _play_hand(game)
    game.next_hand()
    for _ in range(10):
        game.update(1.0)
    while not game.can_save():
        game.update(1.0)
    assert game.state.hand_number == 2
    saved = game.record()
    resumed = GameController.from_record(saved, threaded=False)
    assert resumed.state.hand_number == 2
    # the engine's resume, numbering from 1 and following the deal, agrees with the controller
    match, current = resume(parse_record(saved), first_number=1, follow_deal=True)
    assert match == resumed.match and current is not None and current.hand_number == 2
    assert current.actions() == resumed.state.actions()


def test_undoing_the_end_of_a_hand_undoes_it_in_the_match_and_the_save() -> None:
    """Practice undo can go back past the last action of a hand (during the pause before the score panel):
    the totals, the finished hands and the save forget that hand."""
    game = _game("zj", 4, 5)
    saveable = []
    while not game.hand_over:
        if game.can_save():
            saveable.append(game.state)
        game.update(1.0)
    assert any(game.state.result.payments) and game.totals != [0, 0, 0, 0]
    assert len(game.finished) == 1
    game.restore(saveable[-1])
    assert not game.hand_over and game.totals == [0, 0, 0, 0] and game.finished == []
    assert game.scores_by_seat() == (0, 0, 0, 0)
    saved = game.record()
    assert len(saved["hands"]) == 1 and saved["hands"][0]["result"] == {}
    resumed = GameController.from_record(saved, threaded=False)
    assert resumed.hand_index == 0 and resumed.state.actions() == game.state.actions()


def test_a_save_with_a_seed_that_is_not_a_number_is_refused() -> None:
    game = _game("zj", 4, 9, ("random",) * 4)
    saved = game.record()
    saved["players"][2]["seed"] = "seventeen"
    with pytest.raises(SaveError, match="not a whole number"):
        GameController.from_record(saved, threaded=False)


def test_a_save_naming_an_unknown_computer_player_is_refused() -> None:
    game = _game("zj", 4, 9, ("random",) * 4)
    saved = game.record()
    saved["players"][1]["kind"] = "grandmaster"
    with pytest.raises(SaveError, match="unknown player 'grandmaster'"):
        GameController.from_record(saved, threaded=False)
