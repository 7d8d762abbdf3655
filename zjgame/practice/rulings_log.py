"""The rulings log of practice mode: every ruling of the hand in order, in plain sentences (claims and who got
them, interceptions, precedence, robbed kongs, several winners, who pays for a win and why, the end of the
hand), built from the engine's events.

Owns ``RulingsLog`` and ``LogEntry``. The sentences of claim windows are the engine's (``Ruling.text``);
this module adds the wins and the end of the hand, and says "you" for the human seat when asked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from zjgame.engine.events import ClaimResolved, HandDrawn, HandEnded, HandWon, MeldDeclared
from zjgame.engine.rulings import Ruling
from zjgame.rules.melds import MeldKind
from zjgame.rules.seats import Seat
from zjgame.scoring.zj import ZungJungScore


@dataclass(frozen=True)
class LogEntry:
    number: int
    kind: str
    text: str
    ruling: Ruling | None = None


class RulingsLog:
    """Feed it every event of a hand (``feed``); ``entries`` are the rulings in order."""

    def __init__(self, you: Seat | None = None, include_no_claim: bool = False) -> None:
        self.you = you
        self.include_no_claim = include_no_claim
        self.entries: list[LogEntry] = []
        self._seen_responsibility: set[str] = set()

    def _add(self, kind: str, text: str, ruling: Ruling | None = None) -> None:
        self.entries.append(LogEntry(len(self.entries) + 1, kind, text, ruling))

    def feed(self, events: Iterable[object]) -> None:
        for event in events:
            if isinstance(event, ClaimResolved):
                for ruling in event.rulings or (event.ruling,):
                    if ruling.kind == "no_claim" and not self.include_no_claim:
                        continue
                    self._add(ruling.kind, ruling.text, ruling)
            elif isinstance(event, MeldDeclared) and event.meld.kind is MeldKind.CONCEALED_KONG:
                self._add(
                    "concealed_kong",
                    f"{event.seat.name_en} declares a concealed kong of "
                    f"{event.meld.first.value}: all four tiles are shown (ZJ §2), and it cannot be robbed.",
                )
            elif isinstance(event, MeldDeclared) and event.added:
                self._add(
                    "added_kong",
                    f"{event.seat.name_en} adds the fourth {event.meld.first.value} to an exposed "
                    "pung; nobody robbed it, so the kong stands and a supplement tile is drawn.",
                )
            elif isinstance(event, HandWon):
                win = event.win
                how = (
                    "self-drawn" if win.self_drawn else f"on {win.discarder.name_en}'s discard" if win.discarder else ""
                )
                score = win.score
                if isinstance(score, ZungJungScore):
                    pats = ", ".join(p.pattern.name for p in score.patterns) or "a chicken hand"
                else:
                    pats = ", ".join(line.name for line in score.lines)
                unit = "point" if win.value == 1 else "points"
                self._add("win", f"{win.winner.name_en} wins {how} with {win.value} {unit} ({pats}).")
            elif isinstance(event, HandEnded):
                for ruling in event.result.rulings:
                    if ruling.kind == "responsibility" and ruling.text not in self._seen_responsibility:
                        self._seen_responsibility.add(ruling.text)
                        self._add("responsibility", ruling.text, ruling)
            elif isinstance(event, HandDrawn):
                text = "The wall is exhausted and nobody won on the riverbed discard: the hand is drawn, nobody pays."
                if event.ready:
                    text = (
                        f"The wall is exhausted: a drawn hand. Ready: {', '.join(s.name_en for s in event.ready)}; "
                        "ready players are paid by the others (ZK §7)."
                    )
                self._add("drawn", text)

    def texts(self) -> list[str]:
        out = []
        for e in self.entries:
            text = e.text
            if self.you is not None:
                text = personalize(text, self.you)
            out.append(f"{e.number}. {text}")
        return out

    def clear(self) -> None:
        self.entries.clear()
        self._seen_responsibility.clear()


_VERBS = {
    "pays": "pay",
    "is": "are",
    "wins": "win",
    "comes": "come",
    "has": "have",
    "was": "were",
    "robbed": "robbed",
    "discarded": "discarded",
    "claimed": "claimed",
    "declares": "declare",
    "adds": "add",
    "pungs": "pung",
    "chows": "chow",
    "only": "only",
}


def personalize(text: str, you: Seat) -> str:
    """Say "you"/"your"/"yours" for the human seat's name in an engine sentence."""
    name = re.escape(you.name_en)
    text = re.sub(rf"\b{name}'s(?=[.,;:)]|$)", "yours", text)
    text = re.sub(rf"\b{name}'s\b", "your", text)
    text = re.sub(rf"\b{name} (\w+)\b", lambda m: "you " + _VERBS.get(m.group(1), m.group(1)), text)
    text = re.sub(rf"\b{name}\b", "you", text)
    # capitalise the start of each sentence
    return re.sub(r"(^|[.!?] )(you|your|yours)\b", lambda m: m.group(1) + m.group(2).capitalize(), text)
