"""Zoker Kubo on a phone: its hand, table, facts and move labels (see scenes/phones/present.py)."""

from __future__ import annotations

from game.core.i18n import _, ngettext, number
from game.zoker.cards import card_name
from game.zoker.kubo.engine import STRUCTURES, Claim, Draw, EndTurn, Pass, Phase, Place
from scenes.narration.zoker_kubo import structure_name
from scenes.phones.adapters.base import Adapter, generic_label, zoker_card


def info(view, names):
    rows = [[_("Round"), str(view.round)], [_("Draw pile"), str(view.pile_count)]]
    for s, name in enumerate(names):
        line = ngettext("{n} card, {points} points", "{n} cards, {points} points", view.hand_counts[s])
        rows.append([name, line.format(n=view.hand_counts[s], points=number(view.totals[s]))])
    return rows


def prompt(view):
    if view.phase == Phase.DRAW:
        return _("Draw extra cards, or none.")
    if view.phase == Phase.STEAL:
        return _("Sharp eyes: claim a finished structure, or pass.")
    return _("Tap a card to place it on its own place in the cube; claim what you finish; end your turn.")


def label(action, view, names):
    if isinstance(action, Place):
        return _("Place {card}").format(card=card_name(action.card))
    if isinstance(action, Claim):
        points = STRUCTURES[action.structure].points
        return ngettext("Claim {what} ({n} point)", "Claim {what} ({n} points)", points).format(
            what=structure_name(action.structure), n=points)
    if isinstance(action, Draw):
        if action.count == 0:
            return _("Draw no cards")
        return ngettext("Draw {n} card", "Draw {n} cards", action.count).format(n=action.count)
    if isinstance(action, EndTurn):
        return _("End turn")
    if isinstance(action, Pass):
        return _("Pass")
    return generic_label(action)


def cards_of(action, view):
    return [str(action.card.index)] if isinstance(action, Place) else []


ADAPTER = Adapter(
    hand=lambda view: [zoker_card(c) for c in sorted(view.hand)], info=info, prompt=prompt,
    label=label, cards_of=cards_of)
