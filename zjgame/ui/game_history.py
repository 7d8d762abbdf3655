"""The game's calls into its history (``zjgame.history``): the statistics at the end of every hand, the record
kept at the final standings, a saved game given up kept as abandoned. Every call opens the data folder's
history, makes its one write and closes it again (the SQLite connection never outlives the call or leaves the
UI thread); problems become toasts, never exceptions.

Only games with a human player are kept and counted; the autoplay demonstration is neither.

Owns: ``record_hand``, ``keep_finished``, ``keep_abandoned``, ``open_history``. Not: the files and the database
(``zjgame.history``), nor when the calls are made (the table scene, the standings, the new-game confirmation).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from zjgame.history import GameSummary, History

if TYPE_CHECKING:
    from zjgame.ui.app_api import AppAPI
    from zjgame.ui.controller import GameController


def open_history(app: AppAPI) -> History:
    """The history of the app's data folder (close it after use)."""
    return History(app.storage.root)


def _counted(app: AppAPI, ctl: GameController) -> bool:
    return not app.options.autoplay and ctl.human is not None


def _toast_notices(app: AppAPI, history: History) -> None:
    for notice in history.pop_notices():
        app.toast(notice, 8.0)


def record_hand(app: AppAPI, ctl: GameController) -> bool:
    """A hand has ended: the game's rows in the statistics, in one transaction. True when counted."""
    if not _counted(app, ctl) or not ctl.can_save():
        return False
    history = open_history(app)
    try:
        return history.hand_finished(ctl.record())
    finally:
        _toast_notices(app, history)
        history.close()


def keep_finished(app: AppAPI, ctl: GameController) -> GameSummary | None:
    """The final standings: the game's record kept in the history (issue 15 item 1: a finished game is never
    lost) and its placement counted. None when there is nothing to keep."""
    if not _counted(app, ctl) or not ctl.finished or not ctl.can_save():
        return None
    history = open_history(app)
    try:
        return history.game_finished(ctl.record())
    finally:
        _toast_notices(app, history)
        history.close()


def keep_abandoned(app: AppAPI, record: Mapping[str, Any]) -> GameSummary | None:
    """A saved game the player gives up for a new one: kept in the history marked abandoned (None when nothing
    had been played in it)."""
    history = open_history(app)
    try:
        return history.game_abandoned(record)
    finally:
        _toast_notices(app, history)
        history.close()
