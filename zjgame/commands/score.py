"""``zjgame score HAND [options]`` and ``zjgame score --batch FILE`` (docs/score.md): score a hand under a
ruleset and print the breakdown, one JSON object, or one JSON object per input line.

Owns the command line only: parsing options, checking that the flags fit each other and the hand (the
ruleset's scoring system says what contradicts its rules), and formatting. Scoring, payments and their
sentences are the ruleset's scoring system's (``zjgame.scoring.system_for``).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import lru_cache
from typing import IO, Any, cast

from zjgame import safe_read
from zjgame.commands import score_british
from zjgame.commands.score_british import UsageError
from zjgame.rules.errors import NotationError, UnknownRulesetError
from zjgame.rules.hand import Hand, parse_hand
from zjgame.rules.ruleset import Ruleset, get_preset
from zjgame.rules.seats import SEATS, Seat
from zjgame.scoring import ALL_FLAGS, ScoreResult, ScoringInputError, WinContext, get_system, seat_letters, system_for
from zjgame.scoring.british.result import BritishScore
from zjgame.scoring.counts import INDEX, hand_inputs, with_melds
from zjgame.scoring.quick import CANONICAL_LINE, QuickHand, canonical_keys, quick_keys, quick_parse
from zjgame.scoring.zj.result import ZungJungScore


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def _parser() -> _Parser:
    p = _Parser(prog="zjgame score", description="Score a mahjong hand (docs/README.md#the-contracts).")
    p.add_argument("hand", nargs="*", help="the hand, e.g. '23m678p66z [555z] [777z] +4m'")
    p.add_argument("--win", choices=("self", "discard"), default=None, help="default: discard")
    p.add_argument("--seat", choices=[s.value for s in SEATS], default="E")
    p.add_argument("--round", choices=[s.value for s in SEATS], default="E")
    p.add_argument("--ruleset", default="zj")
    for name in ALL_FLAGS:
        aliases = ("--standing",) if name == "standing_hand" else ()  # B7 spells it so
        p.add_argument(f"--{name.replace('_', '-')}", *aliases, action="store_true", dest=name)
    p.add_argument("--loser", action="store_true", help="score a loser's hand, written without +X (british)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--batch", metavar="FILE", help="score one JSON object per line of FILE ('-': standard input)")
    return p


def _q(value: object) -> str:
    """A value from the input for a message: at most about 80 characters (issue 17)."""
    return safe_read.quote(value, 40) if isinstance(value, str) and len(value) > 40 else repr(value)


def _ruleset(name: str) -> Ruleset:
    try:
        return get_preset(name)
    except UnknownRulesetError as err:
        raise UsageError(str(err)) from None


def _hand_problem(
    melds: Sequence[tuple[int, int]],
    winning: int,
    full_count_of_winning: int,
    has_bonus: bool,
    ctx: WinContext,
    ruleset: Ruleset,
) -> str | None:
    """Flags that contradict the hand (docs/score.md#contradictory-flags), as the ruleset's scoring system sees them."""
    return system_for(ruleset).hand_problem(melds, winning, full_count_of_winning, has_bonus, ctx, ruleset)


@lru_cache(maxsize=512)
def _context(win: str, seat: str, round_wind: str, flags: frozenset[str], system: str) -> tuple[WinContext, str | None]:
    if win not in ("self", "discard"):
        raise UsageError(f"win must be 'self' or 'discard', not {_q(win)}")
    try:
        seat_v, round_v = Seat(seat), Seat(round_wind)
    except ValueError:
        raise UsageError(f"seats and rounds are E, S, W, N (got seat {_q(seat)}, round {_q(round_wind)})") from None
    for f in sorted(flags):
        if f not in ALL_FLAGS:
            raise UsageError(f"unknown flag {_q(f)}; flags are {', '.join(ALL_FLAGS)}")
    ctx = WinContext(seat=seat_v, round_wind=round_v, self_drawn=win == "self", **{f: True for f in flags})
    return ctx, get_system(system).context_problem(ctx)


def prepare(
    text: str,
    win: str = "discard",
    seat: str = "E",
    round_wind: str = "E",
    ruleset_name: str = "zj",
    flags: Iterable[str] = (),
) -> tuple[Hand, WinContext, Ruleset]:
    """Check and build what one scoring needs; raises UsageError / NotationError with one-line messages."""
    ruleset = _ruleset(ruleset_name)
    ctx, problem = _context(win, seat, round_wind, frozenset(flags), ruleset.scoring_system)
    if problem:
        raise UsageError(problem)
    hand = parse_hand(text, allow_bonus=ruleset.bonus_tiles)
    counts, melds, bonus = hand_inputs(hand)
    assert hand.winning is not None
    problem = _hand_problem(melds, INDEX[hand.winning], hand.tiles.count(hand.winning), bool(bonus), ctx, ruleset)
    if problem:
        raise UsageError(problem)
    return hand, ctx, ruleset


def _quick_problem(quick: QuickHand, ctx: WinContext, ruleset: Ruleset) -> str | None:
    """``_hand_problem`` for a hand read by the fast reader."""
    concealed, winning, melds, bonus = quick
    count = with_melds(concealed, melds)[winning] + 1
    return _hand_problem(melds, winning, count, bool(bonus), ctx, ruleset)


def _zj_lines(result: ZungJungScore) -> list[str]:
    """Zung Jung's pattern lines (docs/score.md: id, name, Chinese name and points of each pattern)."""
    if result.chicken:
        return ["  No pattern: a chicken hand scores 1."]
    out = []
    for line in result.lines:
        pts = f"{line.points} x {line.count} = {line.value}" if line.count > 1 else f"{line.points}"
        out.append(f"  {line.id or '':<7} {line.name:<30} {line.name_zh or '':<6} {pts}")
    return out


def breakdown(text: str, result: ScoreResult, ctx: WinContext, ruleset: Ruleset) -> str:
    how = "self-drawn" if ctx.self_drawn else "won on a discard"
    flags = f", {', '.join(ctx.flags)}" if ctx.flags else ""
    out = [f"Hand: {text}  ({how}, seat {ctx.seat.value}, round {ctx.round_wind.value}, ruleset {ruleset.name}{flags})"]
    if not result.valid:
        out.append(f"Cannot win: {result.reason}")
        return "\n".join(out)
    assert result.arrangement is not None
    shape = {"regular": "", "seven_pairs": " (Seven Pairs)", "thirteen_terminals": " (Thirteen Terminals)"}
    out.append(f"Arrangement{shape.get(result.arrangement.shape, '')}: {result.arrangement_text}")
    if isinstance(result, BritishScore):
        return score_british.readable(text, result, ctx, ruleset)
    if isinstance(result, ZungJungScore):
        out.extend(_zj_lines(result))
    if result.limit_note:
        out.append(result.limit_note)
    out.append(f"Total: {result.total}")
    out.extend(result.notes)
    out.extend(system_for(ruleset).explain_prospect(result, ctx, ruleset, names=seat_letters))
    return "\n".join(out)


def _dump(obj: dict[str, Any]) -> str:
    return json.dumps(obj, ensure_ascii=False)


_BATCH_SETTINGS: dict[tuple[Any, ...], tuple[WinContext, Ruleset, Callable[..., str]]] = {}


def _batch_settings(key: tuple[Any, ...]) -> tuple[WinContext, Ruleset, Callable[..., str]]:
    """The context and ruleset of a batch line's options (win, seat, round, ruleset, flags), checked, and the
    ruleset's system's packed-key scorer."""
    settings = _BATCH_SETTINGS.get(key)
    if settings is None:
        win, seat, round_wind, ruleset_name, flags = key
        ruleset = _ruleset(str(ruleset_name))
        ctx, problem = _context(str(win), str(seat), str(round_wind), frozenset(flags), ruleset.scoring_system)
        if problem:
            raise UsageError(problem)
        settings = (ctx, ruleset, system_for(ruleset).score_win_keys)
        if len(_BATCH_SETTINGS) < 1024:
            _BATCH_SETTINGS[key] = settings
    return settings


_LINE_DEFAULTS = {"win": "discard", "seat": "E", "round": "E", "ruleset": "zj", "flags": ()}


# The commonest line, as json.dumps writes it: a hand (no escapes possible in these characters) and maybe
# "win". Such a line is read without the JSON decoder; any other line goes through json.loads.
_SIMPLE_LINE = re.compile(r'[ \t\n\r]*\{"hand": "([0-9mpszfg \[\]()+]*)"(?:, "win": "(self|discard)")?\}[ \t\n\r]*')


# Any other flat line of string values and a "flags" list of plain names (issue 14: "seat", "round", "ruleset" and
# "flags" too), read by two regular expressions. A line with anything else (numbers, escapes, nesting, "loser",
# "losers", a list where a name belongs, a "flags" string) goes through the JSON reader, whose answers on these
# lines are the same (a test checks it): duplicate keys keep the last value, as json.loads does.
_WS = "[ \\t\\n\\r]*"  # JSON's white space only
_VALUE = rf'"[A-Za-z0-9_]+"{_WS}:{_WS}(?:"[^"\\\x00-\x1f]*"|\[{_WS}(?:"[a-z_]*"{_WS}(?:,{_WS}"[a-z_]*"{_WS})*)?\])'
_FLAT_LINE = re.compile(rf"{_WS}\{{{_WS}{_VALUE}(?:{_WS},{_WS}{_VALUE})*{_WS}\}}{_WS}")
_FLAT_PAIR = re.compile(rf'"([A-Za-z0-9_]+)"{_WS}:{_WS}(?:"([^"\\\x00-\x1f]*)"|\[([^\]]*)\])')
_FLAG_NAME = re.compile(r'"([a-z_]*)"')
_NAME_KEYS = ("win", "seat", "round", "ruleset")


def _flat_line(line: str, defaults: dict[str, Any]) -> tuple[str, tuple[Any, ...]] | None:
    """(hand, (win, seat, round, ruleset, flags)) of a flat line, or None: the JSON reader's turn."""
    if _FLAT_LINE.fullmatch(line) is None:
        return None
    names: dict[str, str] = {}
    flags: tuple[str, ...] | None = None
    for m in _FLAT_PAIR.finditer(line):
        name, text, listed = m.groups()
        if name == "flags":
            if listed is None:
                return None  # a string: the JSON reader's error
            flags = tuple(_FLAG_NAME.findall(listed))
        elif listed is not None:
            return None  # a list where a hand or a name belongs
        else:
            names[name] = text
    if "hand" not in names or "loser" in names or "losers" in names:
        return None
    key = tuple(names.get(k, defaults[k]) for k in _NAME_KEYS)
    return names["hand"], (*key, defaults["flags"] if flags is None else flags)


def _batch_line(line: str, defaults: dict[str, Any] = _LINE_DEFAULTS) -> tuple[str, bool]:
    """One output line for one input line, and whether it is an error."""
    canonical = CANONICAL_LINE.fullmatch(line)
    if canonical is not None:  # the commonest line: a closed hand in canonical form and maybe "win"
        settings = _BATCH_SETTINGS.get(
            (
                canonical.group(7) or defaults["win"],
                defaults["seat"],
                defaults["round"],
                defaults["ruleset"],
                defaults["flags"],
            )
        )
        if settings is not None and not (settings[0].kong_supplement or settings[0].robbing_kong):
            keys = canonical_keys(*canonical.group(1, 2, 3, 4, 5, 6))
            if keys is not None:
                return settings[2](keys[0], keys[1], keys[2], keys[3], settings[0], settings[1]), False
    simple = _SIMPLE_LINE.fullmatch(line)
    flat = None if simple is not None else _flat_line(line, defaults)
    if simple is not None:
        text = simple.group(1)
        flags = defaults["flags"]
        key = (simple.group(2) or defaults["win"], defaults["seat"], defaults["round"], defaults["ruleset"], flags)
    elif flat is not None:
        text, key = flat
        flags = key[4]
    else:
        try:  # issue 17: bounded nesting and numbers, no NaN or Infinity, one-line messages
            obj = safe_read.loads(line)
        except safe_read.InputError as err:
            if err.column is not None:  # the decoder's own message, as docs/score.md shows it
                return _dump({"error": f"not JSON: {err.problem} at column {err.column}"}), True
            return _dump({"error": str(err)}), True
        if type(obj) is not dict or type(obj.get("hand")) is not str:
            return _dump({"error": 'each line must be a JSON object with a "hand" string'}), True
        text = obj["hand"]
        flags = obj.get("flags", defaults["flags"])
        if flags:
            if not isinstance(flags, (list, tuple)) or not all(isinstance(f, str) for f in flags):
                return _dump({"error": '"flags" must be a list of flag names'}), True
            flags = tuple(flags)
        else:
            flags = ()
        key = (
            obj.get("win", defaults["win"]),
            obj.get("seat", defaults["seat"]),
            obj.get("round", defaults["round"]),
            obj.get("ruleset", defaults["ruleset"]),
            flags,
        )
        if "loser" in obj or "losers" in obj:
            return _all_hands_line(obj, text, key, flags)
    try:
        try:
            settings = _BATCH_SETTINGS.get(key) or _batch_settings(key)
        except TypeError:  # a list or an object where a name belongs
            raise UsageError('"win", "seat", "round" and "ruleset" must be strings') from None
        ctx, ruleset, _ = settings
        if not (ctx.kong_supplement or ctx.robbing_kong):  # no flag that needs a look at the melds
            keys = quick_keys(text)
            if keys is not None:
                return system_for(ruleset).score_win_keys(*keys, ctx, ruleset), False
        quick = quick_parse(text, ruleset.bonus_tiles)
        if quick is None:
            win, seat, round_wind, name = (str(k) for k in key[:4])
            hand, ctx, ruleset = prepare(text, win, seat, round_wind, name, flags)
            return system_for(ruleset).score_win(hand, ctx, ruleset).to_json_text(), False
        if quick[2] or quick[3] or ctx.kong_supplement or ctx.robbing_kong:
            problem = _quick_problem(quick, ctx, ruleset)
            if problem:
                raise UsageError(problem)
        return system_for(ruleset).score_win_json(*quick, ctx, ruleset), False
    except (UsageError, NotationError, ScoringInputError) as err:
        return _dump({"error": safe_read.shorten(str(err))}), True


def _all_hands_line(obj: dict[str, Any], text: str, key: tuple[Any, ...], flags: tuple[str, ...]) -> tuple[str, bool]:
    """A batch line with ``"loser": true`` (one loser's hand) or ``"losers"`` (the other three seats' hands and
    the settlement), docs/score.md#british-scoring."""
    try:
        win, seat, round_wind, name = key[:4]
        if not all(isinstance(k, str) for k in key[:4]):
            raise UsageError('"win", "seat", "round" and "ruleset" must be strings')
        if "loser" in obj:
            if obj["loser"] is not True and obj["loser"] is not False:
                raise UsageError('"loser" must be true or false')
            if "losers" in obj:
                raise UsageError('a line is either one loser\'s hand ("loser": true) or a winner with "losers"')
        if obj.get("loser") is True:
            if flags or "win" in obj:
                raise UsageError('a loser\'s hand takes no "win" and no win flags')
            ruleset = _ruleset(name)
            try:
                seat_v, round_v = Seat(seat), Seat(round_wind)
            except ValueError:
                raise UsageError(
                    f"seats and rounds are E, S, W, N (got seat {_q(seat)}, round {_q(round_wind)})"
                ) from None
            _, result = score_british.score_loser(text, seat_v, round_v, ruleset)
            return result.to_json_text(), False
        hand, ctx, ruleset = prepare(text, win, seat, round_wind, name, flags)
        result = system_for(ruleset).score_win(hand, ctx, ruleset)
        if "losers" not in obj:
            return result.to_json_text(), False
        return _dump(score_british.settled_json(hand, result, ctx, ruleset, obj["losers"])), False
    except (UsageError, NotationError, ScoringInputError) as err:
        return _dump({"error": safe_read.shorten(str(err))}), True


def run_batch(lines: Iterable[str | bytes], out: IO[str], defaults: dict[str, Any] | None = None) -> int:
    """Score one JSON object per line (blank lines are skipped); returns the exit status. ``defaults``: the
    values of keys a line leaves out (the command line's --win, --seat, --round, --ruleset and flags). Lines may
    be bytes (``safe_read.iter_lines``): one that is not UTF-8 gives an error line. Each output line is written
    and flushed before the next input line is read, so an input that ends in a problem loses nothing."""
    defaults = _LINE_DEFAULTS if defaults is None else {**_LINE_DEFAULTS, **defaults}
    status = 0
    for line in lines:
        if isinstance(line, bytes):
            try:
                line = safe_read.decode(line, bom=False)  # one definition of a line: a BOM only opens a file
            except safe_read.InputError as err:
                out.write(_dump({"error": str(err)}) + "\n")
                out.flush()
                status = 2
                continue
        if not line.strip():
            continue
        text, error = _batch_line(line, defaults)
        if error:
            status = 2
        out.write(text + "\n")
        out.flush()
    return status


class _TextLines:
    """``readline(limit)`` in bytes over a text stream (standard input replaced by a ``StringIO``)."""

    def __init__(self, stream: IO[str]) -> None:
        self.stream = stream

    def readline(self, limit: int = -1) -> bytes:
        return self.stream.readline(limit).encode("utf-8", "surrogateescape")


def _batch_lines(name: str) -> Iterator[bytes]:
    """The lines of ``--batch FILE`` (``-``: standard input) by safe_read's one definition of a line: a regular
    file only, at most ``LINE_LIMIT`` bytes a line (issue 17: /dev/zero, a FIFO, a 2 GB file of zeros)."""
    if name == "-":
        binary = getattr(sys.stdin, "buffer", None)
        yield from safe_read.iter_lines(binary if binary is not None else cast(IO[bytes], _TextLines(sys.stdin)))
        return
    with safe_read.open_regular(name) as stream:
        yield from safe_read.iter_lines(stream)


def _utf8(stream: IO[str]) -> None:
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None:
        try:
            reconfigure(encoding="utf-8", errors="replace")
        except (ValueError, OSError):
            pass


def main(argv: list[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    _utf8(sys.stdout)
    try:
        try:
            args = _parser().parse_args(args_list)
        except SystemExit as done:  # --help
            return int(done.code or 0)
        if args.batch is not None:
            if args.hand:
                raise UsageError("give either a HAND or --batch FILE, not both")
            if args.loser:
                raise UsageError('--loser scores one hand; in --batch a line says "loser": true')
            defaults = {
                "win": args.win or "discard",
                "seat": args.seat,
                "round": args.round,
                "ruleset": args.ruleset,
                "flags": tuple(f for f in ALL_FLAGS if getattr(args, f)),
            }
            # docs/score.md#batch-mode: a malformed line (bytes that are not UTF-8 included) gives {"error": ...} on its
            # own output line and the rest go on, never a traceback. A file that cannot be read, or a line over
            # the limit, ends the run with one line on stderr after every line before it was written.
            # (A broken output pipe is the dispatcher's to handle.)
            try:
                return run_batch(_batch_lines(args.batch), sys.stdout, defaults)
            except safe_read.InputError as err:
                raise UsageError(f"cannot read {args.batch}: {err}") from None
        if not args.hand:
            raise UsageError("no hand given; example: zjgame score '23m678p66z [555z] [777z] +4m' --win discard")
        text = " ".join(args.hand)
        flags = [f for f in ALL_FLAGS if getattr(args, f)]
        if args.loser:
            if args.win or flags:
                raise UsageError("--loser scores a hand that did not win: no --win and no win flags")
            ruleset = _ruleset(args.ruleset)
            ctx = WinContext(seat=Seat(args.seat), round_wind=Seat(args.round))
            _, result = score_british.score_loser(text, ctx.seat, ctx.round_wind, ruleset)
        else:
            hand, ctx, ruleset = prepare(text, args.win or "discard", args.seat, args.round, args.ruleset, flags)
            result = system_for(ruleset).score_win(hand, ctx, ruleset)
    except (UsageError, NotationError, ScoringInputError) as err:
        print(f"zjgame score: {safe_read.shorten(str(err))}", file=sys.stderr)
        return 2
    if args.json:
        print(_dump(result.to_json()))
    elif args.loser:
        print(score_british.readable(text, result, ctx, ruleset, loser=True))
    else:
        print(breakdown(text, result, ctx, ruleset))
    return 0
