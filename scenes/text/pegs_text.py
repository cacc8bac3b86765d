"""Pegs and Jokers in words: card labels (`card_label` lives with the cards, for the coach's
reasons too), card sprite paths and the suit sort (the board's and the pegs' sprites:
scenes/tables/pegs_look.py)."""

from __future__ import annotations

from game.pegs.cards import JOKER, SUITS, card_label, sort_key
from scenes.text import lettered_face

__all__ = ["card_label", "face", "suit_key"]


def face(card: str) -> str:
    """The sprite of a card code (`7H`; `X`, the joker, whose name is written on it in the
    current language)."""
    return lettered_face("pegs", card) if card == JOKER else f"cards/pegs/{card}.png"


def suit_key(card: str) -> tuple[int, int]:
    """By suit (spades, hearts, diamonds, clubs; jokers last), then rank."""
    return (len(SUITS) if card == JOKER else SUITS.index(card[1]), sort_key(card))
