"""The tutorial scene's parts that are not the screen itself: a lesson's table (``LessonTable``, the game
controller on the lesson's scripted deal), the lesson panel laid out for the current step (``layout_panel``:
its buttons, its header, its text wrapped and shrunk to fit), and where the tile gallery and example hands go.
Pure layout apart from ``pygame.Rect`` and text measurement; nothing here draws.

Owns: ``LessonTable``, ``PanelLayout``, ``layout_panel``, ``gallery_rects``, ``hand_rects``, ``NUMBER_KEYS``.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from zjgame.i18n import _
from zjgame.rules.hand import parse_hand
from zjgame.rules.seats import SEATS
from zjgame.rules.tiles import TILES34
from zjgame.tutorial.claims import RULESET
from zjgame.tutorial.run import LessonRun
from zjgame.tutorial.script import ScriptedPlayer
from zjgame.tutorial.steps import Act, Choose, Deal, Note, Pick
from zjgame.ui import theme
from zjgame.ui.controller import GameController, PlayerInfo
from zjgame.ui.widgets import Button

OK_COLOR = (150, 220, 140)
WRONG_COLOR = (255, 160, 130)
NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
               pygame.K_9, pygame.K_0)  # fmt: skip
Color = tuple[int, int, int]
Line = tuple[str, int, Color, bool, int]  # text, size, colour, bold, top
HeaderLine = tuple[str, int, Color, bool, tuple[int, int]]


class LessonTable(GameController):
    """A lesson's table: one hand on the deal's wall, the learner in the deal's seat, each computer seat playing
    its script; no strength is shown on the name plates."""

    def __init__(self, deal: Deal, delay: float = 0.6) -> None:
        players = [PlayerInfo(deal.name(s), "human" if s is deal.learner else "random", 1) for s in SEATS]
        super().__init__(RULESET, players, 1, 1, threaded=False, start=False)
        self.delay = delay
        self.computers = {s.index: ScriptedPlayer(deal.script_for(s)) for s in SEATS if s is not deal.learner}
        self.deal(deal.wall)

    def kinds_by_seat(self) -> tuple[str, ...]:
        return tuple(kind if kind == "human" else "" for kind in super().kinds_by_seat())


@dataclass(frozen=True)
class PanelLayout:
    buttons: tuple[Button, ...]
    header: tuple[HeaderLine, ...]
    body: pygame.Rect  # the text box
    lines: tuple[Line, ...]


def layout_panel(
    text: theme.TextCache, run: LessonRun, panel: pygame.Rect, s: float, wide: bool, number: int, total: int
) -> PanelLayout:
    """The panel of lesson ``number`` (of ``total``) at its current step: Lessons and Restart at the bottom (side
    by side in a wide panel, one a row in a narrow one), above them Continue, the answers of a question or Next
    lesson, then the header and the text in the space left."""
    pad = int(12 * s)
    bh = max(26, int(40 * s))
    gap = max(4, int(8 * s))
    column = panel.w - 2 * pad
    cx = panel.left + pad
    bottom = panel.bottom - pad
    half = (column - gap) // 2
    if wide:
        places = [pygame.Rect(cx, bottom - bh, half, bh), pygame.Rect(cx + column - half, bottom - bh, half, bh)]
        bottom -= bh + gap
    else:
        places = [pygame.Rect(cx, bottom - 2 * bh - gap, column, bh), pygame.Rect(cx, bottom - bh, column, bh)]
        bottom -= 2 * (bh + gap)
    buttons = [
        Button("lessons", _("Lessons"), places[0], (pygame.K_ESCAPE,), "Esc"),
        Button("restart", _("Restart"), places[1], (pygame.K_r,), "R"),
    ]
    enter = (pygame.K_RETURN, pygame.K_SPACE)
    stack: list[Button] = []
    step = run.step
    if run.done:
        label = _("Play a game") if number == total else _("Next lesson")
        stack.append(Button("next", label, pygame.Rect(0, 0, column, bh), enter, "Enter", "primary"))
    elif isinstance(step, Note) and run.ready:
        stack.append(Button("continue", _("Continue"), pygame.Rect(0, 0, column, bh), enter, "Enter", "primary"))
    elif isinstance(step, Choose):
        for i, option in enumerate(step.options):
            style = "primary" if run.hint_option() == option.key else "normal"
            rect = pygame.Rect(0, 0, column, bh)
            stack.append(Button(f"option:{option.key}", option.label, rect, (NUMBER_KEYS[i],), str(i + 1), style))
    y = bottom
    for button in reversed(stack):
        button.rect.bottomleft = (cx, y)
        y -= bh + gap
    header, top = _header(text, run, panel.left + pad, panel.top + pad, column, s, number, total)
    body = pygame.Rect(cx, top, column, y - top)
    return PanelLayout(tuple(buttons + stack), header, body, fit_text(text, paragraphs(run), body, s))


def _header(
    text: theme.TextCache, run: LessonRun, left: int, y: int, width: int, s: float, number: int, total: int
) -> tuple[tuple[HeaderLine, ...], int]:
    """Where the learner is (lesson and step), then the lesson's title wrapped to the panel; and its bottom."""
    head = _("Lesson {n} of {total}").format(n=number, total=total)
    if not run.done:
        head += "  ·  " + _("step {n} of {total}").format(n=run.number, total=run.count)
    head_size, title_size = max(11, int(14 * s)), max(14, int(22 * s))
    while head_size > 9 and text.size(head, head_size)[0] > width:
        head_size -= 1
    out: list[HeaderLine] = [(head, head_size, theme.TEXT_DIM, False, (left, y))]
    y += text.size(head, head_size)[1]
    for line in text.wrap(run.lesson.title, title_size, width, True):
        out.append((line, title_size, theme.GOLD, True, (left, y)))
        y += text.size(line, title_size, True)[1]
    return tuple(out), y + int(4 * s)


def paragraphs(run: LessonRun) -> list[tuple[str, Color, bool]]:
    """What the panel says now: what just went right, the step's prompt (or "watch the table" while it plays),
    and why the last answer was wrong."""
    out: list[tuple[str, Color, bool]] = []
    feedback = run.feedback
    if run.done:
        if feedback is not None:
            out.append((feedback.text, OK_COLOR, False))
        out.append((_("Lesson complete!"), theme.GOLD, True))
        return out
    if feedback is not None and feedback.ok:
        out.append((feedback.text, OK_COLOR, False))
    step = run.step
    if not run.ready:
        out.append((_("Watch the table..."), theme.TEXT_DIM, False))
    elif isinstance(step, Note):
        out.append((step.text, theme.TEXT, False))
    elif isinstance(step, (Act, Pick, Choose)):
        out.append((step.prompt, theme.TEXT, True))
    if feedback is not None and not feedback.ok:
        out.append((feedback.text, WRONG_COLOR, False))
    return out


def fit_text(
    text: theme.TextCache, paras: list[tuple[str, Color, bool]], box: pygame.Rect, s: float
) -> tuple[Line, ...]:
    """The paragraphs wrapped into ``box``, in the largest text size (down to a floor) that fits."""
    size = max(12, int(19 * s))
    while True:
        out: list[Line] = []
        y = bottom = box.top
        for para, color, bold in paras:
            for line in text.wrap(para, size, box.w, bold):
                out.append((line, size, color, bold, y))
                bottom = y + text.size(line, size, bold)[1]
                y += int(size * 1.32)
            y += int(size * 0.6)
        if bottom <= box.bottom or size <= 10:
            return tuple(out)
        size -= 1


def gallery_rects(stage: pygame.Rect, s: float) -> list[tuple[str, pygame.Rect]]:
    """The tile gallery: Characters, Dots, Bamboo, then the honours, one tile of each kind, a row a suit."""
    label_w = int(stage.w * 0.17)
    tw = min(int(64 * s), (stage.w - label_w - int(40 * s)) // 9)
    th = int(tw * 1.36)
    row_h = th + int(34 * s)
    top = stage.centery - 2 * row_h + int(20 * s)
    out = []
    for r in range(4):
        for c, tile in enumerate(TILES34[r * 9 : r * 9 + 9]):
            x = stage.left + label_w + int(16 * s) + c * (tw + int(3 * s))
            out.append((tile.value, pygame.Rect(x, top + r * row_h, tw, th)))
    return out


def hand_rects(stage: pygame.Rect, s: float, hands: tuple[str, ...]) -> list[list[tuple[str, pygame.Rect]]]:
    """Example hands (hand notation), one a row: concealed tiles, then each meld, then the winning tile, apart."""
    area = stage.inflate(-int(40 * s), -int(40 * s))
    tw = min(int(48 * s), area.w // 16)
    th = int(tw * 1.36)
    gap = int(tw * 0.4)
    top = area.centery - (len(hands) * (th + int(40 * s))) // 2
    out: list[list[tuple[str, pygame.Rect]]] = []
    for k, notation in enumerate(hands):
        hand = parse_hand(notation)
        groups = [[x.value for x in hand.concealed]] + [[x.value for x in m.tiles] for m in hand.melds]
        if hand.winning is not None:
            groups.append([hand.winning.value])
        width = sum(len(g) for g in groups) * tw + gap * (len(groups) - 1)
        x = area.centerx - width // 2
        y = top + k * (th + int(40 * s))
        row = []
        for group in groups:
            for code in group:
                row.append((code, pygame.Rect(x, y, tw, th)))
                x += tw
            x += gap
        out.append(row)
    return out
