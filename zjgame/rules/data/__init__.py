"""Generated data files of the rules package (see zjgame/rules/suit_table.py)."""
