"""Fuzz: corrupt settings and saves through the real storage layer (issue 17). Whatever the bytes, loading never
raises; the file is either used as it is (left in place, no notice) or moved aside byte-identical with exactly
one notice; loaded settings are always in range; a save the storage layer accepts is one the game resumes.
Bounded for CI; the longer form is ``benchmarks/fuzz_io.py storage --count N``."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import fields
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine.game_records import play_game
from tests.fuzz.mutations import Mutation, apply_all, mutations
from zjgame.rules.ruleset import RULESETS, ZJ
from zjgame.ui.storage import ANIMATION_SPEEDS, SAVE_FILE, SETTINGS_FILE, STRENGTHS, Settings, Storage

SETTINGS_BASE = json.dumps(
    {"computer_delay": 1.0, "animation_speed": "fast", "claim_countdown": 10, "volume": 0.5, "hands": 8}, indent=1
).encode("utf-8")
SAVE_BASE = json.dumps(play_game(ZJ, 1, seed=9, then=12), indent=1).encode("utf-8")
FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FUZZ_SAVES = settings(FUZZ, max_examples=150)  # each accepted save is also resumed by the game's controller
FUZZ_BYTES = settings(FUZZ, max_examples=100)


def _outcome(folder: Path, name: str, before: bytes, notices: list[str]) -> bool:
    """True when the file was used in place; otherwise assert it was set aside byte-identical with one notice."""
    aside = [p for p in folder.iterdir() if p.name.startswith(name + ".corrupt-")]
    if (folder / name).exists():
        assert (folder / name).read_bytes() == before and aside == [] and notices == []
        return True
    assert len(aside) == 1 and aside[0].read_bytes() == before
    assert len(notices) == 1 and aside[0].name in notices[0] and len(notices[0]) < 500
    return False


def check_settings(data: bytes, folder: Path) -> bool:
    (folder / SETTINGS_FILE).write_bytes(data)
    store = Storage(folder)
    loaded = store.load_settings()
    for f in fields(Settings):
        assert type(getattr(loaded, f.name)) is type(getattr(Settings(), f.name)), f.name
    assert 0.0 <= loaded.computer_delay <= 3.0 and 0.0 <= loaded.volume <= 1.0
    assert 0 <= loaded.claim_countdown <= 60 and loaded.hands in (4, 8, 16)
    assert loaded.animation_speed in ANIMATION_SPEEDS and loaded.strength in STRENGTHS
    assert loaded.ruleset in RULESETS
    return _outcome(folder, SETTINGS_FILE, data, store.notices)


def check_save(data: bytes, folder: Path) -> bool:
    from zjgame.ui.controller import GameController

    (folder / SAVE_FILE).write_bytes(data)
    store = Storage(folder)
    loaded = store.load_game()
    used = _outcome(folder, SAVE_FILE, data, store.notices)
    assert used == (loaded is not None)
    if loaded is not None:  # what the storage layer lets through, the game resumes
        GameController.from_record(loaded, threaded=False).close()
    return used


@FUZZ
@given(mutations())
def test_mutated_settings_never_crash_and_are_kept_or_set_aside(ms: list[Mutation]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        check_settings(apply_all(SETTINGS_BASE, ms), Path(folder))


@FUZZ_BYTES
@given(st.binary(max_size=300))
def test_random_bytes_as_settings(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        check_settings(data, Path(folder))


@FUZZ_SAVES
@given(mutations())
def test_mutated_saves_never_crash_and_are_resumable_or_set_aside(ms: list[Mutation]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        check_save(apply_all(SAVE_BASE, ms), Path(folder))


def test_the_unmutated_files_are_used_in_place() -> None:
    with tempfile.TemporaryDirectory() as folder:
        assert check_settings(SETTINGS_BASE, Path(folder))
        assert check_save(SAVE_BASE, Path(folder))
        assert sorted(os.listdir(folder)) == [SAVE_FILE, SETTINGS_FILE]
