"""Settings and saved games on disk: JSON only, written atomically, never overwritten silently.

Owns: the data folder (``platformdirs.user_data_dir("zjgame")``, or ``$ZJGAME_DATA_DIR`` for tests),
``Settings`` (a frozen value with defaults), ``Storage`` (load/save of settings and of the game in progress,
which is its game record, interfaces §4). A file that cannot be read or parsed is renamed aside to
``<name>.corrupt-<timestamp>`` and a friendly notice is queued for the game to show. Nothing here imports pygame.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

SETTINGS_FILE = "settings.json"
SAVE_FILE = "current_game.json"

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
STRENGTHS = ("random", "easy", "normal", "hard")


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
    volume: float = 0.7
    muted: bool = False
    fullscreen: bool = False
    ruleset: str = "zj"
    strength: str = "normal"
    hands: int = 16

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        values: dict[str, Any] = {}
        defaults = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value, default = data[f.name], getattr(defaults, f.name)
            if isinstance(default, bool):
                ok = isinstance(value, bool)
            elif isinstance(default, (int, float)):
                ok = isinstance(value, (int, float)) and not isinstance(value, bool)
                value = type(default)(value) if ok else value
            else:
                ok = isinstance(value, type(default))
            if ok:
                values[f.name] = value
        settings = replace(defaults, **values)
        if settings.animation_speed not in ANIMATION_SPEEDS:
            settings = replace(settings, animation_speed="normal")
        if settings.strength not in STRENGTHS:
            settings = replace(settings, strength="normal")
        if settings.hands not in (4, 8, 16):
            settings = replace(settings, hands=16)
        return replace(
            settings,
            computer_delay=min(3.0, max(0.0, settings.computer_delay)),
            volume=min(1.0, max(0.0, settings.volume)),
            claim_countdown=min(60, max(0, settings.claim_countdown)),
        )


def write_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` via a temporary file in the same folder and ``os.replace``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, ensure_ascii=False, separators=(",", ":"))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class Storage:
    """Settings and the game in progress in one folder; problems become ``notices`` for the game to show."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root is not None else data_dir()
        self.notices: list[str] = []

    @property
    def settings_path(self) -> Path:
        return self.root / SETTINGS_FILE

    @property
    def save_path(self) -> Path:
        return self.root / SAVE_FILE

    # -- helpers ---------------------------------------------------------------------------------------------
    def _set_aside(self, path: Path, what: str, why: str) -> Path | None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.name}.corrupt-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
        try:
            os.replace(path, target)
        except OSError as err:
            self.notices.append(f"Your {what} could not be read ({why}) nor moved aside ({err.strerror}).")
            return None
        self.notices.append(f"Your {what} could not be read ({why}); it was kept as {target.name}.")
        return target

    def _read_json(self, path: Path, what: str) -> dict[str, Any] | None:
        if not path.exists():
            return None
        try:
            text = path.read_text(encoding="utf-8")
            data = json.loads(text)
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as err:
            reason = "not valid JSON" if isinstance(err, (json.JSONDecodeError, UnicodeDecodeError)) else str(err)
            self._set_aside(path, what, reason)
            return None
        if not isinstance(data, dict):
            self._set_aside(path, what, "not a JSON object")
            return None
        return data

    # -- settings --------------------------------------------------------------------------------------------
    def load_settings(self) -> Settings:
        data = self._read_json(self.settings_path, "settings file")
        return Settings() if data is None else Settings.from_json(data)

    def save_settings(self, settings: Settings) -> None:
        try:
            write_json_atomic(self.settings_path, settings.to_json())
        except OSError as err:
            self.notices.append(f"Settings could not be saved: {err.strerror or err}.")

    # -- the game in progress ----------------------------------------------------------------------------------
    def has_game(self) -> bool:
        return self.save_path.is_file()

    def load_game(self) -> dict[str, Any] | None:
        """The saved record, or None (missing, or corrupt and set aside with a notice)."""
        data = self._read_json(self.save_path, "saved game")
        if data is not None and not str(data.get("format", "")).startswith("zjgame-record/"):
            self._set_aside(self.save_path, "saved game", "not a zjgame record")
            return None
        return data

    def reject_game(self, why: str) -> None:
        """The saved game parsed as JSON but the engine refused it: set it aside with a notice."""
        if self.save_path.exists():
            self._set_aside(self.save_path, "saved game", why)

    def save_game(self, record: dict[str, Any]) -> bool:
        try:
            write_json_atomic(self.save_path, record)
        except (OSError, TypeError, ValueError) as err:
            self.notices.append(f"The game could not be saved: {err}.")
            return False
        return True

    def delete_game(self) -> None:
        try:
            self.save_path.unlink()
        except FileNotFoundError:
            pass
        except OSError as err:
            self.notices.append(f"The finished game's save could not be removed: {err.strerror or err}.")

    def pop_notices(self) -> list[str]:
        out, self.notices = self.notices, []
        return out
