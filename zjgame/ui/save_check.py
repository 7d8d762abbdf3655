"""What makes a saved game resumable, checked before the game uses it: the record the game wrote (docs/records.md)
plus what only the game needs (its players' kinds and seeds, the deal seed, the practice flag).

Owns: ``check_save`` (the record read by ``engine.record``, replayed by ``engine.replay`` from player 0 in the
East round as the game's resume replays it, the dealer rotation, round wind and end of the game included; four players,
exactly one of them you, the others computer players the game has, integer seeds), ``SaveSummary`` (where the game
stands, in one sentence for the new-game confirmation). A problem is a ``SaveProblem`` with a one-line reason.
Nothing here imports pygame.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from zjgame.i18n import _, ngettext
from zjgame.safe_read import quote

MAX_NAME = 40  # characters in a player's name (the table draws it)


class SaveProblem(ValueError):
    """A saved game the game cannot resume; the message says why in one line."""


@dataclass(frozen=True)
class SaveSummary:
    ruleset_title: str
    hand: int  # the hand in progress, or the next one when the save ends between hands (1-based)
    hands_in_game: int
    started: bool  # the hand ``hand`` is under way
    your_total: int

    def sentence(self) -> str:
        n = self.your_total
        if self.started:
            text = ngettext(
                "You have a saved game of {rules} in the middle of hand {hand} of {hands}, with {points:+d} point.",
                "You have a saved game of {rules} in the middle of hand {hand} of {hands}, with {points:+d} points.",
                n,
            )
        else:
            text = ngettext(
                "You have a saved game of {rules} before hand {hand} of {hands}, with {points:+d} point.",
                "You have a saved game of {rules} before hand {hand} of {hands}, with {points:+d} points.",
                n,
            )
        return text.format(
            rules=_(self.ruleset_title), hand=self.hand, hands=self.hands_in_game, points=self.your_total
        )


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def computer_kinds() -> tuple[str, ...]:
    """The computer players a save may name (``zjgame.ui.players.make_computer`` makes them)."""
    from ai.players import player_names

    return player_names()


def _check_players(players: object) -> int:
    """The index of the human player; ``SaveProblem`` for anything the game could not seat."""
    if not isinstance(players, list) or len(players) != 4:
        raise SaveProblem("it does not list four players")
    kinds = computer_kinds()
    humans = []
    for i, p in enumerate(players):
        if not isinstance(p, Mapping):
            raise SaveProblem(f"player {i + 1} is not an object")
        name, kind, seed = p.get("name"), p.get("kind"), p.get("seed")
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME or not name.isprintable():
            raise SaveProblem(f"player {i + 1} has no proper name ({quote(name)})")
        if kind == "human":
            humans.append(i)
        elif kind not in kinds:
            raise SaveProblem(f"player {i + 1} is an unknown computer kind {quote(kind)}")
        if seed is not None and not _is_int(seed):
            raise SaveProblem(f"player {i + 1}'s seed is {quote(seed)}, not a whole number")
    if len(humans) != 1:
        raise SaveProblem(f"it has {len(humans)} human players, not one")
    return humans[0]


def check_save(data: Mapping[str, Any]) -> SaveSummary:
    """Everything the game needs to resume ``data`` (a decoded save), and where it stands."""
    from zjgame.engine.errors import RecordError
    from zjgame.engine.record import parse_record
    from zjgame.engine.replay import follow_game

    human = _check_players(data.get("players"))
    if "seed" in data and not _is_int(data["seed"]):
        raise SaveProblem(f"its seed is {quote(data['seed'])}, not a whole number")
    if "practice" in data and not isinstance(data["practice"], bool):
        raise SaveProblem(f"its practice flag is {quote(data['practice'])}, not true or false")
    try:
        record = parse_record(data)
        if not record.hands:
            raise SaveProblem("it holds no hand")
        # The game deals its first hand to player 0 in the East round, numbering hands from 1 (as it resumes).
        match, current = follow_game(record, first_number=1, from_player_0=True)
    except RecordError as err:
        raise SaveProblem(str(err)) from None
    if current is None and match.is_finished:
        raise SaveProblem("the game in it is already over")
    return SaveSummary(
        record.ruleset.title,
        match.hand_number + 1,
        match.hands_in_game,
        current is not None,
        match.totals[human],
    )
