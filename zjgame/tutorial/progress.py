"""The tutorial's progress: which lessons are done and whether the title screen has offered the tutorial, kept as a
small JSON file in the user data folder::

    {"format": "zjgame-tutorial/1", "done": ["tiles", "sets"], "offered": true}

Written atomically by the writer the caller passes (the game passes ``zjgame.ui.storage.write_json_atomic``);
read through the project's bounded safe reader (``zjgame.safe_read``). A file that cannot be read or is not a progress
record is renamed aside (``tutorial.json.corrupt-<timestamp>``, its bytes untouched) with a notice, and the
tutorial starts afresh; nothing is ever half-written or lost. Unknown lesson names are ignored (a newer version
may add lessons).

Owns: ``Progress``, ``ProgressFile``, ``FILE``, ``FORMAT``. Pure.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from zjgame.history.files import aside_name
from zjgame.i18n import _
from zjgame.safe_read import read_json

FILE = "tutorial.json"
FORMAT = "zjgame-tutorial/1"
LIMIT = 64 * 1024  # a progress file is a few dozen bytes


@dataclass(frozen=True)
class Progress:
    done: frozenset[str] = frozenset()
    offered: bool = False

    def with_done(self, key: str) -> Progress:
        return replace(self, done=self.done | {key})

    def with_offered(self) -> Progress:
        return replace(self, offered=True)

    def next_lesson(self, keys: Iterable[str]) -> str | None:
        """The first lesson of ``keys`` not done yet."""
        return next((k for k in keys if k not in self.done), None)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "done": sorted(self.done), "offered": self.offered}

    @classmethod
    def from_json(cls, data: Any) -> Progress:
        """``ValueError`` naming the problem for anything but a progress record."""
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        if data.get("format") != FORMAT:
            raise ValueError(f"not a tutorial progress file (format {data.get('format')!r})")
        done = data.get("done", [])
        if not isinstance(done, list) or not all(isinstance(k, str) for k in done):
            raise ValueError("'done' is not a list of lesson names")
        offered = data.get("offered", False)
        if not isinstance(offered, bool):
            raise ValueError("'offered' is not true or false")
        return cls(frozenset(done), offered)


class ProgressFile:
    """The progress file in ``folder``; problems become ``notices`` (one friendly line each) for the game."""

    def __init__(self, folder: Path, write: Callable[[Path, Any], None]) -> None:
        self.path = Path(folder) / FILE
        self.write = write
        self.notices: list[str] = []

    def exists(self) -> bool:
        return self.path.exists()

    def load(self) -> Progress:
        """The progress on disk; a fresh one when there is none, or when it was unreadable (then set aside)."""
        if not self.path.exists():
            return Progress()
        try:
            return Progress.from_json(read_json(self.path, LIMIT, "the tutorial progress"))
        except (OSError, ValueError) as err:  # safe_read.InputError is a ValueError
            self._set_aside(str(err))
            return Progress()

    def save(self, progress: Progress) -> bool:
        try:
            self.write(self.path, progress.to_json())
        except (OSError, TypeError, ValueError) as err:
            why = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
            self.notices.append(_("Your tutorial progress could not be saved ({why}).").format(why=why))
            return False
        return True

    def _set_aside(self, why: str) -> None:
        target = aside_name(self.path)
        try:
            os.replace(self.path, target)
        except OSError as err:
            self.notices.append(
                _("Your tutorial progress could not be read ({why}) nor moved aside ({error}).").format(
                    why=why, error=err.strerror or err
                )
            )
            return
        self.notices.append(
            _(
                "Your tutorial progress could not be read ({why}); it was kept as {name} and the tutorial starts afresh."
            ).format(why=why, name=target.name)
        )

    def pop_notices(self) -> list[str]:
        out, self.notices = self.notices, []
        return out
