"""The compiled core (issue 13: four ``hard`` players >= 8 hands per CPU second, decision p50 <= 5 ms, p99 <= 20 ms).

Owns the list of modules compiled by mypyc (``COMPILED``: the players' hot loops, none of their decisions' code
paths differ), the check that a built core is fresh, and the import hook that loads it. The pure Python modules
are always the reference: the compiled ones are built from exactly their source by
``build_scripts/compile_core.py`` into ``ai/_native/`` (never committed) with a manifest that records, for each
module, the SHA-256 of the source it was built from. ``activate`` (called once from ``ai/__init__``) installs the
hook only if every module's digest matches today's source, the build is for this interpreter (its extension suffix)
and every file is present, so an edited module never runs stale compiled code: it runs as pure Python, and
``status`` says why; so does a library that will not load. ``ZJGAME_PURE_PYTHON=1`` turns the core off (the test
suite runs pure; tests/ai/test_native.py plays the same walls both ways and asserts identical results). In the packaged executable the sources are not
shipped: the build ships the core only when it is fresh (``build_scripts/zjgame.spec``), and the frozen check
skips the digests.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.machinery
import importlib.util
import json
import os
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from importlib.abc import MetaPathFinder
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

# The modules mypyc compiles: measured hot spots of the players (profiles of `zjgame simulate` with four `hard`
# players). Not ai/ev/player.py: compiled with ai/ev/reasons.py and the level classes that subclass its EVPlayer
# (interpreted classes cannot inherit from compiled ones), it gained nothing side by side (issue 13, stop 36).
COMPILED: tuple[str, ...] = (
    "ai.memo",
    "ai.shanten",
    "ai.danger",
    "ai.view_tools",
    "ai.opponents.features",
    "ai.opponents.recalibration",
    "ai.opponents.model",
    "ai.ev.race",
    "ai.ev.shapes",
    "ai.ev.targets",
    "ai.ev.values",
    "ai.ev.threats",
    "ai.ev.outlook",
    "zjgame.rules.suit_table",
    "zjgame.scoring.zj.fast",
)

MANIFEST = "manifest.json"
PURE_ENV = "ZJGAME_PURE_PYTHON"  # "1": never load the compiled core
ROOT = Path(__file__).resolve().parent.parent  # the directory holding ai/ and zjgame/
NATIVE_DIR = Path(__file__).resolve().parent / "_native"


@dataclass(frozen=True)
class Status:
    """Whether the compiled core is in use, and why (or why not) in one sentence."""

    active: bool
    reason: str

    @property
    def core(self) -> str:
        """The word the simulate report prints: "native" or "python"."""
        return "native" if self.active else "python"


def suffix() -> str:
    """The extension-module suffix of this interpreter (e.g. ``.cpython-311-x86_64-linux-gnu.so``)."""
    return importlib.machinery.EXTENSION_SUFFIXES[0]


def source_file(root: Path, module: str) -> Path:
    """The source of a dotted module name under ``root``."""
    return root.joinpath(*module.split(".")).with_suffix(".py")


def source_digest(root: Path, module: str) -> str:
    """The SHA-256 (hex) of a module's source file: what the manifest records for a fresh build."""
    return hashlib.sha256(source_file(root, module).read_bytes()).hexdigest()


def native_file(directory: Path, module: str) -> Path:
    """Where the compiled module lives in the core's directory (flat: the dotted name, then the suffix)."""
    return directory / f"{module}{suffix()}"


def manifest_for(root: Path, lib: str, modules: Sequence[str] = COMPILED) -> dict[str, object]:
    """The manifest of a core built now from the sources under ``root``, its shared library named ``lib`` (the
    module name mypyc gave the group)."""
    return {
        "suffix": suffix(),
        "lib": lib,
        "modules": {module: source_digest(root, module) for module in modules},
    }


def _read_manifest(directory: Path) -> tuple[str, str, dict[str, str]]:
    """The manifest's suffix, lib name and module digests; ValueError naming the problem if it is malformed."""
    try:
        data = json.loads((directory / MANIFEST).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ValueError(f"no compiled core (no {MANIFEST} in {directory})") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"the compiled core's {MANIFEST} is unreadable ({exc})") from None
    if not isinstance(data, dict):
        raise ValueError(f"the compiled core's {MANIFEST} is not an object")
    built_suffix, lib, modules = data.get("suffix"), data.get("lib"), data.get("modules")
    if not isinstance(built_suffix, str) or not isinstance(lib, str) or not isinstance(modules, dict):
        raise ValueError(f"the compiled core's {MANIFEST} lacks suffix, lib or modules")
    if not re.fullmatch(r"\w+__mypyc", lib, flags=re.ASCII):
        raise ValueError(f"the compiled core's library name {lib!r} is not a module name")
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in modules.items()):
        raise ValueError(f"the compiled core's {MANIFEST} has a malformed module entry")
    return built_suffix, lib, modules


def check(directory: Path = NATIVE_DIR, root: Path = ROOT, frozen: bool = False) -> str | None:
    """None if the core in ``directory`` is fresh and loadable by this interpreter, else the reason it is not.

    Fresh: built for this interpreter's extension suffix, exactly the modules of ``COMPILED``, every file present,
    and (unless ``frozen``, where the sources are not shipped) each module's source digest equal to the one it was
    built from."""
    return _check(directory, root, frozen)[0]


def _check(directory: Path, root: Path, frozen: bool) -> tuple[str | None, str]:
    """``check``'s answer, and the name of the core's shared library (read from the manifest; "" if unreadable)."""
    try:
        built_suffix, lib, modules = _read_manifest(directory)
    except ValueError as exc:
        return str(exc), ""
    return _problem(directory, root, frozen, built_suffix, lib, modules), lib


def _problem(
    directory: Path, root: Path, frozen: bool, built_suffix: str, lib: str, modules: dict[str, str]
) -> str | None:
    if built_suffix != suffix():
        return f"the compiled core was built for {built_suffix}, not this interpreter ({suffix()})"
    if set(modules) != set(COMPILED):
        return "the compiled core holds other modules than ai.native.COMPILED (rebuild it)"
    if not (directory / f"{lib}{suffix()}").is_file():
        return f"the compiled core's library {lib}{suffix()} is missing"
    for module in COMPILED:
        if not native_file(directory, module).is_file():
            return f"the compiled core lacks {module}"
        if frozen:
            continue
        try:
            digest = source_digest(root, module)
        except OSError:
            return f"the source of {module} is missing"
        if digest != modules[module]:
            return f"{module} changed since the core was built (rebuild: python build_scripts/compile_core.py)"
    return None


class _NativeFinder(MetaPathFinder):
    """Finds the compiled modules (and their shared library) in the core's directory, before the pure ones."""

    def __init__(self, files: dict[str, Path]) -> None:
        self.files = files

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        file = self.files.get(fullname)
        if file is None:
            return None
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(file))
        return importlib.util.spec_from_file_location(fullname, file, loader=loader)


_status: Status | None = None


def load(directory: Path, root: Path = ROOT, frozen: bool = False) -> Status:
    """Install the import hook for the core in ``directory`` if it is fresh, and load its shared library at once:
    a library that will not load (a damaged file) takes the hook out again, so the players run as pure Python
    rather than fail at their first import. The status either way; ``activate`` calls it once per process."""
    problem, lib = _check(directory, root, frozen)
    if problem is not None:
        return Status(False, problem)
    files = {module: native_file(directory, module) for module in COMPILED}
    files[lib] = directory / f"{lib}{suffix()}"
    finder = _NativeFinder(files)
    sys.meta_path.insert(0, finder)
    try:
        importlib.import_module(lib)
    except (ImportError, OSError) as exc:
        sys.meta_path.remove(finder)
        return Status(False, f"the compiled core's library would not load ({exc})")
    early = [module for module in COMPILED if module in sys.modules]
    note = f" ({', '.join(early)} imported earlier, pure)" if early else ""
    return Status(True, f"compiled core from {directory}{note}")


def activate(directory: Path = NATIVE_DIR) -> Status:
    """Load the compiled core once per process, unless ``ZJGAME_PURE_PYTHON=1``; its status.

    Modules of ``COMPILED`` imported before this runs stay pure Python for the process (they behave the same)."""
    global _status
    if _status is None:
        if os.environ.get(PURE_ENV) == "1":
            _status = Status(False, f"{PURE_ENV}=1")
        else:
            _status = load(directory, ROOT, frozen=bool(getattr(sys, "frozen", False)))
    return _status


def status() -> Status:
    """The compiled core's status in this process (activating it if ``ai`` has not yet done so)."""
    return activate()
