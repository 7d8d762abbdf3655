"""Not a test (no ``test_`` prefix): CPU cost of the history at scale, measured side by side in one run.

    PYTHONPATH=. .venv/bin/python tests/history/bench_history.py [GAMES]

One real 16-hand game is played headless, then kept GAMES times under different ids; the figures are process CPU
time (``time.process_time``) of the calls the game and the history scenes make.
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from tests.history.games import play_game
from zjgame.history import Archive, History
from zjgame.history.stats import FILE
from zjgame.history.summary import INDEX


def cpu(label: str, work: Callable[[], object], repeat: int = 1) -> float:
    t0 = time.process_time()
    for _ in range(repeat):
        work()
    ms = (time.process_time() - t0) * 1000 / repeat
    print(f"{label:<58}{ms:>10.2f} ms")
    return ms


def main(games: int) -> None:
    game = play_game(("human", "easy", "easy", "easy"), hands=16, seed=9)
    size = len(game.snapshots)
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        archive = Archive.in_data_dir(root)
        for n in range(games):
            archive.save(
                {
                    **game.record,
                    "game_id": f"bench-{n:05d}",
                    "started": f"2024-01-01T00:{n // 60 % 60:02d}:{n % 60:02d}",
                }
            )
        kb = (root / "history" / "bench-00000.json").stat().st_size / 1024
        print(f"{games} kept games of {size} hands, {kb:.0f} KB each")
        history = History(root)
        cpu("hand_finished (a 16-hand record, one transaction)", lambda: history.hand_finished(game.snapshots[-1]), 20)
        index = root / "history" / INDEX

        def cold() -> None:
            index.unlink()
            Archive.in_data_dir(root).summaries()

        cpu("games(): the history list, every file read (no index)", cold)
        cpu("games(): the history list, a new Archive with the index", lambda: Archive.in_data_dir(root).summaries())
        cpu("games(): the history list, again (cached)", history.games, 5)
        cpu(
            "summary + placements + net_per_game + rates + patterns",
            lambda: (
                history.stats.summary(),
                history.stats.placements(),
                history.stats.net_per_game(),
                history.stats.rates(window=10),
                history.stats.pattern_counts(),
            ),
            5,
        )
        history.close()
        cpu("open with the database present (add_missing)", lambda: History(root).close())
        (root / FILE).unlink()
        cpu("open with the database missing (rebuild from every record)", lambda: History(root).close())


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
