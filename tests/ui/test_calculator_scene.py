"""The calculator screen gives the scorer's result for the shared example hands, whether the hand is typed
or clicked tile by tile; headless."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tests.ui.game_helpers import click, key, make_app, step  # noqa: I001
from zjgame.rules.hand import parse_hand
from zjgame.rules.ruleset import get_ruleset
from zjgame.rules.seats import Seat
from zjgame.scoring import WinContext, score_hand
from zjgame.ui.scenes.calculator import CalculatorScene

EXAMPLES = Path(__file__).resolve().parent.parent / "practice" / "examples.jsonl"


def _examples() -> list[dict]:
    return [json.loads(line) for line in EXAMPLES.read_text().splitlines() if line.strip()]


def _press(app, scene, name: str) -> None:
    button = next(b for b in scene.buttons if b.name == name)
    click(app, button.rect.center)


def _direct(ex: dict):
    ctx = WinContext(
        seat=Seat(ex.get("seat", "E")),
        round_wind=Seat(ex.get("round", "E")),
        self_drawn=ex.get("win") == "self",
        **{f: True for f in ex.get("flags", ())},
    )
    return score_hand(parse_hand(ex["hand"]), ctx, get_ruleset(ex.get("ruleset", "zj")))


@pytest.mark.parametrize("ex", _examples(), ids=lambda e: e["id"])
def test_typed_examples_match_the_scorer(tmp_path, ex: dict) -> None:
    app = make_app(tmp_path)
    scene = CalculatorScene()
    app.push(scene)
    step(app)
    for ch in ex["hand"]:
        key(app, pygame.K_a, ch)  # the typed character arrives as the event's text
    _press(app, scene, f"seat:{ex.get('seat', 'E')}")
    _press(app, scene, "win:self" if ex.get("win") == "self" else "win:discard")
    for flag in ex.get("flags", ()):
        _press(app, scene, f"flag:{flag}")
    assert scene.inp.text == ex["hand"]
    result = scene.outcome.result
    assert result is not None and result == _direct(ex)
    assert result.total == ex["total"]


def test_clicking_tiles_builds_and_scores_a_hand(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = CalculatorScene()
    app.push(scene)
    step(app)
    rects = {tile.value: rect for rect, tile in scene.palette}
    for code in ("2m", "3m", "6p", "7p", "8p", "6z", "6z"):
        click(app, rects[code].center)
    _press(app, scene, "mode:pung")
    click(app, rects["5z"].center)
    _press(app, scene, "mode:pung")
    click(app, rects["7z"].center)
    _press(app, scene, "mode:winning")
    click(app, rects["4m"].center)
    _press(app, scene, "seat:S")
    assert scene.inp.text == "23m678p66z [555z] [777z] +4m"
    assert scene.outcome.result is not None and scene.outcome.result.total == 60
    assert "Total: 60" in scene.outcome.lines
    click(app, rects["5m"].center, button=3)  # right click undoes the winning tile
    assert scene.inp.text == "23m678p66z [555z] [777z]"
    assert scene.outcome.incomplete
    _press(app, scene, "clear")
    assert scene.inp.text == ""


def test_a_fifth_copy_is_refused_with_a_message(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = CalculatorScene("1111m")
    app.push(scene)
    step(app)
    rects = {tile.value: rect for rect, tile in scene.palette}
    click(app, rects["1m"].center)
    assert "a fifth ⟦1m⟧" in scene.message
    assert scene.inp.text == "1111m"


def test_ctrl_a_selects_the_typed_hand_and_typing_replaces_it(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = CalculatorScene("23m678p66z")
    app.push(scene)
    step(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="\x01"))
    step(app)
    assert scene.selected_all and scene.inp.text == "23m678p66z"  # selecting changes nothing yet
    key(app, pygame.K_1, "1")
    assert scene.inp.text == "1" and not scene.selected_all  # typing replaced it
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="\x01"))
    step(app)
    key(app, pygame.K_BACKSPACE)
    assert scene.inp.text == ""


def test_the_discarder_is_chosen_on_the_screen(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = CalculatorScene("23m678p66z [555z] [777z] +4m")
    app.push(scene)
    step(app)
    _press(app, scene, "seat:S")
    assert "On a discard by East:" in scene.outcome.lines  # the seat before South, by default
    assert not any(b.name == "discarder:S" for b in scene.buttons)  # the winner is not a discarder
    _press(app, scene, "discarder:W")
    assert any(line.startswith("West pays South 130") for line in scene.outcome.lines)
    _press(app, scene, "win:self")
    assert not any(b.name.startswith("discarder:") for b in scene.buttons)  # self-drawn: nobody discarded


def test_a_british_hand_with_a_bonus_tile_and_a_losers_hand_on_the_screen(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = CalculatorScene("345m678p22s99s [777z] +9s")
    app.push(scene)
    step(app)
    _press(app, scene, "ruleset:british")
    assert any(b.name == "flag:standing_hand" for b in scene.buttons)
    assert not any(b.name == "flag:earth" for b in scene.buttons)  # B7: it means nothing here
    before = scene.outcome.result.total
    rects = {tile.value: rect for rect, tile in scene.palette}
    click(app, rects["3f"].center)  # the flowers and seasons are on the palette under these rules
    assert scene.inp.text.endswith("3f") and scene.outcome.result.total > before
    _press(app, scene, "clear")
    for ch in "123m456p1s [777z] [222z]":
        key(app, pygame.K_a, ch)
    _press(app, scene, "hand:loser")
    result = scene.outcome.result
    assert scene.outcome.error is None and result is not None and f"Total: {result.total}" in scene.outcome.lines
    _press(app, scene, "ruleset:zj")
    assert not scene.inp.loser and not any(b.name.startswith("hand:") for b in scene.buttons)
