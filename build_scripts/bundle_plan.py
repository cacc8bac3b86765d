"""What each system's build holds: read by app.spec (inside PyInstaller) and by build.py.

Plain functions and data without PyInstaller imports, so tests can check every system's pieces on
any machine: `plan("win32")`, `plan("darwin")` and `plan("linux")` say which icon, version
resource, .app bundle and archive a build makes there.
"""

from __future__ import annotations

import platform
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.version import APP_ID, BUNDLE_ID, COMPANY, NAME, VERSION, version_tuple  # noqa: E402

ICONS = ROOT / "build_scripts" / "icons"
LINUX = ROOT / "build_scripts" / "linux"
APP_BUNDLE = f"{NAME}.app"

# Left out of every build: test and build tools, and standard-library parts the game never uses.
# ssl/_hashlib alone would bring OpenSSL (about 5 MB); hashlib falls back to its built-in hashes.
EXCLUDES = (
    "tkinter", "pytest", "_pytest", "hypothesis", "babel", "PyInstaller", "build_scripts", "tests",
    "benchmarks", "ruff", "xdist", "execnet", "pygments", "setuptools", "pkg_resources", "pip",
    "unittest", "doctest", "pydoc", "pdb", "ssl", "_ssl", "_hashlib", "ftplib", "xmlrpc",
    "numpy",  # pygame's surfarray/sndarray use it when present; the game does not
)


def system_name(system: str = sys.platform) -> str:
    """'windows', 'macos' or 'linux' for a sys.platform value."""
    if system == "win32":
        return "windows"
    if system == "darwin":
        return "macos"
    return "linux"


def arch(machine: str | None = None) -> str:
    """The processor in archive names: x86_64, arm64 (macOS and Windows on ARM), ..."""
    machine = (machine or platform.machine()).lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def archive_name(system: str = sys.platform, machine: str | None = None) -> str:
    """The release file: pelipoyta-1.0.0-linux-x86_64.tar.gz, ...-windows-x86_64.zip, ...-macos-arm64.zip."""
    suffix = ".tar.gz" if system_name(system) == "linux" else ".zip"
    return f"{APP_ID}-{VERSION}-{system_name(system)}-{arch(machine)}{suffix}"


def plan(system: str = sys.platform) -> dict:
    """The pieces of one system's build (what app.spec passes to PyInstaller)."""
    name = system_name(system)
    return {
        "system": name,
        "exe_name": APP_ID,  # PyInstaller adds .exe on Windows
        "console": False,  # no console window on Windows; macOS starts the .app without a terminal
        # Each system takes its own icon format; Linux has none inside the program (the .desktop
        # entry names the installed PNGs).
        "icon": {"windows": ICONS / f"{APP_ID}.ico", "macos": ICONS / f"{APP_ID}.icns"}.get(name),
        "version_resource": name == "windows",
        "bundle": APP_BUNDLE if name == "macos" else None,
        # Stripping debug symbols halves the Linux folder; on macOS it would break the code
        # signature PyInstaller applies, and Windows binaries have nothing to strip.
        "strip": name == "linux",
        "desktop_entry": name == "linux",
        "archive": archive_name(system),
    }


def windows_version_text() -> str:
    """The version resource of pelipoyta.exe in PyInstaller's version-file syntax (a Python expression).

    Written to a file by app.spec and read by PyInstaller on Windows only (its reader needs pefile,
    which exists only there); Explorer shows it under Properties > Details.
    """
    numbers = version_tuple()
    strings = {
        "CompanyName": COMPANY,
        "FileDescription": NAME,
        "FileVersion": VERSION,
        "InternalName": APP_ID,
        "LegalCopyright": f"© {COMPANY}",
        "OriginalFilename": f"{APP_ID}.exe",
        "ProductName": NAME,
        "ProductVersion": VERSION,
    }
    items = ",\n          ".join(f"StringStruct({key!r}, {value!r})" for key, value in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers!r}, prodvers={numbers!r}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
          {items}])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])]),
  ],
)
"""


def mac_info_plist() -> dict:
    """Info.plist entries for the macOS .app (PyInstaller adds the executable and bundle id)."""
    return {
        "CFBundleName": NAME,
        "CFBundleDisplayName": NAME,
        "CFBundleShortVersionString": VERSION,
        "CFBundleVersion": VERSION,
        "NSHighResolutionCapable": True,  # Retina: SDL gets the full pixel size
        "NSHumanReadableCopyright": f"© {COMPANY}",
        "LSApplicationCategoryType": "public.app-category.card-games",
        "LSMinimumSystemVersion": "11.0",
    }


__all__ = ["BUNDLE_ID", "VERSION", "plan", "archive_name", "windows_version_text", "mac_info_plist"]
