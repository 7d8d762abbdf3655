"""The circumstances of a win (ZJ §5 incidental bonuses, category 9; B4 winner's bonuses): who won, in which
round, how. Shared by every scoring system; each system says which flags it understands
(``ScoringSystem.flags``) and which combinations contradict its rules (``ScoringSystem.context_problem``).

It owns the value and the contradictions common to all systems (``WinContext.problem``); whether the flags fit
the hand is checked by the ``zjgame score`` command.
"""

from __future__ import annotations

from dataclasses import dataclass

from zjgame.rules.seats import Seat

# docs/score.md#contradictory-flags: the flags of ``zjgame score`` and its batch lines (Zung Jung's six).
FLAG_NAMES: tuple[str, ...] = ("final_draw", "final_discard", "kong_supplement", "robbing_kong", "heaven", "earth")
# Every flag any system knows, in the order ``WinContext.flags`` lists them (B2: the British Standing Hand).
ALL_FLAGS: tuple[str, ...] = (*FLAG_NAMES, "standing_hand")


class ScoringInputError(ValueError):
    """A hand a scorer cannot take (bonus tiles under a ruleset without them, a ruleset of another system,
    a flag the system does not know)."""


@dataclass(frozen=True)
class WinContext:
    seat: Seat = Seat.E  # the winner's seat
    round_wind: Seat = Seat.E  # prevailing wind
    self_drawn: bool = False
    final_draw: bool = False  # 9.1.1; B4 the last tile of the wall
    final_discard: bool = False  # 9.1.2
    kong_supplement: bool = False  # 9.2 (a kong supplement, or a bonus-tile replacement in variants); B4 loose tile
    robbing_kong: bool = False  # 9.3; B4 snatching a kong
    heaven: bool = False  # 9.4.1; B4 Original Hand
    earth: bool = False  # 9.4.2
    standing_hand: bool = False  # B2/B4: the winner declared a Standing Hand

    @property
    def flags(self) -> tuple[str, ...]:
        return tuple(name for name in ALL_FLAGS if getattr(self, name))

    def problem(self) -> str | None:
        """Why the flags contradict each other or the win type, or None (docs/score.md#contradictory-flags)."""
        win = "self" if self.self_drawn else "discard"
        if self.heaven and not self.self_drawn:
            return "--heaven needs --win self (East wins on the fourteenth tile)"
        if self.heaven and self.seat is not Seat.E:
            return "--heaven needs --seat E (only East can win on the initial 14 tiles)"
        if self.earth and self.self_drawn:
            return "--earth needs --win discard (a win on East's first discard)"
        if self.earth and self.seat is Seat.E:
            return "--earth needs a seat other than E"
        for name in ("final_draw", "kong_supplement"):
            if getattr(self, name) and not self.self_drawn:
                return f"--{name.replace('_', '-')} needs --win self, not --win {win}"
        for name in ("final_discard", "robbing_kong"):
            if getattr(self, name) and self.self_drawn:
                return f"--{name.replace('_', '-')} needs --win discard, not --win {win}"
        if self.final_discard and self.robbing_kong:
            # ZJ §1: the riverbed discard is a discard, not an added kong tile (the seabed drawer may not kong).
            return "--final-discard and --robbing-kong cannot both hold (the seabed drawer may not declare a kong)"
        if self.heaven and (self.final_draw or self.kong_supplement):
            return "--heaven is the first draw: it cannot be a final draw or a kong supplement"
        if self.earth and (self.final_discard or self.robbing_kong):
            return "--earth is East's first discard: it cannot be the final discard or a robbed kong"
        if self.heaven and self.standing_hand:
            # B2: a Standing Hand is declared with a discard; Original Hand wins before any discard.
            return "--heaven is a win before any discard: it cannot follow a Standing Hand declared with one"
        return None
