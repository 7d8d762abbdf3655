"""Calibration of the expected-points players' chance to win (``ai.ev.outlook``): predicted against observed.

    python benchmarks/calibrate_outlook.py [--walls 40] [--seed 7] [--ruleset zj] [--players baseline,...]
    python benchmarks/calibrate_outlook.py --discards [--walls 60] ...

Plays hands with the named players; at every discard of seat 0 it takes the outlook of the hand left after the
discard actually made (as the ``hard`` player computes it, from that seat's view only) and records whether that
seat went on to win the hand. Prints, by shanten and by bins of the predicted chance, the mean prediction and
the observed rate, so the race's knobs (``ai.ev.threats.Tempo``) can be checked on hands the players did not
tune on. ``--discards`` prints instead how often the players discard each kind of tile (honour, terminal,
2/8, 3/7, 4-6) relative to its share of the tiles, early and late in the hand: the factors
``ai.ev.outlook`` gives a wait's chance of being won on a discard.
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


def collect(ruleset_name: str, names: list[str], walls: int, seed: int) -> list[tuple[int, float, str, bool]]:
    """(shanten, predicted chance, what the outlook followed, won) at each discard of seat 0."""
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
                    valuer = probe.valuer(info)
                    from ai.ev.threats import Threats

                    sit = probe.situation(info, Threats(info, valuer.book), 3)
                    counts = info.hand_counts()
                    counts[decision.action.tile.index] -= 1
                    melds = info.my_melds()
                    look = sit.outlook(tuple(counts), melds, meld_specs(melds))
                    kind = look.target or ("ready" if look.shanten == 0 else "exact")
                    marks.append((look.shanten, look.chance, kind))
            state, _ = state.apply(seat, decision.action)
        result = state.result
        won = result is not None and any(w.winner is Seat.E for w in result.wins)
        out.extend((sh, p, kind, won) for sh, p, kind in marks)
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


def report(rows: list[tuple[int, float, str, bool]]) -> None:
    by_sh: dict[int, list[tuple[float, bool]]] = defaultdict(list)
    bins: dict[int, list[tuple[float, bool]]] = defaultdict(list)
    kinds: dict[str, list[tuple[float, bool]]] = defaultdict(list)
    for sh, p, kind, won in rows:
        by_sh[min(sh, 5)].append((p, won))
        bins[min(9, int(p * 10))].append((p, won))
        kinds[kind].append((p, won))
    print("by what the outlook followed: kind  cases  predicted  observed")
    for kind in sorted(kinds):
        cases = kinds[kind]
        print(
            f"  {kind:<10} {len(cases):>7} {sum(p for p, _ in cases) / len(cases):>10.3f} {sum(w for _, w in cases) / len(cases):>9.3f}"
        )
    print("by shanten: shanten  cases  predicted  observed")
    for sh in sorted(by_sh):
        cases = by_sh[sh]
        print(
            f"  {sh:>2} {len(cases):>7} {sum(p for p, _ in cases) / len(cases):>10.3f} {sum(w for _, w in cases) / len(cases):>9.3f}"
        )
    print("by predicted chance: bin  cases  predicted  observed")
    for b in sorted(bins):
        cases = bins[b]
        print(
            f"  {b / 10:.1f} {len(cases):>7} {sum(p for p, _ in cases) / len(cases):>10.3f} {sum(w for _, w in cases) / len(cases):>9.3f}"
        )


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
