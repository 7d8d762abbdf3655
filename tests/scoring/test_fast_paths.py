"""The fast paths agree with the reference ones: the cached suit-wise arrangements with
``zjgame.rules.shapes``, the quick notation reader with ``parse_hand``, the direct JSON text with
``json.dumps(result.to_json())``, and ``--batch`` with ``--json``."""

from __future__ import annotations

import io
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.scoring.test_properties import complete_hands, contexts, notation
from zjgame.commands.score import main as score_main
from zjgame.commands.score import run_batch
from zjgame.rules.errors import NotationError
from zjgame.rules.hand import parse_hand
from zjgame.rules.ruleset import RULESETS as TABLE_RULESETS
from zjgame.rules.shapes import regular_decompositions, set_decompositions
from zjgame.rules.tiles import Tile
from zjgame.scoring import score_hand
from zjgame.scoring.counts import INDEX, hand_inputs
from zjgame.scoring.quick import quick_parse
from zjgame.scoring.zj.scorer import score_counts, score_counts_json

# The Zung Jung rulesets (the table plays british too: its own tests are tests/scoring/test_british_*.py and tests/engine/test_british_*.py).
RULESETS = {n: r for n, r in TABLE_RULESETS.items() if r.scoring_system == "zung-jung"}


def _canonical(decomps):
    return sorted((pair, tuple(sorted(sets))) for pair, sets in decomps)


def reference_decompositions(counts):
    """The direct search, independent of the cached suit-by-suit one behind ``regular_decompositions``:
    take each possible pair out and split the rest into sets over all 34 counts at once."""
    out = []
    for pair in range(34):
        if counts[pair] >= 2:
            rest = list(counts)
            rest[pair] -= 2
            out.extend((pair, sets) for sets in set_decompositions(rest))
    return out


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 33), min_size=2, max_size=14))
def test_arrangements_agree_on_any_tiles(indices):
    counts = [0] * 34
    for i in indices:
        counts[i] += 1
    if max(counts) > 4 or sum(counts) % 3 != 2:
        return
    assert _canonical(regular_decompositions(counts)) == _canonical(reference_decompositions(counts))


@settings(max_examples=200, deadline=None)
@given(complete_hands())
def test_arrangements_agree_on_complete_hands(parts):
    concealed, _, win = parts
    counts = [0] * 34
    for t in [*concealed, win]:
        counts[Tile(t).index] += 1
    assert _canonical(regular_decompositions(counts)) == _canonical(reference_decompositions(counts))


def _reference_inputs(text: str, allow_bonus: bool):
    try:
        hand = parse_hand(text, allow_bonus=allow_bonus)
    except NotationError:
        return None
    counts, melds, bonus = hand_inputs(hand)
    return counts, INDEX[hand.winning], melds, bonus


@settings(max_examples=200, deadline=None)
@given(complete_hands(), st.booleans(), st.sampled_from(["", " 1f", " 2g3f", " 1f2f3f4f1g2g3g4g"]))
def test_quick_reader_agrees_with_parse_hand(parts, spaced, bonus):
    concealed, melds, win = parts
    text = notation(concealed, melds, win) if spaced else parse_hand(notation(concealed, melds, win)).notation()
    text += bonus
    for allow in (True, False):
        quick = quick_parse(text, allow)
        if quick is not None:
            assert quick == _reference_inputs(text, allow)
    assert quick_parse(text, True) is not None  # every well-formed hand takes the fast path


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789mpszfg[]()+ x", max_size=30))
def test_quick_reader_never_accepts_what_parse_hand_refuses(text):
    for allow in (True, False):
        quick = quick_parse(text, allow)
        if quick is not None:
            assert quick == _reference_inputs(text, allow)


@settings(max_examples=200, deadline=None)
@given(complete_hands(), contexts, st.sampled_from(sorted(RULESETS)))
def test_direct_json_equals_the_result_json(parts, ctx, name):
    concealed, melds, win = parts
    ruleset = RULESETS[name]
    hand = parse_hand(notation(concealed, melds, win))
    counts, meld_specs, bonus = hand_inputs(hand)
    result = score_hand(hand, ctx, ruleset)
    expected = json.dumps(result.to_json(), ensure_ascii=False)
    assert result.to_json_text() == expected
    assert score_counts_json(counts, INDEX[hand.winning], meld_specs, bonus, ctx, ruleset) == expected
    assert score_counts(counts, INDEX[hand.winning], meld_specs, bonus, ctx, ruleset) == result


def test_batch_lines_equal_json_output(capsys):
    hands = [
        ("23m678p66z [555z] [777z] +4m", ["--seat", "S"], {"seat": "S"}),
        ("1112345678999p +5p", ["--win", "self"], {"win": "self"}),
        ("22s66m11p77p55z33z4z +4z", [], {}),
        (
            "123m45p789s234s55m +6p 1f",
            ["--ruleset", "zen-koan", "--win", "self"],
            {"ruleset": "zen-koan", "win": "self"},
        ),
        ("123m456m789p11s22p +2s", [], {}),
    ]
    lines = [json.dumps({"hand": h, **opts}) for h, _, opts in hands]
    out = io.StringIO()
    assert run_batch(lines, out) == 0
    batch = out.getvalue().splitlines()
    for (hand, argv, _), line in zip(hands, batch):
        assert score_main([hand, *argv, "--json"]) == 0
        assert capsys.readouterr().out.strip() == line
