"""Translation of the text players read (English, and Traditional Chinese: issue 16), on the standard library's
``gettext``. Pure: no pygame, nothing but the standard library.

Every user-visible sentence in the game goes through this module so that a language setting can change it:

    from zjgame.i18n import _, ngettext, N_

    _("Discard")                                          # a message, translated when called
    ngettext("{n} tile left", "{n} tiles left", n).format(n=n)   # plural forms
    LABEL = N_("Practice")   # a constant: marked for extraction only; translate where shown: _(LABEL)

Placeholders are named (``{winner}``), never positional, so translators may reorder them. Command-line output
(``zjgame score``, ``simulate``, ``replay``) is not translated: tools read it.

Catalogs live in ``zjgame/locale/<language>/LC_MESSAGES/zjgame.mo``; with no catalog (or English) the messages
are returned as written. ``set_language`` is called once by the game at start-up (from the settings, or the
system locale by default); nothing happens at import time.
"""

from __future__ import annotations

import gettext as _gettext
from pathlib import Path

DOMAIN = "zjgame"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGES: tuple[str, ...] = ("en", "zh_TW")

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = "en"


def _(message: str) -> str:
    """``message`` in the current language."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a message for ``n``, in the current language."""
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, disambiguated by ``context`` (e.g. "tile" vs "button")."""
    return _translation.pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it now (module-level constants)."""
    return message


def language() -> str:
    return _language


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
