"""The packaged game (docs/packaging.md): spec, build driver, frozen entry point and release workflow.

Fast checks run without PyInstaller doing any work: the spec is executed against stand-ins for PyInstaller's
build classes, so what it would bundle can be inspected per platform. The real build and smoke test is one
slow test, run only with ZJGAME_BUILD_TEST=1 (it takes about a minute and writes build/ and dist/).
"""

from __future__ import annotations

import ast
import importlib.util
import os
import re
import shlex
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "build_scripts"
SPEC = SCRIPTS / "zjgame.spec"
ENTRY = SCRIPTS / "entry.py"
BUILD = SCRIPTS / "build.py"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def load_script(path: Path, name: str) -> types.ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the class is being made
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def build_py() -> types.ModuleType:
    return load_script(BUILD, "zjgame_build_script")


class Recorder:
    """Stands in for one PyInstaller build class: records each call's arguments."""

    def __init__(self, kind: str, calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]]) -> None:
        self.kind, self.calls = kind, calls

    def __call__(self, *args: Any, **kwargs: Any) -> types.SimpleNamespace:
        self.calls.append((self.kind, args, kwargs))
        return types.SimpleNamespace(scripts=["scripts"], binaries=["binaries"], datas=["datas"], pure=["pure"])


def run_spec(monkeypatch: pytest.MonkeyPatch, platform: str, workpath: Path) -> dict[str, list[dict[str, Any]]]:
    """Execute the spec as PyInstaller would on ``platform``; returns the recorded calls by class."""
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package, **kw: [f"{package}.<all submodules>"]  # type: ignore[attr-defined]
    hooks.collect_data_files = lambda package, **kw: [(f"{package}/<data>", package)]  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "platform", platform)
    calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []
    namespace = {"SPECPATH": str(SCRIPTS), "workpath": str(workpath), "__name__": "__main__", "__file__": str(SPEC)}
    for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        namespace[kind] = Recorder(kind, calls)
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    by_kind: dict[str, list[dict[str, Any]]] = {}
    for kind, args, kwargs in calls:
        by_kind.setdefault(kind, []).append({"args": args, **kwargs})
    return by_kind


def test_spec_is_python_and_names_entry_point_and_assets() -> None:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    strings = {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)}
    assert {"entry.py", "assets", "zjgame", "ai"} <= strings


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_spec_bundles_entry_point_every_module_and_the_assets(
    monkeypatch: pytest.MonkeyPatch, platform: str, tmp_path: Path
) -> None:
    calls = run_spec(monkeypatch, platform, tmp_path)
    (analysis,) = calls["Analysis"]
    assert [Path(p) for p in analysis["args"][0]] == [ENTRY]
    # Subcommands are imported by name at run time, so every module of both packages must be listed.
    assert {"zjgame.<all submodules>", "ai.<all submodules>"} <= set(analysis["hiddenimports"])
    assert ("ai/<data>", "ai") in analysis["datas"]
    assert (str(ROOT / "assets"), "assets") in analysis["datas"]
    assert {"tkinter", "unittest", "pytest", "hypothesis", "mahjong", "numpy"} <= set(analysis["excludes"])


@pytest.mark.parametrize("fresh", [True, False])
def test_spec_ships_the_compiled_core_only_when_fresh(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fresh: bool
) -> None:
    from ai import native

    core = tmp_path / "_native"
    core.mkdir()
    built = {f"{m}{native.suffix()}" for m in native.COMPILED} | {f"abc__mypyc{native.suffix()}"}
    for name in built:
        (core / name).write_bytes(b"")
    (core / native.MANIFEST).write_text("{}", encoding="utf-8")
    monkeypatch.setattr(native, "NATIVE_DIR", core)
    monkeypatch.setattr(native, "check", lambda *a, **kw: None if fresh else "stale")
    (analysis,) = run_spec(monkeypatch, "linux", tmp_path)["Analysis"]
    manifest = (str(core / native.MANIFEST), "ai/_native")
    if fresh:  # every module and the shared library, where ai.native looks for them in the bundle
        assert sorted(analysis["binaries"]) == sorted((str(core / name), "ai/_native") for name in built)
        assert manifest in analysis["datas"]
    else:
        assert analysis["binaries"] == [] and manifest not in analysis["datas"]


def test_spec_makes_the_products_build_py_expects(
    monkeypatch: pytest.MonkeyPatch, build_py: types.ModuleType, tmp_path: Path
) -> None:
    linux = run_spec(monkeypatch, "linux", tmp_path)
    (exe,) = linux["EXE"]
    assert exe["name"] == build_py.products("linux").game.name == "zjgame"
    assert ["binaries"] in exe["args"], "Linux build must be one file (binaries inside the executable)"
    assert exe["console"] is True and "COLLECT" not in linux

    windows = run_spec(monkeypatch, "win32", tmp_path)
    by_name = {e["name"]: e for e in windows["EXE"]}
    products = build_py.products("win32")
    assert by_name[products.game.stem]["console"] is False  # the windowed game
    assert by_name[products.cli.stem]["console"] is True  # the command-line tools
    if (ROOT / "assets" / "icon.ico").is_file():
        assert by_name[products.game.stem]["icon"] == [str(ROOT / "assets" / "icon.ico")]

    mac = run_spec(monkeypatch, "darwin", tmp_path)
    (bundle,) = mac["BUNDLE"]
    assert bundle["name"] == build_py.products("darwin").shipped[0].name == "zjgame.app"
    assert mac["EXE"][0]["name"] == build_py.products("darwin").game.name


def test_excluded_modules_are_not_imported_by_the_game(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # Excluding a module that zjgame or ai imports would break the executable only at run time.
    excludes = set(run_spec(monkeypatch, sys.platform, tmp_path)["Analysis"][0]["excludes"])
    imported: dict[str, str] = {}
    for package in ("zjgame", "ai"):
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = []
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    names = [node.module]
                for name in names:
                    imported.setdefault(name, str(path.relative_to(ROOT)))
    clashes = {
        name: where
        for name, where in imported.items()
        if any(name == ex or name.startswith(ex + ".") for ex in excludes)
    }
    assert clashes == {}, f"the spec excludes modules the game imports: {clashes}"


@pytest.mark.skipif(not (ROOT / "assets" / "icon.png").is_file(), reason="no icon in assets/")
def test_mac_app_gets_an_icns_icon_made_from_the_assets(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (bundle,) = run_spec(monkeypatch, "darwin", tmp_path)["BUNDLE"]
    (icon,) = bundle["icon"]
    data = Path(icon).read_bytes()
    assert data[:4] == b"icns" and int.from_bytes(data[4:8], "big") == len(data)
    kinds, pos = {}, 8
    while pos < len(data):
        kind, length = data[pos : pos + 4], int.from_bytes(data[pos + 4 : pos + 8], "big")
        kinds[kind] = data[pos + 8 : pos + length]
        pos += length
    assert pos == len(data)
    assert b"ic08" in kinds  # the 256 px image Finder and the Dock use
    assert all(png.startswith(b"\x89PNG") for png in kinds.values())


def test_hidden_imports_reach_the_subcommands() -> None:
    hooks = pytest.importorskip("PyInstaller.utils.hooks")
    found = set(hooks.collect_submodules("zjgame"))
    commands = {
        f"zjgame.commands.{p.stem}" for p in (ROOT / "zjgame" / "commands").glob("*.py") if p.stem != "__init__"
    }
    assert {"zjgame.cli", "zjgame.commands"} | commands <= found


def test_build_py_help_lists_its_options() -> None:
    result = subprocess.run([sys.executable, str(BUILD), "--help"], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    for option in ("--clean", "--smoke", "--archive", "--no-compile"):
        assert option in result.stdout


def test_smoke_failure_names_the_step_and_shows_the_output(build_py: types.ModuleType, tmp_path: Path) -> None:
    crash = [sys.executable, "-c", "import sys; print('boom on stdout'); sys.exit(3)"]
    with pytest.raises(build_py.BuildError, match=r"SMOKE TEST FAILED: autoplay exited with status 3(.|\n)*boom"):
        build_py.run_exe(crash, dict(os.environ), tmp_path, "autoplay")


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in executable is a shell script")
def test_smoke_rejects_an_executable_with_the_wrong_version(build_py: types.ModuleType, tmp_path: Path) -> None:
    fake = tmp_path / "zjgame"
    fake.write_text("#!/bin/sh\necho 'zjgame 0.0.0-wrong'\n")
    fake.chmod(0o755)
    prods = build_py.Products(game=fake, cli=fake, shipped=(fake,))
    with pytest.raises(build_py.BuildError, match="--version printed 'zjgame 0.0.0-wrong'"):
        build_py.smoke(prods, "9.9.9")


def test_release_names_say_version_os_and_cpu(build_py: types.ModuleType) -> None:
    assert build_py.release_name("1.2.3", "linux", "x86_64") == "zjgame-1.2.3-linux-x86_64.tar.gz"
    assert build_py.release_name("1.2.3", "win32", "AMD64") == "zjgame-1.2.3-windows-x86_64.zip"
    assert build_py.release_name("1.2.3", "darwin", "arm64") == "zjgame-1.2.3-macos-arm64.zip"


def test_build_py_reads_the_package_version(build_py: types.ModuleType) -> None:
    import zjgame

    assert build_py.project_version() == zjgame.__version__


def test_entry_point_runs_the_zjgame_command_line() -> None:
    import zjgame

    result = subprocess.run([sys.executable, str(ENTRY), "--version"], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"zjgame {zjgame.__version__}"
    tree = ast.parse(ENTRY.read_text(encoding="utf-8"))
    assert any(
        isinstance(node, ast.ImportFrom) and node.module == "zjgame.cli" and node.names[0].name == "main"
        for node in ast.walk(tree)
    )


def test_entry_point_survives_a_windowed_start_without_streams(monkeypatch: pytest.MonkeyPatch) -> None:
    entry = load_script(ENTRY, "zjgame_frozen_entry")
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    entry._ensure_streams()
    try:
        print("no console", file=sys.stdout)
        sys.stderr.write("still no console\n")
    finally:
        sys.stdout.close()
        sys.stderr.close()


def test_release_workflow_runs_build_py_with_options_it_has(build_py: types.ModuleType) -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert re.search(r"tags:\s*\[\s*\"v\*\"\s*\]", text)
    for runner in ("ubuntu", "windows", "macos"):
        assert f"{runner}-" in text
    invocations = re.findall(r"python build_scripts/build\.py([^\n]*)", text)
    assert invocations, "the workflow must build with build_scripts/build.py"
    for options in invocations:
        args = build_py.parse_args(shlex.split(options))
        assert args.smoke, "the release build must be smoke-tested"
    assert "SDL_VIDEODRIVER: dummy" in text and "SDL_AUDIODRIVER: dummy" in text


def test_license_is_mit_for_the_zjgame_developers() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License")
    assert "Copyright (c) 2026 The zjgame developers" in text


@pytest.mark.slow
@pytest.mark.skipif(os.environ.get("ZJGAME_BUILD_TEST") != "1", reason="set ZJGAME_BUILD_TEST=1 to run the real build")
def test_real_build_and_smoke() -> None:
    result = subprocess.run(
        [sys.executable, str(BUILD), "--smoke"], cwd=ROOT, capture_output=True, text=True, check=False, timeout=1800
    )
    assert result.returncode == 0, f"{result.stdout}\n{result.stderr}"
    exe = Path(result.stdout.strip().splitlines()[-1])
    assert exe.is_file() and os.access(exe, os.X_OK)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    version = subprocess.run([str(exe), "--version"], capture_output=True, text=True, env=env, check=False)
    assert version.returncode == 0 and version.stdout.startswith("zjgame ")
