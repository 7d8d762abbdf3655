"""Sentences with tile pictures inline: the one way the window draws a sentence that names tiles (rulings,
toasts, hints, the advisor, the review, the replay viewer, the calculator's messages).

A sentence is a plain ``str`` in which a tile is written as a mark, ``⟦5p⟧`` (``zjgame.engine.words.mark``;
``mark_notation`` marks notation in text written by others). Words wrap as usual; a mark is drawn as a small
tile picture sitting on the line, a run of marks (``⟦4p⟧⟦5p⟧⟦6p⟧``) as tiles side by side, and punctuation
written against a mark stays with it. Lines that hold a tile are taller than plain ones (``line_height``).

Use::

    from zjgame.engine.words import Voice, mark, ruling_words
    from zjgame.ui.richtext import RichText

    rich = RichText(app.text, app.art, labels=app.settings.tile_labels)
    sentence = ruling_words(ruling, Voice(ctl.names_by_seat(), you=ctl.human_seat))
    height = rich.height(sentence, size, width)                  # to size a panel first
    y = rich.draw(surface, sentence, size, (x, y), width, theme.TEXT)   # wrapped; returns the y below
    rich.draw(surface, sentence, size, (cx, y), width, align="center")  # each line centred on cx
    plain(sentence)           # "Mei won on your 5 of Dots ...": tile names where pictures cannot go

``labels``: the accessibility setting's small corner labels on the inline tiles too. Owns ``RichText`` and
``plain``; what the sentences say is ``zjgame.engine.words``'s (and the practice package's).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from zjgame.engine.words import MARK_RE, unmark
from zjgame.i18n import break_units
from zjgame.rules.tiles import Tile
from zjgame.tutorial.words import tile_name
from zjgame.ui import theme
from zjgame.ui.tileart import TileArt

TILE_HEIGHT = 1.7  # an inline tile's height in font sizes
TILE_RATIO = 0.74  # width / height
LINE = 1.35  # a plain line's height in font sizes


def plain(text: str) -> str:
    """``text`` with each tile mark written as the tile's name (``5 of Dots``, ``Red Dragon``)."""
    return unmark(text, lambda t: tile_name(t, article=False))


@dataclass(frozen=True)
class Piece:
    """A word of a line: text, or one tile (``tile`` set)."""

    text: str = ""
    tile: str = ""


@dataclass(frozen=True)
class Word:
    """What a line may break before: its text and tile pieces, and whether a space stands before it (English
    words; Chinese text breaks between characters with no space, ``zjgame.i18n.break_units``)."""

    pieces: tuple[Piece, ...]
    spaced: bool = True


def split_words(text: str) -> list[list[Word]]:
    """Paragraphs (split at newlines) of words (split at spaces, and between Chinese characters), each word its
    text and tile pieces."""
    out: list[list[Word]] = []
    for para in text.split("\n"):
        words: list[Word] = []
        for raw, spaced in break_units(para):
            if raw == "":
                continue
            pieces: list[Piece] = []
            pos = 0
            for m in MARK_RE.finditer(raw):
                if m.start() > pos:
                    pieces.append(Piece(raw[pos : m.start()]))
                pieces.append(Piece(tile=m.group(1)))
                pos = m.end()
            if pos < len(raw):
                pieces.append(Piece(raw[pos:]))
            words.append(Word(tuple(pieces), spaced))
        out.append(words)
    return out


class RichText:
    """Lays out and draws marked sentences with the game's fonts (``text``) and tile art (``art``)."""

    def __init__(
        self, text: theme.TextCache, art: TileArt | None, labels: bool = False, tile_height: float = TILE_HEIGHT
    ) -> None:
        self.text = text
        self.art = art
        self.labels = labels
        self.tile_height = tile_height  # inline tiles' height in font sizes (compact tables: about 1.25)

    # -- measures ------------------------------------------------------------------------------------------
    def tile_size(self, size: int) -> tuple[int, int]:
        """An inline tile's width and height at font ``size``."""
        th = max(12, int(size * self.tile_height))
        return max(9, int(th * TILE_RATIO)), th

    def line_height(self, size: int, tiles: bool = True) -> int:
        """A line's height: taller when it holds a tile picture."""
        plain_h = int(size * LINE)
        return max(plain_h, self.tile_size(size)[1] + 2) if tiles else plain_h

    def _piece_width(self, piece: Piece, size: int, bold: bool) -> int:
        if piece.tile:
            return (
                self.tile_size(self.text.px(size))[0] + 1
                if self.art is not None
                else self.text.size(self._name(piece), size, bold)[0]
            )
        return self.text.size(piece.text, size, bold)[0]

    def _name(self, piece: Piece) -> str:
        return tile_name(Tile(piece.tile), article=False)

    def _word_width(self, word: Word, size: int, bold: bool) -> int:
        return sum(self._piece_width(p, size, bold) for p in word.pieces)

    def _line_width(self, line: Sequence[Word], size: int, bold: bool, space: int) -> int:
        return sum(self._word_width(w, size, bold) + (space if k and w.spaced else 0) for k, w in enumerate(line))

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[list[Word]]:
        """The lines of ``text`` no wider than ``width`` (a word wider than the line has a line of its own)."""
        space = self.text.size(" ", size, bold)[0]
        lines: list[list[Word]] = []
        for para in split_words(text):
            line: list[Word] = []
            used = 0
            for word in para:
                w = self._word_width(word, size, bold)
                gap = space if word.spaced else 0
                if line and used + gap + w > width:
                    lines.append(line)
                    line, used = [], 0
                used += (gap if line else 0) + w
                line.append(word)
            lines.append(line)
        return lines

    def _line_h(self, line: Sequence[Word], size: int) -> int:
        tiles = self.art is not None and any(p.tile for word in line for p in word.pieces)
        return self.line_height(self.text.px(size), tiles)  # the UI text size setting applied (TextCache.px)

    def height(self, text: str, size: int, width: int, bold: bool = False) -> int:
        """The height ``draw`` will take for ``text`` wrapped to ``width``."""
        return sum(self._line_h(line, size) for line in self.wrap(text, size, width, bold))

    def width(self, text: str, size: int, bold: bool = False) -> int:
        """The width of ``text`` on one line."""
        space = self.text.size(" ", size, bold)[0]
        words = [w for para in split_words(text) for w in para]
        return self._line_width(words, size, bold, space)

    # -- drawing ---------------------------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        text: str,
        size: int,
        pos: tuple[int, int],
        width: int,
        color: theme.Color = theme.TEXT,
        bold: bool = False,
        align: str = "left",
        max_y: int | None = None,
    ) -> int:
        """Draw ``text`` wrapped to ``width`` from ``pos`` (its top-left; with ``align="center"`` its top
        centre); returns the y below the last line drawn. Lines that would pass ``max_y`` are not drawn."""
        x0, y = pos
        space = self.text.size(" ", size, bold)[0]
        tw, th = self.tile_size(self.text.px(size))
        for line in self.wrap(text, size, width, bold):
            lh = self._line_h(line, size)
            if max_y is not None and y + lh > max_y:
                break
            if align == "center":
                total = self._line_width(line, size, bold, space)
                x = x0 - total // 2
            else:
                x = x0
            for k, word in enumerate(line):
                if k and word.spaced:
                    x += space
                for piece in word.pieces:
                    if piece.tile and self.art is not None:
                        face = self.art.face(piece.tile, tw, th, self.labels)
                        surface.blit(face, (x, y + (lh - th) // 2))
                        x += tw + 1
                    else:
                        label = self._name(piece) if piece.tile else piece.text
                        img = self.text.render(label, size, color, bold)
                        surface.blit(img, (x, y + (lh - img.get_height()) // 2))
                        x += img.get_width()
            y += lh
        return y

    def draw_lines(
        self,
        surface: pygame.Surface,
        lines: Sequence[str],
        size: int,
        pos: tuple[int, int],
        width: int,
        color: theme.Color = theme.TEXT,
        max_y: int | None = None,
        gap: int = 0,
    ) -> int:
        """Several sentences one under the other (``gap`` pixels between them); returns the y below."""
        x, y = pos
        for line in lines:
            if max_y is not None and y >= max_y:
                break
            y = self.draw(surface, line, size, (x, y), width, color, max_y=max_y) + gap
        return y
