"""Real games for the history tests: played headless through the engine's ``MatchState`` with computer players
(ai.arena.play_round), one of them entered as the human (``kind: "human"``) as the game writes its records, so
the tests read exactly the record format the game produces (docs/records.md)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

from ai.arena import play_round
from ai.players import make_player
from zjgame.engine.match import MatchState
from zjgame.engine.result import HandResult
from zjgame.engine.round import RoundState
from zjgame.engine.wall import wall_for_seed
from zjgame.rules.ruleset import get_ruleset
from zjgame.rules.seats import SEATS

NAMES = ("Mei", "Hao", "Lin", "Kit")
T0 = datetime(2024, 5, 1, 12, 0, tzinfo=timezone.utc)


@dataclass
class Played:
    """A game and what the engine said: ``snapshots[k]`` is the record after hand k + 1 (what the game passes
    to ``hand_finished``), ``results`` the engine's results, ``totals`` the match totals by player."""

    record: dict[str, Any]
    snapshots: list[dict[str, Any]] = field(default_factory=list)
    results: list[HandResult] = field(default_factory=list)
    east_players: list[int] = field(default_factory=list)
    totals: tuple[int, ...] = (0, 0, 0, 0)
    human: int = 0  # the human-kind player (every test game has one)


def play_game(
    kinds: Sequence[str] = ("human", "easy", "easy", "easy"),
    *,
    ruleset: str = "zj",
    hands: int = 4,
    seed: int = 1,
    human_plays: str = "easy",
    number: int = 0,
    practice: bool = False,
    stop_after: int | None = None,
    on_hand: Callable[[dict[str, Any]], None] | None = None,
) -> Played:
    """Play a game of ``hands`` hands (or stop after ``stop_after`` hands, in the middle of the next one, as
    an abandoned game ends). ``number`` spaces the games' start times a day apart."""
    rules = get_ruleset(ruleset)
    players = []
    for i, kind in enumerate(kinds):
        entry: dict[str, Any] = {"name": "You" if kind == "human" else NAMES[i], "kind": kind}
        if kind != "human":
            entry["seed"] = seed * 10 + i
        players.append(entry)
    bots = [make_player(human_plays if k == "human" else k, seed * 10 + i) for i, k in enumerate(kinds)]
    started = (T0 + timedelta(days=number)).isoformat(timespec="seconds")
    extra = {"game_id": f"game-{seed:04d}-{number:03d}", "started": started, "seed": seed, "practice": practice}
    match = MatchState.new(rules, hands)
    played = Played({}, human=list(kinds).index("human"))

    def record(current: RoundState | None = None) -> dict[str, Any]:
        out = match.record(tuple(players), current).to_json()
        out.update(extra)
        return json.loads(json.dumps(out))  # a plain JSON copy, as read back from a file

    while not match.is_finished:
        wall = wall_for_seed(seed * 1000 + match.hand_number, rules)
        state, _ = match.start_hand(wall)
        by_seat = [bots[match.player_at(s)] for s in SEATS]
        if stop_after is not None and match.hand_number == stop_after:
            state = _play_some(state, by_seat)
            played.record = record(state)
            played.totals = match.totals
            return played
        east = match.east_player
        finished = play_round(state, by_seat, check=False).state
        match = match.finish_hand(finished)
        assert finished.result is not None
        played.results.append(finished.result)
        played.east_players.append(east)
        snapshot = record()
        played.snapshots.append(snapshot)
        if on_hand is not None:
            on_hand(snapshot)
    played.record = record()
    played.totals = match.totals
    return played


def _play_some(state: RoundState, by_seat: Sequence[Any], actions: int = 12) -> RoundState:
    """A few actions of a hand, stopping outside a claim window (where a game can be saved)."""
    done = 0
    while not state.is_finished and (done < actions or state.window is not None):
        seat = state.seats_to_act[0]
        legal = state.legal_actions(seat)
        action = legal[0] if len(legal) == 1 else by_seat[seat.index].choose(state.view_for(seat), legal).action
        state, _ = state.apply(seat, action)
        done += 1
    assert state.window is None
    return state


def british_result(winner: str, *, self_drawn: bool = False, discarder: str | None = None) -> dict[str, Any]:
    """A hand-built classic British hand result in the shape of docs/score.md#british-scoring / §4 (B5: every hand
    scored, payments the zero-sum nets), as the British ruleset's results will be: the winner's ``items``, the losers'
    hands under ``losers``. A win on a discard is on the next seat's discard unless ``discarder`` says."""
    if not self_drawn and discarder is None:
        discarder = SEATS_TEXT[(SEATS_TEXT.index(winner) + 1) % 4]
    items = [  # the British scorer's wording (zjgame.scoring.british.items): a set's line names its tile
        {"name": "For going Mah Jongg", "points": 20},
        {"name": "Exposed pung of simples 6p", "points": 2, "tiles": "666p"},
        {"name": "Exposed pung of simples 7s", "points": 2, "tiles": "777s"},
        {"name": "Pung or Kong of any Dragon 5z", "doubles": 1, "tiles": "555z"},
    ]
    losers = {
        s: {
            "total": 12,
            "basic": 12,
            "doubles": 0,
            "items": [
                {"name": "Exposed pung of honours 7z", "points": 4, "tiles": "777z"},
                {"name": "Flower or Season 1f", "points": 4, "tiles": "1f"},
                {"name": "Flower or Season 3g", "points": 4, "tiles": "3g"},
            ],
        }
        for s in SEATS_TEXT
        if s != winner
    }
    payments = {s: (144 if s == winner else -48) for s in SEATS_TEXT}
    win = {
        "winner": winner,
        "value": 48,
        "self_drawn": self_drawn,
        "discarder": None if self_drawn else discarder,
        "responsible": None,
        "items": items,
        "payments": payments,
    }
    return {
        "finished": True,
        **{k: win[k] for k in ("winner", "value", "self_drawn", "discarder", "responsible")},
        "items": items,
        "patterns": [],
        "losers": losers,
        "payments": payments,
        "wins": [win],
        "rulings": [],
    }


SEATS_TEXT = ("E", "S", "W", "N")


def british_record(results: Sequence[dict[str, Any]], *, game: str = "brit-0001", human: int = 0) -> dict[str, Any]:
    """A record whose hands carry British-shaped results (walls and actions left out: only results are read)."""
    players = [
        {"name": "You" if i == human else NAMES[i], "kind": "human" if i == human else "normal"} for i in range(4)
    ]
    hands = [{"east_player": 0, "round": "E", "wall": [], "actions": [], "result": r} for r in results]
    return {
        "format": "zjgame-record/1",
        "ruleset": "british",
        "players": players,
        "hands_in_game": len(hands),
        "hands": hands,
        "game_id": game,
        "started": T0.isoformat(timespec="seconds"),
        "practice": False,
    }
