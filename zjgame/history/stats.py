"""The statistics database: ``<data folder>/stats.sqlite3`` (SQLite, the standard library's ``sqlite3``).

Owns the connection and every write. ``record_hand(record)`` and ``record_game_end(record, status)`` bring a
game's rows in line with its record (the game's record so far, docs/records.md) in ONE transaction: the game's
rows are replaced by what the record says, so a call is idempotent, a missed call is made good by the next,
and a resumed game needs nothing special. Only games with a human player are counted, from that player's seat.

Opening (``Stats.open``) checks the file: missing, not a database, failing ``PRAGMA quick_check``, from a newer
schema, or without the expected tables: the file (and its journal) is renamed aside unchanged with a notice, a
new one is made and every kept game of the archive is counted again (``rebuild``). An older schema is migrated
(``schema.MIGRATIONS``). Kept games the database lacks (a write that failed) are added on opening. A database
error while writing becomes a notice and ``False``, never an exception. The chart queries are in ``charts``.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from zjgame.history import charts, schema
from zjgame.history.archive import FINISHED, STATUSES, Archive, kept_status
from zjgame.history.facts import PATTERN, RecordShapeError, game_facts
from zjgame.history.files import aside_name, fsync_dir
from zjgame.i18n import _

FILE = "stats.sqlite3"
IN_PROGRESS = "in_progress"
_SIDE_FILES = ("-journal", "-wal", "-shm")  # SQLite's own files beside the database


class _Corrupt(Exception):
    """The database file is unusable (the reason is the message)."""


class _Busy(Exception):
    """The database file is locked by another program (another copy of the game): leave it alone."""


class Stats:
    """Use ``Stats.open``. ``notices`` collects one-line problems for the game to show (``pop_notices``)."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None, archive: Archive | None) -> None:
        self.conn = conn
        self.path = path
        self.archive = archive
        self.notices: list[str] = []

    # -- opening ------------------------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | None, archive: Archive | None = None) -> Stats:
        """The database at ``path`` (None: in memory, counted from the archive), repaired or rebuilt as needed.
        Never raises for a bad file; if no file can be made at ``path`` the statistics live in memory."""
        notices: list[str] = []
        conn: sqlite3.Connection | None = None
        migrated = False
        if path is not None:
            path = Path(path)
            try:
                conn, migrated = _connect(path) if path.exists() else (None, False)
            except _Corrupt as why:
                _set_aside_database(path, str(why), notices)
            except _Busy as why:
                notices.append(
                    _("The statistics file is in use ({why}); they are counted for this session only.").format(why=why)
                )
                path = None
        fresh = conn is None  # a new database: every kept game is counted
        if conn is None and path is not None:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                conn = _new_database(_open_file(path))
            except (OSError, sqlite3.Error) as err:
                notices.append(
                    _("The statistics could not be saved ({error}); they are counted for this session only.").format(
                        error=err
                    )
                )
                path = None
        if conn is None:
            conn = _new_database(sqlite3.connect(":memory:", isolation_level=None))
        stats = cls(conn, path, archive)
        stats.notices.extend(notices)
        if fresh:
            stats.rebuild()
        elif migrated:
            stats.recount_kept()  # a migration's new columns get their true values
        else:
            stats.add_missing()
        return stats

    def close(self) -> None:
        self.conn.close()

    def pop_notices(self) -> list[str]:
        out = self.notices + (self.archive.pop_notices() if self.archive is not None else [])
        self.notices = []
        return out

    # -- writing ------------------------------------------------------------------------------------------------
    def record_hand(self, record: Mapping[str, Any]) -> bool:
        """At the end of each hand: count the game's finished hands so far (status "in_progress").
        False (with a notice for a database error) when nothing was written: no human player, not a record."""
        return self._sync(record, IN_PROGRESS)

    def record_game_end(self, record: Mapping[str, Any], status: str = FINISHED) -> bool:
        """At the final standings ("finished") or when a game is given up ("abandoned"): the game's rows with
        its placement (finished games only) and status."""
        if status not in STATUSES:
            raise ValueError(f"status must be one of {STATUSES}, not {status!r}")
        return self._sync(record, status)

    def forget_game(self, game_id: str) -> bool:
        """Remove a game's rows (the player deleted it from the history)."""
        return self._write(lambda c: _delete_game(c, game_id))

    def rebuild(self) -> int:
        """Empty the tables and count every kept game of the archive again, in one transaction; the number of
        games counted. Games in progress are added back by their next ``record_hand``."""
        kept = list(self.archive.records()) if self.archive is not None else []

        def write(c: sqlite3.Connection) -> None:
            for table in ("scored", "hands", "games"):
                c.execute(f"DELETE FROM {table}")
            _insert_all(c, [(record, summary.status) for summary, record in kept])

        ok = self._write(write)
        return len(kept) if ok else 0

    def recount_kept(self) -> int:
        """Count every kept game again (after a migration), leaving the games in progress as they are."""
        kept = list(self.archive.records()) if self.archive is not None else []
        ok = self._write(lambda c: _insert_all(c, [(record, summary.status) for summary, record in kept]))
        return len(kept) if ok else 0

    def add_missing(self) -> int:
        """Count the kept games the database lacks or has not seen end (a write that failed): the number added."""
        if self.archive is None:
            return 0
        ended = {row[0] for row in self.conn.execute("SELECT game_id FROM games WHERE status != 'in_progress'")}
        missing = [gid for gid in self.archive.ids() if gid not in ended]
        if not missing:
            return 0
        records: list[tuple[Mapping[str, Any], str]] = []
        for gid in missing:
            record = self.archive.load(gid)
            if record is not None:
                records.append((record, kept_status(record)))
        ok = self._write(lambda c: _insert_all(c, records))
        return len(records) if ok else 0

    def _sync(self, record: Mapping[str, Any], status: str) -> bool:
        try:
            facts = game_facts(record)
        except RecordShapeError:
            return False
        if facts.human is None:
            return False

        def write(c: sqlite3.Connection) -> None:
            kept = status
            if status == IN_PROGRESS:  # a hand recorded again after the game's end does not reopen the game
                row = c.execute("SELECT status FROM games WHERE game_id = ?", (facts.game_id,)).fetchone()
                kept = row[0] if row is not None and row[0] in STATUSES else IN_PROGRESS
            _insert(c, record, kept)

        return self._write(write)

    def _write(self, work: Callable[[sqlite3.Connection], None]) -> bool:
        """Run ``work(conn)`` in one transaction; a database error rolls it back and becomes a notice."""
        try:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                work(self.conn)
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
            self.conn.execute("COMMIT")
        except sqlite3.Error as err:
            self.notices.append(_("The statistics could not be updated: {error}.").format(error=err))
            return False
        return True

    # -- reading ------------------------------------------------------------------------------------------------
    def dump(self) -> dict[str, list[tuple[Any, ...]]]:
        """Every row of every table, sorted (for tests and for comparing a rebuild)."""
        return {t: sorted(self.conn.execute(f"SELECT * FROM {t}"), key=repr) for t in schema.COLUMNS}

    def summary(self, where: charts.Filter = charts.ALL) -> charts.Summary:
        return charts.summary(self.conn, where)

    def placements(self, where: charts.Filter = charts.ALL) -> dict[int, int]:
        return charts.placements(self.conn, where)

    def net_per_game(self, where: charts.Filter = charts.ALL) -> list[charts.GamePoint]:
        return charts.net_per_game(self.conn, where)

    def rates(self, where: charts.Filter = charts.ALL, window: int = 1) -> list[charts.RatePoint]:
        return charts.rates(self.conn, where, window)

    def pattern_counts(self, where: charts.Filter = charts.ALL, kind: str = PATTERN) -> list[charts.PatternCount]:
        return charts.pattern_counts(self.conn, where, kind)

    def groups(self) -> charts.Groups:
        return charts.groups(self.conn)

    def breakdown(self) -> list[tuple[charts.Filter, charts.Summary]]:
        return charts.breakdown(self.conn)


# -- the rows of one game --------------------------------------------------------------------------------------


def _delete_game(c: sqlite3.Connection, game_id: str) -> None:
    c.execute("DELETE FROM scored WHERE game_id = ?", (game_id,))
    c.execute("DELETE FROM hands WHERE game_id = ?", (game_id,))
    c.execute("DELETE FROM games WHERE game_id = ?", (game_id,))


def _insert_all(c: sqlite3.Connection, games: Sequence[tuple[Mapping[str, Any], str]]) -> None:
    for record, status in games:
        _insert(c, record, status)


def _insert(c: sqlite3.Connection, record: Mapping[str, Any], status: str) -> None:
    """Replace the game's rows with what ``record`` says (nothing for a game without a human)."""
    facts = game_facts(record)
    if facts.human is None:
        return
    _delete_game(c, facts.game_id)
    human = facts.players[facts.human]
    c.execute(
        "INSERT INTO games (game_id, started, ruleset, status, hands_in_game, hands_played, human_player, human_name,"
        " opponents, opponent_level, placement, net, practice) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            facts.game_id,
            facts.started,
            facts.ruleset,
            status,
            facts.hands_in_game,
            facts.hands_played,
            facts.human,
            human.name,
            ",".join(p.kind for p in facts.opponents),
            facts.opponent_level,
            human.placement if status == FINISHED else None,
            human.total,
            int(facts.practice),
        ),
    )
    c.executemany(
        "INSERT INTO hands (game_id, hand_no, seat, round_wind, won, self_drawn, dealt_in, drawn, value, net, winner)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                facts.game_id,
                h.number,
                h.seat,
                h.round_wind,
                h.won,
                h.self_drawn,
                h.dealt_in,
                h.drawn,
                h.value,
                h.net,
                h.winner,
            )
            for h in facts.hands
        ],
    )
    c.executemany(
        "INSERT INTO scored (game_id, hand_no, kind, key, name, count, points, doubles, won)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (facts.game_id, h.number, s.kind, s.key, s.name, s.count, s.points, s.doubles, s.won)
            for h in facts.hands
            for s in h.scored
        ],
    )


# -- the file ----------------------------------------------------------------------------------------------------


def _open_file(path: Path, timeout: float = 10.0) -> sqlite3.Connection:
    return sqlite3.connect(path, isolation_level=None, timeout=timeout)


def _new_database(conn: sqlite3.Connection) -> sqlite3.Connection:
    """Version 1 and then every migration (schema): the one way a database is built."""
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("BEGIN IMMEDIATE")
        for statement in schema.V1:
            conn.execute(statement)
        conn.execute("PRAGMA user_version = 1")
        conn.execute("COMMIT")
        _migrate(conn, 1)
    except sqlite3.Error:
        conn.close()
        raise
    return conn


def _migrate(conn: sqlite3.Connection, version: int) -> bool:
    """Run the migrations from ``version`` to ``schema.CURRENT``, each in its own transaction; True when one
    asks for every game to be counted again."""
    resync = False
    while version < schema.CURRENT:
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in schema.MIGRATIONS[version]:
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {version + 1}")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
        resync = resync or version in schema.RESYNC_AFTER
        version += 1
    return resync


def _connect(path: Path) -> tuple[sqlite3.Connection, bool]:
    """Open an existing database and bring it to the current schema: (connection, whether to count every game
    again). ``_Corrupt`` when the file is unusable."""
    conn = None
    try:
        if not path.is_file():
            raise _Corrupt(_("not a regular file"))
        conn = _open_file(path)
        conn.execute("PRAGMA foreign_keys = ON")
        check = conn.execute("PRAGMA quick_check").fetchall()
        if check != [("ok",)]:
            raise _Corrupt(_("damaged: {detail}").format(detail=str(check[0][0])[:80]) if check else _("damaged"))
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > schema.CURRENT:
            raise _Corrupt(_("made by a newer version of the game (schema {version})").format(version=version))
        if version < 1:
            raise _Corrupt(_("not a statistics database"))
        resync = _migrate(conn, version)
        for table, columns in schema.COLUMNS.items():
            have = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
            if not set(columns) <= have:
                raise _Corrupt(_("the table {table} is missing or incomplete").format(table=table))
        return conn, resync
    except sqlite3.Error as err:
        if conn is not None:
            conn.close()
        if isinstance(err, sqlite3.OperationalError) and ("locked" in str(err) or "busy" in str(err)):
            raise _Busy(str(err)) from None  # a healthy file another program holds: never set aside
        raise _Corrupt(str(err)) from None
    except _Corrupt:
        if conn is not None:
            conn.close()
        raise


def _set_aside_database(path: Path, why: str, notices: list[str]) -> None:
    """Rename the database and SQLite's files beside it (a stale journal must not meet the new database)."""
    target = aside_name(path)
    try:
        os.replace(path, target)
    except FileNotFoundError:
        pass
    except OSError as err:
        notices.append(
            _("The statistics file could not be read ({why}) nor moved aside ({error}).").format(
                why=why, error=err.strerror or err
            )
        )
        return
    for suffix in _SIDE_FILES:
        side = path.with_name(path.name + suffix)
        if side.exists():
            try:
                os.replace(side, target.with_name(target.name + suffix))
            except OSError:
                pass
    fsync_dir(path.parent)
    notices.append(
        _("The statistics file could not be read ({why}); it was kept as {name} and rebuilt from your games.").format(
            why=why, name=target.name
        )
    )
