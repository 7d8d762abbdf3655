"""Fuzz: SIGKILL during a save (issue 17). A child process saves the game over and over (directly, or through
the background writer and a flush) and is killed at a random point; the next start then loads the last
complete state or the one after it (being renamed into place as the kill came), never a torn file, and
removes the temporary file the kill left. Bounded for CI; the longer form is
``benchmarks/fuzz_io.py sigkill --count N``."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine.game_records import play_game
from zjgame.rules.ruleset import ZJ
from zjgame.ui.storage import SAVE_FILE, Storage

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = play_game(ZJ, 0, seed=5, then=40)

# Runs without site (fast start); saves the template with seed = 1, 2, 3, ... and prints each seed once it is
# on disk. Padding makes a write take long enough to be interrupted in the middle.
CHILD = """
import json, sys
sys.path.insert(0, sys.argv[1])
from zjgame.ui.storage import Storage
folder, background = sys.argv[2], sys.argv[3] == "1"
record = json.loads(sys.stdin.readline())
store = Storage(folder, background=background)
n = 0
while True:
    n += 1
    record["seed"] = n
    store.save_game(record)
    if background:
        store.flush()
    print(n, flush=True)
"""


def kill_during_saves(folder: Path, background: bool, saves: int, delay: float) -> int:
    """Start the child, let it finish ``saves`` saves, wait ``delay`` seconds, SIGKILL it; the last seed it
    reported complete."""
    child = subprocess.Popen(
        [sys.executable, "-S", "-c", CHILD, str(ROOT), str(folder), "1" if background else "0"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdin is not None and child.stdout is not None
        child.stdin.write(json.dumps(TEMPLATE) + "\n")
        child.stdin.flush()
        last = 0
        while last < saves:
            line = child.stdout.readline()
            assert line, child.stderr.read() if child.stderr else "the child died"
            last = int(line)
        if delay:
            time.sleep(delay)
        child.send_signal(signal.SIGKILL)
        child.wait(30)
        for line in child.stdout.read().split():  # reported after ``saves`` but before the kill landed
            last = int(line)
        return last
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(30)
        for stream in (child.stdin, child.stdout, child.stderr):
            if stream is not None:
                stream.close()


def check_after_kill(folder: Path, last: int) -> None:
    store = Storage(folder)
    store.load_settings()  # the next start
    loaded = store.load_game()
    assert store.notices == [], store.notices  # never a torn (corrupt) file
    assert loaded is not None and loaded["seed"] in (last, last + 1)
    assert sorted(os.listdir(folder)) == [SAVE_FILE]  # no temporary file left after the next start


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(background=st.booleans(), saves=st.integers(1, 6), delay=st.sampled_from([0.0, 0.0005, 0.001, 0.003]))
def test_a_save_killed_at_a_random_point_leaves_the_last_state_or_the_one_after(
    background: bool, saves: int, delay: float
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        last = kill_during_saves(Path(folder), background, saves, delay)
        check_after_kill(Path(folder), last)
