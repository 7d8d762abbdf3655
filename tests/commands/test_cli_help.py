"""Issue 15 item 20: ``zjgame --help`` printed one usage line, so a newcomer had to guess ``zjgame play --help``.
The top-level help shows the play options (a bare ``zjgame`` opens the window) and every subcommand."""

from __future__ import annotations

import pytest

from zjgame.cli import SUBCOMMANDS, main


@pytest.mark.parametrize("flag", ["--help", "-h", "help"])
def test_the_top_level_help_shows_the_play_options_and_the_subcommands(capsys, flag):
    assert main([flag]) == 0
    out = capsys.readouterr().out
    for option in ("--autoplay", "--hands", "--speed", "--seed", "--ruleset", "--players", "--size", "--perf"):
        assert option in out, option
    listed = [line.split()[0] for line in out.split("commands:\n", 1)[1].splitlines() if line.startswith("  ")]
    assert listed == list(SUBCOMMANDS)
    assert "zjgame COMMAND --help" in out and out.startswith("usage: zjgame [play] [options]")
