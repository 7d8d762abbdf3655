"""The pattern registry: the 44 Zung Jung v3.3 patterns (ZJ §5, seeds 000/001) with their official ids,
English and Chinese names, listed points and series, plus the Zen Koan additions (ZJ §7: 9.1.3 Self-Drawn
and category 11, bonus tiles).

It owns the data only; which patterns a hand holds is decided by the category modules and the scorer.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType


@dataclass(frozen=True)
class Pattern:
    """One scoring pattern. ``points`` is the listed v3.3 value (per set for 3.1 and per tile for 11.1.x);
    a ruleset may override it (``Ruleset.points``). ``series`` is the first two numbers of the id (ZJ §5)."""

    id: str
    name: str
    name_zh: str
    points: int
    condition: str

    @property
    def series(self) -> str:
        # ZJ §5: the series is the first two numbers of the id (2.1.1 and 2.1.2 are one series; 1.1 is its own).
        return ".".join(self.id.split(".")[:2])

    @property
    def category(self) -> int:
        return int(self.id.split(".")[0])

    @property
    def order(self) -> tuple[int, ...]:
        """Position in the pattern table (ids compared number by number)."""
        return tuple(int(p) for p in self.id.split("."))

    @property
    def is_original(self) -> bool:
        """One of the original 44 patterns (the minimum is met by these alone, ZJ §7)."""
        return self.id in _ORIGINAL_IDS


def _p(pid: str, name: str, zh: str, points: int, condition: str) -> Pattern:
    return Pattern(pid, name, zh, points, condition)


PATTERNS: tuple[Pattern, ...] = (
    _p("1.1", "All Sequences", "平和", 5, "Four sequences, no triplet or kong."),
    _p(
        "1.2",
        "Concealed Hand",
        "門前清",
        5,
        "A regular hand with nothing claimed before the win (concealed kongs fine).",
    ),
    _p("1.3", "No Terminals", "斷么九", 5, "Only number tiles 2 to 8."),
    _p("2.1.1", "Mixed One-Suit", "混一色", 40, "Number tiles of one suit plus honours."),
    _p("2.1.2", "Pure One-Suit", "清一色", 80, "Number tiles of one suit only."),
    _p(
        "2.2",
        "Nine Gates",
        "九蓮寶燈",
        480,
        "1112345678999 of one suit in hand, no melds, winning on a tile of that suit.",
    ),
    _p("3.1", "Value Honor", "番牌", 10, "Each triplet or kong of a dragon or of the seat wind."),
    _p("3.2.1", "Small Three Dragons", "小三元", 40, "Two dragon triplets or kongs and a dragon pair."),
    _p("3.2.2", "Big Three Dragons", "大三元", 130, "Three dragon triplets or kongs."),
    _p("3.3.1", "Small Three Winds", "小三風", 30, "Two wind triplets or kongs and a wind pair."),
    _p("3.3.2", "Big Three Winds", "大三風", 120, "Three wind triplets or kongs."),
    _p("3.3.3", "Small Four Winds", "小四喜", 320, "Three wind triplets or kongs and a wind pair."),
    _p("3.3.4", "Big Four Winds", "大四喜", 400, "Four wind triplets or kongs."),
    _p("3.4", "All Honors", "字一色", 320, "Only honour tiles."),
    _p("4.1", "All Triplets", "對對和", 30, "Four triplets or kongs, no sequence."),
    _p("4.2.1", "Two Concealed Triplets", "二暗刻", 5, "Two concealed triplets or concealed kongs."),
    _p("4.2.2", "Three Concealed Triplets", "三暗刻", 30, "Three concealed triplets or concealed kongs."),
    _p("4.2.3", "Four Concealed Triplets", "四暗刻", 125, "Four concealed triplets or concealed kongs."),
    _p("4.3.1", "One Kong", "一槓", 5, "One kong, exposed or concealed."),
    _p("4.3.2", "Two Kong", "二槓", 20, "Two kongs."),
    _p("4.3.3", "Three Kong", "三槓", 120, "Three kongs."),
    _p("4.3.4", "Four Kong", "四槓", 480, "Four kongs."),
    _p("5.1.1", "Two Identical Sequences", "一般高", 10, "The same sequence twice in one suit."),
    _p("5.1.2", "Two Identical Sequences Twice", "兩般高", 60, "Two pairs of identical sequences."),
    _p("5.1.3", "Three Identical Sequences", "一色三同順", 120, "The same sequence three times."),
    _p("5.1.4", "Four Identical Sequences", "一色四同順", 480, "The same sequence four times."),
    _p("6.1", "Three Similar Sequences", "三色同順", 35, "The same sequence in all three suits."),
    _p(
        "6.2.1",
        "Small Three Similar Triplets",
        "三色小同刻",
        30,
        "Triplets of one number in two suits, the pair of it in the third.",
    ),
    _p("6.2.2", "Three Similar Triplets", "三色同刻", 120, "Triplets or kongs of one number in all three suits."),
    _p("7.1", "Nine-Tile Straight", "一氣通貫", 40, "The sequences 123, 456 and 789 of one suit."),
    _p("7.2.1", "Three Consecutive Triplets", "三連刻", 100, "Three triplets of consecutive numbers in one suit."),
    _p("7.2.2", "Four Consecutive Triplets", "四連刻", 200, "Four triplets of consecutive numbers in one suit."),
    _p(
        "8.1.1",
        "Mixed Lesser Terminals",
        "混全帶么",
        40,
        "Every set and the pair hold a terminal or an honour; some honour.",
    ),
    _p("8.1.2", "Pure Lesser Terminals", "純全帶么", 50, "Every set and the pair hold a terminal number tile."),
    _p("8.1.3", "Mixed Greater Terminals", "混么九", 100, "All Triplets or Seven Pairs of terminals and honours only."),
    _p("8.1.4", "Pure Greater Terminals", "清么九", 400, "Terminal number tiles only."),
    _p("9.1.1", "Final Draw", "海底撈月", 10, "Self-drawn on the seabed tile."),
    _p("9.1.2", "Final Discard", "河底撈魚", 10, "Won on the riverbed discard."),
    _p("9.2", "Win on Kong", "嶺上開花", 10, "Self-drawn on a kong supplement tile."),
    _p("9.3", "Robbing a Kong", "搶槓", 10, "Won on a tile added to an exposed pung."),
    _p("9.4.1", "Blessing of Heaven", "天和", 155, "East wins on the initial 14 tiles."),
    _p(
        "9.4.2",
        "Blessing of Earth",
        "地和",
        155,
        "A non-East player wins with the initial 13 tiles on East's first discard.",
    ),
    _p("10.1", "Thirteen Terminals", "十三么九", 160, "One of each terminal and honour, one of them paired."),
    _p("10.2", "Seven Pairs", "七對子", 30, "Seven pairs (four identical undeclared tiles are two pairs)."),
)

_ORIGINAL_IDS = frozenset(p.id for p in PATTERNS)

# ZJ §7 Zen Koan additions (seed 002). Category 11 is outside the series rule (decision in §7).
ZEN_KOAN_PATTERNS: tuple[Pattern, ...] = (
    _p("9.1.3", "Self-Drawn", "自摸", 5, "Any self-drawn win (Zen Koan), Win on Kong and Heaven included."),
    _p("11.1.1", "Guest Flower/Season", "閒花", 0, "Each flower or season of another seat (Zen Koan)."),
    _p("11.1.2", "Seat Flower/Season", "正花", 5, "Each flower or season of the winner's seat (Zen Koan)."),
    _p("11.2.1", "Four Flowers", "四花", 15, "All four flowers (Zen Koan)."),
    _p("11.2.2", "Four Seasons", "四季", 15, "All four seasons (Zen Koan)."),
)

ALL_PATTERNS: tuple[Pattern, ...] = tuple(sorted(PATTERNS + ZEN_KOAN_PATTERNS, key=lambda p: p.order))
PATTERNS_BY_ID: MappingProxyType[str, Pattern] = MappingProxyType({p.id: p for p in ALL_PATTERNS})
# Position of each pattern in the table, for sorting counted patterns.
TABLE_POSITION: MappingProxyType[str, int] = MappingProxyType({p.id: i for i, p in enumerate(ALL_PATTERNS)})


def get_pattern(pattern_id: str) -> Pattern:
    try:
        return PATTERNS_BY_ID[pattern_id]
    except KeyError:
        raise ValueError(f"unknown pattern id {pattern_id!r}") from None
