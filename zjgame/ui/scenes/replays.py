"""Replay a game: a list of the records in the data folder (the saved game in progress and every ``*.json`` in
its ``records`` subfolder), opened in the replay viewer (the ``replay`` scene). A record the engine
refuses (bad JSON, a wrong wall, an illegal action) gives a notice naming the file and the reason, never a
crash. Keys: Up/Down choose, Enter opens, Esc goes back; a click on a row opens it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from zjgame.practice.replay_model import ReplayModel
from zjgame.ui import theme
from zjgame.ui.app_api import AppAPI
from zjgame.ui.input import ButtonTarget, KeyPress, Target
from zjgame.ui.routes import Pop, Push
from zjgame.ui.scene import Scene
from zjgame.ui.widgets import Button, row

RECORDS_DIR = "records"
MAX_FILES = 200


@dataclass(frozen=True)
class RecordEntry:
    label: str
    path: Path
    detail: str


def list_records(root: Path, save_path: Path) -> list[RecordEntry]:
    """The saved game first (when there is one), then the records folder's ``*.json`` files by name."""
    out: list[RecordEntry] = []
    if save_path.is_file():
        out.append(RecordEntry("The saved game (in progress)", save_path, save_path.name))
    folder = root / RECORDS_DIR
    if folder.is_dir():
        files = sorted((p for p in folder.glob("*.json") if p.is_file()), key=lambda p: p.name.lower())
        for p in files[:MAX_FILES]:
            out.append(RecordEntry(p.stem, p, f"{RECORDS_DIR}/{p.name}"))
    return out


def open_record(path: Path) -> ReplayModel:
    """A ``ReplayModel`` with every hand replayed (so an illegal action is found now); ``ValueError`` (or
    ``OSError``) with the reason when the record cannot be replayed."""
    from zjgame.engine.record import parse_record, read_record_text
    from zjgame.engine.replay import follow_game

    text = read_record_text(path)  # zjgame.safe_read: a regular file, bounded, UTF-8 with or without BOM
    follow_game(parse_record(text))  # the hands follow the dealer rotation, as `zjgame replay` checks
    model = ReplayModel.from_text(text)
    if model.hand_count == 0:
        raise ValueError("the record holds no hand")
    for hand in range(1, model.hand_count + 1):
        model.steps(hand)
    return model


class ReplayListScene(Scene):
    name = "replays"

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[RecordEntry] = []
        self.selected = 0
        self.offset = 0
        self.visible = 1
        self.rows: list[pygame.Rect] = []
        self.folder = Path(".")

    def enter(self, app: AppAPI) -> None:
        self.folder = app.storage.root / RECORDS_DIR
        self.entries = list_records(app.storage.root, app.storage.save_path)
        super().enter(app)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale()
        w, h = size
        top = int(h * 0.20)
        rh = int(44 * s)
        bottom = h - int(130 * s)
        self.visible = max(1, (bottom - top) // (rh + int(6 * s)))
        self.offset = min(self.offset, max(0, len(self.entries) - self.visible))
        self.rows = [
            pygame.Rect(int(w * 0.14), top + i * (rh + int(6 * s)), int(w * 0.72), rh)
            for i in range(min(self.visible, len(self.entries)))
        ]
        rects = row(w // 2, h - int(80 * s), [int(200 * s), int(160 * s)], int(50 * s), int(20 * s))
        self.buttons = [
            Button(
                "open", "Replay", rects[0], (pygame.K_RETURN, pygame.K_SPACE), "Enter", "primary", bool(self.entries)
            ),
            Button("back", "Back", rects[1], (pygame.K_ESCAPE,), "Esc"),
        ]

    def hit_test(self, pos: tuple[int, int]) -> Target | None:
        target = super().hit_test(pos)
        if target is not None:
            return target
        for i, rect in enumerate(self.rows):
            if rect.collidepoint(pos):
                return ButtonTarget(f"row:{self.offset + i}")
        return None

    def move(self, delta: int) -> None:
        if not self.entries:
            return
        self.selected = max(0, min(len(self.entries) - 1, self.selected + delta))
        if self.selected < self.offset:
            self.offset = self.selected
        elif self.selected >= self.offset + self.visible:
            self.offset = self.selected - self.visible + 1

    def on_key(self, intent: KeyPress) -> None:
        if intent.key == pygame.K_UP:
            self.move(-1)
        elif intent.key == pygame.K_DOWN:
            self.move(1)
        elif intent.key == pygame.K_PAGEUP:
            self.move(-self.visible)
        elif intent.key == pygame.K_PAGEDOWN:
            self.move(self.visible)
        else:
            super().on_key(intent)

    def on_button(self, name: str) -> None:
        assert self.app is not None
        if name == "back":
            self.app.go(Pop())
        elif name == "open":
            self.open(self.selected)
        elif name.startswith("row:"):
            index = int(name[4:])
            if index == self.selected:
                self.open(index)
            else:
                self.selected = index

    def on_back(self) -> None:
        assert self.app is not None
        self.app.go(Pop())

    def open(self, index: int) -> bool:
        """Open entry ``index`` in the replay viewer; a friendly notice (and False) when it cannot be."""
        assert self.app is not None
        if not 0 <= index < len(self.entries):
            return False
        entry = self.entries[index]
        try:
            model = open_record(entry.path)
        except (ValueError, OSError, KeyError, TypeError) as err:
            self.app.toast(f"{entry.detail} cannot be replayed: {err}", 8.0)
            return False
        self.app.go(Push("replay", model=model, title=entry.detail))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        self.draw_page(surface, "Replay a game")
        s = self.scale()
        w, h = surface.get_size()
        text = self.app.text
        hint = f"Saved game and records (*.json) in {self.folder}"
        for i, line in enumerate(text.wrap(hint, int(14 * s), int(w * 0.72))[:2]):
            text.blit(
                surface, line, int(14 * s), (w // 2, int(h * 0.135) + i * int(18 * s)), theme.TEXT_DIM, False, "midtop"
            )
        if not self.entries:
            msg = (
                "No saved game and no records yet. Records written by 'zjgame simulate --record DIR' can be put there."
            )
            for i, line in enumerate(text.wrap(msg, int(17 * s), int(w * 0.7))):
                text.blit(
                    surface, line, int(17 * s), (w // 2, int(h * 0.3) + i * int(26 * s)), theme.TEXT, False, "midtop"
                )
        for i, rect in enumerate(self.rows):
            index = self.offset + i
            entry = self.entries[index]
            chosen = index == self.selected
            hovered = getattr(self.hover, "name", None) == f"row:{index}"
            fill = theme.BUTTON_PRIMARY if chosen else theme.BUTTON_HOVER if hovered else theme.BUTTON
            pygame.draw.rect(surface, fill, rect, border_radius=max(4, rect.h // 5))
            text.blit(
                surface, entry.label, int(18 * s), (rect.left + int(14 * s), rect.centery), theme.TEXT, True, "midleft"
            )
            text.blit(
                surface,
                entry.detail,
                int(13 * s),
                (rect.right - int(14 * s), rect.centery),
                theme.TEXT_DIM,
                False,
                "midright",
            )
        if len(self.entries) > self.visible:
            more = f"{self.offset + 1}-{self.offset + len(self.rows)} of {len(self.entries)} · Up/Down, PgUp/PgDn"
            text.blit(
                surface, more, int(13 * s), (w // 2, self.rows[-1].bottom + int(8 * s)), theme.TEXT_DIM, False, "midtop"
            )
        self.draw_buttons(surface)
