"""The rules screen's British section (issue 12; ``/work/shared/rules/british.md`` B1-B7): the sets table, the
pair and bonus tiles, the winner's bonuses, the doubles, the settlement, the Standing Hand and the decisions the
game takes where the seed is silent, with example hands drawn in tiles.

Every number in the tables is read from the scorer's own tables (``zjgame.scoring.british.items``), so they cannot
drift from what the game scores; every example is scored by the real scorer when shown, and the test
(``tests/practice/test_rules_british.py``) checks each example's stated total and the worked settlement against
the scorer and the settlement. Pure.

Owns ``BritishExample``, ``EXAMPLES``, ``SETTLEMENT_EXAMPLE``, ``sets_table``, ``pair_and_bonus_lines``,
``winner_bonus_table``, ``doubles_table``, ``SETTLEMENT``, ``STANDING_HAND``, ``DECISIONS``, ``score_example``.
"""

from __future__ import annotations

from dataclasses import dataclass

from zjgame.i18n import N_, _
from zjgame.names import british_item_name
from zjgame.rules.hand import Hand, parse_hand
from zjgame.rules.ruleset import Ruleset, get_ruleset
from zjgame.rules.seats import Seat
from zjgame.scoring import ScoreResult, WinContext, score_hand, score_loser
from zjgame.scoring.british import items as I


def british() -> Ruleset:
    return get_ruleset("british")


def sets_table() -> tuple[tuple[str, str, str], ...]:
    """(set, exposed, concealed) rows of B4's sets table, from the scorer's ``SET_POINTS``."""
    kinds = (
        ("simples", N_("pung of 2-8"), N_("kong of 2-8")),
        ("terminals", N_("pung of 1 or 9"), N_("kong of 1 or 9")),
        ("honours", N_("pung of a wind or dragon"), N_("kong of a wind or dragon")),
    )
    rows = []
    for kong in (False, True):
        for kind, pung_name, kong_name in kinds:
            points = I.SET_POINTS[kind]
            rows.append((_(kong_name if kong else pung_name), str(points[(kong, False)]), str(points[(kong, True)])))
    rows.append((_("chow"), "0", "0"))
    return tuple(rows)


def pair_and_bonus_lines() -> tuple[str, ...]:
    return (
        _(
            "The pair that completes the winner's hand scores {points} for a dragon, {points} for the player's own "
            "wind and {points} for the round wind (a wind that is both scores both); a loser's pair scores nothing."
        ).format(points=I.PAIR_POINTS),
        _("Each flower or season scores {points} points, in every hand; it is never part of a set.").format(
            points=I.BONUS_TILE_POINTS
        ),
        _("Bonuses are added before the doubling."),
    )


def winner_bonus_table() -> tuple[tuple[str, str, str], ...]:
    """(bonus, points, when) of the winner's bonuses, the scorer's names and values."""
    meanings = (
        (I.MAH_JONG, N_("every winning hand")),
        (I.FROM_WALL, N_("the winner drew the winning tile (the wall or a loose tile)")),
        (I.ONLY_POSSIBLE, N_("exactly one kind of tile completed the hand")),
        (I.STANDING, N_("the winner had declared a Standing Hand")),
        (I.LAST_TILE, N_("self-drawn on the last tile of the wall")),
        (I.LOOSE_TILE, N_("self-drawn on a loose tile (after a kong or a bonus tile)")),
        (I.NO_CHOWS, N_("four pungs or kongs and a pair")),
        (I.NO_VALUE, N_("the sets and the pair score nothing")),
    )
    return tuple((british_item_name(name), str(points), _(when)) for (name, points), when in meanings)


def doubles_table() -> tuple[tuple[str, str, str], ...]:
    """(double, doubles, note) of B4's doubles, the scorer's names and numbers."""
    rows = (
        (I.OWN_WIND_SET, 1, N_("per set, in every hand")),
        (I.ROUND_WIND_SET, 1, N_("per set; a double wind gets both")),
        (I.DRAGON_SET, 1, N_("per set")),
        (I.OWN_BONUS, 1, N_("per tile: own flower and own season make 2")),
        (*I.ONE_SUIT_HONOURS, N_("one suit and some honours")),
        (*I.TERMINALS_HONOURS, N_("ones, nines and some honours")),
        (*I.ONE_SUIT_PURE, N_("one suit, no honours")),
        (*I.TERMINALS_PURE, N_("ones and nines only")),
        (*I.ALL_HONOURS, N_("winds and dragons only")),
        (*I.FOUR_BONUS, N_("per set of four")),
        (*I.SNATCHING, N_("the winner only: robbing a kong")),
        (*I.ORIGINAL_HAND, N_("the winner only: East wins on the dealt tiles")),
    )
    return tuple((british_item_name(name), str(doubles), _(note)) for name, doubles, note in rows)


SETTLEMENT: tuple[str, ...] = (
    N_("Every hand is shown and scored: basic points, then doubled once for each double, then the limit."),
    N_("Each loser pays the winner the winner's score."),
    N_("The three losers pay each other the difference of their scores: the lower score pays the higher."),
    N_("East pays and receives double in every payment. Whoever discarded pays no more than the others."),
    N_("A wall game scores nothing: the hand is dealt again with the same East."),
)

STANDING_HAND: tuple[str, ...] = (
    N_(
        "With your first discard of the hand, if the 13 tiles left need only one more tile to go Mah Jong and you "
        "have made no claim before, you may declare a Standing Hand."
    ),
    N_(
        "From then on your hand is locked: you may claim a discard only to go Mah Jong, you may not declare a "
        "kong, and every drawn tile that does not win is discarded."
    ),
    N_("Going Mah Jong with a Standing Hand adds its bonus (see the winner's bonuses)."),
)

DECISIONS: tuple[str, ...] = (
    N_(
        "The last 16 tiles form the kong box, never replenished: 76 tiles are drawn in turn, and loose tiles come "
        "from the kong box. When it runs out, the hand is a wall game."
    ),
    N_("Flowers and seasons are set aside at once and replaced by a loose tile; in the deal East replaces first."),
    N_("Only four sets and a pair win: no Seven Pairs, no Thirteen Orphans, no special hands; there is no minimum."),
    N_("Mah Jong beats a pung or kong, which beats a chow; of several Mah Jong claims the first in turn wins."),
    N_("A chow may be claimed only by the next player; Mah Jong may be claimed for any set, by anyone."),
    N_("A kong being added to an exposed pung may be robbed to go Mah Jong; a concealed kong never."),
    N_("The player who draws the last tile may not declare a kong; the last discard may be claimed only to win."),
    N_("Winners and losers arrange their tiles for their best score."),
    N_("A loser scores declared sets, concealed pungs, bonus tiles and the doubles for all hands; no pair points."),
    N_("Every hand, the winner's and each loser's, is capped at 1,000 points; East's double comes on top."),
    N_(
        "East keeps the deal after winning and after a wall game; the game ends when the North round is over. "
        "Each player starts with 2,000 points on the table (only for show: payments add up to zero)."
    ),
)


@dataclass(frozen=True)
class BritishExample:
    """An example hand of the British section: ``expected`` is its total, checked against the scorer."""

    caption: str
    hand: str
    seat: Seat
    round_wind: Seat = Seat.E
    self_drawn: bool = False
    flags: tuple[str, ...] = ()
    loser: bool = False
    expected: int = 0

    def parsed(self) -> Hand:
        return parse_hand(self.hand, require_winning=not self.loser)

    def context(self) -> WinContext:
        kwargs = {name: True for name in self.flags}
        return WinContext(seat=self.seat, round_wind=self.round_wind, self_drawn=self.self_drawn, **kwargs)


def score_example(example: BritishExample) -> ScoreResult:
    """The real scorer's result for an example (a winner's or a loser's hand)."""
    if example.loser:
        return score_loser(example.parsed(), example.seat, example.round_wind, british())
    return score_hand(example.parsed(), example.context(), british())


EXAMPLES: tuple[BritishExample, ...] = (
    BritishExample(
        N_("West, round South, wins on a discard of the 9 of Bamboo: the discard makes an exposed pung of nines."),
        "345m678p22s99s [777z] +9s",
        Seat.W,
        Seat.S,
        expected=56,
    ),
    BritishExample(
        N_("South declared a Standing Hand and draws the winning tile."),
        "23m456p789s111p22s +4m",
        Seat.S,
        self_drawn=True,
        flags=("standing_hand",),
        expected=130,
    ),
    BritishExample(
        N_("One suit with honours, a dragon pung and a pung of the round wind: three doubles."),
        "123m456m99m11z [777z] +1z",
        Seat.S,
        expected=224,
    ),
    BritishExample(
        N_("Winds and dragons only: the hand reaches the limit."),
        "111z222z555z6z [777z] +6z",
        Seat.S,
        expected=1000,
    ),
)

# B5's worked example: round East, North self-draws; every hand is scored and settled.
SETTLEMENT_EXAMPLE: tuple[BritishExample, ...] = (
    BritishExample(
        N_("North goes Mah Jong, self-drawn."),
        "111p678s5z [999m] [444z] +5z",
        Seat.N,
        self_drawn=True,
        expected=84,
    ),
    BritishExample(N_("East, a loser: own flower."), "456m79p13s33z8s [222z] 1f", Seat.E, loser=True, expected=16),
    BritishExample(N_("South, a loser: a concealed kong."), "567m12s67z56p9s (3333p)", Seat.S, loser=True, expected=16),
    BritishExample(N_("West, a loser: nothing of value."), "234m567p345s46s78m", Seat.W, loser=True, expected=0),
)
SETTLEMENT_NETS = (-136, -68, -132, 336)  # E S W N, as B5 works them out
