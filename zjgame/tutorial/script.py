"""The computer seats of a lesson: a deterministic player (``ai.protocol.Player``) that follows its seat's
``SeatScript`` and sees only its own seat view, like every computer player.

On its turn it makes the scripted discard (its first, second, ... discard, counted from its own discards),
else throws away the tile it just drew (after a claim, with no drawn tile, its highest tile); it never declares
a kong or a self-drawn win. In a claim window it answers as scripted for that discarder and tile, and passes
otherwise. Stateless: the same view always gets the same answer.

Owns: ``ScriptedPlayer``. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai.protocol import Decision
from zjgame.engine import actions as A
from zjgame.engine.actions import Action
from zjgame.engine.view import SeatView
from zjgame.tutorial.steps import SeatScript


class ScriptedPlayer:
    name = "tutorial"

    def __init__(self, script: SeatScript) -> None:
        self.script = script

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Decision:
        window = view.window
        if window is not None:
            for discarder, tile, action in self.script.claims:
                if discarder is window.discarder and tile is window.tile and action in legal:
                    return Decision(action, "scripted")
            return Decision(A.PASS if A.PASS in legal else legal[0], "scripted")
        made = len(view.discards[view.seat.index])
        planned = self.script.discards[made] if made < len(self.script.discards) else None
        if planned is not None and A.DISCARDS[planned] in legal:
            return Decision(A.DISCARDS[planned], "scripted")
        if view.drawn is not None and A.DISCARDS[view.drawn] in legal:
            return Decision(A.DISCARDS[view.drawn], "scripted")
        discards = [a for a in legal if isinstance(a, A.Discard)]
        return Decision(discards[-1] if discards else legal[0], "scripted")
