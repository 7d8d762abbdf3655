"""Build the packaged game with PyInstaller (docs/packaging.md) and optionally smoke-test and archive it.

    python build_scripts/build.py [--clean] [--smoke] [--archive] [--no-build] [--no-compile]

Before PyInstaller runs, the players' compiled core is built (``build_scripts/compile_core.py``; the bundle ships
it only if it is fresh, and the players run as pure Python without it). ``--no-compile`` ships the core already in
``ai/_native`` if it is fresh and builds none. With ``ZJGAME_NATIVE_REQUIRED=1`` (CI) a failed compile, or a smoke
test whose executable plays on pure Python, fails the build.

Owns the build driver only; what goes into the bundle is decided by ``build_scripts/zjgame.spec``.
Outputs (both gitignored, safe to rebuild over): PyInstaller's work files in ``build/pyinstaller/``, the
executables in ``dist/``, release archives in ``dist/release/``:
- Linux: ``dist/zjgame``, one file for the window and the command line alike;
- Windows: ``dist/zjgame.exe`` (windowed) and ``dist/zjgame-cli.exe`` (console, for the command-line tools);
- macOS: ``dist/zjgame.app``; its executable is ``dist/zjgame.app/Contents/MacOS/zjgame``.
Progress and figures (size, build time, start-up time) go to stdout; the LAST line of stdout is the path of
the executable that opens the game (it takes the same arguments as ``zjgame``). PyInstaller's own log goes to
stderr. Exit status: 0 success, 1 a failed build or smoke test (with a message saying which and why).
"""

from __future__ import annotations

import argparse
import importlib.metadata
import importlib.util
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "zjgame.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
RELEASE = DIST / "release"
NAME = "zjgame"
CLI_NAME = "zjgame-cli"
SIZE_TARGET_MB = 40.0
SMOKE_TIMEOUT_S = 300  # per run; one autoplay hand at --speed max takes seconds
SCORE_SAMPLE = "23m678p66z [555z] [777z] +4m"  # any valid hand: the frozen and source scorers must agree on it
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


class BuildError(RuntimeError):
    """A build, smoke-test or archive step failed; the message says which and why."""


@dataclass(frozen=True)
class Products:
    """What one build leaves in a dist directory, for one platform."""

    game: Path  # the executable that opens the window (and takes every command-line argument)
    cli: Path  # the executable to run command-line tools from a terminal (== game except on Windows)
    shipped: tuple[Path, ...]  # what goes into the release archive (files, or the .app directory)


def products(system: str = sys.platform, dist: Path = DIST) -> Products:
    """The build products for ``system`` (a ``sys.platform`` value) under ``dist``."""
    if system == "win32":
        game, cli = dist / f"{NAME}.exe", dist / f"{CLI_NAME}.exe"
        return Products(game, cli, (game, cli))
    if system == "darwin":
        app = dist / f"{NAME}.app"
        inner = app / "Contents" / "MacOS" / NAME
        return Products(inner, inner, (app,))
    one = dist / NAME
    return Products(one, one, (one,))


def project_version(root: Path = ROOT) -> str:
    """``zjgame.__version__``, read from the source without importing the package."""
    text = (root / "zjgame" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'__version__\s*=\s*"([^"]+)"', text)
    if match is None:
        raise BuildError(f"no __version__ found in {root / 'zjgame' / '__init__.py'}")
    return match[1]


def release_name(version: str, system: str = sys.platform, machine: str = platform.machine()) -> str:
    """The release archive's file name, e.g. ``zjgame-0.1.0-linux-x86_64.tar.gz``."""
    os_name = {"win32": "windows", "darwin": "macos"}.get(system, "linux" if system.startswith("linux") else system)
    arch = {"amd64": "x86_64", "x86_64": "x86_64", "x64": "x86_64", "aarch64": "arm64", "arm64": "arm64"}.get(
        machine.lower(), machine.lower()
    )
    ext = ".tar.gz" if os_name == "linux" else ".zip"
    return f"{NAME}-{version}-{os_name}-{arch}{ext}"


def size_bytes(path: Path) -> int:
    """Size of a file, or of every file under a directory (an .app bundle)."""
    if path.is_dir():
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return path.stat().st_size


def package_version(distribution: str) -> str:
    """The installed version of ``distribution``, or ``'(unknown version)'``."""
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return "(unknown version)"


def say(message: str) -> None:
    print(message, flush=True)


# ---------------------------------------------------------------------------------------------------- build


def run_pyinstaller(clean: bool) -> float:
    """Run PyInstaller on the spec; returns the build time in seconds."""
    if importlib.util.find_spec("PyInstaller") is None:
        raise BuildError(
            f"PyInstaller is not installed in {sys.executable}; install the dev extra: pip install -e '.[dev]'"
        )
    if clean:
        for path in (WORK, *products().shipped, DIST / NAME):
            if path.is_dir():
                shutil.rmtree(path)
            elif path.exists():
                path.unlink()
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    cmd += ["--distpath", str(DIST), "--workpath", str(WORK)]
    if clean:
        cmd.append("--clean")
    cmd.append(str(SPEC))
    say("building: " + " ".join(cmd))
    start = time.perf_counter()
    # PyInstaller's output goes to stderr so that stdout stays ours (figures, then the path).
    result = subprocess.run(cmd, cwd=ROOT, stdout=sys.stderr, stderr=sys.stderr, check=False)
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        raise BuildError(f"PyInstaller failed with exit status {result.returncode} (its log is above, on stderr)")
    for path in products().shipped:
        if not path.exists():
            raise BuildError(f"PyInstaller finished but {path} is missing")
    return seconds


def native_required() -> bool:
    return os.environ.get("ZJGAME_NATIVE_REQUIRED") == "1"


def compile_core() -> None:
    """Build the players' compiled core for the bundle; a failure is a warning (the game runs as pure Python
    without it) unless ZJGAME_NATIVE_REQUIRED=1."""
    cmd = [sys.executable, str(ROOT / "build_scripts" / "compile_core.py")]
    say("compiling the players' core: " + " ".join(cmd))
    result = subprocess.run(cmd, cwd=ROOT, stdout=sys.stderr, stderr=sys.stderr, check=False)
    if result.returncode == 0:
        return
    if native_required():
        raise BuildError("the compiled core failed to build (its message is above) and ZJGAME_NATIVE_REQUIRED=1")
    say("warning: no compiled core (its message is above, on stderr): the players will run as pure Python")


# ---------------------------------------------------------------------------------------------------- smoke


def simulate_core(exe: Path, env: dict[str, str], cwd: Path) -> str:
    """Play two walls of four ``hard`` players with the executable's ``simulate``: the core it ran on."""
    cmd = [exe, "simulate", "--hands", "2", "--seed", "1", "--players", "hard,hard,hard,hard", "--json"]
    out = run_exe(cmd, env, cwd, "simulate --json").stdout
    try:
        summary = json.loads(out)
    except json.JSONDecodeError as exc:
        raise BuildError(f"SMOKE TEST FAILED: simulate --json printed no JSON ({exc}):\n{out}") from None
    if summary.get("exceptions") or summary.get("invariant_violations"):
        raise BuildError(f"SMOKE TEST FAILED: simulate reported failures: {summary.get('failures')}")
    return str(summary.get("core"))


def headless_env(home: Path) -> dict[str, str]:
    """The environment for running the executable with no screen and no sound, settings kept in ``home``."""
    env = dict(os.environ, **HEADLESS)
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(home / var.lower())
    return env


def run_exe(cmd: Sequence[str | Path], env: dict[str, str], cwd: Path, what: str) -> subprocess.CompletedProcess[str]:
    """Run the executable; raise a BuildError that shows its output if it exits non-zero or hangs."""
    args = [str(c) for c in cmd]
    try:
        result = subprocess.run(
            args, env=env, cwd=cwd, capture_output=True, text=True, timeout=SMOKE_TIMEOUT_S, check=False
        )
    except subprocess.TimeoutExpired as err:
        raise BuildError(f"SMOKE TEST FAILED: {what} did not finish within {SMOKE_TIMEOUT_S} s: {args}") from err
    if result.returncode != 0:
        raise BuildError(
            f"SMOKE TEST FAILED: {what} exited with status {result.returncode}: {args}\n"
            f"--- stdout ---\n{result.stdout[-4000:]}\n--- stderr ---\n{result.stderr[-4000:]}"
        )
    return result


def copy_products(prods: Products, dest: Path) -> Products:
    """Copy the shipped products into ``dest`` (as a user would download them); returns their new paths."""
    for path in prods.shipped:
        if path.is_dir():
            shutil.copytree(path, dest / path.name, symlinks=True)
        else:
            shutil.copy2(path, dest / path.name)
    base = prods.shipped[0].parent

    def moved(p: Path) -> Path:
        return dest / p.relative_to(base)

    return Products(moved(prods.game), moved(prods.cli), tuple(moved(p) for p in prods.shipped))


def command_available(name: str) -> bool:
    """Whether the source tree has the subcommand ``zjgame.commands.<name>`` (so the bundle has it too)."""
    return (ROOT / "zjgame" / "commands" / f"{name}.py").is_file() or (
        ROOT / "zjgame" / "commands" / name / "__init__.py"
    ).is_file()


def time_version(exe: Path, env: dict[str, str], cwd: Path, runs: int = 3) -> list[float]:
    """Wall-clock seconds of ``exe --version``, ``runs`` times (a one-file build unpacks itself every time)."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        run_exe([exe, "--version"], env, cwd, "--version")
        times.append(time.perf_counter() - start)
    return times


def autoplay_with_screenshots(exe: Path, env: dict[str, str], cwd: Path) -> float | None:
    """Play one headless hand with ``--screenshots`` and ``--perf``; check it and return the seconds from launch
    to the first screenshot (None if none was seen). Raises BuildError if it fails, hangs or plays no hand."""
    shots = cwd / "shots"
    shots.mkdir(exist_ok=True)
    cmd = [str(exe), "--autoplay", "--hands", "1", "--speed", "max", "--screenshots", str(shots), "--perf"]
    first = None
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, env=env, cwd=cwd, stdout=out, stderr=err, text=True)
        while proc.poll() is None and time.perf_counter() - start < SMOKE_TIMEOUT_S:
            if first is None and any(shots.glob("*.png")):
                first = time.perf_counter() - start
            time.sleep(0.005)
        hung = proc.poll() is None
        if hung:
            proc.kill()
        proc.wait()
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    perf_lines = [line for line in stdout.splitlines() if line.startswith("{")]
    perf = json.loads(perf_lines[-1]) if perf_lines else {}
    problem = None
    if hung:
        problem = f"did not finish within {SMOKE_TIMEOUT_S} s"
    elif proc.returncode != 0:
        problem = f"exited with status {proc.returncode}"
    elif perf and (perf.get("hands") != 1 or perf.get("exceptions")):
        problem = f"reported {perf.get('hands')} hands and {perf.get('exceptions')} exceptions"
    if problem:
        shot_names = sorted(p.name for p in shots.glob("*.png"))
        raise BuildError(
            f"SMOKE TEST FAILED: autoplay with --screenshots --perf {problem}: {cmd}\n"
            f"screenshots: {shot_names}\n--- stdout ---\n{stdout[-2000:]}\n--- stderr ---\n{stderr[-4000:]}"
        )
    if perf:
        say(f"autoplay --perf: {perf_lines[-1]}")
    return first


def smoke(prods: Products, version: str) -> None:
    """Copy the build to an empty folder and run it headless: --version, score, and one autoplay hand twice
    (as docs/play.md#options writes it, then with screenshots and perf figures)."""
    with tempfile.TemporaryDirectory(prefix="zjgame-smoke-") as tmp:
        tmpdir = Path(tmp)
        bindir = tmpdir / "download"
        bindir.mkdir()
        copy = copy_products(prods, bindir)
        env = headless_env(tmpdir / "home")
        work = tmpdir / "cwd"
        work.mkdir()

        out = run_exe([copy.cli, "--version"], env, work, "--version").stdout.strip()
        if out != f"zjgame {version}":
            raise BuildError(f"SMOKE TEST FAILED: --version printed {out!r}, expected 'zjgame {version}'")
        say(f"smoke: --version -> {out}")
        if copy.game != copy.cli:
            run_exe([copy.game, "--version"], env, work, "the windowed executable with --version")
        times = time_version(copy.cli, env, work)
        say(f"start-up (--version): first {times[0]:.2f} s, median {statistics.median(times):.2f} s of {len(times)}")

        if command_available("score"):
            frozen = run_exe([copy.cli, "score", SCORE_SAMPLE, "--json"], env, work, "score --json").stdout
            source = subprocess.run(
                [sys.executable, "-m", "zjgame", "score", SCORE_SAMPLE, "--json"],
                cwd=ROOT,
                capture_output=True,
                text=True,
                check=False,
            ).stdout
            if json.loads(frozen) != json.loads(source):
                raise BuildError(f"SMOKE TEST FAILED: score differs from the source tree:\n{frozen}\nvs\n{source}")
            say(f"smoke: score {SCORE_SAMPLE!r} -> total {json.loads(frozen).get('total')} (same as the source)")
        else:
            say("smoke: no score command in this source tree yet; skipped")

        if command_available("simulate"):
            core = simulate_core(copy.cli, env, work)
            say(f"smoke: simulate --hands 2 (four hard players) -> exit 0 on the {core} core")
            if core != "native" and native_required():
                raise BuildError(f"SMOKE TEST FAILED: the executable's players ran on the {core} core, not native")

        if command_available("play"):
            start = time.perf_counter()
            run_exe([copy.game, "--autoplay", "--hands", "1", "--speed", "max"], env, work, "autoplay of one hand")
            say(f"smoke: --autoplay --hands 1 --speed max -> exit 0 in {time.perf_counter() - start:.2f} s")
            first = autoplay_with_screenshots(copy.game, env, work)
            if first is not None:
                say(f"first frame (first autoplay screenshot written): {first:.2f} s after launch")
        else:
            say("smoke: no play command in this source tree yet; autoplay skipped")


# ---------------------------------------------------------------------------------------------------- archive


def license_files() -> list[tuple[Path, str]]:
    """Licence texts to ship beside the executable: ours, the assets' (fonts: SIL OFL), pygame-ce's (LGPL)."""
    found = [(ROOT / "LICENSE", "LICENSE.txt")]
    found += [(ROOT / "assets" / "LICENSES.md", "licenses/ASSETS.md")]
    found += [(ROOT / "assets" / "fonts" / "OFL.txt", "licenses/OFL-fonts.txt")]
    found += [(Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt", "licenses/Python-LICENSE.txt")]
    spec = importlib.util.find_spec("pygame")
    for location in (spec.submodule_search_locations or []) if spec else []:
        found.append((Path(location) / "docs" / "generated" / "LGPL.txt", "licenses/pygame-ce-LGPL.txt"))
    return [(src, dest) for src, dest in found if src.is_file()]


THIRD_PARTY = """\
Zung Jung mahjong (zjgame) {version}: what is inside the executable

- zjgame itself: MIT licence, LICENSE.txt beside the program.
- Python {python} and its standard library: PSF licence, Python-LICENSE.txt.
- pygame-ce {pygame}: GNU LGPL 2.1 or later, pygame-ce-LGPL.txt; source at
  https://github.com/pygame-community/pygame-ce . It brings SDL 2 with SDL_image, SDL_mixer and SDL_ttf
  (zlib licence) and the media libraries they load (FreeType, HarfBuzz, libpng, libjpeg-turbo, libwebp,
  libtiff, Ogg, Vorbis, Opus, FLAC, mpg123, libsndfile, FluidSynth, libxmp, WavPack and others), each under
  its own open-source licence, listed in pygame-ce's docs/licenses directory.
- platformdirs: MIT licence.
- The fonts (subsets of Noto Sans CJK TC and Noto Serif CJK TC): SIL Open Font License 1.1, OFL-fonts.txt;
  the origin and licence of every asset file: ASSETS.md.

The program was frozen with PyInstaller, whose bootloader licence permits distributing programs built with it.
"""


def make_archive(prods: Products, version: str) -> Path:
    """Pack the products and licence texts into ``dist/release/<release_name>``; returns its path."""
    RELEASE.mkdir(parents=True, exist_ok=True)
    name = release_name(version)
    folder = name.removesuffix(".tar.gz").removesuffix(".zip")
    target = RELEASE / name
    if target.exists():
        target.unlink()
    with tempfile.TemporaryDirectory(prefix="zjgame-release-") as tmp:
        stage = Path(tmp) / folder
        stage.mkdir()
        copy_products(prods, stage)
        for src, dest in license_files():
            (stage / dest).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, stage / dest)
        (stage / "licenses").mkdir(exist_ok=True)
        (stage / "licenses" / "README.txt").write_text(
            THIRD_PARTY.format(version=version, python=platform.python_version(), pygame=package_version("pygame-ce")),
            encoding="utf-8",
        )
        if name.endswith(".tar.gz"):
            with tarfile.open(target, "w:gz") as tar:
                tar.add(stage, arcname=folder)
        elif sys.platform == "darwin" and shutil.which("ditto"):
            # ditto keeps the .app's symlinks, permissions and extended attributes; zipfile would not.
            subprocess.run(["ditto", "-c", "-k", "--keepParent", str(stage), str(target)], check=True)
        else:
            with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
                for path in sorted(stage.rglob("*")):
                    zf.write(path, Path(folder) / path.relative_to(stage))
    return target


# ---------------------------------------------------------------------------------------------------- main


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="build.py",
        description="Build the zjgame executable with PyInstaller (build_scripts/zjgame.spec). "
        "The last line printed is the path of the executable.",
    )
    parser.add_argument("--clean", action="store_true", help="remove previous build output and PyInstaller's cache")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="after building, copy the executable to an empty temp folder and run --version, score and one "
        "headless autoplay hand (SDL dummy drivers); fail if any exits non-zero",
    )
    parser.add_argument(
        "--archive", action="store_true", help=f"pack the result and licence texts into {RELEASE.relative_to(ROOT)}/"
    )
    parser.add_argument("--no-build", action="store_true", help="skip PyInstaller; use what is already in dist/")
    parser.add_argument(
        "--no-compile",
        action="store_true",
        help="do not build the players' compiled core first; ship the one in ai/_native if it is fresh",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    version = project_version()
    prods = products()
    try:
        if args.no_build:
            missing = [p for p in prods.shipped if not p.exists()]
            if missing:
                raise BuildError(f"--no-build: nothing to use, {missing[0]} does not exist")
        else:
            if not args.no_compile:
                compile_core()
            seconds = run_pyinstaller(args.clean)
            say(f"build time: {seconds:.1f} s")
        for path in prods.shipped:
            megabytes = size_bytes(path) / 1e6
            note = "" if megabytes <= SIZE_TARGET_MB else f"  (over the {SIZE_TARGET_MB:.0f} MB target)"
            say(f"size: {path.relative_to(ROOT)} {megabytes:.1f} MB{note}")
        if args.smoke:
            smoke(prods, version)
            say("smoke test passed")
        if args.archive:
            archive = make_archive(prods, version)
            say(f"archive: {archive} {archive.stat().st_size / 1e6:.1f} MB")
    except BuildError as err:
        print(f"build.py: {err}", file=sys.stderr)
        return 1
    say(str(prods.game))
    return 0


if __name__ == "__main__":
    sys.exit(main())
