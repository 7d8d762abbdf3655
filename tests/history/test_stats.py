"""The statistics database (issue 16 "Statistics"): rows per hand and per game written in one transaction at
each hand's end, a versioned schema with its migration, and a rebuild from the kept games when the file is
missing or damaged."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tests.history.conftest import GAMES
from tests.history.games import Played, british_record, british_result, play_game
from zjgame.history import ALL, FINISHED, ITEM, PATTERN, Archive, Filter, History, Stats, game_facts, schema
from zjgame.history.stats import FILE
from zjgame.scoring.zj import PATTERNS


def open_stats(root: Path) -> Stats:
    return Stats.open(root / FILE, Archive.in_data_dir(root))


def test_rows_after_the_games(kept: Path, played: list[Played]) -> None:
    stats = open_stats(kept)
    rows = stats.dump()
    assert len(rows["games"]) == len(GAMES)
    assert len(rows["hands"]) == sum(len(p.results) for p in played)
    cols = [c[1] for c in stats.conn.execute("PRAGMA table_info(hands)")]
    for game in played:
        facts = game_facts(game.record)
        hands = [
            dict(zip(cols, r))
            for r in stats.conn.execute("SELECT * FROM hands WHERE game_id = ? ORDER BY hand_no", (facts.game_id,))
        ]
        assert [h["net"] for h in hands] == [r.payments["ESWN".index(h["seat"])] for h, r in zip(hands, game.results)]
        assert [bool(h["won"]) for h in hands] == [h.won for h in facts.hands]
        row = stats.conn.execute(
            "SELECT ruleset, status, placement, net, opponent_level, practice, hands_played FROM games WHERE game_id = ?",
            (facts.game_id,),
        ).fetchone()
        finished = GAMES[played.index(game)][4] is None
        assert row == (
            facts.ruleset,
            FINISHED if finished else "abandoned",
            facts.placement if finished else None,
            game.totals[game.human],
            facts.opponent_level,
            int(facts.practice),
            len(game.results),
        )
    scored = stats.conn.execute("SELECT SUM(count) FROM scored WHERE kind = 'pattern'").fetchone()[0]
    assert scored == sum(s.count for p in played for h in game_facts(p.record).hands for s in h.scored) > 0


def test_record_hand_is_idempotent_and_follows_the_game(tmp_path: Path, played: list[Played]) -> None:
    stats = Stats.open(tmp_path / FILE)
    game = played[0]
    for n, snapshot in enumerate(game.snapshots, 1):
        assert stats.record_hand(snapshot)
        assert stats.record_hand(snapshot)  # again: the same rows, not twice as many
        assert stats.summary().hands == n
        assert stats.summary().in_progress == 1
    assert stats.record_game_end(game.record)
    assert stats.summary().finished == 1 and stats.summary().in_progress == 0
    ended = stats.dump()
    assert stats.record_hand(game.snapshots[-1])  # the last hand's call made again after the game's end
    assert stats.dump() == ended  # does not reopen the game


def test_a_hand_is_written_in_one_transaction(tmp_path: Path, played: list[Played]) -> None:
    stats = Stats.open(tmp_path / FILE)
    game = next(p for p in played if any(h.scored for h in game_facts(p.record).hands))
    facts = game_facts(game.record)
    first_scoring = next(h.number for h in facts.hands if h.scored)
    before_snapshot = game.snapshots[first_scoring - 2] if first_scoring > 1 else None
    if before_snapshot is not None:
        assert stats.record_hand(before_snapshot)
    before = stats.dump()
    # The last insert of the hand (its patterns) fails: nothing of the hand may remain, not even its game row.
    stats.conn.execute(
        "CREATE TEMP TRIGGER fail BEFORE INSERT ON scored BEGIN SELECT RAISE(ABORT, 'disk says no'); END"
    )
    assert not stats.record_hand(game.snapshots[first_scoring - 1])
    assert stats.pop_notices() == ["The statistics could not be updated: disk says no."]
    assert stats.dump() == before


def test_a_damaged_file_is_set_aside_and_rebuilt_to_the_same_rows(data: Path) -> None:
    path = data / FILE
    rows = open_stats(data).dump()
    damaged = path.read_bytes()[:4096] + b"\x13\x37" * 3000  # the header survives, the pages do not
    path.write_bytes(damaged)
    stats = open_stats(data)
    assert stats.dump() == rows
    notices = stats.pop_notices()
    assert len(notices) == 1 and "rebuilt from your games" in notices[0]
    aside = list(data.glob(f"{FILE}.corrupt-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == damaged and aside[0].name in notices[0]


@pytest.mark.parametrize("content", [b"", b"SQLite format 3\x00" + b"\x00" * 20, b"hello, not a database" * 50])
def test_not_a_database_is_set_aside_and_rebuilt(data: Path, content: bytes) -> None:
    rows = open_stats(data).dump()
    (data / FILE).write_bytes(content)
    stats = open_stats(data)
    assert stats.dump() == rows
    assert [p.read_bytes() for p in data.glob(f"{FILE}.corrupt-*")] == [content]


def test_a_missing_file_is_rebuilt_and_the_game_in_progress_returns_with_its_next_hand(
    tmp_path: Path, played: list[Played]
) -> None:
    history = History(tmp_path)
    for game in played[:2]:
        for snapshot in game.snapshots:
            history.hand_finished(snapshot)
        history.game_finished(game.record)
    in_progress = played[3]
    for snapshot in in_progress.snapshots[:2]:
        history.hand_finished(snapshot)
    complete = history.stats.dump()
    history.close()
    (tmp_path / FILE).unlink()
    history = History(tmp_path)
    rebuilt = history.stats.dump()
    gid = in_progress.record["game_id"]
    assert rebuilt["games"] == [g for g in complete["games"] if g[0] != gid]
    assert history.hand_finished(in_progress.snapshots[1])
    assert history.stats.dump() == complete
    assert history.pop_notices() == []  # a missing file is not a problem to report


def test_a_kept_game_the_database_missed_is_added_on_opening(data: Path, played: list[Played]) -> None:
    extra = play_game(("human", "easy", "easy", "easy"), seed=17, number=9)
    Archive.in_data_dir(data).save(extra.record)  # kept, but the statistics write never happened
    stats = open_stats(data)
    assert stats.conn.execute("SELECT status FROM games WHERE game_id = ?", (extra.record["game_id"],)).fetchone() == (
        FINISHED,
    )
    assert stats.summary().games == len(GAMES) + 1


def _v1_database(path: Path, record: dict) -> None:
    """A database as version 1 of the schema wrote it, holding one game."""
    conn = sqlite3.connect(path)
    for statement in schema.V1:
        conn.execute(statement)
    facts = game_facts(record)
    conn.execute(
        "INSERT INTO games VALUES (?, ?, ?, 'finished', ?, ?, ?, 'You', 'easy,easy,easy', 'easy', ?, ?)",
        (
            facts.game_id,
            facts.started,
            facts.ruleset,
            facts.hands_in_game,
            facts.hands_played,
            facts.human,
            facts.placement,
            facts.net,
        ),
    )
    for h in facts.hands:
        conn.execute(
            "INSERT INTO hands VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                facts.game_id,
                h.number,
                h.seat,
                h.round_wind,
                h.won,
                h.self_drawn,
                h.dealt_in,
                h.drawn,
                h.value,
                h.net,
                h.winner,
            ),
        )
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()


def test_migration_from_version_1(tmp_path: Path, played: list[Played]) -> None:
    practice = played[2]  # a practice game: version 1 had no column for that
    assert practice.record["practice"] is True
    _v1_database(tmp_path / FILE, practice.record)
    stats = Stats.open(tmp_path / FILE)  # no archive: the migration alone
    assert stats.conn.execute("PRAGMA user_version").fetchone() == (schema.CURRENT,) == (2,)
    assert stats.summary().hands == len(practice.results)  # the rows survived
    assert stats.conn.execute("SELECT practice FROM games").fetchall() == [(0,)]  # the column's default
    assert stats.summary(Filter(practice=False)).games == 1
    assert "games_by_group" in {r[1] for r in stats.conn.execute("PRAGMA index_list(games)")}
    stats.close()


def test_migration_counts_the_kept_games_again(tmp_path: Path, played: list[Played]) -> None:
    practice = played[2]
    Archive.in_data_dir(tmp_path).save(practice.record)
    _v1_database(tmp_path / FILE, practice.record)
    stats = open_stats(tmp_path)
    assert stats.conn.execute("SELECT practice FROM games").fetchall() == [(1,)]  # its true value, from the record
    assert stats.summary(Filter(practice=True)).games == 1
    assert stats.pop_notices() == []


def test_a_database_from_a_newer_version_is_set_aside(data: Path) -> None:
    rows = open_stats(data).dump()
    conn = sqlite3.connect(data / FILE)
    conn.execute(f"PRAGMA user_version = {schema.CURRENT + 1}")
    conn.commit()
    conn.close()
    stats = open_stats(data)
    assert stats.dump() == rows
    assert "made by a newer version" in stats.pop_notices()[0]
    assert len(list(data.glob(f"{FILE}.corrupt-*"))) == 1


def test_a_database_without_its_tables_is_set_aside(data: Path) -> None:
    rows = open_stats(data).dump()
    conn = sqlite3.connect(data / FILE)
    conn.execute("DROP TABLE scored")
    conn.commit()
    conn.close()
    stats = open_stats(data)
    assert stats.dump() == rows
    assert "the table scored is missing" in stats.pop_notices()[0]


def test_no_place_for_the_file_means_statistics_in_memory(data: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "not a folder"
    blocker.write_text("x")
    stats = Stats.open(blocker / "sub" / FILE, Archive.in_data_dir(data))
    assert stats.path is None
    assert stats.summary().games == len(GAMES)
    assert "counted for this session only" in stats.pop_notices()[0]


def test_a_game_without_a_human_is_not_counted(tmp_path: Path, played: list[Played]) -> None:
    stats = Stats.open(tmp_path / FILE)
    record = json.loads(json.dumps(played[0].record))
    for p in record["players"]:
        p["kind"] = "easy"
    assert not stats.record_hand(record)
    assert not stats.record_hand({"not": "a record"})
    assert stats.summary().games == 0 and stats.pop_notices() == []


# -- the chart queries -------------------------------------------------------------------------------------


def test_summary_and_placements(kept: Path, played: list[Played]) -> None:
    stats = open_stats(kept)
    facts = [game_facts(p.record) for p in played]
    hands = [h for f in facts for h in f.hands]
    s = stats.summary()
    assert (s.games, s.finished, s.abandoned, s.hands) == (5, 4, 1, len(hands))
    assert s.wins == sum(h.won for h in hands) and s.self_draws == sum(h.self_drawn for h in hands)
    assert s.deal_ins == sum(h.dealt_in for h in hands) and s.draws == sum(h.drawn for h in hands)
    assert s.win_rate == pytest.approx(s.wins / len(hands))
    assert s.avg_win_value == pytest.approx(sum(h.value for h in hands if h.won) / s.wins)
    assert s.net == sum(f.net for f in facts if f.net is not None)
    histogram = stats.placements()
    expected = {1: 0, 2: 0, 3: 0, 4: 0}
    for f, spec in zip(facts, GAMES):
        if spec[4] is None:
            assert f.placement is not None
            expected[f.placement] += 1
    assert histogram == expected and sum(histogram.values()) == 4
    assert s.avg_placement == pytest.approx(sum(k * v for k, v in expected.items()) / 4)


def test_filters_split_by_ruleset_level_and_practice(kept: Path, played: list[Played]) -> None:
    stats = open_stats(kept)
    groups = stats.groups()
    assert groups.rulesets == ("zj", "zj-min5") and groups.levels == ("easy", "normal", "mixed")
    assert stats.summary(Filter(ruleset="zj-min5")).games == 1
    assert stats.summary(Filter(ruleset="zj-min5")).hands == len(played[3].results)
    assert stats.summary(Filter(level="easy")).games == 3
    assert stats.summary(Filter(ruleset="zj", level="easy", practice=False)).games == 2
    assert stats.summary(Filter(ruleset="british")).games == 0
    parts = stats.breakdown()
    assert [(f.ruleset, f.level) for f, _ in parts] == [("zj", "easy"), ("zj", "mixed"), ("zj-min5", "normal")]
    assert sum(s.hands for _, s in parts) == stats.summary().hands


def test_net_per_game_in_time_order(kept: Path, played: list[Played]) -> None:
    points = open_stats(kept).net_per_game()
    assert [p.game_id for p in points] == [p.record["game_id"] for p in played]  # started a day apart
    assert [p.net for p in points] == [game_facts(p.record).net for p in played]
    running = 0
    for point in points:
        running += point.net
        assert point.cumulative == running
    assert points[-1].status == "abandoned" and points[-1].placement is None


def test_rates_per_game_rolling_and_running(kept: Path) -> None:
    stats = open_stats(kept)
    rows = stats.conn.execute(
        "SELECT g.game_id, COUNT(*), SUM(won), SUM(self_drawn), SUM(dealt_in), SUM(value) FROM hands JOIN games g"
        " USING (game_id) GROUP BY g.game_id ORDER BY g.started"
    ).fetchall()
    per_game = stats.rates(window=1)
    assert [(r.game_id, r.hands) for r in per_game] == [(row[0], row[1]) for row in rows]
    for r, row in zip(per_game, rows):
        assert r.win_rate == pytest.approx(row[2] / row[1]) and r.deal_in_rate == pytest.approx(row[4] / row[1])
        assert r.avg_win_value == (row[5] / row[2] if row[2] else None)
    rolling = stats.rates(window=2)
    assert rolling[0] == per_game[0]
    assert rolling[2].hands == rows[1][1] + rows[2][1]
    assert rolling[2].self_draw_rate == pytest.approx((rows[1][3] + rows[2][3]) / (rows[1][1] + rows[2][1]))
    running = stats.rates(window=0)
    assert running[-1].win_rate == pytest.approx(stats.summary().win_rate)
    with pytest.raises(ValueError):
        stats.rates(window=-1)


def test_pattern_counts_list_all_44(kept: Path, played: list[Played]) -> None:
    counts = open_stats(kept).pattern_counts(ALL, PATTERN)
    assert [c.key for c in counts[:44]] == [p.id for p in PATTERNS] and len(PATTERNS) == 44
    assert [c.name for c in counts[:44]] == [p.name for p in PATTERNS]
    tally: dict[str, int] = {}
    for p in played:
        for h in game_facts(p.record).hands:
            for s in h.scored:
                tally[s.key] = tally.get(s.key, 0) + s.count
    assert {c.key: c.count for c in counts if c.count} == tally
    assert all(c.won == c.count for c in counts)  # Zung Jung scores winning hands only


def test_british_items_are_counted(tmp_path: Path) -> None:
    stats = Stats.open(tmp_path / FILE)
    record = british_record([british_result("E"), british_result("S"), british_result("E", self_drawn=True)])
    assert stats.record_game_end(record)
    items = {c.key: (c.count, c.hands, c.won) for c in stats.pattern_counts(Filter(ruleset="british"), ITEM)}
    assert items == {
        "Exposed pung of simples": (4, 2, 4),
        "Flower or Season": (2, 1, 0),
        "For going Mah Jongg": (2, 2, 2),
        "Pung or Kong of any Dragon": (2, 2, 2),
        "Exposed pung of honours": (1, 1, 0),
    }
    assert [c.key for c in stats.pattern_counts(kind=ITEM)][:2] == ["Exposed pung of simples", "Flower or Season"]
    s = stats.summary(Filter(ruleset="british"))
    assert (s.hands, s.wins, s.self_draws, s.deal_ins, s.net) == (3, 2, 1, 0, 144 - 48 + 144)
    assert all(c.count == 0 for c in stats.pattern_counts(Filter(ruleset="british"), PATTERN))
    with pytest.raises(ValueError):
        stats.pattern_counts(kind="fan")


def test_a_locked_file_is_left_alone(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Another copy of the game holds a write lock: the file is healthy and must not be set aside.
    from zjgame.history import stats as stats_module

    real_open = stats_module._open_file
    monkeypatch.setattr(stats_module, "_open_file", lambda path: real_open(path, timeout=0.05))
    before = (data / FILE).read_bytes()
    holder = sqlite3.connect(data / FILE, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        stats = open_stats(data)
        assert stats.path is None and stats.summary().games == len(GAMES)  # counted in memory from the archive
        assert "in use" in stats.pop_notices()[0]
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert list(data.glob(f"{FILE}.corrupt-*")) == [] and (data / FILE).read_bytes() == before
