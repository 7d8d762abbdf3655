"""Generated data files of the ai package (see ai/shanten_tables.py)."""
