"""Merge every assets/locale/fi/*.po and compile assets/locale/fi/LC_MESSAGES/pelipoyta.mo.

Usage:
    python build_scripts/make_locale.py            # compile (deterministic; rerun and commit the .mo)
    python build_scripts/make_locale.py --check    # exit 1 if the committed .mo is stale
    python build_scripts/make_locale.py --missing  # list code strings without a Finnish translation
    python build_scripts/make_locale.py --unused   # list translations no code uses any more

Each area keeps its own standard PO file (core.po, solo.po, racko.po, ...): msgid is the English
text exactly as written in `_()`, `N_()` or `ngettext()`, msgstr the Finnish. English needs no
catalog: it is the msgid, and gettext falls back to it. The compiled .mo is committed: commit it
together with the .po you changed (tests/test_locale.py fails when they disagree).
"""

from __future__ import annotations

import argparse
import ast
import gettext
import io
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
LANG = "fi"
DOMAIN = "pelipoyta"
PO_DIR = ROOT / "assets" / "locale" / LANG
MO_PATH = PO_DIR / "LC_MESSAGES" / f"{DOMAIN}.mo"
SOURCE_DIRS = ("game", "scenes")
SOURCE_FILES = ("main.py",)
TRANSLATORS = {"_": 1, "N_": 1, "ngettext": 2}
# A fixed date keeps the compiled header, and so the file, byte-identical between runs.
FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)


def po_files(po_dir: Path = PO_DIR) -> list[Path]:
    """Every area catalog, in name order."""
    return sorted(po_dir.glob("*.po"))


def merged_catalog(po_dir: Path = PO_DIR) -> Catalog:
    """One catalog from all area catalogs; a msgid translated differently in two files is an error."""
    merged = Catalog(locale=LANG, domain=DOMAIN, project="Pelipöytä", version="1",
                     creation_date=FIXED_DATE, revision_date=FIXED_DATE, fuzzy=False)
    origin: dict[object, str] = {}
    for path in po_files(po_dir):
        with path.open("rb") as f:
            catalog = read_po(f, locale=LANG, domain=DOMAIN)
        for message in catalog:
            if not message.id or message.fuzzy:
                continue
            old = merged.get(message.id, message.context)
            if old is not None and old.string != message.string:
                raise ValueError(f"{path.name}: {message.id!r} is translated differently in "
                                 f"{origin[(message.id, message.context)]}")
            merged.add(message.id, message.string, context=message.context)
            origin[(message.id, message.context)] = path.name
    return merged


def compile_mo(catalog: Catalog) -> bytes:
    """The .mo bytes of `catalog` (babel sorts the messages, so the order is stable)."""
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def translations(mo: bytes) -> dict:
    """The messages stored in a compiled catalog, without its header."""
    table = gettext.GNUTranslations(io.BytesIO(mo))._catalog
    return {key: value for key, value in table.items() if key != ""}


def is_stale(po_dir: Path = PO_DIR, mo_path: Path = MO_PATH) -> bool:
    """True when the compiled .mo does not hold exactly the messages of the .po files."""
    if not mo_path.exists():
        return True
    return translations(mo_path.read_bytes()) != translations(compile_mo(merged_catalog(po_dir)))


def source_messages(root: Path = ROOT) -> dict[tuple[str, ...], list[str]]:
    """Each literal passed to `_()`, `N_()` or `ngettext()` in main.py, game/, scenes/ → where it is used."""
    found: dict[tuple[str, ...], list[str]] = {}
    paths = [root / name for name in SOURCE_FILES if (root / name).exists()]
    paths += [path for folder in SOURCE_DIRS for path in sorted((root / folder).rglob("*.py"))]
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            count = TRANSLATORS.get(name)
            if count is None or len(node.args) < count:
                continue
            args = node.args[:count]
            if all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
                key = tuple(a.value for a in args)
                found.setdefault(key, []).append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def missing(catalog: Catalog, root: Path = ROOT) -> list[str]:
    """Code strings with no (or an empty) Finnish translation, one line each."""
    lines = []
    for key, where in source_messages(root).items():
        message = catalog.get(key[0])
        strings = message.string if message is not None else ""
        strings = strings if isinstance(strings, tuple) else (strings,)
        if message is None or not all(strings):
            lines.append(f"{where[0]}: {key[0]!r}")
    return lines


def unused(catalog: Catalog, root: Path = ROOT) -> list[str]:
    """Translations whose English no code passes to `_()`, `N_()` or `ngettext()` any more."""
    used = {key[0] for key in source_messages(root)}
    return [message.id if isinstance(message.id, str) else message.id[0]
            for message in catalog if message.id and
            (message.id if isinstance(message.id, str) else message.id[0]) not in used]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the .mo is stale")
    parser.add_argument("--missing", action="store_true", help="list untranslated code strings")
    parser.add_argument("--unused", action="store_true", help="list translations no code uses")
    args = parser.parse_args(argv)
    try:
        return run(args)
    except ValueError as e:
        print(e, file=sys.stderr)
        return 1


def run(args: argparse.Namespace) -> int:
    """Do what the command line asked for."""
    if args.missing:
        lines = missing(merged_catalog())
        print("\n".join(lines) or "every code string has a Finnish translation")
        return 1 if lines else 0
    if args.unused:
        ids = unused(merged_catalog())
        print("\n".join(repr(i) for i in ids) or "every translation is used")
        return 1 if ids else 0
    if args.check:
        stale = is_stale()
        state = "stale: run build_scripts/make_locale.py" if stale else "up to date"
        print(f"{MO_PATH.relative_to(ROOT)} is {state}")
        return 1 if stale else 0
    catalog = merged_catalog()
    MO_PATH.parent.mkdir(parents=True, exist_ok=True)
    MO_PATH.write_bytes(compile_mo(catalog))
    print(f"{MO_PATH.relative_to(ROOT)}: {len(catalog)} messages from {len(po_files())} catalogs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
