"""Wizard in words: card names, the trump's name, sprite paths, the rank sort, what a hand is worth."""

from __future__ import annotations

from game.core.i18n import _, ngettext
from game.wizard.cards import JESTER, RANK, SUIT, SUIT_NAMES, SUITS, WIZARD, card_name
from game.wizard.engine import Phase
from game.wizard.strength import estimate_tricks
from scenes.text import join_names, lettered_face

__all__ = ["bid_reason", "card_name", "face", "rank_key", "trump_name"]


def face(card: str) -> str:
    """A suit card's face, or the Wizard's and the Jester's with their letters in the current language."""
    return lettered_face("wizard", card) if card in (WIZARD, JESTER) else f"cards/wizard/{card}.png"


def trump_name(view) -> str:
    if view.phase == Phase.TRUMP:
        return _("dealer chooses")
    return _("no trump") if view.trump is None else _(SUIT_NAMES[view.trump])


def rank_key(card: str) -> tuple[int, int, int]:
    """By rank across the suits: Jesters first, Wizards last."""
    kind = 0 if card == JESTER else 2 if card == WIZARD else 1
    return (kind, RANK[card], SUITS.index(SUIT[card]) if SUIT[card] else 0)


def bid_reason(hand: list[str], trump: str | None, players: int, bid: int | None = None) -> str:
    """Why a hand is worth its tricks, in one line: '2 Wizards and 1 high trump: about 3 tricks'; when
    the searched `bid` differs from that count, the line says the trial deals chose it."""
    wizards = hand.count(WIZARD)
    trumps = [c for c in hand if trump is not None and SUIT[c] == trump]
    high_trumps = sum(1 for c in trumps if RANK[c] >= 10)
    low_trumps = len(trumps) - high_trumps
    high_plain = sum(1 for c in hand if SUIT[c] is not None and SUIT[c] != trump and RANK[c] >= 12)
    parts = []
    if wizards:
        parts.append(ngettext("{n} Wizard", "{n} Wizards", wizards).format(n=wizards))
    if high_trumps:
        parts.append(ngettext("{n} high trump", "{n} high trumps", high_trumps).format(n=high_trumps))
    if low_trumps:
        parts.append(ngettext("{n} low trump", "{n} low trumps", low_trumps).format(n=low_trumps))
    if high_plain:
        parts.append(ngettext("{n} other high card", "{n} other high cards", high_plain).format(n=high_plain))
    what = join_names(parts) if parts else _("no Wizards and no high cards")
    about = round(estimate_tricks(hand, trump, players))
    if bid is not None and bid != about:
        line = ngettext(
            "{what}: a quick count says about {n} trick, but this hand took {bid} in trial deals",
            "{what}: a quick count says about {n} tricks, but this hand took {bid} in trial deals", about)
        return line.format(what=what, n=about, bid=bid)
    return ngettext("{what}: about {n} trick", "{what}: about {n} tricks", about).format(what=what, n=about)
