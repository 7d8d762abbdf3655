"""The engine (pure): the referee of a round and a match (ZJ §1-§3, §6; Zen Koan §7 and classic British B1, B2,
B6 as ruleset data).

- ``round.RoundState``: ``RoundState.start(wall, ruleset, round_wind, hand_number, scores) -> (state, events)``;
  ``legal_actions(seat)``, ``apply(seat, action) -> (state, events)`` (``errors.IllegalActionError``, with a
  ``codes.Reason`` from ``illegal``), ``view_for(seat) -> view.SeatView``, ``phase``, ``seats_to_act``,
  ``is_finished``, ``result``, ``actions()``. Its fields are ``fields.RoundFields``'; ``table.Table`` (private)
  makes the next state, ``window.ClaimWindow`` is an open claim window and ``options`` the claims it offers.
- ``codes``: ``WindowKind``, ``RulingKind``, ``Reason`` (string-valued enums).
- ``actions``: ``Discard``, ``DeclareSelfDrawnWin``, ``DeclareKong``, ``SetAsideBonus``, ``ClaimWin``,
  ``ClaimPung``, ``ClaimKong``, ``ClaimChow``, ``Pass``; ``format_action`` / ``parse_action`` (record form).
  ``Discard(tile, standing=True)`` declares a Standing Hand (B2). Where bonus tiles are set aside automatically
  (B1) the engine applies ``SetAsideBonus`` itself and keeps it in the history, so records show it.
- ``events``: ``TileDrawn``, ``BonusSetAside``, ``TileDiscarded``, ``ClaimWindowOpened``, ``ClaimAnswered``,
  ``ClaimResolved``, ``MeldDeclared``, ``HandWon``, ``HandDrawn``, ``HandEnded``; ``event_for_seat``.
- ``rulings.Ruling``, ``result.HandResult`` / ``WinResult`` (``to_json`` = ``replay --json`` per hand).
- ``match.MatchState`` (dealer rotation, round wind, totals, ``resume``), ``record`` (records and replay),
  ``wall`` (shuffled, parsed, checked), ``invariants.violations``.

Nothing is imported here, so importing a submodule stays cheap.
"""
