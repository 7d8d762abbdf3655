"""The words of the table: the rulings and the events of a hand as a player reads them, with the players'
names ("you" for the human) and tiles marked for drawing as pictures, through ``zjgame.i18n``.

The engine's ``Ruling`` is structured (its kind, the tile, the discarder, every claim, who got the tile, the
claim a ruling is about); ``Ruling.text`` stays the plain English of records and the command line (seat winds,
tile notation). Everything a player reads is worded here instead, from those fields:

    voice = Voice(("You", "Mei", "Hao", "Lin"), you=Seat.E)     # player names by seat index
    ruling_words(ruling, voice)   # "Mei's pung on your ⟦6z⟧ took precedence over Hao's chow."

**Tile marks.** A tile inside a sentence is written ``⟦6z⟧`` (``mark``): the window draws it as a small tile
picture (``zjgame.ui.richtext``); where pictures cannot go, ``unmark`` writes the tile's name. Marks are put
into sentences as placeholder values, so translated messages never contain them. ``mark_notation`` marks the
notation inside sentences written by others (the computer players' reasons).

**Grammar.** Sentences are in the past tense or put a name where the verb does not change ("Mei claimed your
6z", "you claimed Mei's 6z"), so one message serves "you" and everyone else; ``sentence`` capitalises the
first letter. Owns ``Voice``, the marks, ``ruling_words``, ``event_words``, ``claim_noun``. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from zjgame.engine import actions as A
from zjgame.engine.codes import RulingKind, WindowKind
from zjgame.engine.events import BonusSetAside, ClaimResolved, HandDrawn, HandWon, MeldDeclared
from zjgame.engine.rulings import Ruling
from zjgame.i18n import _, ngettext
from zjgame.names import player_name, wind_name
from zjgame.rules.melds import MeldKind
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring.words import join_names

MARK_OPEN = "\u27e6"  # ⟦
MARK_CLOSE = "\u27e7"  # ⟧
MARK_RE = re.compile(f"{MARK_OPEN}([1-9][mpszfg]){MARK_CLOSE}")
# notation in others' sentences: a run of numbers and its suit ("5p", "456m", "11z"), standing alone
NOTATION_RE = re.compile(r"(?<![\w⟦])((?:[1-9]{1,4}[mpszfg])+)(?![\w⟧])")
GROUP_RE = re.compile(r"([1-9]{1,4})([mpszfg])")


def mark(tile: Tile | str) -> str:
    """``⟦5p⟧``: the tile drawn as a picture in a sentence."""
    code = tile.value if isinstance(tile, Tile) else str(tile)
    return f"{MARK_OPEN}{code}{MARK_CLOSE}"


def mark_tiles(tiles: Iterable[Tile | str]) -> str:
    """Several tiles side by side (a chow, a wait): ``⟦4p⟧⟦5p⟧⟦6p⟧``."""
    return "".join(mark(t) for t in tiles)


def mark_notation(text: str) -> str:
    """Mark the tiles written in notation inside ``text`` (``"discard 1z"`` -> ``"discard ⟦1z⟧"``;
    ``"456m"`` -> three marks). Text already marked is left as it is."""

    def repl(m: re.Match[str]) -> str:
        return "".join(mark(f"{d}{g.group(2)}") for g in GROUP_RE.finditer(m.group(1)) for d in g.group(1))

    return NOTATION_RE.sub(repl, text)


def unmark(text: str, tile_name: Callable[[Tile], str] | None = None) -> str:
    """``text`` with every mark written out: the tile's name (``tile_name``), by default its notation."""
    namer = tile_name or (lambda t: t.value)
    return MARK_RE.sub(lambda m: namer(Tile(m.group(1))), text)


def has_marks(text: str) -> bool:
    return MARK_OPEN in text


def sentence(text: str) -> str:
    """The first letter in upper case ("you ..." opens as "You ..."); a leading tile mark is left alone."""
    for i, ch in enumerate(text):
        if ch == MARK_OPEN:
            return text
        if ch.isalpha():
            return text[:i] + ch.upper() + text[i + 1 :]
    return text


class Voice:
    """Who the players are in words: their names by seat index for this hand (E, S, W, N) as records keep them,
    and the seat of the human ("you"), if any. Names are shown through ``zjgame.names.player_name`` (the
    computer players' Chinese names); without names the seats are named by their winds."""

    def __init__(self, names: Sequence[str] | None = None, you: Seat | None = None) -> None:
        self.names = tuple(names) if names is not None else tuple(s.name_en for s in SEATS)
        self.by_wind = names is None
        self.you = you

    def is_you(self, seat: Seat | None) -> bool:
        return seat is not None and seat is self.you

    def shown(self, seat: Seat) -> str:
        """The player in ``seat`` by name (never "you"), in the language in use."""
        return wind_name(seat) if self.by_wind else player_name(self.names[seat.index])

    def name(self, seat: Seat) -> str:
        """``you`` for the human, else the player's name."""
        return _("you") if seat is self.you else self.shown(seat)

    def poss(self, seat: Seat) -> str:
        """``your`` or ``Mei's``."""
        return _("your") if seat is self.you else _("{name}'s").format(name=self.shown(seat))

    def yours(self, seat: Seat) -> str:
        """``yours`` or ``Mei's`` (standing alone)."""
        return _("yours") if seat is self.you else _("{name}'s").format(name=self.shown(seat))

    def group(self, seats: Sequence[Seat]) -> str:
        """``Mei``, ``Mei and you``, ``Mei, Hao and you``."""
        return join([self.name(s) for s in seats])

    def for_explainers(self) -> Callable[[Seat], str]:
        """Seat names for the scoring system's payment sentences (``zjgame.scoring.words``: the name "you"
        chooses the messages written for the player)."""
        return lambda seat: "you" if seat is self.you else self.shown(seat)


def join(names: Sequence[str]) -> str:
    """``A``, ``A and B``, ``A, B and C`` (``、`` and ``和`` in Chinese)."""
    return join_names(list(names))


def claim_noun(claim: str) -> str:
    """A claim as a noun: ``pung``, ``chow``, ``kong``, ``win`` (Mah Jong)."""
    return {
        "win": _("win"),
        "pung": _("pung"),
        "kong": _("kong"),
        "chow": _("chow"),
        "pass": _("pass"),
    }.get(claim, claim)


def _claim_sentence(seat: Seat, claim: str, discarder: Seat, tile: Tile, voice: Voice) -> str:
    args = {"who": voice.name(seat), "whose": voice.poss(discarder), "tile": mark(tile)}
    if claim == "win":
        text = _("{who} won on {whose} {tile}.")
    elif claim == "kong":
        text = _("{who} claimed {whose} {tile} for an exposed kong.")
    elif claim == "chow":
        text = _("{who} claimed {whose} {tile} for a chow.")
    else:
        text = _("{who} claimed {whose} {tile} for a pung.")
    return sentence(text.format(**args))


def ruling_words(ruling: Ruling, voice: Voice) -> str:
    """What a claim window's ruling says to the player (``voice``: names and "you"), tiles marked. A
    responsibility ruling is the scoring system's sentence (worded with the win: ``win_words``); here its
    English text with its tiles marked."""
    tile, discarder = ruling.tile, ruling.discarder
    if tile is None or discarder is None:
        return mark_notation(ruling.text)
    t = mark(tile)
    kind = ruling.kind
    if kind is RulingKind.NO_CLAIM:
        return sentence(_("Nobody claimed {whose} {tile}.").format(whose=voice.poss(discarder), tile=t))
    if kind is RulingKind.CLAIM:
        seat, claim = ruling.claims[0] if ruling.claims else (ruling.awarded[0], "win")
        return _claim_sentence(seat, claim, discarder, tile, voice)
    if kind is RulingKind.INTERCEPTION:
        wins = [s for s, c in ruling.claims if c == "win"]
        winner = ruling.awarded[0] if ruling.awarded else wins[0]
        others = [s for s in wins if s is not winner]
        text = ngettext(
            "{others} also claimed the win on {tile}. After the discarder, {discarder}, {winner} came first in "
            "turn order, so {winners} win intercepted {theirs}.",
            "{others} also claimed the win on {tile}. After the discarder, {discarder}, {winner} came first in "
            "turn order, so {winners} win intercepted theirs.",
            len(others),
        )
        return sentence(
            text.format(
                others=voice.group(others),
                tile=t,
                discarder=voice.name(discarder),
                winner=voice.name(winner),
                winners=voice.poss(winner),
                theirs=voice.yours(others[0]) if others else "",
            )
        )
    if kind is RulingKind.SEVERAL_WINNERS:
        winners = [s for s, c in ruling.claims if c == "win"]
        if len(winners) == 2:
            text = _(
                "No interception under these rules: {winners} both won on {whose} {tile}, and {discarder} paid each "
                "of them."
            )
        else:
            text = _(
                "No interception under these rules: {winners} all won on {whose} {tile}, and {discarder} paid each "
                "of them."
            )
        return sentence(
            text.format(
                winners=voice.group(winners), whose=voice.poss(discarder), tile=t, discarder=voice.name(discarder)
            )
        )
    if kind is RulingKind.ROBBING_KONG:
        robbers = list(ruling.awarded)
        text = (
            _("{robbers} robbed {whose} concealed kong of {tile}: it counts as a win on {whose2} discard.")
            if ruling.window is WindowKind.CONCEALED_KONG
            else _("{robbers} robbed {whose} kong of {tile}: it counts as a win on {whose2} discard.")
        )
        return sentence(
            text.format(robbers=voice.group(robbers), whose=voice.poss(discarder), tile=t, whose2=voice.poss(discarder))
        )
    if kind is RulingKind.PRECEDENCE:
        top = next(((s, c) for s, c in ruling.claims if s in ruling.awarded), None)
        lost = ruling.about
        if top is None or lost is None:
            return mark_notation(ruling.text)
        loser_claim = dict(ruling.claims).get(lost, "")
        return sentence(
            _("{winners} {claim} on {whose} {tile} took precedence over {losers} {lost}.").format(
                winners=voice.poss(top[0]),
                claim=claim_noun(top[1]),
                whose=voice.poss(discarder),
                tile=t,
                losers=voice.poss(lost),
                lost=claim_noun(loser_claim),
            )
        )
    return mark_notation(ruling.text)


def win_words(win: object, voice: Voice) -> str:
    """``Mei won on your ⟦5p⟧ with 40 points.`` / ``You won self-drawn ...`` (``win``: the engine's
    ``WinResult``)."""
    winner: Seat = win.winner  # type: ignore[attr-defined]
    value: int = win.value  # type: ignore[attr-defined]
    hand = win.hand  # type: ignore[attr-defined]
    tile = hand.winning
    points = ngettext("{n} point", "{n} points", value).format(n=value)
    if win.self_drawn:  # type: ignore[attr-defined]
        text = _("{who} won on a self-drawn {tile} with {points}.")
        return sentence(text.format(who=voice.name(winner), tile=mark(tile) if tile else "", points=points))
    discarder = win.discarder  # type: ignore[attr-defined]
    if discarder is None:
        return sentence(_("{who} won with {points}.").format(who=voice.name(winner), points=points))
    return sentence(
        _("{who} won on {whose} {tile} with {points}.").format(
            who=voice.name(winner), whose=voice.poss(discarder), tile=mark(tile) if tile else "", points=points
        )
    )


def drawn_words(event: HandDrawn, voice: Voice, kong_box: bool = False) -> str:
    """The end of a hand nobody won: a drawn hand (nobody pays, or the ready hands are paid: Zen Koan §7), or
    a British wall game (B1: replayed with the same East)."""
    if kong_box:
        return _("Wall game: the wall ran out and nobody won. No score; the hand is replayed with the same East.")
    if not any(amount for _seat, amount in event.payments):
        return _("The wall is exhausted: a drawn hand. Nobody pays.")
    ready = [s for s in SEATS if s in event.ready]
    return sentence(
        ngettext(
            "The wall is exhausted: a drawn hand. {ready} was ready and the others pay.",
            "The wall is exhausted: a drawn hand. {ready} were ready and the others pay them.",
            len(ready) if not (len(ready) == 1 and voice.is_you(ready[0])) else 2,
        ).format(ready=voice.group(ready))
    )


def event_words(event: object, voice: Voice) -> str | None:
    """The log line of an event that is a ruling or a moment worth reading back (claims, kongs, a Standing
    Hand, wins, the end of the hand); None for the others (draws, discards)."""
    if isinstance(event, MeldDeclared) and event.meld.kind is MeldKind.CONCEALED_KONG:
        return sentence(
            _("{who} declared a concealed kong of {tile}: all four tiles are shown, and it cannot be robbed.").format(
                who=voice.name(event.seat), tile=mark(event.meld.first)
            )
        )
    if isinstance(event, MeldDeclared) and event.added:
        return sentence(
            _(
                "{who} added the fourth {tile} to an exposed pung; nobody robbed it, so the kong stands and a "
                "replacement tile is drawn."
            ).format(who=voice.name(event.seat), tile=mark(event.meld.first))
        )
    if isinstance(event, HandWon):
        return win_words(event.win, voice)
    if isinstance(event, BonusSetAside) and not event.during_deal:
        return sentence(
            _("{who} set {tile} aside and drew a replacement.").format(
                who=voice.name(event.seat), tile=mark(event.tile)
            )
        )
    if isinstance(event, ClaimResolved):
        return " ".join(ruling_words(r, voice) for r in event.rulings or (event.ruling,))
    return None


def standing_words(seat: Seat, voice: Voice) -> str:
    """B2: a Standing Hand declared."""
    if voice.is_you(seat):
        return _("You declared a Standing Hand: you may only claim a discard to win.")
    return sentence(
        _("{who} declared a Standing Hand: {who2} may now only claim a discard to win.").format(
            who=voice.name(seat), who2=voice.name(seat)
        )
    )


def action_words(action: object) -> str:
    """What an action does, as the verb phrase after "you chose to" or "the advisor would": ``discard ⟦1z⟧``,
    ``claim a chow ⟦4p⟧⟦5p⟧⟦6p⟧`` (tiles marked)."""
    if isinstance(action, A.Discard):
        if action.standing:
            return _("discard {tile} and declare a Standing Hand").format(tile=mark(action.tile))
        return _("discard {tile}").format(tile=mark(action.tile))
    if isinstance(action, A.DeclareSelfDrawnWin):
        return _("declare a self-drawn win")
    if isinstance(action, A.DeclareKong):
        return _("declare a kong of {tile}").format(tile=mark(action.tile))
    if isinstance(action, A.SetAsideBonus):
        return _("set aside the bonus tile {tile}").format(tile=mark(action.tile))
    if isinstance(action, A.ClaimWin):
        return _("claim the win")
    if isinstance(action, A.ClaimPung):
        return _("claim a pung")
    if isinstance(action, A.ClaimKong):
        return _("claim an exposed kong")
    if isinstance(action, A.ClaimChow):
        return _("claim a chow {tiles}").format(tiles=mark_tiles(action.tiles))
    if isinstance(action, A.Pass):
        return _("pass")
    return mark_notation(getattr(action, "describe", lambda: str(action))())
