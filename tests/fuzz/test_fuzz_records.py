"""Fuzz: mutated game records through ``zjgame replay`` (issue 17). Whatever the bytes, ``replay`` exits 0, 1
or 2, never raises; exit 2 prints one short line on stderr and nothing on stdout. Bounded for CI; the longer
form is ``benchmarks/fuzz_io.py records --count N``."""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from tests.engine.game_records import play_game
from tests.fuzz.mutations import Mutation, apply_all, mutations
from zjgame.commands import replay as replay_cmd
from zjgame.rules.ruleset import ZJ

BASE = json.dumps(play_game(ZJ, 1, seed=7, then=14), indent=1).encode("utf-8")


def check_replay(data: bytes, folder: Path) -> int:
    """Run ``zjgame replay`` on ``data``; assert the one-line contract; the exit status."""
    path = folder / "record.json"
    path.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = replay_cmd.main([str(path)])
    assert code in (0, 1, 2)
    if code == 2:
        lines = err.getvalue().splitlines()
        assert out.getvalue() == "" and len(lines) == 1, err.getvalue()[:500]
        assert lines[0].startswith(f"zjgame replay: {path}: ") and len(lines[0]) < 400 + len(str(path))
    else:  # a record may hold no hand at all: nothing to print
        assert out.getvalue() == "" or out.getvalue().startswith("hand 1: ")
    return code


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(mutations())
def test_mutated_records_never_crash_replay(ms: list[Mutation]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        check_replay(apply_all(BASE, ms), Path(folder))


def test_the_unmutated_record_replays() -> None:
    with tempfile.TemporaryDirectory() as folder:
        assert check_replay(BASE, Path(folder)) == 0
