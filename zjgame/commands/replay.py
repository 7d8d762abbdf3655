"""``zjgame replay FILE [--json | --gui]``: replay a game record through the engine and verify it
(docs/records.md#zjgame-replay).

Exit status 0 when every hand replays and matches its stored ``result``; 1 when a stored result differs (the
difference is printed); 2 for a malformed record or an illegal action (one message naming the hand, the
action's index and the reason; nothing is printed half-applied), for hands that do not follow the game's dealer
rotation (``zjgame.engine.replay``, the check the game's resume makes), and for a file that cannot be read:
not a regular file (a FIFO, ``/dev/zero``, a folder: refused at once, never read), larger than
``zjgame.safe_read.RECORD_LIMIT``, or not UTF-8 (a byte-order mark is fine). Standard input (``-``) is read
up to the same limit.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from zjgame.engine.errors import RecordError
from zjgame.engine.record import differences, parse_record, result_json
from zjgame.engine.replay import replay_game
from zjgame.safe_read import RECORD_LIMIT, InputError, decode, read_input, shorten


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="zjgame replay", description="Replay and verify a game record.")
    p.add_argument("file", help="a zjgame-record/1 JSON file ('-' for standard input)")
    p.add_argument("--json", action="store_true", help="print the hands as JSON")
    p.add_argument("--gui", action="store_true", help="open the replay viewer (step through with the rulings)")
    p.add_argument("--screenshots", metavar="DIR", help="with --gui: a PNG at every claim window and ruling, then exit")
    p.add_argument("--speed", choices=("normal", "max"), default="normal", help="with --gui: max = no delays")
    return p


def replay_file(text: str) -> tuple[list[dict[str, Any]], list[str]]:
    """The per-hand results and the differences from the stored ones; raises ``RecordError``."""
    record = parse_record(text)
    hands: list[dict[str, Any]] = []
    diffs: list[str] = []
    # docs/records.md#zjgame-replay: the hands follow the dealer rotation
    for n, played in enumerate(replay_game(record), 1):
        actual = result_json(played.state)
        hands.append(actual)
        diffs.extend(f"hand {n}: {d}" for d in differences(record.hands[n - 1].result, actual))
    return hands, diffs


def _describe(n: int, h: dict[str, Any]) -> str:
    if not h["finished"]:
        return f"hand {n}: unfinished"
    if h["winner"] is None:
        line = f"hand {n}: drawn (exhaustive draw)"
        if h.get("wall_game"):  # B1: a wall game is replayed without scoring, with the same East
            line = f"hand {n}: wall game ({'the kong box ran out' if h['wall_game'] == 'kong_box' else 'the wall ran out'})"
        if h.get("ready"):
            line += f"; ready: {', '.join(h['ready'])}"
    else:
        how = "self-drawn" if h["self_drawn"] else f"on {h['discarder']}'s discard"
        if not h["self_drawn"] and h["responsible"] is not None:
            how += f", responsible {h['responsible']}"
        pats = ", ".join(_item_text(p) for p in h["patterns"])
        line = f"hand {n}: {h['winner']} wins {h['value']} {how} ({pats or 'chicken hand'})"
        for w in h["wins"][1:]:
            line += f"; also {w['winner']} wins {w['value']}"
    pay = " ".join(f"{s} {v:+d}" for s, v in h["payments"].items())
    lines = [line]
    if h.get("losers"):  # B4: every hand is scored
        lines.append("  losers: " + ", ".join(f"{s} {x['total']}" for s, x in h["losers"].items()))
    lines.append(f"  payments: {pay}")
    lines.extend(f"  ruling ({r['kind']}): {r['text']}" for r in h["rulings"])
    return "\n".join(lines)


def _item_text(p: dict[str, Any]) -> str:
    """One scored line: ``Value Honor 10 x2`` (a Zung Jung pattern) or ``... 1 double`` (British, B4)."""
    if "doubles" in p:
        return f"{p['name']} {p['doubles']} double{'s' if p['doubles'] != 1 else ''}"
    count = p.get("count", 1)
    return f"{p['name']} {p['points']}" + (f" x{count}" if count > 1 else "")


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    name = shorten(args.file, 120)
    try:
        data = read_input(args.file, getattr(sys.stdin, "buffer", None), RECORD_LIMIT, "a game record")
    except InputError as err:
        # docs/records.md#zjgame-replay: exit 2 with one line, no traceback, nothing read past the cap
        print(f"zjgame replay: cannot read {name}: {err}", file=sys.stderr)
        return 2
    try:
        text = decode(data)  # UTF-8, with or without a byte-order mark
        hands, diffs = replay_file(text)
    except (InputError, RecordError) as err:
        print(f"zjgame replay: {name}: {shorten(str(err))}", file=sys.stderr)
        return 2
    if args.gui:
        from zjgame.ui.launch import run_replay_gui

        return run_replay_gui(args.file, args.screenshots, args.speed == "max", text=text)
    if args.json:
        print(json.dumps({"hands": hands, "differences": diffs}, ensure_ascii=False))
    else:
        for n, h in enumerate(hands, 1):
            print(_describe(n, h))
    for d in diffs:
        print(f"zjgame replay: stored result differs: {d}", file=sys.stderr)
    return 1 if diffs else 0
