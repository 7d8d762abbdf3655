"""The archive of finished (and abandoned) games: one record file per game in ``<data folder>/history/``.

Owns the folder and its files: ``<game_id>.json`` holds the game's record exactly as the game gave it
(docs/records.md; ``zjgame replay FILE`` replays it) plus the ``game_id`` and an ``"archive"`` object
(``{"status": "finished" | "abandoned", "archived": ISO 8601 time}``), which the record reader ignores.
Files are written atomically (``files.write_bytes_atomic``). A file that cannot be read, or is not a game
record, is renamed aside byte for byte (``<name>.corrupt-<timestamp>``) with a notice, never deleted and never
an exception; notices collect in ``notices`` for the game to show (``pop_notices``).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from zjgame.history.facts import _ID, RecordShapeError, check_shape, game_facts, game_id
from zjgame.history.files import ReadError, read_bytes, read_json, set_aside, write_bytes_atomic
from zjgame.history.summary import (
    ABANDONED,
    FINISHED,
    STATUSES,
    SUFFIX,
    GameSummary,
    Index,
    Stamp,
    kept_status,
    read_index,
    summary_of,
    write_index,
)
from zjgame.i18n import _

__all__ = ["ABANDONED", "FINISHED", "STATUSES", "Archive", "GameSummary", "kept_status"]

FOLDER = "history"


class Archive:
    """The kept games in ``folder`` (usually ``<data folder>/history``, see ``Archive.in_data_dir``)."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.notices: list[str] = []
        self._cache: Index = {}  # file name -> (size and mtime, summary); loaded from the index file
        self._loaded = False
        self._dirty = False

    @classmethod
    def in_data_dir(cls, root: Path) -> Archive:
        return cls(Path(root) / FOLDER)

    def pop_notices(self) -> list[str]:
        out, self.notices = self.notices, []
        return out

    def path(self, game_id: str) -> Path:
        if not _ID.match(game_id):
            raise ValueError(f"not a game id: {game_id[:70]!r}")
        return self.folder / f"{game_id}{SUFFIX}"

    # -- writing ------------------------------------------------------------------------------------------------
    def save(
        self, record: Mapping[str, Any], status: str = FINISHED, now: datetime | None = None
    ) -> GameSummary | None:
        """Keep ``record`` (the game's record as the game writes it) as ``<game_id>.json``, atomically; the same
        game saved again replaces its file. Returns its summary, or None with a notice if it could not be kept."""
        if status not in STATUSES:
            raise ValueError(f"status must be one of {STATUSES}, not {status!r}")
        try:
            check_shape(record)
        except RecordShapeError as err:
            self.notices.append(_("The game could not be kept: {error}.").format(error=err))
            return None
        gid = game_id(record)
        stamp = (now or datetime.now()).astimezone().isoformat(timespec="seconds")
        kept = {**record, "game_id": gid, "archive": {"status": status, "archived": stamp}}
        path = self.path(gid)
        try:
            data = json.dumps(kept, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
            write_bytes_atomic(path, data)
        except (OSError, TypeError, ValueError) as err:
            self.notices.append(
                _("The game could not be kept: {error}.").format(error=getattr(err, "strerror", None) or err)
            )
            return None
        summary = summary_of(game_facts(kept), kept["archive"], path)
        self._remember(path, summary)
        return summary

    def delete(self, game_id: str) -> bool:
        """Remove a kept game (the player asked to); False with a notice if it could not be removed."""
        path = self.path(game_id)
        if self._cache.pop(path.name, None) is not None:
            self._dirty = True
        try:
            path.unlink()
        except FileNotFoundError:
            return False
        except OSError as err:
            self.notices.append(_("The game could not be deleted: {error}.").format(error=err.strerror or err))
            return False
        return True

    def export(self, game_id: str, folder: Path) -> Path | None:
        """Copy the kept record, byte for byte, to ``folder`` (created if missing) as ``zjgame-<game_id>.json``
        (``-2``, ``-3``... if another file has that name; the same file again is not copied twice). Returns the
        copy's path, or None with a notice."""
        source = self.path(game_id)
        if self._read(source) is None:  # a bad file is set aside (with its notice), not exported
            self.notices.append(
                _("The game could not be exported: {game} is not among the kept games.").format(game=game_id)
            )
            return None
        try:
            data = read_bytes(source)
        except ReadError as err:
            self.notices.append(_("The game could not be exported: {error}.").format(error=err))
            return None
        folder = Path(folder)
        n = 1
        while True:
            target = folder / (f"zjgame-{game_id}{SUFFIX}" if n == 1 else f"zjgame-{game_id}-{n}{SUFFIX}")
            if not target.exists() and not target.is_symlink():
                break
            try:
                if read_bytes(target, len(data)) == data:
                    return target
            except ReadError:
                pass  # another file (or a folder, or a pipe): take the next name
            n += 1
        try:
            write_bytes_atomic(target, data)
        except OSError as err:
            self.notices.append(
                _("The game could not be exported to {folder}: {error}.").format(
                    folder=folder, error=err.strerror or err
                )
            )
            return None
        return target

    # -- reading ------------------------------------------------------------------------------------------------
    def ids(self) -> list[str]:
        """The ids of the kept games, from the file names alone (nothing is read), sorted."""
        try:
            names = os.listdir(self.folder)
        except FileNotFoundError:
            return []
        except OSError as err:
            self.notices.append(
                _("The game history folder could not be read: {error}.").format(error=err.strerror or err)
            )
            return []
        return sorted(n[: -len(SUFFIX)] for n in names if n.endswith(SUFFIX) and _ID.match(n[: -len(SUFFIX)]))

    def load(self, game_id: str) -> dict[str, Any] | None:
        """The kept record (for the replay viewer and the review), or None: missing, or unreadable and set aside
        with a notice."""
        loaded = self._read(self.path(game_id))
        return None if loaded is None else loaded[0]

    def summaries(self) -> list[GameSummary]:
        """Every kept game, newest first (by ``date``, then id). Only files new or changed since the index was
        written are read; unreadable ones are set aside with a notice."""
        self._load_index()
        out = []
        names = set()
        for gid in self.ids():
            path = self.path(gid)
            names.add(path.name)
            cached = self._cached(path)
            if cached is not None:
                out.append(cached)
                continue
            loaded = self._read(path)
            if loaded is not None:
                out.append(self._remember(path, loaded[1]))
        for gone in set(self._cache) - names:
            del self._cache[gone]
            self._dirty = True
        if self._dirty and self.folder.is_dir():
            write_index(self.folder, self._cache)
            self._dirty = False
        return sorted(out, key=lambda s: (s.date, s.game_id), reverse=True)

    def records(self) -> Iterator[tuple[GameSummary, dict[str, Any]]]:
        """Every kept game with its record, oldest first (what the statistics rebuild from)."""
        for summary in sorted(self.summaries(), key=lambda s: (s.date, s.game_id)):
            loaded = self._read(summary.path)
            if loaded is not None:
                yield loaded[1], loaded[0]

    def _read(self, path: Path) -> tuple[dict[str, Any], GameSummary] | None:
        if not path.exists() and not path.is_symlink():
            return None
        what = _("The kept game {name}").format(name=path.name)
        try:
            record = check_shape(read_json(path))
            facts = game_facts(record)
        except (ReadError, RecordShapeError) as err:
            set_aside(path, what, str(err), self.notices)
            self._cache.pop(path.name, None)
            return None
        meta = record.get("archive")
        return dict(record), summary_of(facts, meta if isinstance(meta, Mapping) else {}, path)

    def _load_index(self) -> None:
        if not self._loaded:
            self._cache = {**read_index(self.folder), **self._cache}
            self._loaded = True

    def _stamp(self, path: Path) -> Stamp | None:
        try:
            info = path.stat()
        except OSError:
            return None
        return info.st_size, info.st_mtime_ns

    def _cached(self, path: Path) -> GameSummary | None:
        hit = self._cache.get(path.name)
        return hit[1] if hit is not None and hit[0] == self._stamp(path) else None

    def _remember(self, path: Path, summary: GameSummary) -> GameSummary:
        stamp = self._stamp(path)
        if stamp is not None:
            self._cache[path.name] = (stamp, summary)
            self._dirty = True
        return summary
