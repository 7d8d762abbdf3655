"""Sentences with tile pictures inline (``zjgame.ui.richtext``) and the words of rulings (``zjgame.engine.words``):
players by name, "you" for the human, tiles marked and drawn as pictures (issue 15.5 and 15.6)."""

from __future__ import annotations

import pygame

from zjgame.engine import actions as A
from zjgame.engine.codes import RulingKind, WindowKind
from zjgame.engine.rulings import window_rulings
from zjgame.engine.words import Voice, action_words, mark, mark_notation, ruling_words, sentence, unmark
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.ui import theme
from zjgame.ui.richtext import RichText, plain, split_words
from zjgame.ui.tileart import TileArt

NAMES = Voice(("You", "Mei", "Hao", "Lin"), you=Seat.E)


def test_a_ruling_names_players_and_says_you_with_the_right_grammar() -> None:
    # You are East ("You"); Mei is South, Hao West, Lin North.
    pung = window_rulings(Tile("6z"), Seat.E, ((Seat.S, "pung"),), (Seat.S,), WindowKind.DISCARD, True)
    assert ruling_words(pung[0], NAMES) == "Mei claimed your ⟦6z⟧ for a pung."
    yours = window_rulings(Tile("6z"), Seat.S, ((Seat.E, "pung"),), (Seat.E,), WindowKind.DISCARD, True)
    assert ruling_words(yours[0], NAMES) == "You claimed Mei's ⟦6z⟧ for a pung."
    won = window_rulings(Tile("5p"), Seat.E, ((Seat.W, "win"),), (Seat.W,), WindowKind.DISCARD, True)
    assert ruling_words(won[0], NAMES) == "Hao won on your ⟦5p⟧."  # never "wins on You's discard"
    lost = window_rulings(Tile("5p"), Seat.N, ((Seat.E, "chow"), (Seat.S, "pung")), (Seat.S,), WindowKind.DISCARD, True)
    assert lost[0].kind is RulingKind.PRECEDENCE and lost[0].about is Seat.E
    assert ruling_words(lost[0], NAMES) == "Mei's pung on Lin's ⟦5p⟧ took precedence over your chow."
    for ruling in (*pung, *yours, *won, *lost):
        assert "East" not in ruling_words(ruling, NAMES) and "You's" not in ruling_words(ruling, NAMES)


def test_marks_and_notation() -> None:
    assert mark(Tile("7z")) == "⟦7z⟧"
    assert mark_notation("Advisor: discard 1z; keep 456m") == "Advisor: discard ⟦1z⟧; keep ⟦4m⟧⟦5m⟧⟦6m⟧"
    assert mark_notation("3 tiles away, 2-shanten") == "3 tiles away, 2-shanten"
    assert unmark("discard ⟦1z⟧") == "discard 1z"
    assert plain("discard ⟦7z⟧ and ⟦5p⟧") == "discard Red Dragon and 5 of Dots"
    assert sentence("you won") == "You won" and sentence("⟦5p⟧ wins") == "⟦5p⟧ wins"
    assert action_words(A.ClaimChow((Tile("4p"), Tile("5p"), Tile("6p")))) == "claim a chow ⟦4p⟧⟦5p⟧⟦6p⟧"


def test_rich_text_draws_tiles_inline_and_wraps_whole_words() -> None:
    text = theme.TextCache()
    art = TileArt()
    rich = RichText(text, art)
    words = split_words("Mei claimed your ⟦6z⟧, then ⟦4p⟧⟦5p⟧⟦6p⟧.")[0]
    assert words[3].pieces == (rich_piece("6z"), rich_text_piece(","))
    assert [p.tile for p in words[5].pieces if p.tile] == ["4p", "5p", "6p"]
    size = 16
    one_line = rich.height("Mei claimed your ⟦6z⟧", size, 1000)
    assert one_line == rich.line_height(size, True) > rich.line_height(size, False)
    assert rich.height("plain words only", size, 1000) == rich.line_height(size, False)
    narrow = rich.wrap("Mei claimed your ⟦6z⟧ for a pung and then some more words", size, 120)
    assert len(narrow) > 2
    # drawn: the tile picture's pixels are there (a tile face is light), and the text goes on after it
    surface = pygame.Surface((400, 60))
    surface.fill((0, 0, 0))
    bottom = rich.draw(surface, "A ⟦5p⟧ B", size, (0, 0), 400)
    assert bottom == one_line
    tw, th = rich.tile_size(size)
    x0 = text.size("A ", size)[0]
    face = surface.get_at((x0 + tw // 2, (one_line - th) // 2 + 3))
    assert sum(face[:3]) > 450  # the tile's ivory face, not the black background
    # without tile art the tiles are written out
    assert RichText(text, None).width("⟦7z⟧", size) == text.size("Red Dragon", size)[0]


def rich_piece(code: str):  # type: ignore[no-untyped-def]
    from zjgame.ui.richtext import Piece

    return Piece(tile=code)


def rich_text_piece(t: str):  # type: ignore[no-untyped-def]
    from zjgame.ui.richtext import Piece

    return Piece(t)


def test_rich_text_wraps_chinese_between_characters_inside_its_width() -> None:
    """A Chinese sentence has no spaces: it breaks between characters (a mark stays with the punctuation after
    it), and no line is wider than asked (the score panel's notes ran off the panel before)."""
    text = theme.TextCache()
    rich = RichText(text, TileArt())
    sentence = (
        "和阿傑打出的牌。35分超過25分：不用負責的兩家各付25，要負責的阿傑付餘數：3 × 35 − 50 = 55。阿美和了⟦5p⟧。"
    )
    lines = rich.wrap(sentence, 14, 200)
    assert len(lines) > 2
    space = text.size(" ", 14)[0]
    assert all(rich._line_width(line, 14, False, space) <= 200 for line in lines if len(line) > 1)
    last = lines[-1][-1]
    assert [p.tile for p in last.pieces] == ["5p", ""] and last.pieces[-1].text == "。"
