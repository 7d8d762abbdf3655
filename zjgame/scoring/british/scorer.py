"""The British scorer (B3-B4): a winner's hand (four sets and a pair only; freedom of arrangement: every
arrangement of the concealed tiles and every place of the winning tile, the best final score, then the best
score before the limit) and a loser's hand (declared melds, concealed pungs, bonus tiles, the doubles for all
hands). Points first, bonuses added before doubling, then 2^doubles, then the limit.

Works on the integer form (``zjgame.scoring.counts``) for speed; ``score_winner``/``score_loser_hand`` take a
``Hand``. Item names are ``zjgame.scoring.british.items``'.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache, partial

from zjgame.rules.hand import Hand
from zjgame.rules.ruleset import BRITISH, BritishParams, Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.shapes import arrangements34, suit_sets, suit_with_pair
from zjgame.rules.suit_table import counts_of
from zjgame.rules.tiles import TILES34
from zjgame.scoring.british import items as I
from zjgame.scoring.british.result import BritishScore
from zjgame.scoring.context import ScoringInputError, WinContext
from zjgame.scoring.counts import CHOW, CONCEALED_KONG, INDEX, PUNG, MeldSpec, group_text, hand_inputs, with_melds
from zjgame.scoring.result import ArrangementView, ScoreLine, Unit

_DRAGONS = (31, 32, 33)
_SIMPLES = tuple(i for i in range(27) if i % 9 not in (0, 8))


def _params(ruleset: Ruleset) -> BritishParams:
    if not isinstance(ruleset.scoring, BritishParams):
        raise ScoringInputError(f"ruleset {ruleset.name!r} uses the {ruleset.scoring_system!r} scoring system")
    return ruleset.scoring


# --- waits (B4 "only possible tile") -------------------------------------------------------------------


def _group_state(part: tuple[int, ...]) -> int:
    """One suit's counts: 0 when they split into sets, 2 into sets and a pair, -1 neither."""
    r = sum(part) % 3
    if r == 0:
        return 0 if not any(part) or suit_sets(part) else -1
    if r == 2:
        return 2 if suit_with_pair(part) else -1
    return -1


@lru_cache(maxsize=65536)
def _suit_profile(part: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """One suit's state, and its state with one more tile of each of its nine kinds (-1 past four copies)."""
    after = []
    for k in range(9):
        if part[k] >= 4:
            after.append(-1)
            continue
        more = list(part)
        more[k] += 1
        after.append(_group_state(tuple(more)))
    return _group_state(part), tuple(after)


_HONOUR_STATE = (0, -1, 2, 0, -1, -1)  # an honour's count: 0 or 3 are sets, 2 the pair, 1 or 4 neither


def only_possible_tile(counts13: Sequence[int], held: Sequence[int], winning: int) -> bool:
    """B4: whether ``winning`` is the only kind that completes the 13 concealed tiles ``counts13`` into sets
    and a pair (a regular hand only, B3). A kind of which ``held`` (hand and melds) has all four is no wait."""
    profiles = [
        _suit_profile(tuple(counts13[0:9])),
        _suit_profile(tuple(counts13[9:18])),
        _suit_profile(tuple(counts13[18:27])),
    ]
    honours = counts13[27:34]
    states = [p[0] for p in profiles] + [_HONOUR_STATE[c] for c in honours]
    bad = states.count(-1)
    if bad > 1:
        return True  # no single tile mends two groups (cannot happen beside a winning tile)
    twos = states.count(2)
    for g, (old, after) in enumerate(profiles):
        if bad and old != -1:
            continue  # the broken group must be the one the tile goes to
        base = 9 * g
        rest = twos - (old == 2)
        for k, new in enumerate(after):
            if new != -1 and rest + (new == 2) == 1 and base + k != winning and held[base + k] < 4:
                return False  # another wait
    for k, c in enumerate(honours):
        old = states[3 + k]
        if bad and old != -1:
            continue
        new = _HONOUR_STATE[c + 1]
        if new != -1 and twos - (old == 2) + (new == 2) == 1 and 27 + k != winning and held[27 + k] < 4:
            return False
    return True


# --- the hand as a whole ---------------------------------------------------------------------------------


def _hand_doubles(full: Sequence[int]) -> list[tuple[str, int]]:
    """B4 doubles of the whole hand (its tiles, bonus tiles excepted): one suit, ones and nines, all honours."""
    suits = (1 if any(full[0:9]) else 0) + (1 if any(full[9:18]) else 0) + (1 if any(full[18:27]) else 0)
    honours = any(full[27:34])
    if not suits:
        return [I.ALL_HONOURS]  # B4: then neither "with Winds and/or Dragons" row applies
    out: list[tuple[str, int]] = []
    if suits == 1:
        out.append(I.ONE_SUIT_HONOURS if honours else I.ONE_SUIT_PURE)
    if not any([full[i] for i in _SIMPLES]):
        out.append(I.TERMINALS_HONOURS if honours else I.TERMINALS_PURE)
    return out


def _bonus_lines(bonus: Sequence[str], seat: Seat) -> tuple[list[ScoreLine], list[ScoreLine]]:
    """B4 bonus tiles: 4 points each; the player's own flower and own season a double each; all four flowers,
    all four seasons 3 doubles each (number 1-4 is seat E, S, W, N)."""
    if not bonus:
        return [], []
    own = str(seat.index + 1)
    points = [ScoreLine(f"Flower or Season {b}", points=I.BONUS_TILE_POINTS, tiles=b) for b in bonus]
    doubles = [ScoreLine(f"{I.OWN_BONUS} {b}", doubles=1, tiles=b) for b in bonus if b[0] == own]
    for suit in "fg":
        if sum(1 for b in bonus if b[1] == suit) == 4:
            doubles.append(ScoreLine(I.FOUR_BONUS[0], doubles=I.FOUR_BONUS[1], tiles=f"1234{suit}"))
    return points, doubles


# Texts of units by tile index (every scored hand writes some; precomputed like Zung Jung's).
_PUNG_TEXT = tuple(group_text([i] * 3) for i in range(34))
_KONG_TEXT = tuple(group_text([i] * 4) for i in range(34))
_PAIR_TEXT = tuple(group_text([i] * 2) for i in range(34))
_CHOW_TEXT = {i: group_text([i, i + 1, i + 2]) for i in range(27) if i % 9 <= 6}


@lru_cache(maxsize=1024)
def _set_line(index: int, kong: bool, concealed: bool) -> ScoreLine:
    tiles = (_KONG_TEXT if kong else _PUNG_TEXT)[index]
    return ScoreLine(I.set_name(index, kong, concealed), points=I.set_points(index, kong, concealed), tiles=tiles)


@lru_cache(maxsize=4096)
def _set_doubles(index: int, seat_wind: int, round_wind: int, kong: bool = False) -> tuple[ScoreLine, ...]:
    """B4: a pung or kong of the own wind, of the round wind (a double wind gets both), of a dragon."""
    if index < 27:
        return ()
    tiles = (_KONG_TEXT if kong else _PUNG_TEXT)[index]
    name = TILES34[index].value
    if index in _DRAGONS:
        return (ScoreLine(f"{I.DRAGON_SET} {name}", doubles=1, tiles=tiles),)
    out = []
    if index == seat_wind:
        out.append(ScoreLine(f"{I.OWN_WIND_SET} {name}", doubles=1, tiles=tiles))
    if index == round_wind:
        out.append(ScoreLine(f"{I.ROUND_WIND_SET} {name}", doubles=1, tiles=tiles))
    return tuple(out)


@lru_cache(maxsize=4096)
def _pair_lines(pair: int, seat_wind: int, round_wind: int) -> tuple[ScoreLine, ...]:
    """B4 the pair that completes the hand (winner only): a dragon 2; own wind 2; round wind 2 (both: 4)."""
    tiles = _PAIR_TEXT[pair]
    name = TILES34[pair].value
    if pair in _DRAGONS:
        return (ScoreLine(f"{I.PAIR_DRAGON} {name}", points=I.PAIR_POINTS, tiles=tiles),)
    out = []
    if pair == seat_wind:
        out.append(ScoreLine(f"{I.PAIR_OWN_WIND} {name}", points=I.PAIR_POINTS, tiles=tiles))
    if pair == round_wind:
        out.append(ScoreLine(f"{I.PAIR_ROUND_WIND} {name}", points=I.PAIR_POINTS, tiles=tiles))
    return tuple(out)


def _pair_points(pair: int, seat_wind: int, round_wind: int) -> int:
    if pair < 27:
        return 0
    if pair in _DRAGONS:
        return I.PAIR_POINTS
    return I.PAIR_POINTS * ((pair == seat_wind) + (pair == round_wind))


# (points, doubles) of a concealed pung by index, per (seat wind, round wind).
@lru_cache(maxsize=32)
def _pung_values(seat_wind: int, round_wind: int) -> tuple[tuple[int, int, int], ...]:
    """Per index: (concealed points, exposed points, doubles) of a pung in the concealed tiles."""
    return tuple(
        (I.set_points(i, False, True), I.set_points(i, False, False), len(_set_doubles(i, seat_wind, round_wind)))
        for i in range(34)
    )


class _Melds:
    """The declared melds' items and facts (the same for every arrangement). B3: a claimed meld or an added
    kong is exposed, a declared concealed kong concealed."""

    __slots__ = ("points", "doubles", "lines", "double_lines", "chows", "text")

    def __init__(self, melds: tuple[MeldSpec, ...], seat_wind: int, round_wind: int) -> None:
        points = doubles = chows = 0
        lines: list[ScoreLine] = []
        double_lines: list[ScoreLine] = []
        text: list[str] = []
        for kind, i in melds:
            if kind == CHOW:
                chows += 1
                text.append(f"[{_CHOW_TEXT[i]}]")
                continue
            kong, concealed = kind != PUNG, kind == CONCEALED_KONG
            body = (_KONG_TEXT if kong else _PUNG_TEXT)[i]
            text.append(f"({body})" if concealed else f"[{body}]")
            line = _set_line(i, kong, concealed)
            points += line.value
            lines.append(line)
            extra = _set_doubles(i, seat_wind, round_wind, kong)
            doubles += len(extra)
            double_lines.extend(extra)
        self.points, self.doubles, self.chows = points, doubles, chows
        self.lines, self.double_lines, self.text = tuple(lines), tuple(double_lines), tuple(text)


@lru_cache(maxsize=4096)
def _melds(melds: tuple[MeldSpec, ...], seat_wind: int, round_wind: int) -> _Melds:
    return _Melds(melds, seat_wind, round_wind)


def _total(basic: int, doubles: int, limit: int | None) -> tuple[int, int]:
    """B4: basic x 2^doubles, then the limit (on the hand's score, not on payments)."""
    raw = basic << doubles
    return (raw if limit is None else min(raw, limit)), raw


# --- the winner ------------------------------------------------------------------------------------------

_MAH_JONG_LINE = ScoreLine(I.MAH_JONG[0], points=I.MAH_JONG[1])
_BONUS_LINES = {
    b: ScoreLine(b[0], points=b[1]) for b in (I.FROM_WALL, I.ONLY_POSSIBLE, I.STANDING, I.LAST_TILE, I.LOOSE_TILE)
}
_NO_CHOWS_LINE = ScoreLine(I.NO_CHOWS[0], points=I.NO_CHOWS[1])
_NO_VALUE_LINE = ScoreLine(I.NO_VALUE[0], points=I.NO_VALUE[1])
_HAND_DOUBLE_LINES = {
    d: ScoreLine(d[0], doubles=d[1])
    for d in (
        I.ONE_SUIT_HONOURS,
        I.ONE_SUIT_PURE,
        I.TERMINALS_HONOURS,
        I.TERMINALS_PURE,
        I.ALL_HONOURS,
        I.SNATCHING,
        I.ORIGINAL_HAND,
    )
}


def _invalid(reason: str, limit: int | None) -> BritishScore:
    return BritishScore(valid=False, total=0, reason=reason, limit_points=limit)


def score_counts(
    concealed: Sequence[int],
    winning: int,
    melds: Sequence[MeldSpec] = (),
    bonus: Sequence[str] = (),
    context: WinContext | None = None,
    ruleset: Ruleset | None = None,
) -> BritishScore:
    """A winner's hand: ``concealed`` the 34 counts before the win, ``winning`` the winning tile's index."""
    rs = ruleset or BRITISH
    limit = _params(rs).limit
    ctx = context or WinContext()
    if bonus and not rs.bonus_tiles:
        raise ScoringInputError(f"bonus tiles {' '.join(bonus)} under ruleset {rs.name!r}, which has none")
    size = sum(concealed) + 3 * len(melds) + 1
    if size != 14:
        return _invalid(f"a winning hand has 14 tiles (a kong counting as 3); this one has {size}", limit)
    counts = list(concealed)
    counts[winning] += 1
    options = arrangements34(counts)
    if not options:
        # B3: the only winning hand is four sets and a pair
        return _invalid(
            "not a winning hand: the British rules know only four sets and a pair (no Seven Pairs, no Thirteen "
            "Orphans, no special hands)",
            limit,
        )
    seat_wind, round_wind = 27 + ctx.seat.index, 27 + ctx.round_wind.index
    meld = _melds(tuple(melds), seat_wind, round_wind)
    held = with_melds(concealed, melds) if melds else concealed  # the 13 tiles' kinds, melds included
    full = with_melds(counts, melds) if melds else counts
    hand_doubles = _hand_doubles(full)
    bonus_points, bonus_doubles = _bonus_lines(bonus, ctx.seat)
    drawn = ctx.self_drawn
    # B4 Original Hand: East on the 14 tiles held at the start, before any discard and without a kong declared
    original = ctx.heaven and drawn and ctx.seat is Seat.E and not melds
    # B4 winner's bonuses that do not depend on the arrangement (seed order), and the winner-only doubles.
    bonuses: list[tuple[str, int]] = []
    if drawn and not original:
        bonuses.append(I.FROM_WALL)  # the live wall or a loose tile; never Original Hand
    if not original and only_possible_tile(concealed, held, winning):
        bonuses.append(I.ONLY_POSSIBLE)
    if ctx.standing_hand:
        bonuses.append(I.STANDING)
    if drawn and ctx.final_draw:
        bonuses.append(I.LAST_TILE)
    if drawn and ctx.kong_supplement:
        bonuses.append(I.LOOSE_TILE)
    winner_doubles = ([I.SNATCHING] if ctx.robbing_kong else []) + ([I.ORIGINAL_HAND] if original else [])
    fixed_points = I.MAH_JONG[1] + meld.points + I.BONUS_TILE_POINTS * len(bonus) + sum(p for _, p in bonuses)
    fixed_doubles = meld.doubles + sum(d for _, d in hand_doubles) + sum(x.value for x in bonus_doubles)
    fixed_doubles += sum(d for _, d in winner_doubles)
    values = _pung_values(seat_wind, round_wind)
    best: tuple[tuple[int, int], int, int, int, int] | None = None  # (key, option, exposed, basic, doubles)
    for k, (pair, _blocks, seqs, trips) in enumerate(options):
        # B3: the winning discard goes where it scores most; a set it completes is exposed. A chow or the pair
        # keeps every pung concealed (which never scores less), so only when neither can hold it does it
        # complete a pung.
        exposed = -1
        if not drawn and pair != winning and not (winning < 27 and any(s <= winning <= s + 2 for s in seqs)):
            exposed = winning
        pair_pts = _pair_points(pair, seat_wind, round_wind)
        pts = fixed_points + pair_pts
        dbl = fixed_doubles
        for i in trips:
            concealed_pts, exposed_pts, extra = values[i]
            pts += exposed_pts if i == exposed else concealed_pts
            dbl += extra
        chows = len(seqs) + meld.chows
        if chows == 0:
            pts += I.NO_CHOWS[1]
        elif chows == 4 and pair_pts == 0:
            pts += I.NO_VALUE[1]  # B4: the sets and the pair score nothing
        raw = pts << dbl
        key = (raw if limit is None or raw < limit else limit, raw)
        if best is None or key > best[0]:
            best = (key, k, exposed, pts, dbl)
    assert best is not None
    (total, raw), k, exposed, basic, doubles = best
    pair, _blocks, seqs, trips = options[k]
    lines = [_MAH_JONG_LINE, *meld.lines, *_pair_lines(pair, seat_wind, round_wind)]
    set_dbl: list[ScoreLine] = []
    for i in trips:
        lines.append(_set_line(i, False, i != exposed))
        if i >= 27:
            set_dbl.extend(_set_doubles(i, seat_wind, round_wind))
    if bonus_points:
        lines += bonus_points
    lines += [_BONUS_LINES[b] for b in bonuses]
    chows = len(seqs) + meld.chows
    if chows == 0:
        lines.append(_NO_CHOWS_LINE)
    elif chows == 4 and _pair_points(pair, seat_wind, round_wind) == 0:
        lines.append(_NO_VALUE_LINE)
    lines += meld.double_lines
    lines += set_dbl
    if bonus_doubles:
        lines += [x for x in bonus_doubles if x.name.startswith(I.OWN_BONUS)]
    lines += [_HAND_DOUBLE_LINES[d] for d in hand_doubles]
    if bonus_doubles:
        lines += [x for x in bonus_doubles if not x.name.startswith(I.OWN_BONUS)]
    if winner_doubles:
        lines += [_HAND_DOUBLE_LINES[d] for d in winner_doubles]
    return BritishScore(
        valid=True,
        total=total,
        arrangement_text=_arrangement_text(meld.text, seqs, pair, trips),
        limit_points=limit,
        build_arrangement=partial(_winner_view, tuple(melds), pair, seqs, trips, winning, exposed),
        items=tuple(lines),
        basic=basic,
        doubles=doubles,
        raw=raw,
    )


def score_keys(
    keys: Sequence[int],
    winning: int,
    melds: Sequence[MeldSpec] = (),
    bonus: Sequence[str] = (),
    context: WinContext | None = None,
    ruleset: Ruleset | None = None,
) -> BritishScore:
    """``score_counts`` of the four packed suit keys of the concealed tiles (``zjgame.rules.suit_table``)."""
    return score_counts(counts_of(keys), winning, melds, bonus, context, ruleset)


def _arrangement_text(meld_text: Sequence[str], seqs: Sequence[int], pair: int, trips: Sequence[int]) -> str:
    """The melds as declared, then the concealed chows, the pair and the concealed pungs (as the examples do)."""
    chows = sorted([_CHOW_TEXT[s] for s in seqs]) if len(seqs) > 1 else [_CHOW_TEXT[s] for s in seqs]
    pungs = sorted([_PUNG_TEXT[i] for i in trips]) if len(trips) > 1 else [_PUNG_TEXT[i] for i in trips]
    parts = [*meld_text, *chows]
    if pair >= 0:
        parts.append(_PAIR_TEXT[pair])
    return " ".join(parts + pungs)


def _meld_units(melds: Sequence[MeldSpec]) -> list[Unit]:
    out = []
    for kind, i in melds:
        if kind == CHOW:
            out.append(Unit("sequence", tuple(TILES34[i + k] for k in range(3)), True, True))
        else:
            n = 3 if kind == PUNG else 4
            out.append(Unit("triplet" if n == 3 else "kong", (TILES34[i],) * n, kind == CONCEALED_KONG, True))
    return out


def _winner_view(
    melds: tuple[MeldSpec, ...], pair: int, seqs: Sequence[int], trips: Sequence[int], w: int, exposed: int
) -> ArrangementView:
    units = _meld_units(melds)
    placed = False
    for s in seqs:
        win = not placed and exposed < 0 and pair != w and s <= w <= s + 2
        placed = placed or win
        units.append(Unit("sequence", tuple(TILES34[s + k] for k in range(3)), True, False, win))
    units.append(Unit("pair", (TILES34[pair],) * 2, True, False, not placed and pair == w))
    placed = placed or pair == w
    for i in trips:
        win = not placed and i == w
        placed = placed or win
        units.append(Unit("triplet", (TILES34[i],) * 3, i != exposed, False, win))
    return ArrangementView("regular", tuple(units), TILES34[w])


def score_winner(hand: Hand, context: WinContext, ruleset: Ruleset) -> BritishScore:
    """Score a winner's complete hand (``hand.winning`` set)."""
    if hand.winning is None:
        return _invalid("no winning tile (write it last as +X)", _params(ruleset).limit)
    counts, melds, bonus = hand_inputs(hand)
    return score_counts(counts, INDEX[hand.winning], melds, bonus, context, ruleset)


# --- a loser -----------------------------------------------------------------------------------------------


def score_loser_counts(
    concealed: Sequence[int],
    melds: Sequence[MeldSpec],
    bonus: Sequence[str],
    seat: Seat,
    round_wind: Seat,
    ruleset: Ruleset,
) -> BritishScore:
    """B4 a loser's hand: declared melds, every concealed pung among the concealed tiles (an undeclared four is
    a concealed pung and a single), bonus tiles, and the doubles for all hands; no pair points, no winner's
    bonuses or doubles."""
    limit = _params(ruleset).limit
    size = sum(concealed) + 3 * len(melds)
    if size != 13:
        raise ScoringInputError(f"a loser's hand has 13 tiles (a kong counting as 3); this one has {size}")
    seat_wind, round_wind_ix = 27 + seat.index, 27 + round_wind.index
    meld = _melds(tuple(melds), seat_wind, round_wind_ix)
    lines = list(meld.lines)
    dbl = list(meld.double_lines)
    pungs = [i for i in range(34) if concealed[i] >= 3]
    for i in pungs:
        lines.append(_set_line(i, False, True))
        dbl.extend(_set_doubles(i, seat_wind, round_wind_ix))
    bonus_points, bonus_doubles = _bonus_lines(bonus, seat)
    lines += bonus_points
    dbl += [x for x in bonus_doubles if x.name.startswith(I.OWN_BONUS)]
    full = with_melds(concealed, melds) if melds else list(concealed)
    dbl += [_HAND_DOUBLE_LINES[d] for d in _hand_doubles(full)]
    dbl += [x for x in bonus_doubles if not x.name.startswith(I.OWN_BONUS)]
    basic = sum(x.value for x in lines)
    doubles = sum(x.value for x in dbl)
    total, raw = _total(basic, doubles, limit)
    text = " ".join([*meld.text, *sorted(_PUNG_TEXT[i] for i in pungs)])
    return BritishScore(
        valid=True,
        total=total,
        arrangement_text=text,
        limit_points=limit,
        build_arrangement=partial(_loser_view, tuple(melds), tuple(concealed)),
        items=tuple(lines + dbl),
        basic=basic,
        doubles=doubles,
        raw=raw,
        loser=True,
    )


def _loser_view(melds: tuple[MeldSpec, ...], concealed: tuple[int, ...]) -> ArrangementView:
    units = _meld_units(melds)
    for i, c in enumerate(concealed):
        if c >= 3:
            units.append(Unit("triplet", (TILES34[i],) * 3, True))
        for _ in range(c % 3 if c >= 3 else c):
            units.append(Unit("single", (TILES34[i],), True))
    return ArrangementView("regular", tuple(units), None)


def score_loser_hand(hand: Hand, seat: Seat, round_wind: Seat, ruleset: Ruleset) -> BritishScore:
    """Score a loser's hand (written without ``+X``)."""
    if hand.winning is not None:
        raise ScoringInputError(f"a loser's hand has no winning tile: +{hand.winning.value} is not allowed")
    counts, melds, bonus = hand_inputs(hand)
    return score_loser_counts(counts, melds, bonus, seat, round_wind, ruleset)
