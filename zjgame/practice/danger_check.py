"""The danger warning before a discard (practice mode), by one stated rule (``rule_sentence``, shown on the
rules screen):

    A discard is flagged when the points you can expect to lose by it, the chance that an opponent wins on it
    times what you would then pay that opponent, summed over the opponents, reach 3 points.

The chances and the opponents' hand values are the advisor's danger model's (``ai.danger``: from what you can
see); what you would pay is the scoring system's answer (``zjgame.scoring.cost_of_deal_in``: Zung Jung's
responsibility and immunity, Zen Koan's discarder-pays, British settlement), never a number of its own. Where
a tile would complete an opponent's visible big pattern (the third dragon against two dragon pungs, a wind
against wind pungs), the value is what that opponent's shown sets with a pung of the tile would score (the real
scorer on the smallest such hand), not the model's average read. The expected loss grows with every
opponent's chance, so a more dangerous tile never warns less (issue 15.11). A bonus tile is never dangerous:
nobody wins on one.

Owns ``DangerWarning``, ``check_discard``, ``expected_loss`` and ``rule_sentence``. Reads only the human's
``SeatView``. Sentences are worded for the player (names, "you", tiles marked).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

from ai.danger import DangerModel
from ai.view_tools import table_info
from zjgame.engine.view import SeatView
from zjgame.engine.words import Voice, mark, mark_notation, sentence
from zjgame.i18n import _, ngettext
from zjgame.practice.reason_words import signs_words
from zjgame.rules.hand import parse_hand
from zjgame.rules.melds import MeldKind
from zjgame.rules.ruleset import Ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import DealIn, DealInCost, WinContext, cost_of_deal_in, system_for

WARN_AT = {"zung-jung": 3.0, "british": 3.0}  # expected points lost from which a discard is flagged
FILLERS = ("234m", "678m", "234p", "678p", "234s", "678s")  # cheap sets to complete a textbook hand
PAIRS = ("88s", "88p", "22m", "55s")


def threshold(ruleset: Ruleset) -> float:
    return WARN_AT.get(ruleset.scoring_system, 3.0)


def rule_sentence(ruleset: Ruleset) -> str:
    """The warning's rule in one sentence, for the rules screen."""
    return _(
        "Practice mode warns before a discard when the points you can expect to lose by it (the chance that an "
        "opponent wins on it, times what you would then pay, added up over the opponents) reach {points}: a more "
        "dangerous tile never warns less. The chances are the advisor's reading of what you can see; the third "
        "dragon against two dragon pungs is priced at the big hand it would complete."
    ).format(points=f"{threshold(ruleset):g}")


@dataclass(frozen=True)
class DangerWarning:
    tile: Tile
    seat: Seat  # the opponent the tile is most dangerous against
    chance: float  # chance that some opponent wins on it
    value: int  # what that opponent's hand looks worth
    cost: int  # what you would pay if it wins on this discard
    responsible: bool  # you would be the responsible discarder (ZJ §6)
    ready: float  # the chance that opponent is ready
    signs: str  # what shows it (the model's notes)
    note: str = ""  # the model's remark on the tile
    expected: float = 0.0  # points you can expect to lose by the discard (the rule's measure)
    system: str = "zung-jung"

    @property
    def reason(self) -> str:
        """Why, in plain English (seat winds, notation)."""
        out = (
            f"{self.seat.name_en} looks {round(100 * self.ready)}% likely to be ready ({self.signs}), "
            f"and {self.tile.value} is a tile such a hand may wait on."
        )
        return out + (f" ({self.note})" if self.note else "")

    def lines(self, voice: Voice | None = None) -> tuple[str, ...]:
        """The warning's sentences for the player (``voice``: names and "you"; tiles marked)."""
        voice = voice or Voice(you=None)
        who = voice.name(self.seat)
        head = _(
            "Discard {tile}? It looks dangerous: a {pct}% chance that someone wins on it; you can expect to lose "
            "about {loss} points by it."
        ).format(tile=mark(self.tile), pct=round(100 * self.chance), loss=round(self.expected, 1))
        reason = _(
            "{who} looks {pct}% likely to be ready ({signs}), and {tile} is a tile such a hand may wait on."
        ).format(
            who=who, pct=round(100 * self.ready), signs=mark_notation(signs_words(self.signs)), tile=mark(self.tile)
        )
        if self.note:
            reason = _("{sentence} ({note})").format(sentence=reason, note=signs_words(self.note))
        value = ngettext("{n} point", "{n} points", self.value).format(n=self.value)
        if self.system == "british":
            pay = _(
                "If {who} wins on it with about {value}, you pay {cost}: no more than if {who} drew the winning tile "
                "(every loser pays the winner the same, East double), and your own hand still settles with the "
                "other losers. What this discard risks is handing {who} the win."
            ).format(who=who, value=value, cost=self.cost)
        elif self.responsible:
            pay = _("If {who} wins on it with about {value}, you pay {cost} as the responsible discarder.").format(
                who=who, value=value, cost=self.cost
            )
        else:
            pay = _("If {who} wins on it with about {value}, you pay {cost} (you would not be responsible).").format(
                who=who, value=value, cost=self.cost
            )
        return (head, sentence(reason), sentence(pay))


def textbook_value(view: SeatView, seat: Seat, tile: Tile) -> int | None:
    """What ``seat`` would score winning on ``tile`` with a pung of it, when that completes a big honour pattern
    its shown pungs point to (two dragon pungs and the third dragon; two or more wind pungs and another wind):
    the real scorer on the smallest such hand (its shown sets, the pung, cheap sets and a pair). None when the
    tile completes no such pattern."""
    if not tile.is_honor:
        return None
    melds = [m for m in view.melds[seat.index] if m.kind is not MeldKind.CHOW]
    family = [m for m in melds if m.first.is_honor and m.first.is_dragon == tile.is_dragon and m.first is not tile]
    if len(family) < 2:
        return None
    shown = list(view.melds[seat.index])
    if len(shown) > 3:
        return None
    ruleset = view.ruleset
    used = Counter(t for m in shown for t in m.tiles)
    for filler_start in range(len(FILLERS)):
        sets = [FILLERS[(filler_start + k) % len(FILLERS)] for k in range(3 - len(shown))]
        for pair in PAIRS:
            concealed = "".join(sets) + pair + f"{tile.number}{tile.number}z"
            counts = Counter(used)
            try:
                hand = parse_hand(concealed + "".join(m.notation() for m in shown) + f"+{tile.value}")
            except ValueError:
                continue
            counts.update(hand.concealed_with_winning)
            if any(n > 4 for n in counts.values()):
                continue
            score = system_for(ruleset).score_win(hand, WinContext(seat=seat, round_wind=view.round_wind), ruleset)
            if score.valid:
                return int(score.total)
    return None


def expected_loss(
    view: SeatView, tile: Tile, model: DangerModel | None = None
) -> tuple[float, list[tuple[Seat, float, int, DealInCost]]]:
    """The points you can expect to lose by discarding ``tile``: the sum over opponents of their chance to win on
    it times what you would pay them; and each opponent's (seat, chance, value, cost)."""
    info = table_info(view) if model is None else model.info
    model = model or DangerModel(info)
    danger = model.tile_danger(tile)
    me = view.seat
    river = [(r.seat, r.tile) for r in info.river_or_discards()] + [(me, tile)]
    total = 0.0
    per = []
    for seat, p in danger.per_seat:
        if p <= 0:
            continue
        value = int(math.ceil(model.reads[seat].value / 5.0) * 5)
        special = textbook_value(view, seat, tile)
        if special is not None and special > value:
            value = special
        cost = cost_of_deal_in(view.ruleset, DealIn(me, seat, value, tile, tuple(river), view.dealer))
        total += p * cost.amount
        per.append((seat, p, value, cost))
    return total, per


def check_discard(view: SeatView, tile: Tile, threshold_points: float | None = None) -> DangerWarning | None:
    """The warning for discarding ``tile`` now, or None when the points you can expect to lose by it stay
    under the ruleset's threshold (``rule_sentence``)."""
    if tile.is_bonus:
        return None
    info = table_info(view)
    model = DangerModel(info)
    limit = threshold(view.ruleset) if threshold_points is None else threshold_points
    loss, per = expected_loss(view, tile, model)
    if loss < limit or not per:
        return None
    seat, _p, value, cost = max(per, key=lambda x: (x[1] * x[3].amount, -x[0].index))
    read = model.reads[seat]
    danger = model.tile_danger(tile)
    shown = len(info.melds.get(seat, ()))
    signs = (
        "; ".join(read.notes) if read.notes else ngettext("{n} meld shown", "{n} melds shown", shown).format(n=shown)
    )
    return DangerWarning(
        tile,
        seat,
        danger.deal_in,
        value,
        cost.amount,
        cost.responsible,
        read.ready,
        signs,
        danger.note,
        loss,
        view.ruleset.scoring_system,
    )
