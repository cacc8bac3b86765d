"""A least-recently-used cache of pygame Surfaces bounded by their pixel bytes, not by a count.

A count says little about memory: 384 scaled card faces take 30 MB, 384 scaled felts 3 GB. A kiosk
cycling every game for days must keep memory flat, so each cache of surfaces (`resources.image`,
`scaled`, `text`, `ui` shadows) keeps at most `max_bytes` of pixels and forgets the least recently
used ones past that; one entry larger than the whole budget is still returned (and kept alone).
Python's `tracemalloc` does not see Surface pixels, so `surface_bytes()` reports them for benchmarks.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable
from typing import NamedTuple

import pygame

MB = 2**20
_all: dict[str, SurfaceCache] = {}  # every cache by name, for benchmarks/soak.py's report


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    maxsize: int  # bytes here (functools' is a count)
    currsize: int  # entries, like functools'
    nbytes: int


def pixel_bytes(surface: pygame.Surface) -> int:
    """The memory a Surface's pixels take (pitch × height)."""
    return surface.get_pitch() * surface.get_height()


class SurfaceCache:
    """`SurfaceCache(fn, max_bytes)(*args)`: `fn(*args)` once, kept while the bytes allow."""

    def __init__(self, fn: Callable[..., pygame.Surface], max_bytes: int, name: str | None = None):
        functools.update_wrapper(self, fn)
        self.fn = fn
        self.max_bytes = max_bytes
        self.entries: OrderedDict = OrderedDict()  # args -> (surface, bytes), oldest first
        self.nbytes = self.hits = self.misses = 0
        _all[name or fn.__qualname__] = self

    def __call__(self, *args):
        entry = self.entries.get(args)
        if entry is not None:
            self.hits += 1
            self.entries.move_to_end(args)
            return entry[0]
        self.misses += 1
        surface = self.fn(*args)
        size = pixel_bytes(surface)
        self.entries[args] = (surface, size)
        self.nbytes += size
        while self.nbytes > self.max_bytes and len(self.entries) > 1:
            _, (_, old) = self.entries.popitem(last=False)
            self.nbytes -= old
        return surface

    def cache_clear(self) -> None:
        self.entries.clear()
        self.nbytes = self.hits = self.misses = 0

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, self.max_bytes, len(self.entries), self.nbytes)


def surface_cache(max_bytes: int, name: str | None = None):
    """Decorator: `@surface_cache(32 * MB)` over a function of hashable arguments returning a Surface."""
    return lambda fn: SurfaceCache(fn, max_bytes, name)


def forget_all(keep: tuple[str, ...] = ()) -> None:
    """Empty every surface cache but those named in `keep` (a table has gone: its faces, texts and
    shadows are not shown again soon, and the next screen makes its own)."""
    for name, c in _all.items():
        if name not in keep:
            c.entries.clear()
            c.nbytes = 0


def surface_bytes() -> dict[str, dict]:
    """Every surface cache's entries and megabytes (what the kiosk soak reports)."""
    return {name: {"entries": len(c.entries), "mb": round(c.nbytes / MB, 1),
                   "budget_mb": round(c.max_bytes / MB, 1)} for name, c in _all.items()}
