"""Imports point down: the phone server never loads a table, and games' words need no pygame.

(`tests/engine/test_core.py` keeps `game/` free of pygame and scenes.)
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def imports_of(folder: str) -> dict[str, list[str]]:
    """Every module each file under `folder` imports, at the top or inside a function."""
    out = {}
    for path in sorted((ROOT / folder).rglob("*.py")):
        names = []
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names += [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names.append(node.module or "")
        out[str(path.relative_to(ROOT))] = names
    return out


def offenders(folder: str, forbidden: tuple[str, ...]) -> list[str]:
    return [
        f"{path}: {name}"
        for path, names in imports_of(folder).items()
        for name in names
        if any(name == f or name.startswith(f + ".") for f in forbidden)
    ]


def test_phones_never_import_tables():
    assert offenders("scenes/phones", ("scenes.tables",)) == []


def test_text_and_narration_never_import_pygame_or_tables():
    forbidden = ("pygame", "scenes.tables", "scenes.kit.ui", "scenes.kit.resources")
    assert offenders("scenes/text", forbidden) == []
    assert offenders("scenes/narration", forbidden) == []


def test_phone_pages_and_logs_load_no_table_and_words_load_no_pygame():
    """Import every narrator, every text module and then every phone adapter, in a fresh process:
    the words load no pygame, and the phone side adds no table module."""
    code = (
        "import importlib, json, pkgutil, sys\n"
        "import scenes.text\n"
        "from scenes.registry import TILES, resolve\n"
        "for m in pkgutil.iter_modules(scenes.text.__path__):\n"
        "    importlib.import_module('scenes.text.' + m.name)\n"
        "for t in TILES.values():\n"
        "    resolve(t.narrator)\n"
        "words = 'pygame' in sys.modules\n"
        "import scenes.phones.present\n"
        "for t in TILES.values():\n"
        "    if t.phone:\n"
        "        resolve(t.phone)\n"
        "tables = sorted(m for m in sys.modules if m.startswith('scenes.tables'))\n"
        "print(json.dumps([words, tables]))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    words, tables = json.loads(out.stdout.strip().splitlines()[-1])
    assert words is False
    assert tables == []
