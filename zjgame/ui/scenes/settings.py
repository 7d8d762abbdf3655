"""Settings: computer pace, animation speed, claim countdown, auto-pass / auto-win, waits, tile labels,
volume and mute, full screen, language. Saved on every change."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from zjgame import i18n
from zjgame.i18n import LANGUAGE_NAMES, _
from zjgame.ui.app_api import AppAPI
from zjgame.ui.options_page import OptionRow, OptionsScene
from zjgame.ui.storage import ANIMATION_SPEEDS
from zjgame.ui.widgets import Button, row

ON_OFF = [(False, "Off"), (True, "On")]


class SettingsScene(OptionsScene):
    name = "settings"
    title = "Settings"

    def enter(self, app: AppAPI) -> None:
        st = app.settings
        delay = min((0.0, 0.3, 0.6, 1.0, 1.6), key=lambda d: abs(d - st.computer_delay))
        volume = min((0.0, 0.3, 0.5, 0.7, 1.0), key=lambda v: abs(v - st.volume))
        self.rows = [
            OptionRow(
                "computer_delay",
                "Computer pace",
                [(0.0, "Instant"), (0.3, "Quick"), (0.6, "Normal"), (1.0, "Relaxed"), (1.6, "Slow")],
                delay,
                pygame.K_p,
                "P",
            ),
            OptionRow(
                "animation_speed",
                "Animations",
                [(v, v.capitalize()) for v in ANIMATION_SPEEDS],
                st.animation_speed,
                pygame.K_a,
                "A",
            ),
            OptionRow(
                "claim_countdown",
                "Claim countdown",
                [(0, "Off"), (5, "5 s"), (10, "10 s"), (20, "20 s")],
                st.claim_countdown,
                pygame.K_c,
                "C",
            ),
            OptionRow(
                "auto_pass", "Auto-pass claims", ON_OFF, st.auto_pass, pygame.K_u, "U", "never asks unless you can win"
            ),
            OptionRow("auto_win", "Auto-win", ON_OFF, st.auto_win, pygame.K_w, "W"),
            OptionRow("show_waits", "Show waits", ON_OFF, st.show_waits, pygame.K_t, "T"),
            OptionRow("tile_labels", "Tile labels", ON_OFF, st.tile_labels, pygame.K_l, "L"),
            OptionRow(
                "volume",
                "Volume",
                [(0.0, "0"), (0.3, "30"), (0.5, "50"), (0.7, "70"), (1.0, "100")],
                volume,
                pygame.K_v,
                "V",
            ),
            OptionRow("muted", "Mute", ON_OFF, st.muted, 0, "M"),
            OptionRow("fullscreen", "Full screen", ON_OFF, st.fullscreen, 0, "F11"),
            OptionRow("language", _("Language"), list(LANGUAGE_NAMES.items()), i18n.language(), pygame.K_g, "G"),
        ]
        super().enter(app)

    def footer_buttons(self, w: int, y: int, s: float) -> list[Button]:
        rects = row(w // 2, y, [int(180 * s)], int(50 * s), 0)
        return [Button("back", "Done", rects[0], (pygame.K_ESCAPE, pygame.K_RETURN), "Esc", "primary")]

    def on_change(self, opt: OptionRow) -> None:
        assert self.app is not None
        app = self.app
        if opt.key == "fullscreen":
            if bool(opt.value) != app.settings.fullscreen:
                app.toggle_fullscreen()
            return
        change: dict[str, Any] = {opt.key: opt.value}  # the row's key is a Settings field, its value a choice
        app.apply_settings(replace(app.settings, **change))
        if opt.key == "language":
            self.enter(app)  # the rows again, in the new language

    def settings_changed(self) -> None:
        assert self.app is not None
        for opt in self.rows:
            if opt.key in ("muted", "fullscreen"):
                opt.value = getattr(self.app.settings, opt.key)
        self.layout(self.size)
