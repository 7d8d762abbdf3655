"""Why a claim lost, and why an option is not offered (ZJ §1-§2, §4, §7), in plain sentences for the human.

``explain_lost_claim`` turns the engine's structured ``Ruling`` of a claim window into a ``ClaimPanel``: the
discard, every seat's claim, the precedence order from the discarder, and one sentence addressed to "you".
``why_not`` says why a claim or a kong the player tries is not among the legal actions.

Owns the wording for the practice layer. Not: the rulings themselves (``zjgame.engine.rulings``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from zjgame.engine.codes import Reason, RulingKind, WindowKind
from zjgame.engine.illegal import refuse_win
from zjgame.engine.rulings import Ruling
from zjgame.engine.view import Phase, SeatView, WindowView
from zjgame.engine.words import Voice, claim_noun, mark, sentence
from zjgame.i18n import _, sentences
from zjgame.rules.ruleset import DEFAULT_RULESET, Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import WinContext, system_for

CLAIM_RANK = {"win": 3, "kong": 2, "pung": 2, "chow": 1}


def cite(ruleset: Ruleset, zj: str, british: str) -> str:
    """The rule a sentence rests on, in the ruleset's own numbering (``ZJ §2`` or ``B2``)."""
    return british if ruleset.scoring_system == "british" else zj


@dataclass(frozen=True)
class ClaimPanel:
    """What the "why your claim lost" panel shows. ``sentence`` and ``short`` are worded for the player
    (names, "you", tiles marked for ``zjgame.ui.richtext``)."""

    kind: str  # interception | precedence | robbing_kong | several_winners
    tile: Tile
    discarder: Seat
    claims: tuple[tuple[Seat, str], ...]  # every claim made, in turn order from the discarder
    order: tuple[Seat, ...]  # precedence order of the other seats after the discarder
    awarded: tuple[Seat, ...]
    you: Seat
    your_claim: str
    sentence: str
    short: str  # the few-seconds version outside practice mode


def explain_lost_claim(
    rulings: Sequence[Ruling], you: Seat, voice: Voice | None = None, ruleset: Ruleset = DEFAULT_RULESET
) -> ClaimPanel | None:
    """The panel for ``you`` when a claim window's rulings show your claim did not get the tile, or your own
    kong was robbed; None when you made no claim there or your claim won. ``voice``: the players' names (by
    default the seat winds, with "you")."""
    if not rulings:
        return None
    voice = voice if voice is not None else Voice(you=you)
    first = rulings[0]
    claims = first.claims
    robbers = next((r for r in rulings if r.kind == RulingKind.ROBBING_KONG), None)
    if robbers is not None and robbers.discarder is you and robbers.tile is not None and robbers.awarded:
        # ZJ §2, B2: the tile you added to your exposed pung was taken for a win; it counts as your discard.
        who = voice.group(robbers.awarded)
        t = mark(robbers.tile)
        text = sentence(
            _(
                "{who} robbed your kong: the {tile} you added to your exposed pung completes a winning hand, and a "
                "player who can win on that tile may take it ({rule}). It counts as a win on your discard."
            ).format(who=who, tile=t, rule=cite(ruleset, "ZJ §2", "B2"))
        )
        order = robbers.order or you.after()
        return ClaimPanel(
            "robbing_kong",
            robbers.tile,
            you,
            robbers.claims,
            order,
            robbers.awarded,
            you,
            "kong",
            text,
            sentence(_("{who} robbed your kong of {tile}.").format(who=who, tile=t)),
        )
    mine = next((c for s, c in claims if s is you), None)
    if mine is None or mine == "pass" or you in first.awarded or first.tile is None or first.discarder is None:
        return None
    tile, discarder = first.tile, first.discarder
    t = mark(tile)
    order = first.order or discarder.after()
    winner = first.awarded[0] if first.awarded else None
    kinds = {r.kind for r in rulings}
    robbed = RulingKind.ROBBING_KONG in kinds
    if winner is None:
        # Nobody got it (cannot happen with a claim made, but say something true).
        text = sentence(
            _("Your {claim} on {whose} {tile} was not taken up.").format(
                claim=claim_noun(mine), whose=voice.poss(discarder), tile=t
            )
        )
        return ClaimPanel("precedence", tile, discarder, claims, order, (), you, mine, text, text)
    theirs = dict(claims)[winner]
    args = {
        "winner": voice.name(winner),
        "winners": voice.poss(winner),
        "discarder": voice.name(discarder),
        "whose": voice.poss(discarder),
        "tile": t,
        "theirs": claim_noun(theirs),
        "mine": claim_noun(mine),
        "rule": cite(ruleset, "ZJ §2", "B2"),
    }
    if mine == "win" and theirs == "win":
        kind = "interception"
        text = _(
            "{winner} also claimed the win on {tile}. After the discarder, {discarder}, {winner} comes before you "
            "in turn order ({order}), so {winners} win intercepts yours: these rules allow only one winner "
            "({rule})."
        ).format(order=" → ".join(voice.name(s) for s in order), **args)
        short = _("{winners} win on {tile} intercepts yours: {winner} comes first after {discarder}.").format(**args)
    elif robbed and mine != "win":
        kind = "robbing_kong"
        text = _(
            "{winner} robbed the kong on {tile}: a win beats every other claim, and it counts as a win on a discard."
        )
        text = text.format(**args)
        short = text
    else:
        kind = "precedence"
        if CLAIM_RANK.get(theirs, 0) > CLAIM_RANK.get(mine, 0):
            why = {
                "win": _("a win beats every other claim"),
                "pung": _("a pung or kong beats a chow"),
                "kong": _("a pung or kong beats a chow"),
            }[theirs]
            text = _("{winners} {theirs} takes precedence over your {mine} on {tile}: {why} ({rule}).").format(
                why=why, **args
            )
        else:
            text = _(
                "{winners} {theirs} on {tile} was taken before your {mine}: {winner} comes first in turn order "
                "after {discarder}."
            ).format(**args)
        short = _("{winners} {theirs} takes precedence over your {mine}.").format(**args)
    if robbed and mine == "win" and kind == "interception":
        text = sentences(text, _("(The tile was the one added to a kong: robbing it counts as a win on a discard.)"))
    return ClaimPanel(kind, tile, discarder, claims, order, first.awarded, you, mine, sentence(text), sentence(short))


def several_winners_note(rulings: Sequence[Ruling], you: Seat, voice: Voice | None = None) -> str | None:
    """Variants without interception (ZK §7): say that everybody who claimed won, you included."""
    voice = voice if voice is not None else Voice(you=you)
    for r in rulings:
        if r.kind == RulingKind.SEVERAL_WINNERS and you in r.awarded and r.tile is not None and r.discarder:
            others = [s for s in r.awarded if s is not you]
            return _(
                "You and {others} all win on {tile}: these rules have no interception, so {discarder} pays each."
            ).format(others=voice.group(others), tile=mark(r.tile), discarder=voice.name(r.discarder))
    return None


def _holding(view: SeatView, tile: Tile) -> int:
    return sum(1 for t in view.concealed if t is tile)


def why_not(
    view: SeatView,
    kind: str,
    legal_types: Sequence[str] = (),
    discard: tuple[Seat, Tile, bool] | None = None,
    voice: Voice | None = None,
) -> str | None:
    """Why ``kind`` (``win``, ``kong``, ``pung`` or ``chow``) is not offered to the seat of ``view`` now, in one
    sentence for the player (``voice``: names; tiles marked); None when it is offered (``legal_types``: the
    ``type`` of each legal action).

    ``discard`` (discarder, tile, riverbed): the discard the player tried to claim when no claim window was
    offered to them at all (the engine opens none when no seat may claim), so the game has moved on."""
    if kind not in ("win", "kong", "pung", "chow"):
        raise ValueError(f"unknown option {kind!r}; options are win, kong, pung, chow")
    if kind in legal_types:
        return None
    me = view.seat
    voice = voice if voice is not None else Voice(you=me)
    ruleset = view.ruleset
    w = view.window
    if view.phase is Phase.FINISHED:
        return _("The hand is over.")
    locked = view.standing[me.index]
    if w is None and discard is not None:
        w = WindowView(discard[1], discard[0], WindowKind.DISCARD, discard[2], False, False)
    if w is None:
        if kind in ("pung", "chow"):
            return _(
                "You can claim a {claim} only on a discard, right after it is made; there is none to claim now."
            ).format(claim=claim_noun(kind))
        if view.turn is not me:
            return sentence(
                _("It is {whose} turn; you can win or declare a kong on your own turn, or win on a discard.").format(
                    whose=voice.poss(view.turn)
                )
            )
        if view.phase is Phase.DISCARD:
            return _(
                "After claiming a pung or chow you must discard at once: no kong and no win first ({rule})."
            ).format(rule=cite(ruleset, _("house ruling"), "B2"))
        if kind == "kong":
            if locked:
                return _(
                    "You declared a Standing Hand: you may not declare a kong, and you must discard every tile you draw "
                    "that does not win (B2)."
                )
            if view.wall_remaining == 0:
                if ruleset.scoring_system == "british":
                    return _("You drew the last tile of the wall: its drawer may not declare a kong (B1).")
                return _("You drew the seabed tile: with nothing left to supplement, no kong may be declared (ZJ §1).")
            return _("A kong needs four equal tiles in hand, or an exposed pung of yours and its fourth tile in hand.")
        return _why_no_win(view, view.drawn, self_drawn=True)
    t = mark(w.tile)
    if w.discarder is me:
        return _("You discarded {tile} yourself; only the other players may claim it.").format(tile=t)
    if kind != "win" and locked:
        return _("You declared a Standing Hand: you may only claim a discard to win (B2).")
    if kind != "win" and w.kind != WindowKind.DISCARD:
        return _("A tile added to a kong can only be robbed by a win, not claimed for a {claim} ({rule}).").format(
            claim=claim_noun(kind), rule=cite(ruleset, "ZJ §2", "B2")
        )
    if kind != "win" and w.riverbed:
        if ruleset.scoring_system == "british":
            return _("{tile} is the last discard of the hand: it may be claimed only for Mah Jong (B1).").format(tile=t)
        return _(
            "{tile} is the riverbed discard (after the last tile was drawn): it may be claimed only for a win (ZJ §1)."
        ).format(tile=t)
    if kind == "chow":
        if me is not w.discarder.next:
            return sentence(
                _(
                    "Only {next}, the player right after {discarder}, may chow {whose} discard; you may pung it or win "
                    "on it ({rule})."
                ).format(
                    next=voice.name(w.discarder.next),
                    discarder=voice.name(w.discarder),
                    whose=voice.poss(w.discarder),
                    rule=cite(ruleset, "ZJ §2", "B2"),
                )
            )
        if not w.tile.is_suited:
            return _("{tile} is an honour tile: honours make no runs, so they cannot be chowed.").format(tile=t)
        return _("You hold no two tiles that make a run with {tile}.").format(tile=t)
    if kind == "pung":
        return _("A pung needs two {tile} in your hand; you hold {n}.").format(tile=t, n=_holding(view, w.tile))
    if kind == "kong":
        return _("An exposed kong needs three {tile} in your hand; you hold {n}.").format(
            tile=t, n=_holding(view, w.tile)
        )
    return _why_no_win(view, w.tile, self_drawn=False, robbing=w.kind != WindowKind.DISCARD, riverbed=w.riverbed)


def _why_no_win(
    view: SeatView, tile: Tile | None, self_drawn: bool, robbing: bool = False, riverbed: bool = False
) -> str:
    ruleset = view.ruleset
    if tile is None:
        return _("There is no tile to win on right now.")
    t = mark(tile)
    concealed = list(view.concealed)
    if self_drawn and tile in concealed:
        concealed.remove(tile)
    melds = view.melds[view.seat.index]
    if any(x.is_bonus for x in concealed) or tile.is_bonus:
        return _("A kept bonus tile can never be part of a winning hand (ZK §7).")
    if len(concealed) + 3 * len(melds) != 13:
        return _("Your hand does not have the right number of tiles to win now.")
    ctx = WinContext(
        seat=view.seat,
        round_wind=view.round_wind,
        self_drawn=self_drawn,
        final_discard=riverbed and not robbing,
        robbing_kong=robbing,
    )
    refusal = refuse_win(ruleset, concealed, tuple(melds), view.bonus[view.seat.index], tile, ctx)
    if refusal is None:
        return _("{tile} completes your hand; the win is on offer.").format(tile=t)
    minimum = system_for(ruleset).minimum_points(ruleset)
    if minimum and refusal in (Reason.BELOW_MINIMUM, Reason.CHICKEN_BELOW_MINIMUM):
        if refusal is Reason.CHICKEN_BELOW_MINIMUM:
            text = _(
                "{tile} completes your hand, but it scores no pattern (a chicken hand): the {rules} rules need at "
                "least {minimum} points from patterns to win."
            )
        else:
            text = _(
                "{tile} completes your hand, but it scores too little: the {rules} rules need at least {minimum} "
                "points from patterns to win."
            )
        return text.format(tile=t, rules=_(ruleset.title), minimum=minimum)
    if ruleset.scoring_system == "british":
        return _("{tile} does not complete your hand: it is not four sets and a pair (B3).").format(tile=t)
    return _(
        "{tile} does not complete your hand: it is not four sets and a pair, Seven Pairs or Thirteen Terminals."
    ).format(tile=t)
