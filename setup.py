"""Packaging glue: ship the top-level assets/ directory inside the wheel as the package ``zjgame.assets``.

Everything else about the distribution is declared in pyproject.toml. The packages are listed here because
pyproject's ``packages.find`` cannot add a package whose directory (assets/) lies outside the package tree.
Each asset folder is declared as a (data-only) package of its own, so setuptools ships its files without
taking it for a namespace package it was not told about. ``zjgame.ui.assets.asset_path`` finds the files
there when the game is installed (not editable).
"""

from pathlib import Path

from setuptools import find_packages, setup

HERE = Path(__file__).resolve().parent
ASSET_DIRS = sorted(
    {p.parent.relative_to(HERE / "assets").as_posix() for p in (HERE / "assets").rglob("*") if p.is_file()}
)
ASSET_PACKAGES = ["zjgame.assets" + ("" if d == "." else "." + d.replace("/", ".")) for d in ASSET_DIRS]

setup(
    packages=find_packages(include=["zjgame", "zjgame.*", "ai", "ai.*"]) + ASSET_PACKAGES,
    package_dir={"zjgame.assets": "assets"},
    # "" = every package (ai/data/suit_shanten.bin); the asset packages take every file they hold.
    # zjgame/locale/<lang>/LC_MESSAGES/zjgame.mo: the compiled translations (zjgame.i18n), plain data of zjgame
    package_data={
        "": ["*.json", "*.bin"],
        "zjgame": ["locale/*/LC_MESSAGES/*.mo"],
        **{name: ["*"] for name in ASSET_PACKAGES},
    },
)
