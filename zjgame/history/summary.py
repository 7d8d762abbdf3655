"""One line of the history list (``GameSummary``) and the index that keeps them between runs.

Owns the summary of a kept game (from its facts and its record's ``"archive"`` object) and ``.index.json``, the
summaries of the kept files keyed by file name with each file's size and modification time: listing the history
reads only the files that changed since. The index is derived data: one that cannot be read is ignored and
written again; a record file is never judged by it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from zjgame.history.facts import GameFacts, PlayerEntry
from zjgame.history.files import ReadError, read_json, write_bytes_atomic

FINISHED = "finished"
ABANDONED = "abandoned"
STATUSES = (FINISHED, ABANDONED)
SUFFIX = ".json"
INDEX = ".index.json"  # not a game id (ids start with a letter or digit)


@dataclass(frozen=True)
class GameSummary:
    """One line of the history list. ``date`` is when the game was archived (ISO 8601, local time with its
    offset); ``placement`` and ``net`` are the human player's (None in a game without one)."""

    game_id: str
    status: str  # "finished" or "abandoned"
    date: str
    started: str | None
    ruleset: str
    practice: bool
    players: tuple[PlayerEntry, ...]
    human: int | None
    opponent_level: str
    hands_played: int
    hands_in_game: int | None
    placement: int | None
    net: int | None
    path: Path

    @property
    def opponents(self) -> tuple[PlayerEntry, ...]:
        return tuple(p for i, p in enumerate(self.players) if i != self.human)

    @property
    def finished(self) -> bool:
        return self.status == FINISHED

    def to_json(self) -> dict[str, Any]:
        return {
            "game_id": self.game_id,
            "status": self.status,
            "date": self.date,
            "started": self.started,
            "ruleset": self.ruleset,
            "practice": self.practice,
            "players": [
                {"name": p.name, "kind": p.kind, "total": p.total, "placement": p.placement} for p in self.players
            ],
            "human": self.human,
            "opponents": [{"name": p.name, "kind": p.kind} for p in self.opponents],
            "opponent_level": self.opponent_level,
            "hands_played": self.hands_played,
            "hands_in_game": self.hands_in_game,
            "placement": self.placement,
            "net": self.net,
        }


def kept_status(record: Mapping[str, Any]) -> str:
    """The status a kept record was saved with (``"finished"`` when its archive object does not say)."""
    meta = record.get("archive")
    status = meta.get("status") if isinstance(meta, Mapping) else None
    return status if isinstance(status, str) and status in STATUSES else FINISHED


def summary_of(facts: GameFacts, meta: Mapping[str, Any], path: Path) -> GameSummary:
    status = meta.get("status") if meta.get("status") in STATUSES else FINISHED
    date = meta.get("archived")
    return GameSummary(
        game_id=path.name[: -len(SUFFIX)],
        status=str(status),
        date=date if isinstance(date, str) else (facts.started or ""),
        started=facts.started,
        ruleset=facts.ruleset,
        practice=facts.practice,
        players=facts.players,
        human=facts.human,
        opponent_level=facts.opponent_level,
        hands_played=facts.hands_played,
        hands_in_game=facts.hands_in_game,
        placement=facts.placement if status == FINISHED else None,  # an abandoned game has no final standing
        net=facts.net,
        path=path,
    )


Stamp = tuple[int, int]  # a file's size and modification time (ns)
Index = dict[str, tuple[Stamp, GameSummary]]  # file name -> (stamp, summary)
INDEX_VERSION = 1


def summary_from_json(data: Mapping[str, Any], path: Path) -> GameSummary:
    """The inverse of ``GameSummary.to_json`` (``KeyError``/``TypeError``/``ValueError`` for a bad entry)."""
    players = tuple(
        PlayerEntry(str(p["name"]), str(p["kind"]), int(p["total"]), int(p["placement"])) for p in data["players"]
    )
    if len(players) != 4:
        raise ValueError("four players")

    def opt_int(key: str) -> int | None:
        value = data[key]
        return None if value is None else int(value)

    def opt_str(key: str) -> str | None:
        value = data[key]
        return None if value is None else str(value)

    return GameSummary(
        game_id=str(data["game_id"]),
        status=str(data["status"]) if data["status"] in STATUSES else FINISHED,
        date=str(data["date"]),
        started=opt_str("started"),
        ruleset=str(data["ruleset"]),
        practice=bool(data["practice"]),
        players=players,
        human=opt_int("human"),
        opponent_level=str(data["opponent_level"]),
        hands_played=int(data["hands_played"]),
        hands_in_game=opt_int("hands_in_game"),
        placement=opt_int("placement"),
        net=opt_int("net"),
        path=path,
    )


def read_index(folder: Path) -> Index:
    """The index of ``folder``; empty when it is missing or unusable (it is only a cache)."""
    try:
        data = read_json(folder / INDEX)
        if not isinstance(data, dict) or data.get("version") != INDEX_VERSION:
            return {}
        out: Index = {}
        for name, entry in data["files"].items():
            stamp = (int(entry["size"]), int(entry["mtime_ns"]))
            out[str(name)] = (stamp, summary_from_json(entry["summary"], folder / str(name)))
        return out
    except (ReadError, KeyError, TypeError, ValueError, AttributeError):
        return {}


def write_index(folder: Path, index: Index) -> None:
    """Write the index atomically; a failure only costs reading the files again next time."""
    files = {
        name: {"size": stamp[0], "mtime_ns": stamp[1], "summary": summary.to_json()}
        for name, (stamp, summary) in sorted(index.items())
    }
    try:
        data = json.dumps({"version": INDEX_VERSION, "files": files}, ensure_ascii=False, separators=(",", ":"))
        write_bytes_atomic(folder / INDEX, data.encode("utf-8"))
    except OSError:
        pass
