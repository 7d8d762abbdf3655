"""The screens of the game, one module each: title, new game, table, menu, confirm, score panel, practice review,
final standings, settings, rules, calculator, replay list and replay viewer. Each is registered under its
``name`` in ``zjgame.ui.registry``; none imports another (see the ``zjgame.ui`` docstring)."""
