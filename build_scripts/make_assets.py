"""Draw every sprite and sound under assets/ deterministically (headless pygame); rerun it and commit.

Usage:
    python build_scripts/make_assets.py              # every module below
    python build_scripts/make_assets.py zoker table  # only these modules

Adding a deck: write build_scripts/art/<deck>.py with `def build(root: Path) -> list[Path]` that
draws with the helpers in build_scripts/art/common.py (supersample, `downscale`, `save_png`) into
root/"assets"/..., and add ONE line with its module name to MODULES. Use no clock and no unseeded
randomness, so that running this twice gives byte-identical files.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Explicit list, one module per line, in build order.
MODULES = (
    "build_scripts.art.zoker",
    "build_scripts.art.wizard",
    "build_scripts.art.gang_of_four",
    "build_scripts.art.table",
    "build_scripts.art.racko",
    "build_scripts.art.pegs",
    "build_scripts.art.sounds",
)


def build(root: Path, names: list[str] | None = None) -> list[Path]:
    """Run the art modules (all, or those whose short names are in `names`) into `root`."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from build_scripts.art.common import init

    init()
    written: list[Path] = []
    for module_name in MODULES:
        short = module_name.rsplit(".", 1)[1]
        if names and short not in names:
            continue
        paths = importlib.import_module(module_name).build(root)
        print(f"{short}: {len(paths)} files")
        written.extend(paths)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="*", help="short module names (default: all)")
    args = parser.parse_args(argv)
    known = {m.rsplit(".", 1)[1] for m in MODULES}
    unknown = sorted(set(args.modules) - known)
    if unknown:
        parser.error(f"unknown modules {unknown}; known: {sorted(known)}")
    build(ROOT, args.modules)
    return 0


if __name__ == "__main__":
    sys.exit(main())
