"""The shipped interface fonts draw every character the game shows (issue 16: the Chinese subset grows to cover
the text): build_scripts/make_fonts.py derives the characters from the catalogs and the game's own Chinese
names, and the shipped faces hold every one of them (a translation added without rebuilding the fonts fails
here, as would a character that fell out of the derivation)."""

from __future__ import annotations

import importlib.util
import sys
import types
from pathlib import Path

import pytest

from zjgame.scoring.zj.patterns import ALL_PATTERNS

ROOT = Path(__file__).resolve().parents[2]
ttLib = pytest.importorskip("fontTools.ttLib")


def load_make_fonts() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("zjgame_make_fonts", ROOT / "build_scripts" / "make_fonts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["zjgame_make_fonts"] = module
    spec.loader.exec_module(module)
    return module


M = load_make_fonts()


def test_the_derived_characters_cover_the_catalogs_and_the_games_names() -> None:
    chars = set(M.read_charset())
    assert M.catalog_chars() - {"\n"} <= chars
    assert set("".join(p.name_zh for p in ALL_PATTERNS)) <= chars
    assert set("教學截和出銃阿傑繁體中文") <= chars


@pytest.mark.parametrize("face", [name for _src, name, kind in M.FACES if kind == "ui"])
def test_each_interface_face_holds_every_derived_character(face: str) -> None:
    font = ttLib.TTFont(str(ROOT / "assets" / "fonts" / face))
    cmap = font.getBestCmap()
    missing = sorted(ch for ch in M.read_charset() if ord(ch) not in cmap)
    assert missing == [], f"{face} lacks {''.join(missing)!r}: run build_scripts/make_assets.py --fonts"
