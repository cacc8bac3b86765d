"""Gang of Four on a phone: its hand, table, facts and move labels (see scenes/phones/present.py)."""

from __future__ import annotations

from game.core.i18n import _, ngettext, number
from game.gang_of_four.engine import GiveBack, Pass, Phase, Play
from scenes.phones.adapters.base import Adapter, card, generic_label
from scenes.text.gang_of_four_text import card_name, describe, face


def hand(view):
    return [card(c, face(c).removeprefix("cards/"), card_name(c)) for c in view.hand]


def table(view, names):
    if view.top is None:
        return [{"title": _("Table"), "cards": []}]
    cards = [card(c, face(c).removeprefix("cards/"), card_name(c)) for c in view.top.cards]
    who, what = names[view.top.player], describe(view.top.cards)
    title = _("{name}: {combination}").format(name=who, combination=what)
    return [{"title": title, "cards": cards}]


def info(view, names):
    line = lambda n: ngettext("{n} card, {points} points", "{n} cards, {points} points", n)  # noqa: E731
    return [[name, line(view.counts[s]).format(n=view.counts[s], points=number(view.totals[s]))]
            for s, name in enumerate(names)]


def prompt(view):
    if view.phase == Phase.EXCHANGE:
        return _("Tap the card to give back, then Give.")
    if view.top is None and view.must_lead:  # the first lead of a game: nothing else says so on the phone
        return _("Your lead: tap cards that include the multicoloured 1, then Play.")
    if view.top is None:
        return _("Your lead: tap cards, then Play.")
    return _("Beat the combination on the table, or pass: tap cards, then Play.")


def label(action, view, names):
    if isinstance(action, Play):
        text = _("Play {combination}").format(combination=describe(action.cards))
        return text + (" — " + _("say one card") if action.announce else "")
    if isinstance(action, Pass):
        return _("Pass")
    if isinstance(action, GiveBack):
        return _("Give {card}").format(card=card_name(action.card))
    return generic_label(action)


def cards_of(action, view):
    if isinstance(action, Play):
        return list(action.cards)
    if isinstance(action, GiveBack):
        return [action.card]
    return []


ADAPTER = Adapter(hand=hand, table=table, info=info, prompt=prompt, label=label, cards_of=cards_of)
