"""A tour of the game's scenes in one language at one window size, recording every string the scenes draw (through
``TextCache``, the one way text reaches the screen) and where it was drawn from, for two checks:

- **English left in Chinese** (``english_words``): a string drawn in ``zh_TW`` with English words in it is text
  that was not wrapped with ``zjgame.i18n`` (or not translated); each is reported with the module and line
  that drew it. Key names on key caps, hand notation and units are allowed.
- **Layout** (``layout_problems``): buttons outside the window, over each other, or too narrow for their label;
  text blitted with ``TextCache.blit`` outside its surface (cut) or over another string.

Used by tests/i18n/test_scene_tour.py (a few scenes, in the suite) and as a script for the whole tour, which
phase 2 of the translation works from (it takes a minute: it plays a hand)::

    python -m tests.i18n.scene_tour [--lang zh_TW] [--size 800x540] [--screenshots DIR] [--verbose]

Scenes visited: the title, every registered scene that opens without arguments (new game, settings, the score
calculator, the tutorial, the menu, the history, statistics and shortcut lists... as the registry has them),
new game for practice, a confirmation, rules (every tab), a tutorial lesson at the table, and a hand played by
the computer: the table, the score panel, the final standings, and the replay viewer on that game's record.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse  # noqa: E402
import re  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
from collections import Counter  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from contextlib import contextmanager  # noqa: E402
from dataclasses import dataclass, field, replace  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402

from zjgame import i18n  # noqa: E402
from zjgame.ui import theme  # noqa: E402
from zjgame.ui.widgets import button_width  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SKIP_FRAMES = ("zjgame/ui/theme.py", "zjgame/ui/widgets.py", "zjgame/ui/scene.py")
# Latin that may stay in Chinese text: key names, hand notation, units and file formats, single letters, the
# languages' own names, the author of the rules.
ALLOWED = re.compile(
    r"^(?:Esc|Enter|Return|Space|Tab|Shift|Ctrl|Alt|Home|End|PgUp|PgDn|Del|Delete|Backspace|Left|Right|Up|Down|"
    r"F\d{1,2}|MB|KB|JSON|UTF|OK|ZJ|ZK|px|English|Alan|Kwan|zjgame|[A-Za-z])$"
)
NOTATION = re.compile(r"\[?\d+[mpszfg]\]?|[+]\d[mpszfg]")
# Not words at all: file paths, web addresses, command lines quoted in a sentence, the rulesets' codes as the
# command line names them, the records folder's name.
NOT_WORDS = re.compile(
    r"\S*/\S*|[\w.-]+\.(?:com|org|net)\b|「zjgame [^」]*」|'zjgame [^']*'|"
    r"[(（](?:zj|zj-min5|zj-older|zen-koan|british)[)）]|\brecords\b"
)


def english_words(text: str) -> list[str]:
    """The English words in ``text`` (two letters or more) that are not allowed to stay in a translation."""
    cleaned = NOTATION.sub(" ", NOT_WORDS.sub(" ", text))
    return [w for w in re.findall(r"[A-Za-z][A-Za-z']+", cleaned) if not ALLOWED.match(w)]


@dataclass
class Drawn:
    text: str
    where: str  # "zjgame/ui/scenes/title.py:160": the first frame that is not the text machinery
    scene: str


@dataclass
class Blit:
    text: str
    rect: pygame.Rect  # the ink: where the glyphs' pixels are
    target: tuple[int, int]  # the surface's size
    target_id: int
    scene: str


@dataclass
class Record:
    drawn: list[Drawn] = field(default_factory=list)
    blits: list[Blit] = field(default_factory=list)
    overflows: list[str] = field(default_factory=list)  # wrapped text wider than its box
    overflow_mark: int = 0  # overflows at the end of the last visit
    scene: str = ""
    mark: tuple[int, int] = (0, 0)  # (drawn, blits) at the end of the last visit


def _caller() -> str:
    frame = sys._getframe(2)
    while frame is not None:
        path = Path(frame.f_code.co_filename).resolve()
        try:
            rel = path.relative_to(ROOT).as_posix()
        except ValueError:
            rel = ""
        if rel and rel not in SKIP_FRAMES and rel != "tests/i18n/scene_tour.py":
            return f"{rel}:{frame.f_lineno}"
        frame = frame.f_back  # type: ignore[assignment]
    return "?"


@contextmanager
def recording() -> Iterator[Record]:
    """Record every string rendered through ``TextCache`` (and the rectangles of ``TextCache.blit``)."""
    record = Record()
    render, blit = theme.TextCache.render, theme.TextCache.blit

    def spy_render(self, text, size, color=theme.TEXT, bold=False):  # type: ignore[no-untyped-def]
        record.drawn.append(Drawn(text, _caller(), record.scene))
        return render(self, text, size, color, bold)

    def spy_blit(self, target, text, size, pos, color=theme.TEXT, bold=False, anchor="topleft"):  # type: ignore[no-untyped-def]
        rect = blit(self, target, text, size, pos, color, bold, anchor)
        ink = render(self, text, size, color, bold).get_bounding_rect().move(rect.topleft)  # the glyphs' pixels
        record.blits.append(Blit(text, ink, target.get_size(), id(target), record.scene))
        return rect

    from zjgame.ui.richtext import RichText

    wrap, rich_draw = theme.TextCache.wrap, RichText.draw

    def spy_wrap(self, text, size, width, bold=False):  # type: ignore[no-untyped-def]
        lines = wrap(self, text, size, width, bold)
        for line in lines:  # a line of several words wider than asked runs out of its box (cut or over others)
            several = len([u for u, _spaced in i18n.break_units(line) if u]) > 1
            if several and self.size(line, size, bold)[0] > width + 1:
                record.overflows.append(f"wrapped line {line[:40]!r} wider than {width} px")
        return lines

    def spy_rich_draw(self, surface, text, size, pos, width, *args, **kwargs):  # type: ignore[no-untyped-def]
        bold = kwargs.get("bold", args[1] if len(args) > 1 else False)
        space = self.text.size(" ", size, bold)[0]
        for line in self.wrap(text, size, width, bold):
            used = sum(
                self._word_width(w, size, bold) + (space if k and getattr(w, "spaced", True) else 0)
                for k, w in enumerate(line)
            )
            words = " ".join("".join(p.text or f"[{p.tile}]" for p in getattr(w, "pieces", w)) for w in line)
            if used > width + 1 and len([u for u, _spaced in i18n.break_units(words) if u]) > 1:
                record.overflows.append(f"rich line {words[:40]!r} wider than {width} px")
        return rich_draw(self, surface, text, size, pos, width, *args, **kwargs)

    theme.TextCache.render = spy_render  # type: ignore[method-assign]
    theme.TextCache.blit = spy_blit  # type: ignore[method-assign]
    theme.TextCache.wrap = spy_wrap  # type: ignore[method-assign]
    RichText.draw = spy_rich_draw  # type: ignore[method-assign]
    try:
        yield record
    finally:
        theme.TextCache.render = render  # type: ignore[method-assign]
        theme.TextCache.blit = blit  # type: ignore[method-assign]
        theme.TextCache.wrap = wrap  # type: ignore[method-assign]
        RichText.draw = rich_draw  # type: ignore[method-assign]


# -- layout ------------------------------------------------------------------------------------------------------
def button_problems(app, scene) -> list[str]:  # type: ignore[no-untyped-def]
    window = pygame.Rect((0, 0), app.size)
    out = []
    buttons = [b for b in scene.buttons if b.rect.w > 0 and b.rect.h > 0]
    for i, a in enumerate(buttons):
        if not window.contains(a.rect):
            out.append(f"button {a.name!r} ({a.label!r}) outside the window: {a.rect}")
        needed = button_width(app.text, a.label, a.hint, a.rect.h, len(a.tiles)) - 2 * max(10, a.rect.h // 3)
        if needed > a.rect.w:
            out.append(f"button {a.name!r}: label {a.label!r} needs {needed} px, has {a.rect.w}")
        for b in buttons[i + 1 :]:
            if a.rect.colliderect(b.rect):
                out.append(f"buttons {a.name!r} and {b.name!r} overlap")
    return out


def blit_problems(blits: list[Blit]) -> list[str]:
    out = []
    latest: dict[tuple[int, str, tuple[int, int, int, int]], Blit] = {}
    for b in blits:  # one frame may be drawn many times: each string at each place once
        latest[(b.target_id, b.text, tuple(b.rect))] = b
    unique = list(latest.values())
    for b in unique:
        area = pygame.Rect((0, 0), b.target)
        if b.text.strip() and not area.contains(b.rect):
            out.append(f"text {b.text[:50]!r} cut by its surface's edge: {b.rect} in {b.target}")
    by_target: dict[int, list[Blit]] = {}
    for b in unique:
        if b.text.strip():
            by_target.setdefault(b.target_id, []).append(b)
    for items in by_target.values():
        for i, a in enumerate(items):
            for b in items[i + 1 :]:
                if a.text == b.text:
                    continue  # a shadow, or the same label drawn twice
                overlap = a.rect.clip(b.rect)
                if overlap.w > 2 and overlap.h > 2:
                    out.append(f"text {a.text[:40]!r} overlaps {b.text[:40]!r}")
    return out


# -- the tour ----------------------------------------------------------------------------------------------------
@dataclass
class Visit:
    name: str
    drawn: list[Drawn]
    problems: list[str]
    scene: object = None  # the scene visited (on top of the stack then)


def _draw(app) -> None:  # type: ignore[no-untyped-def]
    app._changed()
    app.draw()


def visit(app, record: Record, name: str, shots: Path | None = None) -> Visit:  # type: ignore[no-untyped-def]
    """Draw the scene on top now, and check it."""
    record.scene = name
    start_d, start_b = record.mark  # everything drawn since the last visit: opening this scene included
    blits_now = len(record.blits)
    _draw(app)
    frame = [b for b in record.blits[blits_now:] if b.target == app.size]  # this frame, on the screen
    panels = [b for b in record.blits[start_b:] if b.target != app.size]  # surfaces built for this scene
    problems = button_problems(app, app.top) + blit_problems(frame + panels)
    problems += list(dict.fromkeys(record.overflows[record.overflow_mark :]))
    record.mark = (len(record.drawn), len(record.blits))
    record.overflow_mark = len(record.overflows)
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(shots / f"{name}.png"))
    return Visit(name, record.drawn[start_d:], problems, app.top)


def opened(app, route, steps: int = 2) -> bool:  # type: ignore[no-untyped-def]
    app.go(route)
    for _i in range(steps):
        app.step(1 / 30)
    return app.top is not None


def close(app, record: Record) -> None:  # type: ignore[no-untyped-def]
    """Pop the scene on top; what closing it draws belongs to no visit."""
    from zjgame.ui.routes import Pop

    app.go(Pop())
    app.step(1 / 30)
    record.mark = (len(record.drawn), len(record.blits))
    record.overflow_mark = len(record.overflows)


def _kept_british_game(folder: Path) -> None:
    """A kept game under the British rules (the statistics' page of British score items), two hands long."""
    from zjgame.history import History
    from zjgame.rules.ruleset import get_ruleset
    from zjgame.ui.controller import GameController, new_players

    ctl = GameController(get_ruleset("british"), new_players(("easy",) * 4, 5, human=False), 2, 5, threaded=False)
    ctl.delay = 0.0
    for _i in range(5000):
        if len(ctl.finished) >= 2:
            break
        ctl.update(1.0)
        if ctl.hand_over and len(ctl.finished) < 2:
            ctl.next_hand()
    record = ctl.record()
    record["players"][0] = {"name": "You", "kind": "human"}
    record["game_id"] = "20240603-120000-cccccc"
    history = History(folder)
    history.game_finished(record)
    history.close()


STATISTICS_PAGES = ("overview", "time", "patterns", "items", "groups")  # the statistics scene's page buttons


def tour(
    language: str,
    size: tuple[int, int] = (800, 540),
    shots: Path | None = None,
    only: tuple[str, ...] | None = None,
    data_dir: Path | None = None,
    play_hand: bool = True,
) -> list[Visit]:
    """Open every scene (or those named in ``only``) in ``language`` at ``size``; one ``Visit`` each.
    ``play_hand=False`` leaves out the played hand (table, score panel, standings, replay)."""
    from tests.ui.game_helpers import make_app, run_until
    from zjgame.ui.registry import SCENE_PATHS
    from zjgame.ui.routes import Pop, Push

    pygame.font.init()
    folder = Path(data_dir or tempfile.mkdtemp(prefix="zjgame-tour-"))
    (folder / "settings.json").write_text(f'{{"language": "{language}"}}', encoding="utf-8")
    visits: list[Visit] = []

    def want(name: str) -> bool:
        return only is None or name in only

    if want("history") or any(want(f"statistics-{page}") for page in STATISTICS_PAGES):
        from tests.ui.scene_fixtures import _kept_games

        _kept_games(folder)  # kept games: the list and every statistics page have something to show
        _kept_british_game(folder)
    app = make_app(folder, size=size, speed_max=True)

    with recording() as record:
        opened(app, Push("title"))  # the base of the stack (an empty stack ends the game)
        if want("title"):
            visits.append(visit(app, record, "title", shots))
        # every registered scene that opens without arguments (the registry decides: scenes come and go),
        # then those that need some
        needs_args = {"title", "table", "score", "results", "replay", "practice-review", "confirm", "rules"}
        simple = [(key, Push(key)) for key in SCENE_PATHS if key not in needs_args]
        simple += [
            ("newgame-practice", Push("newgame", practice=True)),
            ("confirm", Push("confirm", question=i18n._("Zung Jung Mahjong"), detail="", on_yes=Pop())),
        ]
        for name, route in simple:
            if not want(name) or route.scene not in SCENE_PATHS:
                continue
            try:
                if opened(app, route):
                    visits.append(visit(app, record, name, shots))
                    if name == "statistics":  # its other pages
                        for page in STATISTICS_PAGES[1:]:
                            app.top.on_button(f"page:{page}")
                            app.step(1 / 30)
                            visits.append(visit(app, record, f"statistics-{page}", shots))
            except (TypeError, ValueError) as err:  # a scene that needs arguments after all
                visits.append(Visit(name, [], [f"could not be opened without arguments: {err}"]))
            close(app, record)
        if want("rules"):
            from zjgame.ui.scenes.rules import TABS

            for tab, _label in TABS:
                if opened(app, Push("rules", tab=tab)):
                    visits.append(visit(app, record, f"rules-{tab}", shots))
                close(app, record)
        if want("tutorial-lesson") and opened(app, Push("tutorial", lesson="claims"), steps=3):
            scene = app.top
            start = next((b for b in scene.buttons if b.name == "continue"), None)
            if start is not None:
                scene.on_button("continue")
                for _i in range(30):
                    app.step(1 / 30)
            visits.append(visit(app, record, "tutorial-lesson", shots))
            close(app, record)
        if play_hand and (want("table") or want("score") or want("results") or want("replay")):
            visits += _play_a_hand(app, record, shots, want, run_until)
    return visits


def _play_a_hand(app, record: Record, shots: Path | None, want, run_until) -> list[Visit]:  # type: ignore[no-untyped-def]
    from zjgame.practice.replay_model import ReplayModel
    from zjgame.ui.games import autoplay_game
    from zjgame.ui.routes import Push
    from zjgame.ui.scenes.results import ResultsScene
    from zjgame.ui.scenes.score import ScoreScene
    from zjgame.ui.scenes.table import TableScene

    out: list[Visit] = []
    app.options = replace(app.options, autoplay=True, hands=1, seed=7)
    app.settings = replace(app.settings, computer_delay=0.0, animation_speed="instant")
    table = TableScene(autoplay_game(app.options), autoplay=True)
    app.push(table)
    seen_table = False

    def progress() -> bool:
        nonlocal seen_table
        if not seen_table and app.top is table and table.ctl.state.action_count > 12:
            seen_table = True
            if want("table"):
                out.append(visit(app, record, "table", shots))
        return isinstance(app.top, ScoreScene)

    if run_until(app, progress, 4000, dt=1 / 60) and want("score"):
        out.append(visit(app, record, "score", shots))
    if run_until(app, lambda: isinstance(app.top, ResultsScene), 4000, dt=1 / 60) and want("results"):
        out.append(visit(app, record, "results", shots))
    if want("replay"):
        import json

        model = ReplayModel.from_text(json.dumps(table.ctl.record()))
        if opened(app, Push("replay", model=model, title="")):
            out.append(visit(app, record, "replay", shots))
    return out


def english_report(visits: list[Visit]) -> dict[str, list[tuple[str, str]]]:
    """Per drawing module: (scene, string) pairs with English words in them, each once."""
    out: dict[str, list[tuple[str, str]]] = {}
    seen = set()
    for v in visits:
        for d in v.drawn:
            if english_words(d.text) and (d.where, d.text) not in seen:
                seen.add((d.where, d.text))
                out.setdefault(d.where.rsplit(":", 1)[0], []).append((v.name, d.text))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Draw every scene and report English left and layout problems.")
    parser.add_argument("--lang", default="zh_TW")
    parser.add_argument("--size", default="800x540")
    parser.add_argument("--screenshots", type=Path)
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--verbose", "-v", action="store_true")
    args = parser.parse_args(argv)
    w, h = (int(x) for x in args.size.split("x"))
    visits = tour(args.lang, (w, h), args.screenshots, tuple(args.only) if args.only else None)
    print(f"scenes visited: {', '.join(v.name for v in visits)}")
    problems = Counter()
    for v in visits:
        for p in v.problems:
            problems[v.name] += 1
            if args.verbose:
                print(f"  layout {v.name}: {p}")
    print("layout problems per scene:", dict(problems) or "none")
    if args.lang != "en":
        report = english_report(visits)
        total = 0
        for module, hits in sorted(report.items()):
            total += len(hits)
            print(f"{len(hits):5d}  {module}")
            if args.verbose:
                for scene, text in hits:
                    print(f"         [{scene}] {text[:90]!r}")
        print(f"{total:5d}  strings with English drawn in {args.lang}")
    i18n.set_language("en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
