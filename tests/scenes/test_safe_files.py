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
    "module",
    [
        "scenes/session.py",
        "scenes/settings_store.py",
        "scenes/stats_store.py",
        "scenes/last_setup.py",
        "scenes/tutorial_store.py",
    ],
)
def test_saves_settings_names_and_statistics_write_only_through_the_one_path(module):
    source = (ROOT / module).read_text(encoding="utf-8")
    assert "write_atomic(" in source
    assert not re.search(r"\.write_text\(|\.write_bytes\(|os\.replace\(|open\([^)]*['\"]w", source)


def test_leftovers_of_interrupted_saves_are_removed_only_if_ours_and_older_than_this_program(tmp_path):
    old = safe_files.STARTED - 60
    names = {
        "racko.json.4242.tmp": old,  # a kill between writing and renaming: removed
        "stats.json.7.tmp": old,  # removed
        f"wizard.json.{os.getpid()}.tmp": old,  # this program's own: left to write_atomic
        "settings.json.4243.tmp": safe_files.STARTED + 60,  # another copy writing right now
        "notes.tmp": old,  # not our pattern
        "racko.json.tmp": old,
        "racko.json.abc.tmp": old,
        "racko.json": old,
    }
    for name, mtime in names.items():
        (tmp_path / name).write_text("{}", encoding="utf-8")
        os.utime(tmp_path / name, (mtime, mtime))
    (tmp_path / "saves.json.1.tmp").mkdir()  # a folder by that name is not a file we wrote
    os.utime(tmp_path / "saves.json.1.tmp", (old, old))
    removed = safe_files.remove_leftovers(tmp_path)
    assert sorted(p.name for p in removed) == ["racko.json.4242.tmp", "stats.json.7.tmp"]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        set(names) - {"racko.json.4242.tmp", "stats.json.7.tmp"} | {"saves.json.1.tmp"}
    )
    assert safe_files.remove_leftovers(tmp_path / "missing") == []


def test_the_program_clears_leftovers_in_its_folders_at_start(monkeypatch, tmp_path):
    from scenes.kit.app import read_files
    from scenes.settings_store import config_dir, saves_dir

    monkeypatch.setenv("PELIPOYTA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("PELIPOYTA_DATA_DIR", str(tmp_path / "data"))
    saves_dir().mkdir(parents=True)
    config_dir().mkdir(parents=True)
    old = safe_files.STARTED - 60
    leftovers = [saves_dir() / "racko.json.99999.tmp", config_dir() / "settings.json.99999.tmp",
                 saves_dir().parent / "stats.json.99999.tmp"]
    for path in leftovers:
        path.write_text("{", encoding="utf-8")
        os.utime(path, (old, old))
    read_files("en")
    assert not any(path.exists() for path in leftovers)
