"""Packaging glue: ship the top-level assets/ directory inside the wheel as the package ``zjgame.assets``.

Everything else about the distribution is declared in pyproject.toml. The packages are listed here because
pyproject's ``packages.find`` cannot add a package whose directory (assets/) lies outside the package tree.
``zjgame.ui.assets.asset_path`` finds the files there when the game is installed (not editable).
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["zjgame", "zjgame.*", "ai", "ai.*"]) + ["zjgame.assets"],
    package_dir={"zjgame.assets": "assets"},
    package_data={"*": ["*.json", "*.bin"], "zjgame.assets": ["*", "**/*"]},
)
