"""Settings and saved games on disk: JSON only, read safely, written atomically, never overwritten silently.

Owns: the data folder (``platformdirs.user_data_dir("zjgame")``, or ``$ZJGAME_DATA_DIR`` for tests),
``Settings`` (a frozen value with defaults), ``Storage`` (load/save of settings and of the game in progress,
which is its game record, docs/records.md).

Reading goes through ``zjgame.safe_read``: a regular file only (a FIFO or a link to ``/dev/zero`` is refused
without being read or waited on), a size cap, UTF-8 with or without a byte-order mark, strict JSON (no NaN,
infinity, giant integer or deep nesting). A file that cannot be read, parsed or used (a save the game could
not resume: ``zjgame.ui.save_check``) is renamed aside, byte-identical, to ``<name>.corrupt-<timestamp>`` and
a friendly notice is queued for the game to show; it is never overwritten silently. Temporary files a killed
save left behind are removed at the next start (``load_settings``).

Writing (``zjgame.ui.disk``) is atomic, with the folder fsynced after the rename. ``Storage(background=True)``
writes on a background thread (the UI thread never waits on the disk): the latest settings and save win,
``flush`` waits for them, and they are flushed at exit; reading a file first waits for its pending write.
Nothing here imports pygame.
"""

from __future__ import annotations

import json
import math
import os
import threading
import time
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from zjgame.i18n import LANGUAGES, N_, _
from zjgame.safe_read import RECORD_LIMIT, SETTINGS_LIMIT, InputError, read_json
from zjgame.ui import disk
from zjgame.ui.save_check import SaveProblem, SaveSummary, check_save

SETTINGS_FILE = "settings.json"
SAVE_FILE = "current_game.json"
SAVED_GAME = N_("saved game")  # the save as notices name it

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
STRENGTHS = ("random", "easy", "normal", "hard")
TEXT_SIZES = ("small", "normal", "large")  # zjgame.ui.theme.TEXT_SIZES (no pygame here)
TABLE_COLOURS = ("green", "blue", "red", "grey")  # zjgame.ui.theme.TABLE_COLOURS


def data_dir() -> Path:
    """Where settings and saves live: ``$ZJGAME_DATA_DIR`` if set, else the platform's user data folder."""
    override = os.environ.get("ZJGAME_DATA_DIR")
    if override:
        return Path(override)
    try:
        import platformdirs
    except ImportError:  # pragma: no cover - platformdirs is a dependency
        return Path.home() / ".zjgame"
    return Path(platformdirs.user_data_dir("zjgame"))


@dataclass(frozen=True)
class Settings:
    """Player preferences. Unknown keys in the file are ignored; a key of the wrong type keeps its default."""

    computer_delay: float = 0.6  # seconds a computer seat "thinks" before acting
    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS
    claim_countdown: int = 0  # seconds shown on a claim prompt; 0 = off (no time limit)
    auto_pass: bool = False  # pass claim windows that offer no win automatically
    auto_win: bool = False  # declare every win offered automatically
    show_waits: bool = True  # show the tiles you wait on when your hand is ready
    tile_labels: bool = False  # small corner labels (5p, E, Rd) on the tiles
    text_size: str = "normal"  # the UI text size (zjgame.ui.theme.TEXT_SIZES)
    table_colour: str = "green"  # the felt (zjgame.ui.theme.TABLE_COLOURS)
    export_folder: str = ""  # where the history's Export copies a game ("": the documents folder)
    volume: float = 0.7
    muted: bool = False
    fullscreen: bool = False
    ruleset: str = "zj"
    strength: str = "normal"
    hands: int = 16
    language: str = ""  # "en" or "zh_TW" (zjgame.i18n.LANGUAGES); "" = the system's language

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        from zjgame.rules.ruleset import RULESETS

        values: dict[str, Any] = {}
        defaults = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value = _field_value(data[f.name], getattr(defaults, f.name))
            if value is not None:
                values[f.name] = value
        settings = replace(defaults, **values)
        if settings.animation_speed not in ANIMATION_SPEEDS:
            settings = replace(settings, animation_speed="normal")
        if settings.strength not in STRENGTHS:
            settings = replace(settings, strength="normal")
        if settings.text_size not in TEXT_SIZES:
            settings = replace(settings, text_size="normal")
        if settings.table_colour not in TABLE_COLOURS:
            settings = replace(settings, table_colour="green")
        if settings.hands not in (4, 8, 16):
            settings = replace(settings, hands=16)
        if settings.ruleset not in RULESETS:
            settings = replace(settings, ruleset=defaults.ruleset)
        if settings.language not in ("", *LANGUAGES):
            settings = replace(settings, language=defaults.language)
        return replace(
            settings,
            computer_delay=min(3.0, max(0.0, settings.computer_delay)),
            volume=min(1.0, max(0.0, settings.volume)),
            claim_countdown=min(60, max(0, settings.claim_countdown)),
        )


def _field_value(value: Any, default: Any) -> Any:
    """``value`` as the type of ``default``, or None (keep the default): a bool for a bool, a finite whole number
    for an int (no NaN, infinity or 2.5), a finite number for a float, the same type otherwise."""
    if isinstance(default, bool):
        return value if isinstance(value, bool) else None
    if isinstance(default, (int, float)):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return None
        if isinstance(value, float) and not math.isfinite(value):
            return None
        if isinstance(default, int):
            return int(value) if isinstance(value, int) or value.is_integer() else None
        try:
            number = float(value)
        except OverflowError:  # an integer too large for a float
            return None
        return number if math.isfinite(number) else None
    return value if isinstance(value, type(default)) else None


def write_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` atomically (``disk.write_bytes_atomic``); NaN and infinity are
    refused (``ValueError``) so that everything written can be read back."""
    disk.write_bytes_atomic(path, _encode(data))


def _encode(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")


@dataclass(frozen=True)
class SavedGame:
    """The saved game, as the new-game confirmation shows it: ``ok`` (the game can resume it) and one sentence
    (where it stands, or why it cannot be resumed)."""

    ok: bool
    sentence: str
    summary: SaveSummary | None = None


class Storage:
    """Settings and the game in progress in one folder; problems become ``notices`` for the game to show."""

    def __init__(self, root: Path | None = None, *, background: bool = False) -> None:
        self.root = Path(root) if root is not None else data_dir()
        self.notices: list[str] = []
        self._lock = threading.Lock()
        self._writer = disk.BackgroundWriter(self._write_failed) if background else None
        self._save_known = False  # whether the save on disk (if any) is one this storage loaded or wrote

    @property
    def settings_path(self) -> Path:
        return self.root / SETTINGS_FILE

    @property
    def save_path(self) -> Path:
        return self.root / SAVE_FILE

    # -- helpers ---------------------------------------------------------------------------------------------
    def _notice(self, text: str) -> None:
        with self._lock:
            self.notices.append(text)

    def pop_notices(self) -> list[str]:
        with self._lock:
            out, self.notices = self.notices, []
        return out

    def _move_aside(self, path: Path, tag: str) -> Path:
        """Rename ``path`` to ``<name>.<tag>-<timestamp>`` (the same bytes, the same link, the same FIFO: nothing
        is read or copied); ``OSError`` when it cannot be."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.name}.{tag}-{stamp}")
        n = 1
        while os.path.lexists(target):
            n += 1
            target = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
        os.replace(path, target)
        disk.fsync_dir(path.parent)
        return target

    def _set_aside(self, path: Path, what: str, why: str) -> Path | None:
        """A file that cannot be used: moved aside as ``<name>.corrupt-<timestamp>``, with a notice."""
        try:
            target = self._move_aside(path, "corrupt")
        except OSError as err:
            self._notice(
                _("Your {what} could not be read ({why}) nor moved aside ({error}).").format(
                    what=_(what), why=why, error=err.strerror
                )
            )
            return None
        self._notice(
            _("Your {what} could not be read ({why}); it was kept as {name}.").format(
                what=_(what), why=why, name=target.name
            )
        )
        return target

    def _read_json(self, path: Path, what: str, limit: int) -> dict[str, Any] | None:
        self._wait_for(path)
        try:
            data = read_json(path, limit, f"the {what}")
        except InputError as err:
            if not err.missing:
                self._set_aside(path, what, str(err))
            elif os.path.lexists(path):  # a link to nothing
                self._set_aside(path, what, _("a link to a missing file"))
            return None
        if not isinstance(data, dict):
            self._set_aside(path, what, _("not a JSON object"))
            return None
        return data

    def clean_up(self) -> list[str]:
        """Remove the temporary files a killed save left (never one a running writer holds)."""
        return disk.clean_temp_files(self.root, (SETTINGS_FILE, SAVE_FILE))

    # -- writing ---------------------------------------------------------------------------------------------
    def _write(self, op: str, path: Path, data: bytes | None = None) -> None:
        if self._writer is not None:
            self._writer.submit(op, path, data)
        else:
            disk.perform(op, path, data)

    def _write_failed(self, path: Path, op: str, err: BaseException) -> None:
        reason = getattr(err, "strerror", None) or err
        if path == self.settings_path:
            self._notice(_("Settings could not be saved: {reason}.").format(reason=reason))
        elif op == disk.DELETE:
            self._notice(_("The finished game's save could not be removed: {reason}.").format(reason=reason))
        else:
            self._notice(_("The game could not be saved: {reason}.").format(reason=reason))

    def _wait_for(self, path: Path) -> None:
        if self._writer is not None and self._writer.pending(path) is not None:
            self._writer.flush()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every queued write is on disk (True), or ``timeout`` seconds (False)."""
        return self._writer.flush(timeout) if self._writer is not None else True

    def close(self) -> None:
        """Flush and stop the background writer (later writes are made at once)."""
        if self._writer is not None:
            self._writer.close()

    # -- settings --------------------------------------------------------------------------------------------
    def load_settings(self) -> Settings:
        """The settings (defaults when missing or set aside); the game's start, so stale temporary files go."""
        self.clean_up()
        data = self._read_json(self.settings_path, N_("settings file"), SETTINGS_LIMIT)
        return Settings() if data is None else Settings.from_json(data)

    def save_settings(self, settings: Settings) -> None:
        try:
            self._write(disk.WRITE, self.settings_path, _encode(settings.to_json()))
        except (OSError, ValueError) as err:
            self._write_failed(self.settings_path, disk.WRITE, err)

    # -- the game in progress ----------------------------------------------------------------------------------
    def has_game(self) -> bool:
        pending = self._writer.pending(self.save_path) if self._writer is not None else None
        if pending is not None:
            return pending == disk.WRITE
        return os.path.lexists(self.save_path)  # whatever is there (a FIFO too): Continue reports it

    def _load_checked(self) -> tuple[dict[str, Any], SaveSummary] | None:
        data = self._read_json(self.save_path, SAVED_GAME, RECORD_LIMIT)
        if data is None:
            return None
        if not str(data.get("format", "")).startswith("zjgame-record/"):
            self._set_aside(self.save_path, SAVED_GAME, _("not a zjgame record"))
            return None
        try:
            summary = check_save(data)
        except SaveProblem as err:
            self._set_aside(self.save_path, SAVED_GAME, str(err))
            return None
        return data, summary

    def load_game(self) -> dict[str, Any] | None:
        """The saved record, or None: missing, or one the game could not resume (unreadable, not JSON, not a
        record, an illegal action, a dealer out of turn, an unknown computer kind, a seed that is no whole
        number...), set aside with a notice."""
        self.clean_up()
        checked = self._load_checked()
        self._save_known = True  # resumed, or set aside: either way this storage knows what is there
        return None if checked is None else checked[0]

    def describe_game(self) -> SavedGame | None:
        """The saved game in one sentence for a new-game confirmation (None when there is none). Reads only:
        a save that cannot be resumed is reported, not moved (``set_aside_game`` does that)."""
        self._wait_for(self.save_path)
        if not os.path.lexists(self.save_path):
            return None
        try:
            data = read_json(self.save_path, RECORD_LIMIT, "the saved game")
            if not isinstance(data, dict) or not str(data.get("format", "")).startswith("zjgame-record/"):
                raise SaveProblem(_("not a zjgame record"))
            summary = check_save(data)
        except InputError as err:
            why = _("a link to a missing file") if err.missing else str(err)
            return SavedGame(False, _("Your saved game cannot be resumed ({why}).").format(why=why))
        except SaveProblem as err:
            return SavedGame(False, _("Your saved game cannot be resumed ({why}).").format(why=err))
        return SavedGame(True, summary.sentence(), summary)

    def set_aside_game(self, why: str) -> Path | None:
        """Move the saved game aside as ``current_game.json.kept-<timestamp>`` (byte-identical, with a notice
        naming ``why``), e.g. when a new game replaces it; the new name, or None when there was none or it
        could not be moved."""
        self._wait_for(self.save_path)
        self._save_known = True
        if not os.path.lexists(self.save_path):
            return None
        try:
            target = self._move_aside(self.save_path, "kept")
        except OSError as err:
            self._notice(_("Your saved game could not be moved aside ({error}).").format(error=err.strerror))
            return None
        self._notice(_("Your saved game was kept as {name} ({why}).").format(name=target.name, why=why))
        return target

    def reject_game(self, why: str) -> None:
        """The saved game parsed but the game refused it: set it aside with a notice."""
        self._wait_for(self.save_path)
        if os.path.lexists(self.save_path):
            self._set_aside(self.save_path, SAVED_GAME, why)

    def save_game(self, record: dict[str, Any]) -> bool:
        """Save the game in progress (queued when writing in the background); False when it could not be.
        A save this storage has not seen (not loaded, set aside or deleted) is never overwritten silently: the
        first save moves it aside (``set_aside_game``) with a notice."""
        if not self._save_known:
            self.set_aside_game(_("a new game was started"))
        try:
            data = _encode(record)
            self._write(disk.WRITE, self.save_path, data)
        except (OSError, TypeError, ValueError) as err:
            self._write_failed(self.save_path, disk.WRITE, err)
            return False
        return True

    def delete_game(self) -> None:
        self._save_known = True
        try:
            self._write(disk.DELETE, self.save_path)
        except OSError as err:
            self._write_failed(self.save_path, disk.DELETE, err)
