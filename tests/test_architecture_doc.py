"""docs/ARCHITECTURE.md's folder table names every module of the folders it lists module by module."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")


def row(folder: str) -> str:
    """The folder table's row for `folder`."""
    found = [line for line in DOC.splitlines() if line.startswith(f"| `{folder}/` |")]
    assert len(found) == 1, f"ARCHITECTURE.md has no single folder-table row for {folder}/"
    return found[0]


@pytest.mark.parametrize("folder", ["game/core", "scenes/kit"])
def test_folder_table_names_every_module(folder):
    named = set(re.findall(r"`([a-z0-9_]+)(?:\.py)?`", row(folder)))
    modules = {p.stem for p in (ROOT / folder).glob("*.py") if p.stem != "__init__"}
    assert sorted(modules - named) == []


def test_folder_table_names_only_folders_that_exist():
    folders = re.findall(r"^\| `([a-z_/<>]+)/` \|", DOC, flags=re.MULTILINE)
    assert folders, "the folder table was not found"
    missing = [f for f in folders if "<" not in f and not (ROOT / f).is_dir()]
    assert missing == []


def test_no_table_module_has_outgrown_the_split_into_concerns():
    """ARCHITECTURE: "helpers beside it as `<game>_<concern>.py` when it grows past ~600 lines"."""
    tables = (ROOT / "scenes" / "tables").glob("*.py")
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in tables}
    assert {name: n for name, n in sizes.items() if n > 620} == {}


def test_the_readme_is_a_front_page():
    """Issue 26: "README as a front page (≤ 200 lines)"; measurements live in docs/, news in CHANGELOG.md."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 200
    assert "±" not in readme  # intervals belong to docs/COMPUTER_PLAYERS.md and docs/PERFORMANCE.md
