"""The danger warning's one rule (issue 15.11): a discard is flagged when the points you can expect to lose by it
reach the ruleset's threshold, so equal dangers behave alike, a more dangerous tile never warns less, and the
textbook cases warn (the third dragon against two dragon pungs; any bamboo against three bamboo melds). British
warnings say what is at stake there."""

from __future__ import annotations

from tests.practice.views import turn_view
from zjgame.engine.words import Voice
from zjgame.practice.danger_check import check_discard, expected_loss, rule_sentence, textbook_value, threshold
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import BRITISH, ZJ
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile

T = Tile
DRAGONS = {Seat.W: (Meld.pung(T("5z"), Seat.E), Meld.pung(T("6z"), Seat.N))}
BAMBOO = {Seat.W: (Meld.pung(T("2s"), Seat.E), Meld.chow(T("7s"), T("7s"), Seat.N), Meld.pung(T("9s"), Seat.S))}
DISCARDS = {"E": "9m1p2p8p9p1z", "S": "9p8m1p2p7p3z", "W": "1m9m1p9p7m4z", "N": "2p3p9m1p2z8p"}


def test_the_third_dragon_against_two_dragon_pungs_warns() -> None:
    view = turn_view("123m456m789p11z7z4p", DRAGONS, DISCARDS)
    assert textbook_value(view, Seat.W, T("7z")) is not None
    assert textbook_value(view, Seat.W, T("7z")) >= 130  # Big Three Dragons (ZJ 3.2.2) at least
    warning = check_discard(view, T("7z"))
    assert warning is not None and warning.seat is Seat.W
    assert warning.chance < 0.03  # a low chance, but a big hand: the expected loss decides


def test_every_bamboo_warns_against_three_bamboo_melds() -> None:
    view = turn_view("123m456m11p46s7z1z", BAMBOO, DISCARDS)
    warned = {t: check_discard(view, T(t)) is not None for t in ("4s", "6s")}
    assert warned == {"4s": True, "6s": True}


def test_a_more_dangerous_tile_never_warns_less() -> None:
    for view in (
        turn_view("123m456m789p11z7z4p", DRAGONS, DISCARDS),
        turn_view("123m456m11p46s7z1z", BAMBOO, DISCARDS),
        turn_view("123m456m11p46s7z1z", BAMBOO, DISCARDS, ruleset=BRITISH),
    ):
        tiles = sorted(set(view.concealed), key=lambda t: t.index)
        ranked = sorted(tiles, key=lambda t: expected_loss(view, t)[0])
        flags = [check_discard(view, t) is not None for t in ranked]
        assert flags == sorted(flags), flags  # no warning below a silent tile, once warning always warning
        for t in tiles:
            assert (check_discard(view, t) is not None) == (expected_loss(view, t)[0] >= threshold(view.ruleset))


def test_the_rule_is_stated_and_british_warnings_say_what_is_at_stake() -> None:
    assert "reach 3:" in rule_sentence(ZJ) and "reach 3:" in rule_sentence(BRITISH)
    view = turn_view("123m456m11p46s7z1z", BAMBOO, DISCARDS, ruleset=BRITISH)
    warning = check_discard(view, T("4s"))
    assert warning is not None
    lines = warning.lines(Voice(("Kit", "You", "Mei", "Hao"), you=Seat.S))
    assert "Mei looks" in lines[1] and "⟦4s⟧" in lines[0]
    assert "no more than if Mei drew the winning tile" in lines[2] and f"you pay {warning.cost}" in lines[2]
