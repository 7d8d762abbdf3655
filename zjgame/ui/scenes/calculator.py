"""The calculator screen: build a hand by clicking tiles (concealed tiles, chows, pungs, kongs, concealed
kongs, the winning tile) or type it in the hand notation, set the win type, seat, prevailing wind, incidental
flags and ruleset, and see the score breakdown as you go: the same scorer as the game
(``zjgame.practice.calculator.evaluate`` -> ``zjgame.scoring.score_hand``) and the same kind of explanation as
the score panel.

Owns the screen: the tile palette, the option buttons, the typed text and the breakdown drawing.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from zjgame.practice.calculator import MODES, CalcInput, CalcOutcome, HandBuilder, evaluate
from zjgame.rules.errors import NotationError
from zjgame.rules.ruleset import RULESETS
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import TILES34, Tile
from zjgame.scoring import FLAG_NAMES
from zjgame.ui import theme
from zjgame.ui.input import ButtonTarget, Click, Intent, KeyPress, Target
from zjgame.ui.practice_draw import draw_hand, draw_lines
from zjgame.ui.routes import Pop
from zjgame.ui.scene import Scene, is_help_key
from zjgame.ui.score_text import plural
from zjgame.ui.widgets import Button, button_width

MODE_LABELS = {
    "concealed": "Concealed tile",
    "chow": "Chow",
    "pung": "Pung",
    "kong": "Kong",
    "concealed_kong": "Conc. kong",
    "winning": "Winning",
}
FLAG_LABELS = {
    "final_draw": "Final draw",
    "final_discard": "Final discard",
    "kong_supplement": "Kong supplement",
    "robbing_kong": "Robbing kong",
    "heaven": "Heaven",
    "earth": "Earth",
}
TYPABLE = set("0123456789mpszfg[]()+ ")


class CalculatorScene(Scene):
    name = "calculator"
    wants_text = True  # the M key types "m" here instead of muting

    def __init__(self, text: str = "", inp: CalcInput | None = None) -> None:
        super().__init__()
        self.inp = inp or CalcInput(text)
        self.mode = "concealed"
        self.builder: HandBuilder | None = None
        self.message = ""
        self.outcome: CalcOutcome = evaluate(self.inp)
        self.palette: list[tuple[pygame.Rect, Tile]] = []
        self.text_box = pygame.Rect(0, 0, 10, 10)
        self.result_box = pygame.Rect(0, 0, 10, 10)

    # -- state -------------------------------------------------------------------------------------------------
    def set_input(self, inp: CalcInput, keep_builder: bool = False) -> None:
        self.inp = inp
        if not keep_builder:
            self.builder = None
        self.outcome = evaluate(inp)

    def type_text(self, text: str) -> None:
        """Replace the typed hand (as if typed in the box)."""
        self.message = ""
        self.set_input(replace(self.inp, text=text))

    def click_tile(self, tile: Tile) -> None:
        try:
            builder = self.builder if self.builder is not None else HandBuilder.from_text(self.inp.text)
            builder = builder.add(tile, self.mode)
        except (ValueError, NotationError) as err:
            self.message = str(err)
            return
        self.message = ""
        self.builder = builder
        if self.mode != "concealed" and self.mode != "winning":
            self.mode = "concealed"
        self.set_input(replace(self.inp, text=builder.text()), keep_builder=True)
        self.layout(self.size)

    def undo(self) -> None:
        try:
            builder = self.builder if self.builder is not None else HandBuilder.from_text(self.inp.text)
        except NotationError:
            self.type_text(self.inp.text[:-1])
            return
        builder = builder.undo()
        self.builder = builder
        self.set_input(replace(self.inp, text=builder.text()), keep_builder=True)

    # -- layout ------------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale()
        w, h = size
        m = int(20 * s)
        bh = int(32 * s)
        gap = int(6 * s)
        self.text_box = pygame.Rect(m, int(58 * s), w - 2 * m, int(44 * s))
        # the palette: four rows (m, p, s, z)
        th = int(52 * s)
        tw = int(th * 0.74)
        top = self.text_box.bottom + int(14 * s)
        self.palette = []
        for i, tile in enumerate(TILES34):
            r, c = divmod(i, 9)
            self.palette.append((pygame.Rect(m + c * (tw + gap), top + r * (th + gap), tw, th), tile))
        pal_right = m + 9 * (tw + gap)
        y = top + 4 * (th + gap) + int(8 * s)
        buttons: list[Button] = []

        def put(names: list[tuple[str, str, bool]], y: int, x0: int, width: int) -> int:
            x = x0
            for name, label, on in names:
                bw = max(int(width * s), button_width(self.app.text, label, "", bh)) if self.app else int(width * s)
                buttons.append(Button(name, label, pygame.Rect(x, y, bw, bh), style="toggle-on" if on else "normal"))
                x += bw + gap
            return y + bh + gap

        y = put([(f"mode:{md}", MODE_LABELS[md], md == self.mode) for md in MODES[:3]], y, m, 100)
        y = put([(f"mode:{md}", MODE_LABELS[md], md == self.mode) for md in MODES[3:]], y, m, 100)
        y = put(
            [("win:discard", "On a discard", not self.inp.self_drawn), ("win:self", "Self-drawn", self.inp.self_drawn)],
            y,
            m,
            110,
        )
        y = put([(f"seat:{st.value}", f"Seat {st.value}", st is self.inp.seat) for st in SEATS], y, m, 70)
        y = put([(f"round:{st.value}", f"Round {st.value}", st is self.inp.round_wind) for st in SEATS], y, m, 70)
        y = put([(f"flag:{f}", FLAG_LABELS[f], f in self.inp.flags) for f in FLAG_NAMES[:3]], y, m, 110)
        y = put([(f"flag:{f}", FLAG_LABELS[f], f in self.inp.flags) for f in FLAG_NAMES[3:]], y, m, 110)
        names = list(RULESETS)
        y = put([(f"ruleset:{n}", n, n == self.inp.ruleset) for n in names], y, m, 80)
        put([("undo", "Undo", False), ("clear", "Clear", False)], y, m, 90)
        bw = int(140 * s)
        buttons.append(
            Button(
                "back",
                "Back",
                pygame.Rect(w - bw - m, h - int(56 * s), bw, int(42 * s)),
                (pygame.K_ESCAPE,),
                "Esc",
                "primary",
            )
        )
        self.buttons = buttons
        self.result_box = pygame.Rect(
            pal_right + int(16 * s), top, w - pal_right - int(16 * s) - m, h - top - int(70 * s)
        )

    def hit_test(self, pos: tuple[int, int]) -> Target | None:
        target = super().hit_test(pos)
        if target is not None:
            return target
        for rect, tile in self.palette:
            if rect.collidepoint(pos):
                return ButtonTarget(f"tile:{tile.value}")
        return None

    # -- input -------------------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if isinstance(intent, KeyPress):
            if is_help_key(intent, self.wants_text):
                self.open_shortcuts()
                return
            self.on_key(intent)
            return
        if isinstance(intent, Click) and intent.button == 3:
            self.undo()
            return
        super().handle(intent)

    def on_button(self, name: str) -> None:
        kind, _, value = name.partition(":")
        if kind == "tile":
            self.click_tile(Tile(value))
            return
        if kind == "mode":
            self.mode = value
        elif kind == "win":
            flags = self.inp.flags
            self.set_input(replace(self.inp, self_drawn=value == "self", flags=flags), keep_builder=True)
        elif kind == "seat":
            self.set_input(replace(self.inp, seat=Seat(value)), keep_builder=True)
        elif kind == "round":
            self.set_input(replace(self.inp, round_wind=Seat(value)), keep_builder=True)
        elif kind == "flag":
            self.set_input(self.inp.toggle_flag(value), keep_builder=True)
        elif kind == "ruleset":
            self.set_input(replace(self.inp, ruleset=value), keep_builder=True)
        elif name == "undo":
            self.undo()
        elif name == "clear":
            self.message = ""
            self.set_input(replace(self.inp, text=""))
        elif name == "back":
            self.on_back()
            return
        self.layout(self.size)

    def on_back(self) -> None:
        if self.app is not None:
            self.app.go(Pop())

    def on_key(self, intent: KeyPress) -> None:
        if intent.key == pygame.K_ESCAPE:
            self.on_back()
        elif intent.key == pygame.K_BACKSPACE:
            self.type_text(self.inp.text[:-1])
        elif intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.type_text(self.inp.text.strip())
        elif intent.text and intent.text in TYPABLE:
            self.type_text(self.inp.text + intent.text)

    # -- frame -------------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        self.draw_background(surface)
        s = self.scale()
        text, art = self.app.text, self.app.art
        w, _h = surface.get_size()
        text.blit(surface, "Score calculator", int(28 * s), (w // 2, int(12 * s)), theme.GOLD, True, "midtop")
        box = self.text_box
        theme.draw_panel(surface, box, int(8 * s), 240)
        size = max(13, int(20 * s))
        shown = self.inp.text or "type a hand, e.g. 23m678p66z [555z] [777z] +4m"
        color = theme.TEXT if self.inp.text else theme.TEXT_DIM
        r = text.blit(surface, shown, size, (box.left + int(12 * s), box.centery), color, False, "midleft")
        if self.inp.text:
            pygame.draw.line(surface, theme.HIGHLIGHT, (r.right + 2, r.top + 3), (r.right + 2, r.bottom - 3), 2)
        for rect, tile in self.palette:
            surface.blit(art.face(tile.value, rect.w, rect.h), rect.topleft)
            if isinstance(self.hover, ButtonTarget) and self.hover.name == f"tile:{tile.value}":
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(4, 4), 2, border_radius=4)
        self.draw_buttons(surface)
        self.draw_result(surface, s)

    def draw_result(self, surface: pygame.Surface, s: float) -> None:
        assert self.app is not None
        text, art = self.app.text, self.app.art
        box = self.result_box
        theme.draw_panel(surface, box, int(10 * s), 236)
        x, y = box.left + int(16 * s), box.top + int(14 * s)
        out = self.outcome
        hand = out.hand
        if hand is not None and (hand.concealed or hand.melds or hand.winning):
            th = int(min(48 * s, (box.w - 40 * s) / 16 / 0.74))
            tw = int(th * 0.74)
            draw_hand(surface, art, hand, x, y + int(6 * s), tw, th)
            y += th + int(24 * s)
        result = out.result
        size = max(12, int(16 * s))
        if result is not None and result.valid:
            text.blit(surface, plural(result.total, "point"), int(30 * s), (x, y), theme.HIGHLIGHT, True)
            y += int(44 * s)
        lines = list(out.lines)
        color = theme.RED if out.error or (result is not None and not result.valid) else theme.TEXT
        if self.message:
            lines = [self.message, *lines]
            color = theme.RED
        y = draw_lines(surface, text, lines, x, y, box.w - int(32 * s), size, color, max_y=box.bottom - int(8 * s))
        hint = (
            "Click tiles to add them (the mode buttons choose a tile, a meld or the winning tile); "
            "type to edit; Backspace or right click undoes."
        )
        draw_lines(
            surface,
            text,
            [hint],
            x,
            box.bottom - int(48 * s),
            box.w - int(32 * s),
            max(11, int(13 * s)),
            theme.TEXT_DIM,
        )
