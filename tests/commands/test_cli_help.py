"""Issue 15 item 20: ``zjgame --help`` printed one usage line, so a newcomer had to guess ``zjgame play --help``.
The top-level help shows the play options (a bare ``zjgame`` opens the window) and every subcommand."""

from __future__ import annotations

import gc

import pytest

from zjgame.cli import GC_THRESHOLD, SUBCOMMANDS, main


@pytest.mark.parametrize("flag", ["--help", "-h", "help"])
def test_the_top_level_help_shows_the_play_options_and_the_subcommands(capsys, flag):
    assert main([flag]) == 0
    out = capsys.readouterr().out
    for option in ("--autoplay", "--hands", "--speed", "--seed", "--ruleset", "--players", "--size", "--perf"):
        assert option in out, option
    listed = [line.split()[0] for line in out.split("commands:\n", 1)[1].splitlines() if line.startswith("  ")]
    assert listed == list(SUBCOMMANDS)
    assert "zjgame COMMAND --help" in out and out.startswith("usage: zjgame [play] [options]")


def test_every_command_runs_with_the_players_collector_threshold(capsys: pytest.CaptureFixture[str]) -> None:
    # zjgame.cli.GC_THRESHOLD (issue 13: the collector's default first generation cost ~6% of a simulation)
    before = gc.get_threshold()
    try:
        gc.set_threshold(700, 10, 10)
        assert main(["--version"]) == 0
        assert gc.get_threshold() == GC_THRESHOLD and GC_THRESHOLD[0] > 700
    finally:
        gc.set_threshold(*before)
    assert capsys.readouterr().out.startswith("zjgame ")
