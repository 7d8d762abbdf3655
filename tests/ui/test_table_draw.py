"""The table's ``draw`` only reads: drawing (any number of times) leaves the scene's interaction state and the
game alone, even when the hand has changed around the selected tile since the last frame; the next update
keeps the selection on the same tile."""

from __future__ import annotations

from pathlib import Path

import pygame

from tests.ui.game_helpers import key, make_app, run_until, step
from zjgame.engine import actions as A
from zjgame.ui.games import new_game
from zjgame.ui.scenes.table import TableScene
from zjgame.ui.storage import Settings

WATCHED = ("selected", "_selected_code", "choices", "buttons", "claim_timer", "score_open", "hover", "end_pause")


def _snapshot(table: TableScene) -> dict[str, object]:
    return {name: getattr(table, name) for name in WATCHED} | {"state": table.ctl.state}


def test_draw_changes_nothing_and_the_selection_follows_its_tile_on_update(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.settings = Settings(computer_delay=0.0, animation_speed="instant")
    table = TableScene(new_game(app.options, ruleset="zj", strengths=("normal",) * 3, hands=4, seed=11))
    app.push(table)
    assert run_until(app, lambda: table.ctl.waiting_for_human and table.ctl.state.window is None, 2000)
    key(app, pygame.K_LEFT)  # the last concealed tile (the drawn one) is selected
    tiles = table.current_model().seats[0].concealed
    assert table.selected == len(tiles) - 1
    chosen = tiles[-1]
    # the hand changes around the selection with no frame in between: another tile goes
    other = next(a for a in table.ctl.human_legal() if isinstance(a, A.Discard) and a.tile.value != chosen)
    table.ctl.submit(other)
    before = _snapshot(table)
    for _ in range(3):
        app.draw()
    assert _snapshot(table) == before  # the stale index stays until the scene updates
    step(app)
    after = table.current_model().seats[0].concealed
    assert table.selected is not None and after[table.selected] == chosen  # the same tile, at its new place
