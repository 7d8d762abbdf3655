"""Headless pygame for the scene tests here (dummy video and audio drivers, set before pygame is imported), and
the language put back to English after every test (``zjgame.i18n`` keeps the language in use globally)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402

from zjgame import i18n  # noqa: E402


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.fixture
def chinese() -> Iterator[None]:
    assert i18n.set_language("zh_TW") == "zh_TW"
    yield
    i18n.set_language("en")
