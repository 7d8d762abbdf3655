"""The installed game finds its translations: the compiled catalog is package data of ``zjgame`` (setup.py), so
the wheel (what ``pip install .`` installs) carries it, a fresh interpreter that imports the installed package
reads Chinese from it, and PyInstaller's collection of the package's data (build_scripts/zjgame.spec) takes it
into the executable. The editable install and the source checkout read it in place (every other test)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MO = "zjgame/locale/zh_TW/LC_MESSAGES/zjgame.mo"

CHILD = """
import sys
sys.path.insert(0, sys.argv[1])
import zjgame.i18n as i18n
assert i18n.__file__.startswith(sys.argv[1]), i18n.__file__
print(i18n.set_language("zh_TW"), i18n._("Tutorial"), i18n.pgettext("tile", "Red Dragon"))
"""


@pytest.mark.slow
def test_the_installed_wheel_reads_the_catalog(tmp_path: Path) -> None:
    src = tmp_path / "src"
    junk = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", "docs")
    shutil.copytree(ROOT, src, ignore=junk)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", str(tmp_path), str(src)],
        check=True,
        capture_output=True,
        env={**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"},
    )
    (wheel,) = tmp_path.glob("zjgame-*.whl")
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as zf:
        assert MO in zf.namelist()
        zf.extractall(site)  # a pure-Python wheel installs by unpacking
    # -S: no site-packages, so neither the editable install nor the checkout can answer instead
    result = subprocess.run(
        [sys.executable, "-S", "-c", CHILD, str(site)], cwd=tmp_path, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["zh_TW", "教學", "紅中"]


def test_pyinstaller_collects_the_catalog_with_the_package_data() -> None:
    hooks = pytest.importorskip("PyInstaller.utils.hooks")
    collected = hooks.collect_data_files("zjgame", excludes=["assets", "assets/**"])  # as the spec asks
    assert (str(ROOT / MO), str(Path(MO).parent)) in [(src, dest) for src, dest in collected]
