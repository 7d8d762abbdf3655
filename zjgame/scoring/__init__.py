"""Scoring (pure): the 44 Zung Jung patterns, the scorer and the payment schemes."""
