"""Fuzz: mutated batch files through ``zjgame score --batch`` and mutated hands through ``zjgame score`` (issue
17). Whatever the bytes: never an exception; exit 0 or 2; ``--batch`` writes one JSON object per non-blank line
it read (an ``{"error"}`` line for a bad one) or, when the input cannot be read (a line over the limit), ends
with one short line on stderr after the lines before it; ``score HAND`` prints one short line on stderr when it
refuses. Bounded for CI; the longer form is ``benchmarks/fuzz_io.py score --count N``."""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz.mutations import Mutation, apply_all, mutations
from zjgame import safe_read
from zjgame.commands import score as score_cmd

LINES = [
    {"hand": "123m456p999s5m [234s] +5m"},
    {"hand": "23m678p66z [555z] [777z] +4m", "seat": "S", "win": "self"},
    {"hand": "1112345678999m +5m", "win": "self", "flags": ["heaven"]},
    {"hand": "11m22m33p44p55s66s7z +7z", "ruleset": "zen-koan"},
    {
        "hand": "111p678s5z [999m] [444z] +5z",
        "win": "self",
        "seat": "N",
        "ruleset": "british",
        "losers": {"E": "456m79p13s33z8s [222z] 1f", "S": "567m12s67z56p9s (3333p)", "W": "123m456p456s789s2m"},
    },
]
BASE = ("\n".join(json.dumps(line) for line in LINES) + "\n").encode("utf-8")
FUZZ = settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)


def check_batch(data: bytes, folder: Path) -> int:
    """``zjgame score --batch`` on ``data``; assert the contract; the exit status."""
    path = folder / "lines.jsonl"
    path.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = score_cmd.main(["--batch", str(path)])
    assert code in (0, 2)
    rows = [json.loads(line) for line in out.getvalue().splitlines()]
    assert all(type(row) is dict for row in rows)
    assert all(len(row["error"]) < 400 for row in rows if "error" in row)
    lines = [line for line in safe_read.split_lines(data.decode("utf-8", "replace")) if line.strip()]
    if err.getvalue():  # an overlong line: the lines before it were scored
        assert code == 2 and len(err.getvalue().splitlines()) == 1 and len(err.getvalue()) < 400
        assert len(rows) < len(lines)
    else:
        assert len(rows) == len(lines)
        assert (code == 2) == any("error" in row for row in rows)
    return code


def check_hand(text: str) -> int:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = score_cmd.main([text, "--json"])
    assert code in (0, 2)
    if code == 2:
        assert out.getvalue() == "" and len(err.getvalue().splitlines()) == 1 and len(err.getvalue()) < 400
    else:
        assert type(json.loads(out.getvalue())) is dict
    return code


@FUZZ
@given(mutations())
def test_mutated_batch_files_never_crash_score(ms: list[Mutation]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        check_batch(apply_all(BASE, ms), Path(folder))


@settings(FUZZ, max_examples=100)
@given(st.binary(max_size=400))
def test_random_bytes_as_a_batch_file(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        check_batch(data, Path(folder))


@settings(FUZZ, max_examples=200)
@given(st.text(alphabet='0123456789mpszfg []()+-xM\\"\n', max_size=60) | st.sampled_from([L["hand"] for L in LINES]))
def test_hands_never_crash_score(text: str) -> None:
    check_hand(text)


def test_the_unmutated_batch_is_scored() -> None:
    with tempfile.TemporaryDirectory() as folder:
        assert check_batch(BASE, Path(folder)) == 0
