"""History and statistics (issue 16; issue 15 item 1): every finished or abandoned game kept as its record,
and the human player's statistics in SQLite. Pure: the standard library (``sqlite3``) and ``zjgame.scoring``
(the pattern table) only; ``platformdirs`` is imported inside ``data_dir``/``documents_dir`` alone.

Files, in the user data folder (``data_dir()``: ``$ZJGAME_DATA_DIR``, else ``platformdirs.user_data_dir``)::

    history/<game_id>.json   one record per game (docs/records.md, replayable by `zjgame replay`), written atomically
    stats.sqlite3            the statistics (schema.py); rebuilt from history/ when missing or damaged

A file that cannot be read is renamed aside unchanged (``<name>.corrupt-<timestamp>``) and reported as a
one-line notice; nothing here raises for bad files.

The game's part (the UI)
------------------------
1. A new game: merge ``new_game_fields()`` (``{"game_id", "started"}``) into the game's record and keep the two
   keys in its saves (so a resumed game keeps its id).
2. ``history = open_history()`` once (``open_history(root)`` in tests); show ``history.pop_notices()``.
3. End of every hand (the score panel opens): ``history.hand_finished(record)`` with the record so far
   (``GameController.record()``): the hand's rows, one transaction. Returns False when nothing was counted.
4. Final standings: ``history.game_finished(record)`` -> ``GameSummary | None``: the record is kept
   (``finished``) and the game's placement counted. Then the save may be deleted.
5. A game given up (a new game replaces the saved one): ``history.game_abandoned(record)`` ->
   ``GameSummary | None`` (kept as ``abandoned``; None if nothing was played).

The history list
----------------
- ``history.games() -> list[GameSummary]``, newest first. ``GameSummary``: ``game_id``, ``status``
  (``"finished"``/``"abandoned"``), ``date`` (ISO 8601, when it was kept), ``started``, ``ruleset``, ``practice``,
  ``players`` (four ``PlayerEntry(name, kind, total, placement)`` in seating order), ``human`` (index or None),
  ``opponents`` (the other three entries), ``opponent_level`` (their strength, or ``"mixed"``),
  ``hands_played``, ``hands_in_game``, ``placement`` and ``net`` (the human's), ``path``; ``to_json()``.
- ``history.load(game_id) -> dict | None``: the record, for the replay viewer and the review.
- ``history.delete(game_id) -> bool``: from the list and the statistics.
- ``history.export(game_id, folder=None) -> Path | None``: a byte-identical copy as ``zjgame-<game_id>.json``
  in ``folder`` (the player's setting), default ``documents_dir()``.

The statistics scene (``history.stats``, a ``Stats``; every query takes a ``Filter(ruleset=None, level=None,
practice=None)``, None meaning any; ``ALL`` is the empty filter)
-------------------------------------------------------------------------------------------------------------
- ``groups() -> Groups(rulesets, levels)``: what the filter buttons can offer.
- ``summary(f) -> Summary``: games, finished, abandoned, in_progress, hands, wins, self_draws, deal_ins, draws,
  net and the properties ``win_rate``, ``self_draw_rate``, ``deal_in_rate``, ``draw_rate``, ``avg_win_value``
  (None without a win), ``avg_placement``.
- ``placements(f) -> {1: n, 2: n, 3: n, 4: n}``: the histogram (finished games).
- ``net_per_game(f) -> list[GamePoint]``: ``game_id, started, status, hands, net, cumulative, placement``.
- ``rates(f, window=1) -> list[RatePoint]``: per game (``window`` 1), rolling over ``window`` games, or
  running (0): ``hands, win_rate, self_draw_rate, deal_in_rate, avg_win_value``.
- ``pattern_counts(f, kind="pattern") -> list[PatternCount]``: all 44 Zung Jung patterns in table order (zeros
  included), then other patterns scored; ``kind="item"``: the British items scored, most often first.
  ``PatternCount(kind, key, name, count, hands, won)``.
- ``breakdown() -> list[(Filter, Summary)]``: one per ruleset and opponent level with games.
Results are frozen dataclasses with ``to_json()``. ``zjgame stats [--json]`` prints the same.

Use a ``History`` from the thread that opened it (an SQLite connection stays in its thread); ``close()`` at exit.
Only games with a human player are counted in the statistics (from that player's seat); every game given to
``game_finished``/``game_abandoned`` is kept in the list.
"""

from __future__ import annotations

from zjgame.history.archive import ABANDONED, FINISHED, Archive, GameSummary
from zjgame.history.book import History, open_history
from zjgame.history.charts import ALL, Filter, GamePoint, Groups, PatternCount, RatePoint, Summary
from zjgame.history.facts import (
    ITEM,
    MIXED,
    PATTERN,
    GameFacts,
    HandFacts,
    PlayerEntry,
    game_facts,
    game_id,
    new_game_fields,
)
from zjgame.history.files import data_dir, documents_dir
from zjgame.history.stats import Stats

__all__ = [
    "ABANDONED",
    "ALL",
    "FINISHED",
    "ITEM",
    "MIXED",
    "PATTERN",
    "Archive",
    "Filter",
    "GameFacts",
    "GamePoint",
    "GameSummary",
    "Groups",
    "HandFacts",
    "History",
    "PatternCount",
    "PlayerEntry",
    "RatePoint",
    "Stats",
    "Summary",
    "data_dir",
    "documents_dir",
    "game_facts",
    "game_id",
    "new_game_fields",
    "open_history",
]
