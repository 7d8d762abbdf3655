"""Hand notation (docs/notation.md): parsing, the canonical form, and clear rejection of bad input."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from zjgame.rules.errors import NotationError
from zjgame.rules.hand import Hand, format_hand, parse_hand
from zjgame.rules.melds import Meld, MeldKind
from zjgame.rules.tiles import TILES34, Tile


def test_parse_example_hand():
    hand = parse_hand("23m678p66z [555z] [777z] +4m")
    assert [t.value for t in hand.concealed] == ["2m", "3m", "6p", "7p", "8p", "6z", "6z"]
    assert hand.melds == (Meld.pung(Tile("5z")), Meld.pung(Tile("7z")))
    assert hand.winning is Tile("4m")
    assert format_hand(hand) == "23m678p66z [555z] [777z] +4m"


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("3m2m  [555z]66z678p[777z]+4m", "23m678p66z [555z] [777z] +4m"),
        ("(1111m) 2223334445m +5m", "2223334445m (1111m) +5m"),
        ("123m456s7z (1111p) [999p]+7z 3g1f", "123m456s7z (1111p) [999p] +7z 1f3g"),
        ("[7777s] [312m] 5z [456p] [999m]+5z", "5z [7777s] [123m] [456p] [999m] +5z"),
    ],
)
def test_canonical_form(text, canonical):
    assert format_hand(parse_hand(text)) == canonical


def test_meld_kinds():
    hand = parse_hand("1z [123m] [555p] [6666s] (7777p) +1z")
    assert [m.kind for m in hand.melds] == [
        MeldKind.CHOW,
        MeldKind.PUNG,
        MeldKind.EXPOSED_KONG,
        MeldKind.CONCEALED_KONG,
    ]
    assert not hand.is_closed
    assert parse_hand("123m456p789s1z (5555m) +1z").is_closed


@pytest.mark.parametrize(
    "text, problem, position",
    [
        ("23m678p66z [555z] [777z] +4M", "upper case 'M'", 28),
        ("23m678p66x [555z] [777z] +4m", "unknown character 'x'", 10),
        ("55555m678p99s [123m] +1z", "a fifth copy of 5m", 5),
        ("55m678p99s [124m] 123p +1z", "[124m] is no meld", 12),
        ("55m678p99s [12m] 123p1s +1z", "a meld has 3 or 4 tiles", 12),
        ("(1112m) 123p456s11z +1z", "a concealed kong (...) is four identical tiles", 1),
        ("23m678p66z [555z] [777z]", "no winning tile", 24),
        ("23m678p66z [555z] [777z] +4m +4m", "a second winning tile", 30),
        ("23m678p66z [555z] [777z] +4m5m", "only bonus tiles may follow", 29),
        ("23m678p6z [555z] [777z] +4m", "a winning hand has 14 tiles", 27),
        ("23m678p666z [555z] [777z] +4m", "this one has 15", 28),
        ("5m [5555m] 123p456s11z +5m", "a fifth copy of 5m", 8),
        ("23m678p66z [555z] [777z] +", "'+' with no tile after it", 26),
        ("23m678p66z [555z [777z] +4m", "inside another meld", 18),
        ("23m678p66z 555z] [777z] +4m", "without an opening bracket", 16),
        ("23m678p66z [555z) [777z] +4m", "closed by", 17),
        ("23m678p66z [555z] [777z +4m", "inside a meld", 25),
        ("23m678p66z [555z] [777z] +4m 1f1f", "appears twice", 32),
        ("1f23m678p66z [555z] [777z] +4m", "before the winning tile", 1),
        ("23m678p66z [555z] [777z] +1f", "cannot be a bonus tile", 27),
        ("23m678p66z [1f55z] [777z] +4m", "bonus tile cannot be part of a meld", 12),
        ("9z23m678p66z [555z] [777z] +4m", "there is no tile 9z", 1),
        ("23m678p66z [555z] [777z] +4m 9", "has no suit letter", 30),
        ("m23m678p66z [555z] [777z] +4m", "suit letter 'm' without a number", 1),
        ("", "empty hand", None),
    ],
)
def test_malformed_hands_name_the_problem_and_position(text, problem, position):
    with pytest.raises(NotationError) as err:
        parse_hand(text)
    assert problem in str(err.value)
    assert err.value.position == (None if position is None else position - 1)
    if position is not None:
        assert f"at position {position}" in str(err.value)


def test_whitespace_is_ignored_even_between_digits_and_their_suit():
    # docs/notation.md#written-hands: "Whitespace is ignored."
    assert parse_hand("1 23m 4 5 6p789s1112z + 2z") == parse_hand("123m456p789s1112z +2z")


def test_bonus_tiles_rejected_when_the_ruleset_has_none():
    with pytest.raises(NotationError, match="under a ruleset that has none"):
        parse_hand("23m678p66z [555z] [777z] +4m 1f", allow_bonus=False)


def test_hand_without_winning_tile_when_not_required():
    hand = parse_hand("1112345678999m", require_winning=False)
    assert hand.winning is None and len(hand.concealed) == 13


# --- property: notation round-trips ----------------------------------------------------------------


@st.composite
def hands(draw):
    """Random legal-looking hands: melds then concealed tiles, never more than four of a kind."""
    counts = [0] * 34
    melds = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from(list(MeldKind)))
        if kind is MeldKind.CHOW:
            first = draw(st.sampled_from([t for t in TILES34 if t.is_suited and t.number <= 7]))
            tiles = [TILES34[first.index + i] for i in range(3)]
        else:
            tile = draw(st.sampled_from(TILES34))
            tiles = [tile] * (3 if kind is MeldKind.PUNG else 4)
        if all(counts[t.index] + tiles.count(t) <= 4 for t in set(tiles)):
            for t in tiles:
                counts[t.index] += 1
            melds.append(Meld(kind, tuple(tiles)))
    concealed = []
    while len(concealed) < 13 - 3 * len(melds):
        t = draw(st.sampled_from(TILES34))
        if counts[t.index] < 4:
            counts[t.index] += 1
            concealed.append(t)
    winning = draw(st.sampled_from([t for t in TILES34 if counts[t.index] < 4]))
    return Hand(tuple(concealed), tuple(melds), winning)


@settings(suppress_health_check=[HealthCheck.large_base_example, HealthCheck.too_slow])
@given(hands())
def test_notation_round_trips(hand):
    text = format_hand(hand)
    assert parse_hand(text) == hand
    assert format_hand(parse_hand(text)) == text
