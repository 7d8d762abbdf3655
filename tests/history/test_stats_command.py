"""``zjgame stats [--json]``: a readable summary and one JSON object; bad files in the data folder are one-line
notices on standard error (exit 0), bad arguments exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.history.conftest import GAMES
from tests.history.games import Played
from zjgame.cli import main
from zjgame.history import Archive, Stats
from zjgame.history.stats import FILE


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        status = main(["stats", *args])
    except SystemExit as exit_:  # argparse
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def test_json_matches_the_statistics(
    data: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ZJGAME_DATA_DIR", str(data))
    status, out, err = run(capsys, "--json")
    assert (status, err) == (0, "")
    report = json.loads(out)
    stats = Stats.open(data / FILE, Archive.in_data_dir(data))
    assert report["summary"] == stats.summary().to_json()
    assert report["placements"] == {str(k): v for k, v in stats.placements().items()}
    assert [g["game_id"] for g in report["games"]] == [g.game_id for g in stats.net_per_game()]
    assert len(report["patterns"]) >= 44 and report["items"] == []
    assert [(b["ruleset"], b["level"]) for b in report["breakdown"]] == [
        (f.ruleset, f.level) for f, _ in stats.breakdown()
    ]
    assert report["notices"] == []


def test_readable_summary(data: Path, capsys: pytest.CaptureFixture[str], played: list[Played]) -> None:
    status, out, err = run(capsys, "--data-dir", str(data))
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].startswith(f"{len(GAMES)} games (4 finished, 1 abandoned, 0 in progress), ")
    assert lines[2].startswith("placements: 1st ")
    assert any(line.startswith("zj-min5   normal") for line in lines)
    assert "patterns scored: " in out


def test_filters(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--data-dir", str(data), "--json", "--ruleset", "zj-min5")
    report = json.loads(out)
    assert status == 0 and report["summary"]["games"] == 1 and report["filter"]["ruleset"] == "zj-min5"
    assert [b["ruleset"] for b in report["breakdown"]] == ["zj-min5"]
    status, out, _ = run(capsys, "--data-dir", str(data), "--json", "--level", "easy")
    assert status == 0 and json.loads(out)["summary"]["games"] == 3
    status, out, _ = run(capsys, "--data-dir", str(data), "--json", "--ruleset", "british")  # a preset, no games yet
    assert status == 0 and json.loads(out)["summary"]["games"] == 0


def test_an_empty_or_missing_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "never made"
    status, out, err = run(capsys, "--data-dir", str(missing))
    assert (status, err) == (0, "") and out.startswith("No games recorded yet")
    assert not missing.exists()  # a read command does not make the folder
    status, out, _ = run(capsys, "--data-dir", str(missing), "--json")
    assert status == 0 and json.loads(out)["summary"]["games"] == 0


def test_bad_files_are_notices_and_the_statistics_still_show(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (data / FILE).write_bytes(b"garbage" * 100)
    (data / "history" / "broken.json").write_text("{nope")
    status, out, err = run(capsys, "--data-dir", str(data), "--json")
    assert status == 0
    assert json.loads(out)["summary"]["games"] == len(GAMES)
    notices = err.splitlines()
    assert len(notices) == 2 and all(n.startswith("zjgame stats: ") for n in notices)
    assert "broken.json could not be read" in err and "statistics file could not be read" in err


def test_a_data_folder_that_is_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    odd = tmp_path / "data"
    odd.write_text("not a folder")
    status, out, err = run(capsys, "--data-dir", str(odd))
    assert status == 0 and out.startswith("No games recorded yet")
    assert err.startswith("zjgame stats: The game history folder could not be read") and len(err.splitlines()) == 1


@pytest.mark.parametrize("args", [["--level", "expert"], ["--ruleset", "chess"], ["--bogus"]])
def test_bad_arguments_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    status, out, err = run(capsys, "--data-dir", str(tmp_path), *args)
    assert status == 2 and out == "" and err
