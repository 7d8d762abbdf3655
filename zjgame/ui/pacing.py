"""When the loop draws: a frame is drawn only when something may have changed on the screen, so a window that
waits for the player (the title screen, the table on your turn) costs almost nothing.

Something has changed when input arrived, the scene stack or the window changed, a notice came or went, a
screenshot is wanted, or the top scene says it is ``animating`` (something moves or counts down, a computer
player is thinking) before or after its update. After any of these the loop goes on drawing for a short
``settle`` time (what a scene changes in the frames right after an input shows at once), and it draws at least
every ``keepalive`` seconds whatever happens (a scene that forgot to say it animates is late, never frozen).

Owns: ``RedrawPolicy``. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass

SETTLE_S = 0.25
KEEPALIVE_S = 1.0


@dataclass
class RedrawPolicy:
    settle: float = SETTLE_S
    keepalive: float = KEEPALIVE_S
    quiet: float = 0.0  # seconds since the last change
    since_draw: float = 0.0  # seconds since the last frame drawn
    changed: bool = True  # a change waits to be drawn (the first frame always is)

    def note_change(self) -> None:
        """Something on the screen may have changed: draw the next frames."""
        self.changed = True

    def should_draw(self, dt: float) -> bool:
        """Called once per loop step with the step's ``dt``: whether this step draws a frame."""
        self.since_draw += dt
        if self.changed:
            self.changed = False
            self.quiet = 0.0
        else:
            self.quiet += dt
        draw = self.quiet <= self.settle or self.since_draw >= self.keepalive
        if draw:
            self.since_draw = 0.0
        return draw

    @property
    def idle(self) -> bool:
        """Nothing has changed for longer than the settle time (the loop may sleep longer between steps)."""
        return not self.changed and self.quiet > self.settle
