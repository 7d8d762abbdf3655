"""The practice layer on a real table (headless, scripted walls): the interception panel with the right seats,
pung over chow, the danger warning for a dangerous tile and not for a safe one, undo to the exact earlier
state, "why not" lines, the short notice outside practice mode and the hand review."""

from __future__ import annotations

import pygame

from tests.ui.game_helpers import (
    run_until,
    step,  # noqa: I001
)
from tests.ui.practice_helpers import scripted_table, until_my_turn
from zjgame.engine import actions as A
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.ui.input import KeyPress
from zjgame.ui.scenes.practice_review import PracticeReviewScene
from zjgame.ui.scenes.score import ScoreScene

# You are East. South discards 5p; West and you both win on it; West comes first after South.
INTERCEPT = {"E": "123456789m11s46p", "S": "234567z19s19p28s3p", "W": "123456789s99m46p", "N": "2345678m23578p7s"}
# North discards 5p; you (next after North) chow it, West pungs it.
PUNG_CHOW = {
    "E": "46p123m789m1z2s4s6s8s",
    "S": "3579s3579p55z568m",
    "W": "55p9p19m19s2z3z4z7z37m",
    "N": "5p2468m2468s66z7p1p",
}
# West pungs your White, Green and 3p: a big hand in dots, probably ready.
DANGER = {
    "E": "5z6z3p5p1z123m789m2s4s",
    "W": "55z66z33p19m19s7p2z4z",
    "S": "2345678s2468p3z7z",
    "N": "456m456p11s99s7z4z1p",
}
DANGER_W = [
    A.CLAIM_PUNG,
    A.Discard(Tile("2z")),
    A.CLAIM_PUNG,
    A.Discard(Tile("4z")),
    A.CLAIM_PUNG,
    A.Discard(Tile("7p")),
]


def _intercepted(tmp_path, practice: bool = True):  # type: ignore[no-untyped-def]
    app, scene, ctl = scripted_table(
        tmp_path, INTERCEPT, "1z5p", {"S": [A.Discard(Tile("5p"))], "W": [A.CLAIM_WIN]}, practice=practice
    )
    scene.submit(A.Discard(Tile("1z")))
    assert run_until(app, lambda: ctl.waiting_for_human and ctl.state.window is not None, 300)
    assert ctl.state.window.tile is Tile("5p") and ctl.state.window.discarder is Seat.S
    return app, scene, ctl


def test_interception_panel_names_the_right_seats(tmp_path) -> None:
    app, scene, ctl = _intercepted(tmp_path)
    scene.submit(A.CLAIM_WIN)
    step(app, 3)
    panel = scene.practice.panel
    assert panel is not None and panel.kind == "interception"
    assert panel.discarder is Seat.S and panel.tile is Tile("5p")
    assert panel.awarded == (Seat.W,) and panel.you is Seat.E
    assert panel.order == (Seat.W, Seat.N, Seat.E)
    assert dict(panel.claims) == {Seat.W: "win", Seat.E: "win"}
    # players by name, "you" for the human, the tile as a picture (issue 15.5)
    assert "C2 also claimed the win on ⟦5p⟧" in panel.sentence and "C2's win intercepts yours" in panel.sentence
    # The score panel waits until the ruling is read.
    assert app.top is scene and ctl.hand_over
    scene.handle(KeyPress(pygame.K_SPACE))
    step(app, 3)
    assert isinstance(app.top, ScoreScene)


def test_outside_practice_a_short_notice_appears(tmp_path) -> None:
    app, scene, ctl = _intercepted(tmp_path, practice=False)
    scene.submit(A.CLAIM_WIN)
    step(app, 2)
    assert scene.practice.panel is None
    assert scene.practice.notice is not None and "intercepts yours" in scene.practice.notice[0]
    assert scene.practice.notice[1] <= 4.0


def test_why_not_chow_in_a_claim_window(tmp_path) -> None:
    app, scene, ctl = _intercepted(tmp_path)
    scene.handle(KeyPress(pygame.K_c))  # no chow is offered to you on South's discard
    assert scene.practice.notice is not None
    assert "Only C2, the player right after C1, may chow C1's discard" in scene.practice.notice[0]
    assert ctl.state.window is not None  # nothing was applied


def test_pung_takes_precedence_over_your_chow(tmp_path) -> None:
    app, scene, ctl = scripted_table(tmp_path, PUNG_CHOW, "", {"N": [A.Discard(Tile("5p"))], "W": [A.CLAIM_PUNG]})
    for _ in range(400):
        w = ctl.state.window
        if ctl.waiting_for_human and w is not None and w.tile is Tile("5p") and w.discarder is Seat.N:
            break
        if ctl.waiting_for_human:
            scene.submit(A.PASS if w is not None else next(a for a in ctl.human_legal() if isinstance(a, A.Discard)))
        step(app)
    chow = next(a for a in ctl.human_legal() if isinstance(a, A.ClaimChow))
    scene.submit(chow)
    step(app, 3)
    panel = scene.practice.panel
    assert panel is not None and panel.kind == "precedence"
    assert panel.awarded == (Seat.W,)
    assert panel.sentence.startswith("C2's pung takes precedence over your chow on ⟦5p⟧")


def _danger_table(tmp_path):  # type: ignore[no-untyped-def]
    app, scene, ctl = scripted_table(tmp_path, DANGER, "", {"W": list(DANGER_W)})
    for tile in ("5z", "6z", "3p"):
        assert until_my_turn(app, scene, ctl)
        scene.submit(A.Discard(Tile(tile)))
        if tile == "3p":  # against two dragon pungs a middle dots tile already warns: discard it anyway
            assert scene.practice.pending is not None
            scene.handle(KeyPress(pygame.K_y))
        assert scene.practice.pending is None
    assert until_my_turn(app, scene, ctl)
    assert len(ctl.state.melds[Seat.W.index]) == 3
    return app, scene, ctl


def test_danger_warning_for_a_dangerous_tile_not_a_safe_one(tmp_path) -> None:
    app, scene, ctl = _danger_table(tmp_path)
    before = ctl.state
    scene.submit(A.Discard(Tile("5p")))
    pending = scene.practice.pending
    assert pending is not None and pending[0].seat is Seat.W
    assert ctl.state is before  # held back
    text = " ".join(pending[0].lines())
    assert f"you pay {pending[0].cost}" in text
    scene.handle(KeyPress(pygame.K_n))  # keep it
    assert scene.practice.pending is None and ctl.state is before
    scene.submit(A.Discard(Tile("5p")))
    scene.handle(KeyPress(pygame.K_y))  # discard it after all
    assert ctl.state is not before
    assert ctl.state.rivers[Seat.E.index][-1].tile is Tile("5p")


def test_no_warning_for_a_safe_tile(tmp_path) -> None:
    app, scene, ctl = _danger_table(tmp_path)
    before = ctl.state
    scene.submit(A.Discard(Tile("3m")))  # West let 3m pass: under immunity you would pay only 25, at a tiny chance
    assert scene.practice.pending is None
    assert ctl.state is not before and ctl.state.rivers[Seat.E.index][-1].tile is Tile("3m")


def test_undo_restores_the_exact_earlier_state(tmp_path) -> None:
    app, scene, ctl = scripted_table(tmp_path, DANGER, "", {"W": list(DANGER_W)})
    assert until_my_turn(app, scene, ctl)
    step(app)
    first = ctl.state
    record_before = ctl.record()
    scene.submit(A.Discard(Tile("5z")))
    assert until_my_turn(app, scene, ctl)
    step(app)
    assert ctl.state is not first
    # Each undo goes back one decision of yours (a pass in a claim window is one too).
    counts = [ctl.state.action_count]
    for _ in range(5):
        scene.handle(KeyPress(pygame.K_u))
        counts.append(ctl.state.action_count)
        if ctl.state is first:
            break
    assert ctl.state is first
    assert counts == sorted(counts, reverse=True) and len(set(counts)) == len(counts)
    assert ctl.record() == record_before
    assert ctl.state.view_for(Seat.E) == first.view_for(Seat.E)
    # the game goes on from there exactly as before
    scene.submit(A.Discard(Tile("5z")))
    assert until_my_turn(app, scene, ctl)
    assert [d.tile for d in ctl.state.rivers[Seat.E.index]] == [Tile("5z")]


def test_hand_review_after_the_score_panel(tmp_path) -> None:
    app, scene, ctl = _intercepted(tmp_path)
    scene.submit(A.CLAIM_WIN)
    step(app, 2)
    scene.handle(KeyPress(pygame.K_SPACE))
    assert run_until(app, lambda: isinstance(app.top, ScoreScene), 50)
    app.top.close()
    step(app)
    assert isinstance(app.top, PracticeReviewScene)
    assert scene.practice.review.items
    assert scene.practice.review.summary()[0].startswith(f"{len(scene.practice.review.items)} decisions")
    app.top.on_back()
    step(app)
    assert app.top is scene and ctl.hand_index == 1
