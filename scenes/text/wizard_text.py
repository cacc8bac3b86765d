"""Wizard in words: card names, the trump's name, sprite paths and the rank sort."""

from __future__ import annotations

from game.core.i18n import _
from game.wizard.cards import JESTER, RANK, SUIT, SUIT_NAMES, SUITS, WIZARD, card_name
from game.wizard.engine import Phase

__all__ = ["card_name", "face", "rank_key", "trump_name"]


def face(card: str) -> str:
    return f"cards/wizard/{card}.png"


def trump_name(view) -> str:
    if view.phase == Phase.TRUMP:
        return _("dealer chooses")
    return _("no trump") if view.trump is None else _(SUIT_NAMES[view.trump])


def rank_key(card: str) -> tuple[int, int, int]:
    """By rank across the suits: Jesters first, Wizards last."""
    kind = 0 if card == JESTER else 2 if card == WIZARD else 1
    return (kind, RANK[card], SUITS.index(SUIT[card]) if SUIT[card] else 0)
