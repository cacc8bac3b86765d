"""Gang of Four in words: card and combination names, sprite paths and the colour sort."""

from __future__ import annotations

from game.gang_of_four.cards import COLOUR, RANK
from game.gang_of_four.words import card_name, describe
from scenes.text import capital, lettered_face

__all__ = ["capital", "card_name", "colour_key", "describe", "face"]

COLOUR_ORDER = {"M": 0, "G": 1, "Y": 2, "R": 3}


def face(card: str) -> str:
    return lettered_face("gang_of_four", card)  # every face carries colour letters (Finnish V/K/P)


def colour_key(card: str) -> tuple[int, int]:
    """By colour (multicoloured 1 first, then green, yellow, red; phoenixes and dragon last), then rank."""
    return (COLOUR_ORDER.get(COLOUR.get(card, ""), 4), RANK[card])
