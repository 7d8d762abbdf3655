"""The circumstances of a win (ZJ §5 incidental bonuses, category 9): who won, in which round, how.

It owns the value only; whether the flags fit the hand is checked by ``WinContext.problem`` and by the
``zjgame score`` command.
"""

from __future__ import annotations

from dataclasses import dataclass

from zjgame.rules.seats import Seat

FLAG_NAMES: tuple[str, ...] = ("final_draw", "final_discard", "kong_supplement", "robbing_kong", "heaven", "earth")


@dataclass(frozen=True)
class WinContext:
    seat: Seat = Seat.E  # the winner's seat
    round_wind: Seat = Seat.E  # prevailing wind
    self_drawn: bool = False
    final_draw: bool = False  # 9.1.1
    final_discard: bool = False  # 9.1.2
    kong_supplement: bool = False  # 9.2 (a kong supplement, or a bonus-tile replacement in variants)
    robbing_kong: bool = False  # 9.3
    heaven: bool = False  # 9.4.1
    earth: bool = False  # 9.4.2

    @property
    def flags(self) -> tuple[str, ...]:
        return tuple(name for name in FLAG_NAMES if getattr(self, name))

    def problem(self) -> str | None:
        """Why the flags contradict each other or the win type (interfaces §2); None when they fit."""
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
        return None
