"""Nothing the player reads is left in English by mistake (issue 16, Acceptance: "a test that fails when a
user-visible string has no translation"): every marked message has its 繁體中文 translation, and no English
literal in the game's sources escapes marking unless it was looked at and listed, with the reason it stays
English, in build_scripts/i18n_kept.txt (what ``build_scripts/translations.py check --all`` checks)."""

from __future__ import annotations

from pathlib import Path

from tests.i18n.test_catalog import T, fake_tree


def test_every_message_of_the_game_is_translated() -> None:
    template, problems = T.extract()
    mo = T.mo_path("zh_TW").read_bytes()
    result = T.check_catalog(T.load("zh_TW"), template, ("",), mo, problems)
    assert result.errors == []
    assert result.untranslated_elsewhere == 0


def test_no_unmarked_english_for_the_player_in_the_games_sources() -> None:
    assert T.unwrapped_problems() == []


def test_check_all_is_the_same_check_on_the_command_line(capsys) -> None:  # type: ignore[no-untyped-def]
    assert T.main(["check", "--all"]) == 0
    assert "unwrapped: 0 problems" in capsys.readouterr().out


SOURCE = """from zjgame.i18n import _

KEYS = ("Esc", "Ctrl+A", "PgUp / PgDn", "Left / Right")


def title(n):
    shown = f"{n} hands played"
    return _("Statistics"), shown, "Kept for the records"
"""


def test_the_check_fails_on_a_new_literal_and_on_a_stale_kept_line(tmp_path: Path) -> None:
    root = fake_tree(tmp_path, SOURCE)
    errors = T.unwrapped_problems(root, set(), ("zjgame",))
    assert len(errors) == 2  # key names and the marked message are not English to translate
    assert "zjgame/m.py:7: ' hands played'" in errors[0] and "zjgame/m.py:8: 'Kept for the records'" in errors[1]
    kept = {("zjgame/m.py", " hands played"), ("zjgame/m.py", "Kept for the records")}
    assert T.unwrapped_problems(root, kept, ("zjgame",)) == []
    gone = kept | {("zjgame/m.py", "A sentence that was removed")}
    assert ["no longer in the sources" in e for e in T.unwrapped_problems(root, gone, ("zjgame",))] == [True]


def test_the_kept_list_reads_what_it_writes(tmp_path: Path) -> None:
    path = tmp_path / "kept.txt"
    literal = "two\nlines\tand a tab "
    path.write_text("# why\n" + T.kept_line("zjgame/x.py", literal) + "\n\n", encoding="utf-8")
    assert T.read_kept(path) == {("zjgame/x.py", literal)}


def test_key_names_are_not_sentences_but_words_are() -> None:
    for keys in ("Esc", "Enter", "Ctrl+A", "Up / Down", "PgUp / PgDn / Space", "0-9 / Backspace", "F1", "?"):
        assert not T.looks_user_visible(keys), keys
    for words in ("Escape", "End the game", "Left hand", "Space for more"):
        assert T.looks_user_visible(words), words
