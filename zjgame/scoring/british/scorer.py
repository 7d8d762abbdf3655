"""The British scorer (B3-B4): a winner's hand (four sets and a pair only; freedom of arrangement: every
arrangement of the concealed tiles and every place of the winning tile, the best final score, then the best
score before the limit) and a loser's hand (declared melds, concealed pungs, bonus tiles, the doubles for all
hands). Points first, bonuses added before doubling, then 2^doubles, then the limit.

Works on the integer form (``zjgame.scoring.counts``) for speed; ``score_winner``/``score_loser_hand`` take a
``Hand``. Item names are ``zjgame.scoring.british.items``'.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from zjgame.rules.hand import Hand
from zjgame.rules.ruleset import BritishParams, Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.shapes import arrangements34, suit_sets, suit_with_pair
from zjgame.rules.tiles import TILES34
from zjgame.scoring.british import items as I
from zjgame.scoring.british.result import BritishScore
from zjgame.scoring.context import ScoringInputError, WinContext
from zjgame.scoring.counts import CHOW, CONCEALED_KONG, INDEX, PUNG, MeldSpec, group_text, hand_inputs, with_melds
from zjgame.scoring.result import ArrangementView, ScoreLine, Unit

_DRAGONS = (31, 32, 33)
_TERMINALS_OR_HONOURS = frozenset((0, 8, 9, 17, 18, 26, *range(27, 34)))


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


_HONOUR_STATE = (0, -1, 2, 0, -1)  # an honour's count: 0 or 3 are sets, 2 the pair, 1 or 4 neither


def only_possible_tile(counts13: Sequence[int], held: Sequence[int], winning: int) -> bool:
    """B4: whether ``winning`` is the only kind that completes the 13 concealed tiles ``counts13`` into sets
    and a pair (a regular hand only, B3). A kind of which ``held`` (hand and melds) has all four is no wait."""
    parts = [tuple(counts13[b : b + 9]) for b in (0, 9, 18)]
    states = [_group_state(p) for p in parts] + [_HONOUR_STATE[counts13[i]] for i in range(27, 34)]
    bad = states.count(-1)
    twos = states.count(2)
    if bad > 1:
        return True  # no single tile mends two groups (cannot happen beside a winning tile)
    for t in range(34):
        if t == winning or held[t] >= 4:
            continue
        g = t // 9 if t < 27 else t - 27 + 3
        old = states[g]
        if bad and old != -1:
            continue  # the broken group must be the one the tile goes to
        if t < 27:
            part = list(parts[g])
            part[t % 9] += 1
            new = _group_state(tuple(part))
        else:
            new = _HONOUR_STATE[counts13[t] + 1]
        if new != -1 and twos - (old == 2) + (new == 2) == 1:
            return False  # another wait
    return True


# --- the hand as a whole ---------------------------------------------------------------------------------


def _hand_doubles(full: Sequence[int]) -> list[tuple[str, int]]:
    """B4 doubles of the whole hand (its tiles, bonus tiles excepted): one suit, ones and nines, all honours."""
    suits = [b for b in (0, 9, 18) if any(full[b : b + 9])]
    honours = any(full[27:34])
    out: list[tuple[str, int]] = []
    if not suits:
        return [I.ALL_HONOURS]  # B4: then neither "with Winds and/or Dragons" row applies
    if len(suits) == 1:
        out.append(I.ONE_SUIT_HONOURS if honours else I.ONE_SUIT_PURE)
    if all(i in _TERMINALS_OR_HONOURS for i in range(34) if full[i]):
        out.append(I.TERMINALS_HONOURS if honours else I.TERMINALS_PURE)
    return out


def _bonus_lines(bonus: Sequence[str], seat: Seat) -> tuple[list[ScoreLine], list[ScoreLine]]:
    """B4 bonus tiles: 4 points each; the player's own flower and own season a double each; all four flowers,
    all four seasons 3 doubles each (number 1-4 is seat E, S, W, N)."""
    own = str(seat.index + 1)
    points = [ScoreLine(f"Flower or Season {b}", points=I.BONUS_TILE_POINTS, tiles=b) for b in bonus]
    doubles = [ScoreLine(f"{I.OWN_BONUS} {b}", doubles=1, tiles=b) for b in bonus if b[0] == own]
    for suit in "fg":
        if sum(1 for b in bonus if b[1] == suit) == 4:
            doubles.append(ScoreLine(I.FOUR_BONUS[0], doubles=I.FOUR_BONUS[1], tiles=f"1234{suit}"))
    return points, doubles


def _set_doubles(index: int, seat_wind: int, round_wind: int) -> list[tuple[str, int]]:
    """B4: a pung or kong of the own wind, of the round wind (a double wind gets both), of a dragon."""
    if index < 27:
        return []
    if index in _DRAGONS:
        return [(I.DRAGON_SET, index)]
    out = []
    if index == seat_wind:
        out.append((I.OWN_WIND_SET, index))
    if index == round_wind:
        out.append((I.ROUND_WIND_SET, index))
    return out


def _pair_lines(pair: int, seat_wind: int, round_wind: int) -> list[ScoreLine]:
    """B4 the pair that completes the hand (winner only): a dragon 2; own wind 2; round wind 2 (both: 4)."""
    tiles = group_text([pair, pair])
    name = TILES34[pair].value
    if pair in _DRAGONS:
        return [ScoreLine(f"{I.PAIR_DRAGON} {name}", points=I.PAIR_POINTS, tiles=tiles)]
    out = []
    if pair == seat_wind:
        out.append(ScoreLine(f"{I.PAIR_OWN_WIND} {name}", points=I.PAIR_POINTS, tiles=tiles))
    if pair == round_wind:
        out.append(ScoreLine(f"{I.PAIR_ROUND_WIND} {name}", points=I.PAIR_POINTS, tiles=tiles))
    return out


def _pair_points(pair: int, seat_wind: int, round_wind: int) -> int:
    if pair in _DRAGONS:
        return I.PAIR_POINTS
    return I.PAIR_POINTS * ((pair == seat_wind) + (pair == round_wind))


class _Melds:
    """The declared melds' items and facts (the same for every arrangement). B3: a claimed meld or an added
    kong is exposed, a declared concealed kong concealed."""

    __slots__ = ("points", "doubles", "lines", "double_lines", "chows", "text")

    def __init__(self, melds: Sequence[MeldSpec], seat_wind: int, round_wind: int) -> None:
        self.points = self.doubles = self.chows = 0
        self.lines: list[ScoreLine] = []
        self.double_lines: list[ScoreLine] = []
        self.text: list[str] = []
        for kind, i in melds:
            if kind == CHOW:
                self.chows += 1
                self.text.append(f"[{group_text([i, i + 1, i + 2])}]")
                continue
            kong, concealed = kind != PUNG, kind == CONCEALED_KONG
            size = 4 if kong else 3
            tiles = group_text([i] * size)
            self.text.append(f"({tiles})" if concealed else f"[{tiles}]")
            pts = I.set_points(i, kong, concealed)
            self.points += pts
            self.lines.append(ScoreLine(I.set_name(i, kong, concealed), points=pts, tiles=tiles))
            for name, ix in _set_doubles(i, seat_wind, round_wind):
                self.doubles += 1
                self.double_lines.append(ScoreLine(f"{name} {TILES34[ix].value}", doubles=1, tiles=tiles))


def _total(basic: int, doubles: int, limit: int | None) -> tuple[int, int]:
    """B4: basic x 2^doubles, then the limit (on the hand's score, not on payments)."""
    raw = basic << doubles
    return (raw if limit is None else min(raw, limit)), raw


# --- the winner ------------------------------------------------------------------------------------------


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
    from zjgame.rules.ruleset import BRITISH

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
    meld = _Melds(melds, seat_wind, round_wind)
    full = with_melds(counts, melds) if melds else counts
    hand_doubles = _hand_doubles(full)
    bonus_points, bonus_doubles = _bonus_lines(bonus, ctx.seat)
    # B4 winner's bonuses that do not depend on the arrangement (seed order), and the winner-only doubles.
    drawn = ctx.self_drawn
    # B4 Original Hand: East on the 14 tiles held at the start, before any discard and without a kong declared
    original = ctx.heaven and drawn and ctx.seat is Seat.E and not melds
    bonuses: list[tuple[str, int]] = []
    if drawn and not original:
        bonuses.append(I.FROM_WALL)  # the live wall or a loose tile; never Original Hand
    if not original:
        held = with_melds(concealed, melds) if melds else list(concealed)
        if only_possible_tile(concealed, held, winning):
            bonuses.append(I.ONLY_POSSIBLE)
    if ctx.standing_hand:
        bonuses.append(I.STANDING)
    if drawn and ctx.final_draw:
        bonuses.append(I.LAST_TILE)
    if drawn and ctx.kong_supplement:
        bonuses.append(I.LOOSE_TILE)
    winner_doubles = ([I.SNATCHING] if ctx.robbing_kong else []) + ([I.ORIGINAL_HAND] if original else [])
    fixed_points = I.MAH_JONG[1] + meld.points + I.BONUS_TILE_POINTS * len(bonus) + sum(p for _, p in bonuses)
    fixed_doubles = (
        meld.doubles
        + sum(d for _, d in hand_doubles)
        + sum(x.value for x in bonus_doubles)
        + sum(d for _, d in winner_doubles)
    )
    best: tuple[tuple[int, int], int, int, int, int] | None = None  # (key, option, exposed, basic, doubles)
    for k, (pair, _blocks, seqs, trips) in enumerate(options):
        # B3: the winning discard goes where it scores most; a set it completes is exposed. A chow or the pair
        # keeps every pung concealed (which never scores less), so only when neither can hold it does it
        # complete a pung.
        exposed = -1
        if not drawn and pair != winning and not (winning < 27 and any(s <= winning <= s + 2 for s in seqs)):
            exposed = winning
        pts = fixed_points + _pair_points(pair, seat_wind, round_wind)
        dbl = fixed_doubles
        for i in trips:
            pts += I.set_points(i, False, i != exposed)
            if i >= 27:
                dbl += len(_set_doubles(i, seat_wind, round_wind))
        chows = len(seqs) + meld.chows
        if chows == 0:
            pts += I.NO_CHOWS[1]
        elif chows == 4 and _pair_points(pair, seat_wind, round_wind) == 0:
            pts += I.NO_VALUE[1]  # B4: the sets and the pair score nothing
        total, raw = _total(pts, dbl, limit)
        key = (total, raw)
        if best is None or key > best[0]:
            best = (key, k, exposed, pts, dbl)
    assert best is not None
    (total, raw), k, exposed, basic, doubles = best
    pair, _blocks, seqs, trips = options[k]
    lines = [ScoreLine(I.MAH_JONG[0], points=I.MAH_JONG[1]), *meld.lines]
    lines += _pair_lines(pair, seat_wind, round_wind)
    set_dbl: list[ScoreLine] = []
    for i in trips:
        tiles = group_text([i] * 3)
        concealed_set = i != exposed
        lines.append(
            ScoreLine(I.set_name(i, False, concealed_set), points=I.set_points(i, False, concealed_set), tiles=tiles)
        )
        set_dbl += [
            ScoreLine(f"{n} {TILES34[ix].value}", doubles=1, tiles=tiles)
            for n, ix in _set_doubles(i, seat_wind, round_wind)
        ]
    lines += bonus_points
    lines += [ScoreLine(name, points=p) for name, p in bonuses]
    chows = len(seqs) + meld.chows
    if chows == 0:
        lines.append(ScoreLine(I.NO_CHOWS[0], points=I.NO_CHOWS[1]))
    elif chows == 4 and _pair_points(pair, seat_wind, round_wind) == 0:
        lines.append(ScoreLine(I.NO_VALUE[0], points=I.NO_VALUE[1]))
    lines += meld.double_lines + set_dbl
    lines += [x for x in bonus_doubles if x.name.startswith(I.OWN_BONUS)]
    lines += [ScoreLine(name, doubles=d) for name, d in hand_doubles]
    lines += [x for x in bonus_doubles if not x.name.startswith(I.OWN_BONUS)]
    lines += [ScoreLine(name, doubles=d) for name, d in winner_doubles]
    text = _arrangement_text(meld.text, seqs, pair, trips)
    build = partial(_winner_view, tuple(melds), pair, seqs, trips, winning, exposed)
    return BritishScore(
        valid=True,
        total=total,
        arrangement_text=text,
        limit_points=limit,
        build_arrangement=build,
        items=tuple(lines),
        basic=basic,
        doubles=doubles,
        raw=raw,
    )


def _arrangement_text(meld_text: list[str], seqs: Sequence[int], pair: int, trips: Sequence[int]) -> str:
    """The melds as declared, then the concealed chows, the pair and the concealed pungs (as the examples do)."""
    chows = sorted(group_text([s, s + 1, s + 2]) for s in seqs)
    pungs = sorted(group_text([i] * 3) for i in trips)
    parts = [*meld_text, *chows]
    if pair >= 0:
        parts.append(group_text([pair, pair]))
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
    meld = _Melds(melds, seat_wind, round_wind_ix)
    lines = list(meld.lines)
    dbl = list(meld.double_lines)
    pungs = [i for i in range(34) if concealed[i] >= 3]
    for i in pungs:
        tiles = group_text([i] * 3)
        lines.append(ScoreLine(I.set_name(i, False, True), points=I.set_points(i, False, True), tiles=tiles))
        dbl += [
            ScoreLine(f"{n} {TILES34[ix].value}", doubles=1, tiles=tiles)
            for n, ix in _set_doubles(i, seat_wind, round_wind_ix)
        ]
    bonus_points, bonus_doubles = _bonus_lines(bonus, seat)
    lines += bonus_points
    dbl += [x for x in bonus_doubles if x.name.startswith(I.OWN_BONUS)]
    full = with_melds(concealed, melds) if melds else list(concealed)
    dbl += [ScoreLine(name, doubles=d) for name, d in _hand_doubles(full)]
    dbl += [x for x in bonus_doubles if not x.name.startswith(I.OWN_BONUS)]
    basic = sum(x.value for x in lines)
    doubles = sum(x.value for x in dbl)
    total, raw = _total(basic, doubles, limit)
    text = " ".join([*meld.text, *sorted(group_text([i] * 3) for i in pungs)])
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
