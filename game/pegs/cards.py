"""Pegs and Jokers cards as codes: rank A 2–9 T J Q K plus suit S H D C (`AS`, `7H`, `TD`), jokers `X`."""

from __future__ import annotations

from game.core.i18n import _

RANKS = "A23456789TJQK"
SUITS = "SHDC"
JOKER = "X"
STANDARD: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)

OUT_RANKS = "AKQJ"  # these may also bring a peg out of start
SPLIT_RANK = "7"
BACK_RANK = "8"
BACK_STEPS = 8
# Forward count of every rank but 8 (backward) and the joker.
FORWARD = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "9": 9, "T": 10, "J": 10, "Q": 10, "K": 10}


def deck(players: int) -> list[str]:
    """The cards for a game: 3 decks and 6 jokers for 4 or 6 players, 4 decks and 8 jokers for 8."""
    decks = 4 if players == 8 else 3
    return list(STANDARD) * decks + [JOKER] * (2 * decks)


def rank(card: str) -> str:
    """`7H` → `7`; the joker is its own rank `X`."""
    return card[0]


def _order(card: str) -> int:
    if card == JOKER:
        return len(RANKS) * len(SUITS)
    return RANKS.index(card[0]) * len(SUITS) + SUITS.index(card[1])


ORDER = {c: _order(c) for c in (*STANDARD, JOKER)}
sort_key = ORDER.__getitem__  # hand order: by rank A … K, then suit; jokers last


SUIT_SIGNS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def card_label(card: str) -> str:
    """'7♥', '10♣', 'joker' (as on the table); the rest of a split 7 names only the rank."""
    if card == JOKER:
        return _("joker")
    if len(card) == 1:
        return card
    return ("10" if card[0] == "T" else card[0]) + SUIT_SIGNS[card[1]]
