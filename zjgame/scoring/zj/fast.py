"""Zung Jung's table-driven scorer (issue 14): the ``score --json`` text of a winning hand, computed from the
shipped per-suit arrangement table (``zjgame.rules.suit_table``) with packed suit keys and bit-mask pattern
checks, for every kind of hand (regular with any melds and kongs, Seven Pairs, Thirteen Terminals, incidental
flags, bonus tiles, every Zung Jung ruleset).

It decides exactly what ``zjgame.scoring.zj.scorer.score_counts_json`` decides (the reference: one module per
pattern category), and ``tests/scoring/test_fast_scorer.py`` and ``benchmarks/bench_score_equal.py`` prove the
two equal, byte for byte, over random hands of every kind. What it shares with the reference rather than
repeating: the series rule, the limits and the tie-break (``scorer._Candidate``, memoised per set of patterns
found), the pattern table and its JSON, the unit texts of the arrangement.

How it is fast: each suit's tiles are one integer (four bits per number), so a suit's arrangements are one
dict lookup, precomputed per suit with the facts the patterns need (sequence and triplet bit masks, identical
sequences, terminals); the patterns that depend on the arrangement are bits; the points, limit and JSON of a
set of patterns are computed once per ruleset and reused.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from zjgame.rules.ruleset import ZJ, Ruleset
from zjgame.rules.suit_table import MIDDLE_FIELDS, TERMINAL_FIELDS, counts_of, keys_of, table
from zjgame.scoring.context import ScoringInputError, WinContext
from zjgame.scoring.counts import CHOW, CONCEALED_KONG, PUNG, MeldSpec
from zjgame.scoring.zj import incidental, scorer, views
from zjgame.scoring.zj.result import JSON_HEAD

Keys = Sequence[int]  # four packed keys: m, p, s (nine counts each) and the honours (seven counts)

# --- per-suit options -------------------------------------------------------------------------------------
# An option is one split of one suit's pattern, in local numbers 0..8 (the same for the three suits), with the
# facts the patterns read: (pair or -1, sequences, triplets, sequence-start mask, triplet mask, sequence counts
# packed 4 bits per start, every set holds a 1 or 9, the text of the sets with "#" for the suit letter, the block
# codes of the table (i triplet, 9 + i sequence), a cache of texts with the winning tile marked (by where << 4 |
# local number), the highest multiplicity of a sequence, the number of sequences held exactly twice).
Option = tuple[int, int, int, int, int, int, bool, str, tuple[int, ...], dict[int, str], int, int]
_EMPTY: Option = (-1, 0, 0, 0, 0, 0, True, "", (), {}, 0, 0)
# Packed key -> (tiles, options); options () when the pattern splits into no sets (and pair). Every pattern of
# the table is built when the table is read; other keys (no split) are added as they come, bounded.
Record = tuple[int, tuple[Option, ...]]
_RECORDS: dict[int, Record] = {}
_RECORDS_LIMIT = 100_000


def _make_options(splits: tuple[tuple[int, tuple[int, ...]], ...]) -> tuple[Option, ...]:
    out: list[Option] = []
    for pair, codes in splits:
        nseq = ntrip = seq_mask = trip_mask = seq_counts = 0
        outside = True
        for c in codes:
            if c < 9:
                ntrip += 1
                trip_mask |= 1 << c
                outside = outside and c in (0, 8)
            else:
                n = c - 9
                nseq += 1
                seq_mask |= 1 << n
                seq_counts += 1 << (4 * n)
                outside = outside and n in (0, 6)
        top, twice = _mult(seq_counts)
        plain = " | ".join([_UNIT_TEMPLATE[c] for c in codes])
        out.append((pair, nseq, ntrip, seq_mask, trip_mask, seq_counts, outside, plain, codes, {}, top, twice))
    return tuple(out)


# Texts of a suit's sets with "#" for the suit letter (the same for the three suits): a triplet "111#", a
# sequence "123#"; with the winning tile of local number n marked as views does ("11#+1#", "13#+2#").
_UNIT_TEMPLATE = tuple(str(c + 1) * 3 + "#" for c in range(9)) + tuple(f"{n + 1}{n + 2}{n + 3}#" for n in range(7))


def _marked_template(codes: tuple[int, ...], where: int, n: int) -> str:
    """The sets with local number ``n`` marked in the first set of kind ``where`` (0 triplet, 1 sequence) that
    holds it."""
    parts = []
    placed = False
    for c in codes:
        if not placed and (c == n if where == 0 else c >= 9 and c - 9 <= n <= c - 7):
            rest = [c] * 2 if c < 9 else [x for x in (c - 9, c - 8, c - 7) if x != n]
            parts.append(f"{''.join(str(x + 1) for x in rest)}#+{n + 1}#")
            placed = True
        else:
            parts.append(_UNIT_TEMPLATE[c])
    return " | ".join(parts)


def _load_records() -> None:
    for key, splits in table().items():
        _RECORDS[key] = (_tiles(key), _make_options(splits))


def _record(key: int) -> Record:
    if not _RECORDS:
        _load_records()
        got = _RECORDS.get(key)
        if got is not None:
            return got
    got = (_tiles(key), ())  # not in the table: no split
    if len(_RECORDS) < _RECORDS_LIMIT:
        _RECORDS[key] = got
    return got


# The honours: packed key -> (tiles, arrangeable, pair or -1, triplet indices, text of the triplets).
HonourRecord = tuple[int, bool, int, tuple[int, ...], str]
_HONOURS: dict[int, HonourRecord] = {}


def _honour_record(key: int) -> HonourRecord:
    got = _HONOURS.get(key)
    if got is None:
        ok, pair, trips = True, -1, []
        for n in range(7):
            c = (key >> (4 * n)) & 0xF
            if c == 3:
                trips.append(27 + n)
            elif c == 2:
                ok = ok and pair < 0
                pair = 27 + n
            elif c:
                ok = False
        text = " | ".join(views._UNIT_TEXT[(0, i)] for i in trips)
        got = (_tiles(key), ok, pair, tuple(trips), text)
        if len(_HONOURS) < _RECORDS_LIMIT:
            _HONOURS[key] = got
    return got


# Sequence counts of one suit (4 bits per start) -> (highest multiplicity, starts held exactly twice).
_MULT: dict[int, tuple[int, int]] = {}


def _mult(counts: int) -> tuple[int, int]:
    got = _MULT.get(counts)
    if got is None:
        ms = [(counts >> (4 * n)) & 0xF for n in range(7)]
        got = _MULT[counts] = (max(ms), ms.count(2))
    return got


def _consecutive(mask: int) -> int:
    """ZJ 7.2: 4 for four triplets of consecutive numbers in the suit's triplet mask, 3 for three, else 0."""
    best = 0
    for n in range(7):
        if (mask >> n) & 7 == 7:
            best = max(best, 4 if n <= 5 and (mask >> (n + 3)) & 1 else 3)
    return best


_CONSEC = tuple(_consecutive(m) for m in range(512))
_STRAIGHT = 0b1001001  # sequences 123, 456, 789 (ZJ 7.1)
# Local sequence starts that hold local number n: a start in n-2..n and at most 6.
_SEQ_COVER = tuple(sum(1 << s for s in range(max(0, n - 2), min(n, 6) + 1)) for n in range(9))

# Arrangement-level patterns as bits (each counts once).
_BIT_IDS: tuple[str, ...] = (
    "1.1",
    "4.1",
    "4.2.1",
    "4.2.2",
    "4.2.3",
    "5.1.1",
    "5.1.2",
    "5.1.3",
    "5.1.4",
    "6.1",
    "6.2.1",
    "6.2.2",
)
_BIT_IDS += ("7.1", "7.2.1", "7.2.2", "8.1.1", "8.1.2", "10.1", "10.2")
B = {pid: 1 << k for k, pid in enumerate(_BIT_IDS)}
_B11, _B41, _B61, _B621, _B622, _B71 = B["1.1"], B["4.1"], B["6.1"], B["6.2.1"], B["6.2.2"], B["7.1"]
_B811, _B812 = B["8.1.1"], B["8.1.2"]
_B42 = (0, 0, B["4.2.1"], B["4.2.2"], B["4.2.3"])
_B51 = (0, 0, 0, B["5.1.3"], B["5.1.4"])
_B72 = (0, 0, 0, B["7.2.1"], B["7.2.2"])
_SEVEN, _THIRTEEN = B["10.2"], B["10.1"]
_KONG_IDS = {1: "4.3.1", 2: "4.3.2", 3: "4.3.3", 4: "4.3.4"}
_DRAGONS = (31, 32, 33)
_NINE_GATES = 3 | sum(1 << (4 * n) for n in range(1, 8)) | (3 << 32)  # 1112345678999 of one suit


# --- per-ruleset memo: the candidate (series rule, limits, tie-break key, JSON) of a set of patterns -----------


class _State:
    __slots__ = (
        "ruleset",
        "points",
        "limit",
        "minimum",
        "candidates",
        "extras",
        "extra_tuples",
        "honours",
        "honour_ids",
        "honour_list",
    )

    def __init__(self, ruleset: Ruleset) -> None:
        params = scorer._params(ruleset)
        self.ruleset = ruleset
        self.points = scorer._points(ruleset)
        self.limit = params.limit
        self.minimum = params.min_points
        self.candidates: dict[int, tuple[Any, ...]] = {}  # a candidate's code (below) -> candidate
        # category 9 and 11 by context: (context, patterns, id); the patterns by id
        self.extras: dict[Any, tuple[WinContext, Found, int]] = {}
        self.extra_tuples: dict[int, Found] = {}
        # category 3 by (honour key << 4 | seat << 2 | round): id; and by its patterns: id; id 0 is none
        self.honours: dict[int, int] = {}
        self.honour_ids: dict[Found, int] = {(): 0}
        self.honour_list: list[Found] = [()]


_STATES: dict[int, _State] = {}


def _state(ruleset: Ruleset) -> _State:
    st = _STATES.get(id(ruleset))
    if st is None or st.ruleset is not ruleset:
        if len(_STATES) > 64:
            _STATES.clear()
        st = _STATES[id(ruleset)] = _State(ruleset)
    return st


# A candidate's code: the arrangement's pattern bits (B, bits 0-23), the hand's own flags (bits 24-31), the number
# of kongs (bits 32-34), the id of its category 3 patterns (bits 36-55) and of its category 9/11 patterns (56 up).
_F13, _F211, _F212, _F12, _F22, _F34, _F813, _F814 = (1 << (24 + k) for k in range(8))
_FLAG_IDS: tuple[tuple[int, str], ...] = (
    (_F13, "1.3"),
    (_F211, "2.1.1"),
    (_F212, "2.1.2"),
    (_F12, "1.2"),
    (_F22, "2.2"),
    (_F34, "3.4"),
)
_FLAG_IDS += ((_F813, "8.1.3"), (_F814, "8.1.4"))
Found = tuple[tuple[str, int], ...]


def _honour_id(st: _State, found: Found) -> int:
    got = st.honour_ids.get(found)
    if got is None:
        if len(st.honour_list) > 50_000:
            st.candidates.clear()
            st.honours.clear()
            st.honour_ids.clear()
            del st.honour_list[1:]
            st.honour_ids[()] = 0
        got = st.honour_ids[found] = len(st.honour_list)
        st.honour_list.append(found)
    return got


def _candidate(st: _State, code: int) -> tuple[Any, ...]:
    """(tie-break key, total, points from the 44, JSON up to the arrangement) of the patterns a code stands for."""
    found: list[tuple[str, int]] = [(pid, 1) for flag, pid in _FLAG_IDS if code & flag]
    found.extend(st.honour_list[(code >> 36) & 0xFFFFF])
    kongs = (code >> 32) & 7
    if kongs:
        found.append((_KONG_IDS[kongs], 1))
    found.extend(st.extra_tuples[code >> 56])
    found.extend((pid, 1) for pid, bit in B.items() if code & bit)
    shape = "thirteen_terminals" if code & _THIRTEEN else "seven_pairs" if code & _SEVEN else "regular"
    c = scorer._Candidate(found, st.points, st.limit, shape)
    pats = ", ".join([f'{JSON_HEAD[e[1]]}{e[3]}, "count": {e[2]}}}' for e in c.counted])
    head = (
        f'{{"valid": true, "total": {c.total}, "limit": "{c.limit}", '
        f'"chicken": {"true" if c.chicken else "false"}, "patterns": [{pats}], "arrangement": "'
    )
    got = (c.key(), c.total, c.base, head)
    if len(st.candidates) >= 200_000:
        st.candidates.clear()
    st.candidates[code] = got
    return got


def _extra(st: _State, ctx: WinContext, has_melds: bool, bonus: tuple[str, ...]) -> int:
    """The id of ZJ category 9 (incidental, from the context) and the Zen Koan bonus tiles (category 11): the
    reference modules' answer, memoised by the context object, melds or none, and the bonus tiles."""
    key: Any = (id(ctx), has_melds, bonus) if bonus else (id(ctx) << 1) | has_melds
    got = st.extras.get(key)
    if got is None or got[0] is not ctx:
        facts = _Facts(ctx, st.ruleset, has_melds, bonus)
        out: list[tuple[str, int]] = []
        incidental.incidental(facts, out)  # type: ignore[arg-type]
        incidental.bonus_tiles(facts, out)  # type: ignore[arg-type]
        if len(st.extras) > 1024:
            st.candidates.clear()
            st.extras.clear()
            st.extra_tuples.clear()
        eid = len(st.extra_tuples)
        st.extra_tuples[eid] = tuple(out)
        got = st.extras[key] = (ctx, tuple(out), eid)
    return got[2]


class _Facts:
    """The few hand facts categories 9 and 11 read (``HandFacts``' names)."""

    __slots__ = ("context", "params", "has_melds", "bonus", "seat_wind")

    def __init__(self, ctx: WinContext, ruleset: Ruleset, has_melds: bool, bonus: tuple[str, ...]) -> None:
        self.context, self.params, self.has_melds, self.bonus = ctx, ruleset.zj, has_melds, bonus
        self.seat_wind = 27 + ctx.seat.index


# --- the scorer ---------------------------------------------------------------------------------------------


def _invalid(reason: str) -> str:
    return scorer._invalid(reason).to_json_text()


def score_json(
    concealed: Sequence[int],
    winning: int,
    melds: Sequence[MeldSpec] = (),
    bonus: Sequence[str] = (),
    context: WinContext | None = None,
    ruleset: Ruleset | None = None,
) -> str:
    """``score_counts_json`` of the reference scorer, from the same integer form (34 concealed counts before the
    win, the winning index, melds, bonus tiles)."""
    return score_keys(keys_of(concealed), winning, melds, tuple(bonus), context or scorer.DEFAULT_CONTEXT, ruleset)


def score_total(
    concealed: Sequence[int],
    winning: int,
    melds: Sequence[MeldSpec],
    bonus: Sequence[str],
    context: WinContext,
    ruleset: Ruleset | None,
) -> int:
    """The total of ``score_json``'s text, or 0 where that text says the hand does not win (not a winning shape,
    or under the ruleset's minimum, ZJ §7): the same decision without writing the text (the computer players
    ask only for the total)."""
    got = _score(keys_of(concealed), winning, melds, tuple(bonus), context, ruleset, True)
    assert isinstance(got, int)  # always the total when ``total_only``
    return got


def score_keys(
    keys: Keys,
    w: int,
    melds: Sequence[MeldSpec],
    bonus: Sequence[str],
    ctx: WinContext,
    ruleset: Ruleset | None,
) -> str:
    """The ``score --json`` text of a win: ``keys`` the packed concealed tiles before the win (m, p, s, z),
    ``w`` the winning tile's index."""
    got = _score(keys, w, melds, bonus, ctx, ruleset, False)
    assert isinstance(got, str)  # always the text when not ``total_only``
    return got


def _score(
    keys: Keys,
    w: int,
    melds: Sequence[MeldSpec],
    bonus: Sequence[str],
    ctx: WinContext,
    ruleset: Ruleset | None,
    total_only: bool,
) -> str | int:
    """``score_keys``' text, or with ``total_only`` the winning total alone (0 where the hand does not win)."""
    if bonus and type(bonus) is not tuple:
        bonus = tuple(bonus)
    st = _LAST[0]
    if st is None or st.ruleset is not ruleset:
        st = _LAST[0] = _state(ruleset if ruleset is not None else ZJ)
    rs = st.ruleset
    if bonus and not rs.bonus_tiles:
        raise ScoringInputError(f"bonus tiles {' '.join(bonus)} under ruleset {rs.name!r}, which has none")
    # the concealed tiles with the winning tile, by suit, and what the table knows of each
    if w < 27:
        ws, wn = divmod(w, 9)
    else:
        ws, wn = 3, w - 27
    c0, c1, c2, c3 = keys
    if ws == 0:
        c0 += 1 << (4 * wn)
    elif ws == 1:
        c1 += 1 << (4 * wn)
    elif ws == 2:
        c2 += 1 << (4 * wn)
    else:
        c3 += 1 << (4 * wn)
    records = _RECORDS
    rm = records.get(c0) or _record(c0)
    rp = records.get(c1) or _record(c1)
    rsu = records.get(c2) or _record(c2)
    rh = _HONOURS.get(c3) or _honour_record(c3)
    size = rm[0] + rp[0] + rsu[0] + rh[0] + 3 * len(melds)
    if size != 14:
        if total_only:
            return 0
        return _invalid(f"a winning hand has 14 tiles (a kong counting as 3); this one has {size}")
    chow_mask: Sequence[int] = _NO_MASKS
    chow_counts: Sequence[int] = _NO_MASKS
    meld_trips: Sequence[int] = _NO_MASKS  # suited meld pungs/kongs as a triplet mask per suit
    n_chows = n_meld_trips = concealed_kongs = kongs = 0
    meld_outside = True
    honor_meld_trips: list[int] = []
    meld_text: list[str] = []
    if melds:
        full = [c0, c1, c2, c3]
        cmask, ccounts, mtrips = [0, 0, 0], [0, 0, 0], [0, 0, 0]
        chow_mask, chow_counts, meld_trips = cmask, ccounts, mtrips
        for kind, i in melds:
            ms, n = (i // 9, i % 9) if i < 27 else (3, i - 27)
            if not total_only:
                meld_text.append(views._MELD_TEXT[(kind, i)])
            if kind == CHOW:
                full[ms] += 0x111 << (4 * n)
                n_chows += 1
                cmask[ms] |= 1 << n
                ccounts[ms] += 1 << (4 * n)
                meld_outside = meld_outside and n in (0, 6)
                continue
            full[ms] += (3 if kind == PUNG else 4) << (4 * n)
            n_meld_trips += 1
            if kind != PUNG:
                kongs += 1
                concealed_kongs += kind == CONCEALED_KONG
            if ms < 3:
                mtrips[ms] |= 1 << n
                meld_outside = meld_outside and n in (0, 8)
            else:
                honor_meld_trips.append(i)
        fm, fp, fs, fz = full
    else:
        fm, fp, fs, fz = c0, c1, c2, c3
    # --- facts of the whole hand (HandFacts) ---
    suited = fm | fp | fs
    n_suits = (fm != 0) + (fp != 0) + (fs != 0)
    has_honor = fz != 0
    all_toh = not suited & MIDDLE_FIELDS
    # 1.3 and 2.1 (simple.suit_patterns, any shape), 8.1.3/8.1.4 (terminals.greater), 3.4 (all honours)
    any_shape = _F13 if not has_honor and not suited & TERMINAL_FIELDS else 0
    if n_suits == 1:
        any_shape |= _F211 if has_honor else _F212
    elif n_suits == 0:
        any_shape |= _F34
    if all_toh:
        any_shape |= _F813 if has_honor else _F814
    # category 9 and 11, by id
    if bonus:
        eid = _extra(st, ctx, bool(melds), tuple(bonus))
    else:
        got = st.extras.get((id(ctx) << 1) | bool(melds))
        eid = got[2] if got is not None and got[0] is ctx else _extra(st, ctx, bool(melds), ())
    eid <<= 56
    candidates: list[tuple[Any, ...]] = []  # (tie-break key, total, base, json head, shape)
    # --- regular arrangements ---
    om_, op_, os_ = rm[1] or _NONE, rp[1] or _NONE, rsu[1] or _NONE
    honor_ok, honor_pair, honor_trips = rh[1], rh[2], rh[3]
    if not c0:
        om_ = _EMPTY_OPTIONS
    if not c1:
        op_ = _EMPTY_OPTIONS
    if not c2:
        os_ = _EMPTY_OPTIONS
    if (
        honor_ok
        and om_
        and op_
        and os_
        and (honor_pair >= 0) + (om_[0][0] >= 0) + (op_[0][0] >= 0) + (os_[0][0] >= 0) == 1
    ):
        # the hand-level patterns of a regular hand: those of any shape, 1.2, 2.2, category 3, 4.3, the extras
        code = any_shape | eid | (kongs << 32)
        if not melds:
            code |= _F12
            if w < 27 and keys[ws] == _NINE_GATES:
                code |= _F22
        elif concealed_kongs == len(melds):
            code |= _F12
        if has_honor:
            if melds:
                code |= _honour_id(st, _honour_patterns((*honor_trips, *honor_meld_trips), honor_pair, ctx, rs)) << 36
            else:
                hk = (c3 << 4) | (ctx.seat.index << 2) | ctx.round_wind.index
                hid = st.honours.get(hk)
                if hid is None:
                    hid = st.honours[hk] = _honour_id(st, _honour_patterns(honor_trips, honor_pair, ctx, rs))
                code |= hid << 36
        n_htrips = len(honor_trips) + len(honor_meld_trips)
        cands = st.candidates
        # the winning tile: a sequence, else the pair, else a triplet (exposed if won on a discard)
        w_cover = _SEQ_COVER[wn] if ws < 3 else 0
        discard = not ctx.self_drawn
        base_trips = len(honor_trips)
        for om in om_:
            for op in op_:
                for os in os_:
                    nseq = om[1] + op[1] + os[1] + n_chows
                    ntrip = om[2] + op[2] + os[2] + base_trips + n_meld_trips
                    pair = (
                        om[0] if om[0] >= 0 else 9 + op[0] if op[0] >= 0 else 18 + os[0] if os[0] >= 0 else honor_pair
                    )
                    bits = _B11 if nseq == 4 else 0
                    if ntrip == 4:
                        bits |= _B41
                    in_seq = bool((om if ws == 0 else op if ws == 1 else os)[3] & w_cover) if ws < 3 else False
                    if ntrip >= 2:
                        conc = om[2] + op[2] + os[2] + base_trips + concealed_kongs
                        if discard and not in_seq and pair != w:
                            conc -= 1  # ZJ 4.2: the triplet completed by the winning discard is exposed
                        if conc >= 2:
                            bits |= _B42[conc]
                    if nseq >= 2:
                        if n_chows:
                            m1 = _mult(om[5] + chow_counts[0])
                            m2 = _mult(op[5] + chow_counts[1])
                            m3 = _mult(os[5] + chow_counts[2])
                            top, twice = max(m1[0], m2[0], m3[0]), m1[1] + m2[1] + m3[1]
                        else:
                            top = om[10] if om[10] >= op[10] else op[10]
                            if os[10] > top:
                                top = os[10]
                            twice = om[11] + op[11] + os[11]
                        if top >= 2:
                            if top == 2:
                                bits |= _B512 if twice == 2 else _B511
                            else:
                                bits |= _B51[top]
                        if nseq >= 3:
                            sm1, sm2, sm3 = om[3] | chow_mask[0], op[3] | chow_mask[1], os[3] | chow_mask[2]
                            if sm1 & sm2 & sm3:
                                bits |= _B61
                            if (
                                sm1 & _STRAIGHT == _STRAIGHT
                                or sm2 & _STRAIGHT == _STRAIGHT
                                or sm3 & _STRAIGHT == _STRAIGHT
                            ):
                                bits |= _B71
                    if ntrip - n_htrips >= 2:
                        tm1, tm2, tm3 = om[4] | meld_trips[0], op[4] | meld_trips[1], os[4] | meld_trips[2]
                        if tm1 & tm2 & tm3:
                            bits |= _B622
                        elif 0 <= pair < 27:
                            pn, ps = pair % 9, pair // 9
                            a, b = (tm2, tm3) if ps == 0 else (tm1, tm3) if ps == 1 else (tm1, tm2)
                            if (a >> pn) & (b >> pn) & 1:
                                bits |= _B621
                        c72 = _CONSEC[tm1] or _CONSEC[tm2] or _CONSEC[tm3]
                        if c72:
                            bits |= _B72[c72]
                    if not all_toh and om[6] and op[6] and os[6] and meld_outside:
                        if pair >= 27 or pair % 9 in (0, 8):
                            bits |= _B811 if has_honor else _B812
                    cand = cands.get(code | bits) or _candidate(st, code | bits)
                    candidates.append((*cand, (om, op, os, pair, in_seq)))
    # --- irregular hands (no melds) ---
    if not melds:
        if not (c0 | c1 | c2 | c3) & _ODD:  # ZJ 10.2: every count even (so at most 7 kinds)
            code = any_shape | eid | _SEVEN
            candidates.append((*(st.candidates.get(code) or _candidate(st, code)), "seven_pairs"))
        if all_toh and _thirteen([c0, c1, c2, c3]):
            code = eid | _THIRTEEN
            candidates.append((*(st.candidates.get(code) or _candidate(st, code)), "thirteen_terminals"))
    if not candidates:
        if total_only:
            return 0
        return _invalid(
            "not a winning hand: the tiles form neither four sets and a pair, nor Seven Pairs, nor Thirteen Terminals"
        )
    minimum = st.minimum
    if len(candidates) == 1 and (not minimum or candidates[0][2] >= minimum):
        best = candidates[0]
    elif minimum:
        qualifying = [c for c in candidates if c[2] >= minimum]
        if not qualifying:
            if total_only:
                return 0
            params = rs.zj
            best_base = max(c[2] for c in candidates)
            what = "a chicken hand" if best_base == 0 else f"only {best_base} points from the 44 patterns"
            extras = (
                " (Self-Drawn and bonus tiles do not count toward it)"
                if params.self_drawn_points or params.bonus_tile_scoring
                else ""
            )
            return _invalid(f"{what}: ruleset {rs.name!r} needs at least {minimum} from the patterns to win{extras}")
        best = _first_best(qualifying)
    else:
        best = _first_best(candidates)
    if total_only:
        return int(best[1])
    shape = best[4]
    if shape == "seven_pairs":
        text = _pairs_text([c0, c1, c2, c3], w)
    elif isinstance(shape, str):
        text = views.irregular_text(counts_of([c0, c1, c2, c3]), w, shape)
    else:
        text = _regular_text(shape, w, ws, rh, meld_text)
    return f'{best[3]}{text}"}}'


def _first_best(candidates: list[tuple[Any, ...]]) -> tuple[Any, ...]:
    """The first candidate with the highest tie-break key (``max`` keeps the first of equals)."""
    best = candidates[0]
    for other in candidates[1:]:
        if other[0] > best[0]:
            best = other
    return best


_LAST: list[_State | None] = [None]  # the ruleset of the last hand (a batch scores many under one)
_NO_MASKS = (0, 0, 0)
_NONE: tuple[Option, ...] = ()
_EMPTY_OPTIONS = (_EMPTY,)
_ODD = 0x1111111111  # the lowest bit of every count
_B511, _B512 = B["5.1.1"], B["5.1.2"]


def _tiles(key: int) -> int:
    """The number of tiles of a packed key (nine counts of at most 15 each): nibbles summed into bytes, then the
    bytes summed by one multiplication (no byte overflows: at most 5 x 30)."""
    t = (key & 0x0F0F0F0F0F) + ((key >> 4) & 0x0F0F0F0F0F)
    return ((t * 0x0101010101) >> 32) & 0xFF


def _honour_patterns(trips: Sequence[int], pair: int, ctx: WinContext, ruleset: Ruleset) -> Found:
    """Category 3 (honors.regular, without 3.4): Value Honor per set, the dragons and winds series."""
    out: list[tuple[str, int]] = []
    value = dragons = winds = 0
    prevailing = ruleset.zj.prevailing_wind_value_honor
    seat_wind, round_wind = 27 + ctx.seat.index, 27 + ctx.round_wind.index
    for i in trips:
        if i >= 31:
            dragons += 1
            value += 1
        else:
            winds += 1
            if i == seat_wind:
                value += 1
            if prevailing and i == round_wind:
                value += 1
    if value:
        out.append(("3.1", value))
    if dragons == 3:
        out.append(("3.2.2", 1))
    elif dragons == 2 and pair in _DRAGONS:
        out.append(("3.2.1", 1))
    if winds == 4:
        out.append(("3.3.4", 1))
    elif winds == 3:
        out.append(("3.3.3", 1) if 27 <= pair <= 30 else ("3.3.2", 1))
    elif winds == 2 and 27 <= pair <= 30:
        out.append(("3.3.1", 1))
    return tuple(out)


def _seven_pairs(cur: list[int]) -> bool:
    """ZJ 10.2: every count even, at most seven kinds (four alike are two pairs)."""
    kinds = 0
    for k in cur:
        while k:
            c = k & 0xF
            if c & 1:
                return False
            kinds += c != 0
            k >>= 4
    return kinds <= 7


def _thirteen(cur: list[int]) -> bool:
    """ZJ 10.1: one of each terminal and honour (14 tiles, so one of them paired), nothing else."""
    for k in cur[:3]:
        if k & MIDDLE_FIELDS or not k & 0xF or not k >> 32:
            return False
    z = cur[3]
    return all((z >> (4 * n)) & 0xF for n in range(7))


_PAIRS: dict[int, tuple[tuple[int, str, str], ...]] = {}  # (suit << 40 | key) -> (index, pair text, marked)


def _pairs_text(cur: list[int], w: int) -> str:
    """views.irregular_text of Seven Pairs: every pair in tile order (four alike: two pairs), the first pair of
    the winning tile marked ("4z+4z")."""
    parts = []
    marked = False
    for s in (0, 1, 2, 3):
        k = cur[s]
        if not k:
            continue
        got = _PAIRS.get((s << 40) | k)
        if got is None:
            letter, base = "mpsz"[s], 9 * s
            pairs = []
            for n in range(9):
                d = str(n + 1)
                for _ in range(((k >> (4 * n)) & 0xF) // 2):
                    pairs.append((base + n, f"{d}{d}{letter}", f"{d}{letter}+{d}{letter}"))
            got = tuple(pairs)
            if len(_PAIRS) < 20_000:
                _PAIRS[(s << 40) | k] = got
        for i, plain, win in got:
            if not marked and i == w:
                parts.append(win)
                marked = True
            else:
                parts.append(plain)
    return " | ".join(parts)


def _regular_text(shape: tuple[Any, ...], w: int, ws: int, rh: HonourRecord, meld_text: list[str]) -> str:
    """views.regular_text of the chosen arrangement: the sets by suit (the winning tile marked in the first set
    that holds it: a sequence, else the pair, else a triplet), the honour triplets, the pair, the melds."""
    om, op, os, pair, in_seq = shape
    where = 1 if in_seq else 2 if pair == w else 0
    texts = [om[7].replace("#", "m"), op[7].replace("#", "p"), os[7].replace("#", "s")]
    if where != 2 and ws < 3:
        o = om if ws == 0 else op if ws == 1 else os
        n = w - 9 * ws
        marked = o[9].get((where << 4) | n)
        if marked is None:
            marked = o[9][(where << 4) | n] = _marked_template(o[8], where, n)
        texts[ws] = marked.replace("#", "mps"[ws])
    if rh[4]:
        if where == 0 and ws == 3:
            texts.append(" | ".join(_WIN_TRIPLET[i] if i == w else _TRIPLET[i] for i in rh[3]))
        else:
            texts.append(rh[4])
    texts.append(_WIN_PAIR[pair] if where == 2 else _PAIR[pair])
    if meld_text:
        texts.extend(meld_text)
    return " | ".join([t for t in texts if t])


_PAIR = tuple(views._UNIT_TEXT[(2, i)] for i in range(34))
_WIN_PAIR = tuple(views._WIN_TEXT[(2, i, i)] for i in range(34))
_TRIPLET = tuple(views._UNIT_TEXT[(0, i)] for i in range(34))
_WIN_TRIPLET = tuple(views._WIN_TEXT[(0, i, i)] for i in range(34))
