"""Issue 16: "Replay" and "Review" on every score panel; the review as a route any scene can push with a record
(``Push("practice-review", record=..., hand=..., player=...)``), hand by hand, for every game."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from tests.practice.test_record_review import _played
from tests.ui.game_helpers import key, make_app, run_until, step
from zjgame.ui.games import autoplay_game
from zjgame.ui.routes import Push
from zjgame.ui.scenes.practice_review import PracticeReviewScene
from zjgame.ui.scenes.score import ScoreScene


def _at_score_panel(tmp_path: Path):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path, hands=2, speed_max=True, seed=3, ruleset="zj", size=(800, 540))
    ctl = autoplay_game(app.options)  # four computer players; the panel waits for a key here (no autoplay)
    app.go(Push("table", controller=ctl, autoplay=False))
    assert run_until(app, lambda: isinstance(app.top, ScoreScene), 20_000)
    return app, app.top, ctl


def test_review_and_replay_open_from_the_score_panel_and_come_back(tmp_path: Path) -> None:
    app, panel, ctl = _at_score_panel(tmp_path)
    names = {b.name for b in panel.buttons}
    assert {"replay", "review", "next"} <= names
    rects = [b.rect for b in panel.buttons]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    key(app, pygame.K_v)
    step(app)
    review = app.top
    assert isinstance(review, PracticeReviewScene) and review.review is not None
    assert review.hand == panel.hand.number - 1
    assert review.lines()[0].endswith("differ from the advisor.")
    key(app, pygame.K_ESCAPE)
    step(app)
    assert app.top is panel
    key(app, pygame.K_r)
    step(app)
    assert type(app.top).__name__ == "ReplayScene"
    key(app, pygame.K_ESCAPE)
    step(app)
    assert app.top is panel


def test_the_route_reviews_a_kept_record_hand_by_hand(tmp_path: Path) -> None:
    record, _decisions = _played(hands=2)
    app = make_app(tmp_path, speed_max=True, size=(800, 540))
    app.go(Push("title"))
    step(app)
    app.go(Push("practice-review", record=json.dumps(record), hand=2))
    step(app)
    scene = app.top
    assert isinstance(scene, PracticeReviewScene) and scene.hand == 1 and scene.hands == 2
    assert {b.name for b in scene.buttons} == {"close", "prev"}
    key(app, pygame.K_LEFT)
    assert scene.hand == 0 and {b.name for b in scene.buttons} == {"close", "next"}
    rich_lines, _more = scene.visible(
        __import__("zjgame.ui.richtext", fromlist=["RichText"]).RichText(app.text, app.art)
    )
    assert rich_lines and rich_lines[0] == scene.lines()[0]  # whole sentences only
    scene.draw(app.screen)


def test_a_record_that_cannot_be_replayed_gives_a_notice_not_a_crash(tmp_path: Path) -> None:
    app = make_app(tmp_path, speed_max=True)
    app.go(Push("title"))
    step(app)
    app.go(Push("practice-review", record='{"format": "zjgame-record/1", "hands": [{"wall": "1m"}]}'))
    step(app)
    scene = app.top
    assert isinstance(scene, PracticeReviewScene)
    assert scene.lines()[0].startswith("This game cannot be reviewed:")
    scene.draw(app.screen)
    assert app.exceptions == 0
