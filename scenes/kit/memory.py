"""Memory that stays flat when a kiosk cycles the games for days (measured by `python -m benchmarks --soak`).

Three things made the attract loop's memory climb even with every cache bounded (surface_cache.py):
- A table that leaves the stack sits in reference cycles (sprites, runners and callbacks point back
  at it), so its layers (8 MB each at 1920×1080) waited for Python's rare full collection. `released()`
  collects at once, when a table has just gone (never during play: a full collection takes a few ms).
- glibc's malloc raises its threshold for using mmap each time a big block is freed, so later
  canvas-sized surfaces land in the heap and the freed ones leave holes the system never gets back.
  `keep_big_blocks_apart()` pins the threshold: blocks of 256 kB and more (canvas layers, full-size
  card art) are mapped on their own and go back to the system when freed.
- Below that size the surface caches' entries (card faces, texts) live in the heap. Once the caches
  are at their budgets (the attract loop's second round) every new entry pushes out an older one of
  another size, so the heap fills with free holes between live blocks; glibc gives back only the
  free space at its very top. `released()` therefore also asks glibc to give back every free page
  (`malloc_trim`), when a table has gone.
"""

from __future__ import annotations

import gc
import os
import sys

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter (malloc.h)
BIG_BLOCK = 256 * 1024


def plain_x11_framebuffer() -> bool:
    """Before the display starts, on Linux under X11: draw the window through X11's own shared
    memory image, not an OpenGL texture. SDL prefers the texture, which loads the whole GL stack
    (Mesa and LLVM: +104 MiB resident for a bare window, 136 against 32 MiB) and, on a machine
    with software GL, makes each flip cost 10–20 ms of CPU instead of under 1. Wayland, macOS
    and Windows are left alone (SDL has no plain framebuffer there, or uses it already).
    True if the hint was set; a hint set by the person starting the program wins."""
    driver = os.environ.get("SDL_VIDEODRIVER", "")
    x11 = driver == "x11" or (not driver and bool(os.environ.get("DISPLAY")))
    if not (sys.platform.startswith("linux") and x11) or "SDL_FRAMEBUFFER_ACCELERATION" in os.environ:
        return False
    os.environ["SDL_FRAMEBUFFER_ACCELERATION"] = "0"
    return True


def _glibc():
    """glibc on Linux, else None (musl, macOS and Windows allocators have no mallopt/malloc_trim)."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # here: the first frame needs none of it

    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.malloc_trim  # noqa: B018 — glibc only
        return libc
    except (OSError, AttributeError):
        return None


def keep_big_blocks_apart() -> bool:
    """On Linux with glibc: big blocks always mmapped (see the module docstring). True if set."""
    libc = _glibc()
    return bool(libc.mallopt(M_MMAP_THRESHOLD, BIG_BLOCK)) if libc is not None else False


def give_back_free_pages() -> bool:
    """glibc: return every whole free page inside the heap to the system (not only its top).
    Takes a few ms on a ~50 MB heap: called when a table has gone, never while one plays."""
    libc = _glibc()
    return bool(libc.malloc_trim(0)) if libc is not None else False


def released() -> int:
    """A table has left the stack: free it (and its surfaces) now, not at a far-off full collection,
    with what the caches kept for it (its scaled faces, texts, shadows; the full-size images, the
    felt among them, stay), and give the freed heap pages back (see the module docstring)."""
    from scenes.kit.surface_cache import forget_all

    forget_all(keep=("image",))
    found = gc.collect()
    give_back_free_pages()
    return found


def allocator_mb() -> dict[str, float]:
    """glibc ≥ 2.33: the heap's size, its free part (holes) and the separately mapped big blocks,
    in MB, for the soak's report; {} elsewhere."""
    libc = _glibc()
    info = getattr(libc, "mallinfo2", None) if libc is not None else None
    if info is None:
        return {}
    import ctypes

    class Mallinfo2(ctypes.Structure):
        _fields_ = [(name, ctypes.c_size_t) for name in
                    "arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks keepcost".split()]

    info.restype = Mallinfo2
    m = info()
    return {"heap_mb": round(m.arena / 2**20, 1), "heap_free_mb": round(m.fordblks / 2**20, 1),
            "mmap_mb": round(m.hblkhd / 2**20, 1)}
