"""Self-play logs for the opponent models (``ai.opponents``): what a seat saw when it had to discard, and what
was true behind the screen at that moment. For the fitting script and the calibration benchmark only: it reads
every hand (the labels), which no player may do.

A hand comes from the arena (``hands_from_arena``: the players of ``zjgame simulate``) or from one-hand game
records written by ``zjgame simulate --record DIR`` (``hands_from_records``). ``samples(hand)`` replays it
through the engine and, at every state where a seat must discard and has a choice, yields a ``Sample``: the
seat's ``TableInfo`` and Standing Hand flags (what the model reads), and for each opponent whether it is ready
(the scoring system's answer, the minimum included) and, for each kind the seat could discard, whether the
opponent would win on it and then its score and what the discarding seat would pay (the engine's settlement of
that very win).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ai.protocol import Player
from ai.view_tools import TableInfo, table_info
from zjgame.engine import actions as A
from zjgame.engine.errors import RecordError
from zjgame.engine.record import GameRecord, HandRecord, parse_record
from zjgame.engine.round import RoundState
from zjgame.engine.view import Phase
from zjgame.engine.wall import shuffled_wall
from zjgame.engine.wins import is_ready
from zjgame.history.files import write_bytes_atomic
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.safe_read import MB, InputError, loads, quote, read_text

# The players of the logs: the levels a seat meets (the expected-points hard, normal, easy) and hard-v1 also
# building one-suit hands (ZJ 2.1) as people do.
PLAYERS = "hard,hard-v1+suits,normal,easy"


@dataclass(frozen=True)
class Hand:
    """A played hand: enough to replay it (the wall, the round wind, the hand number, the actions in order)."""

    ruleset: Ruleset
    wall: tuple[Tile, ...]
    round_wind: Seat
    number: int
    actions: tuple[tuple[Seat, A.Action], ...]


@dataclass(frozen=True)
class Win:
    """What a win by one opponent on our discard of one kind would be: its score and what we would pay."""

    value: int
    paid: int


@dataclass(frozen=True)
class OpponentTruth:
    seat: Seat
    ready: bool
    wins: dict[int, Win]  # tile index -> the win on our discard of it (only the kinds it would win on)


@dataclass(frozen=True)
class Sample:
    info: TableInfo
    standing: tuple[bool, ...]
    candidates: tuple[Tile, ...]  # the kinds the seat may discard (bonus tiles aside)
    truth: tuple[OpponentTruth, ...]
    hand_key: int  # which hand it came from (samples of one hand are correlated)


def make_player(name: str, seed: int) -> Player:
    """``ai.players.make_player``, plus ``<level>+suits``: that strategy level also weighing a one-suit plan
    (ZJ 2.1, ``Style.suit_plans``), so the logs hold the one-suit hands people build and today's levels seldom
    do."""
    from ai.players import make_player as registry
    from ai.strategies.core import StrategyPlayer, Style

    if not name.endswith("+suits"):
        return registry(name, seed)
    base = registry(name.removesuffix("+suits"), seed)
    style = getattr(base, "style", None)
    if not isinstance(style, Style):
        raise ValueError(f"{name}: only a strategy level can weigh a one-suit plan")
    return StrategyPlayer(seed, replace(style, name=name, suit_plans=True))


def hands_from_arena(names: Sequence[str], ruleset: Ruleset, walls: int, seed: int) -> Iterator[Hand]:
    """Play ``walls`` walls with the named players (seats rotating as in ``simulate``) and yield each hand."""
    from ai.arena import play_hand, wall_seed

    players = [make_player(name, seed * 4 + i) for i, name in enumerate(names)]
    for k in range(walls):
        wall = shuffled_wall(random.Random(wall_seed(seed, k)), ruleset)
        by_seat = [players[(j - k) % 4] for j in range(4)]
        play = play_hand(wall, ruleset, by_seat, k, check=False)
        state = play.state
        yield Hand(ruleset, tuple(state.wall), state.round_wind, k, tuple(state.actions()))


# The hands cache: JSON, the hands in the game-record format (docs/records.md) under the run that played them.
# Never a pickle: a file named on the command line is read as data only.
CACHE_FORMAT = "zjgame-hands-cache/1"
CACHE_LIMIT = 1024 * MB  # 4,800 hands are about 15 MB (3 KB a hand)


class CacheError(ValueError):
    """A hands cache that cannot be used: the message names the file and the problem."""


def _cache_key(names: Sequence[str], ruleset: Ruleset, walls: int, seed: int) -> dict[str, Any]:
    return {"players": list(names), "ruleset": ruleset.name, "walls": walls, "seed": seed}


def read_cache(path: Path, key: dict[str, Any]) -> list[Hand]:
    """The hands kept in ``path`` by the run ``key``; ``CacheError`` when the file is not such a cache (corrupt,
    another format) or holds another run's hands (it is left as it is: name another file)."""
    try:
        data = loads(read_text(path, CACHE_LIMIT, "a hands cache"))
    except InputError as err:
        raise CacheError(f"{path}: {err}") from None
    if not isinstance(data, dict) or data.get("format") != CACHE_FORMAT:
        raise CacheError(f"{path}: not a hands cache ({CACHE_FORMAT}); name another file")
    if data.get("key") != key:
        raise CacheError(f"{path}: holds the hands of another run ({quote(data.get('key'))}); name another file")
    raw = data.get("record")
    if not isinstance(raw, dict):
        raise CacheError(f"{path}: the cache holds no record of hands; name another file")
    try:
        record = parse_record(raw)
    except RecordError as err:
        raise CacheError(f"{path}: {err}") from None
    return [Hand(record.ruleset, tuple(h.wall), h.round_wind, n, tuple(h.actions)) for n, h in enumerate(record.hands)]


def write_cache(path: Path, key: dict[str, Any], ruleset: Ruleset, hands: Sequence[Hand]) -> None:
    """Keep ``hands`` in ``path``, written whole or not at all (``zjgame.history.files.write_bytes_atomic``)."""
    record = GameRecord(ruleset, tuple(HandRecord(h.wall, h.actions, 0, h.round_wind) for h in hands))
    text = json.dumps({"format": CACHE_FORMAT, "key": key, "record": record.to_json()}, ensure_ascii=False)
    write_bytes_atomic(path, text.encode("utf-8"))


def cached_hands(
    names: Sequence[str], ruleset: Ruleset, walls: int, seed: int, cache: str | Path | None
) -> Iterator[Hand]:
    """``hands_from_arena``, kept in (or read back from) the JSON file ``cache`` when one is named: refitting
    with other features then replays the same hands without playing them again. A cache that cannot be used
    raises ``CacheError`` at once (before any hand is played)."""
    if cache is None:
        return hands_from_arena(names, ruleset, walls, seed)
    key = _cache_key(names, ruleset, walls, seed)
    path = Path(cache)
    if path.exists():
        return iter(read_cache(path, key))
    return _play_and_keep(names, ruleset, walls, seed, path, key)


def _play_and_keep(
    names: Sequence[str], ruleset: Ruleset, walls: int, seed: int, path: Path, key: dict[str, Any]
) -> Iterator[Hand]:
    hands = []
    for hand in hands_from_arena(names, ruleset, walls, seed):
        hands.append(hand)
        yield hand
    write_cache(path, key, ruleset, hands)


def hands_from_records(folder: str | Path, ruleset: Ruleset | None = None) -> Iterator[Hand]:
    """Every hand of the ``*.json`` game records in ``folder`` (``zjgame simulate --record``), in name order."""
    for n, path in enumerate(sorted(Path(folder).glob("*.json"))):
        record = parse_record(json.loads(path.read_text(encoding="utf-8")))
        if ruleset is not None and record.ruleset.name != ruleset.name:
            continue
        for h in record.hands:
            yield Hand(record.ruleset, tuple(h.wall), h.round_wind, n, tuple(h.actions))


def _pass_others(state: RoundState) -> RoundState:
    while state.window is not None and not state.is_finished:
        state, _ = state.apply(state.window.waiting[0], A.PASS)
    return state


def _truth(state: RoundState, seat: Seat, candidates: Sequence[Tile]) -> tuple[OpponentTruth, ...]:
    ruleset = state.ruleset
    out = []
    after: dict[Tile, RoundState] = {}
    for t in candidates:
        after[t], _ = state.apply(seat, A.Discard(t))
    for o in seat.after():
        i = o.index
        ready = is_ready(ruleset, o, state.round_wind, state.counts[i], state.hands[i], state.melds[i], state.bonus[i])
        wins: dict[int, Win] = {}
        if ready:
            for t, s in after.items():
                if s.window is None or A.CLAIM_WIN not in s.legal_actions(o):
                    continue
                # o claims the win, everyone else passes: the engine settles it (responsibility included)
                s2 = s
                while s2.window is not None:
                    who = s2.window.waiting[0]
                    s2, _ = s2.apply(who, A.CLAIM_WIN if who is o else A.PASS)
                result = s2.result
                assert result is not None and result.wins, "a claimed win must end the hand"
                win = next(w for w in result.wins if w.winner is o)
                out_paid = -result.payments[seat.index]
                wins[t.index] = Win(win.value, out_paid)
        out.append(OpponentTruth(o, ready, wins))
    return tuple(out)


def samples(hand: Hand, every: int = 1) -> Iterator[Sample]:
    """Replay ``hand``; at every ``every``-th state where a seat must discard with a choice, the sample."""
    state, _ = RoundState.start(hand.wall, hand.ruleset, hand.round_wind, hand.number)
    n = 0
    for seat, action in hand.actions:
        if state.window is not None and not A.is_claim(action):
            state = _pass_others(state)
        if (
            state.phase in (Phase.TURN, Phase.DISCARD)
            and seat is state.turn
            and isinstance(action, A.Discard)
            and len(state.legal_actions(seat)) > 1
        ):
            if n % every == 0:
                yield _sample(state, seat, hand)
            n += 1
        if hand.ruleset.bonus_tiles_automatic and isinstance(action, A.SetAsideBonus):
            continue  # B1: the engine set it aside itself
        state, _ = state.apply(seat, action)


def _sample(state: RoundState, seat: Seat, hand: Hand) -> Sample:
    view = state.view_for(seat)
    legal = state.legal_actions(seat)
    candidates = tuple(dict.fromkeys(a.tile for a in legal if isinstance(a, A.Discard) and not a.tile.is_bonus))
    truth = _truth(state, seat, candidates)
    return Sample(table_info(view), tuple(view.standing), candidates, truth, hand.number)
