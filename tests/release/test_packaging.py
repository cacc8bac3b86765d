"""The builds for Windows, macOS and Linux: the spec's pieces per system, icons, version, archive, install."""

from __future__ import annotations

import os
import plistlib
import re
import shutil
import stat
import struct
import subprocess
import sys
import tarfile
import types
from pathlib import Path

import pytest

from build_scripts import build, bundle_plan, make_icons
from game.version import NAME, VERSION, version_tuple

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "build_scripts" / "app.spec"
LINUX_ONLY = pytest.mark.skipif(
    not sys.platform.startswith("linux") or shutil.which("sh") is None,
    reason="the install script is for Linux",
)


# ----------------------------------------------------------------- the spec, per system


class Recorder:
    """Stands in for PyInstaller's spec classes: remembers how each was called."""

    def __init__(self, calls: dict, kind: str):
        self.calls, self.kind = calls, kind

    def __call__(self, *args, **kwargs):
        self.calls[self.kind] = kwargs
        return types.SimpleNamespace(pure=[], scripts=[], binaries=[], datas=[])


def exec_spec(system: str, tmp_path: Path, monkeypatch) -> dict:
    """Run app.spec as PyInstaller would on `system` (sys.platform value); returns the calls made."""
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: [package]
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "platform", system)
    calls: dict = {}
    names = {kind: Recorder(calls, kind) for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"),
         {"SPECPATH": str(SPEC.parent), "workpath": str(tmp_path), "__name__": "__main__", **names})
    return calls


def test_windows_build_has_icon_version_resource_and_no_console(tmp_path, monkeypatch):
    calls = exec_spec("win32", tmp_path, monkeypatch)
    exe = calls["EXE"]
    assert exe["name"] == "pelipoyta" and exe["console"] is False
    assert exe["icon"].endswith("pelipoyta.ico") and Path(exe["icon"]).is_file()
    assert Path(exe["version"]).read_text(encoding="utf-8") == bundle_plan.windows_version_text()
    assert exe["strip"] is False
    assert "BUNDLE" not in calls


def test_macos_build_is_an_app_bundle_with_icns_version_and_retina(tmp_path, monkeypatch):
    calls = exec_spec("darwin", tmp_path, monkeypatch)
    app = calls["BUNDLE"]
    assert app["name"] == "Pelipöytä.app"
    assert app["icon"].endswith("pelipoyta.icns") and Path(app["icon"]).is_file()
    assert re.fullmatch(r"[a-z]+(\.[A-Za-z]+)+", app["bundle_identifier"])
    assert app["version"] == VERSION
    plist = app["info_plist"]
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == VERSION
    plistlib.dumps(plist)  # every value is something an Info.plist can hold
    assert calls["EXE"]["version"] is None and calls["EXE"]["strip"] is False  # stripping breaks signing


def test_linux_build_is_a_stripped_folder_without_windows_or_mac_pieces(tmp_path, monkeypatch):
    calls = exec_spec("linux", tmp_path, monkeypatch)
    assert calls["EXE"]["icon"] is None and calls["EXE"]["version"] is None
    assert calls["EXE"]["strip"] is True and calls["COLLECT"]["strip"] is True
    assert calls["COLLECT"]["name"] == "pelipoyta"
    assert "BUNDLE" not in calls
    assert calls["Analysis"]["noarchive"] is True  # imports at start read plain .pyc files (start-up)


def test_the_program_leaves_out_test_and_build_tools(tmp_path, monkeypatch):
    excludes = exec_spec("linux", tmp_path, monkeypatch)["Analysis"]["excludes"]
    for unwanted in ("pytest", "hypothesis", "babel", "PyInstaller", "tests", "build_scripts", "ssl"):
        assert unwanted in excludes


def test_windows_version_resource_is_read_by_pyinstaller(tmp_path, monkeypatch):
    """PyInstaller's own reader (Windows-only imports stubbed) turns our text into a version resource."""
    import PyInstaller.compat

    monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    from PyInstaller.utils.win32 import versioninfo

    path = tmp_path / "version.txt"
    path.write_text(bundle_plan.windows_version_text(), encoding="utf-8")
    info = versioninfo.load_version_info_from_text_file(str(path))
    raw = info.toRaw()
    for text in (NAME, VERSION, bundle_plan.COMPANY, "pelipoyta.exe"):
        assert text.encode("utf-16-le") in raw
    assert info.ffi.fileVersionMS == (version_tuple()[0] << 16) | version_tuple()[1]


# ----------------------------------------------------------------- version and names


def test_one_version_number_everywhere():
    assert re.fullmatch(r"\d+\.\d+\.\d+", VERSION)
    assert version_tuple()[:3] == tuple(int(p) for p in VERSION.split("."))
    for system, name in (("linux", "linux"), ("win32", "windows"), ("darwin", "macos")):
        archive = bundle_plan.archive_name(system, "x86_64")
        assert archive.startswith(f"pelipoyta-{VERSION}-{name}-x86_64.")
    assert bundle_plan.archive_name("linux", "AMD64") == f"pelipoyta-{VERSION}-linux-x86_64.tar.gz"
    # Nothing else spells the version out: the spec, the build script and the workflow read it.
    for path in (SPEC, ROOT / "build_scripts" / "build.py", ROOT / ".github" / "workflows" / "release.yml",
                 ROOT / "build_scripts" / "linux" / "install.sh"):
        assert VERSION not in path.read_text(encoding="utf-8"), path


def test_desktop_entry_starts_the_program_with_its_icon():
    entry = (bundle_plan.LINUX / "pelipoyta.desktop").read_text(encoding="utf-8")
    keys = dict(line.split("=", 1) for line in entry.splitlines()[1:] if "=" in line)
    assert entry.startswith("[Desktop Entry]\n")
    assert keys["Type"] == "Application" and keys["Name"] == NAME
    assert keys["Exec"] == "pelipoyta" and keys["Icon"] == "pelipoyta" and keys["Terminal"] == "false"
    assert "Game" in keys["Categories"].split(";")
    assert "Name[fi]" not in keys and keys["Comment[fi]"]  # the name is the same in both languages


def test_desktop_exec_reads_quoted_paths(tmp_path):
    entry = tmp_path / "x.desktop"
    entry.write_text('[Desktop Entry]\nExec="/home/a b/.local/lib/pelipoyta/pelipoyta" %U\n',
                     encoding="utf-8")
    assert build.desktop_exec(entry) == ["/home/a b/.local/lib/pelipoyta/pelipoyta"]


# ----------------------------------------------------------------- icons


def test_ico_holds_every_windows_size_as_png():
    images = make_icons.read_ico((make_icons.OUT / "pelipoyta.ico").read_bytes())
    assert sorted(images) == sorted(make_icons.ICO_SIZES)
    for size, png in images.items():
        assert make_icons.png_size(png) == (size, size)


def test_icns_holds_every_mac_size_as_png():
    data = (make_icons.OUT / "pelipoyta.icns").read_bytes()
    elements = make_icons.read_icns(data)
    assert set(elements) == {kind for kind, _ in make_icons.ICNS_TYPES}
    for kind, size in make_icons.ICNS_TYPES:
        assert make_icons.png_size(elements[kind]) == (size, size), kind
    assert struct.unpack(">I", data[4:8])[0] == len(data)


def test_linux_icons_from_48_to_512_px():
    for size in (48, 64, 128, 256, 512):
        png = (make_icons.OUT / "hicolor" / f"{size}x{size}" / "apps" / "pelipoyta.png").read_bytes()
        assert make_icons.png_size(png) == (size, size)


def test_committed_icons_match_the_art(tmp_path):
    """Rerunning make_icons gives the committed files byte for byte (they are not stale)."""
    for path in make_icons.build(tmp_path):
        committed = make_icons.OUT / path.relative_to(tmp_path)
        assert committed.read_bytes() == path.read_bytes(), committed


# ----------------------------------------------------------------- the Linux archive and install


def fake_bundle(folder: Path) -> Path:
    """A stand-in one-folder program: passes its 'self-test' only when started from elsewhere."""
    bundle = folder / "pelipoyta"
    (bundle / "_internal" / "assets" / "fonts").mkdir(parents=True)
    program = bundle / "pelipoyta"
    program.write_text('#!/bin/sh\n[ "$1" = --selftest ] && [ "$PWD" != "$(dirname "$0")" ] && '
                       '[ -d "$(dirname "$(readlink -f "$0")")/_internal/assets" ]\n', encoding="utf-8")
    program.chmod(0o755)
    return bundle


def test_linux_archive_holds_folder_desktop_entry_icons_and_install_script(tmp_path):
    archive = build.linux_archive(tmp_path, fake_bundle(tmp_path / "src"))
    assert archive.name == bundle_plan.archive_name("linux")
    top = archive.name.removesuffix(".tar.gz")
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    for name in ("pelipoyta/pelipoyta", "pelipoyta/_internal/assets/fonts", "pelipoyta.desktop", "install.sh",
                 *(f"icons/hicolor/{s}x{s}/apps/pelipoyta.png" for s in make_icons.LINUX_SIZES)):
        assert f"{top}/{name}" in members, name
    assert members[f"{top}/install.sh"].mode & stat.S_IXUSR
    assert members[f"{top}/pelipoyta/pelipoyta"].mode & stat.S_IXUSR
    assert all(m.uid == 0 and not m.uname for m in members.values())


@LINUX_ONLY
def test_install_test_starts_the_installed_program_from_its_menu_entry(tmp_path):
    archive = build.linux_archive(tmp_path, fake_bundle(tmp_path / "src"))
    assert build.install_test(archive) == 0


@LINUX_ONLY
def test_install_script_installs_under_home_and_uninstall_keeps_saves(tmp_path):
    with tarfile.open(build.linux_archive(tmp_path, fake_bundle(tmp_path / "src"))) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    script = next((tmp_path / "unpacked").glob("*/install.sh"))
    home = tmp_path / "home"
    saves = home / ".local" / "share" / "pelipoyta" / "saves.json"
    saves.parent.mkdir(parents=True)
    saves.write_text("{}")
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")} | {"HOME": str(home)}
    subprocess.run(["sh", str(script)], env=env, check=True, capture_output=True)
    local = home / ".local"
    entry = (local / "share" / "applications" / "pelipoyta.desktop").read_text(encoding="utf-8")
    assert f'Exec="{local}/lib/pelipoyta/pelipoyta"\n' in entry
    assert (local / "bin" / "pelipoyta").resolve() == (local / "lib" / "pelipoyta" / "pelipoyta").resolve()
    assert (local / "share" / "icons" / "hicolor" / "512x512" / "apps" / "pelipoyta.png").is_file()
    subprocess.run(["sh", str(script), "--uninstall"], env=env, check=True, capture_output=True)
    assert not (local / "lib" / "pelipoyta").exists() and not (local / "bin" / "pelipoyta").exists()
    assert not (local / "share" / "applications" / "pelipoyta.desktop").exists()
    assert saves.read_text() == "{}"


BUILT = build.executable()


@pytest.mark.skipif(not BUILT.exists(), reason="no dist/pelipoyta (run `make build`)")
def test_built_folder_is_at_most_80_mb():
    assert build.folder_size(build.BUNDLE) <= 80 * 2**20
    assert not any((build.bundled_assets().parent / name).exists() for name in ("pytest", "babel", "tests"))
