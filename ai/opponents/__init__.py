"""Calibrated opponent models (issue 13): from what one seat sees, each opponent's chance of being ready, the
chance it wins on each tile we could discard, the value of its hand, and what a deal-in would cost us under the
ruleset's settlement. Fitted per ruleset on self-play logs by ``benchmarks/fit_opponents.py``, which ships the
weights as data (``ai/data/opponents_<ruleset>.json``); ``benchmarks/calibrate_opponents.py`` prints the
calibration report (predicted against observed, in bins, on hands the fit did not see).

The API (``OpponentModel(info, standing=...)`` or ``OpponentModel.from_view(view)``; build one per decision,
it caches per tile and seat; ``seat`` is an opponent of ``info.seat``)::

    model.ready_chance(seat) -> float            # chance it is ready now (a legal win one tile away)
    model.wait_chance(tile, seat) -> float       # chance it wins on a discard of tile, if it is ready
    model.deal_in_chance(tile, seat) -> float    # ready_chance x wait_chance (before interception)
    model.values(seat, tile=None) -> tuple[int]  # equally likely values of its hand if it wins (on tile)
    model.hand_value(seat, tile=None) -> float   # their mean: the expected value of its win
    model.tile_risk(tile) -> tuple[SeatRisk]     # per opponent: p_deal_in (interception applied), cost
                                                 # (expected payment if it wins on the discard), share
                                                 # (expected payment if it self-draws instead), value
    model.expected_loss(tile) -> float           # sum of p_deal_in x cost: expected points paid because we
                                                 # discard tile now (what we might pay anyway is not taken off)
    model.total_deal_in(tile) -> float           # chance some opponent wins on it
    model.win_cost(seat, tile) -> (cost, share)  # the settlement's answers, averaged over values(seat, tile)
                                                 # (the cost through the fit's cost map)
    model.self_draw_share(seat) -> float         # expected payment if it wins by self-draw

Each read ends in a strictly increasing map fitted on held-out self-play (``ai.opponents.recalibration``): ready,
deal-in, value and cost are calibrated as the players read them. Every cost is the scoring system's own answer
(``zjgame.scoring.cost_of_deal_in`` through the memoised ``ai.danger.settled_cost``), averaged over the spread
of values, then through the cost map: Zung Jung's responsibility and same-round immunity (ZJ §6), Zen Koan's
discarder-pays and East's double (ZJ §7), British B5. It also answers the ``ai.danger.DangerModel`` interface
(``reads``, ``max_ready``, ``payment``, ``tile_danger``, ``ranking``) so callers of either can switch.

Only the seat's view is read (``TableInfo``, and the Standing Hand flags, B2): never a hidden tile.
"""

from ai.opponents.model import FITTED, OpponentModel, Params, ParamsError, SeatRisk, params_for

__all__ = ["FITTED", "OpponentModel", "Params", "ParamsError", "SeatRisk", "params_for"]
