"""The long forms of the issue-17 fuzz tests (``tests/fuzz``): the same mutations and the same checks, drawn from
a seeded ``random.Random`` instead of Hypothesis, at any count.

    .venv/bin/python benchmarks/fuzz_io.py records --count 20000 [--seed 1]
    .venv/bin/python benchmarks/fuzz_io.py storage --count 20000
    .venv/bin/python benchmarks/fuzz_io.py sigkill --count 1000
    .venv/bin/python benchmarks/fuzz_io.py score --count 20000

``records``: mutated game records through ``zjgame replay`` (exit 0, 1 or 2; exit 2 in one short line).
``storage``: mutated settings, random bytes as settings, mutated saves through the real storage layer (used in
place, or set aside byte-identical with one notice; an accepted save resumes in the game's controller).
``sigkill``: a child saving over and over (directly or through the background writer) is SIGKILLed at a random
point; the next start loads the last complete state or the one after, and no temporary file is left.
``score``: mutated batch files through ``zjgame score --batch``, random bytes as a batch file, mutated hands
through ``zjgame score`` (one JSON object per line read, or one short line on stderr; never an exception).
Prints one JSON line: the counts of each outcome, the failures (with the example's seed) and the CPU seconds.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the checks live with the tests

from tests.fuzz import test_fuzz_records, test_fuzz_score, test_fuzz_sigkill, test_fuzz_storage  # noqa: E402
from tests.fuzz.mutations import apply_all, random_mutation  # noqa: E402


def _mutated(base: bytes, rng: random.Random) -> bytes:
    return apply_all(base, [random_mutation(rng) for _ in range(rng.randint(1, 3))])


def _records(rng: random.Random, folder: Path) -> str:
    return f"exit {test_fuzz_records.check_replay(_mutated(test_fuzz_records.BASE, rng), folder)}"


def _storage(rng: random.Random, folder: Path) -> str:
    which = rng.randrange(3)
    if which == 0:
        used = test_fuzz_storage.check_settings(_mutated(test_fuzz_storage.SETTINGS_BASE, rng), folder)
        return f"settings {'used' if used else 'set aside'}"
    if which == 1:
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(300)))
        return f"random bytes {'used' if test_fuzz_storage.check_settings(data, folder) else 'set aside'}"
    used = test_fuzz_storage.check_save(_mutated(test_fuzz_storage.SAVE_BASE, rng), folder)
    return f"save {'resumed' if used else 'set aside'}"


def _score(rng: random.Random, folder: Path) -> str:
    which = rng.randrange(3)
    if which == 0:
        return f"batch exit {test_fuzz_score.check_batch(_mutated(test_fuzz_score.BASE, rng), folder)}"
    if which == 1:
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(400)))
        return f"random bytes exit {test_fuzz_score.check_batch(data, folder)}"
    hand = rng.choice(test_fuzz_score.LINES)["hand"]
    for _ in range(rng.randint(1, 4)):  # a character deleted, inserted or replaced
        i = rng.randrange(len(hand) + 1)
        c = rng.choice('0123456789mpszfg []()+-xM\\"\n')
        hand = rng.choice((hand[:i] + hand[i + 1 :], hand[:i] + c + hand[i:], hand[:i] + c + hand[i + 1 :]))
    return f"hand exit {test_fuzz_score.check_hand(hand)}"


_SAVERS: list[test_fuzz_sigkill.Savers] = []


def _sigkill(rng: random.Random, folder: Path) -> str:
    if not _SAVERS:
        _SAVERS.append(test_fuzz_sigkill.Savers())
    background = rng.random() < 0.5
    delay = rng.choice([0.0, 0.0002, 0.0005, 0.001, 0.002, 0.005])
    last = _SAVERS[0].kill_during_saves(folder, background, rng.randint(1, 8), delay)
    left = sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))
    on_disk = json.loads((folder / "current_game.json").read_text(encoding="utf-8"))["seed"]
    test_fuzz_sigkill.check_after_kill(folder, last)
    mode = "background" if background else "direct"
    return f"{mode}: {'renamed before the kill' if on_disk == last + 1 else 'last reported'}" + (
        ", a temp file cleaned up" if left else ""
    )


CHECKS: dict[str, Callable[[random.Random, Path], str]] = {
    "records": _records,
    "storage": _storage,
    "sigkill": _sigkill,
    "score": _score,
}


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("kind", choices=tuple(CHECKS))
    p.add_argument("--count", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    check = CHECKS[args.kind]
    outcomes: Counter[str] = Counter()
    failures: list[dict[str, object]] = []
    cpu0, wall0, children0 = time.process_time(), time.perf_counter(), _children_cpu()
    for i in range(args.count):
        seed = args.seed * 1_000_003 + i
        with tempfile.TemporaryDirectory() as folder:
            try:
                outcomes[check(random.Random(seed), Path(folder))] += 1
            except Exception as err:  # noqa: BLE001 - every failure is listed with its seed
                failures.append({"seed": seed, "error": f"{type(err).__name__}: {err}"[:500]})
                if len(failures) <= 3:
                    traceback.print_exc(file=sys.stderr)
    for savers in _SAVERS:
        savers.close()
    report = {
        "kind": args.kind,
        "count": args.count,
        "seed": args.seed,
        "outcomes": dict(sorted(outcomes.items())),
        "failures": failures,
        "cpu_s": round(time.process_time() - cpu0, 2),
        "children_cpu_s": round(_children_cpu() - children0, 2),  # the sigkill savers
        "wall_s": round(time.perf_counter() - wall0, 2),
    }
    print(json.dumps(report))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
