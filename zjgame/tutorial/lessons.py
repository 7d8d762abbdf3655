"""The lessons in order. Built when asked (``all_lessons``), so their text is in the language in use and their
numbers are the scorer's of the moment.

Owns: ``LESSON_KEYS``, ``all_lessons``, ``lesson``. Pure.
"""

from __future__ import annotations

from collections.abc import Callable

from zjgame.tutorial.lessons_scoring import (
    lesson_danger,
    lesson_patterns,
    lesson_precedence,
    lesson_score,
    lesson_winning,
)
from zjgame.tutorial.lessons_table import lesson_claims, lesson_kongs, lesson_sets, lesson_tiles, lesson_turns
from zjgame.tutorial.steps import Lesson

BUILDERS: tuple[tuple[str, Callable[[], Lesson]], ...] = (
    ("tiles", lesson_tiles),
    ("sets", lesson_sets),
    ("turns", lesson_turns),
    ("claims", lesson_claims),
    ("kongs", lesson_kongs),
    ("winning", lesson_winning),
    ("precedence", lesson_precedence),
    ("score", lesson_score),
    ("patterns", lesson_patterns),
    ("danger", lesson_danger),
)
LESSON_KEYS: tuple[str, ...] = tuple(key for key, _build in BUILDERS)


def all_lessons() -> tuple[Lesson, ...]:
    return tuple(build() for _key, build in BUILDERS)


def lesson(key: str) -> Lesson:
    for k, build in BUILDERS:
        if k == key:
            return build()
    raise KeyError(f"no lesson {key!r}; lessons: {', '.join(LESSON_KEYS)}")
