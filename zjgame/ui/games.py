"""Where a table's game comes from: a new game (the new-game scene, or ``zjgame --seed/--ruleset/--players``),
the autoplay demonstration (``zjgame --autoplay``), or the saved game (Continue). Each gives a
``GameController``; the caller opens the table with ``Push("table", controller=...)``.

Owns: ``new_game``, ``autoplay_game``, ``saved_game``. Not: the controller itself or the save format.
"""

from __future__ import annotations

from zjgame.rules.ruleset import get_ruleset
from zjgame.ui.app_api import AppOptions
from zjgame.ui.controller import GameController, SaveError, new_players
from zjgame.ui.storage import Storage


def new_game(
    options: AppOptions, *, ruleset: str, strengths: tuple[str, ...], hands: int, seed: int, practice: bool = False
) -> GameController:
    """You (player 0) against three computers of ``strengths``; the game gets its identity in the history
    (``zjgame.history.new_game_fields``), kept in its saves."""
    from zjgame.history.facts import new_game_fields

    players = new_players(strengths, seed, human=True)
    ctl = GameController(get_ruleset(ruleset), players, hands, seed, threaded=options.threaded_ai, practice=practice)
    ctl.game_fields = new_game_fields()
    return ctl


def autoplay_game(options: AppOptions) -> GameController:
    """Four computer players (``--players``, normal by default) for ``--hands`` hands (the ruleset's game
    length by default), decisions made inline so that frames and screenshots are reproducible."""
    seed = options.seed if options.seed is not None else 1
    names = options.players or ("normal",) * 4
    players = new_players(tuple(names), seed, human=False)
    ruleset = get_ruleset(options.ruleset or "zj")
    hands = max(options.hands or ruleset.hands_in_game, 1)
    return GameController(
        ruleset, players, min(hands, ruleset.hands_in_game) if not options.hands else hands, seed, threaded=False
    )


def saved_game(storage: Storage, threaded: bool) -> GameController | None:
    """The saved game, resumed exactly; None when there is none or it cannot be resumed (a save the engine
    refuses is set aside). Either way the storage's notices say why (``storage.pop_notices()``)."""
    record = storage.load_game()
    if record is None:
        return None
    try:
        return GameController.from_record(record, threaded=threaded)
    except SaveError as err:
        storage.reject_game(str(err))
        return None
