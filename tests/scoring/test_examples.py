"""Every hand of /work/shared/rules/examples.jsonl (a copy lives beside this test, so a fresh clone runs it):
totals, counted patterns and, where given, what each seat pays (responsibility from the discarder)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from zjgame.rules.hand import parse_hand
from zjgame.rules.ruleset import ZJ
from zjgame.rules.seats import Seat
from zjgame.scoring import WinContext, score_hand
from zjgame.scoring.zj import payers, settle

DATA = Path(__file__).with_name("examples.jsonl")
EXAMPLES = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]


def _context(ex: dict) -> WinContext:
    flags = {f: True for f in ex.get("flags", [])}
    return WinContext(seat=Seat(ex["seat"]), self_drawn=ex["win"] == "self", **flags)


def test_all_examples_are_here():
    assert len(EXAMPLES) >= 16


@pytest.mark.parametrize("ex", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_example_total_and_patterns(ex):
    result = score_hand(parse_hand(ex["hand"]), _context(ex), ZJ)
    assert result.valid
    assert result.total == ex["total"]
    got = [(cp.id, cp.pattern.name, cp.points) for cp in result.patterns for _ in range(cp.count)]
    assert got == [tuple(p) for p in ex["patterns"]]


@pytest.mark.parametrize("ex", [e for e in EXAMPLES if "payments" in e], ids=lambda e: e["id"])
def test_example_payments(ex):
    result = score_hand(parse_hand(ex["hand"]), _context(ex), ZJ)
    pay = ex["payments"]
    winner = Seat(pay["winner"])
    discarder = Seat(pay["discarder"]) if pay["discarder"] else None
    responsible = Seat(pay["responsible"]) if pay["responsible"] else None
    changes = settle(ZJ, result.total, winner, ex["win"] == "self", discarder, responsible)
    assert payers(changes) == {Seat(s): v for s, v in pay["pays"].items()}
    assert changes[winner] == 3 * result.total
    assert sum(changes.values()) == 0
