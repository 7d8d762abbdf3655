"""Settings for the whole test suite.

The game's language defaults to the system's (``zjgame.i18n.system_language``): the tests run in English
whatever the machine's locale, unless a test chooses a language itself.
"""

from __future__ import annotations

import os

os.environ["LANGUAGE"] = "en"
