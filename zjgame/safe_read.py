"""Bounded, safe reading of every file and line the program takes in: game records (``zjgame replay``, the
replay list), the saved game, the settings, ``score --batch`` lines. Standard library only (a pure module:
engine, commands and ui all use it).

Guarantees, for files:
- regular files only: a FIFO, a device (``/dev/zero``), a folder or a socket is refused with one line, never
  read and never waited on (opened with ``O_NONBLOCK``, checked with ``fstat`` before the first read);
- a size cap: a file whose size is over the cap is refused before reading; at most ``cap + 1`` bytes are ever
  read (a file that grows, ``/proc``-like files, standard input);
- UTF-8, with or without a byte-order mark (as Notepad writes), strictly decoded.

For JSON (``loads``): only what RFC 8259 allows and the program can hold: ``NaN``, ``Infinity`` and numbers
that overflow to infinity (``1e999``) are refused, as are integers longer than ``MAX_INT_DIGITS`` digits (far
below Python's int-string limit, so they can be printed and saved again), nesting deeper than ``MAX_DEPTH``
levels (a ``RecursionError`` in the decoder included) and strings holding an unpaired surrogate escape
(``"\\ud800"``, which could not be written out again).

For lines (``iter_lines``, ``split_lines``): one definition for a file and for standard input: lines are split
on ``\\n`` only, one trailing ``\\r`` is dropped (CRLF files), a last line without ``\\n`` counts, the empty piece
after a final ``\\n`` does not; a byte-order mark is dropped from the first line.

Every problem is an ``InputError`` (a ``ValueError``) whose message is one line naming the problem and, for
JSON, its line and column with at most ``QUOTE_WIDTH`` characters of the input around the position; a message
never echoes more of the input than that (``quote``, ``shorten``).
"""

from __future__ import annotations

import codecs
import json
import math
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

KB = 1024
MB = 1024 * KB

RECORD_LIMIT = 8 * MB  # a game record or a saved game (a 16-hand game is about 150 KB)
SETTINGS_LIMIT = 64 * KB  # settings.json (about 300 bytes)
LINE_LIMIT = 64 * KB  # one ``score --batch`` line (a British hand with its losers is under 1 KB)
MAX_DEPTH = 64  # JSON nesting (a record needs 7 levels)
MAX_INT_DIGITS = 100  # JSON integers (seeds are below 20 digits)
QUOTE_WIDTH = 80  # characters of the input quoted in a message
MESSAGE_WIDTH = 240  # the longest message ``shorten`` lets through

_CHUNK = 64 * KB
_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # opening a FIFO must not wait for a writer
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


class InputError(ValueError):
    """Bad input: a file that cannot be read or is too large, text that is not UTF-8, JSON that is malformed or
    out of range. The message is one line; ``missing`` is true when the file does not exist. For malformed
    JSON, ``problem`` is the decoder's own words and ``column`` the 1-based column (``None`` otherwise)."""

    def __init__(
        self, message: str, *, missing: bool = False, problem: str | None = None, column: int | None = None
    ) -> None:
        self.missing = missing
        self.problem = problem
        self.column = column
        super().__init__(shorten(message))


# --- messages ----------------------------------------------------------------------------------------------


def _printable(text: str) -> str:
    """``text`` with every character that is not printable (newlines, controls, U+2028...) escaped."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


def shorten(message: str, width: int = MESSAGE_WIDTH) -> str:
    """``message`` on one line (control characters escaped), cut to ``width`` characters."""
    line = _printable(message)
    return line if len(line) <= width else line[: width - 3] + "..."


def excerpt(text: str, pos: int, width: int = QUOTE_WIDTH) -> str:
    """At most ``width`` characters of ``text`` around ``pos``, quoted, with ``...`` where it was cut."""
    pos = max(0, min(pos, len(text)))
    start = max(0, pos - width // 2)
    end = min(len(text), start + width)
    start = max(0, end - width)
    piece = _printable(text[start:end])
    return f"{'...' if start else ''}'{piece}'{'...' if end < len(text) else ''}"


def quote(value: object, width: int = QUOTE_WIDTH) -> str:
    """A value for a message: JSON-like, at most ``width`` characters (strings and containers cut)."""
    if isinstance(value, str):
        text = json.dumps(value[: width + 1], ensure_ascii=False)
    else:
        try:
            text = json.dumps(value, ensure_ascii=False, default=str)
        except (ValueError, RecursionError):  # not from our reader: too deep or circular
            text = f"<{type(value).__name__}>"
    text = _printable(text)
    return text if len(text) <= width else text[: width - 3] + "..."


def _size(n: int) -> str:
    return f"{n // MB} MB" if n >= MB and n % MB == 0 else f"{n // KB} KB" if n >= KB else f"{n} bytes"


def too_large(limit: int, what: str) -> InputError:
    return InputError(f"larger than {_size(limit)}, the most {what} may hold")


# --- files -------------------------------------------------------------------------------------------------


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def open_regular(path: str | os.PathLike[str]) -> IO[bytes]:
    """Open a regular file for reading in binary; ``InputError`` for anything else, without reading from it or
    waiting on it (a FIFO with no writer, a device, a folder)."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        raise InputError("no such file", missing=True) from None
    except IsADirectoryError:
        raise InputError("not a regular file (a folder)") from None
    except OSError as err:
        try:  # a socket cannot be opened at all: name what it is
            mode = os.stat(path).st_mode
        except OSError:
            mode = stat.S_IFREG
        if not stat.S_ISREG(mode):
            raise InputError(f"not a regular file ({_kind(mode)})") from None
        raise InputError(f"cannot open it: {err.strerror or err}") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise InputError(f"not a regular file ({_kind(mode)})")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)  # no effect on a regular file's reads; a plain stream from here on
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_at_most(stream: IO[bytes], limit: int, what: str = "the input") -> bytes:
    """Everything ``stream`` holds, reading at most ``limit + 1`` bytes; ``InputError`` when there is more."""
    out = bytearray()
    try:
        while len(out) <= limit:
            chunk = stream.read(min(_CHUNK, limit + 1 - len(out)))
            if not chunk:
                return bytes(out)
            out += chunk
    except OSError as err:
        raise InputError(f"cannot read it: {err.strerror or err}") from None
    raise too_large(limit, what)


def read_bytes(path: str | os.PathLike[str], limit: int, what: str = "a file") -> bytes:
    """The bytes of the regular file ``path`` (at most ``limit``): refused before reading when its size is over
    the cap, and never more than ``limit + 1`` bytes read."""
    with open_regular(path) as stream:
        try:
            size = os.fstat(stream.fileno()).st_size
        except OSError as err:
            raise InputError(f"cannot read it: {err.strerror or err}") from None
        if size > limit:
            raise too_large(limit, what)
        return read_at_most(stream, limit, what)


def decode(data: bytes, bom: bool = True) -> str:
    """UTF-8 text, a leading byte-order mark dropped (``bom=False``: kept, for a line that is not the first of a
    file, whose BOM ``iter_lines`` already dropped); ``InputError`` naming the first bad byte's offset."""
    skip = len(codecs.BOM_UTF8) if bom and data.startswith(codecs.BOM_UTF8) else 0
    try:
        return data[skip:].decode("utf-8")
    except UnicodeDecodeError as err:
        raise InputError(f"not UTF-8 text (byte {skip + err.start} is 0x{data[skip + err.start]:02x})") from None


def read_text(path: str | os.PathLike[str], limit: int, what: str = "a file") -> str:
    return decode(read_bytes(path, limit, what))


def read_json(path: str | os.PathLike[str], limit: int, what: str = "a file") -> Any:
    """The JSON value in the regular file ``path`` (``read_bytes``, ``decode``, ``loads``)."""
    return loads(read_text(path, limit, what))


def read_input(name: str, stdin: IO[bytes] | None, limit: int, what: str = "the input") -> bytes:
    """The bytes of a command's input: the file ``name``, or ``stdin`` (binary) when ``name`` is ``-``, bounded
    alike (``decode`` them next)."""
    if name == "-":
        if stdin is None:
            raise InputError("no standard input")
        return read_at_most(stdin, limit, what)
    return read_bytes(Path(name), limit, what)


# --- JSON --------------------------------------------------------------------------------------------------


def _constant(name: str) -> Any:
    raise InputError(f"bad JSON: {name} is not a number JSON allows")


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise InputError(f"bad JSON: the number {quote(text)[1:-1]} is too large")
    return value


_DECODER = json.JSONDecoder(parse_float=_float, parse_constant=_constant)
_BIG = 10**MAX_INT_DIGITS  # the first integer with more than MAX_INT_DIGITS digits


def _surrogate(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as err:
        raise InputError(
            f"bad JSON: a string holds an unpaired surrogate escape (\\u{ord(text[err.start]):04x})"
        ) from None


def _check_tree(value: Any, max_depth: int) -> None:
    """Nesting depth, integer sizes and unpaired surrogates, in one pass without recursion."""
    stack: list[tuple[Any, int]] = [([value], 0)]  # a list around the value, at depth 0
    while stack:
        node, depth = stack.pop()
        if depth > max_depth:
            raise InputError(f"bad JSON: nested more than {max_depth} levels deep")
        if type(node) is dict:
            for key in node:
                if not key.isascii():
                    _surrogate(key)
            items: Any = node.values()
        else:
            items = node
        for item in items:
            kind = type(item)
            if kind is str:
                if not item.isascii():
                    _surrogate(item)
            elif kind is int:
                if item >= _BIG or item <= -_BIG:
                    raise InputError(f"bad JSON: a number of more than {MAX_INT_DIGITS} digits")
            elif kind is dict or kind is list:
                stack.append((item, depth + 1))


def loads(text: str | bytes, max_depth: int = MAX_DEPTH) -> Any:
    """A JSON value with the guarantees of the module docstring; bytes are decoded first (``decode``)."""
    if isinstance(text, (bytes, bytearray)):
        text = decode(bytes(text))
    try:
        value = _DECODER.decode(text)
    except json.JSONDecodeError as err:
        raise InputError(
            f"bad JSON at line {err.lineno}, column {err.colno}: {err.msg} (near {excerpt(text, err.pos)})",
            problem=err.msg,
            column=err.colno,
        ) from None
    except RecursionError:
        raise InputError(f"bad JSON: nested more than {max_depth} levels deep") from None
    except InputError:
        raise
    except ValueError:  # Python's int-string limit (4,300 digits): a plain ValueError from the decoder
        raise InputError(f"bad JSON: a number of more than {MAX_INT_DIGITS} digits") from None
    _check_tree(value, max_depth)
    return value


# --- lines -------------------------------------------------------------------------------------------------


def split_lines(text: str) -> list[str]:
    """The lines of ``text`` by the module's one definition (``\\n`` only, a trailing ``\\r`` dropped)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    pieces = text.split("\n")
    if pieces[-1] == "":
        pieces.pop()
    return [p[:-1] if p.endswith("\r") else p for p in pieces]


def iter_lines(stream: IO[bytes], limit: int = LINE_LIMIT) -> Iterator[bytes]:
    """The lines of a binary stream (a file from ``open_regular`` or ``sys.stdin.buffer``), one at a time, by
    the module's one definition; a BOM is dropped from the first line. A line longer than ``limit`` bytes
    (not counting its CR and newline) raises ``InputError`` after every line before it was yielded; at most
    ``limit + 2`` bytes are read for a line, so an endless stream without newlines (``/dev/zero``) is refused
    at once."""
    first = True
    while True:
        try:
            raw = stream.readline(limit + 2)
        except OSError as err:
            raise InputError(f"cannot read it: {err.strerror or err}") from None
        if not raw:
            return
        if first and raw.startswith(codecs.BOM_UTF8):
            raw = raw[len(codecs.BOM_UTF8) :]
        first = False
        ended = raw.endswith(b"\n")
        if ended:
            raw = raw[:-1]
        if raw.endswith(b"\r"):
            raw = raw[:-1]
        if len(raw) > limit or (not ended and len(raw) == limit + 1):
            raise too_large(limit, "a line")
        yield raw


def parse_line(raw: bytes | str, max_depth: int = MAX_DEPTH) -> Any:
    """One JSON line (from ``iter_lines``): decoded and parsed with every guarantee of ``loads``."""
    return loads(raw, max_depth)
