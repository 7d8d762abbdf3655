"""The outlook of a hand over the rest of the deal, in expected points: ``Situation.outlook(counts)`` for a hand
of 3n+1 concealed tiles (between turns) under the melds, the unseen tiles and the race of one decision.

Owns ``Valuer`` (one per player and ruleset: the shape and value caches), ``Situation`` (one decision) and
``Outlook``. How far the look goes depends on the hand:

- ready: exact over the draws left (``race.ready_values``), every wait scored by the real scorer;
- one tile from ready: exact over the draws left (``race.step_values``): each improving draw with the best
  ready hand its discards leave, each of those scored wait by wait;
- further: the hand's targets (``ai.ev.targets``: the fastest completion, one suit, sets of three alike,
  pairs), each scored by the scorer and reached along a chain of steps with the hand's own acceptance
  (``race.chain_values``); the best target is the outlook. Targets are also weighed against the exact look
  one tile from ready (a switch to one suit competes with speed on the same scale).

``depth`` limits the exact look (a weaker player looks less far). Only the seat's view is read.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from ai.ev.race import Arrays, Race, chain_values, ready_values, step_values
from ai.ev.shapes import Counts, Shapes
from ai.ev.targets import Target, targets
from ai.ev.values import ValueBook, irregular_shapes
from ai.memo import Memo
from zjgame.rules.melds import Meld, MeldKind
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import TILES34, Tile
from zjgame.scoring.counts import CHOW, CONCEALED_KONG, PUNG, MeldSpec

# Typical unseen tiles that take a hand one step closer, by steps from ready (0: the waits of a ready hand),
# measured in self-play; a chain scales the hand's own acceptance by these for the steps after the first.
TYPICAL_ACCEPT = (4.6, 12.8, 24.6, 44.5, 64.7, 75.0, 80.0, 85.0)
# Waits of the ready hand a target ends in, relative to a typical ready hand (a pair wait, a single tile).
_TARGET_WAITS = {"fast": 1.0, "suit": 1.0, "pure": 1.0, "sets": 0.75, "pairs": 0.5}
# How often the other seats discard a kind, relative to its share of the tiles, in the middle and late hand
# (measured among baseline players, ``benchmarks/calibrate_outlook.py --discards``): honours and terminals
# come out far more often than middle tiles, so a wait on them is won on a discard more often.
_RON_BY_KIND = tuple(1.35 if i >= 27 else (1.1, 1.0, 0.85, 0.75, 0.75, 0.75, 0.85, 1.0, 1.1)[i % 9] for i in range(34))
# Useless singles that stand for the tiles a one-suit hand throws: 2, 5 and 8 of two suits (never a block,
# never a terminal).
BETA = 0.75
_JUNK = (1, 4, 7, 10, 13, 16, 19, 22, 25)
# The targets' worths a player keeps (``ai.memo``; about 1 KB an entry): in measured key traces (4 hard, 60 hands)
# a worth is asked again within a few hundred entries, and 512 miss no more than an unbounded table.
WORTHS_LIMIT = 512


@dataclass(frozen=True)
class Outlook:
    """``value``/``chance``: expected points and chance to win over the draws left (``rounds``); ``points``: what
    a win scores (the scorer's points, mean over the ways it wins); ``waits`` of a ready hand."""

    value: float
    chance: float
    points: float
    shanten: int
    label: str = ""
    waits: tuple[int, ...] = ()
    target: str = ""


class Valuer:
    """The caches one player keeps for one ruleset: shapes and scores (pure functions of their arguments)."""

    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.book = ValueBook(ruleset)
        self.shapes = Shapes(irregular_shapes(ruleset))
        # The worth of a hand's targets: (name, closed value, value with a set claimed, target) by the hand,
        # its melds, the unseen copies as none/one/more, what is asked and the seat (pure: a bounded memo).
        self.worths: Memo[tuple[object, ...], tuple[tuple[str, int, int, Target], ...]] = Memo(WORTHS_LIMIT)


def _chows(counts: Counts, k: int) -> int:
    """1 if the suited kind ``k`` makes a run with two tiles of ``counts`` (a chow could take it), else 0."""
    if k >= 27:
        return 0
    n = k % 9
    c = counts
    if (
        (n >= 2 and c[k - 2] and c[k - 1])
        or (1 <= n <= 7 and c[k - 1] and c[k + 1])
        or (n <= 6 and c[k + 1] and c[k + 2])
    ):
        return 1
    return 0


def _hand_melds(melds: tuple[Meld, ...]) -> tuple[frozenset[int], bool]:
    suits = frozenset(min(t.index for t in m.tiles) // 9 for m in melds)
    return suits, any(m.kind is MeldKind.CHOW for m in melds)


class Situation:
    """One decision's view of the future: the seat, its melds, the unseen tiles and the race."""

    def __init__(
        self,
        valuer: Valuer,
        seat: Seat,
        round_wind: Seat,
        dealer: Seat,
        unseen: tuple[int, ...],
        race: Race,
        bonus: tuple[str, ...] = (),
        depth: int = 1,
        use_targets: bool = True,
        closed_only: bool = False,
        bonus_tiles: tuple[Tile, ...] = (),
        deep_budget: int = 0,
    ) -> None:
        self.valuer = valuer
        self.book = valuer.book
        self.shapes = valuer.shapes
        self.seat = seat
        self.round_wind = round_wind
        self.dealer = dealer
        self.unseen = unseen
        self.n_unseen = max(1, sum(unseen))
        self.race = race
        self.bonus = bonus
        self.depth = depth
        self.use_targets = use_targets
        self.closed_only = closed_only  # a closed hand stays closed (passing on a claim now)
        self._ready: dict[tuple[object, ...], tuple[Arrays, float, float]] = {}
        self._outlooks: dict[tuple[object, ...], Outlook] = {}
        self._gain: dict[tuple[int, bool], float] = {}
        self._ones: dict[tuple[object, ...], tuple[Arrays, float]] = {}
        # Hands one tile from ready the exact look two tiles from ready may still weigh in this decision (its
        # budget; ``deep_budget``): a look begun finishes, none begins once it is spent.
        self.deep_left = deep_budget
        # B5: where losers' hands are scored, each point of ours comes back from the other losers when another
        # seat wins (chance of that: the hand ends by another seat's win before we win).
        self.bonus_tiles = bonus_tiles
        self.loser_gain = self.book.loser_gain(seat, dealer)
        survive = 1.0
        for li in race.lam:
            survive *= 1.0 - li
        self._others_end = 1.0 - survive

    def gain(self, value: int, self_drawn: bool) -> float:
        key = (value, self_drawn)
        got = self._gain.get(key)
        if got is None:
            got = self.book.gain(value, self_drawn, self.seat, self.dealer)
            self._gain[key] = got
        return got

    # --- ready hands ----------------------------------------------------------------------------------------
    def ready(self, counts: Counts, specs: tuple[MeldSpec, ...], standing: bool = False) -> tuple[Arrays, float, float]:
        """(arrays, points a win scores, expected points per round) of a ready hand."""
        key = (counts, specs, standing)
        got = self._ready.get(key)
        if got is not None:
            return got
        n = self.n_unseen
        ron_factor = self.race.ron_factor
        self_rate = ron_rate = self_gain = ron_gain = points = weight = 0.0
        book = self.book
        for w in self.shapes.waits(counts):
            u = self.unseen[w]
            if u <= 0:
                continue
            q = u / n
            vt = book.win(counts, specs, w, True, self.seat, self.round_wind, self.bonus, standing)
            vr = book.win(counts, specs, w, False, self.seat, self.round_wind, self.bonus, standing)
            if vt > 0:
                self_rate += q
                self_gain += q * self.gain(vt, True)
                points += q * vt
                weight += q
            if vr > 0:
                qr = q * ron_factor * _RON_BY_KIND[w]
                ron_rate += qr
                ron_gain += qr * self.gain(vr, False)
                points += qr * vr
                weight += qr
        arrays = ready_values(
            self.race,
            self_rate,
            ron_rate,
            self_gain / self_rate if self_rate else 0.0,
            ron_gain / ron_rate if ron_rate else 0.0,
        )
        got = (arrays, points / weight if weight else 0.0, self_gain + ron_gain)
        self._ready[key] = got
        return got

    # --- any hand -------------------------------------------------------------------------------------------
    def outlook(
        self,
        counts: Counts,
        melds: tuple[Meld, ...],
        specs: tuple[MeldSpec, ...],
        cheap: bool = False,
        deep: bool = True,
    ) -> Outlook:
        """The outlook of the 3n+1 hand ``counts``; ``cheap``: only the fastest target when it is far (for
        discards that set the hand back, weighed mostly for safety); ``deep``: a hand two tiles from ready takes
        the exact look (``depth`` 2, while this decision's budget lasts)."""
        deep = deep and self.depth >= 2 and not cheap and self.shapes.shanten(counts) == 2
        key = (counts, specs, cheap, deep)
        got = self._outlooks.get(key)
        if got is not None:
            return got
        if deep and self.deep_left <= 0:  # the budget is spent: no new exact look two from ready
            return self.outlook(counts, melds, specs, cheap, False)
        sh = self.shapes.shanten(counts)
        if sh <= 0:
            (values, chances), points, _ = self.ready(counts, specs)
            waits = tuple(w for w in self.shapes.waits(counts) if self.unseen[w] > 0)
            label = "ready on " + " ".join(TILES34[w].value for w in waits) if waits else "ready on dead tiles"
            got = Outlook(values[-1], chances[-1], points, 0, label, waits)
        elif (sh == 1 and self.depth >= 1) or (sh == 2 and deep):
            got = self._one_away(counts, specs) if sh == 1 else self._two_away(counts, specs)
            if self.use_targets and not cheap:
                alt = self._targets(counts, melds, specs, sh, "slow")
                if alt is not None and alt.value > got.value:
                    got = alt
        else:
            got = self._targets(counts, melds, specs, sh, "fast" if cheap or not self.use_targets else "all")
            if got is None:
                value, _ = chain_values(self.race, (0.0,), 0.0, 0.0)
                got = Outlook(value, 0.0, 0.0, sh, "no way to win left")
        if self.loser_gain:
            score = self.book.loser(counts, melds, self.seat, self.round_wind, self.bonus_tiles)
            if score:
                back = (1.0 - got.chance) * self._others_end * self.loser_gain * score
                got = replace(got, value=got.value + back, label=f"{got.label}; {score} as a loser's hand")
        self._outlooks[key] = got
        return got

    def _step_arrays(
        self, counts: Counts, specs: tuple[MeldSpec, ...], closer: Callable[[Counts], tuple[Arrays, float]]
    ) -> tuple[Arrays, float]:
        """(arrays, points a win scores) of a hand one or two tiles from ready, exact over the draws left: each
        improving draw leads to the best of the hands a step closer its discards leave (``closer``: their arrays
        and points), the other draws change nothing. A hand already open also takes the step on another seat's
        discard (a pung from anyone holding the pair, a chow from the seat before us), a closed hand on a share
        of them (``Race.claim_closed``: it claims when that pays)."""
        opened = any(spec[0] != CONCEALED_KONG for spec in specs)
        n = self.n_unseen
        claim = self.race.ron_factor / 3.0 * (1.0 if opened else self.race.claim_closed)
        steps = []
        points = weight = 0.0
        t = max(0, self.race.rounds - 1)
        for k, hands in self.shapes.steps(counts):
            u = self.unseen[k]
            if u <= 0:
                continue
            best = None
            for h in hands:
                arrays, pts = closer(h)
                if best is None or arrays[0][t] > best[0][0][t]:
                    best = (arrays, pts)
            if best is None:
                continue
            q = u / n
            if claim:
                q *= 1.0 + claim * (3.0 * (counts[k] >= 2) + _chows(counts, k))
            steps.append((min(0.95, q), best[0]))
            points += q * best[1]
            weight += q
        return step_values(self.race, steps), points / weight if weight else 0.0

    def _one_arrays(self, counts: Counts, specs: tuple[MeldSpec, ...]) -> tuple[Arrays, float]:
        """A hand one tile from ready: each improving draw leads to the best ready hand it can keep."""
        key = (counts, specs)
        got = self._ones.get(key)
        if got is None:
            got = self._step_arrays(counts, specs, lambda h: self.ready(h, specs)[:2])
            self._ones[key] = got
        return got

    def _one_away(self, counts: Counts, specs: tuple[MeldSpec, ...]) -> Outlook:
        (values, chances), points = self._one_arrays(counts, specs)
        accepted = sum(self.unseen[k] for k, _ in self.shapes.steps(counts))
        return Outlook(values[-1], chances[-1], points, 1, f"{accepted} tiles accepted")

    def _two_away(self, counts: Counts, specs: tuple[MeldSpec, ...]) -> Outlook:
        """A hand two tiles from ready: each improving draw leads to the best hand one tile from ready it can
        keep, each of those exact in turn. The hands one from ready it weighs anew are spent from the budget."""
        before = len(self._ones)
        (values, chances), points = self._step_arrays(counts, specs, lambda h: self._one_arrays(h, specs))
        self.deep_left -= len(self._ones) - before
        accepted = sum(self.unseen[k] for k, _ in self.shapes.steps(counts))
        return Outlook(values[-1], chances[-1], points, 2, f"{accepted} tiles accepted")

    def _targets(
        self, counts: Counts, melds: tuple[Meld, ...], specs: tuple[MeldSpec, ...], sh: int, which: str
    ) -> Outlook | None:
        """The best target's outlook; ``which``: "all", "fast" (the fastest only) or "slow" (all but the fastest,
        needing at most 4 tiles: for a hand already one tile from ready)."""
        opened = any(m.kind is not MeldKind.CONCEALED_KONG for m in melds)
        worths = self._worths(counts, melds, specs, which, opened)
        if not worths:
            return None
        improving = self.shapes.improving(counts)
        race = self.race
        best: Outlook | None = None
        for _name, closed, open_value, target in worths:
            ways = [(open_value, race.step_open, "open")] if opened else [(closed, race.step_closed, "")]
            if not opened and open_value > 0 and not self.closed_only:
                ways.append((open_value, race.step_open, "open"))
            for value, factor, how in ways:
                got = self._target(target, value, counts, improving, sh, factor, how)
                if got is not None and (best is None or got.value > best.value):
                    best = got
        return best

    def _worths(
        self, counts: Counts, melds: tuple[Meld, ...], specs: tuple[MeldSpec, ...], which: str, opened: bool
    ) -> tuple[tuple[str, int, int, Target], ...]:
        """Each target kind's worth: the lesser of its completions' scores (a lucky fill is no plan), closed
        and with one set claimed. One score stands for both kinds of win (a target is a sketch; ready hands are
        scored both ways)."""
        coarse = tuple(u if u < 2 else 2 for u in self.unseen)
        key = (counts, specs, coarse, which, opened, self.closed_only, self.seat, self.round_wind, self.bonus)
        cache = self.valuer.worths
        got = cache.get(key)
        if got is not None:
            return got
        meld_suits, any_chow = _hand_melds(melds)
        sets_needed = 4 - len(melds)
        found = targets(counts, sets_needed, coarse, meld_suits, any_chow, self.shapes.irregular, which == "fast")
        if which == "slow":
            found = tuple(t for t in found if t.name != "fast" and t.missing <= 4)
        book, seat, wind, bonus = self.book, self.seat, self.round_wind, self.bonus
        worth: dict[str, tuple[int, int, Target]] = {}
        for target in found:
            closed = book.win(target.concealed, specs, target.win, False, seat, wind, bonus)
            open_value = closed
            if not opened and target.name != "pairs" and not self.closed_only:
                shown = self._opened(target, specs)
                open_value = book.win(shown[0], shown[1], target.win, False, seat, wind, bonus) if shown else 0
            seen = worth.get(target.name)
            if seen is None:
                worth[target.name] = (closed, open_value, target)
            else:
                worth[target.name] = (min(closed, seen[0]), min(open_value, seen[1]), seen[2])
        return cache.put(key, tuple((name, c, o, t) for name, (c, o, t) in worth.items()))

    def _opened(self, target: Target, specs: tuple[MeldSpec, ...]) -> tuple[Counts, tuple[MeldSpec, ...]] | None:
        """The target with one of its sets claimed (shown as a meld), as a hand that claims on the way."""
        full = list(target.concealed)
        full[target.win] += 1
        shapes = self.shapes
        for k in range(34):
            if full[k] >= 3 and (k != target.win or full[k] >= 4):
                full[k] -= 3
                if shapes.shanten(tuple(full)) == -1:
                    full[target.win] -= 1
                    return tuple(full), (*specs, (PUNG, k))
                full[k] += 3
        for k in range(27):
            if k % 9 <= 6 and full[k] and full[k + 1] and full[k + 2]:
                if target.win in (k, k + 1, k + 2) and full[target.win] == 1:
                    continue
                full[k] -= 1
                full[k + 1] -= 1
                full[k + 2] -= 1
                if shapes.shanten(tuple(full)) == -1:
                    full[target.win] -= 1
                    return tuple(full), (*specs, (CHOW, k))
                full[k] += 1
                full[k + 1] += 1
                full[k + 2] += 1
        return None

    def _distance(self, target: Target, counts: Counts, sh: int, improving: tuple[int, ...]) -> tuple[int, int] | None:
        """(steps to ready, unseen tiles that take the first step) of the hand played for ``target``: the fastest
        target is the hand itself; one suit is the hand with every other tile made a useless single; sets of
        three alike and pairs count their pairs and sets."""
        u = self.unseen
        name = target.name
        if name == "fast":
            return sh, sum(u[k] for k in improving)
        if name in ("suit", "pure"):
            allowed = target.allowed or frozenset()
            work = [c if i in allowed else 0 for i, c in enumerate(counts)]
            off = sum(counts) - sum(work)
            junk = [j for j in _JUNK if j not in allowed][:off]
            if len(junk) < off:
                return None
            for j in junk:
                work[j] = 1
            restricted = tuple(work)
            return self.shapes.shanten(restricted), sum(u[k] for k in self.shapes.improving(restricted) if k in allowed)
        if name == "sets":
            need = (sum(counts) - 1) // 3  # sets still to make from these tiles
            trips = min(need, sum(1 for c in counts if c >= 3))
            pairs = sum(1 for c in counts if c == 2)
            tiles = 2 * (need - trips) - min(pairs, need - trips + 1) + 1
            accept = sum(u[k] for k, c in enumerate(counts) if c == 2)
            if pairs < need - trips + 1:
                accept += sum(u[k] for k, c in enumerate(counts) if c == 1)
            return tiles - 1, accept
        if name == "pairs":
            pairs = sum(c // 2 for c in counts)
            return 6 - min(7, pairs), sum(u[k] for k, c in enumerate(counts) if c % 2)
        return None

    def _target(
        self,
        target: Target,
        vr: int,
        counts: Counts,
        improving: tuple[int, ...],
        sh: int,
        factor: float,
        how: str,
    ) -> Outlook | None:
        n = self.n_unseen
        if vr <= 0:
            return None
        distance = self._distance(target, counts, sh, improving)
        if distance is None:
            return None
        steps, accept = distance
        steps = max(0, steps)
        # The first step with the hand's own acceptance, the later ones with the typical acceptance of a hand
        # that many steps from ready (narrowed like the first for a target that keeps only some kinds).
        # A hand of a better shape than is typical this far from ready keeps part of that edge at every step
        # (and a narrow target's later steps are narrow too): the typical acceptance times the square root of
        # the hand's own ratio to it.
        ratio = max(1, accept) / TYPICAL_ACCEPT[min(steps, 7)]
        narrow = ratio**BETA if target.name == "fast" else min(1.0, ratio)
        step = (1.0 if target.name == "pairs" else factor) / n
        chain = [max(1, accept) * step]
        for j in range(1, steps):
            chain.append(TYPICAL_ACCEPT[min(7, steps - j)] * narrow * step)
        waits = TYPICAL_ACCEPT[0] * _TARGET_WAITS.get(target.name, 1.0) / n
        rate = waits * (1.0 + self.race.ron_factor)
        gain = (self.gain(vr, True) + self.race.ron_factor * self.gain(vr, False)) / (1.0 + self.race.ron_factor)
        value, chance = chain_values(self.race, chain[:steps], rate, gain)
        name = f"{target.name} {how}".strip()
        return Outlook(value, chance, float(vr), steps, name, (), name)
