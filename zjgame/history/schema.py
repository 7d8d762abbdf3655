"""The statistics database's schema and its migrations (SQLite, ``PRAGMA user_version``).

Owns the table definitions. A new database is made by running version 1 and then every migration in order, so
the migration path is the way every database is built, not a side road. To change the schema: add a
``MIGRATIONS[n]`` (the statements from version n to n + 1), raise nothing else; ``CURRENT`` follows. A migration
in ``RESYNC_AFTER`` asks for every kept game to be counted again afterwards (new columns get their true values).

Version 1: ``games`` (one row per game: ruleset, status, the human's seat number, the opponents' strengths,
placement, net), ``hands`` (one row per finished hand, from the human's seat: won, self-drawn, dealt in,
drawn, value, net) and ``scored`` (the patterns or British items the human scored in a hand, with counts).
Version 2: ``games.practice`` (a practice game), and an index on the two columns every chart filters on.
"""

from __future__ import annotations

V1: tuple[str, ...] = (
    """CREATE TABLE games (
        game_id TEXT PRIMARY KEY,
        started TEXT,
        ruleset TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('in_progress', 'finished', 'abandoned')),
        hands_in_game INTEGER,
        hands_played INTEGER NOT NULL,
        human_player INTEGER NOT NULL,
        human_name TEXT NOT NULL,
        opponents TEXT NOT NULL,
        opponent_level TEXT NOT NULL,
        placement INTEGER,
        net INTEGER NOT NULL
    )""",
    """CREATE TABLE hands (
        game_id TEXT NOT NULL REFERENCES games (game_id) ON DELETE CASCADE,
        hand_no INTEGER NOT NULL,
        seat TEXT NOT NULL,
        round_wind TEXT NOT NULL,
        won INTEGER NOT NULL,
        self_drawn INTEGER NOT NULL,
        dealt_in INTEGER NOT NULL,
        drawn INTEGER NOT NULL,
        value INTEGER NOT NULL,
        net INTEGER NOT NULL,
        winner TEXT,
        PRIMARY KEY (game_id, hand_no)
    )""",
    """CREATE TABLE scored (
        game_id TEXT NOT NULL,
        hand_no INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('pattern', 'item')),
        key TEXT NOT NULL,
        name TEXT NOT NULL,
        count INTEGER NOT NULL,
        points INTEGER NOT NULL,
        doubles INTEGER NOT NULL,
        won INTEGER NOT NULL,
        PRIMARY KEY (game_id, hand_no, kind, key),
        FOREIGN KEY (game_id, hand_no) REFERENCES hands (game_id, hand_no) ON DELETE CASCADE
    )""",
)

MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (
        "ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0",
        "CREATE INDEX games_by_group ON games (ruleset, opponent_level)",
    ),
}
RESYNC_AFTER = frozenset({1})  # after 1 -> 2: count every kept game again (their practice flags)
CURRENT = 1 + len(MIGRATIONS)

# The columns each table has at CURRENT (checked when a database is opened: a file that lacks them is corrupt).
COLUMNS: dict[str, tuple[str, ...]] = {
    "games": (
        "game_id",
        "started",
        "ruleset",
        "status",
        "hands_in_game",
        "hands_played",
        "human_player",
        "human_name",
        "opponents",
        "opponent_level",
        "placement",
        "net",
        "practice",
    ),
    "hands": (
        "game_id",
        "hand_no",
        "seat",
        "round_wind",
        "won",
        "self_drawn",
        "dealt_in",
        "drawn",
        "value",
        "net",
        "winner",
    ),
    "scored": ("game_id", "hand_no", "kind", "key", "name", "count", "points", "doubles", "won"),
}
