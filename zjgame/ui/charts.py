"""Charts in the game's own look (issue 16 "Statistics": no plotting library): bars and lines drawn with pygame
on the game's panels, in its gold, text and seat colours, labelled with the game's text cache.

Owns: ``bar_chart`` (labelled bars, one value each), ``line_chart`` (one or more series over the same points,
with a legend), ``Series``, ``nice_max`` and ``draw_frame`` (a chart's titled panel). Pure drawing: the data come
from ``zjgame.history`` (the statistics scene asks for them); nothing here changes state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from zjgame.ui import theme

Color = tuple[int, int, int]
GRID: tuple[int, int, int, int] = (255, 255, 255, 26)
SERIES_COLORS: tuple[Color, ...] = (theme.GOLD, (90, 170, 240), (232, 90, 80), (120, 210, 120))


@dataclass(frozen=True)
class Series:
    """One line of a line chart: a label for the legend and a value per point (None: no value there)."""

    label: str
    values: tuple[float | None, ...]
    color: Color = theme.GOLD


def nice_max(value: float) -> float:
    """A round number at least ``value`` for the top of an axis (1, 2, 5, 10, 20, 50...)."""
    if value <= 0:
        return 1.0
    step = 1.0
    while step * 10 <= value:
        step *= 10
    while step > value * 10:
        step /= 10
    for m in (1, 2, 5, 10):
        if m * step >= value:
            return m * step
    return 10 * step


def draw_frame(surface: pygame.Surface, text: theme.TextCache, rect: pygame.Rect, title: str, s: float) -> pygame.Rect:
    """A chart's panel with its title; the rectangle left for the chart."""
    theme.draw_panel(surface, rect, max(6, int(10 * s)), 214)
    size = max(10, int(15 * s))
    text.blit(surface, title, size, (rect.left + int(10 * s), rect.top + int(6 * s)), theme.GOLD, True)
    top = rect.top + int(6 * s) + text.line_height(size) + int(2 * s)
    return pygame.Rect(rect.left + int(8 * s), top, rect.w - int(16 * s), rect.bottom - top - int(6 * s))


def _axis_text(value: float, fmt: Callable[[float], str] | None) -> str:
    if fmt is not None:
        return fmt(value)
    return f"{value:g}"


def bar_chart(
    surface: pygame.Surface,
    text: theme.TextCache,
    rect: pygame.Rect,
    labels: Sequence[str],
    values: Sequence[float],
    s: float,
    *,
    colors: Sequence[Color] | None = None,
    fmt: Callable[[float], str] | None = None,
    signed: bool = False,
    label_every: int = 1,
) -> None:
    """Vertical bars, one per label, with the value above each bar (``fmt``) and the label below; ``signed``:
    a zero line in the middle, gains up in gold and losses down in red."""
    size = max(9, int(12 * s))
    lh = text.line_height(size)
    below = lh if signed else 0  # room under the lowest bar for its value
    area = pygame.Rect(rect.left, rect.top + lh, rect.w, rect.h - 2 * lh - below - int(4 * s))
    if area.h <= 4 or not values:
        return
    n = len(values)
    top = nice_max(max(abs(v) for v in values) if values else 1.0)
    zero = area.centery if signed else area.bottom
    half = area.h // 2 if signed else area.h
    pygame.draw.line(surface, theme.PANEL_EDGE, (area.left, zero), (area.right, zero), 1)
    slot = area.w / n
    bar_w = max(2, int(slot * 0.7))
    show_values = text.size(_axis_text(top, fmt), size)[0] <= slot * 1.05
    for i, value in enumerate(values):
        x = int(area.left + i * slot + (slot - bar_w) / 2)
        height = int(half * abs(value) / top) if top else 0
        if colors is not None:
            color = colors[i % len(colors)]
        else:
            color = theme.GOLD if value >= 0 else theme.RED
        bar = pygame.Rect(x, zero - height if value >= 0 else zero, bar_w, max(1 if value else 0, height))
        if bar.h:
            pygame.draw.rect(surface, color, bar, border_radius=max(1, min(4, bar_w // 4)))
        if show_values and (value or not signed):
            shown = _axis_text(value, fmt)
            y = bar.top - lh if value >= 0 else bar.bottom
            text.blit(surface, shown, size, (x + bar_w // 2, y), theme.TEXT, False, "midtop")
        if labels and i % max(1, label_every) == 0 and i < len(labels):
            text.blit(
                surface,
                labels[i],
                size,
                (x + bar_w // 2, area.bottom + below + int(3 * s)),
                theme.TEXT_DIM,
                False,
                "midtop",
            )


def line_chart(
    surface: pygame.Surface,
    text: theme.TextCache,
    rect: pygame.Rect,
    series: Sequence[Series],
    s: float,
    *,
    fmt: Callable[[float], str] | None = None,
    top: float | None = None,
    x_label: str = "",
) -> None:
    """Lines over the same points (left: the first game, right: the last), an axis from 0 to ``top`` (by
    default a round number above the largest value) with its labels, and a legend along the bottom."""
    size = max(9, int(12 * s))
    lh = text.line_height(size)
    values = [v for line in series for v in line.values if v is not None]
    top = top if top is not None else nice_max(max(values) if values else 1.0)
    axis_w = max(text.size(_axis_text(top, fmt), size)[0], text.size(_axis_text(0, fmt), size)[0]) + int(6 * s)
    legend_h = lh + int(4 * s)
    area = pygame.Rect(rect.left + axis_w, rect.top + lh // 2, rect.w - axis_w - int(4 * s), rect.h - lh - legend_h)
    if area.h <= 4 or area.w <= 4:
        return
    grid = pygame.Surface(area.size, pygame.SRCALPHA)
    for k in range(5):
        y = int(area.h * k / 4)
        pygame.draw.line(grid, GRID, (0, min(area.h - 1, y)), (area.w, min(area.h - 1, y)), 1)
    surface.blit(grid, area.topleft)
    for k, value in ((0, top), (4, 0.0)):
        y = area.top + int(area.h * k / 4)
        text.blit(surface, _axis_text(value, fmt), size, (area.left - int(4 * s), y), theme.TEXT_DIM, False, "midright")
    n = max((len(line.values) for line in series), default=0)
    for line in series:
        points = []
        for i, v in enumerate(line.values):
            if v is None:
                continue
            px = area.left + (area.w * i / (n - 1) if n > 1 else area.w / 2)
            py = area.bottom - area.h * max(0.0, min(1.0, v / top if top else 0.0))
            points.append((int(px), int(py)))
        if len(points) > 1:
            pygame.draw.lines(surface, line.color, False, points, max(2, int(2.5 * s)))
        for p in points if len(points) <= 40 else points[-1:]:
            pygame.draw.circle(surface, line.color, p, max(2, int(3 * s)))
    # legend: a swatch and the label of each series, then what the x axis is
    x = area.left
    y = area.bottom + int(4 * s)
    for line in series:
        pygame.draw.rect(surface, line.color, pygame.Rect(x, y + lh // 3, int(12 * s), max(3, lh // 3)))
        x += int(16 * s)
        r = text.blit(surface, line.label, size, (x, y), theme.TEXT)
        x = r.right + int(14 * s)
    if x_label:
        text.blit(surface, x_label, size, (area.right, y), theme.TEXT_DIM, False, "topright")
