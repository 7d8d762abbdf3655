"""What a record says about the human player (zjgame.history.facts), checked against the engine's own figures
from real games, a scripted hand with known patterns, and hand-built British results (docs/score.md#british-scoring)."""

from __future__ import annotations

import json
import re
from datetime import datetime, timezone
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.history.games import Played, british_record, british_result
from zjgame.engine.record import parse_record, replay_hand, result_json
from zjgame.history.facts import (
    ITEM,
    MIXED,
    PATTERN,
    RecordShapeError,
    game_facts,
    game_id,
    new_game_fields,
    placements,
)

DOCS = Path(__file__).resolve().parents[2] / "docs"
SEATS = "ESWN"


def test_totals_and_each_hand_match_the_engine(played: list[Played]) -> None:
    for game in played:
        facts = game_facts(game.record)
        assert tuple(p.total for p in facts.players) == game.totals  # MatchState's totals by player
        assert facts.hands_played == len(game.results)
        human = game.human
        assert facts.human == human
        for hand, result, east in zip(facts.hands, game.results, game.east_players):
            seat = SEATS[(human - east) % 4]  # docs/records.md: player i sits in ESWN[(i - east_player) % 4]
            assert hand.seat == seat
            assert hand.net == result.payments[SEATS.index(seat)]
            mine = [w for w in result.wins if w.winner.value == seat]
            assert hand.won == bool(mine)
            assert hand.value == sum(w.value for w in mine)
            assert hand.self_drawn == any(w.self_drawn for w in mine)
            assert hand.drawn == (not result.wins)
            assert hand.dealt_in == any(w.discarder is not None and w.discarder.value == seat for w in result.wins)
            # the generic score lines that are patterns (a chicken hand has a line without an id and no pattern)
            patterns = {(line.id, line.count) for w in mine for line in w.score.lines if line.id is not None}
            assert {(s.key, s.count) for s in hand.scored} == patterns
            assert all(s.kind == PATTERN for s in hand.scored)


def test_the_games_cover_wins_deal_ins_and_draws(played: list[Played]) -> None:
    # The other tests are only as good as these games: the human wins with patterns, deals in, and sees a draw.
    hands = [h for g in played for h in game_facts(g.record).hands]
    assert any(h.won and h.scored for h in hands)
    assert any(h.won and h.self_drawn for h in hands)
    assert any(h.dealt_in for h in hands)
    assert any(h.drawn for h in hands)


def test_a_scripted_win_on_a_discard_from_each_players_seat() -> None:
    # docs/examples/interception.json: West wins 10 on South's 6s (All Sequences + Concealed Hand).
    record = json.loads((DOCS / "examples" / "interception.json").read_text(encoding="utf-8"))
    parsed = parse_record(record)
    record["hands"][0]["result"] = result_json(replay_hand(parsed.hands[0], parsed.ruleset))
    for human, expected in ((2, "won"), (1, "dealt_in"), (0, "lost")):
        kinds = ["hard", "hard", "hard", "hard"]
        kinds[human] = "human"
        record["players"] = [{"name": f"P{i}", "kind": k} for i, k in enumerate(kinds)]
        hand = game_facts(record).hands[0]
        assert hand.won == (expected == "won")
        assert hand.dealt_in == (expected == "dealt_in")
        if expected == "won":
            assert (hand.seat, hand.value, hand.net, hand.self_drawn) == ("W", 10, 30, False)
            assert [(s.key, s.name, s.count, s.points) for s in hand.scored] == [
                ("1.1", "All Sequences", 1, 5),
                ("1.2", "Concealed Hand", 1, 5),
            ]
        else:
            assert hand.value == 0 and hand.scored == () and hand.net == -10
    assert game_facts(record).opponent_level == "hard"


def test_british_results_winner_items_and_losers_items() -> None:
    # B5: every hand is scored; the winner's items count as won, a loser's as not won.
    record = british_record([british_result("E"), british_result("S", self_drawn=True)])
    won, lost = game_facts(record).hands
    assert won.won and won.value == 48 and won.net == 144 and not won.dealt_in
    assert {(s.kind, s.key, s.count, s.points, s.doubles, s.won) for s in won.scored} == {
        (ITEM, "For going Mah Jongg", 1, 20, 0, True),
        (ITEM, "Exposed pung of simples", 2, 4, 0, True),  # 6p and 7s: one item, counted twice
        (ITEM, "Pung or Kong of any Dragon", 1, 0, 1, True),
    }
    assert not lost.won and lost.value == 0 and lost.net == -48 and not lost.dealt_in
    assert {(s.key, s.count, s.points, s.doubles, s.won) for s in lost.scored} == {
        ("Exposed pung of honours", 1, 4, 0, False),
        ("Flower or Season", 2, 8, 0, False),
    }
    # A British win on East's discard, seen from East: dealt in.
    dealt = game_facts(british_record([british_result("W", discarder="E")])).hands[0]
    assert dealt.dealt_in and not dealt.won


def test_british_lines_under_patterns_as_the_engine_writes_a_win() -> None:
    # The scoring seam writes every system's lines as a win's "patterns" (ScoreResult.items_json); British lines
    # have no id and are counted by name, exactly as under "items".
    result = british_result("E")
    for block in (result, result["wins"][0]):
        block["patterns"] = block.pop("items")
    as_patterns = game_facts(british_record([result])).hands[0].scored
    assert as_patterns == game_facts(british_record([british_result("E")])).hands[0].scored
    assert {s.kind for s in as_patterns} == {ITEM}


def test_lines_under_both_names_are_counted_once() -> None:
    result = british_result("E")
    result["wins"][0]["patterns"] = list(result["wins"][0]["items"])
    assert (
        game_facts(british_record([result])).hands[0].scored
        == game_facts(british_record([british_result("E")])).hands[0].scored
    )


def test_british_items_at_the_top_level_only() -> None:
    result = british_result("E")
    del result["wins"][0]["items"]
    assert {s.key for s in game_facts(british_record([result])).hands[0].scored} == {
        "For going Mah Jongg",
        "Exposed pung of simples",
        "Pung or Kong of any Dragon",
    }


def test_equal_totals_share_the_better_place() -> None:
    assert placements([10, 10, -5, -15]) == [1, 1, 3, 4]
    assert placements([0, 0, 0, 0]) == [1, 1, 1, 1]
    assert placements([-5, 20, -5, -10]) == [2, 1, 2, 4]


def test_opponent_level_is_mixed_when_strengths_differ(played: list[Played]) -> None:
    levels = [game_facts(g.record).opponent_level for g in played]
    assert levels == [MIXED, "easy", "easy", "normal", "easy"]


def test_game_id_given_unsafe_or_derived() -> None:
    record = british_record([british_result("E")])
    assert game_id(record) == "brit-0001"
    for unsafe in ("../../etc/passwd", "", ".hidden", "a/b", "x" * 65, 7):
        record["game_id"] = unsafe
        derived = game_id(record)
        assert re.fullmatch(r"r-[0-9a-f]{16}", derived)
        assert game_id(json.loads(json.dumps(record))) == derived  # the same record, the same id
    other = json.loads(json.dumps(record))
    other["seed"] = 99
    assert game_id(other) != derived


def test_new_game_fields_are_unique_and_dated() -> None:
    now = datetime(2024, 3, 9, 8, 7, 6, tzinfo=timezone.utc)
    a, b = new_game_fields(now), new_game_fields(now)
    assert a["game_id"] != b["game_id"]
    assert re.fullmatch(r"\d{8}-\d{6}-[0-9a-f]{6}", a["game_id"])
    assert datetime.fromisoformat(a["started"]) == now


def test_only_records_are_read() -> None:
    bad: object
    for bad in ([], "text", {"format": "other/1", "hands": []}, {"hands": {}}, {"format": "zjgame-record/1"}):
        try:
            game_facts(bad)
        except RecordShapeError:
            continue
        raise AssertionError(f"{bad!r} was read as a record")


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.sampled_from(["E", "S", "W", "N", "human", "1.1", "x"]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "hands",
                    "result",
                    "finished",
                    "wins",
                    "winner",
                    "payments",
                    "players",
                    "kind",
                    "patterns",
                    "items",
                    "losers",
                    "id",
                    "name",
                    "count",
                    "value",
                    "east_player",
                    "discarder",
                    "round",
                ]
            ),
            inner,
            max_size=6,
        )
    ),
    max_leaves=12,
)


@settings(max_examples=30, deadline=None)
@given(st.dictionaries(st.sampled_from(["hands", "players", "ruleset", "started", "hands_in_game"]), JSON))
def test_any_json_gives_facts_or_a_shape_error(data: dict) -> None:
    try:
        facts = game_facts(data)
    except RecordShapeError:
        return
    assert facts.hands_played >= len(facts.hands)


SEAT = st.sampled_from(["E", "S", "W", "N"])
WIN = st.fixed_dictionaries(
    {"winner": SEAT},
    optional={"value": JSON, "self_drawn": JSON, "discarder": JSON | SEAT, "patterns": JSON, "items": JSON},
)
RESULT = st.fixed_dictionaries(
    {"finished": st.just(True)},
    optional={
        "wins": st.lists(WIN | JSON, max_size=3) | JSON,
        "winner": SEAT | JSON,
        "payments": st.dictionaries(SEAT, JSON) | JSON,
        "patterns": JSON,
        "items": JSON,
        "losers": st.dictionaries(SEAT, JSON) | JSON,
    },
)


@settings(max_examples=30, deadline=None)
@given(
    st.lists(st.fixed_dictionaries({"result": RESULT}, optional={"east_player": JSON, "round": JSON}), max_size=3),
    st.lists(st.fixed_dictionaries({"kind": st.sampled_from(["human", "easy"]) | JSON}), min_size=4, max_size=4),
)
def test_any_results_give_facts(hands: list, players: list) -> None:
    facts = game_facts({"format": "zjgame-record/1", "hands": hands, "players": players})
    assert facts.hands_played == len(hands)
    assert len(facts.hands) == (len(hands) if facts.human is not None else 0)
    assert all(1 <= p.placement <= 4 for p in facts.players)
    assert all(h.won or h.value == 0 for h in facts.hands)  # only a winning hand has a value


def test_lines_from_the_british_scorer() -> None:
    # The real British scorer's lines read as items (a win's items_json, a loser's loser_json:
    # docs/score.md#british-scoring).
    from zjgame.rules.hand import parse_hand
    from zjgame.rules.ruleset import BRITISH
    from zjgame.rules.seats import Seat
    from zjgame.scoring import WinContext, score_hand, score_loser
    from zjgame.scoring.british.result import BritishScore

    win = score_hand(parse_hand("234m567p345s9m [666p] +9m"), WinContext(seat=Seat.S, round_wind=Seat.E), BRITISH)
    east = score_loser(parse_hand("456m79p13s33z8s [222z]", require_winning=False), Seat.E, Seat.E, BRITISH)
    assert isinstance(east, BritishScore)
    lines = win.items_json()
    assert win.total == 24 and "Exposed pung of simples 6p" in [x["name"] for x in lines]  # BR-01
    result = british_result("S")
    result.update(
        value=24, patterns=lines, losers={"E": east.loser_json(), "W": east.loser_json(), "N": east.loser_json()}
    )
    result["wins"][0].update(value=24, patterns=lines)
    del result["items"], result["wins"][0]["items"]
    won = game_facts(british_record([result], human=1)).hands[0]
    assert won.won and won.value == 24
    assert [(s.key, s.points) for s in won.scored] == [
        ("For going Mah Jongg", 20),
        ("Exposed pung of simples", 2),
        ("Winning with only possible tile", 2),
    ]
    lost = game_facts(british_record([result], human=0)).hands[0]
    assert [(s.key, s.points, s.won) for s in lost.scored] == [("Exposed pung of honours", 4, False)]
