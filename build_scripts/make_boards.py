"""Write every table layout (assets/maps/*.tmx) from the engines' own topology; rerun and commit.

Add a game: write build_scripts/maps/<game>.py with `build(root) -> list[Path]` and add ONE line
with its module name to MODULES.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

MODULES = (
    "build_scripts.maps.zoker_solo",
    "build_scripts.maps.pegs",
)


def build(root: Path = ROOT) -> list[Path]:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    written: list[Path] = []
    for name in MODULES:
        written.extend(importlib.import_module(name).build(root))
    return written


if __name__ == "__main__":
    for p in build():
        print(p.relative_to(ROOT))
