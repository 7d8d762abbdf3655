"""Calibration of the expected-points players' chance to win (``ai.ev.outlook``): predicted against observed.

    python benchmarks/calibrate_outlook.py [--walls 40] [--seed 7] [--ruleset zj] [--players baseline,...]

Plays hands with the named players; at every discard of seat 0 it takes the outlook of the hand left after the
discard actually made (as the ``hard`` player computes it, from that seat's view only) and records whether that
seat went on to win the hand. Prints, by shanten and by bins of the predicted chance, the mean prediction and
the observed rate, so the race's knobs (``ai.ev.threats.Tempo``) can be checked on hands the players did not
tune on.
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
    args = parser.parse_args(argv)
    report(collect(args.ruleset, args.players.split(","), args.walls, args.seed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
