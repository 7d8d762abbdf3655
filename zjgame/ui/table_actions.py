"""The human's choices as buttons: built only from the legal actions the engine offers (an action that is
not legal is never built). Turn: Win, Kong (each choice), Bonus, Discard. Claim window: Win, Kong, Pung,
each possible Chow drawn with its tiles, Pass.

Owns ``action_buttons`` (pure apart from pygame.Rect) and the keyboard shortcuts shown on them.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from zjgame.engine import actions as A
from zjgame.engine.actions import Action
from zjgame.i18n import _
from zjgame.ui.theme import TextCache
from zjgame.ui.widgets import Button, button_width, row

KONG_KEYS = (pygame.K_k, pygame.K_l, pygame.K_j)
CHOW_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3)


@dataclass(frozen=True)
class Choice:
    name: str
    label: str
    action: Action | None
    keys: tuple[int, ...]
    hint: str
    style: str = "normal"
    tiles: tuple[str, ...] = ()
    highlight: tuple[int, ...] = ()
    enabled: bool = True


def turn_choices(legal: tuple[Action, ...], selected_tile: str | None) -> list[Choice]:
    out: list[Choice] = []
    for action in legal:
        if isinstance(action, A.DeclareSelfDrawnWin):
            out.append(Choice("win", _("Win!"), action, (pygame.K_w,), "W", "primary"))
    kongs = [a for a in legal if isinstance(a, A.DeclareKong)]
    for i, action in enumerate(kongs):
        key = KONG_KEYS[i] if i < len(KONG_KEYS) else 0
        out.append(
            Choice(
                f"kong{i}",
                _("Kong"),
                action,
                (key,) if key else (),
                pygame.key.name(key).upper() if key else "",
                tiles=(action.tile.value,),
            )
        )
    bonus = [a for a in legal if isinstance(a, A.SetAsideBonus)]
    for i, action in enumerate(bonus):
        out.append(
            Choice(
                f"bonus{i}",
                _("Set aside"),
                action,
                (pygame.K_b,) if i == 0 else (),
                "B" if i == 0 else "",
                tiles=(action.tile.value,),
            )
        )
    out.extend(standing_choices(legal, selected_tile))
    discard = None
    if selected_tile is not None:
        discard = next(
            (a for a in legal if isinstance(a, A.Discard) and not a.standing and a.tile.value == selected_tile), None
        )
    if any(isinstance(a, A.Discard) for a in legal):
        if discard is not None:
            out.append(
                Choice(
                    "discard",
                    _("Discard"),
                    discard,
                    (pygame.K_RETURN, pygame.K_KP_ENTER),
                    "Enter",
                    tiles=(selected_tile or "",),
                )
            )
        else:
            out.append(
                Choice("discard", _("Your turn: click a tile, click again to discard"), None, (), "", enabled=False)
            )
    return out


def standing_choices(legal: tuple[Action, ...], selected_tile: str | None) -> list[Choice]:
    """B2: with the first discard, a Standing Hand may be declared when the 13 tiles left are ready. The button
    (S) declares it with the selected tile, or with the only tile that allows it; with several such tiles and
    none of them selected it shows them and waits for a choice."""
    standing = [a for a in legal if isinstance(a, A.Discard) and a.standing]
    if not standing:
        return []
    chosen = next((a for a in standing if a.tile.value == selected_tile), None)
    if chosen is None and len(standing) == 1:
        chosen = standing[0]
    label = _("Standing Hand")
    if chosen is not None:
        return [Choice("standing", label, chosen, (pygame.K_s,), "S", "primary", tiles=(chosen.tile.value,))]
    tiles = tuple(a.tile.value for a in standing)
    return [Choice("standing", _("Standing Hand: select"), None, (), "", tiles=tiles, enabled=False)]


def claim_choices(legal: tuple[Action, ...], tile: str) -> list[Choice]:
    out: list[Choice] = []
    chows = [a for a in legal if isinstance(a, A.ClaimChow)]
    for action in legal:
        if isinstance(action, A.ClaimWin):
            out.append(Choice("win", _("Win!"), action, (pygame.K_w,), "W", "primary"))
    for action in legal:
        if isinstance(action, A.ClaimKong):
            out.append(Choice("kong", _("Kong"), action, (pygame.K_k,), "K"))
    for action in legal:
        if isinstance(action, A.ClaimPung):
            out.append(Choice("pung", _("Pung"), action, (pygame.K_p,), "P"))
    for i, action in enumerate(chows):
        codes = tuple(t.value for t in action.tiles)
        keys = (CHOW_KEYS[i],) + ((pygame.K_c,) if i == 0 else ())
        hint = f"C/{i + 1}" if i == 0 and len(chows) > 1 else ("C" if len(chows) == 1 else str(i + 1))
        out.append(
            Choice(
                f"chow{i}",
                _("Chow"),
                action,
                keys,
                hint,
                tiles=codes,
                highlight=(codes.index(tile),) if tile in codes else (),
            )
        )
    for action in legal:
        if isinstance(action, A.Pass):
            out.append(Choice("pass", _("Pass"), action, (pygame.K_SPACE, pygame.K_x), "Space"))
    return out


def choice_buttons(
    choices: list[Choice], center_x: int, top: int, height: int, s: float, text: TextCache
) -> list[Button]:
    """Lay the choices out in one centred row (``text``: the TextCache used to measure labels)."""
    widths = [max(int(96 * s), button_width(text, c.label, c.hint, height, len(c.tiles))) for c in choices]
    rects = row(center_x, top, widths, height, int(10 * s))
    return [
        Button(c.name, c.label, rect, c.keys, c.hint, c.style, c.enabled, c.tiles, c.highlight)
        for c, rect in zip(choices, rects)
    ]
