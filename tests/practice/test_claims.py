"""Why a claim lost (interception, precedence) and why an option is not offered, on scripted walls."""

from __future__ import annotations

from dataclasses import replace

from tests.practice.walls import scripted_wall
from zjgame.engine import actions as A
from zjgame.engine.events import ClaimResolved
from zjgame.engine.round import RoundState
from zjgame.engine.words import Voice
from zjgame.practice.claims import explain_lost_claim, why_not
from zjgame.rules.ruleset import ZJ, ZJ_MIN5
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile


def _resolved(events) -> ClaimResolved:
    return next(e for e in events if isinstance(e, ClaimResolved))


def test_interception_panel_names_the_right_seats() -> None:
    # East discards 5p; South and West (the human) both win on it. After East, South comes first.
    wall = scripted_wall({"E": "1122334455667z", "S": "123456789m11s46p", "W": "123456789s99m46p"}, "5p")
    st, _ = RoundState.start(wall, ZJ)
    st, _ = st.apply(Seat.E, A.Discard(Tile("5p")))
    st, _ = st.apply(Seat.W, A.CLAIM_WIN)
    st, events = st.apply(Seat.S, A.CLAIM_WIN)
    resolved = _resolved(events)
    panel = explain_lost_claim(resolved.rulings, Seat.W)
    assert panel is not None
    assert panel.kind == "interception"
    assert panel.awarded == (Seat.S,)
    assert panel.discarder is Seat.E and panel.tile is Tile("5p")
    assert dict(panel.claims) == {Seat.S: "win", Seat.W: "win"}
    assert panel.order == (Seat.S, Seat.W, Seat.N)
    assert "South also claimed the win on ⟦5p⟧" in panel.sentence
    assert "After the discarder, East, South comes before you" in panel.sentence
    assert "intercepts yours" in panel.sentence
    # with the players' names, the tile as a picture mark and "you" for the human (issue 15.5)
    named = explain_lost_claim(resolved.rulings, Seat.W, Voice(("Kit", "Mei", "You", "Hao"), you=Seat.W))
    assert named is not None
    assert named.sentence.startswith("Mei also claimed the win on ⟦5p⟧. After the discarder, Kit, Mei comes")
    assert "(Mei → you → Hao)" in named.sentence and "Mei's win intercepts yours" in named.sentence
    assert "South" not in named.sentence and "5p " not in named.sentence
    # The winner sees no "lost" panel.
    assert explain_lost_claim(resolved.rulings, Seat.S) is None


def test_pung_takes_precedence_over_your_chow() -> None:
    # East discards 5p; South (the human, next player) chows 4-5-6p, West pungs with 55p.
    wall = scripted_wall({"E": "1122334455667z", "S": "1359m46p1357s", "W": "55p1359m1357s"}, "5p")
    st, _ = RoundState.start(wall, ZJ)
    st, _ = st.apply(Seat.E, A.Discard(Tile("5p")))
    chow = next(a for a in st.legal_actions(Seat.S) if isinstance(a, A.ClaimChow))
    st, _ = st.apply(Seat.S, chow)
    st, events = st.apply(Seat.W, A.CLAIM_PUNG)
    panel = explain_lost_claim(_resolved(events).rulings, Seat.S)
    assert panel is not None and panel.kind == "precedence"
    assert panel.awarded == (Seat.W,)
    assert panel.sentence.startswith("West's pung takes precedence over your chow on ⟦5p⟧")
    assert st.turn is Seat.W


def test_why_not_chow_from_a_player_not_before_you() -> None:
    wall = scripted_wall({"E": "1122334455667z", "S": "123456789m11s46p", "W": "123456789s99m46p"}, "5p")
    st, _ = RoundState.start(wall, ZJ)
    st, _ = st.apply(Seat.E, A.Discard(Tile("5p")))
    view = st.view_for(Seat.W)
    line = why_not(view, "chow", [a.type for a in st.legal_actions(Seat.W)])
    assert line is not None and "Only South" in line and "may chow" in line
    assert why_not(view, "pung", []) == "A pung needs two ⟦5p⟧ in your hand; you hold 0."
    assert why_not(view, "win", [a.type for a in st.legal_actions(Seat.W)]) is None


def test_why_not_riverbed_pung_and_seabed_kong() -> None:
    wall = scripted_wall({"E": "1122334455667z", "S": "55p1359m1357s7z"}, "5p")
    st, _ = RoundState.start(wall, ZJ)
    st, _ = st.apply(Seat.E, A.Discard(Tile("5p")))
    view = replace(st.view_for(Seat.S), window=replace(st.view_for(Seat.S).window, riverbed=True))
    line = why_not(view, "pung", [])
    assert line is not None and "riverbed" in line and "only for a win" in line
    turn_view = replace(
        st.view_for(Seat.S),
        window=None,
        turn=Seat.S,
        wall_remaining=0,
        phase=__import__("zjgame.engine.view", fromlist=["Phase"]).Phase.TURN,
    )
    line = why_not(turn_view, "kong", [])
    assert line is not None and "seabed" in line


def _chicken_state(ruleset):
    # West pungs East's 9s, discards 1s, and is then ready on 5p with no pattern (a chicken hand);
    # North draws 5p and discards it.
    hands = {"E": "1122334455667z", "S": "1359m1357s129p77z", "W": "99s123m678m11z46p1s", "N": "2468m2468s378p99m"}
    st, _ = RoundState.start(scripted_wall(hands, "9s5p"), ruleset)
    st, _ = st.apply(Seat.E, A.Discard(Tile("9s")))
    st, _ = st.apply(Seat.W, A.CLAIM_PUNG)
    st, _ = st.apply(Seat.W, A.Discard(Tile("1s")))
    st, _ = st.apply(Seat.N, A.Discard(Tile("5p")))
    return st


def test_why_not_chicken_win_under_the_minimum() -> None:
    assert A.CLAIM_WIN in _chicken_state(ZJ).legal_actions(Seat.W)
    st5 = _chicken_state(ZJ_MIN5)
    assert A.CLAIM_WIN not in st5.legal_actions(Seat.W)
    # No seat could claim, so no window opened and East is on turn: the player asks about North's 5p.
    line = why_not(
        st5.view_for(Seat.W), "win", [a.type for a in st5.legal_actions(Seat.W)], discard=(Seat.N, Tile("5p"), False)
    )
    assert line is not None and "5 points" in line and "chicken" in line


def _pass_waiting(st, keep=()):  # type: ignore[no-untyped-def]
    while st.window is not None:
        seat = next(s for s in st.window.waiting if s not in keep)
        st, _ = st.apply(seat, A.PASS)
    return st


def test_your_added_kong_is_robbed() -> None:
    # South pungs East's 5p, later draws the fourth 5p and adds it; West wins on it (robbing the kong).
    hands = {"E": "5p12346789m1234s", "S": "55p9s137p246z78s9m5s", "W": "123456789s11z46p"}
    st, _ = RoundState.start(scripted_wall(hands, "8p8p9p9p5p"), ZJ)
    st, _ = st.apply(Seat.E, A.Discard(Tile("5p")))
    st, _ = st.apply(Seat.S, A.CLAIM_PUNG)
    st, _ = st.apply(Seat.W, A.PASS)
    st = _pass_waiting(st)
    st, _ = st.apply(Seat.S, A.Discard(Tile("9s")))
    for seat in (Seat.W, Seat.N, Seat.E):
        st = _pass_waiting(st)
        st, _ = st.apply(seat, A.Discard(st.drawn))
    st = _pass_waiting(st)
    assert st.turn is Seat.S and st.drawn is Tile("5p")
    st, _ = st.apply(Seat.S, A.DeclareKong(Tile("5p")))
    assert st.window is not None and st.window.kind == "added_kong"
    st, events = st.apply(Seat.W, A.CLAIM_WIN)
    panel = explain_lost_claim(_resolved(events).rulings, Seat.S)
    assert panel is not None and panel.kind == "robbing_kong"
    assert panel.awarded == (Seat.W,) and panel.discarder is Seat.S
    assert panel.sentence.startswith("West robbed your kong") and "your discard" in panel.sentence
    assert "9.3" in st.result.wins[0].score.pattern_ids


def test_several_winners_note_in_a_variant_without_interception() -> None:
    from zjgame.engine.rulings import window_rulings
    from zjgame.practice.claims import several_winners_note

    claims = ((Seat.W, "win"), (Seat.N, "win"))
    rulings = window_rulings(Tile("5p"), Seat.S, claims, (Seat.W, Seat.N), "discard", interception=False)
    assert explain_lost_claim(rulings, Seat.N) is None  # North won too: nothing was lost
    note = several_winners_note(rulings, Seat.N)
    assert note is not None and note.startswith("You and West all win on ⟦5p⟧") and "South pays each" in note
    assert several_winners_note(rulings, Seat.E) is None


def test_why_not_in_british_the_last_tiles_drawer_and_the_last_discard() -> None:
    from tests.practice.views import turn_view
    from zjgame.rules.ruleset import BRITISH

    view = turn_view("1111m456m789m11z46p", ruleset=BRITISH, wall_remaining=0)
    assert why_not(view, "kong", []) == "You drew the last tile of the wall: its drawer may not declare a kong (B1)."
    st, _ = RoundState.start(scripted_wall({"E": "1122334455667z", "S": "55p1359m1357s7z"}, "5p"), ZJ)
    st, _ = st.apply(Seat.E, A.Discard(Tile("5p")))
    british = replace(st.view_for(Seat.S), window=replace(st.view_for(Seat.S).window, riverbed=True), ruleset=BRITISH)
    line = why_not(british, "pung", [])
    assert line == "⟦5p⟧ is the last discard of the hand: it may be claimed only for Mah Jong (B1)."
