"""The tutorial scene and its entry on the title screen, headless (issue 16): opened from the title screen (and
offered once to a newcomer), every lesson drawn at 800x540 and 1280x800 with no overlapping widgets and no text
outside its box, played with real clicks, and progress remembered across a restart (a corrupt progress file set
aside with a notice)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tests.ui.game_helpers import click, key, make_app, step
from zjgame.engine import actions as A
from zjgame.rules.tiles import Tile
from zjgame.tutorial.progress import FILE, FORMAT
from zjgame.tutorial.steps import Act, Choose, Note, Pick
from zjgame.ui.routes import Push
from zjgame.ui.widgets import button_width

SIZES = [(800, 540), (1280, 800)]


def open_tutorial(tmp_path: Path, size: tuple[int, int], **options: object):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path, size=size, speed_max=True, **options)
    app.go(Push("title"))
    step(app)
    key(app, pygame.K_t)
    assert app.top is not None and app.top.name == "tutorial"
    return app, app.top


def inside(inner: pygame.Rect, outer: pygame.Rect) -> bool:
    return outer.contains(inner)


def check_layout(app, scene) -> None:  # type: ignore[no-untyped-def]
    """No widget outside the window or over another; every text inside its box."""
    window = pygame.Rect((0, 0), app.size)
    text = app.text
    buttons = scene.buttons
    for i, a in enumerate(buttons):
        assert inside(a.rect, window), a
        size = max(11, int(a.rect.h * 0.40))
        needed = button_width(text, a.label, a.hint, a.rect.h, len(a.tiles)) - 2 * max(10, a.rect.h // 3)
        assert text.size(a.label, size, True)[0] <= needed <= a.rect.w, f"{a.label!r} does not fit its button"
        for b in buttons[i + 1 :]:
            assert not a.rect.colliderect(b.rect), (a.name, b.name)
    if getattr(scene, "run", None) is None:
        return
    panel, body = scene.panel, scene.body
    assert inside(panel, window) and inside(body, panel)
    for button in scene.panel_buttons:
        assert inside(button.rect, panel) and not button.rect.colliderect(body)
    for line, size, _color, bold, (x, y) in scene.header:
        w, h = text.size(line, size, bold)
        assert inside(pygame.Rect(x, y, w, h), panel) and not pygame.Rect(x, y, w, h).colliderect(body), line
    for line, size, _color, bold, y in scene.lines:
        w, h = text.size(line, size, bold)
        assert w <= body.w and body.top <= y and y + h <= body.bottom + 2, f"{line!r} runs out of the lesson panel"
    table_buttons = [b for b in buttons if b not in scene.panel_buttons]
    for button in table_buttons:
        assert inside(button.rect, scene.area) and not button.rect.colliderect(panel), button.name
    if scene.ctl is not None:
        me = scene.current_model().seats[0]
        for slot in scene.lay.hand_slots(len(me.concealed or ()), me.drawn):
            assert not slot.move(scene.area.topleft).colliderect(panel)
        assert scene.lay.square.move(scene.area.topleft).right <= panel.left
        for rect, _surface in scene.renderer.human_meld_rects(scene.current_model(), scene.lay):
            assert not rect.move(scene.area.topleft).colliderect(panel), "the panel hides your melds"
        for plate in scene.lay.plates[2:]:  # the opposite and the previous player stay in sight
            assert not plate.move(scene.area.topleft).colliderect(panel)
    for code, rect in scene.gallery:
        caption = pygame.Rect(rect.left, rect.bottom, rect.w, 20)
        assert inside(rect, scene.stage) and not rect.colliderect(panel) and not caption.colliderect(panel), code
    step_ = scene.run.step
    hands = step_.hands if isinstance(step_, (Note, Choose)) else ()
    for row in scene.hand_rects(hands):
        for _code, rect in row:
            assert inside(rect, scene.stage)


def settle(app, scene, frames: int = 300) -> None:  # type: ignore[no-untyped-def]
    """Let the table play until the lesson waits for the learner (updates only: a frame is drawn per step)."""
    for _ in range(frames):
        if scene.run is None or scene.run.done or scene.run.ready:
            return
        scene.update(1 / 30)
    raise AssertionError("the lesson's table never stopped for the learner")


def play_lesson(app, scene, key_: str, shots: Path | None = None) -> None:  # type: ignore[no-untyped-def]
    """Play a lesson through the scene's own handlers, checking the layout at every step."""
    scene.open_lesson(key_)
    count = 0
    while not scene.run.done:
        settle(app, scene)
        step(app)
        check_layout(app, scene)
        run = scene.run
        st = run.step
        if shots is not None:
            pygame.image.save(app.screen, str(shots / f"{key_}-{count:02d}.png"))
        count += 1
        if isinstance(st, Note):
            if st.score_panel:
                scene.on_button("continue")
                step(app)
                assert app.top.name == "score"
                assert [b.label for b in app.top.buttons] == ["Back to the lesson"]
                key(app, pygame.K_RETURN)
                assert app.top is scene
            else:
                key(app, pygame.K_RETURN)
        elif isinstance(st, Act):
            legal = scene.ctl.human_legal()
            scene.attempt(next(a for a in st.accept if a in legal))
        elif isinstance(st, Pick):
            scene.answer(run.pick(st.accept[0]))
        elif isinstance(st, Choose):
            scene.on_button(f"option:{st.answer}")
        assert count < 60
    step(app)
    check_layout(app, scene)


@pytest.mark.parametrize("size", SIZES, ids=["800x540", "1280x800"])
def test_every_lesson_draws_without_overlaps_or_cut_text(tmp_path: Path, size) -> None:
    app, scene = open_tutorial(tmp_path, size)
    check_layout(app, scene)
    for lesson in scene.lessons:
        play_lesson(app, scene, lesson.key)
        assert scene.run.done
        scene.on_button("lessons")
        step(app)
        check_layout(app, scene)
    assert app.exceptions == 0
    assert json.loads((tmp_path / FILE).read_text())["done"] == sorted(x.key for x in scene.lessons)


def test_a_lesson_played_with_real_clicks(tmp_path: Path) -> None:
    app, scene = open_tutorial(tmp_path, (800, 540))
    lesson_button = next(b for b in scene.buttons if b.name == "lesson:claims")
    click(app, lesson_button.rect.center)
    assert scene.run is not None and scene.run.lesson.key == "claims"
    continue_button = next(b for b in scene.buttons if b.name == "continue")
    click(app, continue_button.rect.center)
    settle(app, scene)
    step(app)
    chow = next(b for b in scene.buttons if b.name.startswith("chow"))
    assert any(r == chow.rect.inflate(r.w - chow.rect.w, r.h - chow.rect.h) for r in scene.hint_rects())
    index = scene.run.index
    click(app, next(b for b in scene.buttons if b.name == "pass").rect.center)  # wrong: explained, not played
    assert scene.run.index == index and not scene.run.feedback.ok
    assert "press Chow" in scene.run.feedback.text
    assert scene.run.feedback.text in " ".join(line for line, *_rest in scene.lines)  # shown in the panel
    click(app, chow.rect.center)
    assert scene.run.index == index + 1 and scene.run.feedback.ok
    settle(app, scene)
    step(app)
    tiles = scene.hand_tiles()
    me = scene.current_model().seats[0]
    slots = [r.move(scene.area.topleft) for r in scene.lay.hand_slots(len(tiles), me.drawn)]
    wrong = tiles.index("2m")
    click(app, slots[wrong].center)
    click(app, slots[wrong].center)  # a second click discards, or here: explains why not
    assert scene.run.index == index + 1 and "Keep the 2 of Characters" in scene.run.feedback.text
    right = tiles.index("9s")
    click(app, slots[right].center)
    click(app, slots[right].center)
    assert scene.run.index == index + 2
    assert A.DISCARDS[Tile("9s")] in [a for _s, a in scene.ctl.state.actions()]


def test_the_gallery_takes_clicks_and_progress_survives_a_restart(tmp_path: Path) -> None:
    app, scene = open_tutorial(tmp_path, (1280, 800))
    key(app, pygame.K_RETURN)  # "Start lesson 1"
    assert scene.run.lesson.key == "tiles"
    key(app, pygame.K_RETURN)  # past the introduction
    rects = dict(scene.gallery)
    click(app, rects["7p"].center)
    assert not scene.run.feedback.ok and "7 of Dots" in scene.run.feedback.text
    assert [r for r in scene.hint_rects()] == [rects["5p"]]
    while not scene.run.done:
        st = scene.run.step
        if isinstance(st, Pick):
            click(app, rects[st.accept[0].value].center)
        else:
            key(app, pygame.K_RETURN)
    step(app)
    assert "Lesson complete!" in " ".join(line for line, *_rest in scene.lines)
    assert json.loads((tmp_path / FILE).read_text())["done"] == ["tiles"]
    again = make_app(tmp_path, size=(1280, 800))  # the game is started again
    again.go(Push("title"))
    step(again)
    assert not again.top.offer  # offered once: starting the tutorial answered it
    key(again, pygame.K_t)
    tutorial = again.top
    styles = {b.name: b.style for b in tutorial.buttons}
    assert styles["lesson:tiles"] == "toggle-on" and styles["lesson:sets"] == "normal"
    assert next(b for b in tutorial.buttons if b.name == "start").label == "Start lesson 2"


@pytest.mark.parametrize("size", SIZES, ids=["800x540", "1280x800"])
def test_the_title_offers_the_tutorial_once_to_a_newcomer(tmp_path: Path, size) -> None:
    app = make_app(tmp_path, size=size)
    app.go(Push("title"))
    step(app)
    title = app.top
    assert title.offer and {"offer-yes", "offer-no", "tutorial"} <= {b.name for b in title.buttons}
    check_layout(app, title)
    window = pygame.Rect((0, 0), size)
    assert window.contains(title.offer_box)
    for button in title.buttons:
        if button.name.startswith("offer-"):
            assert title.offer_box.contains(button.rect)
        else:
            assert not title.offer_box.colliderect(button.rect), button.name
    fs = max(12, int(16 * title.scale()))
    assert all(
        app.text.size(line, fs)[0] <= title.offer_box.w - 2 * int(12 * title.scale()) for line in title.offer_lines
    )
    click(app, next(b for b in title.buttons if b.name == "offer-no").rect.center)
    assert not title.offer and "offer-yes" not in {b.name for b in title.buttons}
    assert json.loads((tmp_path / FILE).read_text()) == {"format": FORMAT, "done": [], "offered": True}
    again = make_app(tmp_path, size=size)
    again.go(Push("title"))
    step(again)
    assert not again.top.offer


def test_no_offer_to_a_player_with_a_saved_game_and_the_offer_opens_lesson_one(tmp_path: Path) -> None:
    (tmp_path / "current_game.json").write_text("{}")
    app = make_app(tmp_path / "none")
    app.go(Push("title"))
    step(app)
    assert app.top.offer
    app.top.on_button("offer-yes")
    assert app.top.name == "tutorial" and app.top.run.lesson.key == "tiles"
    saved = make_app(tmp_path)
    saved.go(Push("title"))
    step(saved)
    assert not saved.top.offer and not (tmp_path / FILE).exists()


def test_a_corrupt_progress_file_is_set_aside_with_a_notice(tmp_path: Path) -> None:
    (tmp_path / FILE).write_text("{this is not json")
    app = make_app(tmp_path)
    app.go(Push("title"))
    step(app)
    assert any("tutorial progress could not be read" in message for message, _t in app.toasts)
    assert [p.name for p in tmp_path.iterdir() if ".corrupt-" in p.name]
    assert app.top.offer  # starts afresh
    key(app, pygame.K_t)
    assert app.top.name == "tutorial" and app.exceptions == 0


@pytest.mark.parametrize("size", SIZES, ids=["800x540", "1280x800"])
def test_the_lesson_panel_hides_no_players_name_plate(tmp_path: Path, size) -> None:
    """At 800x540 the panel takes the right of the table: the right-hand player's plate moves to the top-right
    corner (it lay under the panel, hiding who discarded in the claims lesson)."""
    app, scene = open_tutorial(tmp_path, size)
    scene.open_lesson("claims")
    settle(app, scene)
    step(app)
    plates = [p.move(scene.area.topleft) for p in scene.lay.plates]
    window = app.screen.get_rect()
    assert [p for p in plates if p.colliderect(scene.panel) or not window.contains(p)] == []
    assert all(not a.colliderect(b) for i, a in enumerate(plates) for b in plates[i + 1 :])
