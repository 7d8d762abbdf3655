"""Issue 17 for ``zjgame score`` and ``score --batch``: nothing a file or a line can do crashes or hangs the
command. Each test here failed on the code before the fix (the batch loop read with ``open()`` and
``json.loads``, buffered its output in 256-line chunks and echoed whole hands in its messages)."""

from __future__ import annotations

import io
import json
import os
import sys
from pathlib import Path

import pytest

from zjgame.cli import main
from zjgame.commands import score as score_cmd

GOOD = json.dumps({"hand": "123m456p999s5m [234s] +5m"})


def _batch(tmp_path: Path, data: bytes, capsys) -> tuple[int, list[str], str]:
    path = tmp_path / "lines.jsonl"
    path.write_bytes(data)
    code = main(["score", "--batch", str(path)])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def _rows(lines: list[str]) -> list[dict]:
    return [json.loads(line) for line in lines]


@pytest.mark.parametrize(
    "bad",
    [
        "[" * 1000,  # break 1: RecursionError, a traceback, the lines before it lost
        '{"hand": 1' + "0" * 5000 + "}",  # break 2: a plain ValueError past 4,300 digits
        '{"hand": "123m", "seat": 1' + "0" * 5000 + "}",
        '{"hand": NaN}',
        '{"hand": "123m456p999s5m [234s] +5m", "seat": Infinity}',
        '{"hand": "123m456p999s5m [234s] +5m", "round": 1e999}',
    ],
    ids=["nested", "giant-hand", "giant-seat", "NaN", "Infinity", "1e999"],
)
def test_a_line_that_cannot_be_held_is_an_error_line_and_the_rest_go_on(tmp_path, capsys, bad):
    code, lines, err = _batch(tmp_path, f"{GOOD}\n{bad}\n{GOOD}\n".encode(), capsys)
    rows = _rows(lines)
    assert code == 2 and err == "" and len(rows) == 3
    assert rows[0]["total"] == 1 and rows[2]["total"] == 1
    assert set(rows[1]) == {"error"} and len(rows[1]["error"]) < 120


def test_the_decoders_own_message_for_malformed_json_is_kept(tmp_path, capsys):
    code, lines, _ = _batch(tmp_path, b"this line is not JSON\n", capsys)
    assert code == 2 and _rows(lines) == [{"error": "not JSON: Expecting value at column 1"}]


def _fifo(tmp_path: Path) -> str:
    path = tmp_path / "fifo"
    os.mkfifo(path)
    return str(path)


def _sparse(tmp_path: Path) -> str:
    path = tmp_path / "sparse.jsonl"
    with open(path, "wb") as fh:
        fh.truncate(2 * 1024**3)  # 2 GB of zeros, no newline, no disk used
    return str(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX files")
@pytest.mark.parametrize(
    "make",
    [lambda _: "/dev/zero", lambda _: "/dev/urandom", _fifo, _sparse],
    ids=["dev-zero", "dev-urandom", "fifo", "sparse-2GB"],
)
def test_unbounded_inputs_are_refused_with_one_line(tmp_path, capsys, make):
    # break 3: /dev/zero read until memory ran out, a FIFO blocked forever, a sparse file peaked at gigabytes
    name = make(tmp_path)
    code = main(["score", "--batch", name])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("zjgame score: ") and name in err and len(err) < 300


class _Endless(io.RawIOBase):
    """Standard input that never ends and never holds a newline (``< /dev/zero``); counts what was read."""

    def __init__(self) -> None:
        self.read_bytes = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:  # type: ignore[override]
        buffer[:] = b"\0" * len(buffer)
        self.read_bytes += len(buffer)
        return len(buffer)


def test_endless_standard_input_is_refused_after_one_line_of_reading(capsys, monkeypatch):
    raw = _Endless()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BufferedReader(raw)))
    assert main(["score", "--batch", "-"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "larger than 64 KB" in err
    assert raw.read_bytes < 1024 * 1024


def test_lines_before_an_overlong_line_are_written_first(tmp_path, capsys):
    code, lines, err = _batch(tmp_path, f"{GOOD}\n{GOOD}\n{'x' * 70_000}\n{GOOD}\n".encode(), capsys)
    assert code == 2 and [row["total"] for row in _rows(lines)] == [1, 1]
    assert err.count("\n") == 1 and "a line may hold" in err


def test_each_output_line_is_flushed_before_the_next_input_line_is_read():
    seen: list[str] = []

    class Out(io.StringIO):
        def flush(self) -> None:
            seen.append(self.getvalue())

    def lines():
        yield GOOD
        assert len(seen) == 1 and seen[0].count("\n") == 1  # the first result is out before the second line
        yield GOOD

    out = Out()
    assert score_cmd.run_batch(lines(), out) == 0
    assert out.getvalue().count("\n") == 2


def test_one_definition_of_a_line_for_a_file_and_for_standard_input(tmp_path, capsys, monkeypatch):
    # remark: the file split on a bare CR and standard input did not
    data = f"\ufeff{GOOD}\r\n{GOOD}\r{GOOD}\n\n{GOOD}".encode()
    from_file = _batch(tmp_path, data, capsys)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), newline=""))
    code = main(["score", "--batch", "-"])
    out, err = capsys.readouterr()
    assert (code, out.splitlines(), err) == from_file
    rows = _rows(from_file[1])
    assert len(rows) == 3 and rows[0]["total"] == 1 and "error" in rows[1] and rows[2]["total"] == 1


def test_messages_quote_at_most_about_80_characters_of_the_input(tmp_path, capsys):
    # remark: a 1 MB hand gave a 1 MB stderr line (a batch line holds at most 64 KB: 60 KB here)
    huge = "1m" * 30_000 + "x"
    code, lines, _ = _batch(tmp_path, (json.dumps({"hand": huge}) + "\n").encode(), capsys)
    message = _rows(lines)[0]["error"]
    assert code == 2 and "unknown character 'x'" in message and len(message) < 200
    assert main(["score", "1m" * 1000 + "x"]) == 2
    err = capsys.readouterr().err
    assert "position 2001" in err and len(err) < 200
    assert main(["score", "123m456p999s5m [234s] +5m", "--seat", "Q" * 1000]) == 2
    assert len(capsys.readouterr().err) < 300
    code, lines, _ = _batch(
        tmp_path, (json.dumps({"hand": "123m456p999s5m [234s] +5m", "win": "w" * 10_000}) + "\n").encode(), capsys
    )
    assert code == 2 and len(_rows(lines)[0]["error"]) < 200


def test_a_byte_order_mark_opens_a_file_only(tmp_path, capsys):
    """A BOM is dropped before the first line; on a later line it is text like any other, so a line holding only
    a BOM is a malformed line (an error line), not a blank one: each non-blank line gets one output line (found by
    the score fuzz test, seed 6)."""
    hand = b'{"hand": "123m456p999s5m [234s] +5m"}\n'
    first, later = tmp_path / "first.jsonl", tmp_path / "later.jsonl"
    first.write_bytes(b"\xef\xbb\xbf" + hand)
    later.write_bytes(hand + b"\xef\xbb\xbf\n")
    assert main(["score", "--batch", str(first)]) == 0
    assert [json.loads(line)["valid"] for line in capsys.readouterr().out.splitlines()] == [True]
    assert main(["score", "--batch", str(later)]) == 2
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows[0]["valid"] is True and "error" in rows[1] and len(rows) == 2
