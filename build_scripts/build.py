"""Build the double-click program with PyInstaller (one folder: dist/pelipoyta/) and smoke-test it.

Usage:
    python build_scripts/build.py               # build from build_scripts/app.spec
    python build_scripts/build.py --smoke       # build, then run the bundle with --selftest
    python build_scripts/build.py --smoke-only  # run the existing bundle with --selftest

The smoke test starts dist/pelipoyta/pelipoyta --selftest headless (SDL dummy drivers) and fails
on a non-zero exit, a time-out, or a bundle without its assets/ folder.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build_scripts" / "app.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build"
NAME = "pelipoyta"
BUNDLE = DIST / NAME
SMOKE_TIMEOUT = 300  # seconds; the self-test opens every scene, and CI machines are slow


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


def smoke(bundle: Path = BUNDLE) -> int:
    """Run the bundle's --selftest headless; 0 when it passed."""
    program = executable(bundle)
    if not program.exists():
        print(f"no bundle at {program}: run build_scripts/build.py first", file=sys.stderr)
        return 1
    if not (bundled_assets(bundle) / "fonts").is_dir():
        print(f"the bundle has no assets folder at {bundled_assets(bundle)}", file=sys.stderr)
        return 1
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    print("$", program, "--selftest", flush=True)
    try:
        result = subprocess.run([str(program), "--selftest"], env=env, timeout=SMOKE_TIMEOUT, cwd=DIST)
    except subprocess.TimeoutExpired:
        print(f"the self-test did not finish in {SMOKE_TIMEOUT} s", file=sys.stderr)
        return 1
    print("bundle self-test", "passed" if result.returncode == 0 else f"FAILED (exit {result.returncode})")
    return result.returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--smoke", action="store_true", help="build, then run the bundle's self-test")
    group.add_argument("--smoke-only", action="store_true", help="self-test the existing bundle")
    args = parser.parse_args(argv)
    if not args.smoke_only:
        try:
            build()
        except subprocess.CalledProcessError as e:
            print(f"PyInstaller failed (exit {e.returncode})", file=sys.stderr)
            return e.returncode or 1
    if args.smoke or args.smoke_only:
        return smoke()
    return 0


if __name__ == "__main__":
    sys.exit(main())
