"""Assets: the locator, the shipped fonts (CJK glyphs present), the sound files and the silent-safe player."""

from __future__ import annotations

import os
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest

from zjgame.ui import assets, sound

pytestmark = pytest.mark.ui
REPO = Path(__file__).resolve().parents[2]


def render(fnt: pygame.font.Font, text: str) -> bytes:
    return pygame.image.tobytes(fnt.render(text, True, (0, 0, 0), (255, 255, 255)), "RGB")


def test_locator_finds_the_source_checkout_assets() -> None:
    assert assets.assets_root() == REPO / "assets"
    assert assets.asset_path("fonts/charset.txt").is_file()
    with pytest.raises(assets.AssetNotFoundError, match="nope.wav"):
        assets.asset_path("sounds/nope.wav")


def test_locator_prefers_a_pyinstaller_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.asset_roots()[0] == tmp_path / "assets"


@pytest.mark.parametrize("bold", [False, True])
def test_fonts_render_every_listed_character(bold: bool) -> None:
    fnt = assets.font(24, bold)
    missing_a, missing_b = render(fnt, "\u0e01"), render(fnt, "\u0e02")  # Thai: not in the subset
    assert missing_a == missing_b  # both are the .notdef box
    charset = (REPO / "assets" / "fonts" / "charset.txt").read_text(encoding="utf-8")
    chars = {ch for line in charset.splitlines() if not line.startswith("#") for ch in line if not ch.isspace()}
    assert {"萬", "發", "東", "門", "寶", "燈", "莊", "✓", "×"} <= chars
    absent = [ch for ch in sorted(chars) if render(fnt, ch) == missing_a]
    assert absent == []
    assert fnt.size("萬")[0] > 0 and fnt.size("Hello")[0] > 0


def test_every_pattern_name_and_tile_name_is_in_the_font_subset() -> None:
    # The score panel, rules screen and calculator show every pattern's Chinese name (Zen Koan's included).
    from zjgame.rules.tiles import Tile
    from zjgame.scoring.zj import ALL_PATTERNS

    charset = (REPO / "assets" / "fonts" / "charset.txt").read_text(encoding="utf-8")
    shown = "".join(p.name_zh for p in ALL_PATTERNS) + "".join(t.name_zh for t in Tile)
    assert sorted({ch for ch in shown if not ch.isascii() and ch not in charset}) == []


def test_tile_font_has_the_tile_characters() -> None:
    fnt = assets.tile_font(30)
    missing = render(fnt, "\u0e01")
    for ch in "一二三四五六七八九萬東南西北中發梅蘭菊竹春夏秋冬":
        assert render(fnt, ch) != missing, ch


def test_fonts_are_small() -> None:
    total = sum(p.stat().st_size for p in (REPO / "assets" / "fonts").glob("*.otf"))
    assert total < 1_000_000


@pytest.mark.parametrize("name", sound.SOUND_NAMES)
def test_sound_files_are_short_audible_mono_wavs(name: str) -> None:
    path = assets.asset_path(f"sounds/{name}.wav")
    assert path.stat().st_size < 50_000
    with wave.open(str(path)) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 22050)
        frames = wav.readframes(wav.getnframes())
    samples = memoryview(frames).cast("h")
    assert len(samples) > 22050 * 0.02
    assert max(abs(s) for s in samples) > 5000


def test_sound_player_is_silent_without_an_audio_device(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    player = sound.SoundPlayer()
    assert not player.available
    assert player.play("win") is False
    player.volume = 0.3
    assert player.volume == 0.3


def test_sound_player_volume_and_mute() -> None:
    player = sound.SoundPlayer(volume=2.0)
    assert player.volume == 1.0
    if player.available:  # the dummy audio driver opens a mixer
        assert player.play("discard") is True
    assert player.toggle_mute() is True
    assert player.play("discard") is False
    with pytest.raises(ValueError, match="boom"):
        player.play("boom")


def test_icon_files() -> None:
    icon = pygame.image.load(str(assets.asset_path("icon.png")))
    assert icon.get_size() == (256, 256)
    data = assets.asset_path("icon.ico").read_bytes()
    assert data[:4] == b"\x00\x00\x01\x00" and int.from_bytes(data[4:6], "little") >= 4
    assert b"\x89PNG" in data


def test_every_asset_has_a_licence_entry() -> None:
    licences = (REPO / "assets" / "LICENSES.md").read_text(encoding="utf-8")
    for path in (REPO / "assets").rglob("*"):
        if path.is_file():
            assert f"`{path.relative_to(REPO / 'assets').as_posix()}`" in licences, path


def test_the_wheel_ships_every_asset_and_the_shanten_table(tmp_path: Path) -> None:
    """Build the real wheel (as ``pip install .`` does) and look inside: the top-level assets/ as
    ``zjgame/assets`` and the ai package's data file. (Asking setuptools for its file list without building
    was not enough: it listed ai/data/suit_shanten.bin while the built wheel left it out.)"""
    import shutil
    import zipfile

    # A clean copy of the sources: setuptools would otherwise reuse a stale build/lib of the checkout.
    src = tmp_path / "src"
    junk = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", "docs")
    shutil.copytree(REPO, src, ignore=junk)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", str(tmp_path), str(src)],
        check=True,
        capture_output=True,
        env={**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"},
    )
    (wheel,) = tmp_path.glob("zjgame-*.whl")
    packaged = set(zipfile.ZipFile(wheel).namelist())
    shipped = {
        f"zjgame/assets/{p.relative_to(REPO / 'assets').as_posix()}"
        for p in (REPO / "assets").rglob("*")
        if p.is_file()
    }
    assert {"zjgame/assets/fonts/NotoSansCJKtc-Regular-subset.otf", "zjgame/assets/sounds/win.wav"} <= shipped
    assert shipped <= packaged
    assert "ai/data/suit_shanten.bin" in packaged
    assert not any(name.startswith(("tests/", "benchmarks/", "build_scripts/")) for name in packaged)
