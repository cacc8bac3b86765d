"""The one way the program writes its files (saves, settings, names, statistics), and the one way
it keeps a damaged file aside.

`write_atomic`: a temporary file in the same folder, flushed and `os.fsync`ed, then `os.replace`d
over the old file, then the folder fsynced where the system allows it. A kill or a power cut at
any moment leaves the old file or the new one, never an empty or half-written one; a full disk
leaves the old file and no temporary file, and raises the OSError for the caller to report.
"""

from __future__ import annotations

import os
from pathlib import Path


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` by `text` (UTF-8) all at once; OSError (nothing changed) if that fails."""
    path = Path(path)
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


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file to `<stem>.damaged.json` (or `-2`, `-3`, … so an earlier one is
    never overwritten); the new name, or None if it could not be moved."""
    path = Path(path)
    target = path.with_name(f"{path.stem}.damaged.json")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.stem}-{n}.damaged.json")
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
