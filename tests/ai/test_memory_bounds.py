"""Issue 14 (flat memory): every cache of the computer players and of the game's pure code is bounded, so a long
game's memory plateaus. A 100-hand autoplay game had grown 73 MB above a 16-hand one: the expected-points
players' caches were bounded only at hundreds of thousands of entries per player, or not at all (a ``normal``
player's shape caches were trimmed only by a call it never makes).

- every ``functools`` cache in ``ai/`` and ``zjgame/`` has a size limit (read from the source, so a new one is
  checked without being named here), except a few over arguments with a handful of values, each named;
- the players' long-lived stores (per player and ruleset) are all ``ai.memo.Memo``s, and after real hands
  played with small limits none holds more than its limit (an entry written around ``put`` would break it).
No timed or memory-measured assertion: the figures are in ``benchmarks/bench_memory.py``."""

from __future__ import annotations

import ast
import functools
import importlib
import random
from pathlib import Path

import pytest

from ai.arena import play_hand
from ai.easy import EasyPlayer
from ai.ev import outlook, shapes, targets, values
from ai.ev.player import EVPlayer
from ai.hard import HardPlayer
from ai.memo import Memo
from ai.normal import NormalPlayer
from zjgame.engine.wall import shuffled_wall
from zjgame.rules.ruleset import get_ruleset

ROOT = Path(__file__).resolve().parents[2]
# Caches without a size limit, each over arguments that take a handful of values (module, function: why).
UNBOUNDED_BY_NATURE = {
    ("zjgame.engine.wall", "_tile_counts"): "with or without bonus tiles: two entries",
    ("ai.opponents.model", "params_for"): "one entry per ruleset name",
}


def _decorators() -> list[tuple[str, str, int, ast.expr]]:
    """(module, function, line, decorator) of every decorator of every function in ai/ and zjgame/."""
    out = []
    for package in ("ai", "zjgame"):
        for path in sorted((ROOT / package).rglob("*.py")):
            module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    out.extend((module, node.name, node.lineno, d) for d in node.decorator_list)
    return out


def _name(expr: ast.expr) -> str:
    if isinstance(expr, ast.Call):
        return _name(expr.func)
    if isinstance(expr, ast.Attribute):
        return expr.attr
    return expr.id if isinstance(expr, ast.Name) else ""


def test_every_functools_cache_in_the_code_has_a_size_limit() -> None:
    found = [(m, f, line, d) for m, f, line, d in _decorators() if _name(d) in ("cache", "lru_cache")]
    assert len(found) >= 10  # the walk sees the code's caches (targets, shapes, the British scorer, ...)
    unbounded = []
    for module, function, line, deco in found:
        if (module, function) in UNBOUNDED_BY_NATURE:
            continue
        if _name(deco) == "cache" or not isinstance(deco, ast.Call):
            unbounded.append(f"{module}:{line} {function}: @{_name(deco)} without maxsize")
            continue
        size = deco.args[0] if deco.args else next((k.value for k in deco.keywords if k.arg == "maxsize"), None)
        if not isinstance(size, ast.Constant) or not isinstance(size.value, int) or size.value <= 0:
            unbounded.append(f"{module}:{line} {function}: maxsize {ast.unparse(size) if size else 'missing'}")
    assert unbounded == []


def test_the_allowed_unbounded_caches_still_exist_and_stay_small() -> None:
    for (module, function), _why in UNBOUNDED_BY_NATURE.items():
        cached = getattr(importlib.import_module(module), function)
        info = cached.cache_info()
        assert info.maxsize is None and info.currsize <= 8, (module, function, info)


def test_the_lru_caches_of_the_players_targets_are_bounded_at_runtime() -> None:
    for cached in (targets.suit_splits, targets._targets):
        assert isinstance(cached, functools._lru_cache_wrapper)
        assert cached.cache_info().maxsize is not None and cached.cache_info().maxsize <= 4096


def test_a_memo_drops_its_oldest_entries_before_it_passes_its_limit() -> None:
    memo: Memo[int, int] = Memo(32)
    for k in range(32):
        assert memo.put(k, k * k) == k * k
    memo.put(1, 10)  # a key it holds: replaced, nothing dropped
    assert len(memo) == 32 and memo[1] == 10
    memo.put(32, 0)
    assert sorted(memo) == list(range(2, 33))  # the oldest sixteenth (two) went
    for k in range(33, 200):
        memo.put(k, k)
        assert 30 <= len(memo) <= 32 and memo[k] == k
    assert sorted(memo)[0] >= 200 - 32  # only the newest stay
    one: Memo[int, int] = Memo(1)
    one.put(1, 1)
    one.put(2, 2)
    assert one == {2: 2}
    with pytest.raises(ValueError):
        Memo(0)


def _stores(player: EVPlayer) -> dict[str, object]:
    """Every dict a player keeps between decisions: its valuers' own, their value books' and shapes'."""
    out: dict[str, object] = {}
    for name, valuer in player._valuers.items():
        for owner in (valuer, valuer.book, valuer.shapes):
            for attr, value in vars(owner).items():
                if isinstance(value, dict):
                    out[f"{name}: {type(owner).__name__}.{attr}"] = value
    return out


@pytest.mark.parametrize("ruleset_name", ["zj", "british"])
def test_the_players_stores_are_memos_that_stay_within_their_limits(
    monkeypatch: pytest.MonkeyPatch, ruleset_name: str
) -> None:
    limit = 40  # far below what one hand fills (a few hundred entries a store)
    for module, names in (
        (values, ("WINS_LIMIT", "SMALL_LIMIT")),
        (shapes, ("SHANTEN_LIMIT", "DRAWS_LIMIT", "STEPS_LIMIT", "CLOSER_LIMIT")),
        (outlook, ("WORTHS_LIMIT",)),
    ):
        for name in names:
            monkeypatch.setattr(module, name, limit)
    ruleset = get_ruleset(ruleset_name)
    players: list[EVPlayer] = [HardPlayer(1), NormalPlayer(2), EasyPlayer(3), HardPlayer(4)]
    rng = random.Random(7)
    for hand in range(3):
        play_hand(shuffled_wall(rng, ruleset), ruleset, players, hand)
    stores = {f"{p.name} {i}: {k}": v for i, p in enumerate(players) for k, v in _stores(p).items()}
    assert len(stores) >= 4 * 10
    not_memos = [k for k, v in stores.items() if not isinstance(v, Memo)]
    assert not_memos == []
    over = {k: len(v) for k, v in stores.items() if isinstance(v, Memo) and len(v) > min(v.limit, limit)}
    assert over == {}
    # The hands did fill them (the limits were reached and the memos emptied, not left unused).
    assert max(len(v) for v in stores.values() if isinstance(v, Memo)) >= limit // 2
