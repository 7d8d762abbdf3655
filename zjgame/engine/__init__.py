"""The engine (pure): the referee of a round and a match."""
