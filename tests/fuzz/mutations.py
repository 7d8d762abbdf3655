"""Mutations of JSON files (records, saves, settings) for the fuzz tests and their longer benchmark forms
(``benchmarks/fuzz_io.py``): byte flips, deletions, insertions of nasty fragments (NaN, 1e999, giant integers,
deep nesting, unpaired surrogates, a megabyte string), truncation, a JSON node replaced by a fragment, hands
and actions reordered, a byte-order mark, CRLF line ends, other encodings.

A ``Mutation`` is plain data, so Hypothesis draws them (``mutations()``) and a seeded ``random.Random`` draws
the same kinds (``random_mutation``); ``apply`` is deterministic.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

NASTY = (
    "NaN",
    "Infinity",
    "-Infinity",
    "1e999",
    "-1e999",
    "1" * 5000,
    "-" + "9" * 101,
    "[" * 5000,
    "[" * 65 + "]" * 65,
    "{" * 3000,
    '"\\ud800"',
    '"\\udfff\\ud800"',
    '"' + "x" * 200_000 + '"',
    '"\\u0000"',
    "{}",
    "[]",
    "null",
    "true",
    "false",
    "0",
    "-1",
    "3",
    "4",
    "1.5",
    "1e308",
    '"E"',
    '"S"',
    '"Q"',
    '"5p"',
    '"9z"',
    '"human"',
    '"hard"',
    '{"seat": "E", "type": "discard", "tile": "5p"}',
    '{"seat": "S", "type": "win"}',
    '{"seat": "W", "type": "chow", "tiles": ["4p", "5p", "6p"]}',
    "[1, 2",
    "]",
    "}",
    '"',
    ",",
    ":",
    "\\",
    "\ufeff",
    "\r\n",
    "\r",
    "\u2028",
    "\x00",
)

KINDS = (
    "flip",
    "delete",
    "insert",
    "truncate",
    "node",
    "node",
    "node",
    "structure",
    "bom",
    "crlf",
    "encoding",
)
STRUCTURE = ("swap_hands", "drop_hand", "repeat_hand", "east_player", "round", "cut_actions", "swap_actions")

_PLACEHOLDER = "\u0000PLACEHOLDER\u0000"


@dataclass(frozen=True)
class Mutation:
    kind: str
    at: float  # where, as a fraction of the text (or of the nodes, hands, actions)
    size: int  # 0-255: a byte value, a span length, a choice
    payload: str


def random_mutation(rng: random.Random) -> Mutation:
    payload = rng.choice(NASTY) if rng.random() < 0.8 else "".join(chr(rng.randrange(32, 0x3000)) for _ in range(5))
    return Mutation(rng.choice(KINDS), rng.random(), rng.randrange(256), payload)


def mutations():  # type: ignore[no-untyped-def]
    """A Hypothesis strategy of lists of one to three mutations."""
    from hypothesis import strategies as st

    one = st.builds(
        Mutation,
        kind=st.sampled_from(KINDS),
        at=st.floats(0.0, 1.0, exclude_max=True),
        size=st.integers(0, 255),
        payload=st.one_of(st.sampled_from(NASTY), st.text(max_size=12)),
    )
    return st.lists(one, min_size=1, max_size=3)


def _slots(value: Any, out: list[tuple[Any, Any]]) -> None:
    """Every (container, key) in a JSON tree, in document order, without recursion."""
    stack = [value]
    while stack:
        node = stack.pop()
        keys = list(node) if isinstance(node, dict) else range(len(node))
        for k in keys:
            out.append((node, k))
            if isinstance(node[k], (dict, list)):
                stack.append(node[k])


def _structure(obj: Any, m: Mutation) -> None:
    hands = obj.get("hands") if isinstance(obj, dict) else None
    if not isinstance(hands, list) or not hands:
        return
    op = STRUCTURE[m.size % len(STRUCTURE)]
    i = int(m.at * len(hands))
    j = (i + 1 + m.size) % len(hands)
    hand = hands[i]
    if op == "swap_hands":
        hands[i], hands[j] = hands[j], hands[i]
    elif op == "drop_hand":
        del hands[i]
    elif op == "repeat_hand":
        hands.insert(i, json.loads(json.dumps(hand)))
    elif not isinstance(hand, dict):
        return
    elif op == "east_player":
        hand["east_player"] = m.size % 5
    elif op == "round":
        hand["round"] = "ESWNX"[m.size % 5]
    elif isinstance(hand.get("actions"), list) and hand["actions"]:
        acts = hand["actions"]
        k = m.size % len(acts)
        if op == "cut_actions":
            del acts[k:]
        else:
            acts[k], acts[-1] = acts[-1], acts[k]


def apply(data: bytes, m: Mutation) -> bytes:
    """``data`` (UTF-8 JSON, or already mangled bytes) after the mutation ``m``."""
    pos = int(m.at * (len(data) + 1))
    if m.kind == "flip" and data:
        pos = min(pos, len(data) - 1)
        return data[:pos] + bytes([m.size]) + data[pos + 1 :]
    if m.kind == "delete":
        return data[:pos] + data[pos + 1 + m.size :]
    if m.kind == "insert":
        return data[:pos] + m.payload.encode("utf-8", "surrogatepass") + data[pos:]
    if m.kind == "truncate":
        return data[:pos]
    if m.kind == "bom":
        return b"\xef\xbb\xbf" + data
    if m.kind == "crlf":
        return data.replace(b"\n", b"\r\n")
    if m.kind == "encoding":
        text = data.decode("utf-8", "replace")
        return text.encode(("utf-16", "latin-1", "utf-32")[m.size % 3], "replace")
    try:  # the structural kinds need the JSON
        obj = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        return data
    if m.kind == "structure":
        _structure(obj, m)
        return json.dumps(obj, ensure_ascii=False).encode("utf-8", "surrogatepass")
    slots: list[tuple[Any, Any]] = []
    if isinstance(obj, (dict, list)):
        _slots(obj, slots)
    if not slots:
        return m.payload.encode("utf-8", "surrogatepass")
    container, key = slots[int(m.at * len(slots))]
    container[key] = _PLACEHOLDER
    text = json.dumps(obj, ensure_ascii=False)
    return text.replace(json.dumps(_PLACEHOLDER), m.payload, 1).encode("utf-8", "surrogatepass")


def apply_all(data: bytes, ms: list[Mutation]) -> bytes:
    for m in ms:
        data = apply(data, m)
    return data
