"""Rulesets as data (ZJ §7): one immutable value per named preset.

A ruleset names its scoring system and payment scheme (so another system can sit beside Zung Jung's)
and carries the parameters the variants change. Code asks the ruleset; nothing hard-codes ``zj``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType

from zjgame.rules.errors import UnknownRulesetError


@dataclass(frozen=True)
class Ruleset:
    name: str
    title: str
    summary: str
    # Which scorer and which payment scheme (zjgame.scoring picks the implementation by these names).
    scoring_system: str = "zung-jung"
    payment_scheme: str = "formal-competition"  # ZJ §6; "discarder-pays" for Zen Koan (§7)
    # Tiles and wall (ZJ §1).
    bonus_tiles: bool = False
    dead_wall: int = 14
    # Winning and scoring (ZJ §4-§5).
    min_points: int = 0  # met by the original 44 patterns only (§7: zj-min5, zen-koan)
    limit: int = 320
    point_overrides: tuple[tuple[str, int], ...] = ()  # pattern id -> points (zj-older)
    prevailing_wind_value_honor: bool = False  # Zen Koan: 3.1 counts the round wind too
    self_drawn_points: int = 0  # Zen Koan 9.1.3 Self-Drawn
    bonus_tile_scoring: bool = False  # Zen Koan category 11
    # Payment (ZJ §6).
    standard_score: int = 25  # the discard split: each pays up to this, the responsible player the rest
    same_round_immunity: bool = True
    east_double: bool = False
    ready_hand_payments: tuple[int, int, int] | None = None  # one / two / three ready (Zen Koan)
    # Table (ZJ §2-§3).
    interception: bool = True  # False: every player claiming a win on a discard wins
    thirteen_terminals_rob_concealed_kong: bool = False
    dealer_keeps_deal_on_win: bool = False
    hands_in_game: int = 16  # a cap; with ends_after_north_round the game may end sooner
    ends_after_north_round: bool = False
    changes: tuple[str, ...] = field(default=(), compare=False)  # plain-language differences from zj

    @property
    def tile_count(self) -> int:
        return 144 if self.bonus_tiles else 136

    @property
    def draws(self) -> int:
        """Draws in a hand (ordinary, supplement and replacement together): 70, or 76 with bonus tiles."""
        return self.tile_count - 52 - self.dead_wall

    def points(self, pattern_id: str, default: int) -> int:
        for pid, pts in self.point_overrides:
            if pid == pattern_id:
                return pts
        return default


ZJ = Ruleset(
    name="zj",
    title="Zung Jung v3.3",
    summary="Alan Kwan's Zung Jung v3.3: 44 patterns added up, limit 320, no minimum, one winner.",
)

ZJ_MIN5 = Ruleset(
    name="zj-min5",
    title="Zung Jung, 5-point minimum",
    summary="Zung Jung v3.3 with the official 5-point minimum: a chicken hand cannot win.",
    min_points=5,
    changes=("A hand needs at least 5 points from patterns to win; a chicken hand is not offered as a win.",),
)

ZJ_OLDER = Ruleset(
    name="zj-older",
    title="Zung Jung 3.x (older values)",
    summary="The older 3.x values: standard score 30, Four Concealed Triplets 115, All Triplets 40.",
    standard_score=30,
    point_overrides=(("4.1", 40), ("4.2.2", 25), ("4.2.3", 115)),
    changes=(
        "Standard score 30 instead of 25 in the discard split (a 70-point hand is paid 30 + 30 + 150).",
        "All Triplets 40, Three Concealed Triplets 25, Four Concealed Triplets 115.",
    ),
)

ZEN_KOAN = Ruleset(
    name="zen-koan",
    title="Zen Koan Mahjong",
    summary="A home-game variant of Zung Jung: flowers, prevailing wind, self-draw bonus, East double, "
    "several winners, ready-hand payments.",
    payment_scheme="discarder-pays",
    bonus_tiles=True,
    dead_wall=16,
    min_points=5,
    prevailing_wind_value_honor=True,
    self_drawn_points=5,
    bonus_tile_scoring=True,
    same_round_immunity=False,
    east_double=True,
    ready_hand_payments=(10, 15, 10),
    interception=False,
    thirteen_terminals_rob_concealed_kong=True,
    dealer_keeps_deal_on_win=True,
    hands_in_game=64,
    ends_after_north_round=True,
    changes=(
        "144 tiles: four flowers and four seasons, set aside for a replacement from a 16-tile dead wall.",
        "A hand needs 5 points from the original 44 patterns to win.",
        "Value Honor also counts the prevailing wind (a double wind counts twice).",
        "Self-Drawn (9.1.3) scores 5; bonus tiles: seat flower or season 5 each, all four flowers or seasons 15.",
        "On a discard the discarder alone pays 3 x value; no same-round immunity.",
        "East pays and receives double.",
        "No interception: everyone who claims a win on a discard wins.",
        "Thirteen Terminals may rob a concealed kong.",
        "East keeps the deal after winning; the game ends when the North round is over.",
        "At an exhaustive draw ready players are paid by the others (10 / 15 / 10).",
    ),
)

RULESETS: MappingProxyType[str, Ruleset] = MappingProxyType({r.name: r for r in (ZJ, ZJ_MIN5, ZJ_OLDER, ZEN_KOAN)})
DEFAULT_RULESET = ZJ


def get_ruleset(name: str) -> Ruleset:
    try:
        return RULESETS[name]
    except KeyError:
        raise UnknownRulesetError(f"unknown ruleset {name!r}; choose from {', '.join(RULESETS)}") from None
