"""The compiled core (ai/native.py): the freshness check that keeps stale compiled code from running, the switch
that turns it off, and the same play both ways (issue 13: same decisions, less time).

The suite itself runs as pure Python (tests/conftest.py); the play tests run ``zjgame simulate`` in fresh
processes, once on the compiled core and once pure, and need a fresh core (build_scripts/compile_core.py). Without
one they skip, unless ``ZJGAME_NATIVE_REQUIRED=1`` (CI builds the core first and sets it): then they fail.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ai import native

LIB = "0123456789abcdef0123__mypyc"


def make_core(tmp_path: Path) -> tuple[Path, Path]:
    """A fake checkout (one line of source per compiled module) and a core built from it, fresh by its manifest."""
    root, core = tmp_path / "root", tmp_path / "core"
    for module in native.COMPILED:
        src = native.source_file(root, module)
        src.parent.mkdir(parents=True, exist_ok=True)
        src.write_text(f"NAME = {module!r}\n", encoding="utf-8")
    core.mkdir()
    for module in native.COMPILED:
        native.native_file(core, module).write_bytes(b"\x7fELF")
    (core / f"{LIB}{native.suffix()}").write_bytes(b"\x7fELF")
    write_manifest(core, native.manifest_for(root, LIB))
    return root, core


def write_manifest(core: Path, data: Any) -> None:
    (core / native.MANIFEST).write_text(json.dumps(data), encoding="utf-8")


def test_a_fresh_core_checks(tmp_path: Path) -> None:
    root, core = make_core(tmp_path)
    assert native.check(core, root) is None


def test_an_edited_module_makes_the_core_stale(tmp_path: Path) -> None:
    root, core = make_core(tmp_path)
    src = native.source_file(root, "ai.ev.outlook")
    src.write_text(src.read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")
    problem = native.check(core, root)
    assert problem is not None and "ai.ev.outlook changed" in problem and "compile_core.py" in problem


def test_the_frozen_check_skips_the_digests_not_the_files(tmp_path: Path) -> None:
    root, core = make_core(tmp_path)
    native.source_file(root, "ai.shanten").unlink()  # the executable ships no sources
    assert native.check(core, root) == "the source of ai.shanten is missing"
    assert native.check(core, root, frozen=True) is None
    native.native_file(core, "ai.shanten").unlink()
    assert native.check(core, root, frozen=True) == "the compiled core lacks ai.shanten"


def test_no_core_is_reported(tmp_path: Path) -> None:
    problem = native.check(tmp_path / "nowhere", tmp_path)
    assert problem is not None and problem.startswith("no compiled core")


@pytest.mark.parametrize(
    ("breakage", "expected"),
    [
        (lambda core, m: (core / native.MANIFEST).write_text("{not json", encoding="utf-8"), "unreadable"),
        (lambda core, m: write_manifest(core, [m]), "not an object"),
        (lambda core, m: write_manifest(core, {**m, "suffix": ".cpython-27.so"}), "built for .cpython-27.so"),
        (lambda core, m: write_manifest(core, {**m, "lib": "../../evil"}), "is not a module name"),
        (lambda core, m: write_manifest(core, {k: v for k, v in m.items() if k != "lib"}), "lacks suffix, lib"),
        (lambda core, m: write_manifest(core, {**m, "modules": {"ai.memo": "x"}}), "other modules"),
        (lambda core, m: write_manifest(core, {**m, "modules": {**m["modules"], "ai.memo": 3}}), "malformed"),
        (lambda core, m: (core / f"{LIB}{native.suffix()}").unlink(), "library"),
    ],
    ids=["json", "object", "interpreter", "lib-name", "no-lib", "modules", "digest", "lib-file"],
)
def test_a_broken_core_is_reported_not_loaded(tmp_path: Path, breakage: Any, expected: str) -> None:
    root, core = make_core(tmp_path)
    manifest = json.loads((core / native.MANIFEST).read_text(encoding="utf-8"))
    breakage(core, manifest)
    problem = native.check(core, root)
    assert problem is not None and expected in problem


def test_a_core_that_will_not_load_leaves_the_players_pure(tmp_path: Path) -> None:
    root, core = make_core(tmp_path)  # fresh by its manifest, but its files are not libraries
    hooks = list(sys.meta_path)
    status = native.load(core, root)
    assert not status.active and status.core == "python"
    assert "would not load" in status.reason
    assert sys.meta_path == hooks and LIB not in sys.modules


def _status_in_fresh_process(env: dict[str, str]) -> tuple[str, str]:
    code = "from ai import native; s = native.status(); print(s.core); print(s.reason)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60, check=True)
    core, reason = done.stdout.splitlines()[:2]
    return core, reason


def test_the_switch_turns_the_core_off() -> None:
    env = {**os.environ, native.PURE_ENV: "1"}
    assert _status_in_fresh_process(env) == ("python", f"{native.PURE_ENV}=1")


# --- the same play both ways ---------------------------------------------------------------------------------

_TIMING = ("core",)


def _strip_timing(value: Any) -> Any:
    """The summary less what differs between two runs of the same walls: times, and the core's own name."""
    if isinstance(value, dict):
        return {
            k: _strip_timing(v)
            for k, v in value.items()
            if not (k.endswith("second") or k.endswith("seconds") or "_ms" in k or k in _TIMING)
        }
    if isinstance(value, list):
        return [_strip_timing(v) for v in value]
    return value


def _simulate(args: list[str], pure: bool) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if k != native.PURE_ENV}
    if pure:
        env[native.PURE_ENV] = "1"
    done = subprocess.run(
        [sys.executable, "-m", "zjgame", "simulate", *args, "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result


@pytest.fixture(scope="module")
def fresh_core() -> None:
    problem = native.check()
    if problem is None:
        return
    if os.environ.get("ZJGAME_NATIVE_REQUIRED") == "1":
        pytest.fail(f"ZJGAME_NATIVE_REQUIRED=1 but {problem}")
    pytest.skip(f"no fresh compiled core: {problem}")


@pytest.mark.slow
@pytest.mark.parametrize(
    "args",
    [
        "--hands 12 --seed 36001 --players hard,hard,hard,hard --duplicate".split(),
        "--hands 8 --seed 36002 --ruleset british --players hard,normal,easy,baseline".split(),
        "--hands 8 --seed 36003 --ruleset zen-koan --players hard,hard-v1,normal,baseline".split(),
        "--hands 8 --seed 36004 --ruleset zj-min5 --players hard,normal,hard,easy --jobs 2".split(),
    ],
    ids=["zj-hard", "british-mixed", "zen-koan-yardstick", "zj-min5-jobs"],
)
def test_the_compiled_core_plays_exactly_as_pure_python(fresh_core: None, args: list[str]) -> None:
    compiled, pure = _simulate(args, pure=False), _simulate(args, pure=True)
    assert (compiled["core"], pure["core"]) == ("native", "python")
    assert compiled["exceptions"] == 0 and compiled["invariant_violations"] == 0
    assert _strip_timing(compiled) == _strip_timing(pure)
    assert compiled["hands"] > 0 and any(p["win_rate"] > 0 for p in compiled["players"])
