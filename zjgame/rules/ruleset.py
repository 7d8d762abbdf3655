"""Rulesets as data (ZJ §7, B7): one immutable value per named preset.

A ruleset is two things kept apart:
- the **table rules**, the ruleset's own fields: the tiles (bonus tiles or not), the dead wall or kong box and
  whether it is replenished, claims (interception, robbing a concealed kong), the dealer (keeps the deal after a
  win, after a draw), game length, bonus tiles set aside automatically, Standing Hand declarations. The engine
  reads these.
- the **scoring parameters**, ``scoring``: a value of the ruleset's scoring system (``ZungJungParams`` or
  ``BritishParams``). ``zjgame.scoring`` picks the system by ``scoring.system`` (``Ruleset.scoring_system``)
  and only that system reads them, so a British limit of 1,000 and a Zung Jung limit of 320 never share a field.
  Zung Jung-only code reads ``ruleset.zj`` (raises for a ruleset of another system); British-only code
  ``ruleset.british``.

``PRESETS`` holds every named preset; ``RULESETS`` the ones the table plays (all of them: ``british`` too, B1,
B2, B6). Code asks the ruleset; nothing hard-codes ``zj``. A preset's ``title``, ``summary`` and ``changes`` are
English (the command line prints them) and marked for translation: the game shows them through
``zjgame.names.ruleset_title`` / ``ruleset_summary`` / ``ruleset_changes``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import ClassVar

from zjgame.i18n import N_
from zjgame.rules.errors import UnknownRulesetError


@dataclass(frozen=True)
class ZungJungParams:
    """The Zung Jung scoring system's parameters (ZJ §4-§7)."""

    system: ClassVar[str] = "zung-jung"
    payment_scheme: str = "formal-competition"  # ZJ §6; "discarder-pays" for Zen Koan (§7)
    min_points: int = 0  # met by the original 44 patterns only (§7: zj-min5, zen-koan)
    limit: int = 320
    point_overrides: tuple[tuple[str, int], ...] = ()  # pattern id -> points (zj-older)
    prevailing_wind_value_honor: bool = False  # Zen Koan: 3.1 counts the round wind too
    self_drawn_points: int = 0  # Zen Koan 9.1.3 Self-Drawn
    bonus_tile_scoring: bool = False  # Zen Koan category 11
    standard_score: int = 25  # the discard split: each pays up to this, the responsible player the rest
    same_round_immunity: bool = True
    east_double: bool = False
    ready_hand_payments: tuple[int, int, int] | None = None  # one / two / three ready (Zen Koan)

    def points(self, pattern_id: str, default: int) -> int:
        for pid, pts in self.point_overrides:
            if pid == pattern_id:
                return pts
        return default


@dataclass(frozen=True)
class BritishParams:
    """The classic British scoring system's parameters (B4-B5)."""

    system: ClassVar[str] = "british"
    payment_scheme: str = "all-hands-differences"  # B5
    limit: int | None = 1000  # B4: every hand's score is capped (1000, 500, or None for no limit)
    east_double: bool = True  # B5: East pays and receives double


ScoringParams = ZungJungParams | BritishParams


@dataclass(frozen=True)
class Ruleset:
    name: str
    title: str
    summary: str
    scoring: ScoringParams = ZungJungParams()
    # Tiles and wall (ZJ §1, B1).
    bonus_tiles: bool = False
    dead_wall: int = 14  # the dead wall (ZJ §1) or the kong box (B1)
    dead_wall_replenished: bool = True  # False: the kong box is never replenished (B1)
    bonus_tiles_automatic: bool = False  # B1: a bonus tile is always set aside at once (no choice)
    # Claims and declarations (ZJ §2, B2).
    interception: bool = True  # False: every player claiming a win on a discard wins
    thirteen_terminals_rob_concealed_kong: bool = False
    standing_hand: bool = False  # B2: Standing Hand declarations with the first discard
    # The dealer and the game (ZJ §3, B6).
    dealer_keeps_deal_on_win: bool = False
    dealer_keeps_deal_on_draw: bool = False
    hands_in_game: int = 16  # a cap; with ends_after_north_round the game may end sooner
    ends_after_north_round: bool = False
    starting_score: int = 0  # B6: what each player's tally shows before the first hand (display only)
    changes: tuple[str, ...] = field(default=(), compare=False)  # plain-language differences from zj

    @property
    def scoring_system(self) -> str:
        """The name ``zjgame.scoring`` picks the scoring system by."""
        return self.scoring.system

    @property
    def zj(self) -> ZungJungParams:
        """The Zung Jung parameters; a ``ValueError`` for a ruleset of another scoring system."""
        if isinstance(self.scoring, ZungJungParams):
            return self.scoring
        raise ValueError(f"ruleset {self.name!r} uses the {self.scoring_system!r} scoring system, not Zung Jung")

    @property
    def british(self) -> BritishParams:
        """The British parameters; a ``ValueError`` for a ruleset of another scoring system."""
        if isinstance(self.scoring, BritishParams):
            return self.scoring
        raise ValueError(f"ruleset {self.name!r} uses the {self.scoring_system!r} scoring system, not British")

    @property
    def tile_count(self) -> int:
        return 144 if self.bonus_tiles else 136

    @property
    def draws(self) -> int:
        """Draws in a hand (ordinary, supplement and replacement together): 70, or 76 with bonus tiles. With a
        kong box that is never replenished (B1) these are the live-wall draws (76); loose tiles come on top, at
        most ``dead_wall`` of them."""
        return self.tile_count - 52 - self.dead_wall


ZJ = Ruleset(
    name="zj",
    title=N_("Zung Jung v3.3"),
    summary=N_("Alan Kwan's Zung Jung v3.3: 44 patterns added up, limit 320, no minimum, one winner."),
)

ZJ_MIN5 = Ruleset(
    name="zj-min5",
    title=N_("Zung Jung, 5-point minimum"),
    summary=N_("Zung Jung v3.3 with the official 5-point minimum: a chicken hand cannot win."),
    scoring=ZungJungParams(min_points=5),
    changes=(N_("A hand needs at least 5 points from patterns to win; a chicken hand is not offered as a win."),),
)

ZJ_OLDER = Ruleset(
    name="zj-older",
    title=N_("Zung Jung 3.x (older values)"),
    summary=N_("The older 3.x values: standard score 30, Four Concealed Triplets 115, All Triplets 40."),
    scoring=ZungJungParams(standard_score=30, point_overrides=(("4.1", 40), ("4.2.2", 25), ("4.2.3", 115))),
    changes=(
        N_("Standard score 30 instead of 25 in the discard split (a 70-point hand is paid 30 + 30 + 150)."),
        N_("All Triplets 40, Three Concealed Triplets 25, Four Concealed Triplets 115."),
    ),
)

ZEN_KOAN = Ruleset(
    name="zen-koan",
    title=N_("Zen Koan Mahjong"),
    summary=N_(
        "A home-game variant of Zung Jung: flowers, prevailing wind, self-draw bonus, East double, "
        "several winners, ready-hand payments."
    ),
    scoring=ZungJungParams(
        payment_scheme="discarder-pays",
        min_points=5,
        prevailing_wind_value_honor=True,
        self_drawn_points=5,
        bonus_tile_scoring=True,
        same_round_immunity=False,
        east_double=True,
        ready_hand_payments=(10, 15, 10),
    ),
    bonus_tiles=True,
    dead_wall=16,
    interception=False,
    thirteen_terminals_rob_concealed_kong=True,
    dealer_keeps_deal_on_win=True,
    hands_in_game=64,
    ends_after_north_round=True,
    changes=(
        N_("144 tiles: four flowers and four seasons, set aside for a replacement from a 16-tile dead wall."),
        N_("A hand needs 5 points from the original 44 patterns to win."),
        N_("Value Honor also counts the prevailing wind (a double wind counts twice)."),
        N_("Self-Drawn (9.1.3) scores 5; bonus tiles: seat flower or season 5 each, all four flowers or seasons 15."),
        N_("On a discard the discarder alone pays 3 x value; no same-round immunity."),
        N_("East pays and receives double."),
        N_("No interception: everyone who claims a win on a discard wins."),
        N_("Thirteen Terminals may rob a concealed kong."),
        N_("East keeps the deal after winning; the game ends when the North round is over."),
        N_("At an exhaustive draw ready players are paid by the others (10 / 15 / 10)."),
    ),
)

BRITISH = Ruleset(
    name="british",
    title=N_("Classic British"),
    summary=N_(
        "The classic British points-and-doubles game (mahjongg.com): every hand is scored, points for sets "
        "and bonuses, then doubles; everyone pays the winner and the losers settle their differences; limit 1,000."
    ),
    scoring=BritishParams(),  # B4 limit 1000, B5 East double
    bonus_tiles=True,
    dead_wall=16,  # B1: the kong box, never replenished
    dead_wall_replenished=False,
    bonus_tiles_automatic=True,
    interception=True,  # B2: one winner, the first in turn order after the discarder
    standing_hand=True,
    dealer_keeps_deal_on_win=True,  # B6
    dealer_keeps_deal_on_draw=True,  # B1: a wall game is replayed with the same East
    hands_in_game=10_000,  # B6: no cap on the number of hands by default; the North round ends the game
    ends_after_north_round=True,
    starting_score=2000,  # B6: each player starts with 2,000 (display only; every settlement is zero-sum)
    changes=(
        N_(
            "144 tiles: four flowers and four seasons, always set aside at once for a loose tile from a 16-tile "
            "kong box that is never replenished."
        ),
        N_("Only four sets and a pair win (no Seven Pairs, no Thirteen Orphans); there is no minimum."),
        N_(
            "Every hand is scored: points for sets, the winner's pair and bonuses, 4 per bonus tile, then doubled "
            "once per double; every hand is limited to 1,000."
        ),
        N_(
            "Everyone pays the winner; the losers pay each other the difference of their scores; East pays and "
            "receives double."
        ),
        N_("A wall game is replayed without scoring; East keeps the deal after winning and after a wall game."),
        N_("A Standing Hand may be declared with the first discard (100 points if it wins)."),
    ),
)

PRESETS: MappingProxyType[str, Ruleset] = MappingProxyType(
    {r.name: r for r in (ZJ, ZJ_MIN5, ZJ_OLDER, ZEN_KOAN, BRITISH)}
)
# The presets the table plays (the engine, the game window, simulate and replay).
RULESETS: MappingProxyType[str, Ruleset] = MappingProxyType(
    {r.name: r for r in (ZJ, ZJ_MIN5, ZJ_OLDER, ZEN_KOAN, BRITISH)}
)
DEFAULT_RULESET = ZJ


def get_ruleset(name: str) -> Ruleset:
    """A preset the table plays (``RULESETS``)."""
    try:
        return RULESETS[name]
    except KeyError:
        if name in PRESETS:
            raise UnknownRulesetError(
                f"ruleset {name!r} is not played at the table yet; zjgame score --ruleset {name} scores its hands"
            ) from None
        raise UnknownRulesetError(f"unknown ruleset {name!r}; choose from {', '.join(RULESETS)}") from None


def get_preset(name: str) -> Ruleset:
    """Any named preset (``PRESETS``), ``british`` included: for scoring hands."""
    try:
        return PRESETS[name]
    except KeyError:
        raise UnknownRulesetError(f"unknown ruleset {name!r}; choose from {', '.join(PRESETS)}") from None
