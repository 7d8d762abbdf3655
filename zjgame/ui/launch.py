"""Opening the window from the command line, for what is not the game itself: the replay viewer of
``zjgame replay FILE --gui`` (``zjgame play`` builds its ``App`` in ``zjgame.commands.play``).

Owns: ``run_replay_gui``.
"""

from __future__ import annotations

import os
from pathlib import Path

from zjgame.practice.replay_model import ReplayModel
from zjgame.ui.app import App, AppOptions
from zjgame.ui.routes import Push
from zjgame.ui.storage import Storage


def run_replay_gui(
    path: str | Path,
    screenshots: str | Path | None = None,
    speed_max: bool = False,
    storage: Storage | None = None,
    text: str | None = None,
) -> int:
    """``zjgame replay FILE --gui [--screenshots DIR --speed max]``: open the viewer on the record at ``path``
    (or its already-read ``text``); with screenshots it saves a PNG at every claim window and ruling, then exits
    (no screen needed). A malformed record raises ``RecordError`` before any window opens."""
    if screenshots is not None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if text is None:
        from zjgame.engine.record import read_record_text

        text = read_record_text(path)  # zjgame.safe_read: a regular file, bounded, UTF-8 with or without BOM
    model = ReplayModel.from_text(text)
    for hand in range(1, model.hand_count + 1):
        model.steps(hand)
    options = AppOptions(screenshots=Path(screenshots) if screenshots else None, speed_max=speed_max, sound=False)
    app = App(options, storage)
    return app.run(Push("replay", model=model, autoplay=screenshots is not None, title=Path(str(path)).name))
