"""Zoker Tiko on a phone: its hand, table, facts and move labels (see scenes/phones/present.py)."""

from __future__ import annotations

from game.core.i18n import _, ngettext
from game.zoker.cards import DECK, beats, card_name
from game.zoker.tiko.engine import Play
from scenes.phones.adapters.base import Adapter, generic_label, zoker_card


def table(view, names):
    trick = [dict(zoker_card(c), label=_("{name}: {card}").format(name=names[s], card=card_name(c)),
                  tag=names[s]) for s, c in view.trick]
    out = [{"title": _("Trick"), "cards": trick}]
    if not view.trick and view.played:  # between two tricks: the last one's cards; its taker leads now
        out.append({"title": _("Last trick: {name} took it").format(name=names[view.leader]),
                    "cards": [zoker_card(c) for c in view.played[-view.players:]]})
    if view.pile:
        out.append({"title": _("Top card"), "cards": [zoker_card(view.pile[-1])]})
    return out


def info(view, names):
    rows = [[_("Deal"), _("{k} of {n}").format(k=view.deal_no, n=view.deals)],
            [_("Deck"), str(view.deck_left)]]
    for s, name in enumerate(names):
        won = ngettext("{n} card won", "{n} cards won", view.won[s]).format(n=view.won[s])
        rows.append([name, won])
    return rows


def label(action, view, names):
    if isinstance(action, Play):
        c = DECK[action.card]
        name = card_name(c)
        if view.pile:  # where it goes says whether it can take the lead
            top = view.pile[-1]
            where = _("Play {card}: it goes on top") if beats(c, top) else _("Play {card}: it goes under")
            return where.format(card=name)
        return _("Play {card}").format(card=name)
    return generic_label(action)


def cards_of(action, view):
    return [str(action.card)] if isinstance(action, Play) else []


ADAPTER = Adapter(
    hand=lambda view: [zoker_card(c) for c in view.hand], table=table, info=info,
    prompt=lambda view: _("Your turn: tap a card, then Play."), label=label, cards_of=cards_of)
