"""The screens of the game: title, new game, table, score panel, final standings, settings, rules, confirm."""
