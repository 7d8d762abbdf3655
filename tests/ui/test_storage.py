"""Settings and saves on disk: atomic JSON, corrupt files set aside with a notice, never overwritten."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from tests.engine.game_records import play_game
from zjgame.rules.ruleset import ZJ
from zjgame.ui.storage import Settings, Storage, data_dir


def test_settings_round_trip(tmp_path: Path) -> None:
    store = Storage(tmp_path)
    settings = replace(Settings(), computer_delay=1.0, auto_pass=True, volume=0.3, ruleset="zj-min5")
    store.save_settings(settings)
    assert Storage(tmp_path).load_settings() == settings
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temporary file left behind


def test_missing_settings_give_defaults_without_notice(tmp_path: Path) -> None:
    store = Storage(tmp_path)
    assert store.load_settings() == Settings()
    assert store.notices == []


def test_corrupt_settings_are_set_aside_with_a_notice(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{not json", encoding="utf-8")
    store = Storage(tmp_path)
    assert store.load_settings() == Settings()
    aside = [p.name for p in tmp_path.iterdir() if ".corrupt-" in p.name]
    assert len(aside) == 1 and aside[0].startswith("settings.json.corrupt-")
    assert not (tmp_path / "settings.json").exists()
    assert (tmp_path / aside[0]).read_text(encoding="utf-8") == "{not json"
    assert len(store.notices) == 1 and "settings" in store.notices[0]


def test_wrong_types_in_settings_keep_defaults(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(
        json.dumps({"volume": "loud", "auto_win": 1, "hands": 8, "animation_speed": "warp"})
    )
    loaded = Storage(tmp_path).load_settings()
    assert loaded.volume == Settings().volume
    assert loaded.auto_win is False
    assert loaded.hands == 8
    assert loaded.animation_speed == "normal"


def test_corrupt_save_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "current_game.json").write_text("[1, 2", encoding="utf-8")
    store = Storage(tmp_path)
    assert store.has_game()
    assert store.load_game() is None
    assert not store.has_game()
    assert any(p.name.startswith("current_game.json.corrupt-") for p in tmp_path.iterdir())
    assert "saved game" in store.notices[0]


def test_a_json_file_that_is_no_record_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "current_game.json").write_text(json.dumps({"hello": "world"}), encoding="utf-8")
    store = Storage(tmp_path)
    assert store.load_game() is None
    assert any(".corrupt-" in p.name for p in tmp_path.iterdir())


def test_save_game_is_atomic_and_readable(tmp_path: Path) -> None:
    store = Storage(tmp_path)
    record = play_game(ZJ, 1, then=12)
    assert store.save_game(record)
    assert store.load_game() == record
    assert [p.name for p in tmp_path.iterdir()] == ["current_game.json"]
    store.delete_game()
    assert not store.has_game()


def test_data_dir_override(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ZJGAME_DATA_DIR", str(tmp_path / "here"))
    assert data_dir() == tmp_path / "here"
    assert Storage().root == tmp_path / "here"


# --- issue 17: bounded safe reads, corrupt files set aside byte-identical, temp files, the folder fsync ----------

import math  # noqa: E402
import os  # noqa: E402
import stat  # noqa: E402
import threading  # noqa: E402

import pytest  # noqa: E402

from zjgame.ui import disk  # noqa: E402

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs, /dev/zero and flock are POSIX")


def _guarded(fn, timeout: float = 20.0):  # type: ignore[no-untyped-def]
    """``fn()`` in a daemon thread: a read that blocks (a FIFO) fails the test instead of hanging the suite."""
    out: dict[str, object] = {}
    t = threading.Thread(target=lambda: out.setdefault("value", fn()), daemon=True)
    t.start()
    t.join(timeout)
    assert not t.is_alive(), "the storage layer blocked"
    return out["value"]


def _aside(folder: Path, name: str) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.startswith(f"{name}.corrupt-"))


def _assert_set_aside(folder: Path, name: str, before: bytes | str, notices: list[str], what: str) -> None:
    """The file is gone from its place, kept aside byte-identical (a link as the same link, a FIFO as a FIFO),
    and exactly one notice names it."""
    assert not os.path.lexists(folder / name)
    (kept,) = _aside(folder, name)
    if isinstance(before, str):  # a link, or "fifo"
        if before == "fifo":
            assert stat.S_ISFIFO(os.lstat(kept).st_mode)
        else:
            assert os.readlink(kept) == before
    else:
        assert kept.read_bytes() == before
    assert len(notices) == 1 and what in notices[0] and kept.name in notices[0]


NOT_JSON_NUMBERS = [
    b'{"hands": 1e999}',
    b'{"hands": Infinity}',
    b'{"hands": -Infinity}',
    b'{"claim_countdown": NaN}',
    b'{"computer_delay": 1e999, "volume": 0.5}',
    b'{"hands": ' + b"7" * 5000 + b"}",  # beyond Python's int-string limit
    b'{"hands": [' * 2000,
]


@pytest.mark.parametrize("content", NOT_JSON_NUMBERS, ids=lambda c: c[:24].decode())
def test_settings_with_numbers_json_does_not_allow_are_set_aside_and_the_game_starts(tmp_path: Path, content: bytes):
    # issue 17.2 / 17.4: OverflowError / ValueError in Settings.from_json at every start, nothing set aside
    (tmp_path / "settings.json").write_bytes(content)
    store = Storage(tmp_path)
    assert store.load_settings() == Settings()
    _assert_set_aside(tmp_path, "settings.json", content, store.notices, "settings")


def test_settings_from_json_keeps_defaults_for_values_it_cannot_hold() -> None:
    odd = {
        "hands": math.inf,
        "claim_countdown": math.nan,
        "computer_delay": 10**400,  # too large for a float
        "volume": -math.inf,
        "animation_speed": 5,
        "ruleset": "no-such-rules",
    }
    assert Settings.from_json(odd) == Settings()
    assert Settings.from_json({"hands": 8.0, "claim_countdown": 10**90, "volume": 7}) == replace(
        Settings(), hands=8, claim_countdown=60, volume=1.0
    )
    assert Settings.from_json({"hands": 2.5}).hands == 16


@posix_only
def test_settings_and_a_save_as_fifos_never_block_and_are_set_aside(tmp_path: Path) -> None:
    # issue 17.3: a FIFO as settings.json blocked the game before its window opened
    os.mkfifo(tmp_path / "settings.json")
    os.mkfifo(tmp_path / "current_game.json")
    store = Storage(tmp_path)
    assert _guarded(store.load_settings) == Settings()
    _assert_set_aside(tmp_path, "settings.json", "fifo", store.pop_notices(), "settings")
    assert _guarded(store.load_game) is None
    _assert_set_aside(tmp_path, "current_game.json", "fifo", store.pop_notices(), "saved game")


@posix_only
@pytest.mark.parametrize("name", ["settings.json", "current_game.json"])
def test_a_link_to_dev_zero_is_refused_unread_and_the_link_set_aside(tmp_path: Path, name: str) -> None:
    # issue 17.3: a link to /dev/zero as settings.json ate memory
    (tmp_path / name).symlink_to("/dev/zero")
    store = Storage(tmp_path)
    load = store.load_settings if name == "settings.json" else store.load_game
    _guarded(load)
    _assert_set_aside(tmp_path, name, "/dev/zero", store.notices, "character device")


def test_a_huge_sparse_save_is_refused_by_its_size(tmp_path: Path) -> None:
    with open(tmp_path / "current_game.json", "wb") as fh:
        fh.truncate(2 * 1024**3)
    store = Storage(tmp_path)
    assert store.load_game() is None
    assert not (tmp_path / "current_game.json").exists()
    assert (_aside(tmp_path, "current_game.json")[0]).stat().st_size == 2 * 1024**3
    assert "larger than 8 MB" in store.notices[0]


def _save_bytes(mutate) -> bytes:  # type: ignore[no-untyped-def]
    record = play_game(ZJ, 2, then=12)
    out = mutate(record)
    return (out if isinstance(out, str) else json.dumps(record)).encode("utf-8")


def _raw_seed(record: dict, raw: str) -> str:
    """The save's text with its deal seed written as ``raw`` (JSON text json.dumps would never write)."""
    record["seed"] = "@SEED@"
    return json.dumps(record).replace('"@SEED@"', raw)


CORRUPT_SAVES = {
    # issue 17: a save naming an unknown computer kind loaded silently and played as a fallback
    "unknown kind": lambda r: r["players"][2].__setitem__("kind", "grandmaster"),
    # issue 17: a list as a seed raised on the first decision
    "list seed": lambda r: r["players"][1].__setitem__("seed", [1, 2]),
    "bool seed": lambda r: r["players"][3].__setitem__("seed", True),
    "text deal seed": lambda r: r.__setitem__("seed", "7"),
    "no human": lambda r: r["players"][0].__setitem__("kind", "easy"),
    "two humans": lambda r: r["players"][1].__setitem__("kind", "human"),
    "three players": lambda r: r["players"].pop(),
    "a huge name": lambda r: r["players"][1].__setitem__("name", "M" * 100_000),
    # the dealer rotation, as `zjgame replay` checks it
    "dealer out of turn": lambda r: r["hands"][1].__setitem__("east_player", 0),
    "round out of turn": lambda r: r["hands"][1].__setitem__("round", "S"),
    "first dealer": lambda r: [h.__setitem__("east_player", (h["east_player"] + 1) % 4) for h in r["hands"]],
    "illegal action": lambda r: r["hands"][2]["actions"].insert(0, {"seat": "N", "type": "discard", "tile": "1m"}),
    "no hands": lambda r: r.__setitem__("hands", []),
    "giant number": lambda r: _raw_seed(r, "9" * 5000),  # issue 17.2: Continue failed every time, never set aside
    "NaN": lambda r: _raw_seed(r, "NaN"),
    "1e999": lambda r: _raw_seed(r, "1e999"),
    "deep": lambda r: json.dumps(r)[:-1] + ', "x": ' + "[" * 5000 + "]" * 5000 + "}",
    "truncated": lambda r: json.dumps(r)[:5000],
    "a list": lambda r: json.dumps(r["hands"]),
    "not a record": lambda r: json.dumps({"hello": "world"}),
}


@pytest.mark.parametrize("kind", list(CORRUPT_SAVES))
def test_a_save_the_game_could_not_resume_is_set_aside_with_a_notice(tmp_path: Path, kind: str) -> None:
    content = _save_bytes(CORRUPT_SAVES[kind])
    (tmp_path / "current_game.json").write_bytes(content)
    store = Storage(tmp_path)
    assert store.load_game() is None
    _assert_set_aside(tmp_path, "current_game.json", content, store.notices, "saved game")
    assert len(store.notices[0]) < 400


def test_a_save_the_game_wrote_passes_every_check(tmp_path: Path) -> None:
    record = play_game(ZJ, 2, then=12)
    (tmp_path / "current_game.json").write_text(json.dumps(record), encoding="utf-8")
    assert Storage(tmp_path).load_game() == record


def test_files_with_a_byte_order_mark_are_read(tmp_path: Path) -> None:
    # issue 17: a UTF-8 file with a BOM (as Notepad writes) was rejected as not JSON
    record = play_game(ZJ, 1, then=12)
    (tmp_path / "current_game.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(record).encode("utf-8"))
    (tmp_path / "settings.json").write_bytes(b"\xef\xbb\xbf" + json.dumps({"hands": 8}).encode("utf-8"))
    store = Storage(tmp_path)
    assert store.load_settings().hands == 8
    assert store.load_game() == record
    assert store.notices == []


def test_temp_files_a_killed_save_left_are_removed_at_the_next_start(tmp_path: Path) -> None:
    # issue 17: every SIGKILL during a save left a full temp copy that was never cleaned up
    left = [tmp_path / ".current_game.json.k1l2d.tmp", tmp_path / ".settings.json.x9y8.tmp"]
    for p in left:
        p.write_text('{"format": "zjgame-record/1", "hands": [', encoding="utf-8")
    other = tmp_path / ".something.else.tmp"
    other.write_text("mine")
    Storage(tmp_path).load_settings()
    assert not any(p.exists() for p in left)
    assert other.exists()


@posix_only
def test_the_clean_up_leaves_a_temp_file_a_live_writer_holds(tmp_path: Path) -> None:
    import fcntl

    busy = tmp_path / ".current_game.json.live.tmp"
    with open(busy, "wb") as fh:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX)  # as write_bytes_atomic holds it while writing
        assert Storage(tmp_path).clean_up() == []
        assert busy.exists()
    assert Storage(tmp_path).clean_up() == [busy.name]


@posix_only
def test_the_folder_is_fsynced_after_the_rename(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # issue 17: the folder was not fsynced after the rename (a power cut could lose the new name)
    synced: list[tuple[str, bool]] = []
    real = os.fsync

    def spy(fd: int) -> None:
        is_dir = stat.S_ISDIR(os.fstat(fd).st_mode)
        synced.append(("folder" if is_dir else "file", (tmp_path / "settings.json").exists()))
        real(fd)

    monkeypatch.setattr(os, "fsync", spy)
    Storage(tmp_path).save_settings(Settings())
    assert synced == [("file", False), ("folder", True)]  # the data first, then the folder after the rename


def test_describe_game_for_the_new_game_confirmation(tmp_path: Path) -> None:
    store = Storage(tmp_path)
    assert store.describe_game() is None
    store.save_game(play_game(ZJ, 2, then=12))
    saved = store.describe_game()
    assert saved is not None and saved.ok and saved.summary is not None
    assert saved.sentence == (
        f"You have a saved game of Zung Jung v3.3 in the middle of hand 3 of 16, with {saved.summary.your_total:+d} points."
    )
    content = _save_bytes(CORRUPT_SAVES["unknown kind"])
    (tmp_path / "current_game.json").write_bytes(content)
    bad = store.describe_game()
    assert bad is not None and not bad.ok and "unknown computer kind" in bad.sentence
    assert (tmp_path / "current_game.json").read_bytes() == content  # describing moves nothing
    kept = store.set_aside_game("replaced by a new game")
    assert kept is not None and kept.read_bytes() == content and not store.has_game()
    assert store.set_aside_game("again") is None


# --- the background writer -------------------------------------------------------------------------------------


class _SlowDisk:
    """``disk.write_bytes_atomic`` that waits until released (a disk under contention)."""

    def __init__(self, monkeypatch) -> None:  # type: ignore[no-untyped-def]
        self.release = threading.Event()
        self.started = threading.Event()
        self.writes: list[bytes] = []
        real = disk.write_bytes_atomic

        def slow(path: Path, data: bytes) -> None:
            self.started.set()
            assert self.release.wait(20)
            self.writes.append(data)
            real(path, data)

        monkeypatch.setattr(disk, "write_bytes_atomic", slow)


def test_saves_are_written_off_the_calling_thread_latest_state_wins(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # issue 17: the save after every table action was written on the UI thread (1-3 s frames under contention)
    slow = _SlowDisk(monkeypatch)
    store = Storage(tmp_path, background=True)
    try:
        records = [play_game(ZJ, 0, then=n) for n in (4, 8, 12, 16)]
        assert store.save_game(records[0])  # returns while the disk is stuck
        assert slow.started.wait(20)
        for r in records[1:]:
            assert store.save_game(r)
        store.save_settings(replace(Settings(), hands=4))
        assert store.has_game() and not (tmp_path / "current_game.json").exists()
        slow.release.set()
        assert store.flush(20)
        assert json.loads((tmp_path / "current_game.json").read_text()) == records[-1]
        assert len(slow.writes) == 3  # the first, then only the latest save and the settings
        assert Storage(tmp_path).load_settings().hands == 4
    finally:
        slow.release.set()
        store.close()


def test_a_pending_delete_wins_over_a_pending_save(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    slow = _SlowDisk(monkeypatch)
    store = Storage(tmp_path, background=True)
    try:
        store.save_settings(Settings())
        assert slow.started.wait(20)
        store.save_game(play_game(ZJ, 0, then=4))
        store.delete_game()
        assert not store.has_game()
        slow.release.set()
        store.close()
        assert not (tmp_path / "current_game.json").exists()
        store.save_game(play_game(ZJ, 0, then=4))  # after close: written at once
        assert (tmp_path / "current_game.json").exists()
    finally:
        slow.release.set()


def test_a_failed_background_write_becomes_a_notice(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file where the data folder should be")
    store = Storage(tmp_path / "data", background=True)
    store.save_game(play_game(ZJ, 0, then=4))
    store.flush(20)
    notices = store.pop_notices()
    assert len(notices) == 1 and notices[0].startswith("The game could not be saved")
    store.close()
    assert [p.name for p in tmp_path.iterdir()] == ["data"]


EXIT_CHILD = """
import json, sys
from zjgame.ui.storage import Settings, Storage
from dataclasses import replace
store = Storage(sys.argv[1], background=True)
for n in range(1, 200):
    store.save_game({"format": "zjgame-record/1", "n": n, "pad": "x" * 20000})
store.save_settings(replace(Settings(), hands=8))
"""


def test_the_last_state_is_on_disk_when_the_process_exits_without_a_flush(tmp_path: Path) -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", EXIT_CHILD, str(tmp_path)], capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads((tmp_path / "current_game.json").read_text())["n"] == 199
    assert json.loads((tmp_path / "settings.json").read_text())["hands"] == 8
    assert sorted(p.name for p in tmp_path.iterdir()) == ["current_game.json", "settings.json"]


@posix_only
def test_a_dangling_link_as_the_save_is_reported_not_ignored(tmp_path: Path) -> None:
    (tmp_path / "current_game.json").symlink_to(tmp_path / "gone.json")
    store = Storage(tmp_path)
    assert store.has_game()  # Continue is offered, and reports it
    described = store.describe_game()
    assert described is not None and not described.ok and "missing file" in described.sentence
    assert store.load_game() is None
    _assert_set_aside(tmp_path, "current_game.json", str(tmp_path / "gone.json"), store.notices, "missing file")


def test_a_save_this_storage_never_saw_is_kept_not_overwritten(tmp_path: Path) -> None:
    # issue 17.5: a new game silently replaced the saved game (valid or corrupt)
    earlier = json.dumps(play_game(ZJ, 1, then=8)).encode("utf-8")
    (tmp_path / "current_game.json").write_bytes(earlier)
    store = Storage(tmp_path)
    store.save_game(play_game(ZJ, 0, then=4))  # a new game's first save
    (kept,) = [p for p in tmp_path.iterdir() if p.name.startswith("current_game.json.kept-")]
    assert kept.read_bytes() == earlier
    assert store.pop_notices() == [f"Your saved game was kept as {kept.name} (a new game was started)."]
    store.save_game(play_game(ZJ, 0, then=8))  # later saves of the same game just replace it
    assert store.notices == [] and len(list(tmp_path.iterdir())) == 2
    resumed = Storage(tmp_path)
    assert resumed.load_game() is not None
    resumed.save_game(play_game(ZJ, 0, then=12))  # the game it loaded: no notice
    assert resumed.notices == [] and len(list(tmp_path.iterdir())) == 2
