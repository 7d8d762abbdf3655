"""Hypothesis properties of the British scorer and settlement (small budgets): the settlement is zero-sum;
swapping the three suits changes no score; a winner's own bonus tile never lowers the score; a loser's score
does not depend on the order of the concealed tiles (or of the melds)."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tests.scoring.british_helpers import ruleset_with
from tests.scoring.test_properties import complete_hands
from zjgame.rules.hand import parse_hand
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import BRITISH
from zjgame.rules.seats import SEATS
from zjgame.rules.shapes import is_regular_complete
from zjgame.rules.tiles import TILES34, Tile, counts34
from zjgame.scoring import HandOutcome, WinClaim, WinContext, score_hand, score_loser, settle_hand
from zjgame.scoring.british.result import BritishScore

SEQ_STARTS = [i for i in range(27) if i % 9 <= 6]
BONUS = ["1f", "2f", "3f", "4f", "1g", "2g", "3g", "4g"]


@st.composite
def british_hands(draw) -> tuple[list[str], list[Meld], str, list[str]]:  # type: ignore[no-untyped-def]
    """(concealed tiles before the win, melds, winning tile, bonus tiles) of four sets and a pair (the Zung Jung
    properties' complete hands without their Seven Pairs, plus bonus tiles)."""
    concealed, melds, win = draw(complete_hands())
    counts = counts34([Tile(t) for t in [*concealed, win]])
    assume(is_regular_complete(counts))
    bonus = sorted(draw(st.lists(st.sampled_from(BONUS), max_size=3, unique=True)), key=lambda b: (b[1], b[0]))
    return concealed, melds, win, bonus


@st.composite
def loser_hands(draw) -> tuple[list[str], list[Meld], list[str]]:  # type: ignore[no-untyped-def]
    """(concealed tiles, melds, bonus tiles) of 13 tiles (a kong counting 3), any shape."""
    counts = [0] * 34
    melds: list[Meld] = []
    for _ in range(draw(st.integers(0, 3))):
        i = draw(st.integers(0, 33))
        kind = draw(st.sampled_from(["pung", "kong", "ckong", "chow"]))
        if kind == "chow":
            i = draw(st.sampled_from(SEQ_STARTS))
            melds.append(Meld.chow(TILES34[i]))
            for k in range(3):
                counts[i + k] += 1
        else:
            counts[i] += 3 if kind == "pung" else 4
            melds.append({"pung": Meld.pung, "kong": Meld.exposed_kong, "ckong": Meld.concealed_kong}[kind](TILES34[i]))
    concealed: list[int] = []
    while len(concealed) < 13 - 3 * len(melds):
        i = draw(st.integers(0, 33))
        if draw(st.integers(0, 2)) == 0 and counts[i] <= 1:  # now and then a pung or a four in hand
            counts[i] += 3
            concealed += [i] * 3
        else:
            counts[i] += 1
            concealed.append(i)
    assume(max(counts) <= 4 and len(concealed) == 13 - 3 * len(melds))
    bonus = draw(st.lists(st.sampled_from(BONUS), max_size=2, unique=True))
    return [TILES34[i].value for i in concealed], melds, bonus


contexts = st.builds(
    WinContext, seat=st.sampled_from(SEATS), round_wind=st.sampled_from(SEATS), self_drawn=st.booleans()
)


def _text(concealed: list[str], melds: list[Meld], win: str | None, bonus: list[str]) -> str:
    parts = [*concealed, *(m.notation() for m in melds)]
    if win is not None:
        parts.append(f"+{win}")
    return " ".join(parts + bonus)


def _key(r: object) -> tuple[bool, int, int, int]:
    assert isinstance(r, BritishScore)
    return r.valid, r.total, r.basic, r.doubles


@settings(max_examples=25, deadline=None)
@given(
    st.sampled_from(SEATS),
    st.integers(0, 1000),
    st.lists(st.integers(0, 1000), min_size=3, max_size=3),
    st.booleans(),
    st.sampled_from(SEATS),
)
def test_the_settlement_is_zero_sum(winner, value, scores, east_double, dealer):  # type: ignore[no-untyped-def]
    losers = [s for s in SEATS if s is not winner]
    claim = WinClaim(winner, BritishScore(valid=True, total=value), WinContext(seat=winner, self_drawn=True))
    scored = {s: BritishScore(valid=True, total=v) for s, v in zip(losers, scores)}
    got = settle_hand(ruleset_with(east_double=east_double), HandOutcome((claim,), scored, dealer=dealer))
    assert sum(got.nets) == 0 and got.net(winner) >= 0
    assert all(p.amount > 0 for p in got.payments)


@settings(max_examples=30, deadline=None)
@given(british_hands(), contexts, st.permutations("mps"))
def test_swapping_the_suits_changes_no_score(parts, ctx, perm):  # type: ignore[no-untyped-def]
    concealed, melds, win, bonus = parts
    text = _text(concealed, melds, win, bonus)
    swapped = text.translate(str.maketrans("mps", "".join(perm)))
    a = score_hand(parse_hand(text), ctx, BRITISH)
    assert a.valid  # four sets and a pair always win (B3: no minimum)
    assert _key(a) == _key(score_hand(parse_hand(swapped), ctx, BRITISH))


@settings(max_examples=25, deadline=None)
@given(loser_hands(), st.sampled_from(SEATS), st.sampled_from(SEATS), st.permutations("mps"))
def test_swapping_the_suits_changes_no_losers_score(parts, seat, round_wind, perm):  # type: ignore[no-untyped-def]
    concealed, melds, bonus = parts
    text = _text(concealed, melds, None, bonus)
    swapped = text.translate(str.maketrans("mps", "".join(perm)))
    a = score_loser(parse_hand(text, require_winning=False), seat, round_wind, BRITISH)
    b = score_loser(parse_hand(swapped, require_winning=False), seat, round_wind, BRITISH)
    assert _key(a) == _key(b)


@settings(max_examples=30, deadline=None)
@given(british_hands(), contexts, st.sampled_from("fg"), st.sampled_from([None, 500, 1000]))
def test_a_winners_own_bonus_tile_never_lowers_the_score(parts, ctx, suit, limit):  # type: ignore[no-untyped-def]
    concealed, melds, win, bonus = parts
    own = f"{ctx.seat.index + 1}{suit}"
    assume(own not in bonus)
    ruleset = ruleset_with(limit)
    before = score_hand(parse_hand(_text(concealed, melds, win, bonus)), ctx, ruleset)
    more = sorted([*bonus, own], key=lambda b: (b[1], b[0]))
    after = score_hand(parse_hand(_text(concealed, melds, win, more)), ctx, ruleset)
    assert after.total >= before.total and after.raw > before.raw  # type: ignore[attr-defined]


@settings(max_examples=25, deadline=None)
@given(loser_hands(), st.sampled_from(SEATS), st.sampled_from(SEATS), st.randoms(use_true_random=False))
def test_a_losers_score_does_not_depend_on_the_order_of_the_tiles(parts, seat, round_wind, rnd):  # type: ignore[no-untyped-def]
    concealed, melds, bonus = parts
    shuffled, moved = list(concealed), list(melds)
    rnd.shuffle(shuffled)
    rnd.shuffle(moved)
    a = score_loser(parse_hand(_text(concealed, melds, None, bonus), require_winning=False), seat, round_wind, BRITISH)
    b = score_loser(parse_hand(_text(shuffled, moved, None, bonus), require_winning=False), seat, round_wind, BRITISH)
    assert _key(a) == _key(b)
