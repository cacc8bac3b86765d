"""Every translated code string has Finnish with the same placeholders, and the compiled .mo is current."""

from __future__ import annotations

import re
import string

import pytest

from build_scripts import make_locale
from game.core import i18n

CATALOG = make_locale.merged_catalog()
SOURCE = make_locale.source_messages()


def fields(text: str) -> set[str]:
    """The {placeholders} in a format string."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def forms(message) -> tuple[str, ...]:
    """The msgstr of a message as a tuple (plural messages have several)."""
    return message.string if isinstance(message.string, tuple) else (message.string,)


def test_code_strings_are_found():
    assert ("The game is over.",) in SOURCE


@pytest.mark.parametrize("key", sorted(SOURCE), ids=lambda k: k[0][:40])
def test_every_code_string_has_a_finnish_translation(key):
    message = CATALOG.get(key[0])
    where = ", ".join(SOURCE[key][:3])
    assert message is not None, f"no Finnish for {key[0]!r} ({where}): add it to assets/locale/fi/<area>.po"
    assert all(forms(message)), f"empty Finnish for {key[0]!r} ({where})"
    if len(key) == 2:
        assert isinstance(message.id, tuple) and message.id[1] == key[1], f"{key[0]!r} needs msgid_plural"


@pytest.mark.parametrize("message", [m for m in CATALOG if m.id], ids=lambda m: str(m.id)[:40])
def test_placeholders_match(message):
    ids = message.id if isinstance(message.id, tuple) else (message.id,)
    wanted = set().union(*(fields(i) for i in ids))
    got = [fields(text) for text in forms(message)]
    assert all(g <= wanted for g in got), f"{message.id!r}: unknown placeholder in {forms(message)!r}"
    # A plural's singular form may leave out the count, but the translation as a whole uses every field.
    assert set().union(*got) == wanted, f"{message.id!r}: placeholders differ in {forms(message)!r}"


# A card or suit name is inserted in the nominative ("punainen M3", "kääpiöt"): Finnish cannot decline
# it, so it may not stand where the sentence wants another case ("meni kortin punainen M3 alle",
# "tunnustettava maata kääpiöt"). The name stands alone, after a colon or in brackets instead.
UNDECLINED = re.compile(r"kortin \{\w+\} (alle|päälle|kanssa|asettaminen)|maata \{\w+\}|maan \{suit\}"
                        r"|^(Pelaat|\{name\} pelaa): \{card\}")


def test_an_inserted_name_is_not_left_in_the_wrong_case():
    """A play-tester: "Punainen S4 meni kortin punainen M3 alle", "Sinun on tunnustettava maata
    kääpiöt", "Pelaat: ihmisten 13."."""
    wrong = [text for m in CATALOG if m.id for text in forms(m) if UNDECLINED.search(text)]
    assert wrong == []


def test_gang_of_fours_one_card_has_one_finnish_name():
    """A tester: "Unohdit sanoa “viimeinen kortti”" beside ”Yksi kortti!” everywhere else. The words a
    player says (“one card”) read ”yksi kortti” in every Finnish line that quotes them."""
    said = [m for m in CATALOG if m.id and "\u201cone card" in str(m.id).lower()]
    assert said
    wrong = [text for m in said for text in forms(m) if "yksi kortti" not in text.lower()]
    assert wrong == []


def test_compiled_catalog_is_up_to_date():
    assert not make_locale.is_stale(), "run build_scripts/make_locale.py and commit the .mo"


def test_finnish_is_used_at_run_time():
    try:
        assert i18n.set_language("fi") == "fi"
        assert i18n._("The game is over.") == "Peli on päättynyt."
    finally:
        i18n.set_language("en")
    assert i18n._("The game is over.") == "The game is over."


PO_HEADER = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'


def write_po(path, pairs):
    path.write_text(PO_HEADER + "".join(f'msgid "{a}"\nmsgstr "{b}"\n\n' for a, b in pairs), encoding="utf-8")


def test_make_locale_is_deterministic_and_detects_a_stale_catalog(tmp_path):
    write_po(tmp_path / "a.po", [("Yes", "Kyllä")])
    write_po(tmp_path / "b.po", [("No", "Ei"), ("Yes", "Kyllä")])
    mo = tmp_path / "LC_MESSAGES" / "pelipoyta.mo"
    mo.parent.mkdir()
    mo.write_bytes(make_locale.compile_mo(make_locale.merged_catalog(tmp_path)))
    assert mo.read_bytes() == make_locale.compile_mo(make_locale.merged_catalog(tmp_path))
    assert make_locale.translations(mo.read_bytes()) == {"Yes": "Kyllä", "No": "Ei"}
    assert not make_locale.is_stale(tmp_path, mo)
    write_po(tmp_path / "b.po", [("No", "Ei ole")])
    assert make_locale.is_stale(tmp_path, mo)


def test_make_locale_refuses_two_different_translations(tmp_path):
    write_po(tmp_path / "a.po", [("Yes", "Kyllä")])
    write_po(tmp_path / "b.po", [("Yes", "Joo")])
    with pytest.raises(ValueError, match="translated differently"):
        make_locale.merged_catalog(tmp_path)


def test_every_translation_is_still_used():
    """A catalog entry whose English no code passes to `_()` any more is dead weight a translator
    would keep polishing (28 such had piled up)."""
    assert make_locale.unused(CATALOG) == []
