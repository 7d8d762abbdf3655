"""The rules vocabulary (pure, standard library only): tiles, seats, melds, hands and their notation,
hand shapes (arrangements, waits, irregular hands) and rulesets as data.

It knows nothing of points (``zjgame.scoring``) or of turns and claims (``zjgame.engine``).
"""
