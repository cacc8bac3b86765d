"""Wizard in words: card names, the trump's name, sprite paths, the rank sort, the bid hint."""

from __future__ import annotations

from game.core.i18n import _, join_names, ngettext
from game.wizard.cards import JESTER, RANK, SUIT, SUIT_NAMES, SUITS, WIZARD, card_name
from game.wizard.engine import Phase
from game.wizard.strength import estimate_tricks
from scenes.text import lettered_face

__all__ = ["bid_hint", "card_name", "face", "rank_key", "trump_name"]


def face(card: str) -> str:
    """A suit card's face, or the Wizard's and the Jester's with their letters in the current language."""
    return lettered_face("wizard", card) if card in (WIZARD, JESTER) else f"cards/wizard/{card}.png"


def trump_name(view) -> str:
    if view.phase == Phase.TRUMP:
        return _("dealer chooses")
    return _("no trump") if view.trump is None else _(SUIT_NAMES[view.trump])


def bid_line(view, seat: int) -> str:
    """'bid 2, tricks 1'; '?' for a bid made but hidden, '–' for one not made yet (the table's seat
    panels and the phones say alike)."""
    bid = view.bids[seat]
    if bid is None:
        made = view.phase != Phase.BID or (seat - view.dealer - 1) % view.players < view.bids_made
        bid = "?" if made and view.phase != Phase.TRUMP else "–"
    return _("bid {bid}, tricks {n}").format(bid=bid, n=view.tricks[seat])


def rank_key(card: str) -> tuple[int, int, int]:
    """By rank across the suits: Jesters first, Wizards last."""
    kind = 0 if card == JESTER else 2 if card == WIZARD else 1
    return (kind, RANK[card], SUITS.index(SUIT[card]) if SUIT[card] else 0)


def bid_hint(hand: list[str], trump: str | None, players: int, bid: int, forbidden: int | None = None) -> str:
    """The bid hint in plain sentences: what the hand's best cards are worth, and the searched `bid`
    when the trial deals took another count: 'Hint: bid 2 tricks. Your best cards (1 Wizard and
    1 high trump) are worth about 1 trick, but in trial deals a bid of 2 scored best.' When that
    count is the bid Plus-minus one forbids (`forbidden`), the hint says so."""
    wizards = hand.count(WIZARD)
    trumps = [c for c in hand if trump is not None and SUIT[c] == trump]
    high_trumps = sum(1 for c in trumps if RANK[c] >= 10)
    high = sum(1 for c in hand if SUIT[c] is not None and SUIT[c] != trump and RANK[c] >= 12)
    parts = []
    if wizards:
        parts.append(ngettext("{n} Wizard", "{n} Wizards", wizards).format(n=wizards))
    if high_trumps:
        parts.append(ngettext("{n} high trump", "{n} high trumps", high_trumps).format(n=high_trumps))
    if len(trumps) > high_trumps:
        low = len(trumps) - high_trumps
        parts.append(ngettext("{n} low trump", "{n} low trumps", low).format(n=low))
    if high and not trumps:
        parts.append(ngettext("{n} high card", "{n} high cards", high).format(n=high))
    elif high:
        line = ngettext("{n} high card besides trumps", "{n} high cards besides trumps", high)
        parts.append(line.format(n=high))
    about = round(estimate_tricks(hand, trump, players))
    named = wizards + len(trumps) + high
    if named == 1:  # "Your best card, a low trump, …": "(1 low trump)" read as a count
        parts = [_("a Wizard") if wizards else _("a high trump") if high_trumps
                 else _("a low trump") if trumps else _("a high card")]
    if about == 0:  # "worth about 0 tricks" read oddly
        worth = (_("Your best card, {cards}, is unlikely to take a trick") if named == 1
                 else _("Your best cards ({cards}) are unlikely to take a trick") if parts
                 else _("With no Wizards and no high cards, your hand is unlikely to take a trick"))
    elif parts and about > named:  # the middling cards add tricks the named ones alone are not worth
        worth = ngettext("Your hand, with {cards}, is worth about {n} trick",
                         "Your hand, with {cards}, is worth about {n} tricks", about)
    elif named == 1:
        worth = ngettext("Your best card, {cards}, is worth about {n} trick",
                         "Your best card, {cards}, is worth about {n} tricks", about)
    elif parts:
        worth = ngettext("Your best cards ({cards}) are worth about {n} trick",
                         "Your best cards ({cards}) are worth about {n} tricks", about)
    else:
        worth = ngettext("With no Wizards and no high cards, your hand is worth about {n} trick",
                         "With no Wizards and no high cards, your hand is worth about {n} tricks", about)
    worth = worth.format(cards=join_names(parts), n=about)
    if bid != about and about == forbidden:
        worth = _("{worth}, but Plus-minus one does not allow a bid of {no} now; of the others, {bid} "
                  "scored best in trial deals.").format(worth=worth, no=about, bid=bid)
    elif bid != about:
        # the search's best-scoring bid, not a count of tricks taken ("this hand took 2" was not so)
        worth = _("{worth}, but in trial deals a bid of {bid} scored best.").format(worth=worth, bid=bid)
    else:
        worth += "."
    return ngettext("Hint: bid {n} trick. {why}", "Hint: bid {n} tricks. {why}", bid).format(n=bid, why=worth)
