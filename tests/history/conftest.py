"""Shared games for the history tests: five real games (played once per test session) kept in a data folder
through the calls the game makes; tests that change files work on a copy (``data``)."""

from __future__ import annotations

import shutil
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from tests.history.games import Played, play_game
from zjgame.history import History

# (kinds, ruleset, seed, practice, stop_after): stop_after ends the game in the middle of that hand (abandoned).
GAMES = (
    (("human", "easy", "normal", "easy"), "zj", 2, False, None),  # seed 1's human no longer deals in (normal's play)
    (("human", "easy", "easy", "easy"), "zj", 34, False, None),
    (("easy", "human", "easy", "easy"), "zj", 14, True, None),
    (("human", "normal", "normal", "normal"), "zj-min5", 7, False, None),
    (("human", "easy", "easy", "easy"), "zj", 21, False, 2),
)
KEPT_AT = datetime(2024, 6, 1, 18, 0, tzinfo=timezone.utc)


@pytest.fixture(scope="session")
def played() -> list[Played]:
    return [
        play_game(kinds, ruleset=rules, seed=seed, number=n, practice=practice, stop_after=stop)
        for n, (kinds, rules, seed, practice, stop) in enumerate(GAMES)
    ]


@pytest.fixture(scope="session")
def kept(played: list[Played], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder in which the five games were played: hand_finished after every hand, then
    game_finished (or game_abandoned for the last)."""
    root = tmp_path_factory.mktemp("kept")
    history = History(root)
    for n, game in enumerate(played):
        for snapshot in game.snapshots:
            assert history.hand_finished(snapshot)
        when = KEPT_AT + timedelta(days=n)
        if GAMES[n][4] is None:
            assert history.game_finished(game.record, when) is not None
        else:
            assert history.game_abandoned(game.record, when) is not None
    assert history.pop_notices() == []
    history.close()
    return root


@pytest.fixture
def data(kept: Path, tmp_path: Path) -> Path:
    """A private copy of the kept data folder."""
    root = tmp_path / "data"
    shutil.copytree(kept, root)
    return root
