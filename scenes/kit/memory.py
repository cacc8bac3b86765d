"""Memory that stays flat when a kiosk cycles the games for days (measured by `python -m benchmarks --soak`).

Two things made the attract loop's memory climb even with every cache bounded (surface_cache.py):
- A table that leaves the stack sits in reference cycles (sprites, runners and callbacks point back
  at it), so its layers (8 MB each at 1920×1080) waited for Python's rare full collection. `released()`
  collects at once, when a table has just gone (never during play: a full collection takes a few ms).
- glibc's malloc raises its threshold for using mmap each time a big block is freed, so later
  canvas-sized surfaces land in the heap and the freed ones leave holes the system never gets back.
  `keep_big_blocks_apart()` pins the threshold: blocks of 256 kB and more (canvas layers, full-size
  card art) are mapped on their own and go back to the system when freed.
"""

from __future__ import annotations

import ctypes
import gc
import sys

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter (malloc.h)
BIG_BLOCK = 256 * 1024


def keep_big_blocks_apart() -> bool:
    """On Linux with glibc: big blocks always mmapped (see the module docstring). True if set."""
    if not sys.platform.startswith("linux"):  # other systems' allocators return big blocks already
        return False
    try:
        libc = ctypes.CDLL("libc.so.6")
        return bool(libc.mallopt(M_MMAP_THRESHOLD, BIG_BLOCK))
    except (OSError, AttributeError):  # musl and others: no mallopt; nothing to pin
        return False


def released() -> int:
    """A table has left the stack: free it (and its surfaces) now, not at a far-off full collection."""
    return gc.collect()
