"""The pure packages never load pygame or the UI, nor anything outside the standard library
(docs/architecture.md#layers: dependencies point ui -> ai -> engine -> scoring -> rules; the core runs headless, in
`simulate` and in tests).

Each check imports every module of the pure packages in a fresh interpreter and looks at ``sys.modules``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import warnings
from pathlib import Path

import pytest

PURE_PACKAGES = (
    "zjgame.rules",
    "zjgame.scoring",
    "zjgame.engine",
    "ai",
    "zjgame.history",
    "zjgame.i18n",
    "zjgame.names",
    "zjgame.safe_read",
    "zjgame.tutorial",
)
ROOT = Path(__file__).resolve().parent.parent

# Runs in a child interpreter: import each package and all its submodules, and name the first module whose
# import brought in pygame, zjgame.ui or another non-standard-library package.
CHECKER = textwrap.dedent(
    """
    import importlib, json, pkgutil, sys

    BASELINE = set(sys.modules)  # what the interpreter loaded at start-up (site, .pth hooks)
    OURS = {"zjgame", "ai"} | {root.partition(".")[0] for root in sys.argv[1:]}

    def forbidden():  # pygame, the UI, and anything else outside the standard library and our own packages
        found = set()
        for m in sys.modules:
            top = m.partition(".")[0]
            if m == "zjgame.ui" or m.startswith("zjgame.ui."):
                found.add(m)
            elif m not in BASELINE and top not in OURS and top not in sys.stdlib_module_names:
                found.add(top)
        return sorted(found)

    imported, culprits, errors = [], {}, {}

    def load(name):
        before = set(forbidden())
        try:
            module = importlib.import_module(name)
        except Exception as err:  # a broken module is other tests' business; what it loaded still counts
            errors[name] = f"{type(err).__name__}: {err}"
            module = None
        else:
            imported.append(name)
        new = {m for m in forbidden() if m not in before}
        if new:
            culprits[name] = sorted(new)
        return module

    for root in sys.argv[1:]:
        package = load(root)
        for info in pkgutil.walk_packages(getattr(package, "__path__", []), root + "."):
            if not info.name.endswith(".__main__"):  # importing it would run a program
                load(info.name)
    print(json.dumps({"imported": imported, "culprits": culprits, "errors": errors, "forbidden": forbidden()}))
    """
)


def run_checker(packages: tuple[str, ...], extra_path: Path | None = None) -> dict:
    cmd = [sys.executable, "-c", CHECKER, *packages]
    env = None
    if extra_path is not None:
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(extra_path), str(ROOT)]))
    result = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, env=env, check=False)
    assert result.returncode == 0, f"importing {packages} failed:\n{result.stderr}"
    return json.loads(result.stdout.splitlines()[-1])


@pytest.fixture(scope="module")
def report() -> dict:
    return run_checker(PURE_PACKAGES)


def test_pure_packages_load_no_pygame_no_ui_and_only_the_standard_library(report: dict) -> None:
    assert set(PURE_PACKAGES) <= set(report["imported"])
    if report["errors"]:
        warnings.warn(f"pure modules that failed to import (not checked for purity): {report['errors']}", stacklevel=1)
    assert report["culprits"] == {}, (
        "pure modules whose import (directly or through what they import) loads pygame, zjgame.ui or a package "
        f"outside the standard library: {report['culprits']}"
    )
    assert report["forbidden"] == []


def test_every_submodule_is_checked(report: dict) -> None:
    # The walk must reach the modules on disk, not just the package __init__ files.
    on_disk = {
        ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for package in ("zjgame/rules", "zjgame/scoring", "zjgame/engine", "ai", "zjgame/history", "zjgame/tutorial")
        for path in (ROOT / package).rglob("*.py")
        if path.name not in ("__init__.py", "__main__.py") and "__pycache__" not in path.parts
    }
    on_disk.add("zjgame.safe_read")  # a pure module at the top of zjgame (the safe reader, issue 17)
    assert on_disk <= set(report["imported"]) | set(report["errors"])


@pytest.mark.parametrize(
    ("line", "reported"),
    [("import pygame", "pygame"), ("import platformdirs", "platformdirs"), ("import zjgame.ui", "zjgame.ui")],
)
def test_checker_catches_a_pure_module_that_imports_outside_the_core(tmp_path: Path, line: str, reported: str) -> None:
    # The check itself can fail: a module two levels down in a package is named as the culprit.
    package = tmp_path / "fakepure"
    (package / "inner").mkdir(parents=True)
    (package / "__init__.py").write_text('"""A stand-in pure package."""\n')
    (package / "inner" / "__init__.py").write_text("")
    (package / "inner" / "drawing.py").write_text(line + "\n")
    caught = run_checker(("fakepure",), extra_path=tmp_path)
    assert list(caught["culprits"]) == ["fakepure.inner.drawing"]
    assert reported in caught["culprits"]["fakepure.inner.drawing"]
