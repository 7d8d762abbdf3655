"""Game records (docs/records.md): ``zjgame-record/1`` JSON, written by the game and by ``simulate --record``,
read back and replayed through the engine.

Draws are implied; a claim window's answers follow the discard (or added kong) that opened it, in turn order
from the discarder; a seat not listed passes (explicit ``pass`` only from a seat that had a claim). Writing
omits passes. A record may end in the middle of a hand (a saved game), never inside a claim window.

Reading goes through ``zjgame.safe_read`` (a regular file, at most ``RECORD_LIMIT`` bytes, UTF-8 with or without
a byte-order mark, strict JSON with no NaN, infinity, giant integer or deep nesting); every problem is a
``RecordError`` whose message quotes at most about 80 characters of the input. That the hands follow the
game's dealer rotation is checked by ``zjgame.engine.replay`` (it needs the match).

Where bonus tiles are set aside automatically (B1) the engine makes the ``bonus`` actions itself and the record
shows them where they happened; on replay each recorded one must be the engine's next automatic set-aside,
already made at that point (one the record leaves out is implied, like a draw).
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from zjgame.engine import actions as A
from zjgame.engine.actions import Action, format_action, parse_action
from zjgame.engine.codes import Reason
from zjgame.engine.errors import IllegalActionError, RecordError
from zjgame.engine.result import HandResult
from zjgame.engine.round import RoundState
from zjgame.engine.wall import WallError, format_wall, parse_wall
from zjgame.rules.errors import NotationError, UnknownRulesetError
from zjgame.rules.ruleset import DEFAULT_RULESET, Ruleset, get_ruleset
from zjgame.rules.seats import Seat
from zjgame.safe_read import RECORD_LIMIT, InputError, loads, quote, read_text, shorten

FORMAT = "zjgame-record/1"


@dataclass(frozen=True)
class HandRecord:
    """One hand: ``east_player`` (player i sits in seat ``ESWN[(i - east_player) % 4]``), the round wind, the
    wall in draw order, the actions in record order and the stored result (may be empty: nothing is checked)."""

    wall: tuple[Any, ...]
    actions: tuple[tuple[Seat, Action], ...] = ()
    east_player: int = 0
    round_wind: Seat = Seat.E
    result: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "east_player": self.east_player,
            "round": self.round_wind.value,
            "wall": format_wall(self.wall),
            "actions": [format_action(s, a) for s, a in self.actions if not isinstance(a, A.Pass)],
            "result": dict(self.result),
        }


@dataclass(frozen=True)
class GameRecord:
    ruleset: Ruleset = DEFAULT_RULESET
    hands: tuple[HandRecord, ...] = ()
    players: tuple[Mapping[str, Any], ...] | None = None
    hands_in_game: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": FORMAT, "ruleset": self.ruleset.name}
        if self.players is not None:
            out["players"] = [dict(p) for p in self.players]
        if self.hands_in_game is not None:
            out["hands_in_game"] = self.hands_in_game
        out["hands"] = [h.to_json() for h in self.hands]
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)


def hand_record(state: RoundState, east_player: int = 0) -> HandRecord:
    """The record of a hand as played so far (``state`` is its current state)."""
    result = state.result.to_json() if state.result is not None else {}
    return HandRecord(state.wall, tuple(state.actions()), east_player, state.round_wind, result)


# --- reading ---------------------------------------------------------------------------------------


def _hand_record(obj: object, ruleset: Ruleset, number: int) -> HandRecord:
    if not isinstance(obj, Mapping):
        raise RecordError("a hand must be an object", number)
    try:
        wall = parse_wall(obj.get("wall"), ruleset)
    except WallError as err:
        raise RecordError(shorten(str(err)), number) from None
    east_player = obj.get("east_player", 0)
    # docs/records.md#the-record-file: east_player is a number 0-3 (JSON true/false are not, though bool is an int)
    if not isinstance(east_player, int) or isinstance(east_player, bool) or not 0 <= east_player <= 3:
        raise RecordError(f"east_player must be 0-3, not {quote(east_player)}", number)
    round_text = obj.get("round", "E")
    try:
        round_wind = Seat(round_text)
    except (ValueError, TypeError):
        raise RecordError(f"unknown round {quote(round_text)}; rounds are E, S, W, N", number) from None
    raw_actions = obj.get("actions", [])
    if not isinstance(raw_actions, list):
        raise RecordError("actions must be a list", number)
    actions = []
    for j, item in enumerate(raw_actions):
        try:
            actions.append(parse_action(item))
        except (ValueError, KeyError, TypeError) as err:
            raise RecordError(f"{shorten(str(err), 120)} in {quote(item)}", number, j) from None
    result = obj.get("result") or {}
    if not isinstance(result, Mapping):
        raise RecordError("result must be an object", number)
    return HandRecord(wall, tuple(actions), east_player, round_wind, result)


def read_record_text(path: str | os.PathLike[str]) -> str:
    """The text of the record file ``path``, read by ``zjgame.safe_read`` (a regular file of at most
    ``RECORD_LIMIT`` bytes, UTF-8 with or without BOM); ``RecordError`` when it cannot be."""
    try:
        return read_text(path, RECORD_LIMIT, "a game record")
    except InputError as err:
        raise RecordError(str(err)) from None


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """``parse_record`` of the file ``path`` (``read_record_text``)."""
    return parse_record(read_record_text(path))


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def parse_record(data: str | bytes | Mapping[str, Any]) -> GameRecord:
    """Read a record (JSON text or bytes, or the decoded object); ``RecordError`` names the problem and where.
    Text goes through ``zjgame.safe_read.loads`` (docs/records.md#exit-statuses: a malformed record is reported in one
    line, never a traceback: no NaN or infinity, no giant integer, no deep nesting)."""
    if isinstance(data, (str, bytes)):
        try:
            data = loads(data)
        except InputError as err:
            raise RecordError(str(err)) from None
    if not isinstance(data, Mapping):
        raise RecordError("a record must be a JSON object")
    fmt = data.get("format", FORMAT)
    if fmt != FORMAT:
        raise RecordError(f"unknown record format {quote(fmt)}; expected {FORMAT!r}")
    name = data.get("ruleset", DEFAULT_RULESET.name)
    if not isinstance(name, str):  # docs/records.md#the-record-file: a ruleset is named by a string
        raise RecordError(f"the ruleset must be a name, not {quote(name)}")
    try:
        ruleset = get_ruleset(name)
    except UnknownRulesetError as err:
        raise RecordError(shorten(str(err))) from None
    hands = data.get("hands")
    if not isinstance(hands, list):
        raise RecordError("a record needs a list of hands")
    players = data.get("players")
    if players is not None and (
        not isinstance(players, list) or len(players) != 4 or not all(isinstance(p, Mapping) for p in players)
    ):
        raise RecordError("players must be a list of four objects")
    hands_in_game = data.get("hands_in_game")
    if hands_in_game is not None and not _is_count(hands_in_game):
        raise RecordError(f"hands_in_game must be a whole number of at least 1, not {quote(hands_in_game)}")
    return GameRecord(
        ruleset,
        tuple(_hand_record(h, ruleset, n) for n, h in enumerate(hands, 1)),
        tuple(players) if players is not None else None,
        hands_in_game,
    )


# --- replaying -------------------------------------------------------------------------------------


def _pass_waiting(state: RoundState) -> RoundState:
    """A seat not listed passes (docs/records.md#claim-windows)."""
    while state.window is not None:
        state, _ = state.apply(state.window.waiting[0], A.PASS)
    return state


def replay_hand(
    hand: HandRecord,
    ruleset: Ruleset,
    number: int = 1,
    hand_number: int | None = None,
    scores: Sequence[int] = (0, 0, 0, 0),
) -> RoundState:
    """Play a hand record through the engine; ``RecordError`` names the hand (``number``, 1-based), the
    action's index and the reason. Returns the state after the last action (finished or not)."""
    try:
        state, _ = RoundState.start(
            hand.wall, ruleset, hand.round_wind, number - 1 if hand_number is None else hand_number, scores
        )
    except (WallError, NotationError) as err:
        raise RecordError(str(err), number) from None
    automatic = ruleset.bonus_tiles_automatic
    matched = 0  # automatic bonus actions of the engine matched so far (B1)
    for j, (seat, action) in enumerate(hand.actions):
        try:
            if state.window is not None and not A.is_claim(action):
                state = _pass_waiting(state)
            if automatic and isinstance(action, A.SetAsideBonus):
                matched = _match_automatic(state, seat, action, matched)
                continue
            state, _ = state.apply(seat, action)
        except IllegalActionError as err:
            raise RecordError(
                f"illegal action {quote(format_action(seat, action))}: {shorten(str(err))}", number, j
            ) from None
    return _pass_waiting(state)


def _match_automatic(state: RoundState, seat: Seat, action: A.SetAsideBonus, matched: int) -> int:
    """B1: a recorded ``bonus`` action is one of the engine's automatic set-asides made so far and not matched
    yet (those it skips over the record left out); returns how many are matched with it."""
    made = [(s, a) for s, a in state.actions() if isinstance(a, A.SetAsideBonus)]
    for k in range(matched, len(made)):
        if made[k] == (seat, action):
            return k + 1
    raise IllegalActionError(
        f"bonus tiles are set aside automatically (B1) and the engine has not set aside {seat.value}'s"
        f" {action.tile.value} at this point",
        seat,
        action,
        Reason.BONUS_AUTOMATIC,
    )


def result_json(state: RoundState) -> dict[str, Any]:
    """The per-hand object of ``replay --json`` (``finished`` false for an unfinished hand)."""
    result = state.result if state.result is not None else HandResult(False)
    return result.to_json()


def differences(stored: Mapping[str, Any], actual: Mapping[str, Any], where: str = "result") -> list[str]:
    """Every key of ``stored`` whose value differs from the engine's (keys the engine lacks included)."""
    out = []
    for key, value in stored.items():
        if key not in actual:
            out.append(f"{where}.{quote(key)[1:-1]}: stored {quote(value)}, the engine has no such key")
        elif actual[key] != value:
            out.append(f"{where}.{key}: stored {quote(value)}, engine {json.dumps(actual[key])}")
    return out
