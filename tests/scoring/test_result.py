"""The pattern registry and the shape of a result: the structured arrangement (which unit holds the winning
tile, which triplets count as concealed), the alternative total, base points and the invalid form."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.scoring.helpers import score
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring.zj import ALL_PATTERNS, PATTERNS, PATTERNS_BY_ID, ZEN_KOAN_PATTERNS, get_pattern


def test_the_44_patterns():
    assert len(PATTERNS) == 44
    assert len({p.id for p in PATTERNS}) == 44
    assert {p.category for p in PATTERNS} == set(range(1, 11))
    assert [p.order for p in PATTERNS] == sorted(p.order for p in PATTERNS)  # table order
    assert all(p.is_original for p in PATTERNS) and not any(p.is_original for p in ZEN_KOAN_PATTERNS)


def test_series_are_the_first_two_numbers():
    assert get_pattern("2.1.1").series == get_pattern("2.1.2").series == "2.1"
    assert get_pattern("9.1.1").series == get_pattern("9.1.3").series == "9.1"
    assert len({get_pattern(i).series for i in ("1.1", "1.2", "1.3")}) == 3
    assert get_pattern("9.2").series != get_pattern("9.3").series


def test_listed_limit_patterns_are_those_of_the_rules_page():
    listed = {p.id for p in PATTERNS if p.points >= 320}
    assert listed == {"2.2", "3.3.3", "3.3.4", "3.4", "4.3.4", "5.1.4", "8.1.4"}


def test_names_match_seed_001_when_available():
    seeds = sorted(Path("/work/shared/seeds").glob("001_*.txt"))
    if not seeds:
        pytest.skip("the shared seed documents are not on this machine")
    text = seeds[0].read_text(encoding="utf-8")
    for p in PATTERNS:
        assert f"{p.id} {p.name} ({p.name_zh}) : " in text, p.id


def test_unknown_pattern_id():
    with pytest.raises(ValueError, match="unknown pattern id"):
        get_pattern("12.1")
    assert set(PATTERNS_BY_ID) == {p.id for p in ALL_PATTERNS}


def test_winning_discard_placed_in_the_sequence():
    r = score("11123m444p789s22z +1m")
    units = r.arrangement.units
    win = r.arrangement.winning_unit
    assert win.kind == "sequence" and win.tiles == (Tile("1m"), Tile("2m"), Tile("3m"))
    assert all(u.concealed for u in units if u.kind == "triplet")
    assert r.arrangement_text == "111m | 23m+1m | 444p | 789s | 22z"
    assert r.arrangement.text() == r.arrangement_text


def test_triplet_completed_by_a_discard_is_exposed():
    r = score("111m222p33s789m55p +3s")
    win = r.arrangement.winning_unit
    assert win.kind == "triplet" and not win.concealed
    assert "33s+3s" in r.arrangement_text
    drawn = score("111m222p33s789m55p +3s", "self")
    assert drawn.arrangement.winning_unit.concealed


def test_declared_melds_in_the_view():
    r = score("(1111m)222p333s888s5p +5p")
    kong = [u for u in r.arrangement.units if u.declared]
    assert len(kong) == 1 and kong[0].kind == "kong" and kong[0].concealed
    assert "(1111m)" in r.arrangement_text
    r = score("23m678p66z [555z] [777z] +4m", "seat=S")
    assert r.arrangement_text == "23m+4m | 678p | 66z | [555z] | [777z]"
    assert [u.declared for u in r.arrangement.units] == [False, False, False, True, True]


def test_irregular_views():
    r = score("2222m44m66p88p33s5s +5s")
    assert r.arrangement.shape == "seven_pairs"
    assert [u.kind for u in r.arrangement.units] == ["pair"] * 7
    r = score("119m19p19s123456z +7z")
    assert r.arrangement.shape == "thirteen_terminals"
    assert sum(1 for u in r.arrangement.units if u.kind == "single") == 12
    assert r.arrangement.winning_unit.tiles == (Tile("7z"),)


def test_alternative_total_and_base_points():
    r = score("77788899s11m [777z] +9s", "seat=S")
    assert r.total == 170 and r.alternative_total == 145
    r = score("123m45p789s234s55m +6p")
    assert r.alternative_total is None and r.base_points == 10
    r = score("123m45p789s234s55m +6p 1f", "self rs=zen-koan")
    assert r.total == 20 and r.base_points == 10  # Self-Drawn and the seat flower are not original patterns


def test_compound_limit_keeps_the_patterns_and_the_raw_sum():
    r = score("222s333s444s555s6m +6m")
    assert r.limit == "compound" and r.total == 320 and r.raw_total == 365
    assert sum(c.value for c in r.patterns) == 365


def test_invalid_result_shape():
    r = score("123m456m789p11s22p +2s")
    assert not r.valid and r.total == 0 and r.arrangement is None and r.patterns == ()
    assert r.to_json() == {"valid": False, "total": 0, "reason": r.reason}


def test_results_pickle_with_their_arrangement():
    import pickle

    r = score("11123m444p789s22z +1m")
    again = pickle.loads(pickle.dumps(r))
    assert again == r and again.arrangement == r.arrangement


def test_another_scoring_system_is_refused():
    from dataclasses import replace

    from zjgame.rules.hand import parse_hand
    from zjgame.rules.ruleset import ZJ, BritishParams
    from zjgame.scoring import ScoringInputError, WinContext
    from zjgame.scoring.zj import score_hand  # Zung Jung's own scorer: another system is never scored inside it

    british = replace(ZJ, name="british", scoring=BritishParams())
    with pytest.raises(ScoringInputError, match="british"):
        score_hand(parse_hand("123m45p789s234s55m +6p"), WinContext(), british)


def test_bonus_tiles_under_zj_are_refused():
    from zjgame.rules.hand import parse_hand
    from zjgame.scoring import ScoringInputError, score_hand

    with pytest.raises(ScoringInputError, match="bonus tiles 1f"):
        score_hand(parse_hand("123m45p789s234s55m +6p 1f"))


def test_hands_built_from_meld_values():
    from zjgame.rules.hand import Hand
    from zjgame.rules.melds import Meld, MeldKind
    from zjgame.scoring import WinContext, score_hand

    # a chow written high-to-low by whoever built it still counts as 789m
    chow = Meld(MeldKind.CHOW, (Tile("9m"), Tile("8m"), Tile("7m")))
    hand = Hand(
        tuple(Tile(t) for t in ("1m", "2m", "3m", "4m", "5m", "6m", "1z", "1z", "2z", "2z")),
        (chow,),
        Tile("2z"),
    )
    r = score_hand(hand, WinContext(seat=Seat.S))
    assert r.valid and [c.id for c in r.patterns] == ["2.1.1", "3.1", "7.1"]
    assert "[789m]" in r.arrangement_text
