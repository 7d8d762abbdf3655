"""Writing the data folder's files safely: atomic JSON writes, the clean-up of what a killed process left, and a
background writer so the UI thread never waits on the disk.

Owns: ``write_bytes_atomic`` (a temporary ``.<name>.<random>.tmp`` in the same folder, locked while written,
fsynced, renamed over the file with ``os.replace``, then the folder fsynced so the rename survives a power
cut), ``clean_temp_files`` (removes the temporary files of the given names that no live writer holds: a
SIGKILL during a save leaves one), and ``BackgroundWriter`` (one thread; the latest write or delete of each
file wins, older pending ones are dropped; ``flush`` waits for what is queued, and it flushes at exit).
Nothing here imports pygame; ``zjgame.ui.storage`` is its only user.
"""

from __future__ import annotations

import atexit
import os
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path

try:  # POSIX: a writer holds an advisory lock on its temporary file, so a clean-up skips it
    import fcntl
except ImportError:  # pragma: no cover - Windows: an open file cannot be deleted, which does the same
    fcntl = None  # type: ignore[assignment]

TEMP_SUFFIX = ".tmp"


def temp_prefix(path: Path) -> str:
    return f".{path.name}."


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; a no-op where folders cannot be opened)."""
    if os.name != "posix":  # pragma: no cover
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:  # some file systems refuse to fsync a folder; the rename itself is done
        pass
    finally:
        os.close(fd)


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` all at once: a reader (or a crash at any point) sees the old file or the new
    one, never a torn one; a temporary file is removed on failure (a SIGKILL leaves it: ``clean_temp_files``)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path), suffix=TEMP_SUFFIX, dir=str(path.parent))
    try:
        with os.fdopen(fd, "wb") as handle:
            if fcntl is not None:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX)  # "in use" for clean_temp_files
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
            if os.name == "posix":
                os.replace(tmp, path)  # still locked: a clean-up cannot take it between the write and here
        if os.name != "posix":  # pragma: no cover - Windows cannot rename an open file
            os.replace(tmp, path)
        fsync_dir(path.parent)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _in_use(path: str) -> bool:
    if fcntl is None:  # pragma: no cover
        return False
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return True  # cannot tell: leave it
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    else:
        return False
    finally:
        os.close(fd)


def clean_temp_files(folder: Path, names: tuple[str, ...]) -> list[str]:
    """Remove the temporary files of ``names`` in ``folder`` that no writer holds; the names removed."""
    prefixes = tuple(temp_prefix(folder / n) for n in names)
    removed: list[str] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not (entry.name.startswith(prefixes) and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if not entry.is_file(follow_symlinks=False) or _in_use(entry.path):
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(entry.name)
    return removed


WRITE, DELETE = "write", "delete"


def perform(op: str, path: Path, data: bytes | None) -> None:
    if op == WRITE:
        assert data is not None
        write_bytes_atomic(path, data)
    else:
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        fsync_dir(path.parent)


class BackgroundWriter:
    """One daemon thread doing ``perform`` for queued operations; per file only the latest one is kept.
    ``on_error(path, op, err)`` is called (on the writer thread) when an operation fails. ``flush`` waits until
    the queue is empty; ``close`` flushes and stops the thread (also registered to run at exit)."""

    def __init__(self, on_error: Callable[[Path, str, BaseException], None]) -> None:
        self._on_error = on_error
        self._cond = threading.Condition()
        self._pending: dict[Path, tuple[str, bytes | None]] = {}
        self._busy: tuple[Path, str] | None = None
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="zjgame-disk-writer", daemon=True)
        self._thread.start()
        atexit.register(self.close)

    def submit(self, op: str, path: Path, data: bytes | None = None) -> None:
        with self._cond:
            if not self._closed:
                self._pending.pop(path, None)  # the older state of this file is no longer worth writing
                self._pending[path] = (op, data)
                self._cond.notify_all()
                return
        try:  # after close (at exit): do it here and now
            perform(op, path, data)
        except Exception as err:  # noqa: BLE001 - reported like the thread's failures
            self._on_error(path, op, err)

    def pending(self, path: Path) -> str | None:
        """The operation queued or under way for ``path`` (the latest), or None."""
        with self._cond:
            if path in self._pending:
                return self._pending[path][0]
            if self._busy is not None and self._busy[0] == path:
                return self._busy[1]
            return None

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything queued is on disk; False if ``timeout`` ran out first."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and self._busy is None, timeout)

    def close(self) -> None:
        with self._cond:
            if self._closed:
                return
            self._closed = True
            self._cond.notify_all()
        self._thread.join()
        atexit.unregister(self.close)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending or self._closed)
                if not self._pending:
                    return  # closed and drained
                path = next(iter(self._pending))
                op, data = self._pending.pop(path)
                self._busy = (path, op)
            try:
                perform(op, path, data)
            except Exception as err:  # noqa: BLE001 - a failed write becomes a notice, never a dead writer
                self._on_error(path, op, err)
            finally:
                with self._cond:
                    self._busy = None
                    self._cond.notify_all()
