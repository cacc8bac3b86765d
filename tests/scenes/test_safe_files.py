"""The one write path: atomic, durable, and clean when the disk is full."""

from __future__ import annotations

import errno
import os
import re
from pathlib import Path

import pytest

from scenes.kit import safe_files
from scenes.kit.safe_files import set_aside, write_atomic

ROOT = Path(__file__).resolve().parents[2]


def test_write_replaces_the_file_and_syncs_file_and_folder(tmp_path, monkeypatch):
    path = tmp_path / "sub" / "settings.json"
    synced = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(fd) or real(fd))
    write_atomic(path, "old")
    write_atomic(path, "new ä")
    assert path.read_text(encoding="utf-8") == "new ä"
    assert len(synced) == (4 if os.name == "posix" else 2)  # the file, then its folder, each time
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]


@pytest.mark.parametrize("where", ["write", "fsync"])
def test_a_full_disk_keeps_the_old_file_and_leaves_no_temporary(tmp_path, monkeypatch, where):
    path = tmp_path / "stats.json"
    write_atomic(path, "old")

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    if where == "fsync":
        monkeypatch.setattr(os, "fsync", full)
    else:
        monkeypatch.setattr(safe_files, "open", lambda *a, **k: _FullFile(*a, **k), raising=False)
    with pytest.raises(OSError) as info:
        write_atomic(path, "new" * 1000)
    assert info.value.errno == errno.ENOSPC
    assert path.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stats.json"]


class _FullFile:
    """A file whose disk fills half-way through the write."""

    def __init__(self, path, *args, **kwargs):
        self.f = open(path, *args, **kwargs)  # noqa: SIM115

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()

    def write(self, text):
        self.f.write(text[: len(text) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")


def test_set_aside_never_overwrites_an_earlier_damaged_file(tmp_path):
    names = []
    for n in range(3):
        path = tmp_path / "names.json"
        path.write_text(str(n), encoding="utf-8")
        names.append(set_aside(path).name)
    assert names == ["names.damaged.json", "names-2.damaged.json", "names-3.damaged.json"]
    assert (tmp_path / "names-3.damaged.json").read_text(encoding="utf-8") == "2"


@pytest.mark.parametrize(
    "module", ["scenes/session.py", "scenes/settings_store.py", "scenes/stats_store.py"]
)
def test_saves_settings_names_and_statistics_write_only_through_the_one_path(module):
    source = (ROOT / module).read_text(encoding="utf-8")
    assert "write_atomic(" in source
    assert not re.search(r"\.write_text\(|\.write_bytes\(|os\.replace\(|open\([^)]*['\"]w", source)
