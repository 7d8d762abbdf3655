"""Line breaking (zjgame.i18n.break_units, used by the text wrapper): English wraps exactly as before (words at
spaces); Chinese, written without spaces, breaks between characters, never before closing punctuation nor
after opening punctuation, and wrapped lines lose and add nothing."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from zjgame.i18n import _NO_LINE_END, _NO_LINE_START, break_units
from zjgame.ui import assets
from zjgame.ui.theme import TextCache

ALPHABET = "ab Z,.;'()「」（）。，、：！？中庸麻雀打牌和五筒3 "


def rebuilt(units: list[tuple[str, bool]]) -> str:
    return "".join((" " if spaced else "") + unit for unit, spaced in units)


@given(st.text(alphabet=st.characters(max_codepoint=0x7E, blacklist_categories=("Cc",))))
def test_text_without_chinese_breaks_exactly_at_its_spaces(text: str) -> None:
    assert break_units(text) == [(word, i > 0) for i, word in enumerate(text.split(" "))]


@given(st.text(alphabet=ALPHABET, max_size=40))
def test_units_rebuild_the_text_and_respect_punctuation(text: str) -> None:
    units = break_units(text)
    assert rebuilt(units) == text
    for i, (unit, spaced) in enumerate(units):
        if i > 0 and not spaced and unit:
            assert unit[0] not in _NO_LINE_START, units
        if i + 1 < len(units) and not units[i + 1][1] and unit:
            assert unit[-1] not in _NO_LINE_END, units


def test_chinese_breaks_between_characters() -> None:
    assert break_units("打出「五筒」。好") == [
        ("打", False),
        ("出", False),
        ("「五", False),
        ("筒」。", False),
        ("好", False),
    ]
    assert break_units("你有3番 OK") == [("你", False), ("有", False), ("3", False), ("番", False), ("OK", True)]


def old_wrap(text: str, size: int, width: int) -> list[str]:
    """The wrapper as it was before Chinese (words at spaces only)."""
    fnt = assets.font(size, False)
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if fnt.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet="abcde fghij,.\n", max_size=120), st.integers(min_value=20, max_value=300))
def test_english_wraps_as_before(text: str, width: int) -> None:
    pygame.font.init()
    assert TextCache().wrap(text, 16, width) == old_wrap(text, 16, width)


def test_a_chinese_paragraph_wraps_within_the_width() -> None:
    pygame.font.init()
    text = "和牌時的手牌是四組加一對，共十四張。一組可以是順子（同一花色三個連續數字）、刻子（三張相同）或槓子。"
    cache = TextCache()
    lines = cache.wrap(text, 18, 200)
    assert len(lines) > 2 and "".join(lines) == text
    assert all(cache.size(line, 18)[0] <= 200 for line in lines)
    assert not any(line[0] in _NO_LINE_START for line in lines)
