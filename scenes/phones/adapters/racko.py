"""Racko on a phone: its hand, table, facts and move labels (see scenes/phones/present.py)."""

from __future__ import annotations

from game.core.i18n import _
from game.racko.engine import CallRacko, Discard, Draw, EndTurn, Phase, Place
from game.racko.kernels import SLOTS
from scenes.phones.adapters.base import Adapter, card, generic_label


def img(value):
    return f"racko/{value}.png" if value else "racko/back.png"


def hand(view):
    return [
        card(str(slot), img(value) if value is not None else None,
             _("Slot {slot}: {card}").format(slot=slot, card=value) if value
             else _("Slot {slot}").format(slot=slot), tag=str(slot))  # the slots' order is the game
        for slot, value in zip(SLOTS, view.rack, strict=True)
    ]


def table(view, names):
    out = []
    mine = view.held if view.held is not None else view.incoming
    if mine is not None:
        out.append({"title": _("Your card"), "cards": [card("held", img(mine), str(mine))]})
    top = view.discard[-1] if view.discard else None
    out.append({"title": _("Discard pile: {n}").format(n=len(view.discard)),
                "cards": [card("discard", img(top), str(top))] if top else []})
    return out


def info(view, names):
    return [[_("Round"), str(view.round_no)], [_("Draw pile"), str(view.draw_count)]]


def prompt(view):
    if view.phase == Phase.DRAW:
        return _("Your turn: take a card from the draw pile or the discard pile.")
    if view.phase == Phase.DEAL:
        return _("Quick deal: put the card into an empty slot.")
    if view.phase == Phase.CALL:
        return _("Your rack ascends: call Racko now or end your turn.")
    if view.held_from == "discard":  # it may not go back there
        return _("Tap the slot for your card: a card from the discard pile stays in your rack.")
    return _("Tap the slot for your card, or discard it.")


def label(action, view, names):
    if isinstance(action, Draw):
        if action.pile == "draw":
            return _("Take from the draw pile")
        top = view.discard[-1] if view.discard else ""
        return _("Take the {card} from the discard pile").format(card=top)
    if isinstance(action, Place):
        return _("Put it into slot {slot}").format(slot=action.slot)
    if isinstance(action, Discard):  # "Discard" alone read "Poisto" (a noun) in Finnish
        return _("Discard the {card}").format(card=view.held)
    if isinstance(action, CallRacko):
        return _("Racko!")
    if isinstance(action, EndTurn):
        return _("End turn")
    return generic_label(action)


def cards_of(action, view):
    return [str(action.slot)] if isinstance(action, Place) else []


ADAPTER = Adapter(
    hand=hand, hand_title=lambda view: _("Your rack"), table=table, info=info, prompt=prompt,
    label=label, cards_of=cards_of)
