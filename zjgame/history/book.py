"""``History``: the archive and the statistics of one data folder together, with the calls the game makes.

Owns the order of the two writes at the end of a game (the record is kept first: it is what the statistics are
rebuilt from) and the deletion of a game from both. Everything else is ``Archive``'s or ``Stats``'s.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from zjgame.history.archive import ABANDONED, FINISHED, Archive, GameSummary
from zjgame.history.files import data_dir, documents_dir
from zjgame.history.stats import FILE, Stats


class History:
    """The kept games and statistics in ``root`` (the user data folder: ``history/`` and ``stats.sqlite3``)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.archive = Archive.in_data_dir(self.root)
        self.stats = Stats.open(self.root / FILE, self.archive)

    def close(self) -> None:
        self.stats.close()

    def pop_notices(self) -> list[str]:
        """One-line problems met since the last call (a file set aside, a write that failed), for a toast."""
        return self.stats.pop_notices()  # includes the archive's

    # -- the calls the game makes -------------------------------------------------------------------------------
    def hand_finished(self, record: Mapping[str, Any]) -> bool:
        """At the end of every hand, with the game's record so far: the statistics (one transaction)."""
        return self.stats.record_hand(record)

    def game_finished(self, record: Mapping[str, Any], now: datetime | None = None) -> GameSummary | None:
        """At the final standings: keep the record (finished) and count the game's end."""
        kept = self.archive.save(record, FINISHED, now)
        self.stats.record_game_end(record, FINISHED)
        return kept

    def game_abandoned(self, record: Mapping[str, Any], now: datetime | None = None) -> GameSummary | None:
        """When a game in progress is given up (a new game replaces it): keep it marked abandoned. A game in
        which nothing was played yet (no action in any hand) is not kept: None."""
        hands = record.get("hands")
        if not isinstance(hands, list) or not any(isinstance(h, Mapping) and h.get("actions") for h in hands):
            return None
        kept = self.archive.save(record, ABANDONED, now)
        self.stats.record_game_end(record, ABANDONED)
        return kept

    # -- the history list ---------------------------------------------------------------------------------------
    def games(self) -> list[GameSummary]:
        return self.archive.summaries()

    def load(self, game_id: str) -> dict[str, Any] | None:
        return self.archive.load(game_id)

    def delete(self, game_id: str) -> bool:
        """Remove a kept game from the history and from the statistics."""
        removed = self.archive.delete(game_id)
        self.stats.forget_game(game_id)
        return removed

    def export(self, game_id: str, folder: Path | None = None) -> Path | None:
        """Copy a kept game's record to ``folder`` (the player's export folder; default the documents folder)."""
        return self.archive.export(game_id, documents_dir() if folder is None else Path(folder))


def open_history(root: Path | None = None) -> History:
    """The history of ``root``, or of the user data folder (``$ZJGAME_DATA_DIR`` for tests)."""
    return History(data_dir() if root is None else root)
