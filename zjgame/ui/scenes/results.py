"""Final standings: the players ranked by their totals, and every hand's winner, value and payments.

The finished game is kept in the history as soon as the standings open (issue 15 item 1: a finished game is
never lost; ``zjgame.ui.game_history``); "Replay" opens it in the replay viewer at once and "Review" your
decisions against the advisor's (the ``practice-review`` scene on the game's record). Owns ``ResultsScene``."""

from __future__ import annotations

import pygame

from zjgame.history import GameSummary
from zjgame.i18n import _, ngettext, pgettext
from zjgame.names import level_name, player_name
from zjgame.practice.replay_model import ReplayModel
from zjgame.rules.seats import Seat
from zjgame.ui import theme
from zjgame.ui.app_api import AppAPI
from zjgame.ui.controller import GameController
from zjgame.ui.game_history import keep_finished
from zjgame.ui.routes import Push, Quit, Reset
from zjgame.ui.scene import Scene
from zjgame.ui.widgets import Button, button_width, row


def round_letter(wind: Seat) -> str:
    """The round's wind in the standings' narrow column: ``E`` / ``東``."""
    letters = {
        Seat.E: pgettext("round wind, one letter", "E"),
        Seat.S: pgettext("round wind, one letter", "S"),
        Seat.W: pgettext("round wind, one letter", "W"),
        Seat.N: pgettext("round wind, one letter", "N"),
    }
    return letters[wind]


class ResultsScene(Scene):
    name = "results"

    def __init__(self, ctl: GameController, autoplay: bool = False, complete: bool = True) -> None:
        super().__init__()
        self.ctl = ctl
        self.autoplay = autoplay
        self.complete = complete
        self.elapsed = 0.0
        self.shot = False
        self.kept: GameSummary | None = None
        self.panel = pygame.Rect(0, 0, 10, 10)

    def enter(self, app: AppAPI) -> None:
        self.kept = keep_finished(app, self.ctl)
        super().enter(app)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        assert self.app is not None
        s = self.scale()
        w, h = size
        self.panel = pygame.Rect(int(w * 0.04), int(h * 0.03), int(w * 0.92), int(h * 0.94))
        bh = int(44 * s)
        specs = [
            ("new", _("New game"), (pygame.K_n,), "N", "primary"),
            ("replay", _("Replay"), (pygame.K_y,), "Y", "normal"),
            ("review", _("Review"), (pygame.K_v,), "V", "normal"),
            ("title", _("Title screen"), (pygame.K_ESCAPE, pygame.K_RETURN), "Esc", "normal"),
        ]
        if not self.ctl.finished:
            specs = [sp for sp in specs if sp[0] not in ("replay", "review")]
        elif self.ctl.human is None:
            specs = [sp for sp in specs if sp[0] != "review"]  # nobody's decisions to review
        widths = [max(int(170 * s), button_width(self.app.text, label, hint, bh)) for _n, label, _k, hint, _st in specs]
        rects = row(w // 2, self.panel.bottom - bh - int(14 * s), widths, bh, int(16 * s))
        self.buttons = [
            Button(name, label, rect, keys, hint, style) for (name, label, keys, hint, style), rect in zip(specs, rects)
        ]

    def update(self, dt: float) -> None:
        assert self.app is not None
        self.elapsed += dt
        if not self.shot:
            self.shot = True
            self.app.screenshot("zz-final-standings")
            return
        if self.autoplay and self.elapsed >= (0.0 if self.app.options.speed_max else 3.0):
            self.app.go(Quit(0))

    def animating(self) -> bool:
        """Only autoplay's standings move on by themselves (to the end of the program)."""
        return self.autoplay or not self.shot

    def on_button(self, name: str) -> None:
        assert self.app is not None
        if name == "replay":
            self.replay()
        elif name == "review":  # your decisions against the advisor's, hand by hand (the table UI's review)
            self.app.go(Push("practice-review", record=self.ctl.record(), hand=1, player=self.ctl.human))
        elif name == "new":
            self.app.go(Reset("title"), Push("newgame"))
        else:
            self.app.go(Reset("title"))

    def on_back(self) -> None:
        self.on_button("title")

    def replay(self) -> None:
        """The game just played, in the replay viewer (players keep their names and seats)."""
        assert self.app is not None
        try:
            model = ReplayModel.from_json(self.ctl.record())
        except ValueError as err:
            self.app.toast(_("This game cannot be replayed: {why}").format(why=err), 8.0)
            return
        self.app.go(Push("replay", model=model, title=_("The game just played")))

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        self.draw_background(surface)
        s = self.scale()
        w, _h = surface.get_size()
        text = self.app.text
        panel = self.panel
        theme.draw_panel(surface, panel, 18, 228)
        done = len(self.ctl.finished)
        title = (
            _("Final standings")
            if self.complete
            else ngettext("Standings after {n} hand", "Standings after {n} hands", done).format(n=done)
        )
        text.blit(surface, title, int(32 * s), (w // 2, panel.top + int(10 * s)), theme.GOLD, True, "midtop")
        y = panel.top + int(10 * s) + text.line_height(int(32 * s))
        if self.kept is not None:
            note = _("Kept in your games: Your games and replays, on the title screen.")
            text.blit(surface, note, max(10, int(13 * s)), (w // 2, y), theme.TEXT_DIM, False, "midtop")
            y += text.line_height(max(10, int(13 * s)))
        totals = self.ctl.totals
        order = sorted(range(4), key=lambda i: -totals[i])
        left = panel.left + int(50 * s)
        right = panel.right - int(50 * s)
        big = int(22 * s)
        row_h = text.line_height(big) + int(4 * s)
        places = (_("1st"), _("2nd"), _("3rd"), _("4th"))
        for i in order:
            place = next(k for k, j in enumerate(order) if totals[j] == totals[i])
            p = self.ctl.players[i]
            color = theme.HIGHLIGHT if place == 0 else theme.TEXT
            if place == 0:
                row_rect = pygame.Rect(left - int(14 * s), y, right - left + int(28 * s), row_h)
                pygame.draw.rect(surface, (70, 60, 26), row_rect, border_radius=int(8 * s))
            text.blit(surface, places[place], big, (left, y + int(2 * s)), color, True)
            text.blit(surface, player_name(p.name), big, (left + int(90 * s), y + int(2 * s)), color, True)
            kind = _("you") if p.kind == "human" else level_name(p.kind)
            text.blit(surface, kind, int(15 * s), (left + int(300 * s), y + int(8 * s)), theme.TEXT_DIM)
            total = totals[i]
            sc = theme.GOLD if total > 0 else theme.RED if total < 0 else theme.TEXT_DIM
            shown = f"{total:+d}" if total else "0"
            text.blit(surface, shown, big, (right, y + int(2 * s)), sc, True, "topright")
            y += row_h
        y += int(8 * s)
        # hand by hand: who won what, and every player's change
        fs = max(10, int(14 * s))
        lh = text.line_height(fs)
        cols = [left, left + int(60 * s), left + int(250 * s), left + int(330 * s)]
        pcols = [right - int((3 - k) * 110 * s) for k in range(4)]
        for label, x in ((_("Hand"), cols[0]), (_("Winner"), cols[1]), (_("Points"), cols[2]), (_("How"), cols[3])):
            text.blit(surface, label, fs, (x, y), theme.GOLD, True)
        for k, p in enumerate(self.ctl.players):
            text.blit(surface, player_name(p.name), fs, (pcols[k], y), theme.GOLD, True, "topright")
        y += lh
        pygame.draw.line(surface, theme.PANEL_EDGE, (left, y), (right, y), 1)
        y += int(4 * s)
        bottom = min(b.rect.top for b in self.buttons) - int(8 * s)
        room = max(1, (bottom - y) // lh)
        for fh in self.ctl.finished[-room:]:
            result = fh.result
            rnd = round_letter(fh.round_wind)
            text.blit(surface, f"{fh.number}  {rnd}", fs, (cols[0], y), theme.TEXT_DIM)
            if result.wins:
                win = result.wins[0]
                winners = pgettext("several winners", " & ").join(  # several winners on one discard
                    player_name(fh.names_by_seat[w.winner.index]) for w in result.wins
                )
                text.blit(surface, winners, fs, (cols[1], y), theme.TEXT, True)
                text.blit(surface, " + ".join(str(w.value) for w in result.wins), fs, (cols[2], y), theme.TEXT)
                if win.self_drawn:
                    how = _("self-drawn")
                elif win.discarder:
                    how = _("off {name}").format(name=player_name(fh.names_by_seat[win.discarder.index]))
                else:
                    how = ""
                text.blit(surface, how, fs, (cols[3], y), theme.TEXT_DIM)
            else:
                label = _("drawn hand (ready hands paid)") if any(result.payments) else _("drawn hand")
                text.blit(surface, label, fs, (cols[1], y), theme.TEXT_DIM)
            for k in range(4):
                pay = fh.payments_by_player[k]
                color = theme.GOLD if pay > 0 else theme.RED if pay < 0 else theme.TEXT_DIM
                text.blit(surface, f"{pay:+d}" if pay else "·", fs, (pcols[k], y), color, False, "topright")
            y += lh
        self.draw_buttons(surface)
