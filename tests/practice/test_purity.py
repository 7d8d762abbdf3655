"""zjgame.practice is pure: importing every module of it loads neither pygame nor zjgame.ui."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent

CHECKER = textwrap.dedent(
    """
    import importlib, json, pkgutil, sys
    import zjgame.practice as pkg
    for info in pkgutil.walk_packages(pkg.__path__, "zjgame.practice."):
        importlib.import_module(info.name)
    bad = sorted(m for m in sys.modules if m == "pygame" or m.startswith("pygame.") or m.startswith("zjgame.ui"))
    print(json.dumps(bad))
    """
)


def test_practice_package_never_imports_pygame_or_the_ui() -> None:
    out = subprocess.run([sys.executable, "-c", CHECKER], cwd=ROOT, capture_output=True, text=True, check=True)
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []
