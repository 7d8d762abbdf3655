"""Motion: tiles sliding (simple eased tweens) and big claim labels that pop and fade after about a second
(sooner when a newer label appears elsewhere), kept inside the window. Time only moves in
``update``; ``draw`` just paints the current frame.

Owns ``Animator`` with ``slide`` and ``label``; ``busy`` is true while a tile is in flight (the controller
waits for it before the next computer move).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from zjgame.ui import theme

SPEED_FACTORS = {"slow": 1.7, "normal": 1.0, "fast": 0.5, "instant": 0.0}


@dataclass
class Tween:
    surface: pygame.Surface
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    elapsed: float = 0.0
    on_done: Callable[[], None] | None = None

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def pos(self) -> tuple[int, int]:
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        k = 1 - (1 - t) ** 3  # ease-out cubic
        return (
            round(self.start[0] + (self.end[0] - self.start[0]) * k),
            round(self.start[1] + (self.end[1] - self.start[1]) * k),
        )


@dataclass
class Label:
    text: str
    center: tuple[int, int]
    size: int
    color: tuple[int, int, int]
    duration: float
    elapsed: float = 0.0
    cache: dict[int, pygame.Surface] = field(default_factory=dict)


class Animator:
    def __init__(self, speed: str = "normal") -> None:
        self.factor = SPEED_FACTORS.get(speed, 1.0)
        self.tweens: list[Tween] = []
        self.labels: list[Label] = []

    def set_speed(self, speed: str) -> None:
        self.factor = SPEED_FACTORS.get(speed, 1.0)

    @property
    def busy(self) -> bool:
        return bool(self.tweens)

    def slide(
        self,
        surface: pygame.Surface,
        start: tuple[float, float],
        end: tuple[float, float],
        seconds: float = 0.24,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        duration = seconds * self.factor
        if duration <= 0:
            if on_done:
                on_done()
            return
        self.tweens.append(Tween(surface, start, end, duration, 0.0, on_done))

    def label(
        self,
        text: str,
        center: tuple[int, int],
        size: int,
        color: tuple[int, int, int] = theme.GOLD,
        seconds: float = 1.1,
        clear_older: bool = False,
    ) -> None:
        """A big word at ``center``; labels shown before it (in an earlier frame) fade out within a quarter
        second, or vanish at once with ``clear_older`` (a WIN). Labels of the same frame stay (two winners)."""
        self.labels = [lb for lb in self.labels if lb.center != center]
        if clear_older:
            self.labels = [lb for lb in self.labels if lb.elapsed <= 0]
        for old in self.labels:  # older labels (elsewhere) fade out quickly: only the news stands out
            if old.elapsed > 0:
                old.duration = min(old.duration, old.elapsed + 0.25)
        # about a second whatever the animation speed (never longer than asked)
        duration = max(0.5, min(seconds, seconds * max(0.6, self.factor)))
        self.labels.append(Label(text, center, size, color, duration))

    def update(self, dt: float) -> None:
        for tween in self.tweens:
            tween.elapsed += dt
        finished = [t for t in self.tweens if t.done]
        self.tweens = [t for t in self.tweens if not t.done]
        for tween in finished:
            if tween.on_done:
                tween.on_done()
        for label in self.labels:
            label.elapsed += dt
        self.labels = [lb for lb in self.labels if lb.elapsed < lb.duration]

    def clear(self) -> None:
        for tween in self.tweens:
            if tween.on_done:
                tween.on_done()
        self.tweens.clear()
        self.labels.clear()

    def draw(self, surface: pygame.Surface, text: theme.TextCache) -> None:
        for tween in self.tweens:
            surface.blit(tween.surface, tween.pos())
        for label in self.labels:
            t = label.elapsed / label.duration
            scale = 0.7 + 0.3 * min(1.0, t * 6)
            alpha = 255 if t < 0.7 else int(255 * (1 - (t - 0.7) / 0.3))
            size = max(8, int(label.size * scale))
            surf = label.cache.get(size)
            if surf is None:
                surf = _outlined(text, label.text, size, label.color)
                label.cache[size] = surf
            surf.set_alpha(alpha)
            surface.blit(surf, surf.get_rect(center=label.center).clamp(surface.get_rect()))  # never cut off


def _outlined(text: theme.TextCache, message: str, size: int, color: tuple[int, int, int]) -> pygame.Surface:
    front = text.render(message, size, color, True)
    back = text.render(message, size, (20, 16, 10), True)
    o = max(2, size // 16)
    surf = pygame.Surface((front.get_width() + 2 * o, front.get_height() + 2 * o), pygame.SRCALPHA)
    for dx in (-o, 0, o):
        for dy in (-o, 0, o):
            if dx or dy:
                surf.blit(back, (o + dx, o + dy))
    surf.blit(front, (o, o))
    return surf
