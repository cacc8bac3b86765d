"""Wizard on a phone: its hand, table, facts and move labels (see scenes/phones/present.py)."""

from __future__ import annotations

from game.core.i18n import _
from game.wizard.cards import SUIT_NAMES, sort_key
from game.wizard.engine import Bid, ChooseTrump, Phase, Play
from scenes.phones.adapters.base import Adapter, card, generic_label
from scenes.text.wizard_text import bid_line, card_name, face, trump_name


def pic(c, label=None, tag=None):
    return card(c, face(c).removeprefix("cards/"), label or card_name(c), tag)


def played_by(c: str, name: str) -> dict:
    """A card on the table, its player's name under it."""
    return pic(c, _("{name}: {card}").format(name=name, card=card_name(c)), name)


def hand(view):
    return [pic(c) for c in sorted(view.hand, key=sort_key)]


def table(view, names):
    n = view.players
    out = [{"title": _("Trick"), "cards": [played_by(c, names[(view.leader + i) % n])
                                           for i, c in enumerate(view.trick)]}]
    if not view.trick and view.last_trick:  # between two tricks: what the last was, and who took it
        leader, cards, winner = view.last_trick
        out.append({"title": _("Last trick: {name} took it").format(name=names[winner]),
                    "cards": [played_by(c, names[(leader + i) % n]) for i, c in enumerate(cards)]})
    if view.turned:
        out.append({"title": _("Trump"), "cards": [pic(view.turned)]})
    return out


def info(view, names):
    rows = [
        [_("Round"), _("{r} of {n}").format(r=view.round_no, n=view.rounds)],
        [_("Trump"), trump_name(view)],
    ]
    for seat, name in enumerate(names):
        rows.append([name, bid_line(view, seat)])
    return rows


def prompt(view):
    if view.phase == Phase.BID:
        return _("How many tricks will you take? Trump: {trump}.").format(trump=trump_name(view))
    if view.phase == Phase.TRUMP:
        return _("You turned up a Wizard: choose the trump suit.")
    if view.phase == Phase.PLAY:
        return _("Your turn: tap a card, then Play.")
    return _("Your turn: choose a move.")


def label(action, view, names):
    if isinstance(action, Bid):
        return _("Bid {n}").format(n=action.tricks)
    if isinstance(action, ChooseTrump):
        return _(SUIT_NAMES[action.suit])
    if isinstance(action, Play):
        return _("Play {card}").format(card=card_name(action.card))
    return generic_label(action)


def cards_of(action, view):
    return [action.card] if isinstance(action, Play) else []


ADAPTER = Adapter(hand=hand, table=table, info=info, prompt=prompt, label=label, cards_of=cards_of)
