"""Translation of the text players read (English, and Traditional Chinese: issue 16), on the standard library's
``gettext``. Pure: no pygame, nothing but the standard library.

Every user-visible sentence in the game goes through this module so that a language setting can change it:

    from zjgame.i18n import _, ngettext, N_

    _("Discard")                                          # a message, translated when called
    ngettext("{n} tile left", "{n} tiles left", n).format(n=n)   # plural forms
    LABEL = N_("Practice")   # a constant: marked for extraction only; translate where shown: _(LABEL)

Placeholders are named (``{winner}``), never positional, so translators may reorder them. Command-line output
(``zjgame score``, ``simulate``, ``replay``) is not translated: tools read it.

Catalogs live in ``zjgame/locale/<language>/LC_MESSAGES/zjgame.mo`` (compiled from the ``.po`` beside it by
``build_scripts/translations.py``, which also extracts the messages and checks the translations); with no
catalog (or English) the messages are returned as written. ``set_language`` is called by the game at start-up
(from the settings, or ``system_language()`` by default) and when the setting changes; nothing happens at
import time. Conventions and terms: docs/glossary-zh.md.

Owns: the translation functions, the language in use (``translation()``; ``ENGLISH`` for kept text), ``system_language``/``match_language`` (which of our
languages the system asks for) and ``break_units`` (where a line of text may break: Chinese has no spaces).
"""

from __future__ import annotations

import gettext as _gettext
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path

DOMAIN = "zjgame"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGES: tuple[str, ...] = ("en", "zh_TW")
LANGUAGE_NAMES = {"en": "English", "zh_TW": "繁體中文"}  # each in its own language (never translated)

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = "en"
# The messages as written, whatever the language in use: for text that is kept (a record's ruling) or read by
# tools. Code that takes a ``translation`` argument is given this one there.
ENGLISH: _gettext.NullTranslations = _gettext.NullTranslations()


def _(message: str) -> str:
    """``message`` in the current language."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a message for ``n``, in the current language."""
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, disambiguated by ``context`` (e.g. "tile" vs "button")."""
    return _translation.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a message for ``n``, disambiguated by ``context``."""
    return _translation.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it now (module-level constants)."""
    return message


def language() -> str:
    return _language


def translation() -> _gettext.NullTranslations:
    """The translation in use (``gettext``, ``ngettext``, ``pgettext``, ``npgettext``), for code that is handed
    a translation (``ENGLISH`` where the text must stay English) and otherwise writes in the language in use."""
    return _translation


def set_language(code: str) -> str:
    """Switch to ``code`` (one of ``LANGUAGES``; anything else falls back to English). Returns the language in
    use. A missing or unreadable catalog also falls back to English."""
    global _translation, _language
    if code not in LANGUAGES or code == "en":
        _translation, _language = _gettext.NullTranslations(), "en"
        return _language
    try:
        _translation = _gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[code])
        _language = code
    except (OSError, ValueError):
        _translation, _language = _gettext.NullTranslations(), "en"
    return _language


# -- the system's language ----------------------------------------------------------------------------------------
_TRADITIONAL_REGIONS = {"tw", "hk", "mo"}


def match_language(tag: str) -> str | None:
    """The game's language for a locale name or language tag (``zh_TW.UTF-8``, ``zh-Hant-HK``, ``zh_HK``,
    ``Chinese (Traditional)_Taiwan``, ``en_GB``), or None when the game has no such language. Traditional
    Chinese (Taiwan, Hong Kong, Macau, or any tag with the Hant script) is ``zh_TW``; Simplified Chinese and
    every other language have no catalog (None)."""
    text = tag.strip().lower().split(".")[0].split("@")[0]
    if not text or text in ("c", "posix"):
        return None
    if text.startswith("chinese"):  # Windows' locale names
        traditional = any(word in text for word in ("traditional", "taiwan", "hong kong", "macao", "macau"))
        return "zh_TW" if traditional else None
    parts = re.split(r"[-_]", text)
    if parts[0] == "zh":
        rest = set(parts[1:])
        return "zh_TW" if "hant" in rest or rest & _TRADITIONAL_REGIONS else None
    if parts[0] == "en":
        return "en"
    return None


def _windows_language() -> str | None:  # pragma: no cover - Windows only
    try:
        import ctypes
        import locale

        lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
        return locale.windows_locale.get(lcid)
    except (AttributeError, OSError, ValueError):
        return None


def _mac_languages() -> list[str]:  # pragma: no cover - macOS only
    import subprocess

    try:
        out = subprocess.run(
            ["defaults", "read", "-g", "AppleLanguages"], capture_output=True, text=True, timeout=2, check=False
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return parse_apple_languages(out)


def parse_apple_languages(out: str) -> list[str]:
    """The language tags of ``defaults read -g AppleLanguages`` (a property list: ``("zh-Hant-TW", en)``)."""
    return re.findall(r'"?([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*)"?\s*,?\s*$', out, re.MULTILINE)


def system_language(environ: Mapping[str, str] | None = None, platform: str | None = None) -> str:
    """The game's default language from the system's: the first of ``LANGUAGE`` (a colon-separated list),
    ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set (as gettext reads them), else the user's language on
    Windows and macOS; ``zh_TW`` for Traditional Chinese, English for everything else."""
    env = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if not value:
            continue
        for tag in value.split(":"):
            found = match_language(tag)
            if found is not None:
                return found
        if var != "LANGUAGE":
            return "en"  # the locale in force names a language we do not have
    tags: list[str] = []
    if platform == "win32":
        tags = [t for t in [_windows_language()] if t]
    elif platform == "darwin":
        tags = _mac_languages()
    for tag in tags[:1]:  # the user's first language
        return match_language(tag) or "en"
    return "en"


# -- line breaking --------------------------------------------------------------------------------------------------
_NO_LINE_START = set("，。、：；！？）」』》〉】’”…—·％,.:;!?)]}")  # kinsoku: never first on a line
_NO_LINE_END = set("（「『《〈【‘“([{")  # never last on a line


def _is_wide(ch: str) -> bool:
    """A character of a script written without spaces (Chinese, Japanese) or full-width punctuation."""
    o = ord(ch)
    return (
        0x2E80 <= o <= 0x9FFF
        or 0xF900 <= o <= 0xFAFF
        or 0xFE30 <= o <= 0xFE4F
        or 0xFF00 <= o <= 0xFFEF
        or (o >= 0x20000)
    )


def break_units(paragraph: str) -> list[tuple[str, bool]]:
    """The pieces a line of ``paragraph`` may be broken between, each with whether a space stands before it:
    words split at spaces (exactly as ``paragraph.split(" ")``), and Chinese text between any two characters,
    except that closing punctuation stays with the character before it and opening punctuation with the one
    after (``「好」。``). Text without Chinese gives the words of ``split(" ")``, so English wraps as before."""
    units: list[tuple[str, bool]] = []
    for w_i, word in enumerate(paragraph.split(" ")):
        spaced = w_i > 0
        if not any(_is_wide(ch) for ch in word):
            units.append((word, spaced))
            continue
        atoms: list[str] = []  # each wide character alone, each run of other characters together
        for ch in word:
            if atoms and not _is_wide(ch) and not _is_wide(atoms[-1][-1]):
                atoms[-1] += ch
            else:
                atoms.append(ch)
        merged: list[str] = []
        carry = ""  # opening punctuation waiting for the character after it
        for atom in atoms:
            if carry:
                atom, carry = carry + atom, ""
            elif merged and atom[0] in _NO_LINE_START:
                atom = merged.pop() + atom
            if atom[-1] in _NO_LINE_END:
                carry = atom
            else:
                merged.append(atom)
        if carry:
            if merged:
                merged[-1] += carry
            else:
                merged.append(carry)
        units.append((merged[0], spaced))
        units += [(piece, False) for piece in merged[1:]]
    return units
