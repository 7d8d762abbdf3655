"""The table-driven scorer (issue 14) is proven equal to the reference scorer: the ``score --json`` text of
``zjgame.scoring.zj.fast`` equals ``zjgame.scoring.zj.scorer.score_counts_json`` byte for byte on random hands
of every kind under every Zung Jung ruleset, and ``zjgame score --batch`` (its line reader, hand reader and the
fast scorer) answers every line as the general path does. CI size here; ``benchmarks/bench_score_equal.py``
runs the same comparison on 100,000 hands and more.

Also: the shipped suit table agrees with the reference search, and the packed-key hand reader agrees with the
general readers."""

from __future__ import annotations

import io
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.scoring.random_hands import ZJ_RULESETS, notation, random_case
from zjgame.commands.score import UsageError, prepare, run_batch
from zjgame.rules.errors import NotationError
from zjgame.rules.shapes import suit_sets, suit_with_pair
from zjgame.rules.suit_table import counts_of, keys_of, table, unpack
from zjgame.scoring import ScoringInputError, system_for
from zjgame.scoring.quick import quick_keys, quick_parse
from zjgame.scoring.zj import fast
from zjgame.scoring.zj.scorer import score_counts_json

HANDS = 10_000  # about 2 s of CPU on a loaded machine; the benchmark runs 100,000 and more


def test_the_fast_scorer_equals_the_reference_on_random_hands_of_every_kind() -> None:
    rng = random.Random(20261201)
    shapes: dict[str, int] = {}
    for _ in range(HANDS):
        counts, w, melds, bonus, ctx, ruleset = random_case(rng)
        expected = score_counts_json(counts, w, melds, bonus, ctx, ruleset)
        assert fast.score_json(counts, w, melds, bonus, ctx, ruleset) == expected, (counts, w, melds, bonus, ctx)
        obj = json.loads(expected)
        kind = "invalid" if not obj["valid"] else obj["arrangement"].count("[") and "melds" or "closed"
        shapes[kind] = shapes.get(kind, 0) + 1
        for p in obj.get("patterns", ()):
            shapes[p["id"]] = shapes.get(p["id"], 0) + 1
    # the sample holds every kind of hand the scorer distinguishes
    for pid in ("10.1", "10.2", "4.3.1", "4.2.3", "5.1.1", "7.2.1", "2.1.2", "9.1.1", "11.1.2", "invalid", "melds"):
        assert shapes.get(pid, 0) > 3, (pid, shapes)


def test_the_packed_keys_round_trip() -> None:
    rng = random.Random(5)
    for _ in range(200):
        counts = [rng.randrange(5) for _ in range(34)]
        assert counts_of(keys_of(counts)) == counts


def test_the_shipped_suit_table_agrees_with_the_reference_search() -> None:
    shipped = table()
    assert len(shipped) == 21_743 and sum(map(len, shipped.values())) == 23_533
    for key in sorted(shipped)[::97]:
        counts = unpack(key)
        splits = suit_sets(counts) if sum(counts) % 3 == 0 else suit_with_pair(counts)
        want = [(-1, s) if sum(counts) % 3 == 0 else s for s in splits]
        got = [(p, tuple((0, c) if c < 9 else (1, c - 9) for c in codes)) for p, codes in shipped[key]]
        assert got == [(p, tuple(s)) for p, s in want]


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32), st.booleans())
def test_the_packed_key_reader_agrees_with_the_general_one(seed: int, spaced: bool) -> None:
    counts, w, melds, bonus, _, _ = random_case(random.Random(seed))
    text = notation(counts, w, melds, bonus, spaced)
    got = quick_keys(text)
    general = quick_parse(text, True)
    if got is not None:
        assert general is not None and got == (keys_of(general[0]), *general[1:])
    elif general is not None and not general[2] and not general[3] and not spaced:
        raise AssertionError(f"a plain hand missed by the packed-key reader: {text!r}")


def _reference_line(obj: dict) -> str:  # type: ignore[type-arg]
    """The general path: the hand parsed by parse_hand and scored by the reference scorer."""
    try:
        hand, ctx, ruleset = prepare(
            obj["hand"], obj.get("win", "discard"), obj.get("seat", "E"), obj.get("round", "E"),
            obj.get("ruleset", "zj"), obj.get("flags", ()),
        )  # fmt: skip
        return system_for(ruleset).score_win(hand, ctx, ruleset).to_json_text()
    except (UsageError, NotationError, ScoringInputError) as err:
        return json.dumps({"error": str(err)}, ensure_ascii=False)


def test_batch_lines_in_every_form_answer_as_the_general_path() -> None:
    rng = random.Random(77)
    lines, expected = [], []
    for k in range(1500):
        counts, w, melds, bonus, ctx, ruleset = random_case(rng)
        obj: dict[str, object] = {"hand": notation(counts, w, melds, bonus, spaced=k % 7 == 0)}
        if ctx.self_drawn or rng.random() < 0.3:
            obj["win"] = "self" if ctx.self_drawn else "discard"
        for name, value in (("seat", ctx.seat.value), ("round", ctx.round_wind.value), ("ruleset", ruleset.name)):
            if rng.random() < 0.7:
                obj[name] = value
        if ctx.flags or rng.random() < 0.2:
            obj["flags"] = list(ctx.flags)
        if rng.random() < 0.1:
            obj["id"] = f"hand-{k}"  # a key the command ignores
        items = list(obj.items())
        rng.shuffle(items)
        sep = rng.choice([(", ", ": "), (",", ":"), (" , ", " :  ")])
        line = json.dumps(dict(items), separators=sep)
        if rng.random() < 0.05:
            line = line[:-1] + ', "seat": "X"}'  # a later duplicate key wins, as in json.loads
        lines.append(line)
        expected.append(_reference_line(json.loads(line)))
    out = io.StringIO()
    run_batch(lines, out)
    got = out.getvalue().splitlines()
    assert len(got) == len(lines)
    for line, want, answer in zip(lines, expected, got):
        assert answer == want, line


def test_every_zung_jung_ruleset_is_sampled() -> None:
    rng = random.Random(3)
    names = {random_case(rng)[5].name for _ in range(200)}
    assert names == {r.name for r in ZJ_RULESETS}


SPECIAL_HANDS = [
    *(f"1112345678999m +{n}m" for n in range(1, 10)),  # Nine Gates, every winning tile
    "111222333m456p7s +7s",
    "111222333m456p7s +1m",
    "111222333444m5p +5p",
    "111222333444m5p +4m",
    "112233m445566m7s +7s",
    "123123123123m5s +5s",
    "123123m456456p9s +9s",
    "19m19p19s1234567z +1z",
    "19m19p19s1234567z +9s",
    "1133557799m22p4z +4z",
    "1122334455667z +7z",
    "1111m22p3344s556z +5z",
    "111z222z333z44z55z +5z",
    "111z222z333z444z5z +5z",
    "555z666z777z11m22m +2m",
    "5p [1111s] [2222p] [3333m] [4444m] +5p",
    "78s55p [1111s] (2222p) (3333m) +9s",
    "111m999m111p99p99s +9s",
    "123m789m123p789p1s +1s",
    "99m23m [123m] [789m] [111z] +1m",
    "234m234p234s567m5p +5p",
    "444m444p444s789s5m +5m",
    "444m555m5s [666m] [777m] +5s",
    "123m456m789m234p5s +5s",
    "23m678p66z [555z] [777z] +4m 1f2g",
]


def test_special_hands_under_every_ruleset_seat_round_and_way_of_winning() -> None:
    """Hands the random sample reaches rarely, with every seat and round, self-drawn or not, each ruleset."""
    from zjgame.rules.hand import parse_hand
    from zjgame.rules.seats import SEATS
    from zjgame.scoring import WinContext
    from zjgame.scoring.counts import INDEX, hand_inputs

    for text in SPECIAL_HANDS:
        hand = parse_hand(text, allow_bonus=True)
        counts, melds, bonus = hand_inputs(hand)
        assert hand.winning is not None
        w = INDEX[hand.winning]
        for ruleset in ZJ_RULESETS:
            if bonus and not ruleset.bonus_tiles:
                continue
            for seat in SEATS:
                for round_wind in SEATS:
                    for drawn in (False, True):
                        ctx = WinContext(seat=seat, round_wind=round_wind, self_drawn=drawn)
                        want = score_counts_json(counts, w, melds, bonus, ctx, ruleset)
                        assert fast.score_json(counts, w, melds, bonus, ctx, ruleset) == want, (text, ctx, ruleset.name)


EDGE_LINES = [
    '\u00a0{"hand": "123m456p789s1122z +1z"}',  # not JSON white space: json.loads refuses it
    '\t{"hand": "123m456p789s1122z +1z"} ',
    '{"hand":"123m456p789s1122z +1z","win":"self"}',
    '{"hand": "123m456p789s1122z +1z", "flags": []}',
    '{"hand": "123m456p789s1122z +1z", "flags": "final_draw"}',
    '{"hand": "123m456p789s1122z +1z", "flags": ["final_draw"], "flags": "x"}',
    '{"hand": "123m456p789s1122z +1z", "flags": "x", "flags": ["earth"], "seat": "S"}',
    '{"hand": "123m456p789s1122z +1z", "loser": "yes"}',
    '{"Hand": "123m456p789s1122z +1z"}',
    '{"hand": "123m456p789s1122z +1z", "seat": 1}',
    '{"hand": "123m456p789s1122z +1z", "seat": "\\u0053"}',
    '{"hand": "123m456p789s1122z +1z", "hand": "1133557799m22p4z +4z"}',
    '{"hand": "１２３m456p789s1122z +1z"}',
    '{"hand": "123m456p789s1122z +1z", "ruleset": "british"}',
    '{"hand": "123m456p789s11z22z +1z", "seat": "E", "flags": [ "heaven" , "final_draw" ], "win": "self"}',
    "{}",
    '{"hand": ["123m"]}',
]


def test_the_fast_line_readers_answer_as_the_json_reader(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Every line (random ones in many forms and edge cases) gets the same answer with the fast line and hand
    readers as with them switched off (every line through the safe JSON reader and the general hand reader)."""
    import re

    from zjgame.commands import score as score_cmd

    rng = random.Random(5)
    lines = list(EDGE_LINES)
    for _ in range(300):
        counts, w, melds, bonus, ctx, ruleset = random_case(rng)
        obj = {"hand": notation(counts, w, melds, bonus), "seat": ctx.seat.value, "ruleset": ruleset.name}
        if ctx.self_drawn:
            obj["win"] = "self"
        lines.append(json.dumps(obj, separators=rng.choice([(", ", ": "), (",", ":")])))
    fast_out = io.StringIO()
    run_batch(lines, fast_out)
    never = re.compile(r"(?!)")
    for name in ("CANONICAL_LINE", "_SIMPLE_LINE", "_FLAT_LINE"):
        monkeypatch.setattr(score_cmd, name, never)
    monkeypatch.setattr(score_cmd, "quick_keys", lambda text: None)
    monkeypatch.setattr(score_cmd, "_BATCH_SETTINGS", {})
    slow_out = io.StringIO()
    run_batch(lines, slow_out)
    for line, a, b in zip(lines, fast_out.getvalue().splitlines(), slow_out.getvalue().splitlines()):
        assert a == b, line
    assert len(fast_out.getvalue().splitlines()) == len(lines)
