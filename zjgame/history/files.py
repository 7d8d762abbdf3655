"""Files on disk for the history package: the one reader of files, atomic writes, setting a bad file aside,
and the default folders (the user data folder, the documents folder).

Owns: ``read_bytes``/``read_json`` (every file this package reads goes through them, bounded in size, so
switching to the project's shared safe reader is a change here alone), ``write_bytes_atomic`` (temporary file
in the same folder, fsync, ``os.replace``, fsync of the folder), ``set_aside`` (rename to ``<name>.corrupt-<timestamp>``: the bytes
are kept exactly, nothing is deleted), ``data_dir`` (``$ZJGAME_DATA_DIR`` or the platform's user data folder,
the convention of ``zjgame/ui/storage.py``) and ``documents_dir``. Standard library only: ``platformdirs`` is
imported inside the two folder functions, never at import time, and a missing one falls back to the home folder.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from zjgame.i18n import _

RECORD_LIMIT = 8 * 1024 * 1024  # a game record (a 16-hand game is about 150 KB)
CORRUPT_MARK = ".corrupt-"


class ReadError(ValueError):
    """A file that cannot be read as JSON: the message is one line naming the problem."""


def read_bytes(path: Path, limit: int = RECORD_LIMIT) -> bytes:
    """The bytes of the regular file ``path`` (at most ``limit``); ``ReadError`` (one line) for anything else:
    a folder, a FIFO or a device is refused unread, never waited on.

    With ``read_json``, the only reading of files in this package (switch both to ``zjgame.safe_read``'s
    ``read_bytes``/``read_json`` when that module lands on main).
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as err:
        raise ReadError(err.strerror or str(err)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ReadError(_("not a regular file"))
        if info.st_size > limit:
            raise ReadError(_("larger than {n} MB").format(n=limit // (1024 * 1024)))
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(limit + 1)
    except OSError as err:
        raise ReadError(err.strerror or str(err)) from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise ReadError(_("larger than {n} MB").format(n=limit // (1024 * 1024)))
    return data


def read_json(path: Path, limit: int = RECORD_LIMIT) -> Any:
    """The decoded JSON of the file ``path`` (``read_bytes``; UTF-8 with or without a byte-order mark, no NaN
    or Infinity); ``ReadError`` (one line) for anything else."""
    data = read_bytes(path, limit)
    try:
        text = data.decode("utf-8-sig")
        return json.loads(text, parse_constant=_refuse_constant)
    except UnicodeDecodeError:
        raise ReadError(_("not UTF-8 text")) from None
    except json.JSONDecodeError as err:
        raise ReadError(
            _("not valid JSON at line {line}, column {column}").format(line=err.lineno, column=err.colno)
        ) from None
    except RecursionError:
        raise ReadError(_("not valid JSON: nested too deeply")) from None
    except ValueError as err:  # NaN / Infinity (from _refuse_constant)
        raise ReadError(_("not valid JSON: {error}").format(error=err)) from None


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def fsync_dir(folder: Path) -> None:
    """Flush a folder's entries to disk (after a rename); a no-op where folders cannot be opened (Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that ``path`` holds either the old bytes or all the new ones, even after a
    crash: a temporary file in the same folder, fsync, ``os.replace``, fsync of the folder. ``OSError`` on
    failure (the temporary file is removed)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(path.parent)


def aside_name(path: Path) -> Path:
    """A free name ``<name>.corrupt-<timestamp>[-n]`` beside ``path`` (the convention of ui/storage.py)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}{CORRUPT_MARK}{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}{CORRUPT_MARK}{stamp}-{n}")
    return target


def set_aside(path: Path, what: str, why: str, notices: list[str]) -> Path | None:
    """Rename ``path`` aside (its bytes untouched) and add a one-line notice; None if it could not be moved."""
    target = aside_name(path)
    try:
        os.replace(path, target)
    except OSError as err:
        notices.append(
            _("{what} could not be read ({why}) nor moved aside ({error}).").format(
                what=what, why=why, error=err.strerror or err
            )
        )
        return None
    fsync_dir(path.parent)
    notices.append(
        _("{what} could not be read ({why}); it was kept as {name}.").format(what=what, why=why, name=target.name)
    )
    return target


def data_dir() -> Path:
    """The user data folder: ``$ZJGAME_DATA_DIR`` if set, else ``platformdirs.user_data_dir("zjgame")``."""
    override = os.environ.get("ZJGAME_DATA_DIR")
    if override:
        return Path(override)
    try:
        import platformdirs  # a project dependency; imported here so the package stays standard-library only
    except ImportError:  # pragma: no cover - platformdirs is a dependency
        return Path.home() / ".zjgame"
    return Path(platformdirs.user_data_dir("zjgame"))


def documents_dir() -> Path:
    """Where exports go by default: ``platformdirs.user_documents_dir()`` (the home folder without it)."""
    try:
        import platformdirs
    except ImportError:  # pragma: no cover - platformdirs is a dependency
        return Path.home()
    return Path(platformdirs.user_documents_dir())
