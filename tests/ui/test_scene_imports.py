"""Scene navigation is data: scenes never import each other (not even inside a function), only the registry
imports the scene modules, and every scene is registered under the key it names itself by."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

import pytest

import zjgame
import zjgame.ui
from zjgame.ui.registry import SCENES, LazyScenes
from zjgame.ui.scene import Scene

ROOT = Path(zjgame.__file__).parent
SCENES_DIR = ROOT / "ui" / "scenes"
# modules that load every scene: a scene importing one of them imports every other scene
LOADS_ALL_SCENES = {"zjgame.ui.registry", "zjgame.ui.app", "zjgame.ui.launch"}


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> set[str]:
    """Every module an import statement in ``path`` names, anywhere in the file (function bodies too)."""
    return _imports_in(path.read_text(encoding="utf-8"), _module_name(path), path.name == "__init__.py")


def _imports_in(text: str, module_name: str, is_package: bool = False) -> set[str]:
    package = module_name if is_package else module_name.rsplit(".", 1)[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: from . import x / from .table import y
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            out.add(module)
            out.update(f"{module}.{alias.name}" for alias in node.names)  # from zjgame.ui.scenes import title
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
            "import_module",
            "__import__",
        ):
            out.add("<dynamic import>")
    return out


def _is_scene_module(name: str) -> bool:
    return name.startswith("zjgame.ui.scenes.")


def _source_files() -> list[Path]:
    return sorted(p for p in ROOT.rglob("*.py") if "__pycache__" not in p.parts)


def test_no_scene_module_imports_another_scene_module() -> None:
    offences = []
    for path in sorted(SCENES_DIR.glob("*.py")):
        me = _module_name(path)
        for imported in _imports(path):
            if imported == "<dynamic import>":
                offences.append(f"{me} imports a module by name at run time")
            elif (_is_scene_module(imported) and not imported.startswith(me)) or imported in LOADS_ALL_SCENES:
                offences.append(f"{me} imports {imported}")
    assert offences == []


def test_only_the_registry_imports_scene_modules() -> None:
    offences = []
    for path in _source_files():
        me = _module_name(path)
        if me.startswith("zjgame.ui.scenes") or me == "zjgame.ui.registry":
            continue
        if "scenes" not in path.read_text(encoding="utf-8"):
            continue  # no import of a scene module can be written without the word
        offences += [f"{me} imports {m}" for m in _imports(path) if _is_scene_module(m)]
    assert offences == []


def test_every_scene_lives_under_scenes_and_is_registered_under_its_name() -> None:
    registered = [SCENES[key] for key in SCENES]  # every entry resolves to a Scene named by its key
    assert [cls.name for cls in registered] == list(SCENES)
    for info in pkgutil.walk_packages(zjgame.ui.__path__, "zjgame.ui."):
        importlib.import_module(info.name)
    defined = []
    for info in pkgutil.walk_packages(zjgame.ui.__path__, "zjgame.ui."):
        module = importlib.import_module(info.name)
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, Scene) and cls.__module__ == module.__name__:
                defined.append(cls)
    for cls in defined:
        if cls in registered:
            assert _is_scene_module(cls.__module__), f"{cls.__name__} is a scene outside zjgame/ui/scenes"
        else:  # a shared base (Scene, OptionsScene): subclassed by registered scenes, never shown itself
            assert any(issubclass(other, cls) for other in registered), (
                f"{cls.__name__} is neither registered nor a base"
            )
            assert not _is_scene_module(cls.__module__), f"the base {cls.__name__} sits among the scenes"
    # every module under scenes/ holds a registered scene
    registered_modules = {cls.__module__ for cls in registered}
    for path in SCENES_DIR.glob("*.py"):
        if path.name != "__init__.py":
            assert _module_name(path) in registered_modules, f"{path.name} holds no registered scene"


def test_a_registry_entry_that_names_the_wrong_class_is_refused() -> None:
    scenes = LazyScenes({"title": "zjgame.ui.scenes.menu:MenuScene", "nothing": "zjgame.ui.routes:Push"})
    for key in scenes:
        with pytest.raises(TypeError, match=f"is not a scene named {key!r}"):
            scenes[key]


def test_the_import_check_sees_local_relative_and_dynamic_imports() -> None:
    """The checker itself: imports inside a function body, relative imports and import_module are all found."""
    source = (
        "import importlib\n"
        "def f():\n"
        "    from zjgame.ui.scenes.title import TitleScene\n"
        "    from .table import TableScene\n"
        "    from . import results\n"
        "    importlib.import_module('zjgame.ui.scenes.rules')\n"
    )
    found = _imports_in(source, "zjgame.ui.scenes.menu")
    assert {"zjgame.ui.scenes.title", "zjgame.ui.scenes.table", "zjgame.ui.scenes.results"} <= found
    assert "<dynamic import>" in found
