"""A Zen Koan game with a human seat making random legal choices (setting bonus tiles aside or keeping them,
claiming, passing) in practice mode: hints, waits, danger checks and the hand review never raise."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from tests.ui.game_helpers import make_app, step
from zjgame.engine import actions as A
from zjgame.ui.games import new_game
from zjgame.ui.input import KeyPress
from zjgame.ui.scenes.score import ScoreScene
from zjgame.ui.scenes.table import TableScene
from zjgame.ui.storage import Settings


@pytest.mark.parametrize("seed", [3, 6])
def test_random_human_choices_in_zen_koan_practice(tmp_path: Path, seed: int) -> None:
    app = make_app(tmp_path)
    app.settings = Settings(computer_delay=0.0, animation_speed="instant", show_waits=True)
    scene = TableScene(
        new_game(app.options, ruleset="zen-koan", strengths=("normal",) * 3, hands=2, seed=seed, practice=True)
    )
    app.push(scene)
    rng = random.Random(seed)
    kept = 0
    for _ in range(4000):
        top = app.top
        if isinstance(top, ScoreScene):
            top.on_button("next")
        elif top is not scene:
            top.on_back()
        elif scene.practice.pending is not None:
            scene.practice.on_button("danger:accept")
        elif scene.practice.panel is not None:  # "why your claim lost": read, then closed
            scene.handle(KeyPress(pygame.K_SPACE))
        elif scene.ctl.waiting_for_human:
            legal = scene.ctl.human_legal()
            choice = rng.choice(legal)
            bonus = {a.tile for a in legal if isinstance(a, A.SetAsideBonus)}
            if bonus and not kept:  # keep the first bonus tile drawn: throw another tile instead
                choice = rng.choice([a for a in legal if isinstance(a, A.Discard) and a.tile not in bonus])
            kept += bool(bonus) and not isinstance(choice, A.SetAsideBonus)
            scene.submit(choice)
        step(app)
        assert app.exceptions == 0
        if len(scene.ctl.finished) >= 2:
            break
    assert len(scene.ctl.finished) == 2
    assert kept > 0  # a bonus tile was kept at least once (the case that used to crash)
