"""Issue 17 acceptance on a scratch data folder (POSIX):

1. every kind of corrupt settings or save file: the game starts headless (SDL dummy), shows a notice, and the
   file is moved aside byte-identical (a link as the same link, a FIFO as a FIFO); settings kinds also through
   a real ``zjgame play --autoplay --hands 1 --speed max`` process with ``ZJGAME_DATA_DIR`` set;
2. ``zjgame replay`` and ``zjgame score --batch`` on /dev/zero, /dev/urandom, a FIFO, a 2 GB sparse file, a
   link to /dev/zero and standard input from /dev/zero: exit 2 with one line, under a second of CPU and under
   100 MB; each in its own process, with its wall and CPU seconds and peak memory (``resource.getrusage`` in
   the child).

    .venv/bin/python benchmarks/io_acceptance.py [--folder DIR] [--no-play]

Prints a table and one JSON line; exits 1 if anything failed.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tests.engine.game_records import play_game  # noqa: E402
from zjgame.rules.ruleset import ZJ  # noqa: E402

SAVE = play_game(ZJ, 2, seed=4, then=12)


def _save_text(mutate: Callable[[dict], object]) -> bytes:
    record = json.loads(json.dumps(SAVE))
    out = mutate(record)
    return (out if isinstance(out, str) else json.dumps(record)).encode("utf-8")


def _write(data: bytes) -> Callable[[Path], None]:
    return lambda p: p.write_bytes(data)


def _sparse(p: Path) -> None:
    with open(p, "wb") as fh:
        fh.truncate(2 * 1024**3)


SETTINGS_KINDS: dict[str, Callable[[Path], None]] = {
    "not JSON": _write(b"{not json"),
    "truncated": _write(b'{"hands": 8, "volu'),
    "hands 1e999": _write(b'{"hands": 1e999}'),
    "hands Infinity": _write(b'{"hands": Infinity}'),
    "claim_countdown NaN": _write(b'{"claim_countdown": NaN}'),
    "volume -Infinity": _write(b'{"volume": -Infinity}'),
    "hands 5000 digits": _write(b'{"hands": ' + b"9" * 5000 + b"}"),
    "nested 100000 deep": _write(b"[" * 100_000),
    "not UTF-8": _write(b'{"ruleset": "\xe9"}'),
    "UTF-16": _write('{"hands": 8}'.encode("utf-16")),
    "a list": _write(b"[1, 2, 3]"),
    "unpaired surrogate": _write(b'{"ruleset": "\\ud800"}'),
    "empty": _write(b""),
    "a FIFO": lambda p: os.mkfifo(p),
    "a link to /dev/zero": lambda p: p.symlink_to("/dev/zero"),
    "a link to nothing": lambda p: p.symlink_to(p.parent / "gone"),
    "a folder": lambda p: p.mkdir(),
    "2 GB sparse": _sparse,
}

SAVE_KINDS: dict[str, Callable[[Path], None]] = {
    **{k: v for k, v in SETTINGS_KINDS.items() if k not in ("hands 1e999", "hands Infinity", "volume -Infinity")},
    "seed 5000 digits": _write(_save_text(lambda r: json.dumps(r).replace('"seed": 4', '"seed": ' + "9" * 5000))),
    "seed NaN": _write(_save_text(lambda r: json.dumps(r).replace('"seed": 4', '"seed": NaN'))),
    "not a record": _write(b'{"hello": "world"}'),
    "unknown computer kind": _write(_save_text(lambda r: r["players"][1].__setitem__("kind", "grandmaster"))),
    "a list as a seed": _write(_save_text(lambda r: r["players"][2].__setitem__("seed", [1, 2]))),
    "no human": _write(_save_text(lambda r: r["players"][0].__setitem__("kind", "easy"))),
    "dealer out of turn": _write(_save_text(lambda r: r["hands"][1].__setitem__("east_player", 0))),
    "round out of turn": _write(_save_text(lambda r: r["hands"][2].__setitem__("round", "S"))),
    "illegal action": _write(
        _save_text(lambda r: r["hands"][2]["actions"].insert(0, {"seat": "S", "type": "discard", "tile": "1m"}))
    ),
    "wrong wall": _write(_save_text(lambda r: r["hands"][0]["wall"].pop() and None)),
    "game over": _write(_save_text(lambda r: r.__setitem__("hands_in_game", 2))),
}


def _snapshot(p: Path) -> tuple[str, object]:
    mode = os.lstat(p).st_mode
    if stat.S_ISLNK(mode):
        return ("link", os.readlink(p))
    if stat.S_ISFIFO(mode):
        return ("fifo", None)
    if stat.S_ISDIR(mode):
        return ("folder", sorted(os.listdir(p)))
    if os.lstat(p).st_size > 64 * 1024 * 1024:
        return ("big", os.lstat(p).st_size)
    return ("bytes", p.read_bytes())


def start_game(folder: Path, name: str) -> dict[str, object]:
    """The game starts on ``folder`` (headless), Continue is pressed when the save is the corrupt one."""
    from zjgame.ui.app import App, AppOptions
    from zjgame.ui.scenes.title import TitleScene
    from zjgame.ui.storage import Storage

    before = _snapshot(folder / name)
    t0, c0 = time.perf_counter(), time.process_time()
    app = App(AppOptions(sound=False, threaded_ai=False), Storage(folder, background=True))
    app.running = True
    app.push(TitleScene())
    for _ in range(3):
        app.step(1 / 30)
    if name == "current_game.json":
        app.top.on_button("continue")  # type: ignore[union-attr]
        app.step(1 / 30)
    app.storage.close()
    seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    aside = [p for p in folder.iterdir() if p.name.startswith(name + ".corrupt-")]
    notices = [m for m, _ in app.toasts if "could not be read" in m]
    ok = (
        app.exceptions == 0
        and not os.path.lexists(folder / name)
        and len(aside) == 1
        and _snapshot(aside[0]) == before
        and len(notices) == 1
        and aside[0].name in notices[0]
    )
    return {"ok": ok, "notice": notices[0] if notices else None, "wall_s": round(seconds, 3), "cpu_s": round(cpu, 3)}


def play_process(folder: Path) -> dict[str, object]:
    """A real ``zjgame play --autoplay`` process on the folder (settings are read at its start)."""
    env = dict(os.environ, ZJGAME_DATA_DIR=str(folder))
    cmd = [sys.executable, "-m", "zjgame", "play", "--autoplay", "--hands", "1", "--speed", "max"]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300, check=False)
    aside = [p for p in folder.iterdir() if p.name.startswith("settings.json.corrupt-")]
    return {"ok": done.returncode == 0 and len(aside) == 1, "exit": done.returncode}


REPLAY_CHILD = """
import contextlib, io, json, resource, sys, time
t0, c0 = time.perf_counter(), time.process_time()
err = io.StringIO()
if sys.argv[2] == "-":
    sys.stdin = io.TextIOWrapper(open("/dev/zero", "rb"))
from zjgame.cli import main
with contextlib.redirect_stderr(err):
    code = main(["replay", sys.argv[2]] if sys.argv[1] == "replay" else ["score", "--batch", sys.argv[2]])
hwm = [line.split()[1] for line in open("/proc/self/status") if line.startswith("VmHWM")]
print(json.dumps({"exit": code, "stderr": err.getvalue(), "wall_s": round(time.perf_counter() - t0, 3),
                  "cpu_s": round(time.process_time() - c0, 3),
                  "peak_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
                  "vm_hwm_mb": round(int(hwm[0]) / 1024, 1) if hwm else None}))
"""
# On Linux a child's ru_maxrss starts at its parent's size at the fork (this script has pygame loaded by now):
# the measuring child is forked from a bare interpreter instead.
LAUNCHER = "import subprocess, sys; sys.exit(subprocess.run(sys.argv[1:]).returncode)"


def replay_case(path: str, command: str = "replay") -> dict[str, object]:
    """``zjgame replay PATH`` (``command="replay"``) or ``zjgame score --batch PATH`` (``"score"``) in a child."""
    done = subprocess.run(
        [sys.executable, "-S", "-c", LAUNCHER, sys.executable, "-c", REPLAY_CHILD, command, path],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    if done.returncode != 0:
        return {"ok": False, "error": done.stderr[-500:]}
    out = json.loads(done.stdout)
    out["ok"] = (
        out["exit"] == 2 and len(out["stderr"].splitlines()) == 1 and out["peak_mb"] < 100 and out["cpu_s"] < 1.0
    )
    out["stderr"] = out["stderr"].strip()
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--folder", type=Path, help="the scratch folder (default: a new temporary one)")
    p.add_argument("--no-play", action="store_true", help="skip the real `zjgame play --autoplay` processes")
    args = p.parse_args(argv)
    scratch = args.folder or Path(tempfile.mkdtemp(prefix="zjgame-io-"))
    scratch.mkdir(parents=True, exist_ok=True)
    results: dict[str, dict[str, object]] = {}
    for filename, kinds in (("settings.json", SETTINGS_KINDS), ("current_game.json", SAVE_KINDS)):
        for kind, make in kinds.items():
            folder = scratch / f"{filename}-{kind.replace(' ', '_').replace('/', '_')}"
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            make(folder / filename)
            results[f"{filename}: {kind}"] = start_game(folder, filename)
            print(f"{filename:18} {kind:24} {results[f'{filename}: {kind}']}", flush=True)
    if not args.no_play:
        for kind in ("hands 1e999", "a FIFO", "a link to /dev/zero", "2 GB sparse"):
            folder = scratch / f"play-{kind.replace(' ', '_').replace('/', '_')}"
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            SETTINGS_KINDS[kind](folder / "settings.json")
            results[f"zjgame play --autoplay, settings.json: {kind}"] = play_process(folder)
            print(
                f"zjgame play --autoplay, settings {kind}: {results[f'zjgame play --autoplay, settings.json: {kind}']}"
            )
    files = scratch / "replay-inputs"
    shutil.rmtree(files, ignore_errors=True)
    files.mkdir()
    os.mkfifo(files / "fifo.json")
    _sparse(files / "sparse.json")
    (files / "zero.json").symlink_to("/dev/zero")
    for name, path in (
        ("/dev/zero", "/dev/zero"),
        ("/dev/urandom", "/dev/urandom"),
        ("a FIFO", str(files / "fifo.json")),
        ("a 2 GB sparse file", str(files / "sparse.json")),
        ("a link to /dev/zero", str(files / "zero.json")),
        ("stdin from /dev/zero", "-"),
    ):
        for command in ("replay", "score"):
            results[f"{command} {name}"] = replay_case(path, command)
            label = "replay" if command == "replay" else "score --batch"
            print(f"zjgame {label:13} {name:22} {results[f'{command} {name}']}", flush=True)
    failed = [k for k, v in results.items() if not v.get("ok")]
    print(json.dumps({"cases": len(results), "failed": failed, "folder": str(scratch)}))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
