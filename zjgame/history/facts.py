"""What a game record says about the human player: per hand (won, self-drawn, dealt in, drawn, value, net, the
patterns or items scored) and per game (players, totals, placement, net). Plain functions on the decoded JSON of
a record (docs/records.md), no engine: the archive lists games and the statistics fill their rows from these.

Results are read generically: a win's score lines are its ``patterns`` (or ``items``, the ``score --json``
name): a Zung Jung pattern has an ``id`` (``{"id", "name", "points", "count"}``, docs/score.md, every ``zj*``
ruleset and Zen Koan); a British line has none (``{"name", "points"}`` or ``{"name", "doubles"}``, interfaces
§2a) and is counted by its name without the tile it names ("Exposed pung of simples 6p" counts as "Exposed pung
of simples"). The other hands of a British deal are scored too (B5): ``losers`` (``{seat: {"total", "basic",
"doubles", "items"}}``) gives the human's lines when another seat won. A hand counts as played when its
``result`` says ``"finished": true``. Seats: player i sits in seat ``ESWN[(i - east_player) % 4]``
(docs/records.md).

A game's identity is its record's ``game_id`` (written by the game, see ``new_game_fields``); a record without
one gets an id derived from its content, so the same record always gets the same id.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from zjgame.i18n import _

RECORD_FORMAT = "zjgame-record/1"
SEATS = ("E", "S", "W", "N")
PATTERN = "pattern"  # a Zung Jung pattern, keyed by its id ("1.1" ... "10.4", Zen Koan "9.1.3", "11.x")
ITEM = "item"  # a British score item, keyed by its name
MIXED = "mixed"  # the opponent level of a game whose computer players are not all of one strength
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
_TILE_SUFFIX = re.compile(r"\s+[1-9][mpszfg]$")  # the tile a British line names (docs/notation.md notation)


class RecordShapeError(ValueError):
    """The JSON is not a game record (not an object, another format, no list of hands)."""


@dataclass(frozen=True)
class Scored:
    """One pattern (Zung Jung) or item (British) in the human's scored hand. ``points`` is per count for a
    pattern; an item has ``points`` or ``doubles``. ``won``: scored in a winning hand (British losers' hands
    are scored too, B5)."""

    kind: str
    key: str
    name: str
    count: int = 1
    points: int = 0
    doubles: int = 0
    won: bool = True


@dataclass(frozen=True)
class HandFacts:
    """One finished hand from the human's seat. ``value``: the human's winning score (0 unless won); ``net``:
    the human's payment in the hand; ``winner``: the first winner's seat (None for a drawn hand)."""

    number: int  # 1-based, in the order the hands were played
    seat: str
    round_wind: str
    won: bool
    self_drawn: bool
    dealt_in: bool
    drawn: bool
    value: int
    net: int
    winner: str | None
    scored: tuple[Scored, ...] = ()


@dataclass(frozen=True)
class PlayerEntry:
    name: str
    kind: str  # "human" or a computer player's strength
    total: int  # net points over the finished hands
    placement: int  # 1-4; equal totals share the better place


@dataclass(frozen=True)
class GameFacts:
    game_id: str
    started: str | None  # ISO 8601 (the record's "started"), None if it has none
    ruleset: str
    practice: bool
    hands_in_game: int | None
    players: tuple[PlayerEntry, ...]
    human: int | None  # the index of the (first) human player, None in an all-computer game
    hands: tuple[HandFacts, ...]  # the human's view of each finished hand (empty without a human)
    hands_played: int

    @property
    def opponents(self) -> tuple[PlayerEntry, ...]:
        return tuple(p for i, p in enumerate(self.players) if i != self.human)

    @property
    def opponent_level(self) -> str:
        """The computer players' strength, or ``"mixed"`` when they differ."""
        kinds = {p.kind for p in self.opponents}
        return kinds.pop() if len(kinds) == 1 else MIXED

    @property
    def placement(self) -> int | None:
        return None if self.human is None else self.players[self.human].placement

    @property
    def net(self) -> int | None:
        return None if self.human is None else self.players[self.human].total


def new_game_fields(now: datetime | None = None) -> dict[str, str]:
    """``{"game_id", "started"}`` for a new game's record: the game writes these two keys into its record (and
    keeps them in its saves) so every hand of the game is counted under one id, also after a resume."""
    moment = (now or datetime.now()).astimezone()
    return {
        "game_id": f"{moment:%Y%m%d-%H%M%S}-{os.urandom(3).hex()}",
        "started": moment.isoformat(timespec="seconds"),
    }


def game_id(record: Mapping[str, Any]) -> str:
    """The record's ``game_id`` if it is a safe file name, else one derived from the record's content."""
    given = record.get("game_id")
    if isinstance(given, str) and _ID.match(given):
        return given
    hands = record.get("hands")
    first = hands[0].get("wall") if isinstance(hands, list) and hands and isinstance(hands[0], Mapping) else None
    basis = [record.get(k) for k in ("ruleset", "players", "seed", "hands_in_game")] + [first]
    digest = hashlib.sha256(json.dumps(basis, sort_keys=True, default=str).encode("utf-8")).hexdigest()
    return f"r-{digest[:16]}"


def check_shape(record: object) -> Mapping[str, Any]:
    """``record`` if it looks like a game record (an object in the record format with a list of hands)."""
    if not isinstance(record, Mapping):
        raise RecordShapeError("not a JSON object")
    fmt = record.get("format", RECORD_FORMAT)
    if fmt != RECORD_FORMAT:
        raise RecordShapeError(f"not a zjgame record (format {str(fmt)[:40]!r})")
    if not isinstance(record.get("hands"), list):
        raise RecordShapeError("a record needs a list of hands")
    return record


def _int(value: object, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _players(record: Mapping[str, Any]) -> list[tuple[str, str]]:
    raw = record.get("players")
    out = []
    for i in range(4):
        entry = raw[i] if isinstance(raw, list) and len(raw) == 4 and isinstance(raw[i], Mapping) else {}
        name, kind = entry.get("name"), entry.get("kind")
        out.append(
            (name if isinstance(name, str) else _("Player {n}").format(n=i + 1), kind if isinstance(kind, str) else "?")
        )
    return out


def finished_results(record: Mapping[str, Any]) -> list[tuple[int, int, str, Mapping[str, Any]]]:
    """``(number, east_player, round, result)`` of every finished hand (number 1-based, in play order)."""
    out = []
    for number, hand in enumerate(record.get("hands", []), 1):
        if not isinstance(hand, Mapping):
            continue
        result = hand.get("result")
        if not isinstance(result, Mapping) or result.get("finished") is not True:
            continue
        east = _int(hand.get("east_player"), 0) % 4
        wind = hand.get("round", "E")
        out.append((number, east, wind if wind in SEATS else "E", result))
    return out


def seat_of(player: int, east_player: int) -> str:
    return SEATS[(player - east_player) % 4]


def payments(result: Mapping[str, Any]) -> dict[str, int]:
    raw = result.get("payments")
    return {s: _int(raw.get(s)) for s in SEATS} if isinstance(raw, Mapping) else dict.fromkeys(SEATS, 0)


def wins(result: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """Every win of the hand: ``wins`` when present, else the top-level first win (a hand-written result)."""
    raw = result.get("wins")
    if isinstance(raw, list):
        listed = [w for w in raw if isinstance(w, Mapping) and w.get("winner") in SEATS]
        if listed or not raw:
            return _with_top_level_scoring(listed, result)
    if result.get("winner") in SEATS:
        return [result]
    return []


def _with_top_level_scoring(listed: list[Mapping[str, Any]], result: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    # The top level repeats the first win (docs/records.md); a first win without patterns or items of its own
    # takes them from there (a result may carry British items at the top level only).
    if not listed or listed[0].get("patterns") or listed[0].get("items"):
        return listed
    first = dict(listed[0])
    for key in ("patterns", "items"):
        if result.get(key):
            first[key] = result[key]
    return [first, *listed[1:]]


def _line(entry: object, won: bool) -> Scored | None:
    """One score line: a Zung Jung pattern (it has an ``id``) or a British item (a ``name`` with ``points`` or
    ``doubles``, docs/score.md#british-scoring; its value is for the line as written, so its count is 1)."""
    if not isinstance(entry, Mapping):
        return None
    name = entry.get("name")
    if isinstance(entry.get("id"), str) and entry["id"]:
        pid = entry["id"]
        count = max(1, _int(entry.get("count"), 1))
        return Scored(PATTERN, pid, name if isinstance(name, str) else pid, count, _int(entry.get("points")), 0, won)
    if isinstance(name, str) and name:
        key = _TILE_SUFFIX.sub("", name) or name  # "Exposed pung of simples 6p" is an "Exposed pung of simples"
        count = max(1, _int(entry.get("count"), 1))
        return Scored(ITEM, key, key, count, _int(entry.get("points")), _int(entry.get("doubles")), won)
    return None


def _scored(block: Mapping[str, Any], won: bool) -> list[Scored]:
    """The lines of one scored hand: ``patterns`` (what a win's lines are written as, for every scoring system),
    else ``items`` (the British name in ``score --json``)."""
    for key in ("patterns", "items"):  # the first that has lines: a result may repeat them under both names
        lines = block.get(key)
        if isinstance(lines, list) and lines:
            return [s for s in (_line(entry, won) for entry in lines) if s is not None]
    return []


def _merge(scored: list[Scored]) -> tuple[Scored, ...]:
    """Equal keys within one hand are added up (a British hand may list "Pung of dragons" twice)."""
    merged: dict[tuple[str, str], Scored] = {}
    for s in scored:
        key = (s.kind, s.key)
        if key in merged:
            m = merged[key]
            merged[key] = Scored(
                s.kind, s.key, m.name, m.count + s.count, m.points + s.points, m.doubles + s.doubles, m.won
            )
        else:
            merged[key] = s
    return tuple(merged.values())


def hand_facts(number: int, east_player: int, wind: str, result: Mapping[str, Any], human: int) -> HandFacts:
    """The human's view of one finished hand."""
    seat = seat_of(human, east_player)
    all_wins = wins(result)
    mine = [w for w in all_wins if w.get("winner") == seat]
    scored: list[Scored] = []
    for w in mine:
        scored.extend(_scored(w, True))
    losers = result.get("losers")
    if not mine and isinstance(losers, Mapping) and isinstance(losers.get(seat), Mapping):
        scored.extend(_scored(losers[seat], False))  # B5: every hand is scored
    return HandFacts(
        number=number,
        seat=seat,
        round_wind=wind,
        won=bool(mine),
        self_drawn=any(w.get("self_drawn") is True for w in mine),
        dealt_in=any(w.get("discarder") == seat for w in all_wins),
        drawn=not all_wins,
        value=sum(_int(w.get("value")) for w in mine),
        net=payments(result)[seat],
        winner=all_wins[0].get("winner") if all_wins else None,
        scored=_merge(scored),
    )


def placements(totals: list[int]) -> list[int]:
    """1 + the number of players with strictly more points (equal totals share the better place)."""
    return [1 + sum(1 for other in totals if other > t) for t in totals]


def game_facts(record: object) -> GameFacts:
    """Everything the history and the statistics need from a record; ``RecordShapeError`` if it is none."""
    rec = check_shape(record)
    players = _players(rec)
    human = next((i for i, (_, kind) in enumerate(players) if kind == "human"), None)
    totals = [0, 0, 0, 0]
    hands = []
    results = finished_results(rec)
    for number, east, wind, result in results:
        pay = payments(result)
        for i in range(4):
            totals[i] += pay[seat_of(i, east)]
        if human is not None:
            hands.append(hand_facts(number, east, wind, result, human))
    places = placements(totals)
    started = rec.get("started")
    ruleset = rec.get("ruleset", "zj")
    hands_in_game = rec.get("hands_in_game")
    return GameFacts(
        game_id=game_id(rec),
        started=started if isinstance(started, str) and _iso(started) else None,
        ruleset=ruleset if isinstance(ruleset, str) else "?",
        practice=rec.get("practice") is True,
        hands_in_game=_int(hands_in_game) if isinstance(hands_in_game, int) else None,
        players=tuple(PlayerEntry(n, k, totals[i], places[i]) for i, (n, k) in enumerate(players)),
        human=human,
        hands=tuple(hands),
        hands_played=len(results),
    )


def _iso(text: str) -> bool:
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True
