"""Issue 14 (the window) and issue 17 (resize memory): what is rendered ahead of time, and every cache bounded.

- ``zjgame.ui.prewarm`` names every tile size the table, the claim prompt, the waits box and the score panel
  draw: an autoplay hand played through its score panel after the first frame's ``warm`` renders no tile
  picture cold (``SurfaceCache.on_miss`` watches), in Zung Jung, Zen Koan (flowers) and British (bonus tiles);
- text surfaces are cached by (text, size, colour, weight), and every surface cache is bounded by entries and
  by bytes;
- a window resize drops the pictures sized for the old window (100 resizes no longer grow memory by hundreds
  of megabytes: only the current size's tiles stay);
- ``--perf`` prints the issue's keys.
No timed assertion: counts of renders and bytes held."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tests.ui.game_helpers import make_app, run_until
from zjgame.ui import theme
from zjgame.ui.games import autoplay_game
from zjgame.ui.prewarm import tile_sets, tile_sizes
from zjgame.ui.routes import Push
from zjgame.ui.surfcache import SurfaceCache, surface_bytes
from zjgame.ui.tileart import TileArt


def _tile_size(key: object) -> tuple[int, int] | None:
    if isinstance(key, tuple) and len(key) >= 3 and isinstance(key[1], int) and isinstance(key[2], int):
        return key[1], key[2]
    return None


@pytest.mark.parametrize(
    "ruleset, size", [("zj", (1280, 800)), ("zen-koan", (800, 540)), ("british", (1280, 800))], ids=str
)
def test_no_tile_is_rendered_cold_after_the_first_frame(tmp_path: Path, ruleset: str, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, autoplay=True, hands=1, speed_max=True, seed=5, ruleset=ruleset, size=size, prerender=True)
    app.go(Push("table", controller=autoplay_game(app.options), autoplay=True))
    while app.frames == 0:
        app.step(1 / 30)  # the first frame, then every tile set of prewarm.tile_sets (App.step)
    cold: list[tuple[int, object]] = []  # (frame, key) of every tile picture rendered from here on
    app.art.cache.on_miss = lambda key: cold.append((app.frames, key))
    reached_panel = run_until(app, lambda: app.top is not None and type(app.top).__name__ == "ScoreScene", 20_000)
    for _ in range(5):
        app.step(1 / 30)  # the panel's frames
    assert reached_panel and app.exceptions == 0
    planned = tile_sizes(app.size)
    at_planned = [key for _, key in cold if _tile_size(key) in planned]
    assert at_planned == [], f"{len(at_planned)} tiles of the planned sizes rendered cold: {at_planned[:5]}"
    # The score panel shrinks the winning hand's tiles to fit when it has many (bonus tiles, kongs): those few
    # tiles at a one-off size are all that may be rendered in a frame, never a whole set.
    per_frame = [sum(1 for f, _ in cold if f == frame) for frame in {f for f, _ in cold}]
    assert max(per_frame, default=0) <= 18, per_frame


def test_text_surfaces_are_cached_by_text_size_colour_and_weight() -> None:
    text = theme.TextCache(limit=10, max_bytes=10**8)
    a = text.render("Pung", 20, (255, 255, 255))
    assert text.render("Pung", 20, (255, 255, 255)) is a and text.cache.misses == 1
    others = [
        text.render("Pung", 20, (255, 0, 0)),
        text.render("Pung", 21, (255, 255, 255)),
        text.render("Pung", 20, (255, 255, 255), bold=True),
        text.render("Chow", 20, (255, 255, 255)),
    ]
    assert text.cache.misses == 5 and all(o is not a for o in others)
    for i in range(30):
        text.render(f"line {i}", 20)
    assert len(text.cache) == 10  # bounded by entries


def test_a_surface_cache_is_bounded_by_entries_and_bytes_least_recent_out_first() -> None:
    one = surface_bytes(pygame.Surface((10, 10), pygame.SRCALPHA))
    cache = SurfaceCache(max_entries=100, max_bytes=3 * one)
    for i in range(5):
        cache.get(i, lambda: pygame.Surface((10, 10), pygame.SRCALPHA))
    assert cache.keys() == [2, 3, 4] and cache.bytes == 3 * one
    cache.get(2, lambda: pygame.Surface((1, 1)))  # a hit: 2 becomes the most recent
    cache.get(5, lambda: pygame.Surface((10, 10), pygame.SRCALPHA))
    assert cache.keys() == [4, 2, 5]
    assert cache.drop(lambda k: k == 2) == 1 and cache.keys() == [4, 5] and cache.bytes == 2 * one


def test_resizes_keep_only_the_current_windows_pictures(tmp_path: Path) -> None:
    app = make_app(tmp_path, autoplay=True, hands=1, speed_max=True, seed=5, prerender=True)
    app.go(Push("table", controller=autoplay_game(app.options), autoplay=True))
    for _ in range(10):
        app.step(1 / 30)
    sizes = [(800 + 97 * i, 540 + 61 * i) for i in range(8)]
    for size in sizes:
        app.resize(size)
        app.step(1 / 30)
        app.warm(None)
    last = app.size
    held = {_tile_size(k) for k in app.art.cache.keys()} - {None}
    assert held <= tile_sizes(last), held - tile_sizes(last)  # nothing sized for an old window
    fresh = TileArt()
    assert fresh.warm(tile_sets(last, app.settings.tile_labels))
    assert app.art.cache.bytes <= fresh.cache.bytes + 2 * 1024 * 1024  # what this window needs, and no more
    assert len(theme._PANELS) <= 2 and len(theme._SHADES) <= 1


def test_perf_prints_the_issue_keys(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch) -> None:
    from zjgame.commands import play

    monkeypatch.setenv("ZJGAME_DATA_DIR", str(tmp_path))
    assert play.main(["--autoplay", "--hands", "1", "--speed", "max", "--perf", "--seed", "3"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    keys = ("frame_cpu_ms_p50", "frame_cpu_ms_p95", "frame_cpu_ms_p99", "frame_cpu_ms_max")
    assert all(isinstance(report[k], float) and report[k] >= 0 for k in keys)
    assert report["frame_cpu_ms_p50"] <= report["frame_cpu_ms_p95"] <= report["frame_cpu_ms_p99"]
    assert report["frame_cpu_ms_p99"] <= report["frame_cpu_ms_max"]
    assert report["first_frame_s"] > 0 and 0 < report["first_frame_cpu_s"]
    assert report["max_rss_mb"] > 10 and report["hands"] == 1 and report["exceptions"] == 0


def test_a_computer_players_plan_cache_stays_small() -> None:
    # A long game's memory grew by about 0.6 MB a hand in the computer players' plan caches (bounded only at
    # 20,000 entries of about 2 KB each, per player): an entry is one moment of one hand, so the bound is small.
    from ai.hand_value import ValueEstimator
    from zjgame.rules.ruleset import ZJ
    from zjgame.rules.seats import Seat

    est = ValueEstimator(ZJ)
    counts = [0] * 34
    for i in (0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 28, 28):
        counts[i] += 1
    for n in range(1500):  # as many moments as a dozen hands bring
        unseen = [4] * 34
        unseen[n % 34] = 3 - (n // 34) % 3
        unseen[(n // 102) % 34] = (n // 3) % 4
        est.plans(counts, (), Seat.E, Seat.E, unseen, 1)
    assert 0 < len(est._plan_cache) <= 1000


def test_the_tables_pictures_are_bounded_by_bytes() -> None:
    # Issue 14: the table's cached hands and ponds were bounded only by count (600), about 30 MB by hand 40 of
    # an autoplay game; the ponds of past moments are never drawn again.
    from zjgame.ui.table_render import TableRenderer
    from zjgame.ui.tablemodel import PondTile

    renderer = TableRenderer(TileArt(), theme.TextCache())
    codes = [f"{n}{s}" for s in "mps" for n in range(1, 10)]
    for i in range(300):  # the ponds of a dozen hands, one discard at a time
        pond = tuple(PondTile(codes[(i * 7 + j) % len(codes)]) for j in range(1 + i % 24))
        renderer.pond_surface(pond, 36, 50, None, None, i % 4)
    cache = renderer._cache
    assert 0 < cache.bytes <= cache.max_bytes <= 8 * 1024 * 1024 and len(cache) < 300
