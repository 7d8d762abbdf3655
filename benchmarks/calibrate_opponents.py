"""The opponent models' calibration report: predicted against observed, in bins, on hands the fit did not see.

    python benchmarks/calibrate_opponents.py --ruleset zj [--walls 400] [--seed 1001]
                                             [--players hard,hard-v1+suits,normal,easy] [--records DIR] [--json]
                                             [--compare-v1] [--hands-cache FILE]

Plays ``--walls`` walls on ``--seed`` (the fit uses seed 1: keep them apart) or reads recorded hands, and at
every discard decision compares the model's reads with the truth behind the screen:
- ready: ``ready_chance`` of each opponent against whether it was ready;
- deal-in: ``deal_in_chance`` of each opponent on each tile the seat could discard against whether it would win
  on that discard (the per-tile read, the one defence uses);
- value: ``hand_value`` against the value of the win, over the (opponent, tile) pairs that would win;
- cost: ``win_cost`` against what the seat would pay for that win (the engine's settlement);
- slices: the deal-in read in the textbook situations (clean one-suit melds, the third dragon against two
  dragon sets, the opponent's own last discard), one bin each, reported but not judged (few cases).
Probabilities are binned by predicted value, values by predicted value; each bin shows its cases, the mean
prediction, the observed rate (or mean) and their ratio. The acceptance rule (issue 13): in every bin with at
least 200 cases the observed figure is within 25% (relative) of the predicted one; ``FAIL`` marks a bin that is
not. A failed bin whose 95% interval (clustered by hand) lies wholly outside the 25% band is marked "interval
outside the band": off beyond this report's noise; the others may be its luck (amount bins rest on a few hundred
hands). ``--compare-v1`` adds the same report for ``ai.danger.DangerModel`` (the read ``hard-v1`` keeps). Exits 1
when a bin fails (the rule as written, whatever its interval).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from opponent_data import PLAYERS, CacheError, Sample, cached_hands, hands_from_records, samples  # noqa: E402

from ai.danger import DangerModel  # noqa: E402
from ai.opponents import OpponentModel  # noqa: E402
from zjgame.rules.ruleset import get_ruleset  # noqa: E402
from zjgame.rules.seats import Seat  # noqa: E402

PROB_EDGES = (0.0, 0.01, 0.02, 0.04, 0.07, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.01)
VALUE_EDGES = (0, 4, 8, 12, 16, 20, 25, 30, 40, 60, 90, 150, 400, 100_000)
MIN_CASES = 200
JUDGED = ("ready", "deal_in", "value", "cost")  # the textbook slices are reported, not judged
TOLERANCE = 0.25


@dataclass
class Bins:
    """Cases binned by prediction: per bin the count, the sum of predictions and the sum of outcomes."""

    name: str
    edges: Sequence[float]
    n: list[int] = field(default_factory=list)
    pred: list[float] = field(default_factory=list)
    obs: list[float] = field(default_factory=list)
    clusters: list[dict[int, list[float]]] = field(default_factory=list)  # per bin: hand -> [cases, observed]

    def __post_init__(self) -> None:
        k = len(self.edges) - 1
        self.n, self.pred, self.obs = [0] * k, [0.0] * k, [0.0] * k
        self.clusters = [{} for _ in range(k)]

    def add(self, predicted: float, observed: float, hand: int = 0) -> None:
        edges = self.edges
        i = 0
        while i < len(edges) - 2 and predicted >= edges[i + 1]:
            i += 1
        self.n[i] += 1
        self.pred[i] += predicted
        self.obs[i] += observed
        c = self.clusters[i].setdefault(hand, [0.0, 0.0])
        c[0] += 1
        c[1] += observed

    def interval(self, i: int) -> tuple[float, float]:
        """95% interval of bin ``i``'s observed mean, clustered by hand (cases of one hand are correlated)."""
        n = self.n[i]
        mean = self.obs[i] / n
        groups = list(self.clusters[i].values())
        g = len(groups)
        if g < 2:
            return (mean, mean)
        ss = math.fsum((o - mean * c) ** 2 for c, o in groups)
        se = math.sqrt(g / (g - 1) * ss) / n
        return (mean - 1.96 * se, mean + 1.96 * se)

    def rows(self) -> list[dict[str, Any]]:
        out = []
        for i, n in enumerate(self.n):
            if not n:
                continue
            p, o = self.pred[i] / n, self.obs[i] / n
            ratio = o / p if p > 0 else None
            judged = n >= MIN_CASES and self.name in JUDGED
            ok = ratio is not None and abs(ratio - 1.0) <= TOLERANCE if judged else None
            lo, hi = self.interval(i)
            # A failed bin whose 95% interval lies wholly outside the band of the rule: off beyond the noise of
            # this report (a failed bin whose interval reaches into the band may be this report's luck).
            beyond = ok is False and (hi < (1.0 - TOLERANCE) * p or lo > (1.0 + TOLERANCE) * p)
            out.append(
                {
                    "bin": [self.edges[i], self.edges[i + 1]],
                    "cases": n,
                    "hands": len(self.clusters[i]),
                    "predicted": round(p, 4),
                    "observed": round(o, 4),
                    "observed_ci95": [round(lo, 4), round(hi, 4)],
                    "ratio": None if ratio is None else round(ratio, 3),
                    "ok": ok,
                    "beyond_noise": beyond,
                }
            )
        return out

    def failed(self) -> int:
        if self.name not in JUDGED:
            return 0
        return sum(1 for r in self.rows() if r["ok"] is False)

    def beyond_noise(self) -> int:
        """Failed bins whose 95% interval lies wholly outside the rule's band."""
        return sum(1 for r in self.rows() if r["beyond_noise"])


def _slice(model: OpponentModel, seat: Seat, k: int) -> str | None:
    """The textbook situation an (opponent, tile) case belongs to, if any (reported apart, not judged)."""
    f = model.facts[seat]
    if f.one_suit is not None and f.suit_discards[f.one_suit] == 0:
        if k >= 27:
            return "clean one-suit melds: an honour"
        return "clean one-suit melds: " + ("a tile of the suit" if k // 9 == f.one_suit else "another suit")
    if f.dragon_pungs >= 2 and k in (31, 32, 33):
        return "two dragon sets: the third dragon"
    if k == f.last:
        return "its own last discard"
    return None


TIMING = {"decisions": 0, "cpu": 0.0}


def _report_new(sample: Sample, bins: dict[str, Bins]) -> None:
    t0 = time.process_time()
    model = OpponentModel(sample.info, sample.standing)
    for t in sample.candidates:  # what a decision asks: every candidate's risk
        model.tile_risk(t)
    TIMING["cpu"] += time.process_time() - t0
    TIMING["decisions"] += 1
    for truth in sample.truth:
        o = truth.seat
        h = sample.hand_key
        for t in sample.candidates:
            name = _slice(model, o, t.index)
            if name is not None:
                b = bins.setdefault(f"slice: {name}", Bins(name, (0.0, 1.01)))
                b.add(model.deal_in_chance(t, o), 1.0 if t.index in truth.wins else 0.0, h)
        bins["ready"].add(model.ready_chance(o), 1.0 if truth.ready else 0.0, h)
        for t in sample.candidates:
            won = truth.wins.get(t.index)
            bins["deal_in"].add(model.deal_in_chance(t, o), 1.0 if won is not None else 0.0, h)
            if won is not None:
                bins["value"].add(model.hand_value(o, t), float(won.value), h)
                bins["cost"].add(model.win_cost(o, t)[0], float(won.paid), h)


def _report_v1(sample: Sample, bins: dict[str, Bins]) -> None:
    model = DangerModel(sample.info)
    for truth in sample.truth:
        o = truth.seat
        read = model.reads[o]
        h = sample.hand_key
        bins["ready"].add(read.ready, 1.0 if truth.ready else 0.0, h)
        for t in sample.candidates:
            won = truth.wins.get(t.index)
            bins["deal_in"].add(read.ready * model.wait_chance(t, o), 1.0 if won is not None else 0.0, h)
            if won is not None:
                bins["value"].add(read.value, float(won.value), h)


def new_bins() -> dict[str, Bins]:
    return {
        "ready": Bins("ready", PROB_EDGES),
        "deal_in": Bins("deal_in", PROB_EDGES),
        "value": Bins("value", VALUE_EDGES),
        "cost": Bins("cost", VALUE_EDGES),
    }


def run(hands: Iterable[Any], reporters: Sequence[Callable[[Sample, dict[str, Bins]], None]]) -> list[dict[str, Bins]]:
    out = [new_bins() for _ in reporters]
    for hand in hands:
        for sample in samples(hand):
            for rep, bins in zip(reporters, out):
                rep(sample, bins)
    return out


def _print(title: str, bins: dict[str, Bins]) -> None:
    print(title)
    for name, b in bins.items():
        rows = b.rows()
        if not rows:
            continue
        print(f"  {name}: cases {sum(b.n)}")
        head = f"{'bin':>17} {'cases':>7} {'hands':>6} {'predicted':>10} {'observed':>10} {'observed 95% CI':>19}"
        print(f"    {head} {'ratio':>6}")
        for r in rows:
            lo, hi = r["bin"]
            mark = "" if r["ok"] is None else ("ok" if r["ok"] else "FAIL")
            if r["beyond_noise"]:
                mark += " (interval outside the band)"
            ratio = "-" if r["ratio"] is None else f"{r['ratio']:.2f}"
            ci = f"[{r['observed_ci95'][0]:.4f}, {r['observed_ci95'][1]:.4f}]"
            print(
                f"    [{lo:>6g}, {hi:>6g}) {r['cases']:>7} {r['hands']:>6} {r['predicted']:>10.4f} "
                f"{r['observed']:>10.4f} {ci:>19} {ratio:>6} {mark}"
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="zj")
    parser.add_argument("--walls", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1001)
    parser.add_argument("--players", default=PLAYERS)
    parser.add_argument("--records", help="read the hands of these game records instead of playing")
    parser.add_argument(
        "--hands-cache", help="keep the played hands in this JSON file (read back when it holds this run's hands)"
    )
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--compare-v1", action="store_true", help="also report ai.danger.DangerModel")
    args = parser.parse_args(argv)
    if args.walls < 1:
        parser.error("--walls must be at least 1")
    try:
        ruleset = get_ruleset(args.ruleset)
    except ValueError as err:
        parser.error(str(err))
    names = args.players.split(",")
    if len(names) != 4:
        parser.error("--players needs four names")
    if args.records:
        hands: Iterable[Any] = hands_from_records(args.records, ruleset)
    else:
        try:
            hands = cached_hands(names, ruleset, args.walls, args.seed, args.hands_cache)
        except CacheError as err:
            parser.error(str(err))
    reporters: list[Callable[[Sample, dict[str, Bins]], None]] = [_report_new]
    if args.compare_v1:
        reporters.append(_report_v1)
    results = run(hands, reporters)
    failed = sum(b.failed() for b in results[0].values())
    beyond = sum(b.beyond_noise() for b in results[0].values())
    if args.json:
        doc: dict[str, Any] = {
            "ruleset": ruleset.name,
            "walls": args.walls,
            "seed": args.seed,
            "players": names,
            "failed_bins": failed,
            "failed_bins_beyond_noise": beyond,
            "model_cpu_ms_per_decision": round(1000.0 * TIMING["cpu"] / max(1, TIMING["decisions"]), 4),
            "model": {k: b.rows() for k, b in results[0].items()},
        }
        if args.compare_v1:
            doc["danger_v1"] = {k: b.rows() for k, b in results[1].items()}
        print(json.dumps(doc))
    else:
        head = f"ruleset {ruleset.name}, {args.walls} walls, seed {args.seed}, players {','.join(names)}"
        _print(f"OpponentModel ({head})", results[0])
        if args.compare_v1:
            _print("DangerModel (hard-v1's read), same cases", results[1])
        per = 1000.0 * TIMING["cpu"] / max(1, TIMING["decisions"])
        print(f"model CPU per decision (build + tile_risk of every candidate): {per:.3f} ms")
        print(f"bins with >= {MIN_CASES} cases off by more than {TOLERANCE:.0%}: {failed}")
        print(f"  of them with the observed 95% interval wholly outside the {TOLERANCE:.0%} band: {beyond}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
