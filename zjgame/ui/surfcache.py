"""One bounded cache of rendered surfaces, used by the tile art, the text cache and the shared panels: least
recently used first out, bounded by the number of entries and by the bytes of pixels they hold, with a way to
drop what a window resize has made stale (``drop``) and counters for tests and ``--perf`` work (``misses``).

Owns: ``SurfaceCache``, ``surface_bytes``.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator

import pygame


def surface_bytes(surf: pygame.Surface) -> int:
    """The bytes of pixels a surface holds (its pitch times its height)."""
    return surf.get_pitch() * surf.get_height()


class SurfaceCache:
    """``get(key, make)``: the cached surface for ``key``, made (and counted as a miss) when absent."""

    def __init__(self, max_entries: int, max_bytes: int) -> None:
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.max_entries = max(1, max_entries)
        self.max_bytes = max(1, max_bytes)
        self.bytes = 0
        self.misses = 0
        self.on_miss: Callable[[Hashable], None] | None = None  # tests and measurements watch cold renders

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def __iter__(self) -> Iterator[Hashable]:
        return iter(list(self._items))

    def keys(self) -> list[Hashable]:
        return list(self._items)

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            return surf
        self.misses += 1
        if self.on_miss is not None:
            self.on_miss(key)
        surf = make()
        self.put(key, surf)
        return surf

    def peek(self, key: Hashable) -> pygame.Surface | None:
        """The cached surface, or None (not counted, order unchanged)."""
        return self._items.get(key)

    def put(self, key: Hashable, surf: pygame.Surface) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._items[key] = surf
        self.bytes += surface_bytes(surf)
        while len(self._items) > 1 and (len(self._items) > self.max_entries or self.bytes > self.max_bytes):
            _key, gone = self._items.popitem(last=False)
            self.bytes -= surface_bytes(gone)

    def drop(self, stale: Callable[[Hashable], bool]) -> int:
        """Forget every entry whose key is ``stale``; how many went."""
        gone = [k for k in self._items if stale(k)]
        for k in gone:
            self.bytes -= surface_bytes(self._items.pop(k))
        return len(gone)

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0
