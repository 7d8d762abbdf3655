"""Names shown in the language in use (zjgame.names): tiles, seats, the computer players, Zung Jung patterns by
their official Chinese names, and every British item (the examples' score lines and every set and tile the
scorer can name) in Chinese with no English left; in English, every name exactly as it was."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from zjgame import i18n, names
from zjgame.rules.seats import SEATS
from zjgame.rules.tiles import BONUS_TILES, TILES34, Tile
from zjgame.scoring.british import items as british
from zjgame.scoring.result import ScoreLine
from zjgame.scoring.zj.patterns import PATTERNS

ROOT = Path(__file__).resolve().parents[2]
LATIN = re.compile(r"[A-Za-z]")
ALL_TILES = (*TILES34, *BONUS_TILES)


def example_items() -> list[str]:
    out: set[str] = set()
    for line in (ROOT / "tests" / "data" / "british_examples.jsonl").read_text(encoding="utf-8").splitlines():
        expected = json.loads(line).get("expected", {})
        out.update(item[0] for key in ("points", "doubles") for item in expected.get(key, []))
    return sorted(out)


def every_set_name() -> list[str]:
    """Every B4 set with its tile, and without it (as the statistics count them: ``Exposed pung of simples``)."""
    named = [british.set_name(t.index, kong, hidden) for t in TILES34 for kong in (0, 1) for hidden in (0, 1)]
    return named + sorted({name.rsplit(" ", 1)[0] for name in named})


def item_constants() -> set[str]:
    out = set()
    for key, value in vars(british).items():
        if key.startswith("_"):
            continue
        if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str):
            out.add(value[0])
        elif isinstance(value, str) and value[:1].isupper() and " " in value:
            out.add(value)
    return out


def test_english_names_are_the_names_as_made() -> None:
    assert [names.tile_name(t) for t in ALL_TILES] == [t.name_en for t in ALL_TILES]
    assert [names.wind_name(s) for s in SEATS] == [s.name_en for s in SEATS]
    assert [names.player_name(n) for n in ("You", "Mei", "Hao", "Lin", "Kit", "Bo")] == [
        "You", "Mei", "Hao", "Lin", "Kit", "Bo",
    ]  # fmt: skip
    for name in [*example_items(), *every_set_name()]:
        assert names.british_item_name(name) == name
        assert names.line_name(ScoreLine(name, points=2)) == name
    assert names.amount_text(ScoreLine("x", doubles=1)) == "1 double"
    assert names.amount_text(ScoreLine("x", doubles=1, count=3)) == "3 doubles"
    assert names.amount_text(ScoreLine("x", points=8, count=2)) == "8 × 2"


def test_every_british_item_message_is_its_item_name() -> None:
    table = names._british_items()
    assert all(key == value for key, value in table.items())  # in English each message is the seed's wording
    assert item_constants() <= set(table)


def test_chinese_names(chinese) -> None:
    assert names.tile_name(Tile("5p")) == "五筒"
    assert names.tile_name(Tile("9m")) == "九萬"
    assert names.tile_name(Tile("1s")) == "一索"
    assert [names.tile_name(Tile(c)) for c in ("1z", "5z", "6z", "7z", "1f", "4g")] == [
        "東風", "白板", "發財", "紅中", "梅", "冬",
    ]  # fmt: skip
    assert [names.wind_name(s) for s in SEATS] == ["東", "南", "西", "北"]
    assert [names.player_name(n) for n in ("You", "Mei", "Kit", "Bo")] == ["你", "阿美", "阿傑", "Bo"]
    assert len({names.tile_name(t) for t in ALL_TILES}) == len(ALL_TILES)
    assert names.amount_text(ScoreLine("x", doubles=1, count=3)) == "3番"


@pytest.mark.parametrize("name", example_items() + every_set_name())
def test_every_british_item_is_named_in_chinese(chinese, name: str) -> None:
    shown = names.british_item_name(name)
    assert shown != name and not LATIN.search(shown), shown


def test_british_names_in_chinese_read_as_players_say_them(chinese) -> None:
    assert names.british_item_name("Exposed pung of simples 6p") == "中張明刻（六筒）"
    assert names.british_item_name("Concealed kong of honours 7z") == "字牌暗槓（紅中）"
    assert names.british_item_name("Pair of any Dragon 6z") == "三元牌對子（發財）"
    assert names.british_item_name("Player's own Flower or Season 3f") == "正花（菊）"
    assert names.british_item_name("Winning with last tile dealt from the Wall") == "海底撈月"
    assert names.british_item_name("Something new 5p") == "Something new 5p"  # unknown: shown as it is


def test_zung_jung_patterns_use_their_official_chinese_names(chinese) -> None:
    for p in PATTERNS:
        assert names.pattern_name(p.id) == p.name_zh
        assert names.line_name(ScoreLine(p.name, points=p.points, id=p.id, name_zh=p.name_zh)) == p.name_zh
    assert names.pattern_name("no.such") == "no.such"


def test_the_standings_round_column_says_the_wind_in_chinese(chinese) -> None:  # type: ignore[no-untyped-def]
    from zjgame.rules.seats import Seat
    from zjgame.ui.scenes.results import round_letter

    assert [round_letter(s) for s in (Seat.E, Seat.S, Seat.W, Seat.N)] == ["東", "南", "西", "北"]
    i18n.set_language("en")
    assert [round_letter(s) for s in (Seat.E, Seat.S, Seat.W, Seat.N)] == ["E", "S", "W", "N"]
