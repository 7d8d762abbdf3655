"""Settings for the whole test suite.

The game's language defaults to the system's (``zjgame.i18n.system_language``): the tests run in English
whatever the machine's locale, unless a test chooses a language itself.
"""

from __future__ import annotations

import os

from hypothesis import settings

os.environ["LANGUAGE"] = "en"
# The suite tests the Python sources, the reference: the compiled core (ai/native.py) stays off unless a run asks
# for it. tests/ai/test_native.py plays the same walls on both and compares them.
os.environ.setdefault("ZJGAME_PURE_PYTHON", "1")

# Hypothesis: the suite is deterministic (the README's test command and CI must not fail on a draw of luck; a
# failure always reproduces). Explore with fresh random examples by HYPOTHESIS_PROFILE=explore, or run the
# longer fuzzers in benchmarks/.
settings.register_profile("deterministic", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "deterministic"))
