"""One reader of one format (issue 17): what ``zjgame replay`` refuses, the game's Continue refuses, and the game
starts and reports every kind of corrupt settings or save (headless)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.engine.game_records import play_game
from tests.ui.game_helpers import click, make_app, step
from zjgame.commands import replay as replay_cmd
from zjgame.rules.ruleset import ZEN_KOAN, ZJ
from zjgame.ui.controller import GameController, SaveError
from zjgame.ui.scenes.title import TitleScene
from zjgame.ui.storage import Storage


def _game_resumes(folder: Path, record: dict) -> bool:
    """The game's Continue: the storage layer's checks, then the controller replays the save."""
    (folder / "current_game.json").write_text(json.dumps(record), encoding="utf-8")
    data = Storage(folder).load_game()
    if data is None:
        return False
    try:
        GameController.from_record(data, threaded=False).close()
    except SaveError:
        return False
    return True


def _replays(folder: Path, record: dict) -> bool:
    path = folder / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return replay_cmd.main([str(path)]) != 2


MUTATIONS = {
    "as played": lambda hs: None,
    "dealer repeated": lambda hs: hs[1].__setitem__("east_player", hs[0]["east_player"]),
    "dealer skipped": lambda hs: hs[2].__setitem__("east_player", (hs[2]["east_player"] + 1) % 4),
    "hands swapped": lambda hs: hs.__setitem__(slice(1, 3), [hs[2], hs[1]]),
    "hand dropped": lambda hs: hs.__delitem__(1),
    "round too early": lambda hs: hs[3].__setitem__("round", "S"),
    "round too late": lambda hs: hs[4].__setitem__("round", "E"),
    "unfinished in the middle": lambda hs: hs[2].__setitem__("actions", hs[2]["actions"][:6]),
}


@pytest.mark.parametrize("ruleset", [ZJ, ZEN_KOAN], ids=lambda r: r.name)
@pytest.mark.parametrize("name", list(MUTATIONS))
def test_replay_and_the_game_accept_and_refuse_the_same_records(tmp_path: Path, capsys, ruleset, name) -> None:  # type: ignore[no-untyped-def]
    # issue 17: replay accepted records whose hands did not follow the dealer rotation; the game's resume did not
    record = play_game(ruleset, 5, seed=3, then=10)
    MUTATIONS[name](record["hands"])
    replays, resumes = _replays(tmp_path, record), _game_resumes(tmp_path, record)
    capsys.readouterr()
    assert replays == resumes == (name == "as played")


def test_the_game_starts_at_player_0_a_single_record_may_start_anywhere(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    record = play_game(ZJ, 0, seed=3, then=10)
    record["hands"][0]["east_player"] = 2  # as simulate --record writes a hand dealt to player 2
    assert _replays(tmp_path, record)
    assert not _game_resumes(tmp_path, record)  # the game deals its first hand to player 0 (you)


def _fifo(path: Path) -> None:
    os.mkfifo(path)


CORRUPT = {
    "settings NaN": ("settings.json", lambda p: p.write_bytes(b'{"hands": NaN}')),
    "settings FIFO": ("settings.json", _fifo),
    "settings /dev/zero": ("settings.json", lambda p: p.symlink_to("/dev/zero")),
    "save giant number": (
        "current_game.json",
        lambda p: p.write_bytes(b'{"format": "zjgame-record/1", "seed": ' + b"9" * 5000 + b"}"),
    ),
    "save FIFO": ("current_game.json", _fifo),
    "save unknown kind": (
        "current_game.json",
        lambda p: p.write_text(json.dumps(play_game(ZJ, 0, then=8)).replace('"random"', '"oracle"')),
    ),
}


@pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")
@pytest.mark.parametrize("name", list(CORRUPT))
def test_the_game_starts_reports_and_keeps_a_corrupt_file(tmp_path: Path, name: str) -> None:
    filename, make = CORRUPT[name]
    make(tmp_path / filename)
    app = make_app(tmp_path)
    app.push(TitleScene())
    step(app, 2)
    if filename == "current_game.json":
        cont = next(b for b in app.top.buttons if b.name == "continue")
        click(app, cont.rect.center)
        assert isinstance(app.top, TitleScene)
    assert app.exceptions == 0
    assert any("could not be read" in message and ".corrupt-" in message for message, _ in app.toasts)
    assert not os.path.lexists(tmp_path / filename)
    assert [p for p in tmp_path.iterdir() if p.name.startswith(filename + ".corrupt-")]
