"""Wizard in words: card names, the trump's name, sprite paths and the rank sort."""

from __future__ import annotations

from game.core.i18n import _
from game.wizard.cards import JESTER, RANK, SUIT, SUIT_NAMES, SUITS, WIZARD
from game.wizard.engine import Phase


def face(card: str) -> str:
    return f"cards/wizard/{card}.png"


def card_name(card: str) -> str:
    """'the 7 of elves', 'a Wizard' (the same words on the table, in the log and on phones)."""
    if card == WIZARD:
        return _("a Wizard")
    if card == JESTER:
        return _("a Jester")
    return _("{rank} of {suit}").format(rank=card[1:], suit=_(SUIT_NAMES[SUIT[card]]))


def trump_name(view) -> str:
    if view.phase == Phase.TRUMP:
        return _("dealer chooses")
    return _("no trump") if view.trump is None else _(SUIT_NAMES[view.trump])


def rank_key(card: str) -> tuple[int, int, int]:
    """By rank across the suits: Jesters first, Wizards last."""
    kind = 0 if card == JESTER else 2 if card == WIZARD else 1
    return (kind, RANK[card], SUITS.index(SUIT[card]) if SUIT[card] else 0)
