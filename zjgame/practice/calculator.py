"""The calculator model: a hand built by clicking tiles or typed in the hand notation (interfaces §1), with the
win type, seat, prevailing wind, incidental flags and ruleset, scored by the same scoring system as the game
(``zjgame.scoring``: the ruleset's system) and explained line by line from the generic score result, with the
payments in the system's own sentences.

Owns ``CalcInput`` (what the user set), ``HandBuilder`` (click-by-click construction, round-tripping through
the notation), ``evaluate`` and ``explain_score``. Not: drawing (``zjgame.ui.calculator_scene``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from zjgame.rules.errors import NotationError
from zjgame.rules.hand import Hand, parse_hand
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import Ruleset, get_preset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import TILES34, Tile
from zjgame.scoring import ALL_FLAGS, ScoreLine, ScoreResult, WinContext, system_for, wind_names
from zjgame.scoring.counts import INDEX, hand_inputs

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
        if name not in ALL_FLAGS:
            raise ValueError(f"unknown flag {name!r}; flags are {', '.join(ALL_FLAGS)}")
        flags = tuple(f for f in self.flags if f != name) if name in self.flags else (*self.flags, name)
        return replace(self, flags=tuple(f for f in ALL_FLAGS if f in flags))

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
    """The scoring system's objections to the flags (as ``zjgame score`` makes them), in the calculator's words."""
    system = system_for(ruleset)
    problem = system.context_problem(ctx)
    if problem is None and hand.winning is not None:
        _, melds, bonus = hand_inputs(hand)
        w = INDEX[hand.winning]
        problem = system.hand_problem(melds, w, hand.tiles.count(hand.winning), bool(bonus), ctx, ruleset)
    if problem is None:
        return None
    problem = problem.replace("--win self", "self-drawn").replace("--win discard", "on a discard")
    for flag in ALL_FLAGS:  # the calculator has toggles, not options: "--kong-supplement" reads "kong supplement"
        problem = problem.replace(f"--{flag.replace('_', '-')}", flag.replace("_", " "))
    return problem


def evaluate(inp: CalcInput) -> CalcOutcome:
    """Parse, check the flags and score (the same scoring system the engine uses)."""
    ruleset = get_preset(inp.ruleset)
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
    result = system_for(ruleset).score_win(hand, ctx, ruleset)
    return CalcOutcome(hand, ctx, result, explain_score(result, ctx, ruleset))


def line_text(line: ScoreLine) -> str:
    """One line of the breakdown: ``3.1  Value Honor 番牌  10 x 2 = 20`` or ``Pung or Kong of any Dragon 7z  1 double``."""
    if line.is_double:
        return f"{line.name}  {line.amount_text()}"
    head = f"{line.id}  " if line.id else ""
    zh = f" {line.name_zh}" if line.name_zh else ""
    times = f" x {line.count}" if line.count > 1 else ""
    return f"{head}{line.name}{zh}  {line.points}{times} = {line.value}"


def explain_score(result: ScoreResult, ctx: WinContext, ruleset: Ruleset) -> tuple[str, ...]:
    """The breakdown from the generic score result: arrangement, each line, the limit note, the system's notes,
    total, then what the win pays (the system's sentences)."""
    if not result.valid:
        return (f"Not a winning hand: {result.reason}",)
    lines = [f"Arrangement: {result.arrangement_text}"]
    lines.extend(line_text(line) for line in result.lines)
    if result.limit_note:
        lines.append(result.limit_note)
    lines.extend(result.notes)
    lines.append(f"Total: {result.total}")
    lines.extend(payment_lines(result, ctx, ruleset))
    return tuple(lines)


def payment_lines(result: ScoreResult, ctx: WinContext, ruleset: Ruleset) -> tuple[str, ...]:
    """What the win would pay, in the scoring system's own sentences (ZJ §6, or the ruleset's scheme; B5)."""
    return system_for(ruleset).explain_prospect(result, ctx, ruleset, names=wind_names)


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
