"""``zjgame simulate``: play complete hands headless with four computer players and report (docs/simulate.md).

Player names may carry a label (``hard@ref``, pooled apart); ``--jobs N`` plays walls in N processes with the
same results as one; ``--record DIR`` writes every hand as a game record. Bad arguments, and a record folder
that cannot be made or written, give one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from zjgame.rules.errors import UnknownRulesetError
from zjgame.rules.ruleset import DEFAULT_RULESET, Ruleset, get_ruleset

if TYPE_CHECKING:
    from ai.arena import HandPlay


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="zjgame simulate", description="Play hands headless and report statistics.")
    p.add_argument("--hands", type=int, default=100, help="number of walls (default 100)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--players",
        default="hard,hard,hard,hard",
        help="four names: random, baseline, easy, normal, hard, hard-v1; a label after @ (hard@ref) pools apart",
    )
    p.add_argument("--ruleset", default=DEFAULT_RULESET.name)
    p.add_argument("--duplicate", action="store_true", help="deal each wall four times, players rotated")
    p.add_argument("--record", metavar="DIR", help="write every hand as a game record")
    p.add_argument("--json", action="store_true")
    p.add_argument("--progress", action="store_true", help="a progress bar on stderr")
    p.add_argument("--no-check", action="store_true", help="skip the invariant checks (faster)")
    p.add_argument("--jobs", type=int, default=1, help="play walls in N processes (same results as 1)")
    return p


def _fail(message: str) -> int:
    print(f"zjgame simulate: {message}", file=sys.stderr)
    return 2


class RecordFolderError(Exception):
    """The ``--record`` folder cannot be made or written (a one-line message for the command line)."""


def _record_folder(text: str) -> Path:
    """Make (or reuse) the ``--record`` folder and check that a file can be written in it."""
    out_dir = Path(text)
    if out_dir.exists() and not out_dir.is_dir():
        raise RecordFolderError(f"--record {text}: not a folder (a file of that name exists)")
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise RecordFolderError(f"--record {text}: cannot make the folder ({err.strerror or err})") from None
    if not os.access(out_dir, os.W_OK | os.X_OK):
        raise RecordFolderError(f"--record {text}: the folder cannot be written")
    return out_dir


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    from ai.arena import simulate
    from ai.players import make_player, player_kind, player_names

    try:
        ruleset = get_ruleset(args.ruleset)
    except UnknownRulesetError as err:
        return _fail(str(err))
    names = [n.strip() for n in args.players.split(",")]
    if len(names) != 4:
        return _fail(f"--players needs four names separated by commas, not {args.players!r}")
    unknown = [n for n in names if player_kind(n) not in player_names()]
    if unknown:
        return _fail(f"unknown player {player_kind(unknown[0])!r}; choose from {', '.join(player_names())}")
    if args.hands < 0:
        return _fail(f"--hands must be 0 or more, not {args.hands}")
    if args.jobs < 1:
        return _fail(f"--jobs must be 1 or more, not {args.jobs}")

    on_hand = None
    if args.record:
        try:
            out_dir = _record_folder(args.record)
        except RecordFolderError as err:
            return _fail(str(err))
        on_hand = Recorder(str(out_dir), tuple(names), args.seed, ruleset)

    progress = _progress_bar if args.progress else None
    try:
        summary = simulate(
            names,
            make_player,
            ruleset,
            args.hands,
            args.seed,
            args.duplicate,
            not args.no_check,
            on_hand,
            progress,
            jobs=args.jobs,
        )
    except OSError as err:  # a record could not be written (disk full, folder removed, ...)
        return _fail(f"--record {args.record}: cannot write a record ({err.strerror or err})")
    if args.progress:
        print(file=sys.stderr)
    if args.json:
        print(json.dumps(summary))
    else:
        _print_table(summary)
    return 0


@dataclass(frozen=True)
class Recorder:
    """Writes each finished hand as a one-hand game record (a module-level class, so ``--jobs`` workers can
    run it)."""

    out_dir: str
    names: tuple[str, ...]
    seed: int
    ruleset: Ruleset

    def __call__(self, wall: int, number: int, play: HandPlay, seating: tuple[int, ...]) -> None:
        from zjgame.engine.record import GameRecord, hand_record

        players = tuple({"name": n, "kind": n, "seed": self.seed * 4 + i} for i, n in enumerate(self.names))
        east_player = seating.index(0)  # the player in seat E
        record = GameRecord(self.ruleset, (hand_record(play.state, east_player),), players, hands_in_game=1)
        path = Path(self.out_dir) / f"hand_{number:06d}.json"
        path.write_text(json.dumps(record.to_json()), encoding="utf-8")


def _progress_bar(done: int, total: int) -> None:
    if total > 200 and done % (total // 100) and done != total:
        return  # redraw about a hundred times
    width = 40
    filled = width * done // total if total else width
    print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} walls", end="", file=sys.stderr, flush=True)


def _print_table(s: dict[str, Any]) -> None:
    print(
        f"{s['hands']} hands from {s['walls']} walls in {s['seconds']} s ({s['hands_per_second']} hands/s, "
        f"{s['hands_per_cpu_second']} per CPU second, {s['core']} core); {s['draws']} drawn; {s['exceptions']} exceptions, "
        f"{s['invariant_violations']} invariant violations"
    )
    print(
        f"{'player':<12}{'hands':>7}{'net':>9}{'net/hand':>10}{'95% CI':>18}{'win':>7}{'self':>7}{'deal-in':>8}"
        f"{'big':>7}{'fold':>7}{'avg win':>9}{'cpu p50':>9}{'cpu p99':>9}"
    )
    for p in s["players"]:
        ci = f"[{p['ci95'][0]:.2f}, {p['ci95'][1]:.2f}]"
        print(
            f"{p['name']:<12}{p['seat_hands']:>7}{p['net_points']:>9}{p['net_per_hand']:>10.2f}{ci:>18}"
            f"{p['win_rate']:>7.3f}{p['self_draw_rate']:>7.3f}{p['deal_in_rate']:>8.3f}{p['big_deal_in_rate']:>7.3f}"
            f"{p['fold_rate']:>7.3f}{p['avg_win_value']:>9.1f}{p['decision_cpu_ms_p50']:>9.3f}"
            f"{p['decision_cpu_ms_p99']:>9.3f}"
        )
    for f in s["failures"][:20]:
        print(f"FAILURE wall {f['wall']} (seed {f['wall_seed']}): {f['message']}")
