"""The translation catalogs (issue 16, 繁體中文): every message the game marks is extracted; every message of the
required sources is translated; every translation keeps its message's placeholders and has its plural forms;
the compiled catalog is current; and the tools that do this (build_scripts/translations.py) extract, merge,
write and compile as GNU gettext does."""

from __future__ import annotations

import gettext
import importlib.util
import io
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest

from zjgame import i18n

ROOT = Path(__file__).resolve().parents[2]


def load_tool() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("zjgame_translations", ROOT / "build_scripts" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["zjgame_translations"] = module
    spec.loader.exec_module(module)
    return module


T = load_tool()


@pytest.fixture(scope="module")
def extracted() -> tuple[list, list]:
    return T.extract()


@pytest.fixture(scope="module")
def catalog():  # type: ignore[no-untyped-def]
    return T.read_po(T.po_path("zh_TW"))


# -- the shipped catalog ----------------------------------------------------------------------------------------
def test_every_required_message_is_translated_and_every_translation_is_well_formed(extracted, catalog) -> None:
    template, problems = extracted
    mo = T.mo_path("zh_TW").read_bytes()
    result = T.check_catalog(catalog, template, T.REQUIRED, mo, problems)
    assert result.errors == []
    assert result.messages >= 300


def test_the_catalog_holds_every_extracted_message(extracted, catalog) -> None:
    """``update`` was run after the last change to a required source: merging again changes nothing there."""
    template, _problems = extracted
    merged, report = T.merge(template, catalog)
    required_new = [t.msgid for t in template if T.required(t, T.REQUIRED) and t.msgid in report.new]
    assert required_new == []
    again, second = T.merge(template, merged)
    assert T.write_po(again) == T.write_po(merged) and second.new == () and second.obsolete == ()


def test_the_shipped_po_is_written_as_the_tool_writes_it(catalog) -> None:
    text = T.po_path("zh_TW").read_text(encoding="utf-8")
    assert T.write_po(T.parse_po(text)) == text


def test_the_header_says_utf8_and_one_plural_form(catalog) -> None:
    assert catalog.header["Content-Type"] == "text/plain; charset=UTF-8"
    assert catalog.header["Language"] == "zh_TW"
    assert T.nplurals(catalog) == 1


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext's msgfmt is not installed")
def test_gnu_msgfmt_accepts_the_catalog_and_compiles_what_we_compile(tmp_path: Path) -> None:
    out = tmp_path / "gnu.mo"
    result = subprocess.run(
        ["msgfmt", "--check", "-o", str(out), str(T.po_path("zh_TW"))], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    ours = gettext.GNUTranslations(io.BytesIO(T.mo_path("zh_TW").read_bytes()))
    gnu = gettext.GNUTranslations(out.open("rb"))
    assert ours._catalog == gnu._catalog  # type: ignore[attr-defined]


# -- the game reads it --------------------------------------------------------------------------------------------
def test_the_game_reads_the_catalog(chinese) -> None:
    assert i18n.language() == "zh_TW"
    assert i18n._("Tutorial") == "教學"
    assert i18n.ngettext("{n} point", "{n} points", 1).format(n=1) == "1分"
    assert i18n.ngettext("{n} point", "{n} points", 5).format(n=5) == "5分"
    assert i18n.pgettext("tile", "Red Dragon") == "紅中"
    assert i18n.npgettext("nothing", "a {n}", "{n}s", 2) == "{n}s"  # not in the catalog: the English back
    assert i18n._("a message nobody wrote") == "a message nobody wrote"


def test_english_and_unknown_languages_give_the_messages_as_written() -> None:
    for code in ("en", "fr", "", "zh_CN"):
        assert i18n.set_language(code) == "en"
        assert i18n._("Tutorial") == "Tutorial"
        assert i18n.pgettext("tile", "Red Dragon") == "Red Dragon"


def test_a_missing_catalog_falls_back_to_english(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    assert i18n.set_language("zh_TW") == "en"
    assert i18n._("Tutorial") == "Tutorial"


# -- the tools ----------------------------------------------------------------------------------------------------
SOURCE = """
from zjgame import i18n
from zjgame.i18n import N_, _, ngettext, npgettext, pgettext

LABEL = N_("Practice")


def f(n, name, tile):
    # Translators: {name} is a player's name.
    a = _("{name} wins").format(name=name)
    b = ngettext("{n} tile left", "{n} tiles left", n).format(n=n)
    c = pgettext("seat", "East")
    d = i18n._("Discard")
    e = _(LABEL)  # marked where it was written
    g = _(f"Bad {tile}")
    h = npgettext("wall", "{n} tile", "{n} tiles", n)
    return _("{name} wins")


def g(say, n):
    return say.pgettext("seat", "South") + say.ngettext("{n} kong", "{n} kongs", n) + say.gettext(n)
"""


def fake_tree(tmp_path: Path, text: str = SOURCE) -> Path:
    (tmp_path / "zjgame").mkdir(exist_ok=True)
    (tmp_path / "zjgame" / "m.py").write_text(text, encoding="utf-8")
    return tmp_path


def test_extraction_finds_every_kind_of_call_and_refuses_computed_messages(tmp_path: Path) -> None:
    template, problems = T.extract(fake_tree(tmp_path), ("zjgame",))
    found = {(e.context, e.msgid, e.plural) for e in template}
    assert found == {
        (None, "Practice", None),
        (None, "{name} wins", None),
        (None, "{n} tile left", "{n} tiles left"),
        ("seat", "East", None),
        (None, "Discard", None),
        ("wall", "{n} tile", "{n} tiles"),
        ("seat", "South", None),  # a translation handed to the code: its methods
        (None, "{n} kong", "{n} kongs"),
    }
    wins = next(e for e in template if e.msgid == "{name} wins")
    assert wins.references == ["zjgame/m.py:10", "zjgame/m.py:17"]
    assert wins.extracted == ["Translators: {name} is a player's name."]
    assert wins.flags == ["python-brace-format"]
    assert [p.where for p in problems] == ["zjgame/m.py:15"]


def test_merge_keeps_translations_marks_obsolete_and_new_and_guesses_fuzzy(tmp_path: Path) -> None:
    template, _ = T.extract(fake_tree(tmp_path), ("zjgame",))
    po = T.new_catalog("zh_TW")
    po, report = T.merge(template, po)
    assert len(report.new) == len(template) and report.obsolete == ()
    by = po.by_key()
    by[(None, "{name} wins")].msgstr = ["{name}和了"]
    by[(None, "Discard")].msgstr = ["打牌"]
    # the sources change: "Discard" goes, "{name} wins!" comes (close to the old message)
    changed = SOURCE.replace('i18n._("Discard")', 'i18n._("Pass")').replace('_("{name} wins")', '_("{name} wins!")')
    template2, _ = T.extract(fake_tree(tmp_path, changed), ("zjgame",))
    po2, report2 = T.merge(template2, po)
    assert set(report2.new) == {"Pass", "{name} wins!"}
    assert set(report2.obsolete) == {"Discard", "{name} wins"}
    by2 = po2.by_key()
    guess = by2[(None, "{name} wins!")]
    assert guess.fuzzy and guess.msgstr == ["{name}和了"] and guess.previous == "{name} wins"
    assert not guess.translated  # a guess is not a translation until someone checks it
    assert by2[(None, "Discard")].obsolete and by2[(None, "Discard")].msgstr == ["打牌"]
    text = T.write_po(po2)
    assert '#~ msgid "Discard"' in text and "#, fuzzy, python-brace-format" in text
    assert T.write_po(T.parse_po(text)) == text
    again, report3 = T.merge(template2, T.parse_po(text))
    assert T.write_po(again) == text and report3.new == () and report3.obsolete == ()


def test_check_reports_untranslated_fuzzy_and_wrong_placeholders(tmp_path: Path) -> None:
    template, problems = T.extract(fake_tree(tmp_path), ("zjgame",))
    po, _ = T.merge(template, T.new_catalog("zh_TW"))
    for e in po.entries:
        e.msgstr = ["譯" + "".join("{" + p + "}" for p in sorted(T.placeholders(e.plural or e.msgid)))]
    clean = T.check_catalog(po, template, ("zjgame/",), T.compile_mo(po))
    assert clean.errors == []
    by = po.by_key()
    by[(None, "{name} wins")].msgstr = ["{winner}和了"]  # a renamed placeholder would raise KeyError in .format
    by[("seat", "East")].msgstr = [""]
    by[(None, "Discard")].flags = ["fuzzy"]
    result = T.check_catalog(po, template, ("zjgame/",), b"stale", problems)
    text = "\n".join(result.errors)
    assert "'{name} wins'" in text and "placeholders {winner}" in text
    assert "'East' is untranslated" in text and "'Discard' is fuzzy" in text
    assert "older than the .po" in text and "zjgame/m.py:15" in text
    outside = T.check_catalog(po, template, ("ai/",), T.compile_mo(po))
    assert "'East' is untranslated" not in "\n".join(outside.errors) and outside.untranslated_elsewhere == 2


def test_plural_forms_and_positional_placeholders_are_checked() -> None:
    po = T.new_catalog("zh_TW")
    po.entries = [
        T.Entry("{n} tile", plural="{n} tiles", msgstr=["{n}張", "{n}張"], references=["x:1"]),
        T.Entry("{} left", msgstr=["剩{}"], references=["x:2"]),
    ]
    errors = "\n".join(T.check_catalog(po, po.entries, ("x",)).errors)
    assert "2 plural forms, the language has 1" in errors and "positional placeholder" in errors


def test_compiled_catalog_is_read_by_the_standard_library() -> None:
    po = T.new_catalog("zh_TW")
    po.entries = [
        T.Entry("Win", msgstr=["和"]),
        T.Entry("East", context="seat", msgstr=["東"]),
        T.Entry("{n} tile", plural="{n} tiles", msgstr=["{n}張"]),
        T.Entry("Draft", msgstr=["草稿"], flags=["fuzzy"]),
    ]
    tr = gettext.GNUTranslations(io.BytesIO(T.compile_mo(po)))
    assert tr.gettext("Win") == "和" and tr.pgettext("seat", "East") == "東"
    assert tr.ngettext("{n} tile", "{n} tiles", 1) == tr.ngettext("{n} tile", "{n} tiles", 7) == "{n}張"
    assert tr.gettext("Draft") == "Draft"  # fuzzy entries are left out, as msgfmt does
    assert T.compile_mo(po) == T.compile_mo(po)


def test_extraction_reports_a_variable_context_and_a_rebound_underscore(tmp_path: Path) -> None:
    source = (
        "from zjgame.i18n import _, pgettext\n"
        "\n"
        "def f(ctx, pairs):\n"
        '    a = pgettext(ctx, "East")\n'
        "    for x, _ in pairs:\n"
        '        a += _("Pass")\n'
        "    return a, [_ for _ in pairs]\n"
    )
    _template, problems = T.extract(fake_tree(tmp_path, source), ("zjgame",))
    assert [(p.where, p.why.split(":")[0]) for p in problems] == [
        ("zjgame/m.py:4", "pgettext() with a variable beside a literal"),
        ("zjgame/m.py:5", "binds _ (the translation function)"),
    ]


def test_the_unwrapped_finder_reports_english_for_the_player_and_nothing_else(tmp_path: Path) -> None:
    source = '''"""A module docstring with English words."""
from zjgame.i18n import _

__all__ = ["GameSummary"]
LABEL = "Score calculator"
KEY = "score_calculator"


def f(x, name):
    """A docstring."""
    if x == "Some comparison text":
        raise ValueError(f"not a hand: {x}")
    rows = conn.execute("SELECT a FROM b WHERE c = ?")
    shown = f"{name} wins the hand"
    done = _("Already wrapped text")
    return {"Key Words": 1}[x], shown, done, "GameSummary", "g.ruleset = ?"
'''
    path = fake_tree(tmp_path, source) / "zjgame" / "m.py"
    assert T.unwrapped_in_file(path, tmp_path) == [(5, "Score calculator"), (14, " wins the hand")]


def test_todo_lists_what_is_left_and_fill_writes_translations_by_key(tmp_path: Path) -> None:
    template, _problems = T.extract(fake_tree(tmp_path), ("zjgame",))
    po, _report = T.merge(template, T.new_catalog("zh_TW"))
    blocks = T.todo(template, po)
    assert len(blocks) == len(template)
    wins = next(b for b in blocks if "\n  {name} wins" in b)
    key = wins.split()[0].lstrip("@")
    assert key == T.entry_key(None, "{name} wins") and "# Translators: {name} is a player's name." in wins
    east = T.entry_key("seat", "East")
    plural = T.entry_key(None, "{n} tile left")
    lines = [
        "# a comment",
        f"{key}\t{{name}}和了",
        f"@{east} 東",
        f"{plural}\t剩{{n}}張牌\\n（牌牆）",
        f"{T.entry_key(None, 'Discard')}\t{{tile}}",  # a placeholder the message does not have: refused
        "0000000\t沒有這個",
    ]
    done, errors = T.fill(po, lines)
    assert done == 3 and len(errors) == 2
    assert "no such message" in errors[1] and "placeholders" in errors[0]
    by = po.by_key()
    assert by[(None, "{name} wins")].msgstr == ["{name}和了"]
    assert by[("seat", "East")].translated
    assert by[(None, "{n} tile left")].msgstr == ["剩{n}張牌\n（牌牆）"]  # one form: nplurals=1
    assert not by[(None, "Discard")].translated
    assert len(T.todo(template, po)) == len(template) - 3
    assert T.todo(template, po, ("zjgame/other",)) == []


def test_a_message_gone_before_it_was_translated_is_dropped(tmp_path: Path) -> None:
    template, _problems = T.extract(fake_tree(tmp_path), ("zjgame",))
    po, _report = T.merge(template, T.new_catalog("zh_TW"))
    po.by_key()[(None, "Discard")].msgstr = ["打出"]
    changed = SOURCE.replace('i18n._("Discard")', 'i18n._("Pass")').replace('N_("Practice")', 'N_("Drill")')
    template2, _problems = T.extract(fake_tree(tmp_path, changed), ("zjgame",))
    po2, report = T.merge(template2, po)
    assert set(report.obsolete) == {"Discard", "Practice"}
    assert [e.msgid for e in po2.entries if e.obsolete] == ["Discard"]  # kept: it has a translation
