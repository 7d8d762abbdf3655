"""The calculator screen: build a hand by clicking tiles (concealed tiles, chows, pungs, kongs, concealed
kongs, the winning tile, and flowers and seasons under rules that have them) or type it in the hand notation;
set the rules, the win type, seat, prevailing wind, who discarded (issue 15 item 17), the incidental flags, and
under British rules whether it is the winner's hand or a loser's (issue 12); and see the score breakdown as you
go: the same scorer as the game (``zjgame.practice.calculator.evaluate``) and the same kind of explanation as the
score panel, tiles drawn as pictures in the sentences (``zjgame.ui.richtext``).

Keys: typing edits the hand (Backspace deletes, Ctrl+A selects it all: typing then replaces it, Backspace or
Delete clears it), Enter tidies it, right click undoes the last tile, Esc goes back. A problem with the typed
hand is said in words, with the place in the text underlined.

Owns the screen: the tile palette, the option rows, the typed text and the breakdown drawing.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from zjgame.engine.words import mark_notation
from zjgame.i18n import N_, _, ngettext
from zjgame.practice.calculator import MODES, CalcInput, CalcOutcome, HandBuilder, evaluate
from zjgame.rules.errors import NotationError
from zjgame.rules.ruleset import RULESETS, get_preset
from zjgame.rules.seats import SEATS, Seat
from zjgame.rules.tiles import BONUS_TILES, TILES34, Tile
from zjgame.scoring import FLAG_NAMES
from zjgame.ui import theme
from zjgame.ui.input import ButtonTarget, Click, Intent, KeyPress, Target
from zjgame.ui.practice_draw import draw_hand
from zjgame.ui.richtext import RichText
from zjgame.ui.routes import Pop
from zjgame.ui.scene import Scene, Shortcut, is_help_key
from zjgame.ui.widgets import Button, button_width

MODE_LABELS = {
    "concealed": N_("Concealed tile"),
    "chow": N_("Chow"),
    "pung": N_("Pung"),
    "kong": N_("Kong"),
    "concealed_kong": N_("Conc. kong"),
    "winning": N_("Winning"),
}
FLAG_LABELS = {
    "final_draw": N_("Final draw"),
    "final_discard": N_("Final discard"),
    "kong_supplement": N_("Kong supplement"),
    "robbing_kong": N_("Robbing kong"),
    "heaven": N_("Heaven"),
    "earth": N_("Earth"),
    "standing_hand": N_("Standing Hand"),
}
BRITISH_FLAGS = ("final_draw", "kong_supplement", "robbing_kong", "heaven", "standing_hand")  # B4 (B7: no others)
RULESET_LABELS = {
    "zj": N_("Zung Jung"),
    "zj-min5": N_("5-pt min"),
    "zj-older": N_("Older 3.x"),
    "zen-koan": N_("Zen Koan"),
    "british": N_("British"),
}
SEAT_LETTERS = {"E": N_("E"), "S": N_("S"), "W": N_("W"), "N": N_("N")}
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
        self.selected_all = False  # Ctrl+A: the whole typed hand is selected
        self.outcome: CalcOutcome = evaluate(self.inp)
        self.palette: list[tuple[pygame.Rect, Tile]] = []
        self.labels: list[tuple[str, tuple[int, int]]] = []  # option row labels and where they go
        self.text_box = pygame.Rect(0, 0, 10, 10)
        self.result_box = pygame.Rect(0, 0, 10, 10)
        self.label_size = 14

    # -- state -------------------------------------------------------------------------------------------------
    @property
    def british(self) -> bool:
        return self.inp.scores_losers

    def set_input(self, inp: CalcInput, keep_builder: bool = False) -> None:
        self.inp = inp
        if not keep_builder:
            self.builder = None
        self.outcome = evaluate(inp)

    def type_text(self, text: str) -> None:
        """Replace the typed hand (as if typed in the box)."""
        self.message = ""
        self.selected_all = False
        self.set_input(replace(self.inp, text=text))

    def click_tile(self, tile: Tile) -> None:
        self.selected_all = False
        try:
            builder = self.builder if self.builder is not None else HandBuilder.from_text(self.inp.text)
            builder = builder.add(tile, "concealed" if self.inp.loser and self.mode == "winning" else self.mode)
        except NotationError:
            self.message = _("The typed hand cannot be read yet: correct it, or Clear it, before clicking tiles.")
            return
        except ValueError as err:
            self.message = str(err)
            return
        self.message = ""
        self.builder = builder
        if self.mode != "concealed" and self.mode != "winning":
            self.mode = "concealed"
        self.set_input(replace(self.inp, text=builder.text()), keep_builder=True)
        self.layout(self.size)

    def undo(self) -> None:
        self.selected_all = False
        try:
            builder = self.builder if self.builder is not None else HandBuilder.from_text(self.inp.text)
        except NotationError:
            self.type_text(self.inp.text[:-1])
            return
        builder = builder.undo()
        self.builder = builder
        self.set_input(replace(self.inp, text=builder.text()), keep_builder=True)

    # -- layout ------------------------------------------------------------------------------------------------
    def option_rows(self) -> list[tuple[str, list[tuple[str, str, bool]]]]:
        """The option rows as (label, [(button name, label, on)]), for the rules chosen."""
        inp = self.inp
        rows: list[tuple[str, list[tuple[str, str, bool]]]] = [
            (_("Rules"), [(f"ruleset:{n}", _(RULESET_LABELS.get(n, n)), n == inp.ruleset) for n in RULESETS]),
        ]
        if self.british:
            rows.append(
                (
                    _("Hand"),
                    [("hand:winner", _("Winner"), not inp.loser), ("hand:loser", _("Loser"), inp.loser)],
                )
            )
        if not inp.loser:
            rows.append(
                (
                    _("Win"),
                    [
                        ("win:discard", _("On a discard"), not inp.self_drawn),
                        ("win:self", _("Self-drawn"), inp.self_drawn),
                    ],
                )
            )
        rows.append((_("Seat"), [(f"seat:{st.value}", _(SEAT_LETTERS[st.value]), st is inp.seat) for st in SEATS]))
        rows.append(
            (_("Round"), [(f"round:{st.value}", _(SEAT_LETTERS[st.value]), st is inp.round_wind) for st in SEATS])
        )
        if not inp.self_drawn and not inp.loser and not self.british:
            who = inp.the_discarder
            rows.append(
                (
                    _("Discarder"),
                    [
                        (f"discarder:{st.value}", _(SEAT_LETTERS[st.value]), st is who)
                        for st in SEATS
                        if st is not inp.seat
                    ],
                )
            )
        if not inp.loser:
            names = BRITISH_FLAGS if self.british else FLAG_NAMES
            flags = [(f"flag:{f}", _(FLAG_LABELS[f]), f in inp.flags) for f in names]
            half = (len(flags) + 1) // 2
            rows.append((_("Flags"), flags[:half]))
            rows.append(("", flags[half:]))
        return rows

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        assert self.app is not None
        text = self.app.text
        s = self.scale()
        w, h = size
        m = int(16 * s)
        gap = max(3, int(5 * s))
        title_h = text.line_height(int(26 * s))
        self.text_box = pygame.Rect(m, int(8 * s) + title_h, w - 2 * m, max(26, int(40 * s)))
        top = self.text_box.bottom + int(10 * s)
        back_h = max(26, int(40 * s))
        bottom = h - back_h - int(14 * s)
        bh = max(20, int(30 * s))
        # the palette: m, p, s, z rows (and the flowers and seasons under rules that have them)
        bonus = get_preset(self.inp.ruleset).bonus_tiles
        rows = 5 if bonus else 4
        left_room = bottom - top - 3 * (bh + gap) - int(8 * s)  # the palette, then the mode rows and Undo/Clear
        th = max(24, min(int(52 * s), left_room // rows - gap))
        tw = int(th * 0.74)
        self.palette = []
        tiles = list(TILES34) + (list(BONUS_TILES) if bonus else [])
        for i, tile in enumerate(tiles):
            r, c = divmod(i, 9)
            if i >= 34:  # the bonus tiles: a row of their own
                r, c = 4, i - 34
            self.palette.append((pygame.Rect(m + c * (tw + gap), top + r * (th + gap), tw, th), tile))
        pal_right = m + 9 * (tw + gap)
        buttons: list[Button] = []
        y = top + rows * (th + gap) + int(6 * s)
        y = self.place_row(
            buttons,
            [(f"mode:{md}", _(MODE_LABELS[md]), md == self.mode) for md in MODES[:3]],
            m,
            y,
            pal_right - m,
            bh,
            gap,
        )
        y = self.place_row(
            buttons,
            [(f"mode:{md}", _(MODE_LABELS[md]), md == self.mode) for md in MODES[3:]],
            m,
            y,
            pal_right - m,
            bh,
            gap,
        )
        y = self.place_row(
            buttons, [("undo", _("Undo"), False), ("clear", _("Clear"), False)], m, y, pal_right - m, bh, gap
        )
        # the option rows, right of the palette
        x0 = pal_right + int(14 * s)
        label_size = max(10, int(14 * s))
        rows_spec = self.option_rows()
        label_w = max(text.size(label, label_size, True)[0] for label, _b in rows_spec) + int(10 * s)
        self.labels = []
        oy = top
        for label, specs in rows_spec:
            if label:
                self.labels.append((label, (x0, oy + bh // 2)))
            oy = self.place_row(buttons, specs, x0 + label_w, oy, w - m - x0 - label_w, bh, gap)
        self.label_size = label_size
        close = _("Back")
        bw = max(int(140 * s), button_width(text, close, "Esc", back_h))
        buttons.append(
            Button(
                "back",
                close,
                pygame.Rect(w - bw - m, h - back_h - int(8 * s), bw, back_h),
                (pygame.K_ESCAPE,),
                "Esc",
                "primary",
            )
        )
        self.buttons = buttons
        self.result_box = pygame.Rect(x0, oy + int(6 * s), w - m - x0, h - back_h - int(16 * s) - oy - int(6 * s))

    def place_row(
        self,
        buttons: list[Button],
        specs: list[tuple[str, str, bool]],
        x: int,
        y: int,
        room: int,
        bh: int,
        gap: int,
    ) -> int:
        """Buttons side by side from ``x``, as wide as their labels (shrunk together to ``room``); the y below."""
        assert self.app is not None
        if not specs:
            return y
        widths = [button_width(self.app.text, label, "", bh) for _n, label, _on in specs]
        total = sum(widths) + gap * (len(widths) - 1)
        if total > room:
            widths = [max(1, wd * (room - gap * (len(widths) - 1)) // sum(widths)) for wd in widths]
        for (name, label, on), bw in zip(specs, widths):
            buttons.append(Button(name, label, pygame.Rect(x, y, bw, bh), style="toggle-on" if on else "normal"))
            x += bw + gap
        return y + bh + gap

    def hit_test(self, pos: tuple[int, int]) -> Target | None:
        target = super().hit_test(pos)
        if target is not None:
            return target
        for rect, tile in self.palette:
            if rect.collidepoint(pos):
                return ButtonTarget(f"tile:{tile.value}")
        return None

    # -- input -------------------------------------------------------------------------------------------------
    def key_help(self) -> list[Shortcut]:
        return [
            Shortcut(_("Letters, digits"), _("Type the hand in the notation (5p, [555z], +4m)")),
            Shortcut("Backspace", _("Delete the last character")),
            Shortcut("Ctrl+A", _("Select the whole hand (type to replace it)")),
            Shortcut("Enter", _("Tidy the typed hand")),
            Shortcut(_("Right click"), _("Undo the last tile")),
        ]

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
        kind, _sep, value = name.partition(":")
        if kind == "tile":
            self.click_tile(Tile(value))
            return
        if kind == "mode":
            self.mode = value
        elif kind == "win":
            self.set_input(replace(self.inp, self_drawn=value == "self"), keep_builder=True)
        elif kind == "hand":
            self.set_input(replace(self.inp, loser=value == "loser"), keep_builder=True)
        elif kind == "seat":
            self.set_input(replace(self.inp, seat=Seat(value)), keep_builder=True)
        elif kind == "round":
            self.set_input(replace(self.inp, round_wind=Seat(value)), keep_builder=True)
        elif kind == "discarder":
            self.set_input(replace(self.inp, discarder=Seat(value)), keep_builder=True)
        elif kind == "flag":
            self.set_input(self.inp.toggle_flag(value), keep_builder=True)
        elif kind == "ruleset":
            keep = self.inp.flags if value == "british" else tuple(f for f in self.inp.flags if f != "standing_hand")
            loser = self.inp.loser and value == "british"
            self.set_input(replace(self.inp, ruleset=value, flags=keep, loser=loser), keep_builder=True)
        elif name == "undo":
            self.undo()
        elif name == "clear":
            self.message = ""
            self.selected_all = False
            self.set_input(replace(self.inp, text=""))
        elif name == "back":
            self.on_back()
            return
        self.layout(self.size)

    def on_back(self) -> None:
        if self.app is not None:
            self.app.go(Pop())

    def on_key(self, intent: KeyPress) -> None:
        ctrl = bool(intent.mod & pygame.KMOD_CTRL)
        if intent.key == pygame.K_ESCAPE:
            self.on_back()
        elif ctrl and intent.key == pygame.K_a:
            self.selected_all = bool(self.inp.text)
        elif intent.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.type_text("" if self.selected_all else self.inp.text[:-1])
        elif intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.type_text(self.inp.text.strip())
        elif intent.text and intent.text in TYPABLE and not ctrl:
            self.type_text(("" if self.selected_all else self.inp.text) + intent.text)
        elif intent.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.selected_all = False
        else:
            return
        self.layout(self.size)

    # -- frame -------------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        self.draw_background(surface)
        s = self.scale()
        text, art = self.app.text, self.app.art
        w, _h = surface.get_size()
        text.blit(surface, _("Score calculator"), int(26 * s), (w // 2, int(6 * s)), theme.GOLD, True, "midtop")
        self.draw_text_box(surface, s)
        labels = self.app.settings.tile_labels
        for rect, tile in self.palette:
            surface.blit(art.face(tile.value, rect.w, rect.h, labels), rect.topleft)
            if isinstance(self.hover, ButtonTarget) and self.hover.name == f"tile:{tile.value}":
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(4, 4), 2, border_radius=4)
        for label, (x, y) in self.labels:
            text.blit(surface, label, self.label_size, (x, y), theme.TEXT_DIM, True, "midleft")
        self.draw_buttons(surface)
        self.draw_result(surface, s)

    def draw_text_box(self, surface: pygame.Surface, s: float) -> None:
        assert self.app is not None
        text = self.app.text
        box = self.text_box
        theme.draw_panel(surface, box, int(8 * s), 240)
        size = max(12, int(20 * s))
        x = box.left + int(12 * s)
        if not self.inp.text:
            hint = _("type a hand, e.g. {example}").format(example="23m678p66z [555z] [777z] +4m")
            text.blit(surface, hint, size, (x, box.centery), theme.TEXT_DIM, False, "midleft")
            return
        shown = text.render(self.inp.text, size, theme.TEXT)
        r = shown.get_rect(midleft=(x, box.centery))
        if self.selected_all:
            pygame.draw.rect(surface, (70, 110, 160), r.inflate(4, 2), border_radius=3)
        surface.blit(shown, r)
        position = self.outcome.position
        if position is not None and 0 <= position < len(self.inp.text):  # underline where the problem is
            x0 = r.left + text.size(self.inp.text[:position], size)[0]
            x1 = r.left + text.size(self.inp.text[: position + 1], size)[0]
            pygame.draw.line(surface, theme.RED, (x0, r.bottom), (max(x1, x0 + 4), r.bottom), 3)
        pygame.draw.line(surface, theme.HIGHLIGHT, (r.right + 2, r.top + 3), (r.right + 2, r.bottom - 3), 2)

    def draw_result(self, surface: pygame.Surface, s: float) -> None:
        assert self.app is not None
        text, art = self.app.text, self.app.art
        rich = RichText(text, art, self.app.settings.tile_labels)
        box = self.result_box
        theme.draw_panel(surface, box, int(10 * s), 236)
        x, y = box.left + int(14 * s), box.top + int(10 * s)
        width = box.w - int(28 * s)
        out = self.outcome
        hand = out.hand
        if hand is not None and (hand.concealed or hand.melds or hand.winning or hand.bonus):
            count = len(hand.concealed) + 3 * len(hand.melds) + len(hand.bonus) + 3
            th = int(min(44 * s, width / max(16, count) / 0.74))
            draw_hand(surface, art, hand, x, y + int(4 * s), int(th * 0.74), th)
            y += th + int(16 * s)
        result = out.result
        if result is not None and (result.valid or self.inp.loser):
            big = int(26 * s)
            text.blit(
                surface,
                ngettext("{n} point", "{n} points", result.total).format(n=result.total),
                big,
                (x, y),
                theme.HIGHLIGHT,
                True,
            )
            y += text.line_height(big)
        lines = [mark_notation(line) for line in out.lines]
        color = (
            theme.RED if out.error or (result is not None and not result.valid and not self.inp.loser) else theme.TEXT
        )
        if self.message:
            lines = [self.message, *lines]
            color = theme.RED
        small = max(10, int(13 * s))
        hint = _(
            "Click tiles to add them (the buttons under them choose a tile, a set or the winning tile); type to "
            "edit; right click undoes."
        )
        hint_h = rich.height(hint, small, width)
        bottom = box.bottom - int(8 * s) - hint_h
        size = max(11, int(15 * s))
        while size > 9 and sum(rich.height(line, size, width) for line in lines) > bottom - y:
            size -= 1  # a long breakdown: smaller type rather than cut off
        rich.draw_lines(surface, lines, size, (x, y), width, color, max_y=bottom)
        rich.draw(surface, hint, small, (x, bottom), width, theme.TEXT_DIM)
