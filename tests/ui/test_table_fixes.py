"""Issue 15 on the table, headless: undo leaves nothing of the undone events (4), claim callouts above the
practice panels (9), no ruling from the previous hand on the next table (10), tile labels on claim prompts and
chow buttons (13), the winning tile once in "All hands" on a discard win (3), open hands at least 22 px wide
and clear of the panels at 800x540 (8), the toolbar's "on" state and Esc deselecting first (19)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.ui.game_helpers import key, run_until, step
from tests.ui.practice_helpers import scripted_table, until_my_turn
from tests.ui.test_practice_layer import DANGER, DANGER_W, INTERCEPT
from zjgame.engine import actions as A
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.ui import practice_draw as PD
from zjgame.ui.scenes.menu import MenuScene
from zjgame.ui.score_text import shown_concealed


def _after_west_pungs(tmp_path, **options):  # type: ignore[no-untyped-def]
    """You (East) discard 5z; West (C2) pungs it: a ruling, a log entry and a callout."""
    app, scene, ctl = scripted_table(tmp_path, DANGER, "", {"W": list(DANGER_W)}, **options)
    assert until_my_turn(app, scene, ctl)
    scene.submit(A.Discard(Tile("5z")))
    assert run_until(app, lambda: len(ctl.state.melds[Seat.W.index]) == 1, 200)
    step(app)
    return app, scene, ctl


def test_undo_takes_the_undone_events_off_the_log_the_ruling_and_the_review(tmp_path) -> None:
    app, scene, ctl = _after_west_pungs(tmp_path)
    layer = scene.practice
    assert any("C2 claimed your ⟦5z⟧ for a pung" in t for t in layer.log.texts())
    assert scene.fx.ruling is not None and "pung" in scene.fx.ruling[0]
    reviewed = len(layer.review.items)
    assert reviewed >= 1
    assert until_my_turn(app, scene, ctl)
    for _ in range(6):  # back decision by decision (a pass in a claim window is one) to before your 5z
        layer.undo()
        step(app)
        if not ctl.state.melds[Seat.W.index]:
            break
    assert ctl.state.melds[Seat.W.index] == ()
    assert not any("pung" in t for t in layer.log.texts())
    assert scene.fx.ruling is None or "pung" not in scene.fx.ruling[0]
    assert not any(lb.text == "PUNG" for lb in scene.animator.labels)
    assert len(layer.review.items) < reviewed


def test_claim_callouts_are_drawn_above_the_practice_panels(tmp_path, monkeypatch) -> None:
    app, scene, ctl = _after_west_pungs(tmp_path)
    order: list[str] = []
    monkeypatch.setattr(scene.animator, "draw", lambda *a, **k: order.append("callouts"))
    monkeypatch.setattr(scene.practice, "draw", lambda *a, **k: order.append("practice"))
    scene.draw(app.screen)
    assert order == ["practice", "callouts"]


def test_no_ruling_of_the_previous_hand_on_the_next_table(tmp_path) -> None:
    app, scene, ctl = _after_west_pungs(tmp_path)
    scene.end_pause = 1000.0  # keep the finished table (no score panel yet)
    for _ in range(3000):  # play the hand out: pass every claim, discard what you draw
        if ctl.hand_over:
            break
        if ctl.waiting_for_human:
            legal = ctl.human_legal()
            scene.submit(A.PASS if A.PASS in legal else next(a for a in legal if isinstance(a, A.Discard)))
            if scene.practice.pending is not None:
                scene.practice.on_button("danger:accept")
        step(app)
    assert ctl.hand_over
    scene.fx.show_ruling("The last ruling of hand 1.")
    scene.after_score()  # the score panel closed: the next hand is dealt, the seats turn
    assert ctl.hand_index == 1
    assert scene.fx.ruling is None


def test_tile_labels_on_the_claim_prompt_and_the_chow_buttons(tmp_path, monkeypatch) -> None:
    app, scene, ctl = scripted_table(
        tmp_path, INTERCEPT, "1z5p", {"S": [A.Discard(Tile("5p"))], "W": [A.CLAIM_WIN]}, practice=False
    )
    app.settings = replace(app.settings, tile_labels=True)
    scene.apply_settings()
    scene.submit(A.Discard(Tile("1z")))
    assert run_until(app, lambda: ctl.waiting_for_human and ctl.state.window is not None, 300)
    step(app)
    calls: list[tuple[str, bool]] = []
    real = app.art.face

    def face(code, w, h, labels=False, turns=0):  # type: ignore[no-untyped-def]
        calls.append((str(code), bool(labels)))
        return real(code, w, h, labels, turns)

    monkeypatch.setattr(app.art, "face", face)
    scene.draw(app.screen)
    prompt = [labels for code, labels in calls if code == "5p"]
    assert prompt and all(prompt)  # the discard shown in the claim prompt carries its label


def test_the_winning_tile_shows_once_in_all_hands() -> None:
    hand = [Tile(t) for t in ("1m", "2m", "3m", "5p", "5p")]
    assert shown_concealed(hand, Tile("5p")) == [Tile("1m"), Tile("2m"), Tile("3m"), Tile("5p")]
    assert shown_concealed(hand, None) == hand


def test_open_hands_are_wide_enough_and_clear_of_the_panels_at_800x540(tmp_path) -> None:
    app, scene, ctl = _after_west_pungs(tmp_path, size=(800, 540))
    layer = scene.practice
    layer.open_hands = layer.show_hints = layer.show_log = True
    step(app, 2)
    lay = scene.lay
    assert PD.open_tile_size(lay)[0] >= 22
    hands = layer.open_hand_rects(lay)
    assert len(hands) == 3
    screen = pygame.Rect((0, 0), lay.size)
    toolbar = [b.rect for b in layer.buttons if b.name.startswith("practice:")]
    panels = [layer.side_rect(lay, "left"), layer.side_rect(lay, "right")]
    things = hands + toolbar + [*lay.plates, lay.menu]
    for i, a in enumerate(things):
        assert screen.contains(a), a
        for b in things[i + 1 :]:
            assert not a.colliderect(b), (a, b)
    for hand in hands:
        assert not hand.colliderect(lay.square)
        for panel in panels:
            assert not hand.colliderect(panel), (hand, panel)
    scene.fx.show_ruling("A ruling")
    ruling = scene.fx.ruling_rect()
    assert ruling is not None and not any(ruling.colliderect(h) for h in hands)
    # the notice (the "Undone" banner) is clear of the open hands too
    assert until_my_turn(app, scene, ctl)
    layer.undo()
    rich = layer.rich_text(app.text, app.art)
    notice = PD.notice_rect(lay, rich, layer.notice[0], layer.notice_top(lay))
    assert not any(notice.colliderect(h) for h in layer.open_hand_rects(lay))


def test_toolbar_buttons_fit_their_labels_and_show_on_clearly(tmp_path) -> None:
    app, scene, ctl = _after_west_pungs(tmp_path, size=(800, 540))
    layer = scene.practice
    layer.show_hints = True
    step(app)
    hints = next(b for b in layer.buttons if b.name == "practice:hints")
    off = next(b for b in layer.buttons if b.name == "practice:open")
    scene.draw(app.screen)
    on_edge = app.screen.get_at((hints.rect.centerx, hints.rect.bottom - 4))
    off_edge = app.screen.get_at((off.rect.centerx, off.rect.bottom - 4))
    assert on_edge[:3] == (255, 214, 90)  # the lit bar of a toggle that is on
    assert off_edge[:3] != on_edge[:3]


def test_escape_deselects_a_selected_tile_before_it_opens_the_menu(tmp_path) -> None:
    app, scene, ctl = scripted_table(tmp_path, DANGER, "", {"W": list(DANGER_W)})
    assert until_my_turn(app, scene, ctl)
    key(app, pygame.K_RIGHT)  # select a tile
    assert scene.selected is not None
    key(app, pygame.K_ESCAPE)
    assert scene.selected is None and app.top is scene
    key(app, pygame.K_ESCAPE)
    step(app)
    assert isinstance(app.top, MenuScene)


def test_the_leave_question_takes_the_menus_place(tmp_path) -> None:
    from zjgame.ui.scenes.confirm import ConfirmScene

    app, scene, ctl = scripted_table(tmp_path, DANGER, "", {"W": list(DANGER_W)})
    assert until_my_turn(app, scene, ctl)
    key(app, pygame.K_ESCAPE)
    step(app)
    assert isinstance(app.top, MenuScene)
    key(app, pygame.K_q)  # Leave the game
    step(app)
    assert isinstance(app.top, ConfirmScene)
    assert not any(isinstance(s, MenuScene) for s in app.scenes)  # nothing of the menu shows through
    key(app, pygame.K_ESCAPE)  # Stay
    step(app)
    assert app.top is scene


@pytest.mark.parametrize("size", [(800, 540), (1280, 800)], ids=str)
def test_the_hints_panel_shows_whole_sentences_inside_its_corner(tmp_path, size) -> None:
    app, scene, ctl = _after_west_pungs(tmp_path, size=size)
    assert until_my_turn(app, scene, ctl)
    layer = scene.practice
    step(app)
    hints = layer.hints()
    assert hints is not None
    lines = list(hints.lines())
    corner = layer.side_rect(scene.lay, "left")
    rich = layer.rich_text(app.text, app.art)
    drawn = PD.draw_side_panel(app.screen, scene.lay, rich, corner, "Hints", lines)
    assert corner.contains(drawn)
    s = scene.lay.s
    inner_w = corner.w - int(24 * s)
    room = drawn.h - (int(10 * s) + int(max(12, int(18 * s)) * 1.5)) - int(8 * s)
    size_px, kept = PD.fit_lines(rich, lines, inner_w, room + 8, max(11, int(14 * s)), max(10, int(12 * s)))
    assert kept == lines[: len(kept)] and kept  # the first sentences, each whole
    assert size_px >= 10
