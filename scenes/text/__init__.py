"""Games in words, without pygame: card names, sprite paths and sort keys per game.

One module per game (`<game>_text.py`), shared by its table (scenes/tables), its game log
(scenes/narration) and its phone adapter (scenes/phones/adapters), so that the phone server and
the log never load a table. `tests/scenes/test_layers.py` checks that nothing here imports pygame.
"""

from __future__ import annotations

from game.core.i18n import _, language, ngettext, number
from game.core.i18n import sentence as capital  # the first letter in upper case, for labels too

__all__ = ["UNITS", "capital", "in_language", "lettered_face", "score_words", "_"]

UNITS = ("points", "cards", "stack", "games", "turns")  # what a game's score counts (`score_words`)


def in_language(path: str, lang: str) -> str:
    """Where a face whose letters are words is drawn for `lang`: English at `path`, another
    language's in a `<lang>` folder beside it, as build_scripts/art/common.py `in_each_language`
    draws them."""
    if lang == "en":
        return path
    folder, _slash, name = path.rpartition("/")
    return f"{folder}/{lang}/{name}"


def lettered_face(deck: str, card: str) -> str:
    """The path of a face that carries letters of the player's language (Gang of Four's colours,
    Wizard's W/J, the Pegs joker's name)."""
    return in_language(f"cards/{deck}/{card}.png", language())


def score_words(n: int, unit: str = "points") -> str:
    """A score with its unit: "12 points", "12 pts" (unit "pts", where room is short), "1 card",
    "9 cards in the stack", "2 games", and "24 turns" (Memo alone; games kept before 6 December
    2026 hold minus the turns taken). The word follows the count's size: "−1 point"."""
    size = abs(n)
    if unit == "cards":
        return ngettext("{n} card", "{n} cards", size).format(n=number(n))
    if unit == "stack":
        return ngettext("{n} card in the stack", "{n} cards in the stack", size).format(n=number(n))
    if unit == "games":
        return ngettext("{n} game", "{n} games", size).format(n=number(n))
    if unit == "turns":
        return ngettext("{n} turn", "{n} turns", size).format(n=number(size))
    if unit == "pts":
        return ngettext("{n} pt", "{n} pts", size).format(n=number(n))
    return ngettext("{n} point", "{n} points", size).format(n=number(n))
