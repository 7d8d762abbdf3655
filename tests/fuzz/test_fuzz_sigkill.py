"""Fuzz: SIGKILL during a save (issue 17). A child process saves the game over and over (directly, or through
the background writer and a flush) and is killed at a random point; the next start then loads the last
complete state or the one after it (being renamed into place as the kill came), never a torn file, and
removes the temporary file the kill left. Bounded for CI; the longer form is
``benchmarks/fuzz_io.py sigkill --count N``.

The savers are forked from one small "zygote" process that has the storage layer imported already, so an
example costs a fork, not an interpreter start; the zygote reaps each killed saver and says so.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine.game_records import play_game
from zjgame.rules.ruleset import ZJ
from zjgame.ui.storage import SAVE_FILE, Storage

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = play_game(ZJ, 0, seed=5, then=40)

# Runs without site (only the standard library and the repository). For each request line "FOLDER MODE" it
# forks a saver that saves the template with seed = 1, 2, 3, ... and writes each seed once it is on disk; it
# reports the saver's pid, waits for it (the test kills it) and writes "done".
ZYGOTE = """
import json, os, sys
sys.path.insert(0, sys.argv[1])
from zjgame.ui.storage import Storage
template = json.loads(sys.stdin.readline())
for line in sys.stdin:
    folder, mode = line.split()
    pid = os.fork()
    if pid == 0:
        try:
            store = Storage(folder, background=mode == "1")
            record, n = dict(template), 0
            while True:
                n += 1
                record["seed"] = n
                store.save_game(record)
                if mode == "1":
                    store.flush()
                os.write(1, b"%d\\n" % n)
        finally:
            os._exit(1)
    os.write(1, b"pid %d\\n" % pid)
    os.waitpid(pid, 0)
    os.write(1, b"done\\n")
"""


class Savers:
    """The zygote process and the kills."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-S", "-c", ZYGOTE, str(ROOT)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self._send(json.dumps(TEMPLATE))

    def _send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def _line(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        assert line, "the zygote died"
        return line.strip()

    def kill_during_saves(self, folder: Path, background: bool, saves: int, delay: float) -> int:
        """A saver on ``folder`` finishes ``saves`` saves, runs ``delay`` seconds more and is SIGKILLed; the last
        seed it reported complete."""
        self._send(f"{folder} {'1' if background else '0'}")
        pid, last = 0, 0
        while not pid or last < saves:
            line = self._line()
            if line.startswith("pid "):
                pid = int(line[4:])
            else:
                last = int(line)
        if delay:
            time.sleep(delay)
        os.kill(pid, signal.SIGKILL)
        while (line := self._line()) != "done":  # reported before the kill landed
            last = int(line)
        return last

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(30)
        if self.proc.stdout is not None:
            self.proc.stdout.close()


def check_after_kill(folder: Path, last: int) -> None:
    store = Storage(folder)
    store.load_settings()  # the next start
    loaded = store.load_game()
    assert store.notices == [], store.notices  # never a torn (corrupt) file
    assert loaded is not None and loaded["seed"] in (last, last + 1)
    assert sorted(os.listdir(folder)) == [SAVE_FILE]  # no temporary file left after the next start


@pytest.fixture(scope="module")
def savers() -> Iterator[Savers]:
    zygote = Savers()
    yield zygote
    zygote.close()


@pytest.mark.skipif(os.name != "posix", reason="fork and SIGKILL are POSIX")
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(background=st.booleans(), saves=st.integers(1, 6), delay=st.sampled_from([0.0, 0.0002, 0.0005, 0.001, 0.002]))
def test_a_save_killed_at_a_random_point_leaves_the_last_state_or_the_one_after(
    savers: Savers, background: bool, saves: int, delay: float
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        last = savers.kill_during_saves(Path(folder), background, saves, delay)
        check_after_kill(Path(folder), last)
