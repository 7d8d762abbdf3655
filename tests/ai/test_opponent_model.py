"""The calibrated opponent models (``ai.opponents``) on textbook tables: a third dragon against two exposed dragon
pungs is dangerous, a suit collected in three exposed melds is dangerous in that suit, a tile the opponent let
pass or threw itself last is cheap where the rules make it so; early in the hand nobody looks ready; every cost
is the settlement's answer; only the seat's view is read; every ruleset has its shipped parameters."""

from __future__ import annotations

import json
import random

import pytest

from ai.danger import DangerModel
from ai.opponents import FITTED, OpponentModel, Params, ParamsError, params_for
from ai.opponents.model import data_file
from ai.view_tools import RiverTile, TableInfo
from tests.ai.test_players import _mid_hand_states, _shuffle_hidden
from zjgame.rules.hand import parse_hand
from zjgame.rules.melds import Meld
from zjgame.rules.ruleset import RULESETS
from zjgame.rules.seats import Seat
from zjgame.rules.tiles import TILES34, Tile
from zjgame.scoring import DealIn, cost_of_deal_in

E, S, W, N = Seat.E, Seat.S, Seat.W, Seat.N


def T(text: str) -> tuple[Tile, ...]:
    return parse_hand(text, require_winning=False).concealed


def melds(*texts: str) -> tuple[Meld, ...]:
    out = []
    for t in texts:
        tiles = tuple(Tile(f"{d}{t[-1]}") for d in t[:-1])
        out.append(Meld.pung(tiles[0], E) if len(set(tiles)) == 1 else Meld.chow(tiles[0], tiles[0], E))
    return tuple(out)


def river(*items: str) -> tuple[RiverTile, ...]:
    """``"S:1m"`` items in table order."""
    return tuple(RiverTile(Seat(i[0]), Tile(i[2:])) for i in items)


def rounds(n: int, south_last: str | None = None) -> tuple[RiverTile, ...]:
    """``n`` plain rounds of discards (E, S, W, N; terminals and winds nobody waits on); South's last one
    replaced by ``south_last``."""
    pool = ["1m", "9m", "1s", "9s", "1p", "9p", "2z", "3z", "4z"]
    out = [f"{s}:{pool[(i * 4 + j) % len(pool)]}" for i in range(n) for j, s in enumerate("ESWN")]
    if south_last is not None:
        out[4 * (n - 1) + 1] = f"S:{south_last}"
    return river(*out)


def table(south: tuple[Meld, ...], riv: tuple[RiverTile, ...], ruleset: str = "zj", **kw) -> TableInfo:
    concealed = {E: 14, S: 13 - 3 * len(south), W: 13, N: 13}
    base = dict(
        seat=E,
        hand=T("2345m3456p4567s5z"),
        melds={S: south},
        river=riv,
        discards={s: tuple(r.tile for r in riv if r.seat is s) for s in (E, S, W, N)},
        concealed_counts=concealed,
        tiles_left=30,
        ruleset=RULESETS[ruleset],
    )
    base.update(kw)
    return TableInfo(**base)


def test_nobody_looks_ready_in_the_first_turns():
    model = OpponentModel(table((), rounds(2)))
    for seat in (S, W, N):
        assert model.ready_chance(seat) < 0.01
    later = OpponentModel(table((), rounds(12)))
    assert later.ready_chance(S) > 5 * model.ready_chance(S)


def test_a_tile_the_opponent_let_pass_is_nearly_safe():
    # South threw 9m last, then West threw 5p and South let it go: with the same hand it cannot win on it.
    fresh = OpponentModel(table(melds("555z", "789m"), (*rounds(8), *river("E:1z", "S:9m", "W:4z"))))
    passed = OpponentModel(table(melds("555z", "789m"), (*rounds(8), *river("E:1z", "S:9m", "W:5p"))))
    assert passed.deal_in_chance(Tile("5p"), S) < 0.2 * fresh.deal_in_chance(Tile("5p"), S)


def test_the_opponents_own_last_discard_costs_only_a_share_in_zung_jung_not_in_zen_koan():
    # South is ready on a big hand (two dragon pungs, four melds) and threw 5p last. ZJ §6: the winner threw the
    # winning kind first in the window, so nobody is responsible and a win on our 5p costs only the share (there
    # is no furiten, ZJ §2, so the chance is not zero). Zen Koan: the discarder pays, no immunity (ZJ §7).
    # (The payment goes through the fit's cost map, a strictly increasing map of the settlement's average.)
    south = melds("555z", "666z", "222m", "888s")
    for name in ("zj", "zen-koan"):
        model = OpponentModel(table(south, rounds(9, south_last="5p"), name))
        cost_map = model.params.recalibration["cost"]
        cost, share = model.win_cost(S, Tile("5p"))
        fresh_cost, _ = model.win_cost(S, Tile("6p"))
        assert model.deal_in_chance(Tile("5p"), S) > 0
        if name == "zj":
            assert cost == pytest.approx(cost_map(share)) and fresh_cost > 1.5 * cost
        else:
            assert cost == pytest.approx(fresh_cost) and cost > 1.5 * share


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_costs_are_the_settlements_answer(name):
    model = OpponentModel(table(melds("555z", "123p"), rounds(7), name))
    tile = Tile("6p")
    values = model.values(S, tile)
    river_pairs = tuple((r.seat, r.tile) for r in model.info.river)
    answers = [cost_of_deal_in(model.info.ruleset, DealIn(E, S, v, tile, (*river_pairs, (E, tile)), E)) for v in values]
    cost, share = model.win_cost(S, tile)
    # the payment: the settlement's average through the fit's cost map (strictly increasing, ai.opponents)
    cost_map = model.params.recalibration["cost"]
    assert cost == pytest.approx(cost_map(sum(a.amount for a in answers) / len(answers)))
    assert share == pytest.approx(sum(a.self_drawn_share for a in answers) / len(answers))
    risks = model.tile_risk(tile)
    assert [r.seat for r in risks] == [S, W, N]
    assert model.expected_loss(tile) == pytest.approx(sum(r.p_deal_in * r.cost for r in risks))
    assert 0 <= model.total_deal_in(tile) <= 1


def test_interception_gives_the_first_seat_in_turn_order_the_win():
    info = table(melds("555z", "123p"), rounds(7), melds={S: melds("555z", "123p"), W: melds("666z", "456p")})
    zj = OpponentModel(info)
    p_s, p_w = zj.deal_in_chance(Tile("5p"), S), zj.deal_in_chance(Tile("5p"), W)
    risks = {r.seat: r.p_deal_in for r in zj.tile_risk(Tile("5p"))}
    assert risks[S] == pytest.approx(p_s) and risks[W] == pytest.approx(p_w * (1 - p_s))


def test_a_declared_standing_hand_is_ready():
    info = table((), rounds(3), "british")
    model = OpponentModel(info, standing=(False, True, False, False))
    assert model.ready_chance(S) == 1.0
    assert model.ready_chance(W) < 0.05


def test_dead_honour_and_bonus_tiles_are_safe():
    info = table(melds("234s"), (*rounds(6), *river("S:7z", "W:7z", "N:7z")), hand=T("2345m3456p4567s7z"))
    model = OpponentModel(info)
    assert model.deal_in_chance(Tile("7z"), S) == 0.0
    assert model.tile_danger(Tile("7z")).cost == 0.0


def test_the_danger_model_interface_is_answered():
    model = OpponentModel(table(melds("555z", "666z"), rounds(8)))
    danger = model.tile_danger(Tile("7z"))
    assert danger.cost == pytest.approx(model.expected_loss(Tile("7z")))
    assert model.reads[S].ready == pytest.approx(model.ready_chance(S))
    assert "two dragon sets" in " ".join(model.reads[S].notes)
    ranked = model.ranking(list(model.info.hand))
    assert [d.cost for d in ranked] == sorted(d.cost for d in ranked)
    assert {d.tile for d in ranked} == set(model.info.hand)
    assert model.max_ready() == max(model.ready_chance(s) for s in (S, W, N))


def _numbers(model: OpponentModel) -> list[float]:
    out: list[float] = []
    for seat in model.info.opponents:
        out += [model.ready_chance(seat), model.hand_value(seat)]
    for t in TILES34:
        out += [model.expected_loss(t), model.total_deal_in(t)]
    return out


@pytest.mark.parametrize("ruleset_name", ["zj", "zen-koan"])
def test_the_model_reads_only_the_seats_view(ruleset_name):
    ruleset = RULESETS[ruleset_name]
    kept, _ = _mid_hand_states(5, ruleset)
    rng = random.Random(2)
    for state, seat in kept[::4]:
        other = _shuffle_hidden(state, seat, rng)
        assert other.view_for(seat) == state.view_for(seat)
        a = OpponentModel.from_view(state.view_for(seat))
        b = OpponentModel.from_view(other.view_for(seat))
        assert _numbers(a) == _numbers(b)


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_every_ruleset_has_its_parameters(name):
    params = params_for(name)
    assert params.ruleset in FITTED
    assert params.ready and params.wait and all(params.value.spreads)
    meta = params.meta
    assert meta.get("hands", 0) >= 100  # fitted on self-play, not written by hand


def test_a_parameter_file_of_another_format_is_refused():
    good = params_for("zj").to_json()
    assert Params.from_json(json.loads(json.dumps(good))) == params_for("zj")
    with pytest.raises(ParamsError):
        Params.from_json({**good, "format": "something-else/9"})
    with pytest.raises(ParamsError):
        Params.from_json({k: v for k, v in good.items() if k != "wait"})
    assert data_file("zj") == "opponents_zj.json"


def test_calibrated_read_is_lower_than_hard_v1s_early_in_the_hand():
    # issue 13: hard-v1's ready read was 2-6x too high early in the hand
    info = table(melds("234m"), rounds(4))
    assert OpponentModel(info).ready_chance(S) < 0.5 * DangerModel(info).reads[S].ready
