"""The language setting (issue 16): the default comes from the system's locale (Traditional Chinese for
Taiwan, Hong Kong, Macau or the Hant script, English for everything else); the setting is kept in the settings
file, applied at start-up before the first scene reads its text, and applied at once when changed (every scene
on the stack re-reads its text), and English comes back exactly as before."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tests.ui.game_helpers import key, make_app, step
from zjgame import i18n
from zjgame.ui.routes import Push
from zjgame.ui.storage import Settings, Storage


@pytest.mark.parametrize(
    ("tag", "expected"),
    [
        ("zh_TW.UTF-8", "zh_TW"),
        ("zh_HK", "zh_TW"),
        ("zh_MO.utf8", "zh_TW"),
        ("zh-Hant", "zh_TW"),
        ("zh-Hant-CN", "zh_TW"),
        ("zh_TW@radical", "zh_TW"),
        ("Chinese (Traditional)_Taiwan", "zh_TW"),
        ("Chinese (Simplified)_China", None),
        ("zh_CN.UTF-8", None),
        ("zh-Hans-HK", "zh_TW"),  # a Hong Kong region reads Traditional in this game (the region decides)
        ("zh", None),
        ("en_GB.UTF-8", "en"),
        ("fr_FR", None),
        ("C", None),
        ("POSIX", None),
        ("", None),
    ],
)
def test_locale_names_map_to_the_games_languages(tag: str, expected: str | None) -> None:
    assert i18n.match_language(tag) == expected


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "zh_TW.UTF-8"}, "zh_TW"),
        ({"LANG": "zh_HK.UTF-8"}, "zh_TW"),
        ({"LANG": "zh_CN.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LC_ALL": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"}, "zh_TW"),  # LC_ALL wins over LANG
        ({"LC_ALL": "C", "LANG": "zh_TW.UTF-8"}, "en"),
        ({"LC_MESSAGES": "zh_HK.UTF-8", "LANG": "en_US.UTF-8"}, "zh_TW"),
        ({"LANGUAGE": "fr:zh_TW:en", "LANG": "fr_FR.UTF-8"}, "zh_TW"),  # the first language we have
        ({"LANGUAGE": "fr", "LANG": "zh_TW.UTF-8"}, "zh_TW"),  # nothing we have in LANGUAGE: on to LANG
        ({"LANGUAGE": "en", "LANG": "zh_TW.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_system_language_is_read_as_gettext_reads_it(env: dict[str, str], expected: str) -> None:
    assert i18n.system_language(env, "linux") == expected


def test_macos_and_windows_use_the_users_first_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_mac_languages", lambda: ["zh-Hant-TW", "en-US"])
    assert i18n.system_language({}, "darwin") == "zh_TW"
    monkeypatch.setattr(i18n, "_mac_languages", lambda: ["ja-JP", "zh-Hant-TW"])
    assert i18n.system_language({}, "darwin") == "en"
    monkeypatch.setattr(i18n, "_windows_language", lambda: "zh_HK")
    assert i18n.system_language({}, "win32") == "zh_TW"
    assert i18n.system_language({"LANG": "en_US"}, "win32") == "en"  # a variable set by the user comes first


def test_the_macos_language_list_is_read() -> None:
    out = '(\n    "zh-Hant-TW",\n    "en-TW",\n    en\n)\n'
    assert i18n.parse_apple_languages(out) == ["zh-Hant-TW", "en-TW", "en"]
    assert i18n.parse_apple_languages("") == []


def test_the_setting_is_kept_and_a_bad_value_falls_back_to_the_system() -> None:
    assert Settings().language == ""
    assert Settings.from_json({"language": "zh_TW"}).language == "zh_TW"
    assert Settings.from_json({"language": "en"}).language == "en"
    for bad in ("klingon", 5, None, ["zh_TW"]):
        assert Settings.from_json({"language": bad}).language == ""


def _settings_file(folder: Path, **values: object) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text(json.dumps(values), encoding="utf-8")


def _labels(app) -> list[str]:  # type: ignore[no-untyped-def]
    return [b.label for b in app.top.buttons if not b.name.startswith("offer")]  # (the newcomer's offer goes)


def test_the_game_starts_in_the_language_of_the_settings(tmp_path: Path) -> None:
    _settings_file(tmp_path, language="zh_TW")
    app = make_app(tmp_path)
    assert i18n.language() == "zh_TW"
    app.go(Push("title"))
    step(app)
    assert "教學" in _labels(app)
    assert pygame.display.get_caption()[0] == "中庸麻雀"


def test_the_game_starts_in_the_systems_language_when_none_is_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "zh_HK")
    make_app(tmp_path)
    assert i18n.language() == "zh_TW"
    monkeypatch.setenv("LANGUAGE", "en_AU")
    make_app(tmp_path / "other")
    assert i18n.language() == "en"


def test_changing_the_language_applies_at_once_to_every_scene_and_is_saved(tmp_path: Path) -> None:
    _settings_file(tmp_path, language="en")
    app = make_app(tmp_path)
    app.go(Push("title"))
    step(app)
    english = _labels(app)
    assert "Tutorial" in english
    key(app, pygame.K_s)
    assert app.top is not None and app.top.name == "settings"
    row = next(r for r in app.top.rows if r.key == "language")
    assert (row.label, row.value) == ("Language", "en")
    key(app, pygame.K_g)  # cycles the language row
    assert i18n.language() == "zh_TW" and app.settings.language == "zh_TW"
    row = next(r for r in app.top.rows if r.key == "language")
    assert (row.label, row.value) == ("語言", "zh_TW")  # the settings scene itself, in Chinese at once
    beneath = app.scenes[-2]
    assert "教學" in [b.label for b in beneath.buttons]  # the title beneath re-read its text
    step(app)
    app.storage.flush()
    assert Storage(tmp_path).load_settings().language == "zh_TW"
    key(app, pygame.K_g)
    assert i18n.language() == "en"
    key(app, pygame.K_ESCAPE)
    assert app.top is not None and app.top.name == "title"
    assert _labels(app) == english  # English exactly as before
