"""Plural forms (issue 16): a sentence with a count in it goes through ``ngettext``, so that English says
"1 hand" and "2 hands" (and a language with other plural rules can say each its way). The catalog is scanned for
messages that write a count before a plural noun without ``ngettext``; the few that remain are counts fixed by
the rules (never 1) or estimates with decimals, listed here with why."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.i18n.test_catalog import T
from zjgame.history import PlayerEntry
from zjgame.history.summary import GameSummary
from zjgame.ui.save_check import SaveSummary
from zjgame.ui.scenes.history import delete_detail
from zjgame.ui.scenes.statistics import games_label

NOUNS = (
    "hands|games|points|tiles|draws|lessons|decisions|melds|sets|pairs|winners|kinds|copies|seats|suits|players"
    "|steps|rounds|doubles|triplets|kongs|chows|times|turns|minutes|seconds|days|records|files|items|patterns"
    "|discards|claims|losses|errors"
)
COUNT_BEFORE_NOUN = re.compile(r"\{(\w+)(?:[:!][^}]*)?\} (?:[a-z-]+ )?(" + NOUNS + r")\b")

# (a piece of the message, the placeholder): a count that is never 1, or an estimate with decimals.
FIXED_OR_ESTIMATE = {
    ("at least {minimum} points", "minimum"),  # a ruleset's minimum (5 or more)
    ("about {loss} points", "loss"),  # an expected loss, one decimal
    ("worth {fold} points", "fold"),  # expected points, one decimal
    ("about {points} points", "points"),  # an estimate ("about")
    ("{run} triplets", "run"),  # "123 triplets": a run, not a count
    ("scores {points} points", "points"),  # a British flower: 4 points (B3)
    ("played with {total} tiles", "total"),  # the tutorial's facts of the game: 136/144 tiles, 4 copies ...
    ("{kinds} kinds", "kinds"),
    ("{suits} suits", "suits"),
    ("the {seats} seats", "seats"),
    ("{sets} sets and a pair", "sets"),
    ("{size} tiles", "size"),
    ("{draws} draws in all", "draws"),
    ("the last {dead} tiles", "dead"),
    ("{total} lessons done", "total"),  # the tutorial's lessons: 10 or more
    ("{n} winners on", "n"),  # several winners: 2 or 3
}


def counts_outside_ngettext() -> list[str]:
    template, _problems = T.extract()
    found = []
    for entry in template:
        if entry.plural is not None:
            continue
        for m in COUNT_BEFORE_NOUN.finditer(entry.msgid):
            if not any(piece in entry.msgid and name == m[1] for piece, name in FIXED_OR_ESTIMATE):
                found.append(f"{entry.references[0]}: {m[0]!r} in {entry.msgid[:80]!r}")
    return found


def test_every_count_in_a_sentence_goes_through_ngettext() -> None:
    assert counts_outside_ngettext() == []


def test_the_scan_finds_a_count_written_without_ngettext(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.i18n.test_catalog import fake_tree

    root = fake_tree(tmp_path, 'from zjgame.i18n import _\n\ndef f(n):\n    return _("You played {n} hands.")\n')
    real = T.extract
    monkeypatch.setattr(T, "extract", lambda: real(root, ("zjgame",)))
    assert counts_outside_ngettext() == ["zjgame/m.py:4: '{n} hands' in 'You played {n} hands.'"]


def summary(hands_played: int) -> GameSummary:
    players = tuple(PlayerEntry(name, "hard", 0, 1) for name in ("You", "Mei", "Hao", "Lin"))
    return GameSummary(
        "g1",
        "finished",
        "2026-12-02T14:00:00+00:00",
        None,
        "zj",
        False,
        players,
        0,
        "hard",
        hands_played,
        16,
        1,
        5,
        Path("g1.json"),
    )


def test_english_says_one_hand_and_two_hands() -> None:
    assert "(1 hand played)" in delete_detail(summary(1))
    assert "(2 hands played)" in delete_detail(summary(2))
    assert games_label(1) == "1 game" and games_label(3) == "3 games"
    one = SaveSummary("Zung Jung", 2, 16, True, 1).sentence()
    assert one.endswith("with +1 point.")
    assert SaveSummary("Zung Jung", 2, 16, False, -30).sentence().endswith("with -30 points.")


def test_chinese_has_one_form(chinese: None) -> None:
    assert "（已玩1局）" in delete_detail(summary(1)) and "（已玩2局）" in delete_detail(summary(2))
    assert games_label(1).startswith("1") and games_label(3).startswith("3")
    assert "1" in games_label(1) and "game" not in games_label(1)
