"""Pegs and Jokers in words: card labels and the suit sort (sprite paths: scenes/tables/pegs_look.py)."""

from __future__ import annotations

from game.core.i18n import _
from game.pegs.cards import JOKER, SUITS, sort_key

SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def card_label(card: str) -> str:
    """'7♥', '10♣', 'joker'."""
    if card == JOKER:
        return _("joker")
    if len(card) == 1:  # the rest of a split 7 names only the rank
        return card
    return ("10" if card[0] == "T" else card[0]) + SUIT_SIGNS[card[1]]


def suit_key(card: str) -> tuple[int, int]:
    """By suit (spades, hearts, diamonds, clubs; jokers last), then rank."""
    return (len(SUITS) if card == JOKER else SUITS.index(card[1]), sort_key(card))
