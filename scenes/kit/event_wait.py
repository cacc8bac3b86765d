"""Sleep until the next event without polling.

pygame-ce's `event.wait(timeout)` re-implements SDL's wait as a loop that pumps the queue and
sleeps 1 ms: a thousand wake-ups a second, 2–3% of a core under X11 while nothing happens. SDL
itself (≥ 2.0.22) truly blocks in `SDL_WaitEventTimeout` on a window system (X11, Wayland,
Windows, macOS): it waits on the display connection, and timers or another thread's
`pygame.event.post` wake it. Called with no event to fill, it leaves the event in the queue for
`pygame.event.get()`. So we call the very SDL library pygame loaded, through ctypes; where it
cannot be found (or is not the version pygame reports) `pygame.event.wait` is used instead.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pygame

WAKE = pygame.event.custom_type()  # another thread has something for the loop (a computer's move, a phone's)


def wake_main_loop() -> None:
    """Thread-safe (SDL's event queue is): the sleeping loop wakes and runs a frame."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:
        pass  # the display is gone: the app is closing


class _Version(ctypes.Structure):
    _fields_ = [("major", ctypes.c_uint8), ("minor", ctypes.c_uint8), ("patch", ctypes.c_uint8)]


def _loaded_sdl_paths() -> list[str]:
    """Where the SDL2 library this process uses lives (Linux: what is mapped; elsewhere: pygame's own)."""
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
                found = {line.split(None, 5)[-1].strip() for line in maps if "/libSDL2-2" in line}
        except OSError:
            return []
        return sorted(p for p in found if Path(p).exists())
    folder = Path(pygame.__file__).parent
    names = ("SDL2.dll",) if sys.platform == "win32" else ("libSDL2-2.0.0.dylib",)
    return [str(p) for name in names for p in (folder / name, folder / ".dylibs" / name) if p.exists()]


def _sdl() -> ctypes.CDLL | None:
    paths = _loaded_sdl_paths()
    if len(paths) != 1:
        return None  # none, or two SDLs loaded: which one pygame's queue is in is not known
    try:
        lib = ctypes.CDLL(paths[0])
        version = _Version()
        lib.SDL_GetVersion(ctypes.byref(version))
        if (version.major, version.minor, version.patch) != tuple(pygame.get_sdl_version()):
            return None
        lib.SDL_WaitEventTimeout.argtypes = [ctypes.c_void_p, ctypes.c_int]
        lib.SDL_WaitEventTimeout.restype = ctypes.c_int
        return lib
    except (OSError, AttributeError):
        return None


@cache
def blocking_wait() -> Callable[[int], list[pygame.event.Event]]:
    """`wait(ms)`: the events that came (maybe none) once one arrives or `ms` pass, sleeping meanwhile."""
    lib = _sdl()
    if lib is None:
        def wait(ms: int) -> list[pygame.event.Event]:
            event = pygame.event.wait(ms)
            return [event] if event.type != pygame.NOEVENT else []

        return wait

    def wait_in_sdl(ms: int) -> list[pygame.event.Event]:
        lib.SDL_WaitEventTimeout(None, max(1, ms))
        return pygame.event.get()

    return wait_in_sdl


def wait(ms: int) -> list[pygame.event.Event]:
    """The events that came (maybe none) once one arrives or `ms` pass; the thread sleeps meanwhile.
    Call it on the thread that opened the window, after the window is open."""
    return blocking_wait()(ms)
