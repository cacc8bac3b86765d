"""Pegs and Jokers in words: card labels (`card_label` lives with the cards, for the coach's
reasons too) and the suit sort (sprite paths: scenes/tables/pegs_look.py)."""

from __future__ import annotations

from game.pegs.cards import JOKER, SUITS, card_label, sort_key

__all__ = ["card_label", "suit_key"]


def suit_key(card: str) -> tuple[int, int]:
    """By suit (spades, hearts, diamonds, clubs; jokers last), then rank."""
    return (len(SUITS) if card == JOKER else SUITS.index(card[1]), sort_key(card))
