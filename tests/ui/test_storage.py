"""Settings and saves on disk: atomic JSON, corrupt files set aside with a notice, never overwritten."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

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
    record = {"format": "zjgame-record/1", "ruleset": "zj", "hands": []}
    assert store.save_game(record)
    assert store.load_game() == record
    store.delete_game()
    assert not store.has_game()


def test_data_dir_override(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ZJGAME_DATA_DIR", str(tmp_path / "here"))
    assert data_dir() == tmp_path / "here"
    assert Storage().root == tmp_path / "here"
