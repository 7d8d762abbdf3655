"""The engine (pure): the referee of a round and a match (ZJ §1-§3, §6; Zen Koan §7 as ruleset data).

    from zjgame.engine.round import RoundState          # start / legal_actions / apply / view_for
    from zjgame.engine.actions import Discard, DeclareSelfDrawnWin, DeclareKong, SetAsideBonus, \\
        ClaimWin, ClaimPung, ClaimKong, ClaimChow, Pass, format_action, parse_action
    from zjgame.engine.events import TileDrawn, TileDiscarded, MeldDeclared, ClaimResolved, HandWon, ...
    from zjgame.engine.view import SeatView, Phase
    from zjgame.engine.match import MatchState          # 16 hands, dealer rotation, totals
    from zjgame.engine.record import ...                # game records and replay (interfaces §4)

Nothing is imported here, so importing a submodule stays cheap.
"""
