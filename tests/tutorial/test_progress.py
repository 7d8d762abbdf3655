"""The tutorial's progress file: remembered across a restart, written atomically, a corrupt or foreign file set
aside (bytes untouched) with a notice, a write failure reported, never a crash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from zjgame.tutorial.progress import FILE, FORMAT, Progress, ProgressFile
from zjgame.ui.storage import write_json_atomic


def store(folder: Path) -> ProgressFile:
    return ProgressFile(folder, write_json_atomic)


def test_progress_is_remembered_across_a_restart(tmp_path: Path) -> None:
    first = store(tmp_path)
    assert first.load() == Progress() and not first.exists()
    assert first.save(Progress().with_done("tiles").with_done("sets").with_offered())
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE]  # no temporary file left behind
    assert json.loads((tmp_path / FILE).read_text()) == {"format": FORMAT, "done": ["sets", "tiles"], "offered": True}
    again = store(tmp_path).load()
    assert again.done == {"tiles", "sets"} and again.offered
    assert again.next_lesson(["tiles", "sets", "turns"]) == "turns"


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (b"{not json", "bad JSON"),
        (b"[1, 2]", "not a JSON object"),
        (b'{"format": "zjgame-record/1"}', "not a tutorial progress file"),
        (b'{"format": "zjgame-tutorial/1", "done": "tiles"}', "'done' is not a list"),
        (b'{"format": "zjgame-tutorial/1", "offered": 1}', "'offered' is not true or false"),
        (b"\xff\xfe\x00", "not UTF-8"),
    ],
)
def test_a_corrupt_file_is_set_aside_untouched_with_a_notice(tmp_path: Path, content: bytes, why: str) -> None:
    (tmp_path / FILE).write_bytes(content)
    progress = store(tmp_path)
    assert progress.load() == Progress()
    (notice,) = progress.pop_notices()
    assert why in notice and "tutorial progress" in notice and "starts afresh" in notice
    (aside,) = [p for p in tmp_path.iterdir() if p.name.startswith(f"{FILE}.corrupt-")]
    assert aside.read_bytes() == content and aside.name in notice
    assert not (tmp_path / FILE).exists()
    assert progress.save(Progress().with_done("tiles")) and store(tmp_path).load().done == {"tiles"}


def test_unknown_lessons_from_a_newer_version_are_kept_but_harmless(tmp_path: Path) -> None:
    (tmp_path / FILE).write_text(json.dumps({"format": FORMAT, "done": ["tiles", "future-lesson"]}))
    progress = store(tmp_path).load()
    assert progress.next_lesson(["tiles", "sets"]) == "sets" and not progress.offered


def test_a_write_failure_is_a_notice_not_a_crash(tmp_path: Path) -> None:
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("")
    progress = ProgressFile(blocked, write_json_atomic)
    assert progress.save(Progress()) is False
    (notice,) = progress.pop_notices()
    assert notice.startswith("Your tutorial progress could not be saved")
