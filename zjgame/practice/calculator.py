"""The calculator model: a hand built by clicking tiles or typed in the hand notation (interfaces §1), with the
win type, seat, prevailing wind, incidental flags and ruleset, scored by the same scorer as the game
(``zjgame.scoring.score_hand``) and explained line by line.

Owns ``CalcInput`` (what the user set), ``HandBuilder`` (click-by-click construction, round-tripping through
the notation), ``evaluate`` and ``explain_score``. Not: drawing (``zjgame.ui.calculator_scene``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from zjgame.rules.errors import NotationError
from zjgame.rules.hand import Hand, parse_hand
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import Ruleset, get_ruleset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import TILES34, Tile
from zjgame.scoring import FLAG_NAMES, ScoreResult, WinContext, deal_in_cost, score_hand, settle

MELD_MODES = ("chow", "pung", "kong", "concealed_kong")
MODES = ("concealed", *MELD_MODES, "winning")


@dataclass(frozen=True)
class CalcInput:
    text: str = ""
    self_drawn: bool = False
    seat: Seat = Seat.E
    round_wind: Seat = Seat.E
    flags: tuple[str, ...] = ()
    ruleset: str = "zj"

    def toggle_flag(self, name: str) -> CalcInput:
        if name not in FLAG_NAMES:
            raise ValueError(f"unknown flag {name!r}; flags are {', '.join(FLAG_NAMES)}")
        flags = tuple(f for f in self.flags if f != name) if name in self.flags else (*self.flags, name)
        return replace(self, flags=tuple(f for f in FLAG_NAMES if f in flags))

    def context(self) -> WinContext:
        kwargs = {name: True for name in self.flags}
        return WinContext(seat=self.seat, round_wind=self.round_wind, self_drawn=self.self_drawn, **kwargs)


@dataclass(frozen=True)
class CalcOutcome:
    """``error``: why nothing could be scored (notation, flags); otherwise ``result`` and ``lines``."""

    hand: Hand | None
    context: WinContext | None
    result: ScoreResult | None
    lines: tuple[str, ...]
    error: str | None = None
    incomplete: bool = False  # fewer than 14 tiles yet: keep building


def parse_partial(text: str, allow_bonus: bool = True) -> Hand:
    """Parse a hand still being built: any number of tiles up to 14 (the notation's own size rule wants 3n+1 or
    3n+2). Raises ``NotationError`` for anything else that is wrong (unknown letters, a fifth copy, a bad meld)."""
    try:
        return parse_hand(text, require_winning=False, allow_bonus=allow_bonus)
    except NotationError as err:
        if "this one has" not in str(err):
            raise
    # Pad with one or two spare concealed tiles to satisfy the size rule, then take them out again.
    for pad in (1, 2):
        for spare in TILES34:
            spare_text = spare.value if pad == 1 else spare.value[0] * 2 + spare.value[1]  # "1m" or "11m"
            try:
                hand = parse_hand(f"{spare_text} {text}", require_winning=False, allow_bonus=allow_bonus)
            except NotationError as err:
                if "fifth copy" in str(err):
                    continue
                break  # the size is still wrong with this padding: try the other one
            concealed = list(hand.concealed)
            for _ in range(pad):
                concealed.remove(spare)
            return Hand(tuple(concealed), hand.melds, hand.winning, hand.bonus)
    return parse_hand(text, require_winning=False, allow_bonus=allow_bonus)  # raises the size error


def _flag_problem(hand: Hand, ctx: WinContext, ruleset: Ruleset) -> str | None:
    problem = ctx.problem()
    if problem:
        return problem.replace("--", "").replace("win self", "self-drawn").replace("win discard", "on a discard")
    if ctx.kong_supplement and not any(m.is_kong for m in hand.melds) and not (ruleset.bonus_tiles and hand.bonus):
        return "kong supplement needs a kong in the hand"
    if (ctx.heaven or ctx.earth) and hand.melds:
        return "heaven and earth need the dealt hand: no melds and no kong"
    if ctx.robbing_kong and hand.winning is not None and hand.tiles.count(hand.winning) > 1:
        return f"robbing a kong: the other three {hand.winning.value} are in the robbed kong, not in this hand"
    return None


def evaluate(inp: CalcInput) -> CalcOutcome:
    """Parse, check the flags and score (the same ``score_hand`` the engine uses)."""
    ruleset = get_ruleset(inp.ruleset)
    text = inp.text.strip()
    if not text:
        return CalcOutcome(
            None, None, None, ("Click tiles or type a hand, e.g. 23m678p66z [555z] [777z] +4m",), incomplete=True
        )
    try:
        hand = parse_hand(text, allow_bonus=ruleset.bonus_tiles)
    except NotationError as err:
        try:
            partial = parse_partial(text, allow_bonus=ruleset.bonus_tiles)
        except NotationError:
            return CalcOutcome(None, None, None, (str(err),), error=str(err))
        size = len(partial.concealed) + 3 * len(partial.melds) + (1 if partial.winning else 0)
        return CalcOutcome(partial, None, None, (f"{size} of 14 tiles so far ({err}).",), incomplete=True)
    ctx = inp.context()
    problem = _flag_problem(hand, ctx, ruleset)
    if problem:
        return CalcOutcome(hand, ctx, None, (problem,), error=problem)
    result = score_hand(hand, ctx, ruleset)
    return CalcOutcome(hand, ctx, result, explain_score(result, ctx, ruleset))


def explain_score(result: ScoreResult, ctx: WinContext, ruleset: Ruleset) -> tuple[str, ...]:
    """The breakdown as the score panel gives it: arrangement, each pattern, limit notes, total, payments."""
    if not result.valid:
        return (f"Not a winning hand: {result.reason}",)
    lines = [f"Arrangement: {result.arrangement_text}"]
    if result.chicken:
        lines.append("No pattern: a chicken hand scores 1 (ZJ §5).")
    for cp in result.patterns:
        p = cp.pattern
        times = f" x {cp.count}" if cp.count > 1 else ""
        lines.append(f"{p.id}  {p.name} {p.name_zh}  {cp.points}{times} = {cp.value}")
    if result.limit == "listed":
        lines.append(f"Listed limit: only the single highest listed pattern counts ({result.total}).")
    elif result.limit == "compound":
        lines.append(f"Compound limit: {result.raw_total} is capped at {ruleset.limit}.")
    if result.alternative_total is not None:
        lines.append(f"(Another arrangement would score {result.alternative_total}; the best is counted.)")
    lines.append(f"Total: {result.total}")
    lines.extend(payment_lines(result.total, ctx, ruleset))
    return tuple(lines)


def payment_lines(value: int, ctx: WinContext, ruleset: Ruleset) -> tuple[str, ...]:
    """What the others pay (ZJ §6, or the ruleset's scheme), from ``zjgame.scoring.payments``."""
    winner = ctx.seat
    if ctx.self_drawn:
        changes = settle(ruleset, value, winner, True, None, None)
        parts = ", ".join(f"{s.name_en} {-changes[s]}" for s in SEATS if s is not winner)
        return (f"Self-drawn: {parts}; {winner.name_en} collects {changes[winner]}.",)
    discarder = winner.previous
    cost = deal_in_cost(ruleset, value, discarder is Seat.E, winner is Seat.E)
    changes = settle(ruleset, value, winner, False, discarder, discarder)
    others = ", ".join(f"{s.name_en} {-changes[s]}" for s in SEATS if s not in (winner, discarder) and changes[s])
    tail = f"; the others: {others}" if others else "; the others pay nothing"
    return (
        f"On a discard by {discarder.name_en} (responsible): {discarder.name_en} pays {cost}{tail}; "
        f"{winner.name_en} collects {changes[winner]}.",
    )


@dataclass(frozen=True)
class HandBuilder:
    """A hand built click by click: concealed tiles, melds and the winning tile, as notation at every step."""

    concealed: tuple[Tile, ...] = ()
    melds: tuple[Meld, ...] = ()
    winning: Tile | None = None
    steps: tuple[str, ...] = ()  # what each click added, for undo: "c", "m", "w"

    @classmethod
    def from_text(cls, text: str) -> HandBuilder:
        hand = parse_partial(text) if text.strip() else Hand(())
        steps = ("c",) * len(hand.concealed) + ("m",) * len(hand.melds) + (("w",) if hand.winning else ())
        return cls(hand.concealed, hand.melds, hand.winning, steps)

    @property
    def size(self) -> int:
        return len(self.concealed) + 3 * len(self.melds) + (1 if self.winning else 0)

    def _count(self, tile: Tile) -> int:
        tiles = list(self.concealed) + [t for m in self.melds for t in m.tiles]
        if self.winning is not None:
            tiles.append(self.winning)
        return Counter(tiles)[tile]

    def add(self, tile: Tile, mode: str = "concealed") -> HandBuilder:
        """Add ``tile`` in ``mode`` (a concealed tile, a meld starting or made of it, or the winning tile);
        raises ``ValueError`` naming the problem (a fifth copy, a 15th tile, a chow that cannot start there)."""
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}; modes are {', '.join(MODES)}")
        if tile.is_bonus:
            raise ValueError("bonus tiles are not part of a hand")
        if mode == "winning":
            base = replace(self, winning=None, steps=tuple(s for s in self.steps if s != "w"))
            if base._count(tile) >= 4:
                raise ValueError(f"a fifth copy of {tile.value}")
            if base.size > 13:
                raise ValueError("13 tiles before the winning tile at most")
            return replace(base, winning=tile, steps=(*base.steps, "w"))
        if mode == "concealed":
            need: Counter[Tile] = Counter({tile: 1})
            self._check_copies(need)
            new = replace(self, concealed=(*self.concealed, tile), steps=(*self.steps, "c"))
        else:
            if mode == "chow":
                if not tile.is_suited or tile.number > 7:
                    raise ValueError(f"a chow cannot start at {tile.value}")
                meld = Meld.chow(tile)
            elif mode == "pung":
                meld = Meld.pung(tile)
            elif mode == "kong":
                meld = Meld.exposed_kong(tile)
            else:
                meld = Meld.concealed_kong(tile)
            need = Counter(meld.tiles)
            self._check_copies(need)
            new = replace(self, melds=(*self.melds, meld), steps=(*self.steps, "m"))
        limit = 14 if self.winning is not None else 13
        if new.size > limit:
            raise ValueError(
                f"too many tiles: a hand has 13 before the winning tile ({new.size - (1 if new.winning else 0)})"
            )
        return new

    def _check_copies(self, need: Counter[Tile]) -> None:
        for t, n in need.items():
            if self._count(t) + n > 4:
                raise ValueError(f"a fifth copy of {t.value}: there are only four of each tile")

    def undo(self) -> HandBuilder:
        if not self.steps:
            return self
        last = self.steps[-1]
        steps = self.steps[:-1]
        if last == "w":
            return replace(self, winning=None, steps=steps)
        if last == "m":
            return replace(self, melds=self.melds[:-1], steps=steps)
        # the last concealed tile added: remove one copy of it (tiles are kept in click order)
        return replace(self, concealed=self.concealed[:-1], steps=steps)

    def text(self) -> str:
        if self.size == 0:
            return ""
        return Hand(self.concealed, self.melds, self.winning).notation()
