"""The score panel on scripted Zen Koan hands played through the engine on a real (headless) table: several
winners on one discard (a page per win, the ruling on the table), the payment sentences stating the amounts the
engine paid (East double), the exhaustive draw with ready hands, bonus tiles, a long pattern list at 960x600."""

from __future__ import annotations

from pathlib import Path

import pygame

from tests.engine.helpers import SEABED
from tests.ui.game_helpers import key, run_until, step
from tests.ui.koan_helpers import EAST, SOUTH, koan_table, until_score
from zjgame.engine import actions as A
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.ui.animator import Animator
from zjgame.ui.score_text import drawn_lines, payment_lines, plural, seat_role

E, S, W, N = Seat.E, Seat.S, Seat.W, Seat.N
SEVERAL = {"E": [A.Discard(Tile("5p"))], "S": [A.CLAIM_WIN], "W": [A.CLAIM_WIN]}
BONUS_HAND = dict(
    east="1f1g2f3f4f111z222z55z",
    south="",
    west="",
    north="",
    supplements="5z9m1m1m1m",
    draws="8p",
    at={56: "9m"},
)


def _names(ctl):  # type: ignore[no-untyped-def]
    return ctl.names_by_seat()


def test_several_winners_get_a_page_each_and_the_ruling_shows_on_the_table(tmp_path: Path) -> None:
    app, scene, ctl = koan_table(tmp_path, SEVERAL, draws="5p")
    scene.end_pause = 1000.0  # hold the table a moment: the ruling is on it
    assert run_until(app, lambda: ctl.state.is_finished, 500)
    step(app)
    assert (
        scene.fx.ruling is not None
        and "No interception under these rules: Mei and Hao both won on Ann's ⟦5p⟧" in scene.fx.ruling[0]
    )
    assert [lb.text for lb in scene.animator.labels] == ["WIN!", "WIN!"]  # both winners, no older label
    scene.end_pause = 0.0
    score = until_score(app)
    result = ctl.state.result
    assert result.winners == (S, W)
    assert score.pages == 2 and score.page == 0
    assert {b.name for b in score.buttons} == {"next", "nextwin", "replay", "review"}
    key(app, pygame.K_RETURN)  # Enter shows the next win, not the next hand
    assert app.top is score and score.page == 1
    assert {b.name for b in score.buttons} == {"next", "prevwin", "replay", "review"}
    step(app, 2)
    key(app, pygame.K_LEFT)
    assert score.page == 0
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert app.top is scene  # the last page's Enter closes the panel


def test_several_winners_each_page_is_a_screenshot_in_autoplay(tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    options = {"screenshots": shots, "autoplay": True}
    app, scene, ctl = koan_table(tmp_path, SEVERAL, options=options, draws="5p")
    assert run_until(app, lambda: ctl.hand_index == 1 or not app.running, 800)
    names = sorted(p.name.split("-", 1)[1] for p in shots.glob("*score*.png"))
    assert names == ["h01-5-score-win1.png", "h01-5-score-win2.png"], names


def test_east_winning_on_a_discard_states_the_doubled_amount_paid(tmp_path: Path) -> None:
    app, scene, ctl = koan_table(
        tmp_path, {"E": [A.CLAIM_WIN]}, east=SOUTH, south=EAST, west="", north="", draws="2z 5p"
    )
    score = until_score(app)
    win = ctl.state.result.wins[0]
    assert win.winner is E and win.discarder is S
    paid = -win.payments[S.index]
    text = " ".join(payment_lines(win, _names(ctl), ctl.ruleset))
    assert f"Mei pays {paid} alone: 3 × {win.value}, doubled because the winner, Ann, is East" in text
    assert "pays and receives double." not in text
    assert seat_role(S, ctl.state.result, win) == "responsible"
    assert score.pages == 1


def test_a_win_on_easts_discard_says_east_paid_double(tmp_path: Path) -> None:
    app, scene, ctl = koan_table(tmp_path, {"E": [A.Discard(Tile("5p"))], "W": [A.CLAIM_WIN]}, draws="5p")
    until_score(app)
    win = ctl.state.result.wins[0]
    assert win.winner is W and win.discarder is E
    text = " ".join(payment_lines(win, _names(ctl), ctl.ruleset))
    assert f"Ann pays {-win.payments[E.index]} alone: 3 × {win.value}, doubled because Ann is East" in text


def test_a_self_draw_by_south_names_easts_double_share(tmp_path: Path) -> None:
    app, scene, ctl = koan_table(
        tmp_path, {"S": [A.SELF_DRAWN_WIN]}, south=SOUTH, east=EAST, west="", north="", draws="2z 5p"
    )
    until_score(app)
    win = ctl.state.result.wins[0]
    assert win.winner is S and win.self_drawn
    text = " ".join(payment_lines(win, _names(ctl), ctl.ruleset))
    assert f"Ann pays {-win.payments[E.index]} (2 × {win.value}: East pays double)" in text
    assert f"Hao and Kit pay {-win.payments[W.index]} each" in text


def test_an_exhaustive_draw_shows_the_ready_hands_and_their_payments(tmp_path: Path) -> None:
    app, scene, ctl = koan_table(tmp_path, {}, at={SEABED: "3z"})
    scene.end_pause = 1000.0
    assert run_until(app, lambda: ctl.state.is_finished, 3000)
    step(app)
    assert scene.fx.ruling is not None and "Mei, Hao and Kit were ready" in scene.fx.ruling[0]
    scene.end_pause = 0.0
    score = until_score(app)
    result = ctl.state.result
    assert result.is_draw and result.ready == (S, W, N)
    text = " ".join(drawn_lines(result, _names(ctl)))
    assert "Mei, Hao and Kit were ready" in text
    assert f"Ann pays {-result.payments[E.index]}" in text and f"Kit receives {result.payments[N.index]}" in text
    assert "Nobody pays" not in text
    assert [seat_role(s, result) for s in (E, S, W, N)] == ["", "ready", "ready", "ready"]
    assert score.regions["hands"].top > score.regions["notes"].top


def test_bonus_tiles_lie_by_the_melds_and_count_in_the_score(tmp_path: Path) -> None:
    app, scene, ctl = koan_table(tmp_path, {"E": [A.SELF_DRAWN_WIN]}, **BONUS_HAND)
    scene.end_pause = 1000.0
    assert run_until(app, lambda: ctl.state.is_finished, 500)
    step(app)
    me = scene.current_model().seats[0]
    assert sorted(me.bonus) == ["1f", "1g", "2f", "3f", "4f"]
    rects = scene.renderer.human_meld_rects(scene.current_model(), scene.lay)
    assert len(rects) == 5 and all(r.bottom <= app.screen.get_height() for r, _ in rects)
    scene.end_pause = 0.0
    until_score(app)
    win = ctl.state.result.wins[0]
    ids = {p.id for p in win.score.patterns}
    assert {"11.1.2", "11.2.1"} <= ids  # the seat's flower and season, all four flowers
    assert len(win.hand.bonus) == 5


def test_a_long_pattern_list_fits_at_960x600(tmp_path: Path) -> None:
    app, scene, ctl = koan_table(tmp_path, {"E": [A.SELF_DRAWN_WIN]}, size=(960, 600), **BONUS_HAND)
    score = until_score(app)
    assert len(ctl.state.result.wins[0].score.patterns) >= 8
    patterns, hands, notes = score.regions["patterns"], score.regions["hands"], score.regions["notes"]
    assert patterns.bottom <= hands.top and notes.bottom <= hands.top
    assert score.buttons[0].rect.top >= score.rect.top + hands.top  # the button sits below the hands' label


def test_the_score_panel_draws_without_error_at_the_smallest_window(tmp_path: Path) -> None:
    # 800x540 is the app's minimum size: the payment notes start at their smallest font there (a crash in
    # draw() on every frame once).
    app, scene, ctl = koan_table(tmp_path, {"E": [A.SELF_DRAWN_WIN]}, size=(800, 540), **BONUS_HAND)
    score = until_score(app)
    step(app, 3)
    assert app.exceptions == 0
    assert app.top is score and score.regions["notes"].bottom <= score.regions["hands"].top


def test_counts_are_singular_for_one() -> None:
    assert plural(1, "point") == "1 point" and plural(5, "point") == "5 points" and plural(0, "point") == "0 points"


def test_claim_labels_fade_after_about_a_second_and_make_way_for_a_new_one() -> None:
    anim = Animator("slow")
    anim.label("PUNG", (100, 100), 40)
    anim.update(0.5)
    anim.label("CHOW", (300, 100), 40)
    anim.update(0.3)
    assert [lb.text for lb in anim.labels] == ["CHOW"]  # the older label made way
    anim.label("WIN!", (500, 100), 40, seconds=1.6)
    anim.update(0.3)
    assert [lb.text for lb in anim.labels] == ["WIN!"]
    anim.update(1.4)
    assert anim.labels == []
    anim.label("PUNG", (100, 100), 40)
    anim.update(1 / 60)
    anim.label("WIN!", (500, 100), 40, seconds=1.6, clear_older=True)
    anim.label("WIN!", (300, 100), 40, seconds=1.6, clear_older=True)  # a second winner, same frame
    assert [lb.text for lb in anim.labels] == ["WIN!", "WIN!"]
    lone = Animator("slow")
    lone.label("KONG", (0, 0), 40)
    lone.update(1.2)
    assert lone.labels == []  # about a second even at the slow speed


def test_patterns_go_to_two_columns_when_even_compact_rows_do_not_fit(tmp_path: Path) -> None:
    app, scene, ctl = koan_table(tmp_path, {"E": [A.SELF_DRAWN_WIN]}, size=(960, 600), **BONUS_HAND)
    score = until_score(app)
    win = ctl.state.result.wins[0]
    s = score.scale()
    surface = pygame.Surface((600, 400), pygame.SRCALPHA)
    roomy = score.draw_patterns(surface, win, 10, 0, s, 480, 400)
    assert score.pattern_columns == 1 and roomy <= 400
    height = 150
    bottom = score.draw_patterns(surface, win, 10, 0, s, 480, height)
    assert score.pattern_columns == 2 and bottom <= height


def test_the_standings_list_every_winner_of_a_hand(tmp_path: Path) -> None:
    from zjgame.ui.scenes.results import ResultsScene

    app, scene, ctl = koan_table(tmp_path, SEVERAL, options={"hands": 1}, draws="5p")
    until_score(app)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ResultsScene)
    app.draw()
    texts = {k[0] for k in app.text._cache}
    result = ctl.state.result
    assert "Mei & Hao" in texts and f"{result.wins[0].value} + {result.wins[1].value}" in texts


def _human_koan_table(tmp_path: Path, draws: str):  # type: ignore[no-untyped-def]
    """A Zen Koan practice table where you are East (dealt EAST, drawing ``draws`` first), waits shown."""
    from dataclasses import replace

    from tests.engine.helpers import build_wall
    from tests.ui.game_helpers import make_app
    from tests.ui.koan_helpers import WEST, KoanPlayer
    from zjgame.rules.ruleset import get_ruleset
    from zjgame.ui.controller import GameController, PlayerInfo
    from zjgame.ui.scenes.table import TableScene

    rs = get_ruleset("zen-koan")
    app = make_app(tmp_path, speed_max=True)
    app.settings = replace(app.settings, show_waits=True)
    players = [PlayerInfo("You", "human")] + [PlayerInfo(f"C{i}", "normal", i) for i in range(1, 4)]
    ctl = GameController(rs, players, 4, 1, threaded=False, practice=True, start=False)
    ctl.deal(build_wall(ruleset=rs, east=EAST, south=SOUTH, west=WEST, draws=draws))
    for seat in (S, W, N):
        ctl.computers[ctl.player_at(seat)] = KoanPlayer([])
    scene = TableScene(ctl)
    app.push(scene)
    step(app, 3)
    return app, scene, ctl


def test_practice_hints_with_a_drawn_bonus_tile_never_crash_the_table(tmp_path: Path) -> None:
    app, scene, ctl = _human_koan_table(tmp_path, "2f")
    assert A.SetAsideBonus(Tile("2f")) in ctl.human_legal()  # your turn, a bonus tile just drawn
    scene.practice.hints()  # whatever the advisor makes of it, the table goes on
    step(app, 3)
    assert app.exceptions == 0 and app.top is scene
    scene.submit(A.Discard(Tile("2f")))  # keep it and throw it: the decision goes to the hand review
    step(app, 3)
    assert app.exceptions == 0 and [d.tile for d in ctl.state.rivers[E.index]] == [Tile("2f")]


def test_a_kept_bonus_tile_is_left_out_of_the_waits(tmp_path: Path) -> None:
    # East holds 123m 789m 111s 99s 6z 7z: throwing 6z leaves a 7z single wait, but with the kept bonus tile
    # the hand is 12 tiles that can win nothing until the bonus tile goes (ZJ §7)
    app, scene, ctl = _human_koan_table(tmp_path, "2f")
    scene.submit(A.Discard(Tile("6z")))
    step(app, 3)
    assert Tile("2f") in ctl.state.hands[E.index]
    assert app.exceptions == 0 and scene.current_model().waits == ()


def test_a_score_of_another_system_lists_its_own_lines() -> None:
    """The panel's rows for a system other than Zung Jung (the classic British scorer, B3-B4): every score line
    as the system names it, points as numbers and doubles in words, in the system's order."""
    from zjgame.rules.hand import parse_hand
    from zjgame.rules.ruleset import BRITISH
    from zjgame.scoring import WinContext, score_hand
    from zjgame.ui.score_text import _generic_rows

    score = score_hand(parse_hand("123m456p789s111z5z+5z"), WinContext(), BRITISH)
    rows, notes = _generic_rows(score)
    assert [name for _id, name, _zh, _amount in rows] == [line.name for line in score.lines]
    amounts = [amount for *_rest, amount in rows]
    assert "20" in amounts and "1 double" in amounts  # going Mah Jongg; a pung of the own wind
    assert notes == [*([score.limit_note] if score.limit_note else []), *score.notes]
