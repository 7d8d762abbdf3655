"""Your games (issue 16 "History"; issue 15 item 1): every finished game and every abandoned one, kept in the
user data folder (``zjgame.history``), newest first, with its date, rules, opponents, hands played, your place
and net points; above them the saved game in progress, below them the records in the data folder's
``records`` subfolder (written by ``zjgame simulate --record``).

A game opens in the replay viewer (Enter, or a click on the chosen row); a kept game can also be reviewed
(your decisions against the advisor's, when the review scene is there), exported (a byte-identical copy in
the export folder of the settings, else the documents folder) or deleted (after a question). S opens the
statistics. A record that cannot be replayed gives a notice naming it, never a crash.

Owns: ``HistoryScene``, ``Entry``, ``list_entries``, ``open_model``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import pygame

from zjgame.history import ABANDONED, GameSummary, History
from zjgame.history.files import documents_dir
from zjgame.i18n import N_, _, commas, ngettext
from zjgame.names import player_name
from zjgame.practice.replay_model import ReplayModel
from zjgame.ui import theme
from zjgame.ui.app_api import AppAPI
from zjgame.ui.input import ButtonTarget, Intent, KeyPress, Target, Wheel
from zjgame.ui.routes import Pop, Push
from zjgame.ui.scene import Scene, Shortcut
from zjgame.ui.widgets import Button, button_width, row

RECORDS_DIR = "records"
MAX_FILES = 200
REVIEW_SCENE: str | None = "practice-review"  # the review of any game record (the table UI's scene)
RULESET_NAMES = {
    "zj": N_("Zung Jung"),
    "zj-min5": N_("5-point min"),
    "zj-older": N_("Older 3.x"),
    "zen-koan": N_("Zen Koan"),
    "british": N_("British"),
}
LEVEL_NAMES = {
    "random": N_("random"),
    "easy": N_("easy"),
    "normal": N_("normal"),
    "hard": N_("hard"),
    "mixed": N_("mixed"),
}


@dataclass(frozen=True)
class Entry:
    """A row of the list: the saved game (``kind`` "saved"), a kept game ("kept", with its ``summary``) or a
    record file ("file")."""

    kind: str
    path: Path
    label: str
    summary: GameSummary | None = None

    @property
    def kept(self) -> bool:
        return self.summary is not None


def list_entries(history: History | None, root: Path, save_path: Path) -> list[Entry]:
    """The saved game first (when there is one), the kept games newest first, then ``records/*.json`` by name."""
    out: list[Entry] = []
    if save_path.is_file():
        out.append(Entry("saved", save_path, _("The saved game (in progress)")))
    if history is not None:
        out += [Entry("kept", g.path, g.game_id, g) for g in history.games()]
    folder = root / RECORDS_DIR
    if folder.is_dir():
        files = sorted((p for p in folder.glob("*.json") if p.is_file()), key=lambda p: p.name.lower())
        out += [Entry("file", p, f"{RECORDS_DIR}/{p.name}") for p in files[:MAX_FILES]]
    return out


def open_model(source: Path | Mapping[str, Any]) -> ReplayModel:
    """A ``ReplayModel`` of a record file or a decoded record, every hand replayed (so an illegal action is found
    now, not halfway through); ``ValueError`` (or ``OSError``) with the reason when it cannot be replayed."""
    from zjgame.engine.record import parse_record, read_record_text
    from zjgame.engine.replay import follow_game

    if isinstance(source, Path):
        record = parse_record(read_record_text(source))  # zjgame.safe_read: bounded, UTF-8, a regular file
    else:
        record = parse_record(json.loads(json.dumps(dict(source))))
    follow_game(record)  # the hands follow the dealer rotation, as `zjgame replay` checks
    model = ReplayModel(record)
    if model.hand_count == 0:
        raise ValueError(_("the record holds no hand"))
    for hand in range(1, model.hand_count + 1):
        model.steps(hand)
    return model


def short_date(iso: str) -> str:
    try:
        return datetime.fromisoformat(iso).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso[:16]


def place_text(place: int | None) -> str:
    return {1: _("1st"), 2: _("2nd"), 3: _("3rd"), 4: _("4th")}.get(place or 0, "–")


def columns(g: GameSummary) -> tuple[str, str, str, str, str, str]:
    """Date, rules, opponents, hands, place, net: one kept game's line."""
    rules = _(RULESET_NAMES[g.ruleset]) if g.ruleset in RULESET_NAMES else g.ruleset
    if g.practice:
        rules = _("{rules}, practice").format(rules=rules)
    level = _(LEVEL_NAMES[g.opponent_level]) if g.opponent_level in LEVEL_NAMES else g.opponent_level
    opponents = _("{names} ({level})").format(names=commas(player_name(p.name) for p in g.opponents), level=level)
    total = g.hands_in_game
    hands = f"{g.hands_played}/{total}" if total else str(g.hands_played)
    place = _("abandoned") if g.status == ABANDONED else place_text(g.placement)
    net = "–" if g.net is None else (f"{g.net:+d}" if g.net else "0")
    return short_date(g.date), rules, opponents, hands, place, net


def delete_detail(g: GameSummary) -> str:
    """What deleting a kept game does, for the confirmation."""
    date, rules, *_rest = columns(g)
    return ngettext(
        "The game of {rules} played on {date} ({n} hand played) leaves your games and your statistics. "
        "Export it first to keep a copy.",
        "The game of {rules} played on {date} ({n} hands played) leaves your games and your statistics. "
        "Export it first to keep a copy.",
        g.hands_played,
    ).format(rules=rules, date=date, n=g.hands_played)


class HistoryScene(Scene):
    name = "history"

    def __init__(self, from_statistics: bool = False) -> None:
        super().__init__()
        self.from_statistics = from_statistics  # opened from the statistics: S goes back there
        self.history: History | None = None
        self.entries: list[Entry] = []
        self.selected = 0
        self.offset = 0
        self.visible = 1
        self.rows: list[pygame.Rect] = []
        self.col_x: list[int] = []
        self.font = 14
        self.header_y = 0
        self.root = Path(".")

    # -- life cycle ----------------------------------------------------------------------------------------
    def enter(self, app: AppAPI) -> None:
        self.root = app.storage.root
        self.history = History(self.root)
        self.reload(app)
        super().enter(app)

    def exit(self) -> None:
        if self.history is not None:
            self.history.close()
            self.history = None

    def resume(self) -> None:
        if self.app is not None:
            self.reload(self.app)
        super().resume()

    def reload(self, app: AppAPI) -> None:
        self.entries = list_entries(self.history, self.root, app.storage.save_path)
        self.selected = max(0, min(self.selected, len(self.entries) - 1))
        self.notices(app)

    def notices(self, app: AppAPI) -> None:
        if self.history is not None:
            for notice in self.history.pop_notices():
                app.toast(notice, 8.0)

    @property
    def chosen(self) -> Entry | None:
        return self.entries[self.selected] if 0 <= self.selected < len(self.entries) else None

    # -- layout --------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        assert self.app is not None
        text = self.app.text
        s = self.scale()
        w, _h = size
        page = self.page_rect()
        bh = int(44 * s)
        chosen = self.chosen
        kept = chosen is not None and chosen.kept
        specs: list[tuple[str, str, tuple[int, ...], str, str, bool]] = [
            ("open", _("Replay"), (pygame.K_RETURN, pygame.K_SPACE), "Enter", "primary", chosen is not None),
        ]
        if REVIEW_SCENE is not None:
            specs.append(("review", _("Review"), (pygame.K_v,), "V", "normal", chosen is not None))
        specs += [
            ("export", _("Export"), (pygame.K_e,), "E", "normal", kept),
            ("delete", _("Delete"), (pygame.K_DELETE,), "Del", "danger", kept),
            ("stats", _("Statistics"), (pygame.K_s,), "S", "normal", True),
            ("back", _("Back"), (pygame.K_ESCAPE,), "Esc", "normal", True),
        ]
        gap = int(10 * s)
        widths = [button_width(text, label, hint, bh) for _n, label, _k, hint, _st, _en in specs]
        room = page.w - int(24 * s) - gap * (len(specs) - 1)
        if sum(widths) > room:
            widths = [wd * room // sum(widths) for wd in widths]
        footer = self.footer_top(bh)
        rects = row(w // 2, footer, widths, bh, gap)
        self.buttons = [
            Button(name, label, rect, keys, hint, style, enabled)
            for (name, label, keys, hint, style, enabled), rect in zip(specs, rects)
        ]
        # the list: a header line, then rows between it and the footer
        self.font = max(10, int(14 * s))
        inner = page.inflate(-int(40 * s), 0)
        self.header_y = self.page_title_bottom() + text.line_height(max(10, int(13 * s))) + int(8 * s)
        top = self.header_y + text.line_height(self.font) + int(4 * s)
        rh = text.line_height(self.font) * 2 + int(6 * s)
        bottom = footer - text.line_height(max(10, int(13 * s))) - int(8 * s)
        step = rh + int(4 * s)
        self.visible = max(1, (bottom - top) // step)
        self.move(0)
        self.rows = [
            pygame.Rect(inner.left, top + i * step, inner.w, rh)
            for i in range(min(self.visible, len(self.entries) - self.offset))
        ]
        # columns: date, rules, opponents, hands, place, net (right-aligned numbers at the end)
        widths_c = self.column_widths(inner.w)
        x = inner.left + int(10 * s)
        self.col_x = []
        for cw in widths_c:
            self.col_x.append(x)
            x += cw

    def column_widths(self, width: int) -> list[int]:
        """Widths of the six columns: each as wide as its widest text, the opponents' column taking the rest."""
        assert self.app is not None
        text, f = self.app.text, self.font
        heads = self.headers()
        lines = [columns(e.summary) for e in self.entries if e.summary is not None]
        pad = int(14 * self.scale())
        need = [
            max([text.size(heads[i], f, True)[0], *(text.size(line[i], f)[0] for line in lines)]) + pad
            for i in range(6)
        ]
        rest = width - int(20 * self.scale()) - sum(need) + need[2]
        need[2] = max(int(60 * self.scale()), rest)
        return need

    @staticmethod
    def headers() -> tuple[str, str, str, str, str, str]:
        return _("Date"), _("Rules"), _("Opponents"), _("Hands"), _("Place"), _("Net")

    def hit_test(self, pos: tuple[int, int]) -> Target | None:
        target = super().hit_test(pos)
        if target is not None:
            return target
        for i, rect in enumerate(self.rows):
            if rect.collidepoint(pos):
                return ButtonTarget(f"row:{self.offset + i}")
        return None

    # -- input ---------------------------------------------------------------------------------------------
    def move(self, delta: int) -> None:
        if not self.entries:
            self.selected = self.offset = 0
            return
        self.selected = max(0, min(len(self.entries) - 1, self.selected + delta))
        if self.selected < self.offset:
            self.offset = self.selected
        elif self.selected >= self.offset + self.visible:
            self.offset = self.selected - self.visible + 1
        self.offset = max(0, min(self.offset, len(self.entries) - self.visible))

    def key_help(self) -> list[Shortcut]:
        return [
            Shortcut("Up / Down", _("Choose a game")),
            Shortcut("PgUp / PgDn", _("A page up or down the list")),
        ]

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Wheel):
            self.move(-intent.dy)
            self.relayout()
            return
        super().handle(intent)

    def on_key(self, intent: KeyPress) -> None:
        moves = {
            pygame.K_UP: -1,
            pygame.K_DOWN: 1,
            pygame.K_PAGEUP: -self.visible,
            pygame.K_PAGEDOWN: self.visible,
        }
        if intent.key in moves:
            self.move(moves[intent.key])
            self.relayout()
        else:
            super().on_key(intent)

    def relayout(self) -> None:
        self.layout(self.size)

    def on_button(self, name: str) -> None:
        assert self.app is not None
        if name == "back":
            self.on_back()
        elif name == "open":
            self.open(self.selected)
        elif name == "review":
            self.review(self.selected)
        elif name == "export":
            self.export(self.selected)
        elif name == "delete":
            self.ask_delete(self.selected)
        elif name == "stats":
            self.app.go(Pop() if self.from_statistics else Push("statistics", from_history=True))
        elif name.startswith("row:"):
            index = int(name[4:])
            if index == self.selected:
                self.open(index)
            else:
                self.selected = index
                self.relayout()

    def on_back(self) -> None:
        assert self.app is not None
        self.app.go(Pop())

    # -- what a row does -----------------------------------------------------------------------------------
    def record_of(self, entry: Entry) -> Mapping[str, Any] | Path | None:
        if entry.summary is not None and self.history is not None:
            return self.history.load(entry.summary.game_id)
        return entry.path

    def open(self, index: int) -> bool:
        """Entry ``index`` in the replay viewer; a friendly notice (and False) when it cannot be opened."""
        assert self.app is not None
        if not 0 <= index < len(self.entries):
            return False
        entry = self.entries[index]
        source = self.record_of(entry)
        if source is None:
            self.notices(self.app)
            self.reload(self.app)
            self.relayout()
            return False
        try:
            model = open_model(source)
        except (ValueError, OSError, KeyError, TypeError) as err:
            name = entry.path.name if entry.kind != "saved" else entry.label
            self.app.toast(_("{name} cannot be replayed: {why}").format(name=name, why=err), 8.0)
            return False
        title = short_date(entry.summary.date) if entry.summary is not None else entry.label
        self.app.go(Push("replay", model=model, title=title))
        return True

    def review(self, index: int) -> None:
        assert self.app is not None
        if not 0 <= index < len(self.entries):
            return
        source = self.record_of(self.entries[index])
        if isinstance(source, Path):
            try:
                source = json.loads(source.read_text(encoding="utf-8-sig"))
            except (OSError, ValueError) as err:
                self.app.toast(_("{name} cannot be reviewed: {why}").format(name=source.name, why=err), 8.0)
                return
        if isinstance(source, Mapping) and REVIEW_SCENE is not None:
            human = next((i for i, p in enumerate(source.get("players") or ()) if p.get("kind") == "human"), None)
            self.app.go(Push(REVIEW_SCENE, record=dict(source), hand=1, player=human))

    def export(self, index: int) -> None:
        assert self.app is not None and self.history is not None
        entry = self.entries[index] if 0 <= index < len(self.entries) else None
        if entry is None or entry.summary is None:
            return
        folder = Path(self.app.settings.export_folder).expanduser() if self.app.settings.export_folder else None
        if folder is not None and not folder.is_absolute():  # (settings keep only whole paths; an old file may not)
            folder = documents_dir() / folder
        target = self.history.export(entry.summary.game_id, folder)
        if target is not None:
            self.app.toast(_("Copied to {path}").format(path=target), 6.0)
        self.notices(self.app)

    def ask_delete(self, index: int) -> None:
        assert self.app is not None
        entry = self.entries[index] if 0 <= index < len(self.entries) else None
        if entry is None or entry.summary is None:
            return
        self.app.go(
            Push(
                "confirm",
                question=_("Delete this game?"),
                detail=delete_detail(entry.summary),
                yes=_("Delete"),
                no=_("Keep it"),
            )
        )

    def on_return(self, key: str, result: object) -> None:
        if key == "confirm" and result is True:
            self.delete(self.selected)

    def delete(self, index: int) -> None:
        assert self.app is not None and self.history is not None
        entry = self.entries[index] if 0 <= index < len(self.entries) else None
        if entry is None or entry.summary is None:
            return
        if self.history.delete(entry.summary.game_id):
            self.app.toast(_("The game was deleted."), 4.0)
        self.reload(self.app)
        self.relayout()

    # -- frame ---------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        self.draw_page(surface, _("Your games"))
        s = self.scale()
        w, _h = surface.get_size()
        text = self.app.text
        small = max(10, int(13 * s))
        kept = sum(1 for e in self.entries if e.kept)
        hint = ngettext("{n} game kept in {folder}", "{n} games kept in {folder}", kept).format(
            n=kept, folder=self.root / "history"
        )
        text.blit(surface, hint, small, (w // 2, self.page_title_bottom()), theme.TEXT_DIM, False, "midtop")
        if not self.entries:
            # Translators: {command} is a command line, {folder} a folder's name: both stay as they are.
            msg = _(
                "No games yet. Every game you finish is kept here; records written by '{command}' can be put in the "
                "{folder} folder."
            ).format(command="zjgame simulate --record DIR", folder=RECORDS_DIR)
            y = self.header_y
            for line in text.wrap(msg, int(17 * s), int(w * 0.7)):
                text.blit(surface, line, int(17 * s), (w // 2, y), theme.TEXT, False, "midtop")
                y += text.line_height(int(17 * s))
        else:
            for x, head in zip(self.col_x, self.headers()):
                text.blit(surface, head, self.font, (x, self.header_y), theme.GOLD, True)
        for i, rect in enumerate(self.rows):
            self.draw_row(surface, rect, self.offset + i)
        if len(self.entries) > self.visible and self.rows:
            more = _("{first}-{last} of {total} · Up/Down, PgUp/PgDn").format(
                first=self.offset + 1, last=self.offset + len(self.rows), total=len(self.entries)
            )
            text.blit(
                surface, more, small, (w // 2, self.rows[-1].bottom + int(4 * s)), theme.TEXT_DIM, False, "midtop"
            )
        self.draw_buttons(surface)

    def draw_row(self, surface: pygame.Surface, rect: pygame.Rect, index: int) -> None:
        assert self.app is not None
        text = self.app.text
        s = self.scale()
        entry = self.entries[index]
        chosen = index == self.selected
        hovered = getattr(self.hover, "name", None) == f"row:{index}"
        fill = theme.BUTTON_PRIMARY if chosen else theme.BUTTON_HOVER if hovered else theme.BUTTON
        pygame.draw.rect(surface, fill, rect, border_radius=max(4, rect.h // 6))
        f = self.font
        lh = text.line_height(f)
        y1 = rect.top + int(3 * s)
        y2 = y1 + lh
        if entry.summary is None:
            text.blit(surface, entry.label, f, (self.col_x[0], y1), theme.TEXT, True)
            sub = _("A game in progress: Continue on the title screen resumes it.")
            if entry.kind == "file":
                sub = _("A record file in the data folder")
            text.blit(surface, sub, f, (self.col_x[0], y2), theme.TEXT_DIM)
            return
        g = entry.summary
        values = columns(g)
        for i, (x, value) in enumerate(zip(self.col_x, values)):
            color = theme.TEXT
            if i == 5 and g.net:
                color = theme.HIGHLIGHT if g.net > 0 else (255, 170, 160)
            if i == 4 and g.status == ABANDONED:
                color = theme.TEXT_DIM
            limit = (self.col_x[i + 1] if i + 1 < len(self.col_x) else rect.right) - x - int(6 * s)
            text.blit(surface, fit(text, value, f, limit), f, (x, y1), color, i in (0, 5))
        players = commas(
            f"{player_name(p.name)} {p.total:+d}" if p.total else f"{player_name(p.name)} 0" for p in g.players
        )
        limit = rect.right - self.col_x[0] - int(10 * s)
        text.blit(surface, fit(text, players, f, limit), f, (self.col_x[0], y2), theme.TEXT_DIM)


def fit(text: theme.TextCache, value: str, size: int, width: int) -> str:
    """``value``, cut with an ellipsis to ``width`` pixels."""
    if text.size(value, size)[0] <= width:
        return value
    while value and text.size(value + "…", size)[0] > width:
        value = value[:-1]
    return value + "…"
