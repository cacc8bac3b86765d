"""Folders the program cannot read or write: one clear message on screen, the program runs on
without saving; never a traceback, never a crash loop.

File permissions mean nothing to root, and CI runs as root, so the program runs in a subprocess
that gives up the power to override them: it becomes `nobody` (os.setgid/os.setuid) when that
user can reach the interpreter, else it stays root without the two file-permission capabilities
(CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH): either way a folder with mode 000 is closed to it, as
it is to an ordinary user. Run as an ordinary user, it needs neither.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOBODY = 65534

# The child: give up the privileges, print every toast the screens show, run the real main().
CHILD = r"""
import ctypes, os, sys
how = sys.argv[1]
if how == "setuid":
    os.setgroups([])
    os.setgid(65534)  # nobody
    os.setuid(65534)
elif how == "caps":
    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]
    class Data(ctypes.Structure):
        _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32),
                    ("inheritable", ctypes.c_uint32)]
    libc = ctypes.CDLL(None, use_errno=True)
    header, data = Header(0x20080522, 0), (Data * 2)()
    if libc.capget(ctypes.byref(header), data) != 0:
        sys.exit(77)
    keep = ~((1 << 1) | (1 << 2)) & 0xFFFFFFFF  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH
    for field in ("effective", "permitted", "inheritable"):
        setattr(data[0], field, getattr(data[0], field) & keep)
    if libc.capset(ctypes.byref(header), data) != 0:
        sys.exit(77)
sys.path.insert(0, os.getcwd())
from scenes.kit import ui
real_show = ui.Toast.show
def show(self, message, *args, **kwargs):
    print("TOAST:", message, flush=True)
    return real_show(self, message, *args, **kwargs)
ui.Toast.show = show
import main
sys.exit(main.main(sys.argv[2:]))
"""


def reachable_by_others(path: Path) -> bool:
    """Can a user who is neither owner nor in the group read `path` (every folder above it too)?"""
    path = path.resolve()
    for part in [path, *path.parents]:
        mode = part.stat().st_mode
        need = stat.S_IROTH | (stat.S_IXOTH if stat.S_ISDIR(mode) else 0)
        if mode & need != need:
            return False
    return True


def how_to_drop() -> str:
    if os.name != "posix":
        pytest.skip("file permissions as tested here are POSIX")
    if os.geteuid() != 0:
        return "none"  # an ordinary user: a folder with mode 000 is already closed
    import pygame

    needed = [Path(sys.executable), Path(os.__file__), Path(pygame.__file__), ROOT / "main.py"]
    return "setuid" if all(reachable_by_others(p) for p in needed) else "caps"


@pytest.fixture
def folders():
    """Config, data and log folders (the log folder stays writable: no crash log may appear)."""
    how = how_to_drop()
    base = Path(tempfile.mkdtemp(prefix="pelipoyta-perm-"))
    base.chmod(0o755)
    made = {name: base / name for name in ("config", "data", "log", "home")}
    made["saves"] = made["data"] / "saves"
    for path in made.values():
        path.mkdir(exist_ok=True)
        if how == "setuid":
            os.chown(path, NOBODY, NOBODY)
    yield how, made
    for path in made.values():
        path.chmod(0o755)


def run(how: str, made: dict, *args: str) -> subprocess.CompletedProcess:
    env = dict(
        os.environ,
        PELIPOYTA_CONFIG_DIR=str(made["config"]),
        PELIPOYTA_DATA_DIR=str(made["data"]),
        PELIPOYTA_LOG_DIR=str(made["log"]),
        PELIPOYTA_CACHE_DIR=str(made["home"] / "cache"),
        HOME=str(made["home"]),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
    )
    result = subprocess.run(
        [sys.executable, "-c", CHILD, how, "--lang", "en", "--frames", "40", *args],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    if result.returncode == 77:
        pytest.skip("cannot give up the file-permission capabilities here")
    return result


def toasts(result) -> list[str]:
    return [line.removeprefix("TOAST: ") for line in result.stdout.splitlines() if line.startswith("TOAST: ")]


CASES = {
    "data": ("data", 0, "Pelipöytä cannot read its data folder {path}: permission denied. "
             "Games are not saved until this is fixed."),
    "saves": ("saves", 0, "Pelipöytä cannot read its saves folder {path}: permission denied. "
              "Games are not saved until this is fixed."),
    "config": ("config", 0, "Pelipöytä cannot read its settings folder {path}: permission denied. "
               "Settings are not saved until this is fixed."),
    "data read-only": ("data", 0o555, "Pelipöytä cannot write to its data folder {path}: "
                       "permission denied. Games are not saved until this is fixed."),
}


@pytest.mark.parametrize("case", list(CASES))
@pytest.mark.parametrize("start", [(), ("--game", "racko")], ids=["menu", "setup"])
def test_a_closed_folder_is_said_once_and_the_program_runs_on(folders, case, start):
    how, made = folders
    folder, mode, message = CASES[case]
    made[folder].chmod(mode)
    result = run(how, made, *start)
    assert "Traceback" not in result.stderr, result.stderr[-3000:]
    assert result.returncode == 0, result.stderr[-3000:]
    assert toasts(result) == [message.format(path=made[folder])]  # one message, shown once
    assert list(made["log"].iterdir()) == []  # no crash screen: nothing was logged


def test_open_folders_say_nothing(folders):
    how, made = folders
    result = run(how, made)
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr[-3000:]
    assert toasts(result) == []


def test_a_file_where_the_saves_folder_should_be_is_said_in_words(tmp_path, monkeypatch):
    """A tester put a file named "saves" in the data folder: "…its saves folder …/saves: File exists"
    (the system's English) where the statistics say the same thing in words."""
    from scenes.settings_store import folder_problem

    monkeypatch.setenv("PELIPOYTA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("PELIPOYTA_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "saves").write_text("x", encoding="utf-8")
    message = folder_problem()
    assert message.startswith("Pelipöytä cannot write to its saves folder ")
    assert ": a file stands where the folder should be. Games are not saved" in message
