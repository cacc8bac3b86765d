"""The one way the program writes its files (saves, settings, names, statistics), the one way it
reads their JSON (`read_json`), and the one way it keeps a damaged file aside.

`write_atomic`: a temporary file in the same folder, flushed and `os.fsync`ed, then `os.replace`d
over the old file, then the folder fsynced where the system allows it. A kill or a power cut at
any moment leaves the old file or the new one, never an empty or half-written one; a full disk
leaves the old file and no temporary file, and raises the OSError for the caller to report.
A kill between the two steps leaves the temporary file: `remove_leftovers` clears those at start.
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

STARTED = time.time()  # when this program started (this module is imported at start-up)
LEFTOVER = re.compile(r".+\.json\.(\d+)\.tmp")  # write_atomic's temporary files: NAME.json.<pid>.tmp


# A surrogate escape with no partner ("\ud800"): valid JSON, but a string no font, file or window can
# take (UnicodeEncodeError at the first text drawn from it)
_HIGH, _LOW = r"\\u[dD][89abAB][0-9a-fA-F]{2}", r"\\u[dD][c-fC-F][0-9a-fA-F]{2}"
LONE_SURROGATE = re.compile(rf"{_HIGH}(?!{_LOW})|(?<!{_HIGH}){_LOW}")


def read_json(path: Path):
    """The JSON in `path` (UTF-8), any lone surrogate in its strings read as "\ufffd" (a name
    typed into a file by hand loses that letter, not the game); OSError or ValueError as json's."""
    text = Path(path).read_text(encoding="utf-8")
    if "\\u" in text:
        text = LONE_SURROGATE.sub(r"\\ufffd", text)
    return json.loads(text)


def write_atomic(path: Path, text: str, keep_unreadable: bool = False) -> None:
    """Replace `path` by `text` (UTF-8) all at once; OSError (nothing changed) if that fails, and,
    with `keep_unreadable`, when a file there cannot be read now (no permission): it may be whole."""
    path = Path(path)
    if keep_unreadable and present(path):
        path.read_bytes()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")  # unique: two programs never share one
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())  # the bytes are on disk before the name points at them
        os.replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
        raise
    _sync_folder(path.parent)


def present(path: Path) -> bool:
    """Is there a file at `path`? False also when its folder cannot be read (Path.exists raises
    then): the program says so once at start and runs on as if nothing were saved."""
    try:
        return Path(path).is_file()
    except OSError:
        return False


def in_the_way(path: Path) -> bool:
    """Is something other than a file at `path` (a folder made by hand)? Nothing can be saved there."""
    try:
        return Path(path).exists() and not Path(path).is_file()
    except OSError:
        return False


def remove_leftovers(folder: Path) -> list[Path]:
    """Remove the temporary files an interrupted `write_atomic` left in `folder` (a kill between
    writing and renaming): only our own pattern, only files older than this program (another
    copy of the program writing now is left alone). The paths removed."""
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed  # no folder yet, or one we cannot read (said at start)
    for entry in entries:
        match = LEFTOVER.fullmatch(entry.name)
        if match is None or int(match.group(1)) == os.getpid():
            continue
        try:
            if entry.is_file(follow_symlinks=False) and entry.stat().st_mtime < STARTED:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable. POSIX only: Windows cannot open a folder this way (and
    its os.replace is already durable with NTFS's journal), so there it is skipped."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse to sync a folder; the file itself is already synced
    finally:
        os.close(fd)


def _aside_names(path: Path):
    """`<stem>.damaged.json`, then `<stem>-2.damaged.json`, `-3`, …: where damaged copies go."""
    yield path.with_name(f"{path.stem}.damaged.json")
    n = 2
    while True:
        yield path.with_name(f"{path.stem}-{n}.damaged.json")
        n += 1


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file to `<stem>.damaged.json` (or `-2`, `-3`, … so an earlier one is
    never overwritten); the new name, or None if it could not be moved."""
    path = Path(path)
    target = next(name for name in _aside_names(path) if not present(name))
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def aside_if_damaged(path: Path, whole) -> bool:
    """At start: set `path` aside when its JSON is damaged or `whole(data)` says it is not what it
    should be; True if it was. A file that cannot be read now (no permission) stays where it is."""
    if not present(path):
        return False
    try:
        if whole(read_json(path)):
            return False
    except OSError:
        return False
    except (ValueError, RecursionError, MemoryError, TypeError, KeyError, AttributeError):
        pass  # cut short, not text, nested too deep, or of the wrong shape
    set_aside(path)
    return True


def last_set_aside(path: Path) -> Path | None:
    """The copy of `path` most recently set aside (the last of its names in use), or None."""
    last = None
    for name in _aside_names(Path(path)):
        if not present(name):
            return last
        last = name
