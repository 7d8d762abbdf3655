"""Hypothesis properties of the scorer: unchanged when the three suits are permuted or the notation is
reordered; every valid hand is really complete; totals respect the limit; complete hands are valid in zj."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from zjgame.rules.hand import Hand, parse_hand
from zjgame.rules.melds import Meld, MeldKind
from zjgame.rules.ruleset import RULESETS as TABLE_RULESETS
from zjgame.rules.ruleset import ZJ
from zjgame.rules.seats import SEATS
from zjgame.rules.shapes import is_complete
from zjgame.rules.tiles import TILES34, counts34
from zjgame.scoring import WinContext, score_hand

# The Zung Jung rulesets (the table plays british too: its own tests are tests/scoring/test_british_*.py and tests/engine/test_british_*.py).
RULESETS = {n: r for n, r in TABLE_RULESETS.items() if r.scoring_system == "zung-jung"}

SEQ_STARTS = [i for i in range(27) if i % 9 <= 6]


@st.composite
def complete_hands(draw) -> tuple[list[str], list[Meld], str]:
    """(concealed tiles before the win, melds, winning tile) of a regular or Seven Pairs hand."""
    counts = [0] * 34
    if draw(st.integers(0, 9)) == 0:  # Seven Pairs now and then
        kinds = draw(st.lists(st.integers(0, 33), min_size=7, max_size=7))
        tiles = [TILES34[i] for i in kinds for _ in range(2)]
        for i in kinds:
            counts[i] += 2
        assume(max(counts) <= 4)
        win = draw(st.sampled_from(tiles))
        tiles.remove(win)
        return [t.value for t in tiles], [], win.value
    concealed: list[int] = []
    melds: list[Meld] = []
    for _ in range(4):
        if draw(st.booleans()):
            i = draw(st.sampled_from(SEQ_STARTS))
            for k in range(3):
                counts[i + k] += 1
            if draw(st.integers(0, 3)) == 0:
                melds.append(Meld.chow(TILES34[i]))
            else:
                concealed += [i, i + 1, i + 2]
        else:
            i = draw(st.integers(0, 33))
            how = draw(st.sampled_from(["concealed", "concealed", "pung", "kong", "ckong"]))
            counts[i] += 4 if how in ("kong", "ckong") else 3
            if how == "concealed":
                concealed += [i] * 3
            elif how == "pung":
                melds.append(Meld.pung(TILES34[i]))
            elif how == "kong":
                melds.append(Meld.exposed_kong(TILES34[i]))
            else:
                melds.append(Meld.concealed_kong(TILES34[i]))
    p = draw(st.integers(0, 33))
    counts[p] += 2
    concealed += [p, p]
    assume(max(counts) <= 4)
    win = draw(st.sampled_from(concealed))
    concealed.remove(win)
    return [TILES34[i].value for i in concealed], melds, TILES34[win].value


def notation(concealed: list[str], melds: list[Meld], win: str, order: list[int] | None = None) -> str:
    """Written in the given order: concealed tiles and melds interleaved as ``order`` says."""
    parts = [*concealed, *(m.notation() for m in melds)]
    if order is not None:
        parts = [parts[i] for i in order]
    return " ".join(parts) + f" +{win}"


contexts = st.builds(
    WinContext,
    seat=st.sampled_from(SEATS),
    round_wind=st.sampled_from(SEATS),
    self_drawn=st.booleans(),
)


def _summary(hand: Hand, ctx: WinContext, ruleset=ZJ):
    r = score_hand(hand, ctx, ruleset)
    return r.valid, r.total, r.limit, tuple((c.id, c.count) for c in r.patterns)


@settings(max_examples=150, deadline=None)
@given(complete_hands(), contexts, st.permutations("mps"))
def test_score_unchanged_when_suits_are_permuted(parts, ctx, perm):
    concealed, melds, win = parts
    text = notation(concealed, melds, win)
    swapped = text.translate(str.maketrans("mps", "".join(perm)))
    assert _summary(parse_hand(text), ctx) == _summary(parse_hand(swapped), ctx)


@settings(max_examples=150, deadline=None)
@given(complete_hands(), contexts, st.randoms(use_true_random=False))
def test_score_unchanged_when_the_notation_is_reordered(parts, ctx, rnd):
    """Concealed tiles in any order, melds before, between or after them (in their own order)."""
    concealed, melds, win = parts
    shuffled = list(concealed)
    rnd.shuffle(shuffled)
    written: list[str] = list(shuffled)
    last = -1
    for m in melds:
        last = rnd.randint(last + 1, len(written))
        written.insert(last, m.notation())
    text = " ".join(written) + f" +{win}"
    a = score_hand(parse_hand(notation(concealed, melds, win)), ctx)
    b = score_hand(parse_hand(text), ctx)
    assert (a.total, a.patterns, a.arrangement_text) == (b.total, b.patterns, b.arrangement_text)


@settings(max_examples=150, deadline=None)
@given(complete_hands(), contexts, st.sampled_from(sorted(RULESETS)))
def test_complete_hands_score_within_the_limit(parts, ctx, name):
    concealed, melds, win = parts
    ruleset = RULESETS[name]
    r = score_hand(parse_hand(notation(concealed, melds, win)), ctx, ruleset)
    if ruleset.zj.min_points == 0:
        assert r.valid  # every complete hand may win in zj and zj-older
    if r.valid:
        assert r.total >= 1
        if r.limit == "listed":
            assert len(r.patterns) == 1 and r.total == r.patterns[0].points >= ruleset.zj.limit
        else:
            assert r.total <= ruleset.zj.limit
            if r.limit == "compound":
                assert r.total == ruleset.zj.limit <= sum(c.value for c in r.patterns) == r.raw_total
            else:
                assert r.total == (1 if r.chicken else sum(c.value for c in r.patterns))
        assert r.base_points >= ruleset.zj.min_points
    else:
        assert r.total == 0 and r.reason


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 33), min_size=14, max_size=14), contexts)
def test_every_valid_hand_is_complete(indices, ctx):
    counts = counts34(TILES34[i] for i in indices)
    assume(max(counts) <= 4)
    tiles = [TILES34[i] for i in indices]
    hand = Hand(tuple(tiles[:13]), (), tiles[13])
    r = score_hand(hand, ctx)
    assert r.valid == is_complete(counts34(hand.concealed_with_winning))


@settings(max_examples=100, deadline=None)
@given(complete_hands(), contexts)
def test_valid_hands_with_melds_are_complete(parts, ctx):
    concealed, melds, win = parts
    hand = parse_hand(notation(concealed, melds, win))
    r = score_hand(hand, ctx)
    assert r.valid and is_complete(counts34(hand.concealed_with_winning))
    kinds = {m.kind for m in hand.melds}
    if MeldKind.CHOW in kinds or MeldKind.PUNG in kinds or MeldKind.EXPOSED_KONG in kinds:
        assert "1.2" not in {c.id for c in r.patterns}
