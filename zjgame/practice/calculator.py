"""The calculator model: a hand built by clicking tiles or typed in the hand notation (docs/notation.md), with the
win type, seat, prevailing wind, the discarder, incidental flags and ruleset, scored by the same scoring system
as the game (``zjgame.scoring``: the ruleset's system) and explained line by line from the generic score result,
with the payments in the system's own sentences: on a discard by the chosen discarder (issue 15 item 17), or the
system's prospect when self-drawn. A British hand can be a loser's (B4: every hand is scored; no winning tile)
and carry bonus tiles (issue 12).

Problems are told in the player's words (``friendly``: what is wrong and how to write it, tiles as marks that the
window draws as pictures, ``zjgame.engine.words``), never the parser's raw message with its character position.

Owns ``CalcInput`` (what the user set), ``HandBuilder`` (click-by-click construction, round-tripping through
the notation), ``evaluate``, ``explain_score`` and ``friendly``. Not: drawing (``zjgame.ui.scenes.calculator``).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from zjgame.engine.words import mark
from zjgame.i18n import _, ngettext
from zjgame.names import amount_text, chinese, line_name, wind_name
from zjgame.rules.errors import NotationError
from zjgame.rules.hand import Hand, parse_hand
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import Ruleset, get_preset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import TILES34, Tile
from zjgame.scoring import (
    ALL_FLAGS,
    HandOutcome,
    ScoreLine,
    ScoreResult,
    ScoringInputError,
    SettlementError,
    WinClaim,
    WinContext,
    system_for,
)
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
    discarder: Seat | None = None  # on a discard: who discarded (None: the seat before the winner)
    loser: bool = False  # a loser's hand (systems that score losers, B4): no winning tile

    @property
    def scores_losers(self) -> bool:
        return get_preset(self.ruleset).scoring_system == "british"

    @property
    def the_discarder(self) -> Seat:
        """The discarder of a discard win: the one chosen, else the seat before the winner."""
        if self.discarder is not None and self.discarder is not self.seat:
            return self.discarder
        return self.seat.previous

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
    position: int | None = None  # where in the typed text the problem is (0-based), when it is in the text


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
            for _pad in range(pad):
                concealed.remove(spare)
            return Hand(tuple(concealed), hand.melds, hand.winning, hand.bonus)
    return parse_hand(text, require_winning=False, allow_bonus=allow_bonus)  # raises the size error


def _flag_problem(hand: Hand, ctx: WinContext, ruleset: Ruleset) -> str | None:
    """The scoring system's objections to the flags (as ``zjgame score`` makes them), in the calculator's words."""
    system = system_for(ruleset)
    problem = system.context_problem(ctx)
    if problem is None and hand.winning is not None:
        _counts, melds, bonus = hand_inputs(hand)
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
        start = _("Click tiles or type a hand, e.g. {example}").format(example="23m678p66z [555z] [777z] +4m")
        return CalcOutcome(None, None, None, (start,), incomplete=True)
    if inp.loser and inp.scores_losers:
        return _evaluate_loser(inp, text, ruleset)
    try:
        hand = parse_hand(text, allow_bonus=ruleset.bonus_tiles)
    except NotationError as err:
        try:
            partial = parse_partial(text, allow_bonus=ruleset.bonus_tiles)
        except NotationError:
            message = friendly(err)
            return CalcOutcome(None, None, None, (message,), error=message, position=err.position)
        size = len(partial.concealed) + 3 * len(partial.melds) + (1 if partial.winning else 0)
        if size == 14 and partial.winning is None:
            more = _("14 tiles: now mark the winning tile with + (e.g. +{tile}).").format(tile="4m")
        else:
            more = ngettext("{n} of 14 tiles so far.", "{n} of 14 tiles so far.", size).format(n=size)
        return CalcOutcome(partial, None, None, (more,), incomplete=True)
    ctx = inp.context()
    problem = _flag_problem(hand, ctx, ruleset)
    if problem:
        return CalcOutcome(hand, ctx, None, (problem,), error=problem)
    result = system_for(ruleset).score_win(hand, ctx, ruleset)
    if not result.valid:
        message = _("Not a winning hand: {reason}").format(reason=refusal_reason(hand, ctx, ruleset, result))
        return CalcOutcome(hand, ctx, result, (message,))
    return CalcOutcome(hand, ctx, result, explain_score(result, ctx, ruleset, inp))


def _evaluate_loser(inp: CalcInput, text: str, ruleset: Ruleset) -> CalcOutcome:
    """B4: a loser's hand (no winning tile), scored for the settlement between the losers."""
    try:
        hand = parse_hand(text, require_winning=False, allow_bonus=ruleset.bonus_tiles)
    except NotationError as err:
        message = friendly(err)
        return CalcOutcome(None, None, None, (message,), error=message, position=err.position)
    if hand.winning is not None:
        message = _("A losing hand has no winning tile: take away the +{tile}, or choose Winner.").format(
            tile=hand.winning.value
        )
        return CalcOutcome(hand, None, None, (message,), error=message)
    try:
        result = system_for(ruleset).score_loser(hand, inp.seat, inp.round_wind, ruleset)
    except ScoringInputError as err:
        return CalcOutcome(hand, None, None, (str(err),), error=str(err))
    lines = [line_text(line) for line in result.lines]
    if result.limit_note:
        lines.append(result.limit_note)
    lines.extend(result.notes)
    lines.append(_("Total: {total}").format(total=result.total))
    lines.append(
        _(
            "A losing hand pays the winner in full, and settles with each other loser: the lower score pays the "
            "difference (East pays and receives double)."
        )
    )
    return CalcOutcome(hand, None, result, tuple(lines))


def line_text(line: ScoreLine) -> str:
    """One line of the breakdown: ``3.1  Value Honor 番牌  10 x 2 = 20`` or ``Pung or Kong of any Dragon 7z  1 double``
    (in Chinese the official name alone, ``3.1  番牌  10 x 2 = 20``, and British items by their Chinese names)."""
    if line.is_double:
        if chinese():
            return f"{line_name(line)}  {amount_text(line)}"
        return f"{line.name}  {line.amount_text()}"
    head = f"{line.id}  " if line.id else ""
    times = f" x {line.count}" if line.count > 1 else ""
    if chinese():
        return f"{head}{line_name(line)}  {line.points}{times} = {line.value}"
    zh = f" {line.name_zh}" if line.name_zh else ""
    return f"{head}{line.name}{zh}  {line.points}{times} = {line.value}"


def refusal_reason(hand: Hand, ctx: WinContext, ruleset: Ruleset, result: ScoreResult) -> str:
    """Why a complete hand cannot win, in the player's words: the scoring system's refusal (not a winning
    shape; under the ruleset's minimum); the scorer's own reason (English, as ``score --json`` gives it) when
    the system names none."""
    from zjgame.scoring.system import BELOW_MINIMUM, CHICKEN_BELOW_MINIMUM, NO_WINNING_HAND

    code = system_for(ruleset).refusal(hand, ctx, ruleset)
    minimum = system_for(ruleset).minimum_points(ruleset)
    if code == NO_WINNING_HAND:
        if ruleset.scoring_system == "british":
            return _("only four sets and a pair win (no Seven Pairs, no Thirteen Orphans, no special hands)")
        return _("the tiles form neither four sets and a pair, nor Seven Pairs, nor Thirteen Terminals")
    if code == CHICKEN_BELOW_MINIMUM:
        return _("a chicken hand: these rules need at least {minimum} points from the patterns to win").format(
            minimum=minimum
        )
    if code == BELOW_MINIMUM:
        return _("too few points from the patterns: these rules need at least {minimum} to win").format(minimum=minimum)
    return result.reason or _("not a winning hand")


def explain_score(
    result: ScoreResult, ctx: WinContext, ruleset: Ruleset, inp: CalcInput | None = None
) -> tuple[str, ...]:
    """The breakdown from the generic score result: arrangement, each line, the limit note, the system's notes,
    total, then what the win pays (the system's sentences; on a discard, by ``inp``'s discarder)."""
    if not result.valid:
        return (_("Not a winning hand: {reason}").format(reason=result.reason),)
    lines = [_("Arrangement: {arrangement}").format(arrangement=result.arrangement_text)]
    lines.extend(line_text(line) for line in result.lines)
    if result.limit_note:
        lines.append(result.limit_note)
    lines.extend(result.notes)
    lines.append(_("Total: {total}").format(total=result.total))
    lines.extend(payment_lines(result, ctx, ruleset, inp))
    return tuple(lines)


def payment_lines(
    result: ScoreResult, ctx: WinContext, ruleset: Ruleset, inp: CalcInput | None = None
) -> tuple[str, ...]:
    """What the win would pay, in the scoring system's own sentences (ZJ §6, or the ruleset's scheme; B5): on a
    discard by the chosen discarder (the settlement of that win), else the system's prospect (self-drawn, or a
    system where everyone pays the winner whoever discarded, B5)."""
    system = system_for(ruleset)
    if ctx.self_drawn or inp is None or inp.scores_losers:
        return system.explain_prospect(result, ctx, ruleset, names=wind_name)
    discarder = inp.the_discarder
    tile = None
    try:
        tile = parse_hand(inp.text, allow_bonus=ruleset.bonus_tiles).winning
    except NotationError:
        pass
    discards = ((discarder, tile),) if tile is not None else ()
    claim = WinClaim(ctx.seat, result, ctx, discarder, discards, tile)
    try:
        settlement = system.settle(ruleset, HandOutcome(wins=(claim,)))
    except (SettlementError, ValueError):
        return system.explain_prospect(result, ctx, ruleset, names=wind_name)
    head = _("On a discard by {seat}:").format(seat=wind_name(discarder))
    gets = _("{seat} receives {amount} in all.").format(
        seat=wind_name(ctx.seat), amount=settlement.nets[ctx.seat.index]
    )
    return (head, *system.explain_payments(settlement, ruleset, names=wind_name), gets)


# The parser's problems (``NotationError.problem``) in the player's words: (pattern, message builder).
_FRIENDLY: tuple[tuple[str, str], ...] = (
    (r"suit letter '(\w)' without a number before it", "letter"),
    (r"there is no tile (\d)(\w)", "no_tile"),
    (r"upper case '(\w)'", "upper"),
    (r"unknown character '(.)'", "unknown"),
    (r"digit '(\d)' has no suit letter", "digit"),
    (r"a fifth copy of (\w\w)", "fifth"),
    (r"(\w\w) after the winning tile", "after_win"),
    (r"(\w\w) after a bonus tile", "after_bonus"),
    (r"bonus tile (\w\w) before the winning tile", "bonus_first"),
    (r"bonus tile (\w\w) under a ruleset that has none", "bonus_none"),
    (r"bonus tile (\w\w) appears twice", "bonus_twice"),
    (r"a winning hand has 14 tiles .*; this one has (\d+)", "size"),
    (r"a hand has 13 tiles, .*; this one has (\d+)", "size"),
    (r"no winning tile", "no_win"),
    (r"is never closed", "unclosed"),
    (r"without an opening bracket", "unopened"),
    (r"closed by", "mismatched"),
    (r"an empty meld", "empty"),
    (r"a concealed kong \(\.\.\.\) is four identical tiles", "concealed_kong"),
    (r"is no meld|a four-tile meld|a meld has 3 or 4 tiles", "meld"),
    (r"melds must stand before the winning tile", "meld_order"),
    (r"a second winning tile", "two_wins"),
    (r"'\+' with no tile after it|'\+' inside a meld", "plus"),
    (r"the winning tile cannot be a bonus tile", "bonus_win"),
    (r"a bonus tile cannot be part of a meld", "bonus_meld"),
)


def _friendly_text(kind: str, groups: tuple[str, ...]) -> str:
    g = groups
    if kind == "letter":
        return _("Put a number before the letter {letter}: {example} is the 5 of that suit.").format(
            letter=g[0], example=f"5{g[0]}"
        )
    if kind == "no_tile":
        if g[1] == "z":
            return _(
                "There is no tile {code}: the honours are 1z to 7z (East, South, West, North, White, Green, Red)."
            ).format(code=g[0] + g[1])
        if g[1] in "fg":
            return _("There is no tile {code}: flowers and seasons are numbered 1 to 4.").format(code=g[0] + g[1])
        return _("There is no tile {code}: number tiles go from 1 to 9.").format(code=g[0] + g[1])
    if kind == "upper":
        return _("Write tiles in lower case: m, p, s, z (and f, g for flowers and seasons).")
    if kind == "unknown":
        return _(
            "The character {char} has no meaning in a hand: use digits, m p s z, [ ] for a melded set, ( ) for a concealed kong and + before the winning tile."
        ).format(char=repr(g[0]))
    if kind == "digit":
        return _("The number {digit} needs a suit letter after it (m, p, s or z).").format(digit=g[0])
    if kind == "fifth":
        return _("There are only four of each tile: this is a fifth {tile}.").format(tile=mark(g[0]))
    if kind == "after_win":
        return _("The winning tile (+) comes last: move {tile} before it.").format(tile=mark(g[0]))
    if kind == "after_bonus":
        return _("Bonus tiles come last: move {tile} before them.").format(tile=mark(g[0]))
    if kind == "bonus_first":
        return _("Bonus tiles come after the winning tile: move {tile} to the end.").format(tile=mark(g[0]))
    if kind == "bonus_none":
        return _("These rules have no flowers or seasons: take {tile} out, or choose Zen Koan or British.").format(
            tile=mark(g[0])
        )
    if kind == "bonus_twice":
        return _("Each flower and season is unique: {tile} is there twice.").format(tile=mark(g[0]))
    if kind == "size":
        return _("A winning hand has 14 tiles (a kong counts as 3); this one has {n}.").format(n=g[0])
    if kind == "no_win":
        return _("Mark the winning tile with + at the end, e.g. +{tile}.").format(tile="4m")
    if kind == "unclosed":
        return _("A set opened with [ or ( is never closed: add ] or ).")
    if kind == "unopened":
        return _("A ] or ) closes a set that was never opened with [ or (.")
    if kind == "mismatched":
        return _("A set opened with [ closes with ], and one opened with ( closes with ).")
    if kind == "empty":
        return _("An empty set [ ]: put its tiles inside, e.g. [555z].")
    if kind == "concealed_kong":
        return _("A concealed kong in ( ) is four identical tiles, e.g. (1111m).")
    if kind == "meld":
        return _("A set in [ ] is a chow (three in a row of one suit), a pung (three alike) or a kong (four alike).")
    if kind == "meld_order":
        return _("Sets in [ ] come before the winning tile.")
    if kind == "two_wins":
        return _("Only one winning tile: write one +.")
    if kind == "plus":
        return _("Put the winning tile right after the +, e.g. +4m.")
    if kind == "bonus_win":
        return _("A flower or season cannot be the winning tile.")
    if kind == "bonus_meld":
        return _("Flowers and seasons are never part of a set: put them at the end.")
    raise ValueError(kind)


def friendly(err: NotationError) -> str:
    """A notation problem in the player's words (tiles as marks); the problem itself when it is not known."""
    problem = err.problem
    for pattern, kind in _FRIENDLY:
        m = re.search(pattern, problem)
        if m:
            return _friendly_text(kind, m.groups())
    return _("This hand cannot be read: {problem}.").format(problem=problem)


@dataclass(frozen=True)
class HandBuilder:
    """A hand built click by click: concealed tiles, melds, the winning tile and bonus tiles, as notation at
    every step."""

    concealed: tuple[Tile, ...] = ()
    melds: tuple[Meld, ...] = ()
    winning: Tile | None = None
    steps: tuple[str, ...] = ()  # what each click added, for undo: "c", "m", "w", "b"
    bonus: tuple[Tile, ...] = ()

    @classmethod
    def from_text(cls, text: str) -> HandBuilder:
        hand = parse_partial(text) if text.strip() else Hand(())
        steps = ("c",) * len(hand.concealed) + ("m",) * len(hand.melds) + (("w",) if hand.winning else ())
        steps += ("b",) * len(hand.bonus)
        return cls(hand.concealed, hand.melds, hand.winning, steps, hand.bonus)

    @property
    def size(self) -> int:
        return len(self.concealed) + 3 * len(self.melds) + (1 if self.winning else 0)

    def _count(self, tile: Tile) -> int:
        tiles = list(self.concealed) + [t for m in self.melds for t in m.tiles]
        if self.winning is not None:
            tiles.append(self.winning)
        return Counter(tiles)[tile]

    def add(self, tile: Tile, mode: str = "concealed") -> HandBuilder:
        """Add ``tile`` in ``mode`` (a concealed tile, a meld starting or made of it, or the winning tile; a bonus
        tile is always a bonus tile); raises ``ValueError`` saying what is wrong in the player's words (a fifth
        copy, a 15th tile, a chow that cannot start there)."""
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}; modes are {', '.join(MODES)}")
        if tile.is_bonus:
            if tile in self.bonus:
                raise ValueError(
                    _("Each flower and season is unique: {tile} is there already.").format(tile=mark(tile))
                )
            return replace(self, bonus=(*self.bonus, tile), steps=(*self.steps, "b"))
        if mode == "winning":
            base = replace(self, winning=None, steps=tuple(s for s in self.steps if s != "w"))
            if base._count(tile) >= 4:
                raise ValueError(_("There are only four of each tile: this is a fifth {tile}.").format(tile=mark(tile)))
            if base.size > 13:
                raise ValueError(_("A hand has 13 tiles before the winning tile."))
            return replace(base, winning=tile, steps=(*base.steps, "w"))
        if mode == "concealed":
            need: Counter[Tile] = Counter({tile: 1})
            self._check_copies(need)
            new = replace(self, concealed=(*self.concealed, tile), steps=(*self.steps, "c"))
        else:
            if mode == "chow":
                if not tile.is_suited or tile.number > 7:
                    raise ValueError(
                        _("A chow is three in a row of one suit: it cannot start at {tile}.").format(tile=mark(tile))
                    )
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
            raise ValueError(_("Too many tiles: a hand has 13 before the winning tile (a kong counts as 3)."))
        return new

    def _check_copies(self, need: Counter[Tile]) -> None:
        for t, n in need.items():
            if self._count(t) + n > 4:
                raise ValueError(_("There are only four of each tile: this is a fifth {tile}.").format(tile=mark(t)))

    def undo(self) -> HandBuilder:
        if not self.steps:
            return self
        last = self.steps[-1]
        steps = self.steps[:-1]
        if last == "w":
            return replace(self, winning=None, steps=steps)
        if last == "m":
            return replace(self, melds=self.melds[:-1], steps=steps)
        if last == "b":
            return replace(self, bonus=self.bonus[:-1], steps=steps)
        # the last concealed tile added: remove one copy of it (tiles are kept in click order)
        return replace(self, concealed=self.concealed[:-1], steps=steps)

    def text(self) -> str:
        if self.size == 0 and not self.bonus:
            return ""
        return Hand(self.concealed, self.melds, self.winning, self.bonus).notation()
