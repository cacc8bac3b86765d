"""Build the double-click program with PyInstaller, pack the release file and smoke-test it.

Usage:
    python build_scripts/build.py               # build from build_scripts/app.spec, then pack
    python build_scripts/build.py --smoke       # build, pack, then run the program's --selftest
    python build_scripts/build.py --smoke-only  # self-test what is already in dist/

What lands in dist/ (the version comes from game/version.py):
    all systems  dist/pelipoyta/                   the one-folder program
    Linux        dist/pelipoyta-VERSION-linux-x86_64.tar.gz   folder + .desktop + icons + install.sh
    Windows      dist/pelipoyta-VERSION-windows-x86_64.zip    the folder (pelipoyta.exe inside)
    macOS        dist/Pelipöytä.app and dist/pelipoyta-VERSION-macos-arm64.zip

The smoke test runs the program with --selftest headless (SDL dummy drivers) and fails on a non-zero
exit, a time-out, or a bundle without its assets/ folder. On Linux it tests the release archive the
way a family uses it: unpack into a throwaway HOME, run install.sh, and start the program from the
installed desktop entry's Exec line in another working directory.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from build_scripts import bundle_plan  # noqa: E402

SPEC = ROOT / "build_scripts" / "app.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build"
NAME = "pelipoyta"
BUNDLE = DIST / NAME
SMOKE_TIMEOUT = 300  # seconds; the self-test opens every scene, and CI machines are slow
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def executable(bundle: Path = BUNDLE) -> Path:
    """The program inside the one-folder bundle."""
    return bundle / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def bundled_assets(bundle: Path = BUNDLE) -> Path:
    """Where the bundle keeps assets/: next to the packages, in PyInstaller's contents folder."""
    contents = bundle / "_internal"  # PyInstaller >= 6; older versions put everything at the top
    return (contents if contents.is_dir() else bundle) / "assets"


def build() -> None:
    """Run PyInstaller on app.spec; raises CalledProcessError when it fails."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(DIST), "--workpath", str(WORK), str(SPEC)]
    print("$", " ".join(command), flush=True)
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True)
    print(f"built {BUNDLE.relative_to(ROOT)} in {time.perf_counter() - start:.0f} s", flush=True)


def linux_archive(out: Path = DIST, bundle: Path = BUNDLE) -> Path:
    """dist/pelipoyta-VERSION-linux-ARCH.tar.gz: the folder, the .desktop entry, icons and install.sh,
    all under one top folder named like the archive."""
    archive = out / bundle_plan.archive_name("linux")
    top = archive.name.removesuffix(".tar.gz")
    pieces = [
        (bundle, f"{top}/{NAME}"),
        (bundle_plan.LINUX / f"{NAME}.desktop", f"{top}/{NAME}.desktop"),
        (bundle_plan.LINUX / "install.sh", f"{top}/install.sh"),
        (bundle_plan.ICONS / "hicolor", f"{top}/icons/hicolor"),
    ]
    with tarfile.open(archive, "w:gz") as tar:
        for source, name in pieces:
            tar.add(source, arcname=name, filter=_tar_entry)
    return archive


def _tar_entry(info: tarfile.TarInfo) -> tarfile.TarInfo:
    """Files owned by nobody in particular, readable by all, scripts and programs executable."""
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    info.mode = 0o755 if info.isdir() or info.mode & 0o100 else 0o644
    return info


def zip_folder(folder: Path, archive: Path) -> Path:
    """A .zip of `folder` (its name as the top entry); Windows unpacks it with a double-click."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted(folder.rglob("*")):
            zf.write(path, path.relative_to(folder.parent).as_posix())
    return archive


def package(system: str = sys.platform) -> Path:
    """Pack the release file for this system into dist/; returns its path."""
    name = bundle_plan.system_name(system)
    if name == "linux":
        archive = linux_archive()
    elif name == "windows":
        archive = zip_folder(BUNDLE, DIST / bundle_plan.archive_name(system))
    else:
        # macOS only (not testable here): `ditto` keeps the .app's symlinks and extended attributes,
        # which Python's zipfile would flatten and so break the code signature.
        archive = DIST / bundle_plan.archive_name(system)
        archive.unlink(missing_ok=True)
        app = DIST / bundle_plan.APP_BUNDLE
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(app), str(archive)], check=True)
    size = archive.stat().st_size / 1e6
    print(f"packed {archive.relative_to(ROOT)} ({size:.1f} MB)", flush=True)
    return archive


def folder_size(folder: Path) -> int:
    """Bytes in every file under `folder` (links not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def run_selftest(command: list[str], cwd: Path, env: dict | None = None) -> int:
    """Run one program's --selftest headless; 0 when it passed."""
    env = dict(env or os.environ, **HEADLESS)
    print("$", shlex.join(command), f"(in {cwd})", flush=True)
    try:
        result = subprocess.run(command, env=env, timeout=SMOKE_TIMEOUT, cwd=cwd)
    except subprocess.TimeoutExpired:
        print(f"the self-test did not finish in {SMOKE_TIMEOUT} s", file=sys.stderr)
        return 1
    verdict = "passed" if result.returncode == 0 else f"FAILED (exit {result.returncode})"
    print("self-test", verdict, flush=True)
    return result.returncode


def desktop_exec(entry: Path) -> list[str]:
    """The Exec line of a .desktop entry as a command (field codes such as %U dropped)."""
    for line in entry.read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            return [word for word in shlex.split(line[len("Exec="):]) if not word.startswith("%")]
    raise ValueError(f"{entry} has no Exec line")


def install_test(archive: Path) -> int:
    """Unpack the Linux archive into a throwaway HOME, install it, and self-test it from its menu entry."""
    with tempfile.TemporaryDirectory(prefix="pelipoyta-install-") as tmp:
        home, elsewhere = Path(tmp) / "home", Path(tmp) / "elsewhere"
        home.mkdir()
        elsewhere.mkdir()
        with tarfile.open(archive) as tar:
            tar.extractall(tmp, filter="tar")
        unpacked = Path(tmp) / archive.name.removesuffix(".tar.gz")
        env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
        env["HOME"] = str(home)
        subprocess.run(["sh", str(unpacked / "install.sh")], env=env, check=True, cwd=elsewhere)
        shutil.rmtree(unpacked)  # the installed copy must not need the unpacked one
        entry = home / ".local" / "share" / "applications" / f"{NAME}.desktop"
        command = desktop_exec(entry)
        if not Path(command[0]).is_absolute():
            print(f"the menu entry does not start the program by its full path: {command}", file=sys.stderr)
            return 1
        return run_selftest([*command, "--selftest"], cwd=elsewhere, env=env)


def smoke(system: str = sys.platform) -> int:
    """Self-test what was built for this system."""
    program = executable()
    if not program.exists():
        print(f"no bundle at {program}: run build_scripts/build.py first", file=sys.stderr)
        return 1
    if not (bundled_assets() / "fonts").is_dir():
        print(f"the bundle has no assets folder at {bundled_assets()}", file=sys.stderr)
        return 1
    name = bundle_plan.system_name(system)
    if name == "linux":
        return install_test(DIST / bundle_plan.archive_name(system))
    if name == "macos":
        # macOS only: the program inside the .app, which is what Finder starts.
        program = DIST / bundle_plan.APP_BUNDLE / "Contents" / "MacOS" / NAME
    # Windows: pelipoyta.exe is a windowed program (no console), so the self-test prints nothing
    # there; its exit code is the verdict.
    return run_selftest([str(program), "--selftest"], cwd=Path(tempfile.gettempdir()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--smoke", action="store_true", help="build and pack, then run the self-test")
    group.add_argument("--smoke-only", action="store_true", help="self-test what is already in dist/")
    args = parser.parse_args(argv)
    if not args.smoke_only:
        try:
            build()
        except subprocess.CalledProcessError as e:
            print(f"PyInstaller failed (exit {e.returncode})", file=sys.stderr)
            return e.returncode or 1
        package()
        print(f"{BUNDLE.relative_to(ROOT)}: {folder_size(BUNDLE) / 2**20:.1f} MiB", flush=True)
    if args.smoke or args.smoke_only:
        return smoke()
    return 0


if __name__ == "__main__":
    sys.exit(main())
