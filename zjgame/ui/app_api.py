"""What a scene may use of the app: ``AppAPI`` (the protocol ``Scene.app`` is typed with) and ``AppOptions``
(the command line's choices, read-only).

A scene reads the options, the settings, the storage, the text and tile caches and the window size; it changes
scenes only with ``go`` (``zjgame.ui.routes``), changes settings only with ``apply_settings`` /
``toggle_fullscreen``, and reports to the ``--perf`` figures only through ``exclude_from_frame``,
``count_exceptions`` and ``count_hand``. Anything a new scene needs from the app is added here first (and to
``zjgame.ui.app.App``), so the whole surface stays in one place.

Owns: ``AppAPI``, ``AppOptions``. Not: the loop and the stack (``zjgame.ui.app``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from zjgame.ui.routes import Route
    from zjgame.ui.scene import Scene
    from zjgame.ui.storage import Settings, Storage
    from zjgame.ui.theme import TextCache
    from zjgame.ui.tileart import TileArt


@dataclass(frozen=True)
class AppOptions:
    size: tuple[int, int] = (1280, 800)
    autoplay: bool = False
    hands: int | None = None  # stop after this many hands (autoplay and tests)
    speed_max: bool = False
    seed: int | None = None
    ruleset: str | None = None
    players: tuple[str, ...] | None = None
    screenshots: Path | None = None
    perf: bool = False
    max_frames: int | None = None  # safety stop for tests
    sound: bool = True
    threaded_ai: bool = True
    started_at: float | None = None  # time.perf_counter() when the command started (for first_frame_s)
    prerender: bool = True  # render tile sets and panel fonts ahead of time (between frames); tests turn it off


class AppAPI(Protocol):
    """The app as a scene sees it."""

    @property
    def options(self) -> AppOptions: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def storage(self) -> Storage: ...

    @property
    def text(self) -> TextCache: ...

    @property
    def art(self) -> TileArt: ...

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def top(self) -> Scene | None:
        """The scene on top of the stack (the one that gets input and updates)."""
        ...

    @property
    def hands_played(self) -> int:
        """Hands finished since the window opened (``--hands N`` stops after N)."""
        ...

    def go(self, *routes: Route) -> None:
        """Change scenes: each route in order, at once (``zjgame.ui.routes``)."""

    def toast(self, message: str, seconds: float = 3.0) -> None:
        """A short notice at the top of the window."""

    def screenshot(self, tag: str) -> None:
        """Save the next finished frame as a PNG named ``tag`` (only with ``--screenshots``)."""

    def play(self, name: str) -> None:
        """Play a sound effect by name (quietly nothing when sound is off or unknown)."""

    def apply_settings(self, settings: Settings) -> None:
        """Use and save new settings."""

    def toggle_fullscreen(self) -> None: ...

    def exclude_from_frame(self, seconds: float) -> None:
        """Time inside this frame that was not the window's (a computer decision made inline): left out of the
        ``--perf`` frame times."""

    def count_exceptions(self, count: int = 1) -> None:
        """Errors caught outside the loop (a computer player's bug, the autoplay watchdog): counted in
        ``--perf`` and, in autoplay, the exit status."""

    def count_hand(self) -> None:
        """A hand has ended (its score panel opens)."""
