"""Gang of Four in words: card and combination names, sprite paths and the colour sort."""

from __future__ import annotations

from game.core.i18n import language
from game.gang_of_four.cards import COLOUR, RANK
from game.gang_of_four.words import card_name, describe
from scenes.text import capital

__all__ = ["capital", "card_name", "colour_key", "describe", "face"]

COLOUR_ORDER = {"M": 0, "G": 1, "Y": 2, "R": 3}


def face(card: str) -> str:
    """A face's path for the current language: every face carries colour letters (G/Y/R, in
    Finnish V/K/P), drawn per language by build_scripts/art/gang_of_four.py."""
    lang = language()
    return f"cards/gang_of_four/{card}.png" if lang == "en" else f"cards/gang_of_four/{lang}/{card}.png"


def colour_key(card: str) -> tuple[int, int]:
    """By colour (multicoloured 1 first, then green, yellow, red; phoenixes and dragon last), then rank."""
    return (COLOUR_ORDER.get(COLOUR.get(card, ""), 4), RANK[card])
