"""``zjgame simulate``: play complete hands headless with four computer players and report (interfaces §3)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
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
    p.add_argument("--players", default="hard,hard,hard,hard", help="four names: random, baseline, easy, normal, hard")
    p.add_argument("--ruleset", default=DEFAULT_RULESET.name)
    p.add_argument("--duplicate", action="store_true", help="deal each wall four times, players rotated")
    p.add_argument("--record", metavar="DIR", help="write every hand as a game record")
    p.add_argument("--json", action="store_true")
    p.add_argument("--progress", action="store_true", help="a progress bar on stderr")
    p.add_argument("--no-check", action="store_true", help="skip the invariant checks (faster)")
    return p


def _fail(message: str) -> int:
    print(f"zjgame simulate: {message}", file=sys.stderr)
    return 2


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    from ai.arena import simulate
    from ai.players import make_player, player_names

    try:
        ruleset = get_ruleset(args.ruleset)
    except UnknownRulesetError as err:
        return _fail(str(err))
    names = [n.strip() for n in args.players.split(",")]
    if len(names) != 4:
        return _fail(f"--players needs four names separated by commas, not {args.players!r}")
    unknown = [n for n in names if n not in player_names()]
    if unknown:
        return _fail(f"unknown player {unknown[0]!r}; choose from {', '.join(player_names())}")
    if args.hands < 0:
        return _fail(f"--hands must be 0 or more, not {args.hands}")

    on_hand = None
    if args.record:
        out_dir = Path(args.record)
        out_dir.mkdir(parents=True, exist_ok=True)
        on_hand = _recorder(out_dir, names, args.seed, ruleset)

    progress = _progress_bar if args.progress else None
    summary = simulate(
        names, make_player, ruleset, args.hands, args.seed, args.duplicate, not args.no_check, on_hand, progress
    )
    if args.progress:
        print(file=sys.stderr)
    if args.json:
        print(json.dumps(summary))
    else:
        _print_table(summary)
    return 0


def _recorder(out_dir: Path, names: list[str], seed: int, ruleset: Ruleset) -> Callable[..., None]:
    from zjgame.engine.record import GameRecord, hand_record

    players = tuple({"name": n, "kind": n, "seed": seed * 4 + i} for i, n in enumerate(names))

    def write(wall: int, number: int, play: HandPlay, seating: tuple[int, ...]) -> None:
        east_player = seating.index(0)  # the player in seat E
        record = GameRecord(ruleset, (hand_record(play.state, east_player),), players, hands_in_game=1)
        (out_dir / f"hand_{number:06d}.json").write_text(json.dumps(record.to_json()), encoding="utf-8")

    return write


def _progress_bar(done: int, total: int) -> None:
    if total > 200 and done % (total // 100) and done != total:
        return  # redraw about a hundred times
    width = 40
    filled = width * done // total if total else width
    print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} walls", end="", file=sys.stderr, flush=True)


def _print_table(s: dict[str, Any]) -> None:
    print(
        f"{s['hands']} hands from {s['walls']} walls in {s['seconds']} s ({s['hands_per_second']} hands/s); "
        f"{s['draws']} drawn; {s['exceptions']} exceptions, {s['invariant_violations']} invariant violations"
    )
    print(
        f"{'player':<10}{'hands':>7}{'net':>9}{'net/hand':>10}{'95% CI':>18}{'win':>7}{'self':>7}{'deal-in':>8}"
        f"{'avg win':>9}{'ms p50':>8}{'ms p99':>8}"
    )
    for p in s["players"]:
        ci = f"[{p['ci95'][0]:.2f}, {p['ci95'][1]:.2f}]"
        print(
            f"{p['name']:<10}{p['seat_hands']:>7}{p['net_points']:>9}{p['net_per_hand']:>10.2f}{ci:>18}"
            f"{p['win_rate']:>7.3f}{p['self_draw_rate']:>7.3f}{p['deal_in_rate']:>8.3f}{p['avg_win_value']:>9.1f}"
            f"{p['decision_ms_p50']:>8.3f}{p['decision_ms_p99']:>8.3f}"
        )
    for f in s["failures"][:20]:
        print(f"FAILURE wall {f['wall']} (seed {f['wall_seed']}): {f['message']}")
