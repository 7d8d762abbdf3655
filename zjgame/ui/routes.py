"""Scene changes as values. A scene never builds another scene: it asks the app to ``go`` somewhere, naming the
scene by its registry key (``zjgame.ui.registry``) with the keyword arguments its constructor takes::

    self.app.go(Push("rules"))
    self.app.go(Push("confirm", question="Leave this game?", detail="...", on_yes=Reset("title")))
    self.app.go(Pop())                                  # back to the scene beneath (its ``on_return`` hears it)
    self.app.go(Reset("title"), Push("newgame"))        # several changes, applied in order

Owns: ``Push``, ``Replace``, ``Reset``, ``Pop``, ``Quit`` and the ``Route`` union. No pygame here; the app
resolves the keys and keeps the stack.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TypeAlias


@dataclass(frozen=True, init=False)
class _ToScene:
    scene: str  # the registry key (the scene class's ``name``)
    args: Mapping[str, object] = field(default_factory=dict)  # keyword arguments of the scene's constructor

    def __init__(self, scene: str, **args: object) -> None:
        object.__setattr__(self, "scene", scene)
        object.__setattr__(self, "args", dict(args))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.args.items())
        return f"{type(self).__name__}({self.scene!r}{args})"


class Push(_ToScene):
    """Open a scene over the current one (which is paused; an overlay draws over it)."""


class Replace(_ToScene):
    """Leave the current scene for this one."""


class Reset(_ToScene):
    """Leave every scene and start over with this one (back to the title screen)."""


@dataclass(frozen=True)
class Pop:
    """Leave the current scene; the one beneath resumes and hears ``on_return(key, result)``. Popping the last
    scene ends the loop."""

    result: object = None


@dataclass(frozen=True)
class Quit:
    """End the loop with this exit status."""

    code: int = 0


Route: TypeAlias = Push | Replace | Reset | Pop | Quit
