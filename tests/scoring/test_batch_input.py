"""``zjgame score --batch`` reads its input safely (issue 17): lines by one definition for a file and for
standard input, bounded; JSON that is nested too deep or holds a giant number is a bad line, not a traceback;
a file must be a regular file; each answer is written and flushed as soon as its line is scored; messages quote
at most about 80 characters of the input."""

from __future__ import annotations

import io
import json
import os
import select
import subprocess
import sys
from pathlib import Path

import pytest

from zjgame.commands import score as score_cmd
from zjgame.rules.errors import NotationError
from zjgame.rules.hand import parse_hand

GOOD = json.dumps({"hand": "123m456p789s1122z +1z", "win": "self"})


def batch_file(tmp_path: Path, data: bytes, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str], str]:
    path = tmp_path / "lines.jsonl"
    path.write_bytes(data)
    code = score_cmd.main(["--batch", str(path)])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


@pytest.mark.parametrize(
    "bad, message",
    [
        ("[" * 5_000, "nested more than"),  # RecursionError in the decoder before
        ('{"hand": "1m", "n": 1' + "1" * 5000 + "}", "more than 100 digits"),  # Python's int-string limit
        ('{"hand": "1m", "n": NaN}', "NaN"),
    ],
    ids=["deep", "giant-number", "nan"],
)
def test_a_bad_json_line_is_an_error_line_and_the_rest_go_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], bad: str, message: str
) -> None:
    code, rows, err = batch_file(tmp_path, f"{GOOD}\n{bad}\n{GOOD}\n".encode(), capsys)
    assert code == 2 and err == "" and len(rows) == 3
    assert json.loads(rows[0])["total"] == json.loads(rows[2])["total"] == 15
    assert message in json.loads(rows[1])["error"]


def test_a_bare_cr_is_no_line_break_in_a_file_and_crlf_is(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, rows, _ = batch_file(tmp_path, f"{GOOD}\r\n{GOOD}\r{GOOD}\n".encode(), capsys)
    assert code == 2 and len(rows) == 2 and json.loads(rows[0])["total"] == 15 and "error" in json.loads(rows[1])


def test_an_endless_line_stops_with_one_line_after_the_answers_before_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, rows, err = batch_file(tmp_path, f"{GOOD}\n".encode() + b"1" * 200_000, capsys)
    assert code == 2 and len(rows) == 1 and json.loads(rows[0])["total"] == 15
    assert err.count("\n") == 1 and "64 KB" in err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_device_or_a_fifo_is_refused_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for name, kind in ((str(fifo), "a FIFO"), ("/dev/zero", "a character device")):
        if not os.path.exists(name):
            continue
        assert score_cmd.main(["--batch", name]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1 and kind in err


class _Recorder(io.StringIO):
    def __init__(self) -> None:
        super().__init__()
        self.at_flush: list[int] = []

    def flush(self) -> None:
        self.at_flush.append(self.getvalue().count("\n"))


def test_each_answer_is_flushed_before_the_next_line_is_read() -> None:
    out = _Recorder()
    read: list[int] = []

    def lines():  # type: ignore[no-untyped-def]
        for k in range(3):
            read.append(len(out.at_flush))
            yield GOOD if k != 1 else "not json"

    assert score_cmd.run_batch(lines(), out) == 2
    assert read == [0, 1, 2] and out.at_flush == [1, 2, 3]


def test_a_real_process_answers_a_line_before_its_input_ends() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "zjgame", "score", "--batch", "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(GOOD.encode() + b"\n")
        proc.stdin.flush()
        ready, _, _ = select.select([proc.stdout], [], [], 120)
        assert ready, "no answer while the input is still open"
        assert json.loads(proc.stdout.readline())["total"] == 15
        proc.stdin.close()
        assert proc.wait(120) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_notation_errors_quote_at_most_80_characters_of_the_input() -> None:
    with pytest.raises(NotationError) as err:
        parse_hand("1m" * 50_000 + "x")
    text = str(err.value)
    assert "unknown character 'x'" in text and len(text) < 200 and "at position 100001" in text
    with pytest.raises(NotationError) as err:
        parse_hand("123m456p789s12s3x +4s")
    assert "'123m456p789s12s3x +4s'" in str(err.value)  # short inputs are quoted whole, as before
