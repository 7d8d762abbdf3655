"""The rulings log of practice mode: every ruling of the hand in order, in plain sentences (claims and who got
them, interceptions, precedence, robbed kongs, several winners, who pays for a win and why, the end of the
hand), built from the engine's events.

Owns ``RulingsLog`` and ``LogEntry``. Each entry keeps the engine's plain English (``Ruling.text``: seat
winds, notation) and the words the player reads (``zjgame.engine.words``: names, "you" for the human, tiles
marked for pictures); who pays for a win is the scoring system's sentence with the same names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from zjgame.engine.events import ClaimResolved, HandDrawn, HandEnded, HandWon, MeldDeclared
from zjgame.engine.rulings import Ruling
from zjgame.engine.words import Voice, drawn_words, event_words, mark, mark_notation, ruling_words, win_words
from zjgame.i18n import _, commas, sentences
from zjgame.names import line_name, pattern_name
from zjgame.rules.melds import MeldKind
from zjgame.rules.ruleset import DEFAULT_RULESET, Ruleset
from zjgame.rules.seats import Seat
from zjgame.scoring import system_for
from zjgame.scoring.zj import ZungJungScore


def _uncontested_win(ruling: Ruling) -> bool:
    """A routine ``claim`` ruling that only says a single claimed win took the tile."""
    return ruling.kind == "claim" and any(claim == "win" for seat, claim in ruling.claims if seat in ruling.awarded)


@dataclass(frozen=True)
class LogEntry:
    """``text``: the plain English of the engine (seat winds, tile notation: records, the command line);
    ``words``: what the player reads (names, "you", tile marks for ``zjgame.ui.richtext``)."""

    number: int
    kind: str
    text: str
    ruling: Ruling | None = None
    words: str = ""


class RulingsLog:
    """Feed it every event of a hand (``feed``); ``entries`` are the rulings in order. ``voice``: the players'
    names and who "you" are (by default the seat winds, ``you`` the human's seat); ``ruleset``: the rules the
    payment sentences follow."""

    def __init__(
        self,
        you: Seat | None = None,
        include_no_claim: bool = False,
        voice: Voice | None = None,
        ruleset: Ruleset = DEFAULT_RULESET,
    ) -> None:
        self.you = you if voice is None else voice.you
        self.voice = voice if voice is not None else Voice(you=you)
        self.ruleset = ruleset
        self.include_no_claim = include_no_claim
        self.entries: list[LogEntry] = []
        self._seen_responsibility: set[str] = set()

    def _add(self, kind: str, text: str, ruling: Ruling | None = None, words: str = "") -> None:
        self.entries.append(LogEntry(len(self.entries) + 1, kind, text, ruling, words or text))

    def feed(self, events: Iterable[object]) -> None:
        voice = self.voice
        for event in events:
            if isinstance(event, ClaimResolved):
                for ruling in event.rulings or (event.ruling,):
                    if ruling.kind == "no_claim" and not self.include_no_claim:
                        continue
                    if _uncontested_win(ruling):  # the win's own entry (HandWon, next) says it, with the score
                        continue
                    self._add(ruling.kind, ruling.text, ruling, ruling_words(ruling, voice))
            elif isinstance(event, MeldDeclared) and event.meld.kind is MeldKind.CONCEALED_KONG:
                self._add(
                    "concealed_kong",
                    f"{event.seat.name_en} declares a concealed kong of "
                    f"{event.meld.first.value}: all four tiles are shown (ZJ §2), and it cannot be robbed.",
                    words=_event(event, voice),
                )
            elif isinstance(event, MeldDeclared) and event.added:
                self._add(
                    "added_kong",
                    f"{event.seat.name_en} adds the fourth {event.meld.first.value} to an exposed "
                    "pung; nobody robbed it, so the kong stands and a supplement tile is drawn.",
                    words=_event(event, voice),
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
                text = f"{win.winner.name_en} wins {how} with {win.value} {unit} ({pats})."
                if isinstance(score, ZungJungScore):  # the same list in the language in use
                    shown = commas(pattern_name(p.pattern.id) for p in score.patterns) or _("a chicken hand")
                else:  # British items name their tiles in notation ("Exposed pung of terminals 9m"): pictures
                    shown = mark_notation(commas(line_name(line) for line in score.lines))
                won = win_words(win, voice)[:-1]  # without its full stop
                self._add("win", text, words=_("{won} ({patterns}).").format(won=won, patterns=shown))
            elif isinstance(event, HandEnded):
                for ruling in event.result.rulings:
                    if ruling.kind == "responsibility" and ruling.text not in self._seen_responsibility:
                        self._seen_responsibility.add(ruling.text)
                        found = next((w for w in event.result.wins if w.winner in ruling.awarded), None)
                        self._add("responsibility", ruling.text, ruling, self._responsibility(found, ruling))
            elif isinstance(event, HandDrawn):
                text = "The wall is exhausted and nobody won on the riverbed discard: the hand is drawn, nobody pays."
                if event.ready:
                    text = (
                        f"The wall is exhausted: a drawn hand. Ready: {', '.join(s.name_en for s in event.ready)}; "
                        "ready players are paid by the others (ZK §7)."
                    )
                wall_game = not self.ruleset.dead_wall_replenished
                self._add("drawn", text, words=drawn_words(event, voice, wall_game))

    def _responsibility(self, win: object, ruling: Ruling) -> str:
        """Who pays for a discard win and why, in the scoring system's words with the players' names."""
        if win is None:
            return ruling.text
        lines = system_for(self.ruleset).explain_win(
            win, self.ruleset, names=self.voice.for_explainers(), tile_name=mark
        )
        return sentences(*lines)

    def texts(self) -> list[str]:
        """The entries as the player reads them, numbered (tile marks for ``zjgame.ui.richtext``)."""
        return [f"{e.number}. {e.words}" for e in self.entries]

    def truncate(self, count: int) -> None:
        """Forget the entries after the first ``count`` (practice mode's undo)."""
        del self.entries[count:]
        self._seen_responsibility = {e.text for e in self.entries if e.kind == "responsibility"}

    def clear(self) -> None:
        self.entries.clear()
        self._seen_responsibility.clear()


def _event(event: object, voice: Voice) -> str:
    return event_words(event, voice) or ""


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
