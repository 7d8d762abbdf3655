"""Calibration of the expected-points players' chance to win (``ai.ev.outlook``): predicted against observed.

    python benchmarks/calibrate_outlook.py [--walls 40] [--seed 7] [--ruleset zj] [--players baseline,...]
    python benchmarks/calibrate_outlook.py --discards [--walls 60] ...

Plays hands with the named players; at every discard of seat 0 it takes the outlook of the hand left after the
discard actually made (as the ``hard`` player computes it, from that seat's view only) and records whether that
seat went on to win the hand. Prints, by shanten and by bins of the predicted chance, the mean prediction and
the observed rate, so the race's knobs (``ai.ev.threats.Tempo``) can be checked on hands the players did not
tune on, and beside it the outlook's expected points against the net points the hand paid seat 0 (the
outlook's own scale: what it misjudges about the other seats' wins shows there). ``--discards`` prints instead
how often the players discard each kind of tile (honour, terminal, 2/8, 3/7, 4-6) relative to its share of the
tiles, early and late in the hand: the factors ``ai.ev.outlook`` gives a wait's chance of being won on a
discard.
"""

from __future__ import annotations

import argparse
import random
from collections import defaultdict

from ai.ev.player import EVPlayer
from ai.ev.values import meld_specs
from ai.hard import HARD
from ai.players import make_player
from ai.view_tools import table_info
from zjgame.engine.actions import Discard
from zjgame.engine.round import RoundState
from zjgame.engine.wall import shuffled_wall
from zjgame.rules.ruleset import get_ruleset
from zjgame.rules.seats import Seat

Row = tuple[int, float, str, bool, float, int, int]


def collect(ruleset_name: str, names: list[str], walls: int, seed: int) -> list[Row]:
    """(shanten, predicted chance, what the outlook followed, won, predicted points, net points, hand) at each
    discard of seat 0: the outlook's chance to win and its expected points over the rest of the hand, against
    whether seat 0 won and what the hand's settlement paid it (``hand``: the wall's number, for intervals)."""
    ruleset = get_ruleset(ruleset_name)
    probe = EVPlayer(0, HARD)
    out = []
    for k in range(walls):
        wall = shuffled_wall(random.Random(seed * 1_000_003 + k), ruleset)
        players = [make_player(n, seed * 4 + i) for i, n in enumerate(names)]
        state, _ = RoundState.start(tuple(wall), ruleset, hand_number=k)
        marks = []
        while not state.is_finished:
            seat = state.seats_to_act[0]
            legal = state.legal_actions(seat)
            view = state.view_for(seat)
            decision = players[seat.index].choose(view, legal)
            if seat is Seat.E and isinstance(decision.action, Discard) and len(legal) > 1:
                info = table_info(view)
                if not any(t.is_bonus for t in info.hand):
                    sit = probe.situation(info, probe.threats(info), 3)
                    counts = info.hand_counts()
                    counts[decision.action.tile.index] -= 1
                    melds = info.my_melds()
                    look = sit.outlook(tuple(counts), melds, meld_specs(melds))
                    kind = look.target or ("ready" if look.shanten == 0 else "exact")
                    marks.append((look.shanten, look.chance, kind, look.value))
            state, _ = state.apply(seat, decision.action)
        result = state.result
        won = result is not None and any(w.winner is Seat.E for w in result.wins)
        net = result.payments[Seat.E.index] if result is not None else 0
        out.extend((sh, p, kind, won, value, net, k) for sh, p, kind, value in marks)
    return out


_SHARE = {"honour": 28 / 136, "terminal": 24 / 136, "2 or 8": 24 / 136, "3 or 7": 24 / 136, "4 to 6": 36 / 136}


def _kind(tile: object) -> str:
    i = tile.index
    if i >= 27:
        return "honour"
    return ("terminal", "2 or 8", "3 or 7", "4 to 6", "4 to 6", "4 to 6", "3 or 7", "2 or 8", "terminal")[i % 9]


def discards(ruleset_name: str, names: list[str], walls: int, seed: int) -> None:
    """Discards of each kind relative to the kind's share of the tiles: all, early (more than 45 tiles left)
    and late."""
    ruleset = get_ruleset(ruleset_name)
    counts: dict[str, dict[str, int]] = {"all": defaultdict(int), "early": defaultdict(int), "late": defaultdict(int)}
    for k in range(walls):
        wall = shuffled_wall(random.Random(seed * 1_000_003 + k), ruleset)
        players = [make_player(n, seed * 4 + i) for i, n in enumerate(names)]
        state, _ = RoundState.start(tuple(wall), ruleset, hand_number=k)
        while not state.is_finished:
            seat = state.seats_to_act[0]
            legal = state.legal_actions(seat)
            view = state.view_for(seat)
            action = players[seat.index].choose(view, legal).action
            if isinstance(action, Discard) and not action.tile.is_bonus:
                kind = _kind(action.tile)
                counts["all"][kind] += 1
                counts["early" if view.wall_remaining > 45 else "late"][kind] += 1
            state, _ = state.apply(seat, action)
    print("kind        all  early   late  (discards of the kind / its share of the tiles)")
    totals = {phase: max(1, sum(c.values())) for phase, c in counts.items()}
    for kind, share in _SHARE.items():
        row = [counts[p][kind] / totals[p] / share for p in ("all", "early", "late")]
        print(f"  {kind:<9} {row[0]:>5.2f} {row[1]:>6.2f} {row[2]:>6.2f}")


def _mean_ci(cases: list[Row], index: int) -> tuple[float, float]:
    """Mean of field ``index`` over ``cases`` and the half-width of its 95% interval, clustered by hand (the
    discards of one hand share its outcome)."""
    n = len(cases)
    mean = sum(float(c[index]) for c in cases) / n
    by_hand: dict[int, float] = defaultdict(float)
    for c in cases:
        by_hand[c[6]] += float(c[index]) - mean
    var = sum(v * v for v in by_hand.values()) / (n * n)
    return mean, 1.96 * var**0.5


def report(rows: list[Row]) -> None:
    """By what the outlook followed, by shanten and by bins of the predicted chance: the mean predicted chance
    against the observed win rate, and the mean expected points against the mean net points the hand paid
    (95% intervals clustered by hand)."""
    groups: dict[str, dict[object, list[Row]]] = {
        "by what the outlook followed: kind": defaultdict(list),
        "by shanten: shanten": defaultdict(list),
        "by predicted chance: bin": defaultdict(list),
    }
    for row in rows:
        sh, p, kind = row[0], row[1], row[2]
        groups["by what the outlook followed: kind"][kind].append(row)
        groups["by shanten: shanten"][min(sh, 5)].append(row)
        groups["by predicted chance: bin"][f"{min(9, int(p * 10)) / 10:.1f}"].append(row)
    for title, group in groups.items():
        print(f"{title}  cases  predicted  observed   points (expected / net +- 95%)")
        for key in sorted(group, key=str):
            cases = group[key]
            p = sum(c[1] for c in cases) / len(cases)
            won = sum(c[3] for c in cases) / len(cases)
            value = sum(c[4] for c in cases) / len(cases)
            net, half = _mean_ci(cases, 5)
            print(f"  {key!s:<10} {len(cases):>7} {p:>10.3f} {won:>9.3f}   {value:>+7.2f} / {net:>+7.2f} +- {half:.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--walls", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--ruleset", default="zj")
    parser.add_argument("--players", default="baseline,baseline,baseline,baseline")
    parser.add_argument("--discards", action="store_true", help="discard frequencies by kind instead")
    args = parser.parse_args(argv)
    if args.discards:
        discards(args.ruleset, args.players.split(","), args.walls, args.seed)
    else:
        report(collect(args.ruleset, args.players.split(","), args.walls, args.seed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
