"""The game window driven headless: a whole short game with computer players, a discard and a claim made by
real (synthetic) mouse events, resizing, and continue/corrupt-save handling."""

from __future__ import annotations

from pathlib import Path

import pygame  # noqa: E402  (game_helpers sets the dummy drivers first)

from tests.ui.game_helpers import click, key, make_app, run_until, step
from zjgame.engine import actions as A  # noqa: E402
from zjgame.engine.view import Phase  # noqa: E402
from zjgame.ui.games import autoplay_game, new_game, saved_game  # noqa: E402
from zjgame.ui.scenes.results import ResultsScene  # noqa: E402
from zjgame.ui.scenes.score import ScoreScene  # noqa: E402
from zjgame.ui.scenes.table import TableScene  # noqa: E402
from zjgame.ui.scenes.title import TitleScene  # noqa: E402
from zjgame.ui.storage import Settings  # noqa: E402


def test_autoplay_plays_two_hands_through_score_panel_to_standings(tmp_path: Path) -> None:
    app = make_app(tmp_path, autoplay=True, hands=2, speed_max=True, seed=4)
    table = TableScene(autoplay_game(app.options), autoplay=True)
    app.push(table)
    seen_score = []

    def done() -> bool:
        if isinstance(app.top, ScoreScene):
            seen_score.append(app.top.hand.number)
        return isinstance(app.top, ResultsScene)

    assert run_until(app, done, 3000, dt=1 / 60)
    assert sorted(set(seen_score)) == [1, 2]
    assert app.hands_played == 2
    assert app.exceptions == 0
    assert len(table.ctl.finished) == 2
    assert sum(table.ctl.totals) == 0  # zero-sum running totals
    assert not app.storage.has_game()  # autoplay never touches the player's save


def _human_game(tmp_path: Path, size: tuple[int, int] = (1280, 800), seed: int = 11) -> tuple:  # type: ignore[type-arg]
    app = make_app(tmp_path, size=size)
    app.settings = Settings(computer_delay=0.0, animation_speed="instant")
    table = TableScene(new_game(app.options, ruleset="zj", strengths=("normal",) * 3, hands=4, seed=seed))
    app.push(table)
    return app, table


def test_discard_and_claim_by_mouse_clicks(tmp_path: Path) -> None:
    app, table = _human_game(tmp_path)
    me = table.ctl.human_seat
    discards_by_click = 0
    claimed = False
    for _ in range(1200):
        assert run_until(app, lambda: table.ctl.waiting_for_human or table.ctl.hand_over, 4000)
        if table.ctl.hand_over:
            if claimed or len(table.ctl.finished) >= 4:
                break
            assert run_until(app, lambda: isinstance(app.top, ScoreScene), 400)
            key(app, pygame.K_RETURN)  # next hand
            assert app.top is table
            continue
        step(app, 1)
        state = table.ctl.state
        if state.window is not None:
            names = [b.name for b in table.buttons]
            legal = table.ctl.human_legal()
            assert "pass" in names and all(
                any(isinstance(a, kind) for a in legal)
                for name, kind in (("pung", A.ClaimPung), ("chow0", A.ClaimChow))
                if name in names
            )
            target = next((b for b in table.buttons if b.name in ("pung", "chow0", "kong")), None)
            if target is None:
                click(app, next(b for b in table.buttons if b.name == "pass").rect.center)
                assert table.ctl.state is not state  # the pass was applied
                continue
            melds_before = len(table.ctl.state.melds[me.index])
            click(app, target.rect.center)
            run_until(app, lambda: table.ctl.state.window is None or table.ctl.state.phase is Phase.DISCARD, 50)
            claimed = len(table.ctl.state.melds[me.index]) > melds_before or table.ctl.state.window is None
            assert claimed
            if len(table.ctl.state.melds[me.index]) > melds_before:
                break
            continue
        # our turn: click the last tile to select it, click again to discard it
        model = table.current_model()
        tiles = model.seats[0].concealed
        slots = table.lay.hand_slots(len(tiles), model.seats[0].drawn)
        pond_before = len(state.rivers[me.index])
        click(app, slots[-1].center)
        if table.ctl.state is state:
            assert table.selected == len(tiles) - 1
            click(app, slots[-1].center)
        if len(table.ctl.state.rivers[me.index]) == pond_before + 1:
            discards_by_click += 1
    assert discards_by_click >= 1
    assert claimed, "no claim was offered to the human in four hands (seeded: should not happen)"
    assert app.exceptions == 0
    assert app.storage.has_game()  # saved after actions


def test_keyboard_discard_and_selection(tmp_path: Path) -> None:
    app, table = _human_game(tmp_path)
    assert run_until(app, lambda: table.ctl.waiting_for_human and table.ctl.state.window is None, 2000)
    me = table.ctl.human_seat
    key(app, pygame.K_LEFT)
    assert table.selected is not None
    pond = len(table.ctl.state.rivers[me.index])
    key(app, pygame.K_RETURN)
    assert len(table.ctl.state.rivers[me.index]) == pond + 1


def test_resize_relays_out_everything(tmp_path: Path) -> None:
    app, table = _human_game(tmp_path)
    step(app, 5)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=960, h=600, size=(960, 600)))
    step(app, 2)
    assert app.size == (960, 600)
    assert table.lay.size == (960, 600)
    model = table.current_model()
    slots = table.lay.hand_slots(len(model.seats[0].concealed), model.seats[0].drawn)
    assert all(pygame.Rect(0, 0, 960, 600).contains(r) for r in slots)
    assert (
        slots[-1].right <= table.renderer.human_meld_rects(model, table.lay)[-1][0].left
        if model.seats[0].melds
        else True
    )
    assert app.exceptions == 0


def test_continue_resumes_the_saved_game_exactly(tmp_path: Path) -> None:
    app, table = _human_game(tmp_path)
    assert run_until(app, lambda: table.ctl.waiting_for_human and table.ctl.state.window is None, 2000)
    key(app, pygame.K_d)  # discard the drawn tile
    run_until(app, lambda: table.ctl.waiting_for_human, 2000)
    step(app, 1)
    saved = app.storage.load_game()
    assert saved is not None
    app2 = make_app(tmp_path)
    resumed = saved_game(app2.storage, threaded=False)
    assert resumed is not None
    original = table.ctl.state
    if original.window is None:
        assert resumed.state.hands == original.hands
        assert resumed.state.rivers == original.rivers


def test_corrupt_save_is_reported_and_set_aside(tmp_path: Path) -> None:
    (tmp_path / "current_game.json").write_text(
        '{"format": "zjgame-record/1", "hands": [{"wall": ["9z"]}]', encoding="utf-8"
    )
    app = make_app(tmp_path)
    app.push(TitleScene())
    step(app, 1)
    cont = next(b for b in app.top.buttons if b.name == "continue")
    assert cont.enabled
    click(app, cont.rect.center)
    assert isinstance(app.top, TitleScene)
    assert any("could not be read" in message for message, _ in app.toasts)
    assert any(".corrupt-" in p.name for p in tmp_path.iterdir())
    assert not (tmp_path / "current_game.json").exists()


def test_a_record_the_engine_refuses_is_set_aside(tmp_path: Path) -> None:
    record = {
        "format": "zjgame-record/1",
        "ruleset": "zj",
        "players": [{"name": "You", "kind": "human"}] + [{"name": "X", "kind": "easy", "seed": 1}] * 3,
        "hands": [{"wall": ["1m"] * 136, "actions": []}],
    }
    import json

    (tmp_path / "current_game.json").write_text(json.dumps(record), encoding="utf-8")
    app = make_app(tmp_path)
    app.push(TitleScene())
    step(app, 1)
    key(app, pygame.K_c)  # Continue
    assert isinstance(app.top, TitleScene)
    assert any("could not be read" in message for message, _ in app.toasts)
    assert not next(b for b in app.top.buttons if b.name == "continue").enabled
    assert any(".corrupt-" in p.name for p in tmp_path.iterdir())


def test_a_saved_game_is_a_record_that_zjgame_replay_accepts(tmp_path: Path) -> None:
    from zjgame.commands import replay
    from zjgame.rules.ruleset import get_ruleset
    from zjgame.ui.controller import GameController, new_players

    game = GameController(get_ruleset("zj"), new_players(("normal",) * 4, 5, human=False), 4, 5, threaded=False)
    game.delay = 0.0
    while not game.hand_over:
        game.update(0.02)
    game.next_hand()
    for _ in range(30):
        game.update(0.02)
    while not game.can_save():
        game.update(0.02)
    path = tmp_path / "game.json"
    import json

    path.write_text(json.dumps(game.record()), encoding="utf-8")
    assert replay.main([str(path)]) == 0
    resumed = GameController.from_record(json.loads(path.read_text(encoding="utf-8")), threaded=False)
    assert resumed.totals == game.totals
    assert resumed.state.hands == game.state.hands and resumed.state.rivers == game.state.rivers


def test_computer_decisions_in_a_worker_thread_keep_frames_coming(tmp_path: Path) -> None:
    app = make_app(tmp_path, threaded_ai=True)
    app.settings = Settings(computer_delay=0.0, animation_speed="instant")
    table = TableScene(new_game(app.options, ruleset="zj", strengths=("hard",) * 3, hands=4, seed=3))
    app.push(table)
    assert run_until(app, lambda: table.ctl.waiting_for_human and table.ctl.state.window is None, 4000)
    key(app, pygame.K_d)  # discard the drawn tile; three computer turns follow, decided off the loop
    frames_before = app.frames
    import time

    deadline = time.monotonic() + 60
    while not (table.ctl.waiting_for_human or table.ctl.hand_over) and time.monotonic() < deadline:
        step(app, 1)
        time.sleep(0.002)  # real time for the worker; the loop keeps drawing frames meanwhile
    assert table.ctl.waiting_for_human or table.ctl.hand_over
    assert app.frames > frames_before + 3
    assert app.exceptions == 0
    app.reset(TitleScene())  # leaving the table shuts the worker down
    assert not table.ctl.worker.running


def test_a_resumed_game_continues_exactly_as_the_original() -> None:
    from zjgame.rules.ruleset import get_ruleset
    from zjgame.ui.controller import GameController, new_players

    game = GameController(
        get_ruleset("zj"), new_players(("normal", "hard", "easy", "normal"), 9, human=False), 2, 9, threaded=False
    )
    game.delay = 0.0
    for _ in range(25):
        game.update(0.02)
    while not game.can_save():
        game.update(0.02)
    resumed = GameController.from_record(game.record(), threaded=False)
    resumed.delay = 0.0
    while not game.hand_over:
        game.update(0.02)
    while not resumed.hand_over:
        resumed.update(0.02)
    assert resumed.state.actions() == game.state.actions()
    assert resumed.totals == game.totals


# The window's close button (quit at once when the game is saved, ask in a claim window) and SIGTERM: test_quit.py
