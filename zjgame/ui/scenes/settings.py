"""Settings: computer pace, animation speed, claim countdown, auto-pass / auto-win, waits, tile labels, the UI
text size and the table colour (issue 16), volume and mute, full screen, the language, and the folder the history's Export
copies games to (typed: E starts editing, Enter keeps it, Esc leaves it as it was; empty means the documents
folder; only a whole path, or one from the home folder ``~``, is kept). Saved on every change."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame

from zjgame import i18n
from zjgame.history.files import documents_dir
from zjgame.i18n import LANGUAGE_NAMES, _
from zjgame.ui import theme
from zjgame.ui.app_api import AppAPI
from zjgame.ui.input import Intent, KeyPress
from zjgame.ui.options_page import OptionRow, OptionsScene
from zjgame.ui.scene import Shortcut
from zjgame.ui.storage import ANIMATION_SPEEDS
from zjgame.ui.widgets import Button, button_width, row

MAX_FOLDER = 300  # characters of a typed export folder


def shorten(path: str, most: int) -> str:
    """The end of ``path`` (where the folder's own name is), at most ``most`` characters."""
    return path if len(path) <= most else "…" + path[-(most - 1) :]


def on_off() -> list[tuple[object, str]]:
    return [(False, _("Off")), (True, _("On"))]


class SettingsScene(OptionsScene):
    name = "settings"

    def __init__(self) -> None:
        super().__init__()
        self.title = _("Settings")
        self.editing: str | None = None  # the export folder being typed

    @property
    def wants_text(self) -> bool:  # type: ignore[override]
        return self.editing is not None

    def enter(self, app: AppAPI) -> None:
        st = app.settings
        delay = min((0.0, 0.3, 0.6, 1.0, 1.6), key=lambda d: abs(d - st.computer_delay))
        volume = min((0.0, 0.3, 0.5, 0.7, 1.0), key=lambda v: abs(v - st.volume))
        speeds = {"slow": _("Slow"), "normal": _("Normal"), "fast": _("Fast"), "instant": _("Instant")}
        self.rows = [
            OptionRow(
                "computer_delay",
                _("Computer pace"),
                [(0.0, _("Instant")), (0.3, _("Quick")), (0.6, _("Normal")), (1.0, _("Relaxed")), (1.6, _("Slow"))],
                delay,
                pygame.K_p,
                "P",
            ),
            OptionRow(
                "animation_speed",
                _("Animations"),
                [(v, speeds.get(v, v)) for v in ANIMATION_SPEEDS],
                st.animation_speed,
                pygame.K_a,
                "A",
            ),
            OptionRow(
                "claim_countdown",
                _("Claim countdown"),
                [(0, _("Off")), (5, _("5 s")), (10, _("10 s")), (20, _("20 s"))],
                st.claim_countdown,
                pygame.K_c,
                "C",
            ),
            OptionRow(
                "auto_pass",
                _("Auto-pass claims"),
                on_off(),
                st.auto_pass,
                pygame.K_u,
                "U",
                _("never asks unless you can win"),
            ),
            OptionRow("auto_win", _("Auto-win"), on_off(), st.auto_win, pygame.K_w, "W"),
            OptionRow("show_waits", _("Show waits"), on_off(), st.show_waits, pygame.K_t, "T"),
            OptionRow("tile_labels", _("Tile labels"), on_off(), st.tile_labels, pygame.K_l, "L"),
            OptionRow(
                "text_size",
                _("Text size"),
                [(key, _(label)) for key, (label, _f) in theme.TEXT_SIZES.items()],
                st.text_size,
                pygame.K_x,
                "X",
            ),
            OptionRow(
                "table_colour",
                _("Table colour"),
                [(key, _(label)) for key, (label, _c) in theme.TABLE_COLOURS.items()],
                st.table_colour,
                pygame.K_o,
                "O",
            ),
            OptionRow(
                "volume",
                _("Volume"),
                [(0.0, "0"), (0.3, "30"), (0.5, "50"), (0.7, "70"), (1.0, "100")],
                volume,
                pygame.K_v,
                "V",
            ),
            OptionRow("muted", _("Mute"), on_off(), st.muted, 0, "M"),
            OptionRow("fullscreen", _("Full screen"), on_off(), st.fullscreen, 0, "F11"),
            OptionRow("language", _("Language"), list(LANGUAGE_NAMES.items()), i18n.language(), pygame.K_g, "G"),
            OptionRow("export_folder", _("Export folder"), [("edit", "")], "edit", pygame.K_e, "E"),
        ]
        super().enter(app)

    def folder_label(self) -> str:
        assert self.app is not None
        if self.editing is not None:
            return shorten(self.editing, 44) + "|"
        folder = self.app.settings.export_folder
        return (
            shorten(folder, 44)
            if folder
            else _("Documents folder ({path})").format(path=shorten(str(documents_dir()), 28))
        )

    def layout(self, size: tuple[int, int]) -> None:
        if self.rows and self.app is not None:
            self.rows[-1].choices = [("edit", self.folder_label())]
        super().layout(size)

    def footer_buttons(self, w: int, y: int, s: float) -> list[Button]:
        assert self.app is not None
        bh = int(self.footer_height * s)
        if self.editing is not None:
            keep, cancel = _("Keep this folder"), _("Cancel")
            rects = row(
                w // 2,
                y,
                [button_width(self.app.text, keep, "Enter", bh), button_width(self.app.text, cancel, "Esc", bh)],
                bh,
                int(20 * s),
            )
            return [
                Button("folder-keep", keep, rects[0], (pygame.K_RETURN, pygame.K_KP_ENTER), "Enter", "primary"),
                Button("folder-cancel", cancel, rects[1], (pygame.K_ESCAPE,), "Esc"),
            ]
        done = _("Done")
        rects = row(w // 2, y, [max(int(180 * s), button_width(self.app.text, done, "Esc", bh))], bh, 0)
        return [Button("back", done, rects[0], (pygame.K_ESCAPE, pygame.K_RETURN), "Esc", "primary")]

    def key_help(self) -> list[Shortcut]:
        if self.editing is not None:
            return []
        return super().key_help()

    def select(self, r_i: int, i: int) -> None:
        if self.rows[r_i].key == "export_folder":
            self.start_editing()
            return
        super().select(r_i, i)

    def start_editing(self) -> None:
        assert self.app is not None
        self.editing = self.app.settings.export_folder
        self.layout(self.size)

    def on_footer(self, name: str) -> None:
        assert self.app is not None
        if name == "folder-keep" and self.editing is not None:
            folder = self.editing.strip()
            if folder and not Path(folder).expanduser().is_absolute():
                # a relative folder would mean wherever the game happened to be started: ask for a whole path
                self.app.toast(_("Type the whole path of a folder, e.g. {example}.").format(example="~/Mahjong"), 6.0)
                return
            self.editing = None
            self.app.apply_settings(replace(self.app.settings, export_folder=folder))
            self.layout(self.size)
        elif name == "folder-cancel":
            self.editing = None
            self.layout(self.size)
        else:
            super().on_footer(name)

    def handle(self, intent: Intent) -> None:
        if self.editing is not None and isinstance(intent, KeyPress):
            self.type_folder(intent)
            return
        super().handle(intent)

    def type_folder(self, intent: KeyPress) -> None:
        assert self.editing is not None
        if intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.on_footer("folder-keep")
            return
        if intent.key == pygame.K_ESCAPE:
            self.on_footer("folder-cancel")
            return
        if intent.key == pygame.K_BACKSPACE:
            self.editing = self.editing[:-1]
        elif intent.key == pygame.K_a and intent.mod & pygame.KMOD_CTRL:
            self.editing = ""  # select all and type over it: the field is cleared
        elif intent.text and intent.text.isprintable() and len(self.editing) < MAX_FOLDER:
            self.editing += intent.text
        self.layout(self.size)

    def on_change(self, opt: OptionRow) -> None:
        assert self.app is not None
        app = self.app
        if opt.key == "fullscreen":
            if bool(opt.value) != app.settings.fullscreen:
                app.toggle_fullscreen()
            return
        change: dict[str, Any] = {opt.key: opt.value}  # the row's key is a Settings field, its value a choice
        app.apply_settings(replace(app.settings, **change))
        if opt.key in ("text_size", "table_colour"):
            self.use_presentation()
        if opt.key == "language":
            self.enter(app)  # the rows again, in the new language

    def settings_changed(self) -> None:
        assert self.app is not None
        for opt in self.rows:
            if opt.key in ("muted", "fullscreen"):
                opt.value = getattr(self.app.settings, opt.key)
        self.layout(self.size)
