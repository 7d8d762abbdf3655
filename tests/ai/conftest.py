"""Fixtures of the computer players' tests."""

from __future__ import annotations

import importlib.util
import sys
import types
from collections.abc import Callable
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture
def benchmark_script(monkeypatch) -> Callable[[str], types.ModuleType]:
    """Loads ``benchmarks/<name>.py`` as a module; the scripts put benchmarks/ on ``sys.path``, and the module is
    registered in ``sys.modules``, both undone after."""
    monkeypatch.setattr(sys, "path", list(sys.path))

    def load(name: str) -> types.ModuleType:
        spec = importlib.util.spec_from_file_location(f"{name}_under_test", BENCHMARKS / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        # registered while it runs (a dataclass looks its module up), removed after the test
        monkeypatch.setitem(sys.modules, spec.name, module)
        spec.loader.exec_module(module)
        return module

    return load
