"""One running copy per data folder: two would write over each other's saved games and statistics.

The claim is an operating-system lock on a file in the folder; the system lets go of it when the
process ends in any way, so a crash or a power cut never leaves the folder claimed.
"""

from __future__ import annotations

import errno
import os
import sys
import textwrap
from pathlib import Path

LOCK_NAME = "pelipoyta.lock"


class Claim:
    """The data folder held for this process (`file` None: the folder could not hold a lock file,
    and nothing is refused because of that; saving there says its own trouble)."""

    def __init__(self, file=None):
        self.file = file

    def release(self) -> None:
        if self.file is not None:
            self.file.close()  # closing lets go of the lock
            self.file = None


def claim(folder: Path) -> Claim | None:
    """The folder claimed for this copy, or None when another running copy holds it."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        file = open(folder / LOCK_NAME, "a+b")  # noqa: SIM115 (held open for the whole run)
    except OSError:
        return Claim()
    try:
        _lock(file)
    except OSError as error:
        file.close()
        return None if _held(error) else Claim()
    return Claim(file)


if sys.platform == "win32":
    import msvcrt

    def _lock(file) -> None:
        file.seek(0)
        msvcrt.locking(file.fileno(), msvcrt.LK_NBLCK, 1)

    def _held(error: OSError) -> bool:
        return error.errno in (errno.EACCES, errno.EDEADLOCK)
else:
    import fcntl

    def _lock(file) -> None:
        fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _held(error: OSError) -> bool:
        return isinstance(error, BlockingIOError)  # other errors (a file system without locks) refuse nothing


def say_already_open(lang: str | None = None) -> None:
    """Tell the person, in `lang` or the saved language: in a small window (`kit.notice`; else the
    system's message box), and on stderr for a terminal (a headless system gets stderr only)."""
    from game.core.i18n import _, set_language
    from scenes.settings_store import saved_language

    set_language(lang or saved_language())
    text = _("Pelipöytä is already open in another window. Switch to that window to play on: a second "
             "copy would write over the games saved there.")
    print(text, file=sys.stderr)
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return
    try:
        from scenes.kit.notice import show_notice

        show_notice("Pelipöytä", text, _("OK"))
    except Exception:  # noqa: BLE001 (no window here: the system's message box, else stderr alone)
        try:
            import pygame

            pygame.display.message_box("Pelipöytä", textwrap.fill(text, 60), "info")  # X11's do not wrap
        except Exception:  # noqa: BLE001
            pass
