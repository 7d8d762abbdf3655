"""The queries behind the statistics charts, every one filtered by a ``Filter`` (ruleset, opponent level,
practice games or not). Reads only; ``Stats`` (stats.py) calls these on its connection.

Counting rules: hand rates are over every recorded hand of the matching games, abandoned and in-progress games
included (their hands were played); placements are over finished games only (an abandoned game has no final
standing); a game's net is the human's total over its finished hands. ``win_rate`` = hands won / hands,
``self_draw_rate`` = hands won by self-draw / hands, ``deal_in_rate`` = hands in which the human discarded the
winning tile (or had a kong robbed) / hands (docs/simulate.md's definitions), ``avg_win_value`` = the mean score
of the hands won (None without a win). Games are in time order: by ``started``, then id.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from zjgame.history.facts import ITEM, MIXED, PATTERN
from zjgame.scoring.zj import ALL_PATTERNS, PATTERNS

LEVELS = ("random", "easy", "normal", "hard", MIXED)  # the display order of opponent levels


@dataclass(frozen=True)
class Filter:
    """Which games count: None means any. ``level`` is a strength (``easy``...) or ``"mixed"``."""

    ruleset: str | None = None
    level: str | None = None
    practice: bool | None = None

    def sql(self) -> tuple[str, list[Any]]:
        """A WHERE clause on the games table (alias ``g``) and its parameters."""
        terms: list[str] = ["1 = 1"]
        params: list[Any] = []
        if self.ruleset is not None:
            terms.append("g.ruleset = ?")
            params.append(self.ruleset)
        if self.level is not None:
            terms.append("g.opponent_level = ?")
            params.append(self.level)
        if self.practice is not None:
            terms.append("g.practice = ?")
            params.append(int(self.practice))
        return " AND ".join(terms), params

    def to_json(self) -> dict[str, Any]:
        return {"ruleset": self.ruleset, "level": self.level, "practice": self.practice}


ALL = Filter()


def _rate(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


@dataclass(frozen=True)
class Summary:
    games: int = 0
    finished: int = 0
    abandoned: int = 0
    in_progress: int = 0
    hands: int = 0
    wins: int = 0
    self_draws: int = 0
    deal_ins: int = 0
    draws: int = 0  # hands nobody won
    win_value_total: int = 0
    net: int = 0
    placement_total: int = 0  # sum of the finished games' placements

    @property
    def win_rate(self) -> float:
        return _rate(self.wins, self.hands)

    @property
    def self_draw_rate(self) -> float:
        return _rate(self.self_draws, self.hands)

    @property
    def deal_in_rate(self) -> float:
        return _rate(self.deal_ins, self.hands)

    @property
    def draw_rate(self) -> float:
        return _rate(self.draws, self.hands)

    @property
    def avg_win_value(self) -> float | None:
        return self.win_value_total / self.wins if self.wins else None

    @property
    def avg_placement(self) -> float | None:
        return self.placement_total / self.finished if self.finished else None

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "finished": self.finished,
            "abandoned": self.abandoned,
            "in_progress": self.in_progress,
            "hands": self.hands,
            "wins": self.wins,
            "self_draws": self.self_draws,
            "deal_ins": self.deal_ins,
            "draws": self.draws,
            "win_rate": round(self.win_rate, 4),
            "self_draw_rate": round(self.self_draw_rate, 4),
            "deal_in_rate": round(self.deal_in_rate, 4),
            "draw_rate": round(self.draw_rate, 4),
            "avg_win_value": None if self.avg_win_value is None else round(self.avg_win_value, 2),
            "net": self.net,
            "avg_placement": None if self.avg_placement is None else round(self.avg_placement, 3),
        }


@dataclass(frozen=True)
class GamePoint:
    """One game on the net-points chart; ``cumulative`` adds up the nets of the games so far."""

    game_id: str
    started: str | None
    status: str
    hands: int
    net: int
    cumulative: int
    placement: int | None

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class RatePoint:
    """The rates over the ``window`` games ending with ``game_id`` (``hands`` is how many hands that is)."""

    game_id: str
    started: str | None
    hands: int
    win_rate: float
    self_draw_rate: float
    deal_in_rate: float
    avg_win_value: float | None

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class PatternCount:
    """How often the human scored a pattern (by id) or British item (by name): ``count`` adds up the counts
    (Value Honor twice in a hand counts 2), ``hands`` is the number of hands it was in, ``won`` the count in
    winning hands."""

    kind: str
    key: str
    name: str
    count: int
    hands: int
    won: int

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class Groups:
    """The rulesets and opponent levels that have games (for the statistics scene's filter buttons)."""

    rulesets: tuple[str, ...]
    levels: tuple[str, ...]


def summary(conn: sqlite3.Connection, where: Filter = ALL) -> Summary:
    clause, params = where.sql()
    g = conn.execute(
        "SELECT COUNT(*), COALESCE(SUM(status = 'finished'), 0), COALESCE(SUM(status = 'abandoned'), 0),"
        " COALESCE(SUM(status = 'in_progress'), 0), COALESCE(SUM(CASE WHEN status = 'finished' THEN placement END), 0)"
        f" FROM games g WHERE {clause}",
        params,
    ).fetchone()
    h = conn.execute(
        "SELECT COUNT(*), COALESCE(SUM(h.won), 0), COALESCE(SUM(h.self_drawn), 0), COALESCE(SUM(h.dealt_in), 0),"
        " COALESCE(SUM(h.drawn), 0), COALESCE(SUM(h.value), 0), COALESCE(SUM(h.net), 0)"
        f" FROM hands h JOIN games g USING (game_id) WHERE {clause}",
        params,
    ).fetchone()
    return Summary(g[0], g[1], g[2], g[3], h[0], h[1], h[2], h[3], h[4], h[5], h[6], g[4])


def placements(conn: sqlite3.Connection, where: Filter = ALL) -> dict[int, int]:
    """Finished games by the human's placement: ``{1: n, 2: n, 3: n, 4: n}`` (every key present)."""
    clause, params = where.sql()
    out = dict.fromkeys((1, 2, 3, 4), 0)
    rows = conn.execute(
        f"SELECT placement, COUNT(*) FROM games g WHERE {clause} AND status = 'finished' GROUP BY placement",
        params,
    )
    for place, n in rows:
        if place in out:
            out[place] = n
    return out


def _games(conn: sqlite3.Connection, where: Filter) -> list[tuple[Any, ...]]:
    """Per game in time order: id, started, status, net, placement, hands, wins, self-draws, deal-ins, value."""
    clause, params = where.sql()
    return conn.execute(
        "SELECT g.game_id, g.started, g.status, g.net, g.placement, COUNT(h.hand_no), COALESCE(SUM(h.won), 0),"
        " COALESCE(SUM(h.self_drawn), 0), COALESCE(SUM(h.dealt_in), 0), COALESCE(SUM(h.value), 0)"
        f" FROM games g LEFT JOIN hands h USING (game_id) WHERE {clause}"
        " GROUP BY g.game_id ORDER BY g.started IS NULL, g.started, g.game_id",
        params,
    ).fetchall()


def net_per_game(conn: sqlite3.Connection, where: Filter = ALL) -> list[GamePoint]:
    out, running = [], 0
    for gid, started, status, net, placement, hands, *_ in _games(conn, where):
        running += net
        out.append(GamePoint(gid, started, status, hands, net, running, placement))
    return out


def rates(conn: sqlite3.Connection, where: Filter = ALL, window: int = 1) -> list[RatePoint]:
    """One point per game: the rates over that game and the ``window - 1`` games before it (``window`` 1: per
    game; 0: every game so far, a running total). Games without a finished hand are left out."""
    if window < 0:
        raise ValueError(f"window must be 0 or more, not {window}")
    games = [row for row in _games(conn, where) if row[5] > 0]
    # prefix[i][k]: hands, wins, self-draws, deal-ins and winning value of the first i games
    prefix: list[tuple[int, ...]] = [(0, 0, 0, 0, 0)]
    for row in games:
        prefix.append(tuple(a + b for a, b in zip(prefix[-1], row[5:10])))
    out = []
    for i, row in enumerate(games):
        start = 0 if window == 0 else max(0, i + 1 - window)
        hands, wins, selfs, deals, value = (a - b for a, b in zip(prefix[i + 1], prefix[start]))
        out.append(
            RatePoint(
                row[0],
                row[1],
                hands,
                _rate(wins, hands),
                _rate(selfs, hands),
                _rate(deals, hands),
                value / wins if wins else None,
            )
        )
    return out


def pattern_counts(conn: sqlite3.Connection, where: Filter = ALL, kind: str = PATTERN) -> list[PatternCount]:
    """Zung Jung (``kind="pattern"``): every one of the 44 patterns in the order of the pattern table, scored or
    not, then any other pattern scored (the Zen Koan additions). British (``kind="item"``): every item scored,
    most often first."""
    if kind not in (PATTERN, ITEM):
        raise ValueError(f"kind must be {PATTERN!r} or {ITEM!r}, not {kind!r}")
    clause, params = where.sql()
    rows = conn.execute(
        "SELECT s.key, MIN(s.name), SUM(s.count), COUNT(*), COALESCE(SUM(CASE WHEN s.won THEN s.count END), 0)"
        f" FROM scored s JOIN games g USING (game_id) WHERE {clause} AND s.kind = ? GROUP BY s.key",
        [*params, kind],
    ).fetchall()
    found = {key: PatternCount(kind, key, name, count, hands, won) for key, name, count, hands, won in rows}
    if kind == ITEM:
        return sorted(found.values(), key=lambda p: (-p.count, p.name))
    out = [found.pop(p.id, PatternCount(kind, p.id, p.name, 0, 0, 0)) for p in PATTERNS]
    names = {p.id: p.name for p in ALL_PATTERNS}
    extra = [PatternCount(kind, c.key, names.get(c.key, c.name), c.count, c.hands, c.won) for c in found.values()]
    return out + sorted(extra, key=lambda c: _order(c.key))


def _order(pattern_id: str) -> tuple[int, ...]:
    try:
        return tuple(int(part) for part in pattern_id.split("."))
    except ValueError:
        return (999,)


def groups(conn: sqlite3.Connection) -> Groups:
    rulesets = tuple(r[0] for r in conn.execute("SELECT DISTINCT ruleset FROM games ORDER BY ruleset"))
    found = {r[0] for r in conn.execute("SELECT DISTINCT opponent_level FROM games")}
    levels = tuple(lv for lv in LEVELS if lv in found) + tuple(sorted(found - set(LEVELS)))
    return Groups(rulesets, levels)


def breakdown(conn: sqlite3.Connection) -> list[tuple[Filter, Summary]]:
    """A summary for every (ruleset, opponent level) that has games, rulesets in name order."""
    g = groups(conn)
    pairs = set(conn.execute("SELECT DISTINCT ruleset, opponent_level FROM games"))
    return [
        (Filter(ruleset, level), summary(conn, Filter(ruleset, level)))
        for ruleset in g.rulesets
        for level in g.levels
        if (ruleset, level) in pairs
    ]
