"""Rulings: how a claim window was resolved and who pays, as a structured value and a plain sentence.

Kinds (``codes.RulingKind``; docs/records.md#zjgame-replay): ``interception`` (several wins, the first in turn order
after the discarder wins, ZJ §2), ``precedence`` (a higher claim beat a lower one: win > pung/kong > chow),
``robbing_kong`` (ZJ §2), ``responsibility`` (who pays for a discard win and why, ZJ §6), ``several_winners``
(variants without interception), and the routine ``claim`` (one uncontested claim) and ``no_claim`` (everyone passed).
The payment sentences (who is responsible, who pays what) are the scoring system's (``zjgame.scoring``); this
module only carries them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from zjgame.engine.codes import RulingKind, WindowKind
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile

NOTABLE_KINDS = frozenset(
    {
        RulingKind.INTERCEPTION,
        RulingKind.PRECEDENCE,
        RulingKind.ROBBING_KONG,
        RulingKind.RESPONSIBILITY,
        RulingKind.SEVERAL_WINNERS,
    }
)


@dataclass(frozen=True)
class Ruling:
    """``claims``: every claim made in the window as (seat, claim type), in turn order from the discarder;
    ``awarded``: the seats that got the tile (several only for several winners); ``order``: the
    precedence order of the other seats after the discarder; ``window``: what opened the window (a robbed kong:
    added or concealed); ``about``: the seat whose claim a ``precedence`` ruling says lost. The fields are
    what a player's sentence is worded from (``zjgame.engine.words``); ``text`` is the plain English of records
    and the command line."""

    kind: RulingKind
    text: str
    tile: Tile | None = None
    discarder: Seat | None = None
    claims: tuple[tuple[Seat, str], ...] = ()
    awarded: tuple[Seat, ...] = ()
    order: tuple[Seat, ...] = ()
    window: WindowKind = WindowKind.DISCARD
    about: Seat | None = None

    @property
    def is_notable(self) -> bool:
        """Kept in the hand's result (the routine ``claim``/``no_claim`` are only events)."""
        return self.kind in NOTABLE_KINDS

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "text": self.text,
            "tile": self.tile.value if self.tile is not None else None,
            "discarder": self.discarder.value if self.discarder is not None else None,
            "claims": [{"seat": s.value, "claim": c} for s, c in self.claims],
            "awarded": [s.value for s in self.awarded],
        }


def _names(seats: tuple[Seat, ...] | list[Seat]) -> str:
    names = [s.name_en for s in seats]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def window_rulings(
    tile: Tile,
    discarder: Seat,
    claims: tuple[tuple[Seat, str], ...],
    awarded: tuple[Seat, ...],
    kind: WindowKind,
    interception: bool,
) -> tuple[Ruling, ...]:
    """The rulings of one claim window; ``kind`` is the window's."""
    order = discarder.after()
    made = tuple((s, c) for s, c in claims if c != "pass")

    def ruling(k: RulingKind, text: str, about: Seat | None = None) -> Ruling:
        return Ruling(k, text, tile, discarder, made, awarded, order, kind, about)

    t = tile.value
    if not made:
        return (ruling(RulingKind.NO_CLAIM, f"Nobody claimed {discarder.name_en}'s {t}."),)
    out: list[Ruling] = []
    wins = [s for s, c in made if c == "win"]
    if len(wins) > 1 and interception:
        winner, others = wins[0], wins[1:]
        theirs = f"{others[0].name_en}'s" if len(others) == 1 else "theirs"
        out.append(
            ruling(
                RulingKind.INTERCEPTION,
                f"{_names(others)} also claimed the win on {t}. After the discarder {discarder.name_en}, "
                f"{winner.name_en} comes before {_names(others)}, so {winner.name_en}'s win intercepts {theirs}.",
            )
        )
    elif len(wins) > 1:
        out.append(
            ruling(
                RulingKind.SEVERAL_WINNERS,
                f"No interception under these rules: {'both' if len(wins) == 2 else 'all of'} {_names(wins)} "
                f"win on {t}, and {discarder.name_en} pays each of them.",
            )
        )
    if wins and kind is not WindowKind.DISCARD:
        kong = "concealed kong" if kind is WindowKind.CONCEALED_KONG else "kong"
        out.append(
            ruling(
                RulingKind.ROBBING_KONG,
                f"{_names(list(awarded))} robbed {discarder.name_en}'s {kong} of {t}: it counts as a win on a "
                f"discard by {discarder.name_en}.",
            )
        )
    top_seat, top_claim = next((s, c) for s, c in made if s in awarded)
    losers = [(s, c) for s, c in made if s not in awarded and c != top_claim]
    for s, c in losers:
        out.append(
            ruling(
                RulingKind.PRECEDENCE,
                f"{top_seat.name_en}'s {top_claim} takes precedence over {s.name_en}'s {c}"
                f" on {discarder.name_en}'s {t}.",
                s,
            )
        )
    if not out:
        s, c = made[0]
        verb = {"win": "wins on", "pung": "pungs", "kong": "declares an exposed kong of", "chow": "chows"}[c]
        out.append(ruling(RulingKind.CLAIM, f"{s.name_en} {verb} {discarder.name_en}'s {t}."))
    return tuple(out)


def responsibility_ruling(tile: Tile, winner: Seat, discarder: Seat, text: str) -> Ruling:
    """ZJ §6: who pays for a discard win and why. ``text`` is the scoring system's sentence
    (``ScoringSystem.responsibility_text``: responsibility, same-round immunity, what each payer pays)."""
    return Ruling(RulingKind.RESPONSIBILITY, text, tile, discarder, (), (winner,), discarder.after())
