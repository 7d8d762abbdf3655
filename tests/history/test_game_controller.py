"""The records the game's own controller writes (``GameController.record()``, the save format) go through the
calls the UI will make: a hand's rows at each hand's end, the kept game and its placement at the end."""

from __future__ import annotations

from pathlib import Path

from zjgame.engine import actions as A
from zjgame.history import History, new_game_fields
from zjgame.rules.ruleset import get_ruleset
from zjgame.ui.controller import GameController, new_players


def test_a_game_played_through_the_controller(tmp_path: Path) -> None:
    ctl = GameController(get_ruleset("zj"), new_players(("easy", "easy", "easy"), 5), 2, 5, threaded=False)
    ctl.delay = 0.0
    fields = new_game_fields()
    history = History(tmp_path)
    counted = []
    while True:
        if ctl.hand_over:
            counted.append(history.hand_finished({**ctl.record(), **fields}))
            if not ctl.next_hand():
                break
        elif ctl.waiting_for_human:
            legal = ctl.human_legal()
            ctl.submit(next((a for a in legal if a is A.PASS), legal[0]))  # pass claims, else the first move
        else:
            ctl.update(1.0)
    assert counted == [True, True]
    kept = history.game_finished({**ctl.record(), **fields})
    assert kept is not None and kept.game_id == fields["game_id"] and kept.hands_played == 2
    assert kept.net == ctl.match.totals[0] and kept.players[0].kind == "human"
    assert [p.total for p in kept.players] == list(ctl.match.totals)
    summary = history.stats.summary()
    assert (summary.games, summary.finished, summary.hands, summary.net) == (1, 1, 2, ctl.match.totals[0])
    assert history.load(fields["game_id"]) is not None and history.pop_notices() == []
