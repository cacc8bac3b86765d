"""The one version number of Pelipöytä: Settings/About, the builds and the archive names all read it.

Kept free of imports so build scripts and PyInstaller specs can read it without the game.
Change it here only; `tests/release/test_packaging.py` checks that nothing else spells a version.
"""

VERSION = "1.0.0"
NAME = "Pelipöytä"
APP_ID = "pelipoyta"  # file and folder names (ASCII): pelipoyta.exe, dist/pelipoyta/, the .desktop id
BUNDLE_ID = "fi.pelipoyta.Pelipoyta"  # macOS bundle identifier (reverse DNS, ASCII only)
COMPANY = "Pelipöytä project"


def version_tuple() -> tuple[int, int, int, int]:
    """VERSION as four integers, as Windows version resources want them (1.2.3 -> (1, 2, 3, 0))."""
    parts = [int(p) for p in VERSION.split(".")]
    return tuple((parts + [0, 0, 0, 0])[:4])  # type: ignore[return-value]
