"""Classic British at the table (issue 12, the window): the ruleset's name, the tallies from 2,000, the kong box and
bonus tiles; the Standing Hand button (S) on the first discard when the declaration is legal, the mark on the
seat and the practice explanation; the score panel of four scored hands with the settlement, readable at
800x540 and 1920x1080; the wall-game panel; a whole game played through the window to the final standings; a
game saved mid-hand that resumes exactly and whose record replays."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tests.engine.helpers import british_wall
from tests.ui.game_helpers import key, make_app, run_until, step
from zjgame.commands import replay as replay_cmd
from zjgame.engine import actions as A
from zjgame.engine.result import HandResult
from zjgame.rules.ruleset import BRITISH
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.ui.controller import FinishedHand, GameController, PlayerInfo
from zjgame.ui.games import autoplay_game
from zjgame.ui.routes import Push
from zjgame.ui.scenes.score import ScoreScene
from zjgame.ui.scenes.table import TableScene
from zjgame.ui.tablemodel import wall_stacks

READY_EAST = "111m456m789m11z46p"  # with 7z drawn: discarding 7z leaves a hand ready on 5p (B2)


def _human_table(tmp_path: Path, wall, practice: bool = True, size=(1280, 800)):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path, speed_max=True, size=size)
    players = [PlayerInfo("You", "human")] + [PlayerInfo(n, "baseline", i) for i, n in enumerate(("Mei", "Hao", "Lin"))]
    ctl = GameController(BRITISH, players, BRITISH.hands_in_game, 1, threaded=False, practice=practice, start=False)
    ctl.deal(wall)
    scene = TableScene(ctl)
    app.push(scene)
    step(app, 2)
    return app, scene, ctl


def test_the_table_shows_the_ruleset_tallies_from_2000_and_the_kong_box(tmp_path: Path) -> None:
    app, scene, ctl = _human_table(tmp_path, british_wall(east=READY_EAST, draws="7z 1z 9s 5p"))
    model = scene.current_model()
    assert model.ruleset_title == "Classic British"
    assert model.starting_score == 2000 and all(seat.score == 2000 for seat in model.seats)
    assert model.kong_box and model.loose_left == 16 - sum(len(seat.bonus) for seat in model.seats)
    stacks = wall_stacks(model)
    live = 144 - 52 - 1 - 16  # dealt, East's first draw and the kong box
    assert sum(n for n, dead in stacks if not dead) == live
    assert sum(n for n, dead in stacks if dead) == model.loose_left  # the kong box is never replenished (B1)


def test_the_standing_hand_button_declares_it_marks_the_seat_and_practice_explains_the_lock(tmp_path: Path) -> None:
    app, scene, ctl = _human_table(tmp_path, british_wall(east=READY_EAST, draws="7z 1z 9s 5p"))
    assert ctl.waiting_for_human and ctl.state.window is None
    scene.refresh_choices()
    standing = next(c for c in scene.choices if c.name == "standing")
    assert standing.enabled and standing.action == A.Discard(Tile("7z"), True) and standing.tiles == ("7z",)
    assert pygame.K_s in standing.keys
    key(app, pygame.K_s)  # the shortcut
    east = Seat.E.index
    assert ctl.state.standing[east] is not None and ctl.state.rivers[east][0].tile is Tile("7z")
    step(app)
    assert scene.current_model().seats[0].standing  # the mark on your plate
    notice = scene.practice.notice
    assert notice is not None and notice[0] == "You declared a Standing Hand: you may only claim a discard to win."
    # the locked hand: a claim you try is explained
    assert "you may only claim a discard to win" in scene.practice.why_not_line("pung")


def test_no_standing_hand_button_when_the_declaration_is_not_legal(tmp_path: Path) -> None:
    app, scene, ctl = _human_table(tmp_path, british_wall(east="159m159p159s1234z", draws="7z"))
    scene.refresh_choices()
    assert not any(c.name == "standing" for c in scene.choices)


def _score_panel(tmp_path: Path, size: tuple[int, int], hands: int = 1, seed: int = 1):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path, autoplay=True, hands=hands, speed_max=True, seed=seed, ruleset="british", size=size)
    app.go(Push("table", controller=autoplay_game(app.options), autoplay=True))
    panels: list[ScoreScene] = []

    def at_panel() -> bool:
        top = app.top
        if isinstance(top, ScoreScene) and top not in panels:
            panels.append(top)
            top.draw(app.screen)
        return len(panels) >= hands

    assert run_until(app, at_panel, 20_000)
    return app, panels


@pytest.mark.parametrize("size", [(800, 540), (1920, 1080)], ids=str)
def test_the_score_panel_shows_four_scored_hands_and_the_settlement_readably(tmp_path: Path, size) -> None:
    app, panels = _score_panel(tmp_path, size)
    panel = panels[0]
    win = panel.hand.result.wins[0]
    assert len(win.losers) == 3 and win.settlement
    blocks = [panel.regions[f"block-{s.value}"] for s in (Seat.E, Seat.S, Seat.W, Seat.N)]
    inside = pygame.Rect((0, 0), panel.rect.size)
    things = [*blocks, panel.regions["settlement"]]
    for i, a in enumerate(things):
        assert inside.contains(a), a
        for b in things[i + 1 :]:
            assert not a.colliderect(b), (a, b)
    assert panel.regions["settlement"].top > max(b.bottom for b in blocks)
    assert panel.item_size >= (10 if size[0] >= 1920 else 9)
    buttons_top = min(b.rect.top for b in panel.buttons) - panel.rect.top
    assert panel.regions["settlement"].bottom <= buttons_top


def test_a_wall_game_gets_its_own_panel(tmp_path: Path) -> None:
    app, panels = _score_panel(tmp_path, (1280, 800), hands=1)
    ctl = panels[0].ctl
    hand = ctl.finished[-1]
    wall_game = FinishedHand(
        hand.number,
        hand.east_player,
        hand.round_wind,
        HandResult(True, wall_game="live_wall"),
        (0, 0, 0, 0),
        hand.totals_after,
        hand.names_by_seat,
    )
    app.go(Push("score", ctl=ctl, hand=wall_game))
    step(app)
    scene = app.top
    assert isinstance(scene, ScoreScene)
    scene.render_panel()
    assert scene.title == "Wall game"
    assert scene.lines[-1] == "No score: nobody pays. The hand is replayed with the same East."


def test_a_whole_british_game_plays_through_the_window_to_the_final_standings(tmp_path: Path) -> None:
    app = make_app(
        tmp_path,
        autoplay=True,
        speed_max=True,
        seed=2,
        ruleset="british",
        size=(800, 540),
        players=("baseline",) * 4,
    )
    ctl = autoplay_game(app.options)
    app.go(Push("table", controller=ctl, autoplay=True))
    assert run_until(app, lambda: type(app.top).__name__ == "ResultsScene", 60_000)
    assert ctl.game_over and app.exceptions == 0
    assert ctl.match.round_wind is Seat.N or ctl.match.is_finished  # B6: the game ends after the North round
    assert sum(ctl.match.totals) == 0  # zero-sum underneath the 2,000 tallies


def test_a_british_game_saved_mid_hand_resumes_exactly_and_its_record_replays(tmp_path: Path, capsys) -> None:
    players = [PlayerInfo("You", "human")] + [PlayerInfo(n, "baseline", i) for i, n in enumerate(("Mei", "Hao", "Lin"))]
    ctl = GameController(BRITISH, players, BRITISH.hands_in_game, 7, threaded=False)
    from ai.players import make_player

    you = make_player("baseline", 99)
    while ctl.hand_index < 1 or ctl.state.action_count < 30:  # into the second hand
        if ctl.hand_over:
            ctl.next_hand()
        elif ctl.waiting_for_human:
            seat = ctl.human_seat
            ctl.submit(you.choose(ctl.state.view_for(seat), ctl.state.legal_actions(seat)).action)
        else:
            ctl.delay = 0.0
            ctl.update(1.0)
    while not ctl.can_save():
        seat = ctl.human_seat
        if ctl.waiting_for_human:
            ctl.submit(A.PASS if A.PASS in ctl.human_legal() else ctl.human_legal()[0])
        else:
            ctl.update(1.0)
    record = json.loads(json.dumps(ctl.record()))
    again = GameController.from_record(record, threaded=False)
    assert again.hand_index == ctl.hand_index and again.match.totals == ctl.match.totals
    assert again.state.actions() == ctl.state.actions()
    for seat in (Seat.E, Seat.S, Seat.W, Seat.N):
        assert again.state.view_for(seat) == ctl.state.view_for(seat)
    assert again.scores_by_seat() == ctl.scores_by_seat()
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert replay_cmd.main([str(path)]) == 0
    capsys.readouterr()


@pytest.mark.parametrize("ruleset", ["british", "zj"])
def test_the_info_box_lines_fit_inside_it_at_800x540(tmp_path: Path, ruleset: str) -> None:
    from zjgame.ui.layout import compute_layout
    from zjgame.ui.table_render import TableRenderer

    app = make_app(tmp_path, autoplay=True, hands=1, speed_max=True, seed=1, ruleset=ruleset, size=(800, 540))
    scene = TableScene(autoplay_game(app.options), autoplay=True)
    app.push(scene)
    step(app, 3)
    model = scene.current_model()
    renderer = TableRenderer(app.art, app.text)
    box = compute_layout((800, 540)).info
    char, fs, tops = renderer.info_layout(model, box)
    lines = renderer.info_lines(model)
    assert len(lines) == 4  # the kong box (British) or that the round wind scores nothing (Zung Jung)
    assert tops[0] > box.top + char * 0.9  # below the round wind
    last_size = max(8, int(fs * lines[-1][3]))
    assert tops[-1] + app.text.line_height(last_size) <= box.bottom
