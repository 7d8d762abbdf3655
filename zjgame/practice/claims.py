"""Why a claim lost, and why an option is not offered (ZJ §1-§2, §4, §7), in plain sentences for the human.

``explain_lost_claim`` turns the engine's structured ``Ruling`` of a claim window into a ``ClaimPanel``: the
discard, every seat's claim, the precedence order from the discarder, and one sentence addressed to "you".
``why_not`` says why a claim or a kong the player tries is not among the legal actions.

Owns the wording for the practice layer. Not: the rulings themselves (``zjgame.engine.rulings``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from zjgame.engine.codes import Reason, WindowKind
from zjgame.engine.illegal import refuse_win
from zjgame.engine.rulings import Ruling
from zjgame.engine.view import Phase, SeatView, WindowView
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import WinContext

CLAIM_RANK = {"win": 3, "kong": 2, "pung": 2, "chow": 1}


@dataclass(frozen=True)
class ClaimPanel:
    """What the "why your claim lost" panel shows."""

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


def _list(names: Sequence[str]) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def explain_lost_claim(rulings: Sequence[Ruling], you: Seat) -> ClaimPanel | None:
    """The panel for ``you`` when a claim window's rulings show your claim did not get the tile, or your own
    kong was robbed; None when you made no claim there or your claim won."""
    if not rulings:
        return None
    first = rulings[0]
    claims = first.claims
    robbers = next((r for r in rulings if r.kind == "robbing_kong"), None)
    if robbers is not None and robbers.discarder is you and robbers.tile is not None and robbers.awarded:
        # ZJ §2: the tile you added to your exposed pung was taken for a win; it counts as your discard.
        who = _list([s.name_en for s in robbers.awarded])
        t = robbers.tile.value
        sentence = (
            f"{who} robbed your kong: the {t} you added to your exposed pung completes {who}'s hand, and a player "
            f"who can win on that tile may take it (ZJ §2). It counts as a win on your discard, so you pay as "
            f"the discarder."
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
            sentence,
            f"{who} robbed your kong of {t}.",
        )
    mine = next((c for s, c in claims if s is you), None)
    if mine is None or mine == "pass" or you in first.awarded or first.tile is None or first.discarder is None:
        return None
    tile, discarder = first.tile, first.discarder
    t = tile.value
    order = first.order or discarder.after()
    winner = first.awarded[0] if first.awarded else None
    kinds = {r.kind for r in rulings}
    robbed = "robbing_kong" in kinds
    if winner is None:
        # Nobody got it (cannot happen with a claim made, but say something true).
        sentence = f"Your {mine} on {discarder.name_en}'s {t} was not taken up."
        return ClaimPanel("precedence", tile, discarder, claims, order, (), you, mine, sentence, sentence)
    theirs = dict(claims)[winner]
    if mine == "win" and theirs == "win":
        kind = "interception"
        between = order[: order.index(you)]
        sentence = (
            f"{winner.name_en} also declared a win on {t}. After the discarder {discarder.name_en}, "
            f"{winner.name_en} comes before you"
            + (
                f" (the order is {_list([s.name_en if s is not you else 'you' for s in order])})"
                if len(between) > 1
                else ""
            )
            + f", so {winner.name_en}'s win intercepts yours; Zung Jung allows one winner."
        )
        short = (
            f"{winner.name_en}'s win on {t} intercepts yours: {winner.name_en} comes first after {discarder.name_en}."
        )
    elif robbed and mine != "win":
        kind = "robbing_kong"
        sentence = (
            f"{winner.name_en} robbed the kong on {t}: a win beats everything, and it counts as a win on a discard."
        )
        short = sentence
    else:
        kind = "precedence"
        if CLAIM_RANK.get(theirs, 0) > CLAIM_RANK.get(mine, 0):
            why = {
                "win": "a win beats every other claim",
                "pung": "a pung or kong beats a chow",
                "kong": "a pung or kong beats a chow",
            }[theirs]
            sentence = f"{winner.name_en}'s {theirs} takes precedence over your {mine} on {t}: {why} (ZJ §2)."
        else:
            sentence = (
                f"{winner.name_en}'s {theirs} on {t} was taken before your {mine}: "
                f"{winner.name_en} comes first in turn order after {discarder.name_en}."
            )
        short = f"{winner.name_en}'s {theirs} takes precedence over your {mine}."
    if robbed and mine == "win" and kind == "interception":
        sentence += " (The tile was the one added to a kong: robbing it counts as a win on a discard.)"
    return ClaimPanel(kind, tile, discarder, claims, order, first.awarded, you, mine, sentence, short)


def several_winners_note(rulings: Sequence[Ruling], you: Seat) -> str | None:
    """Variants without interception (ZK §7): say that everybody who claimed won, you included."""
    for r in rulings:
        if r.kind == "several_winners" and you in r.awarded:
            others = [s.name_en for s in r.awarded if s is not you]
            return (
                f"You and {_list(others)} all win on {r.tile.value if r.tile else 'the tile'}: "
                f"these rules have no interception, so {r.discarder.name_en if r.discarder else 'the discarder'} pays each."
            )
    return None


def _holding(view: SeatView, tile: Tile) -> int:
    return sum(1 for t in view.concealed if t is tile)


def why_not(
    view: SeatView, kind: str, legal_types: Sequence[str] = (), discard: tuple[Seat, Tile, bool] | None = None
) -> str | None:
    """Why ``kind`` (``win``, ``kong``, ``pung`` or ``chow``) is not offered to the seat of ``view`` now, in one
    sentence; None when it is offered (``legal_types``: the ``type`` of each legal action).

    ``discard`` (discarder, tile, riverbed): the discard the player tried to claim when no claim window was
    offered to them at all (the engine opens none when no seat may claim), so the game has moved on."""
    if kind not in ("win", "kong", "pung", "chow"):
        raise ValueError(f"unknown option {kind!r}; options are win, kong, pung, chow")
    if kind in legal_types:
        return None
    w = view.window
    me = view.seat
    if view.phase is Phase.FINISHED:
        return "The hand is over."
    if w is None and discard is not None:
        w = WindowView(discard[1], discard[0], WindowKind.DISCARD, discard[2], False, False)
    if w is None:
        if kind in ("pung", "chow"):
            return f"You can {kind} only a discard, right after it is made; there is none to claim now."
        if view.turn is not me:
            return f"It is {view.turn.name_en}'s turn; you can {'win' if kind == 'win' else 'declare a kong'} on your own turn or on a discard."
        if view.phase is Phase.DISCARD:
            return "After claiming a pung or chow you must discard at once: no kong and no win first (house ruling)."
        if kind == "kong":
            if view.wall_remaining == 0:
                return "You drew the seabed tile: with nothing left to supplement, no kong may be declared (ZJ §1)."
            return "A kong needs four equal tiles in hand, or an exposed pung of yours and its fourth tile in hand."
        return _why_no_win(view, view.drawn, self_drawn=True)
    t = w.tile.value
    if w.discarder is me:
        return f"You discarded {t} yourself; only the other players may claim it."
    if kind != "win" and w.kind != "discard":
        return f"A tile added to a kong can only be robbed by a win, not claimed for a {kind} (ZJ §2)."
    if kind != "win" and w.riverbed:
        return f"{t} is the riverbed discard (after the last tile was drawn): it may be claimed only for a win (ZJ §1)."
    if kind == "chow":
        if me is not w.discarder.next:
            return (
                f"Only {w.discarder.next.name_en}, the player right after {w.discarder.name_en}, may chow "
                f"{w.discarder.name_en}'s discard; you may pung it or win on it (ZJ §2)."
            )
        if not w.tile.is_suited:
            return f"{t} is an honour tile: honours make no runs, so they cannot be chowed."
        return f"You hold no two tiles that make a run with {t}."
    if kind == "pung":
        have = _holding(view, w.tile)
        return f"A pung needs two {t} in your hand; you hold {have}."
    if kind == "kong":
        have = _holding(view, w.tile)
        return f"An exposed kong needs three {t} in your hand; you hold {have}."
    return _why_no_win(view, w.tile, self_drawn=False, robbing=w.kind != "discard", riverbed=w.riverbed)


def _why_no_win(
    view: SeatView, tile: Tile | None, self_drawn: bool, robbing: bool = False, riverbed: bool = False
) -> str:
    ruleset = view.ruleset
    if tile is None:
        return "There is no tile to win on right now."
    concealed = list(view.concealed)
    if self_drawn and tile in concealed:
        concealed.remove(tile)
    melds = view.melds[view.seat.index]
    if any(t.is_bonus for t in concealed) or tile.is_bonus:
        return "A kept bonus tile can never be part of a winning hand (ZK §7)."
    if len(concealed) + 3 * len(melds) != 13:
        return "Your hand does not have the right number of tiles to win now."
    ctx = WinContext(
        seat=view.seat,
        round_wind=view.round_wind,
        self_drawn=self_drawn,
        final_discard=riverbed and not robbing,
        robbing_kong=robbing,
    )
    refusal = refuse_win(ruleset, concealed, tuple(melds), view.bonus[view.seat.index], tile, ctx)
    if refusal is None:
        return f"{tile.value} completes your hand; the win is on offer."
    minimum = ruleset.zj.min_points if ruleset.scoring_system == "zung-jung" else 0
    if minimum and refusal in (Reason.BELOW_MINIMUM, Reason.CHICKEN_BELOW_MINIMUM):
        return (
            f"{tile.value} completes your hand, but it scores {'no pattern (a chicken hand)' if refusal is Reason.CHICKEN_BELOW_MINIMUM else 'too little'}: "
            f"the {ruleset.title} rules need at least {minimum} points from patterns to win."
        )
    return (
        f"{tile.value} does not complete your hand: it is not four sets and a pair, Seven Pairs or Thirteen Terminals."
    )
