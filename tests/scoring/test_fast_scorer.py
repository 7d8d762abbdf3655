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
