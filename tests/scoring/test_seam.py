"""The scoring seam: the registry, the split ruleset, the generic result, settlements (payments with reasons
that add up to the nets), the one explainer (with "you" conjugated), the deal-in question, and the engine asking
the system for every win check."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from zjgame.rules.errors import UnknownRulesetError
from zjgame.rules.hand import parse_hand
from zjgame.rules.ruleset import BRITISH, PRESETS, RULESETS, ZEN_KOAN, ZJ, ZJ_OLDER, get_preset, get_ruleset
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import Tile
from zjgame.scoring import (
    DealIn,
    HandOutcome,
    ScoringInputError,
    WinClaim,
    WinContext,
    cost_of_deal_in,
    get_system,
    score_hand,
    settle_hand,
    system_for,
)
from zjgame.scoring.settlement import nets_of
from zjgame.scoring.zj import deal_in_cost, ready_hand_settlement

E, S, W, N = Seat.E, Seat.S, Seat.W, Seat.N
T = Tile


def test_the_ruleset_picks_its_system_and_unknown_systems_are_refused() -> None:
    assert system_for(ZJ).name == "zung-jung" and system_for(ZEN_KOAN) is system_for(ZJ)
    with pytest.raises(ScoringInputError, match="unknown scoring system"):
        get_system("mahjong-2000")


def test_table_rules_and_scoring_parameters_are_apart() -> None:
    assert ZJ.zj.limit == 320 and BRITISH.british.limit == 1000  # two fields of two systems, never one
    with pytest.raises(ValueError, match="not Zung Jung"):
        _ = BRITISH.zj
    with pytest.raises(ValueError, match="not British"):
        _ = ZJ.british
    # B7: the british preset's table rules
    b = BRITISH
    assert (b.scoring_system, b.scoring.payment_scheme) == ("british", "all-hands-differences")
    assert b.bonus_tiles and b.dead_wall == 16 and not b.dead_wall_replenished and b.bonus_tiles_automatic
    assert b.interception and b.dealer_keeps_deal_on_win and b.dealer_keeps_deal_on_draw and b.standing_hand
    assert b.ends_after_north_round and b.british.east_double and b.tile_count == 144
    # zj: the deal passes after a draw too, and the dead wall is replenished (ZJ §1, §3)
    assert not ZJ.dealer_keeps_deal_on_draw and ZJ.dead_wall_replenished and not ZJ.standing_hand


def test_british_is_a_preset_played_at_the_table() -> None:
    assert list(PRESETS) == ["zj", "zj-min5", "zj-older", "zen-koan", "british"]
    assert list(RULESETS) == list(PRESETS)  # issue 12: the table plays british too
    assert get_ruleset("british") is BRITISH and get_preset("british") is BRITISH
    with pytest.raises(UnknownRulesetError, match="unknown ruleset 'nope'"):
        get_preset("nope")


def test_zung_jung_lines_are_its_patterns_and_a_chicken_hand_is_one_line() -> None:
    r = score_hand(parse_hand("23m678p66z [555z] [777z] +4m"), WinContext(seat=S))
    assert [(x.id, x.name, x.points, x.count) for x in r.lines] == [
        ("3.1", "Value Honor", 10, 2),
        ("3.2.1", "Small Three Dragons", 40, 1),
    ]
    assert sum(x.value for x in r.lines) == r.total == 60 and r.limit_note is None and r.limit_points == 320
    chicken = score_hand(parse_hand("123p456s78s22z [999m] +6s"))
    assert chicken.total == 1 and [(x.name, x.value) for x in chicken.lines] == [("Chicken hand (no pattern)", 1)]
    limited = score_hand(parse_hand("222s333s444s555s6m +6m"))
    assert limited.limited and limited.limit_note is not None and "320" in limited.limit_note
    assert limited.items_json() == json.loads(limited.to_json_text())["patterns"]


def _claim(value_hand: str, winner: Seat, discarder: Seat | None, discards=(), ctx=None):  # type: ignore[no-untyped-def]
    ctx = ctx or WinContext(seat=winner, self_drawn=discarder is None)
    hand = parse_hand(value_hand)
    score = score_hand(hand, ctx, ZJ)
    return WinClaim(winner, score, ctx, discarder, tuple(discards), hand.winning)


def test_settlement_payments_add_up_to_the_nets_with_their_reasons() -> None:
    # North wins on South's 9m; East threw 9m first since North's last discard: East is responsible, South immune.
    claim = _claim("123m456m78m11z [777z] +9m", N, S, [(N, T("3m")), (E, T("9m")), (S, T("9m"))])
    assert claim.score.total == 90
    got = settle_hand(ZJ, HandOutcome((claim,)))
    v = claim.score.total
    assert got.nets == nets_of(got.payments) and sum(got.nets) == 0
    assert got.wins[0].responsible is E and got.wins[0].immune == (S,)
    reasons = {p.payer: (p.reason, p.amount) for p in got.payments}
    assert reasons == {E: ("discard_responsible", 3 * v - 50), S: ("discard_standard", 25), W: ("discard_standard", 25)}
    self_drawn = settle_hand(ZEN_KOAN, HandOutcome((_claim("123m456m789s23s55z +1s", S, None),)))
    assert {p.payer: (p.amount, p.doubled) for p in self_drawn.payments} == {
        E: (2 * self_drawn.nets[S.index] // 4, True),
        W: (self_drawn.nets[S.index] // 4, False),
        N: (self_drawn.nets[S.index] // 4, False),
    }


@pytest.mark.parametrize("ready", [(S,), (S, N), (E, S, W)])
def test_ready_hand_payments_as_payments(ready: tuple[Seat, ...]) -> None:
    got = settle_hand(ZEN_KOAN, HandOutcome(ready=ready))
    assert got.by_seat() == ready_hand_settlement(ZEN_KOAN, ready) and got.nets == nets_of(got.payments)
    assert {p.payee for p in got.payments} == set(ready) and all(p.reason == "ready" for p in got.payments)


def test_the_explainer_says_you_with_its_grammar() -> None:
    names = ("You", "Bo", "Cy", "Di")
    win = SimpleNamespace(
        payments=(-160, -25, 210, -25),
        value=70,
        winner=W,
        self_drawn=False,
        discarder=N,
        responsible=E,
        immune=(N,),
        context=SimpleNamespace(robbing_kong=False),
        hand=SimpleNamespace(winning=T("5p")),
    )
    text = " ".join(system_for(ZJ).explain_win(win, ZJ, lambda s: names[s.index], lambda t: t.name_en))
    assert "and you, responsible, pay the rest: 3 × 70 − 50 = 160." in text
    assert "You were the first to throw 5 Dots since Cy's own last discard." in text
    mine = SimpleNamespace(**{**win.__dict__, "discarder": E, "immune": (), "value": 30, "payments": (-90, 0, 90, 0)})
    zk = " ".join(system_for(ZEN_KOAN).explain_win(mine, ZEN_KOAN, lambda s: names[s.index]))
    assert zk == "Won on your discard: you pay 90 alone (3 × 30)."


def test_one_sentence_per_payment() -> None:
    claim = _claim("123m456m789s23s55z +1s", S, None)
    got = settle_hand(ZEN_KOAN, HandOutcome((claim,)))
    sentences = system_for(ZEN_KOAN).explain_payments(got, ZEN_KOAN)
    assert len(sentences) == len(got.payments) == 3
    assert sentences[0].startswith(f"East pays South {got.payments[0].amount}") and "double" in sentences[0]


def test_the_deal_in_question_follows_responsibility() -> None:
    responsible = cost_of_deal_in(ZJ_OLDER, DealIn(E, W, 70, T("5p"), ((W, T("1m")), (N, T("2m")), (E, T("5p")))))
    assert responsible.responsible and responsible.amount == deal_in_cost(ZJ_OLDER, 70) == 150
    assert responsible.self_drawn_share == 70
    # South threw 5p first since West's last discard: East only follows, pays the standard score.
    follow = cost_of_deal_in(ZJ, DealIn(E, W, 70, T("5p"), ((W, T("1m")), (S, T("5p")), (N, T("2m")), (E, T("5p")))))
    assert not follow.responsible and follow.amount == 25


def test_the_engine_asks_the_system_for_every_win_check(monkeypatch: pytest.MonkeyPatch) -> None:
    import zjgame.scoring.system as seam
    from zjgame.commands import replay

    real = system_for(ZJ)
    calls = []

    class Counting:
        def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
            return getattr(real, name)

        def may_win(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            calls.append(args[0].name)
            return real.may_win(*args, **kwargs)

    monkeypatch.setitem(seam._REGISTRY, "zung-jung", Counting())
    record = (Path(__file__).parent.parent / "data" / "guard" / "zj.records.jsonl").read_text().splitlines()[0]
    hands, diffs = replay.replay_file(record)
    assert diffs == [] and hands[0]["finished"] and calls and set(calls) == {"zj"}


def test_each_system_says_why_it_refuses_a_win() -> None:
    """The seam's ``refusal``: the engine's refusal codes come from the system, not from its own numbers."""
    from zjgame.engine.codes import Reason
    from zjgame.scoring.system import REFUSALS

    assert {Reason(code) for code in REFUSALS} <= set(Reason)
    context = WinContext(seat=S, round_wind=E)
    pairs = parse_hand("11m22m33p44p55s66s7z +7z")  # Seven Pairs: a win in Zung Jung, none in British (B3)
    assert system_for(ZJ).refusal(pairs, context, ZJ) is None
    assert system_for(BRITISH).refusal(pairs, context, BRITISH) == "no_winning_hand"
    pungs = parse_hand("111p678s5z [999m] [444z] +5z")
    assert system_for(BRITISH).refusal(pungs, context, BRITISH) is None


@pytest.mark.parametrize(
    ("name", "minimum", "big_hand"),
    [("zj", 0, 25), ("zj-min5", 5, 25), ("zj-older", 0, 30), ("zen-koan", 5, 25), ("british", 0, None)],
)
def test_the_system_answers_its_minimum_and_the_big_hand_line(name: str, minimum: int, big_hand: int | None) -> None:
    # ZJ §7 (the 5-point minimum variant), ZJ §6 (each pays up to the standard score, the discarder the rest), B3 (no
    # minimum) and B5 (the discarder pays like any loser): the practice mode and the deal-in statistics ask these
    ruleset = get_preset(name)
    system = system_for(ruleset)
    assert system.minimum_points(ruleset) == minimum
    assert system.big_hand(ruleset) == big_hand


def _json_total(text: str) -> int:
    obj = json.loads(text)
    return int(obj["total"]) if obj["valid"] else 0


def test_the_total_alone_is_the_total_of_the_json_under_every_system() -> None:
    """``score_win_total`` (the computer players' question) answers what ``score_win_json``'s text says: its total,
    0 for a hand that does not win (not a winning shape, or under a minimum, ZJ §7), the same refusals."""
    import random

    from tests.scoring.random_hands import random_case

    rng = random.Random(20261205)
    seen = {"won": 0, "refused": 0, "under a minimum": 0}
    for n in range(3_000):
        counts, w, melds, bonus, ctx, ruleset = random_case(rng)
        if n % 3 == 0:  # British, with the contexts British knows (no bonus tiles in these hands)
            ruleset, bonus = BRITISH, ()
            ctx = WinContext(seat=ctx.seat, round_wind=ctx.round_wind, self_drawn=ctx.self_drawn)
        system = system_for(ruleset)
        try:
            text = system.score_win_json(counts, w, melds, bonus, ctx, ruleset)
        except ScoringInputError as err:
            with pytest.raises(ScoringInputError, match=str(err)[:20]):
                system.score_win_total(counts, w, melds, bonus, ctx, ruleset)
            continue
        total = system.score_win_total(counts, w, melds, bonus, ctx, ruleset)
        assert total == _json_total(text), (ruleset.name, counts, w, melds, bonus, ctx)
        seen["won" if total else "refused"] += 1
        if "needs at least" in text:
            seen["under a minimum"] += 1
    assert min(seen.values()) > 20, seen
