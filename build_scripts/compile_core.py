"""Build the compiled core (``ai/native.py``): compile the modules of ``ai.native.COMPILED`` with mypyc into
``ai/_native/`` (not committed), with a manifest of the source digests they were built from.

    python build_scripts/compile_core.py            # build (about a minute; needs a C compiler and Python's headers)
    python build_scripts/compile_core.py --status   # say whether this checkout's core is fresh (exit 1 if not)
    python build_scripts/compile_core.py --clean    # remove the core (the players run as pure Python)

The build works in a temporary copy of ``ai/`` and ``zjgame/`` (mypyc writes C and build files beside the sources)
and swaps the finished core into place in one rename, so an interrupted build leaves the old core or none, never
half of one. It runs mypyc with a minimal configuration of its own: the project's pyproject.toml is for mypy, and
its ``[project]`` table is newer than the setuptools that mypyc builds with understands.
Exit status 0 on success, 1 with a message naming the problem otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ai import native  # noqa: E402  (after the path: the script runs from a checkout)

TARGET = native.NATIVE_DIR
CONFIG = """[mypy]
python_version = {major}.{minor}
ignore_missing_imports = True
"""


def say(message: str) -> None:
    print(f"compile_core: {message}", flush=True)


def copy_sources(dest: Path) -> None:
    """Copy the Python sources of ai/ and zjgame/ (not data, caches or an older core) into ``dest``."""
    for package in ("ai", "zjgame"):
        for src in (ROOT / package).rglob("*.py"):
            rel = src.relative_to(ROOT)
            if "_native" in rel.parts or "__pycache__" in rel.parts:
                continue
            out = dest / rel
            out.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, out)


def run_mypyc(work: Path) -> None:
    """Compile ``COMPILED`` in ``work``; RuntimeError with mypyc's last lines if it fails."""
    config = work / "mypyc.ini"
    config.write_text(CONFIG.format(major=sys.version_info.major, minor=sys.version_info.minor), encoding="utf-8")
    files = [str(native.source_file(Path("."), module)) for module in native.COMPILED]
    env = {**os.environ, "PYTHONPATH": str(work), native.PURE_ENV: "1"}
    cmd = [sys.executable, "-m", "mypyc", "--config-file", str(config), *files]
    done = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-15:])
        raise RuntimeError(f"mypyc failed (exit {done.returncode}):\n{tail}")


def collect(work: Path, staging: Path) -> None:
    """Move the built modules and their shared library from ``work`` into ``staging`` with a manifest."""
    suffix = native.suffix()
    libs = sorted(work.glob(f"*__mypyc{suffix}"))
    if len(libs) != 1:
        raise RuntimeError(f"expected one shared library *__mypyc{suffix} from mypyc, found {len(libs)}")
    lib = libs[0].name[: -len(suffix)]
    staging.mkdir(parents=True)
    shutil.copyfile(libs[0], staging / libs[0].name)
    for module in native.COMPILED:
        built = native.source_file(work, module).with_name(module.rsplit(".", 1)[-1] + suffix)
        if not built.is_file():
            raise RuntimeError(f"mypyc did not build {module} ({built.name})")
        shutil.copyfile(built, native.native_file(staging, module))
    # the digests of the sources the core was built from (the copy: an edit during the build makes it stale)
    manifest = native.manifest_for(work, lib)
    (staging / native.MANIFEST).write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def swap_in(staging: Path, target: Path) -> None:
    """Replace ``target`` by ``staging``: the old core is renamed aside first, then removed."""
    old = target.with_name(target.name + ".old")
    if old.exists():
        shutil.rmtree(old)
    if target.exists():
        target.rename(old)
    staging.rename(target)
    if old.exists():
        shutil.rmtree(old)


def build(target: Path = TARGET) -> float:
    """Build the core into ``target``; the seconds it took (wall clock)."""
    start = time.monotonic()
    staging = target.with_name(target.name + ".new")
    if staging.exists():
        shutil.rmtree(staging)
    with tempfile.TemporaryDirectory(prefix="zjgame-core-") as tmp:
        work = Path(tmp)
        copy_sources(work)
        run_mypyc(work)
        collect(work, staging)
        problem = native.check(staging, work)
        if problem is not None:
            raise RuntimeError(f"the new core does not check: {problem}")
    swap_in(staging, target)
    return time.monotonic() - start


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = ap.add_mutually_exclusive_group()
    group.add_argument("--status", action="store_true", help="say whether the core is fresh (exit 1 if not)")
    group.add_argument("--clean", action="store_true", help="remove the compiled core")
    args = ap.parse_args(argv)
    if args.status:
        problem = native.check(TARGET, ROOT)
        say(f"fresh, {len(native.COMPILED)} modules in {TARGET}" if problem is None else f"not in use: {problem}")
        return 0 if problem is None else 1
    if args.clean:
        if TARGET.exists():
            shutil.rmtree(TARGET)
        say(f"removed {TARGET}")
        return 0
    say(f"compiling {len(native.COMPILED)} modules with mypyc ...")
    try:
        seconds = build()
    except (RuntimeError, OSError) as exc:
        print(f"compile_core: {exc}", file=sys.stderr)
        return 1
    say(f"built {TARGET} in {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
