"""The game in a real X server (issue 15's acceptance): Xvfb runs the game's window; real mouse clicks and key
presses go through the X server (xdotool); the window's pictures come back from the X server (xwd). One hand
is played from the title screen: New game (a click), Start (a click), on each turn the drawn tile selected and
discarded (two clicks), each claim window passed (the first with the Space key, the others with a click on
Pass), to the score panel; then Enter (the next hand), Esc (the game menu), Leave the game and Leave (clicks),
and Quit (the Q key) ends the process with status 0.

Each step checks the window's picture for the scene it expects by a pixel signature of a known widget: the
widget's place is the scene's own layout for this window size, computed here headless with the same fonts
(the title's New game button, the new-game screen's Start, the table's Menu button and turn prompt, the claim
buttons, the score panel's Next hand, the menu's Leave the game, the question's Leave), and its fill colour
the theme's.

Skipped when Xvfb, xdotool, xwd or xwininfo is missing (the README's test command on a machine without them);
``.ci/run`` installs them (Debian packages xvfb, xdotool, x11-apps, x11-utils) and sets ``ZJGAME_E2E_REQUIRED=1``,
so in CI it runs (a missing tool fails it there instead of skipping it).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.e2e.xwindow import Shot, Window, XServer, available

# CI sets ZJGAME_E2E_REQUIRED=1 after installing the tools: there a missing tool fails instead of skipping
REQUIRED = os.environ.get("ZJGAME_E2E_REQUIRED") == "1"
pytestmark = pytest.mark.skipif(
    not available() and not REQUIRED, reason="needs Xvfb, xdotool, xwd and xwininfo (an X server)"
)

SIZE = (800, 540)  # the smallest supported window: every scene must work there (issue 15.8)
ROOT = Path(__file__).resolve().parents[2]
Colour = tuple[int, int, int]


def _near(a: Colour, b: Colour, tolerance: int = 6) -> bool:
    """Within a few levels of a theme colour (a normal button's fill and a disabled one's differ by 14)."""
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def _fill_share(shot: Shot, rect: tuple[int, int, int, int], colours: tuple[Colour, ...]) -> float:
    """The share of a widget's inner top band (under its border, above its label) in one of ``colours``."""
    x, y, w, h = rect
    points = [(x + k, y + max(4, h // 8)) for k in range(6, w - 6, 3)]
    hits = sum(1 for p in points if any(_near(shot.pixel(*p), c) for c in colours))
    return hits / max(1, len(points))


class Widgets:
    """Where the known widgets are in a window of ``SIZE``, and their colours: from the scenes' own layouts,
    computed headless (dummy video driver) with the game's fonts and default settings."""

    def __init__(self, data: Path) -> None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from tests.ui.game_helpers import make_app, step
        from zjgame.ui import theme
        from zjgame.ui.layout import compute_layout
        from zjgame.ui.routes import Push

        app = make_app(data, size=SIZE)
        app.go(Push("title"))
        step(app)
        self.new_game = next(b.rect for b in app.top.buttons if b.name == "new")
        app.go(Push("newgame"))
        step(app)
        self.start = next(b.rect for b in app.top.buttons if b.name == "start")
        app.go(Push("menu"))
        step(app)
        self.leave = next(b.rect for b in app.top.buttons if b.name == "leave")
        app.go(Push("confirm", question="?", detail="", on_yes=Push("title")))
        step(app)
        self.yes = next(b.rect for b in app.top.buttons if b.name == "yes")
        lay = compute_layout(SIZE)
        self.lay = lay
        self.menu = lay.menu
        s = theme.scale_for(SIZE)  # the score panel's Next hand (ScoreScene.layout)
        panel = (int(SIZE[0] * 0.04), int(SIZE[1] * 0.035), int(SIZE[0] * 0.92), int(SIZE[1] * 0.93))
        bw, bh = int(230 * s), int(46 * s)
        self.next_hand = (panel[0] + panel[2] - int(24 * s) - bw, panel[1] + panel[3] - bh - int(16 * s), bw, bh)
        self.primary = (theme.BUTTON_PRIMARY, theme.BUTTON_PRIMARY_HOVER)
        self.normal = (theme.BUTTON, theme.BUTTON_HOVER)
        self.danger = ((150, 50, 44), (190, 70, 60))
        self.disabled = (theme.BUTTON_DISABLED,)

    @staticmethod
    def rect(r: object) -> tuple[int, int, int, int]:
        return tuple(r)  # type: ignore[arg-type,return-value]

    # -- signatures -------------------------------------------------------------------------------------------
    def title(self, shot: Shot) -> bool:
        return _fill_share(shot, self.rect(self.new_game), self.primary) > 0.6

    def new_game_screen(self, shot: Shot) -> bool:
        return _fill_share(shot, self.rect(self.start), self.primary) > 0.6

    def table(self, shot: Shot) -> bool:
        return _fill_share(shot, self.rect(self.menu), self.normal) > 0.5

    def menu_open(self, shot: Shot) -> bool:
        return _fill_share(shot, self.rect(self.leave), self.danger) > 0.6

    def question(self, shot: Shot) -> bool:
        return _fill_share(shot, self.rect(self.yes), self.danger) > 0.6

    def score_panel(self, shot: Shot) -> bool:
        return _fill_share(shot, self.next_hand, self.primary) > 0.6

    def my_turn(self, shot: Shot) -> bool:
        """The disabled "Your turn: click a tile" prompt in the middle of the button row."""
        lay = self.lay
        y = lay.buttons_y + max(4, lay.button_h // 8)
        return any(_near(shot.pixel(SIZE[0] // 2 + dx, y), self.disabled[0]) for dx in (-40, 0, 40))

    def claim_buttons(self, shot: Shot) -> list[tuple[int, int]]:
        """The claim buttons on the button row (left to right): their spans of button fill."""
        lay = self.lay
        y = lay.buttons_y + max(4, lay.button_h // 8)
        colours = (*self.normal, *self.primary)
        spans: list[tuple[int, int]] = []
        start = None
        for x in range(0, SIZE[0], 2):
            inside = any(_near(shot.pixel(x, y), c) for c in colours)
            if inside and start is None:
                start = x
            elif not inside and start is not None:
                if x - start > 30:
                    spans.append((start, x))
                start = None
        return spans


@pytest.fixture()
def game(tmp_path: Path):  # type: ignore[no-untyped-def]
    server = XServer(SIZE)
    data = tmp_path / "data"
    data.mkdir()
    env = {**server.env, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy", "ZJGAME_DATA_DIR": str(data)}
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)
    size = f"{SIZE[0]}x{SIZE[1]}"
    proc = subprocess.Popen(
        [sys.executable, "-m", "zjgame", "play", "--size", size, "--speed", "max"],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        yield server, proc, tmp_path
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        server.stop()


def _wait_for(window: Window, test: Callable[[Shot], bool], what: str, shots: Path, timeout: float = 30.0) -> Shot:
    deadline = time.monotonic() + timeout
    shot = window.capture()
    while not test(shot):
        if time.monotonic() > deadline:
            shot.save_ppm(shots / f"failed-{what}.ppm")
            raise AssertionError(f"the window never showed {what} (its last picture: failed-{what}.ppm)")
        time.sleep(0.25)
        shot = window.capture()
    return shot


def test_one_hand_in_a_real_window_with_real_clicks_and_keys(game, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    server, proc, shots = game
    widgets = Widgets(tmp_path / "layout")
    window = server.find_window("Zung Jung")

    def centre(rect: object) -> tuple[int, int]:
        x, y, w, h = tuple(rect)  # type: ignore[misc]
        return x + w // 2, y + h // 2

    _wait_for(window, widgets.title, "the title screen", shots)
    window.click(centre(widgets.new_game))
    _wait_for(window, widgets.new_game_screen, "the new-game screen", shots)
    window.click(centre(widgets.start))
    _wait_for(window, widgets.table, "the table", shots)

    discards = passes = 0
    drawn = widgets.lay.hand_slots(14, True)[-1].center
    deadline = time.monotonic() + 240
    while True:
        assert time.monotonic() < deadline, f"no score panel after {discards} discards and {passes} passes"
        shot = window.capture()
        if widgets.score_panel(shot):
            break
        if widgets.my_turn(shot):
            window.click(drawn)  # select the drawn tile ...
            window.click(drawn)  # ... and a second click discards it
            discards += 1
        else:
            buttons = widgets.claim_buttons(shot)
            if buttons:
                if passes == 0:
                    window.key("space")  # Pass by its key
                else:
                    left, right = buttons[-1]  # Pass is the last claim button
                    window.click(((left + right) // 2, widgets.lay.buttons_y + widgets.lay.button_h // 2))
                passes += 1
        time.sleep(0.25)
    assert discards >= 1
    shot.save_ppm(shots / "score-panel.ppm")

    window.key("Return")  # the next hand
    _wait_for(window, lambda s: widgets.table(s) and not widgets.score_panel(s), "the next hand's table", shots)
    window.key("Escape")
    _wait_for(window, widgets.menu_open, "the game menu", shots)
    window.click(centre(widgets.leave))
    _wait_for(window, widgets.question, "the leave question", shots)
    window.click(centre(widgets.yes))
    _wait_for(window, widgets.title, "the title screen again", shots)
    window.key("q")
    try:
        code = proc.wait(20)
    except subprocess.TimeoutExpired:
        pytest.fail("the game did not quit on Q")
    assert code == 0, proc.stderr.read().decode(errors="replace") if proc.stderr else code
