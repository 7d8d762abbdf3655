"""zjgame.safe_read: regular files only, a size cap, UTF-8 with or without BOM, strict JSON with one-line errors,
one definition of a line (issue 17)."""

from __future__ import annotations

import io
import json
import os
import socket
import threading
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zjgame import safe_read as sr

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")


def _in_thread(fn, timeout=10.0):  # type: ignore[no-untyped-def]
    """Run ``fn`` in a daemon thread: a read that blocks fails the test instead of hanging the suite."""
    out: dict[str, object] = {}

    def run() -> None:
        try:
            out["value"] = fn()
        except BaseException as err:  # noqa: BLE001 - handed to the test
            out["error"] = err

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(timeout)
    assert not t.is_alive(), "the read blocked"
    return out


# --- files ---------------------------------------------------------------------------------------------------


@posix_only
def test_a_fifo_without_a_writer_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    out = _in_thread(lambda: sr.read_bytes(fifo, 1000))
    assert isinstance(out.get("error"), sr.InputError)
    assert str(out["error"]) == "not a regular file (a FIFO)"


@posix_only
@pytest.mark.parametrize("target", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_devices_and_links_to_them_are_refused(tmp_path: Path, target: str) -> None:
    link = tmp_path / "settings.json"
    link.symlink_to(target)
    for path in (Path(target), link):
        with pytest.raises(sr.InputError, match=r"^not a regular file \(a character device\)$"):
            sr.read_bytes(path, 1000)


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(sr.InputError, match="a folder"):
        sr.read_bytes(tmp_path, 1000)


@posix_only
def test_a_socket_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s"
    with socket.socket(socket.AF_UNIX) as s:
        s.bind(str(path))
        with pytest.raises(sr.InputError, match="a socket"):
            sr.read_bytes(path, 1000)


def test_a_missing_file_is_marked_missing(tmp_path: Path) -> None:
    with pytest.raises(sr.InputError) as info:
        sr.read_bytes(tmp_path / "nope.json", 1000)
    assert info.value.missing and str(info.value) == "no such file"


def test_a_file_over_the_cap_is_refused_before_reading(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with open(big, "wb") as fh:
        fh.truncate(2 * 1024**3)  # a 2 GB sparse file: refused by its size, nothing read
    with pytest.raises(sr.InputError, match=r"^larger than 8 MB, the most a game record may hold$"):
        sr.read_bytes(big, sr.RECORD_LIMIT, "a game record")
    exact = tmp_path / "exact"
    exact.write_bytes(b"x" * 1000)
    assert sr.read_bytes(exact, 1000) == b"x" * 1000
    with pytest.raises(sr.InputError, match="larger than 999 bytes"):
        sr.read_bytes(exact, 999)


class _Endless(io.RawIOBase):
    """An endless stream of zeros that counts what was read from it."""

    def __init__(self) -> None:
        self.read_so_far = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:  # type: ignore[no-untyped-def]
        n = len(buffer)
        buffer[:n] = b"\0" * n
        self.read_so_far += n
        return n


@pytest.mark.parametrize("limit", [0, 1, 10, 65536, 100_000])
def test_at_most_cap_plus_one_bytes_are_read_from_a_stream(limit: int) -> None:
    stream = _Endless()
    with pytest.raises(sr.InputError, match="larger than"):
        sr.read_at_most(stream, limit)  # type: ignore[arg-type]
    assert stream.read_so_far == limit + 1


def test_utf8_with_and_without_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(b'\xef\xbb\xbf{"a": "\xc3\xa9"}')  # as Notepad writes it
    assert sr.read_json(path, 1000) == {"a": "é"}
    path.write_bytes(b'{"a": "\xc3\xa9"}')
    assert sr.read_json(path, 1000) == {"a": "é"}
    path.write_bytes(b'{"a": "\xe9"}')  # Latin-1
    with pytest.raises(sr.InputError, match=r"^not UTF-8 text \(byte 7 is 0xe9\)$"):
        sr.read_json(path, 1000)


# --- JSON ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, message",
    [
        ('{"hands": NaN}', "NaN is not a number JSON allows"),
        ('{"hands": Infinity}', "Infinity is not a number JSON allows"),
        ("[-Infinity]", "-Infinity is not a number JSON allows"),
        ('{"hands": 1e999}', "the number 1e999 is too large"),
        ("[-1e999]", "the number -1e999 is too large"),
        ("1" * 5000, "a number of more than 100 digits"),  # beyond Python's int-string limit: a plain ValueError before
        ("[-" + "9" * 101 + "]", "a number of more than 100 digits"),
        ("[" * 100_000, "nested more than 64 levels deep"),  # RecursionError inside the decoder
        ("[" * 65 + "]" * 65, "nested more than 64 levels deep"),
        ('{"a": "\\ud800"}', "unpaired surrogate"),
        ('{"\\udfff": 1}', "unpaired surrogate"),
        ("{not json", "bad JSON at line 1, column 2"),
    ],
)
def test_json_that_cannot_be_held_is_an_input_error(text: str, message: str) -> None:
    with pytest.raises(sr.InputError) as info:
        sr.loads(text)
    assert message in str(info.value)
    assert isinstance(info.value, ValueError) and "\n" not in str(info.value)


def test_json_within_the_limits_is_read() -> None:
    assert sr.loads("[" * 64 + "]" * 64) is not None
    assert sr.loads("-" + "9" * 100) == -(10**100 - 1)
    assert sr.loads('{"a": [1.5e308, "\\ud83c\\udc04", null, true]}') == {"a": [1.5e308, "🀄", None, True]}


def test_an_error_quotes_at_most_80_characters_around_the_position() -> None:
    text = '{"hand": "' + "1m" * 500_000 + '" x}'  # a 1 MB line with the error at its end
    with pytest.raises(sr.InputError) as info:
        sr.loads(text)
    message = str(info.value)
    assert len(message) <= sr.MESSAGE_WIDTH
    quoted = message[message.index("near ") + 5 : -1]
    assert quoted.startswith("...'") and quoted.endswith("'")
    assert len(quoted) <= 80 + 5 and '" x}' in quoted


def test_quote_and_shorten_are_bounded_and_one_line() -> None:
    assert sr.quote("x" * 10_000) == '"' + "x" * 76 + "..."
    assert len(sr.quote(list(range(100_000)))) == 80
    assert sr.quote({"a": 1}) == '{"a": 1}'
    assert sr.shorten("a\nb\u2028c") == "a\\nb\\u2028c"
    assert len(sr.shorten("y" * 10_000)) == sr.MESSAGE_WIDTH


# --- lines ---------------------------------------------------------------------------------------------------


def test_one_definition_of_a_line() -> None:
    data = b'\xef\xbb\xbf{"a": 1}\r\n{"b": 2}\r{"c": 3}\n\n{"d": 4}'
    expected = [b'{"a": 1}', b'{"b": 2}\r{"c": 3}', b"", b'{"d": 4}']  # a bare CR is no line end
    assert list(sr.iter_lines(io.BytesIO(data))) == expected
    assert sr.split_lines(data.decode("utf-8")) == [e.decode() for e in expected]
    assert list(sr.iter_lines(io.BytesIO(b"a\n"))) == [b"a"] and sr.split_lines("a\n") == ["a"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["a", "é", "\r", "\n", "\r\n", " ", "{", "\u2028", "\x0b", "\x85"]), max_size=30))
def test_file_and_stream_lines_agree(pieces: list[str]) -> None:
    text = "".join(pieces)
    raw = text.encode("utf-8")
    assert [line.decode("utf-8") for line in sr.iter_lines(io.BytesIO(raw))] == sr.split_lines(text)
    assert all("\n" not in line for line in sr.split_lines(text))


def test_an_overlong_line_ends_the_stream_after_the_lines_before_it() -> None:
    stream = io.BytesIO(b"ok\n" + b"x" * 101 + b"\nlater\n")
    got = []
    with pytest.raises(sr.InputError, match=r"^larger than 100 bytes, the most a line may hold$"):
        for line in sr.iter_lines(stream, limit=100):
            got.append(line)
    assert got == [b"ok"]
    assert list(sr.iter_lines(io.BytesIO(b"x" * 100 + b"\r\n"), limit=100)) == [b"x" * 100]


def test_an_endless_stream_without_newlines_is_refused_after_one_line() -> None:
    stream = io.BufferedReader(_Endless())
    with pytest.raises(sr.InputError):
        list(sr.iter_lines(stream, limit=1000))  # type: ignore[arg-type]


def test_parse_line_has_the_guarantees_of_loads() -> None:
    assert sr.parse_line(b'{"hand": "123m"}') == {"hand": "123m"}
    for bad in (b"[" * 2000, b'{"seat": NaN}', b"\xff", b"[" + b"7" * 4400 + b"]"):
        with pytest.raises(sr.InputError):
            sr.parse_line(bad)


def test_read_input_reads_stdin_up_to_the_cap() -> None:
    assert sr.decode(sr.read_input("-", io.BytesIO(b'\xef\xbb\xbf{"a": 1}'), 100)) == '{"a": 1}'
    with pytest.raises(sr.InputError, match="larger than 100 bytes"):
        sr.read_input("-", io.BufferedReader(_Endless()), 100)  # type: ignore[arg-type]
    assert json.loads(sr.read_input("-", io.BytesIO(b"[1]"), 3)) == [1]
