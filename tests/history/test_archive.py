"""The archive of kept games (issue 16 "History", issue 15 item 1): one record per game, written atomically,
listed with its summary, deleted and exported; a bad file is set aside byte for byte with a notice."""

from __future__ import annotations

import json
import os
from datetime import datetime, timezone
from pathlib import Path

import pytest

from tests.history.conftest import GAMES
from tests.history.games import Played
from zjgame.cli import main
from zjgame.history import ABANDONED, FINISHED, Archive, History, documents_dir, game_facts
from zjgame.history import archive as archive_module
from zjgame.history import files as history_files
from zjgame.history import summary as summary_module

WHEN = datetime(2024, 7, 1, 9, 30, tzinfo=timezone.utc)


def test_the_list_after_finished_and_abandoned_games(kept: Path, played: list[Played]) -> None:
    games = History(kept).games()
    assert [g.game_id for g in games] == [p.record["game_id"] for p in reversed(played)]  # newest first
    for summary, game, spec in zip(reversed(games), played, GAMES):
        kinds, ruleset, _seed, practice, stop = spec
        facts = game_facts(game.record)
        human = kinds.index("human")
        assert summary.status == (ABANDONED if stop is not None else FINISHED)
        assert summary.ruleset == ruleset and summary.practice == practice
        assert summary.human == human
        assert [(p.name, p.kind) for p in summary.opponents] == [
            (e["name"], e["kind"]) for i, e in enumerate(game.record["players"]) if i != human
        ]
        assert summary.hands_played == len(game.results)
        assert summary.net == game.totals[human]
        better = sum(1 for t in game.totals if t > game.totals[human])
        assert summary.placement == (None if stop is not None else 1 + better)
        assert summary.players == facts.players
        assert datetime.fromisoformat(summary.date).date().isoformat() >= "2024-06-01"
        assert summary.to_json()["opponent_level"] == summary.opponent_level


def test_a_kept_record_is_the_games_record_and_replays(
    kept: Path, played: list[Played], capsys: pytest.CaptureFixture[str]
) -> None:
    game = played[0]
    path = kept / "history" / f"{game.record['game_id']}.json"
    stored = json.loads(path.read_text(encoding="utf-8"))
    meta = stored.pop("archive")
    assert meta["status"] == FINISHED and datetime.fromisoformat(meta["archived"])
    assert stored == game.record  # nothing changed but the archive's own key
    assert main(["replay", str(path), "--json"]) == 0  # every stored result matches the engine's
    replayed = json.loads(capsys.readouterr().out)["hands"]
    assert [h["payments"] for h in replayed] == [h["result"]["payments"] for h in stored["hands"]]


def test_saving_again_replaces_the_same_game(tmp_path: Path, played: list[Played]) -> None:
    archive = Archive(tmp_path / "history")
    first = archive.save(played[4].record, ABANDONED, WHEN)
    again = archive.save(played[4].record, FINISHED, WHEN)
    assert first is not None and again is not None and first.game_id == again.game_id
    assert [s.status for s in archive.summaries()] == [FINISHED]
    # no temporary file left behind (the index of summaries is written by the listing)
    assert sorted(os.listdir(tmp_path / "history")) == [".index.json", f"{first.game_id}.json"]


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(
    tmp_path: Path, played: list[Played], monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = Archive(tmp_path / "history")
    kept = archive.save(played[0].record, FINISHED, WHEN)
    assert kept is not None
    before = kept.path.read_bytes()

    def failing_replace(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(history_files.os, "replace", failing_replace)
    assert archive.save(played[0].record, ABANDONED, WHEN) is None
    assert archive.pop_notices() == ["The game could not be kept: No space left on device."]
    assert kept.path.read_bytes() == before
    assert os.listdir(kept.path.parent) == [kept.path.name]


def test_writes_are_flushed_and_the_folder_synced(
    tmp_path: Path, played: list[Played], monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[str] = []
    real = os.fsync

    def spy(fd: int) -> None:
        synced.append("dir" if os.path.isdir(f"/proc/self/fd/{fd}") else "file")
        real(fd)

    monkeypatch.setattr(history_files.os, "fsync", spy)
    assert Archive(tmp_path / "history").save(played[1].record, FINISHED, WHEN) is not None
    if os.path.isdir("/proc/self/fd"):
        assert synced == ["file", "dir"]  # the data before the rename, the folder entry after it
    else:  # pragma: no cover - not Linux
        assert len(synced) >= 1


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"\x00\xffnot json at all", "not UTF-8 text"),
        (b'{"format": "zjgame-record/1", "hands": [', "not valid JSON at line 1, column 41"),
        (b"[1, 2, 3]", "not a JSON object"),
        (b'{"format": "chess/2", "hands": []}', "not a zjgame record (format 'chess/2')"),
        (b'{"format": "zjgame-record/1", "hands": NaN}', "not valid JSON: NaN is not a JSON number"),
    ],
)
def test_a_corrupt_record_is_set_aside_unchanged_with_a_notice(data: Path, content: bytes, reason: str) -> None:
    bad = data / "history" / "20240101-000000-bad000.json"
    bad.write_bytes(content)
    history = History(data)
    games = history.games()
    assert len(games) == len(GAMES)  # the others are all still listed
    notices = history.pop_notices()
    assert len(notices) == 1 and bad.name in notices[0] and reason in notices[0]
    assert not bad.exists()
    aside = [p for p in bad.parent.iterdir() if p.name.startswith(bad.name + ".corrupt-")]
    assert len(aside) == 1 and aside[0].read_bytes() == content
    assert aside[0].name in notices[0]
    assert history.games() == games and history.pop_notices() == []  # reported once


def test_an_oversized_or_odd_file_is_set_aside_unread(data: Path) -> None:
    huge = data / "history" / "huge.json"
    with open(huge, "wb") as handle:
        handle.truncate(history_files.RECORD_LIMIT + 1)  # sparse: never read
    folder = data / "history" / "folder.json"
    folder.mkdir()
    history = History(data)
    assert len(history.games()) == len(GAMES)
    notices = " ".join(history.pop_notices())
    assert "huge.json could not be read (larger than 8 MB)" in notices
    assert "folder.json could not be read (not a regular file)" in notices
    assert os.path.getsize(next((data / "history").glob("huge.json.corrupt-*"))) == history_files.RECORD_LIMIT + 1


def test_other_files_in_the_folder_are_left_alone(data: Path) -> None:
    for name in ("notes.txt", ".g.json.abc.tmp", "x.json.corrupt-20240101-000000", "bad name.json"):
        (data / "history" / name).write_text("junk")
    history = History(data)
    assert len(history.games()) == len(GAMES) and history.pop_notices() == []
    assert all((data / "history" / n).exists() for n in ("notes.txt", "bad name.json"))


def test_load_gives_the_record_or_none(data: Path, played: list[Played]) -> None:
    history = History(data)
    gid = played[2].record["game_id"]
    loaded = history.load(gid)
    assert loaded is not None and loaded["hands"] == played[2].record["hands"]
    assert history.load("no-such-game") is None and history.pop_notices() == []
    path = data / "history" / f"{gid}.json"
    path.write_bytes(b"{")
    assert history.load(gid) is None
    assert "could not be read" in history.pop_notices()[0]
    with pytest.raises(ValueError, match="not a game id"):
        history.load("../settings")


def test_delete_removes_the_game_from_the_list_and_the_statistics(data: Path, played: list[Played]) -> None:
    history = History(data)
    gid = played[1].record["game_id"]
    hands_before = history.stats.summary().hands
    assert history.delete(gid)
    assert gid not in [g.game_id for g in history.games()]
    assert history.stats.summary().hands == hands_before - len(played[1].results)
    assert not history.delete(gid)  # already gone
    reopened = History(data)  # and it does not come back when the statistics are opened again
    assert reopened.stats.summary().hands == hands_before - len(played[1].results)


def test_export_copies_byte_for_byte_without_overwriting(data: Path, tmp_path: Path, played: list[Played]) -> None:
    history = History(data)
    gid = played[0].record["game_id"]
    source = (data / "history" / f"{gid}.json").read_bytes()
    out = tmp_path / "exports" / "new folder"
    first = history.export(gid, out)
    assert first == out / f"zjgame-{gid}.json" and first.read_bytes() == source
    assert history.export(gid, out) == first  # the same file is not copied twice
    first.write_text("someone else's file")
    second = history.export(gid, out)
    assert second == out / f"zjgame-{gid}-2.json" and second.read_bytes() == source
    assert first.read_text() == "someone else's file"
    assert history.pop_notices() == []


def test_export_problems_are_notices(data: Path, tmp_path: Path, played: list[Played]) -> None:
    history = History(data)
    blocker = tmp_path / "a file"
    blocker.write_text("x")
    assert history.export(played[0].record["game_id"], blocker / "sub") is None
    assert history.pop_notices()[0].startswith("The game could not be exported to ")
    assert history.export("missing-game", tmp_path) is None
    assert history.pop_notices() == ["The game could not be exported: missing-game is not among the kept games."]
    broken = data / "history" / "broken-game.json"
    broken.write_bytes(b'{"hands": "no"}')
    assert history.export("broken-game", tmp_path) is None
    notices = history.pop_notices()
    assert "broken-game.json could not be read (a record needs a list of hands)" in notices[0]
    assert notices[1] == "The game could not be exported: broken-game is not among the kept games."
    assert list(tmp_path.glob("zjgame-*")) == []
    if hasattr(os, "mkfifo"):  # a pipe where the copy would go is passed over, never read
        os.mkfifo(tmp_path / f"zjgame-{played[0].record['game_id']}.json")
        copy = history.export(played[0].record["game_id"], tmp_path)
        assert copy is not None and copy.name.endswith("-2.json")


def test_export_defaults_to_the_documents_folder(
    data: Path, tmp_path: Path, played: list[Played], monkeypatch: pytest.MonkeyPatch
) -> None:
    import platformdirs

    monkeypatch.setattr(platformdirs, "user_documents_dir", lambda: str(tmp_path / "Documents"))
    assert documents_dir() == tmp_path / "Documents"
    gid = played[3].record["game_id"]
    assert History(data).export(gid) == tmp_path / "Documents" / f"zjgame-{gid}.json"


def test_the_data_folder_follows_the_game(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from zjgame.history import data_dir
    from zjgame.ui.storage import data_dir as storage_dir

    monkeypatch.setenv("ZJGAME_DATA_DIR", str(tmp_path))
    assert data_dir() == storage_dir() == tmp_path
    monkeypatch.delenv("ZJGAME_DATA_DIR")
    assert data_dir() == storage_dir()


def test_nothing_played_is_not_kept(tmp_path: Path, played: list[Played]) -> None:
    record = json.loads(json.dumps(played[0].record))
    record["hands"] = [{**record["hands"][0], "actions": [], "result": {}}]
    history = History(tmp_path)
    assert history.game_abandoned(record) is None
    assert history.games() == []
    record["hands"][0]["actions"] = played[0].record["hands"][0]["actions"][:3]
    assert history.game_abandoned(record) is not None


def test_the_list_reads_only_changed_files(data: Path, played: list[Played], monkeypatch: pytest.MonkeyPatch) -> None:
    listed = History(data).games()  # writes the index
    reads: list[str] = []
    real = history_files.read_json

    def counting(path: Path, limit: int = history_files.RECORD_LIMIT) -> object:
        reads.append(Path(path).name)
        return real(path, limit)

    monkeypatch.setattr(archive_module, "read_json", counting)
    monkeypatch.setattr(summary_module, "read_json", counting)
    assert Archive.in_data_dir(data).summaries() == listed and reads == [".index.json"]
    changed = data / "history" / f"{played[1].record['game_id']}.json"
    record = json.loads(changed.read_text(encoding="utf-8"))
    record["archive"]["status"] = ABANDONED
    changed.write_text(json.dumps(record), encoding="utf-8")
    reads.clear()
    again = Archive.in_data_dir(data).summaries()
    assert reads == [".index.json", changed.name]
    assert [g.status for g in again if g.path == changed] == [ABANDONED]


@pytest.mark.parametrize("index", [b"{not json", b'{"version": 1, "files": {"x.json": {"size": "big"}}}', b"[]"])
def test_an_unusable_index_is_only_a_cache(data: Path, index: bytes) -> None:
    listed = History(data).games()
    (data / "history" / ".index.json").write_bytes(index)
    history = History(data)
    assert history.games() == listed
    assert history.pop_notices() == []
    assert json.loads((data / "history" / ".index.json").read_bytes())["version"] == 1  # written again
