"""Pegs and Jokers on a phone: its hand, table, facts and move labels (see scenes/phones/present.py)."""

from __future__ import annotations

from game.core.i18n import _, ngettext
from game.pegs.board import parse_hole
from game.pegs.engine import Discard, Move, Phase, SplitRest
from scenes.phones.adapters.base import Adapter, card, generic_label
from scenes.text.pegs_text import card_label, suit_key


def pic(c):
    return card(c, f"pegs/{c}.png", card_label(c))


def hole(h: str) -> str:
    kind, _seat, n = parse_hole(h)
    if kind == "start":
        return _("start")
    if kind == "home":
        return _("home {n}").format(n=n + 1)
    return _("hole {n}").format(n=n + 1)


def peg_move(view, peg: int, to: str) -> str:
    mine = view.playing_for if view.playing_for is not None else view.player
    text = _("peg {n}: {start} → {end}").format(n=peg + 1, start=hole(view.pegs[mine][peg]), end=hole(to))
    if any(to in pegs for s, pegs in enumerate(view.pegs) if s != mine):
        text += " — " + _("sends a peg back")
    return text


def table(view, names):
    top = view.discards[-1] if view.discards else None
    return [{"title": _("Discard pile"), "cards": [pic(top)] if top else []}]


def info(view, names):
    rows = []
    if view.playing_for is not None and view.playing_for != view.player:
        rows.append([_("You move"), _("{name}'s pegs").format(name=names[view.playing_for])])
    for s, name in enumerate(names):
        home = sum(1 for h in view.pegs[s] if h.startswith("home."))
        rows.append([name, ngettext("{n} peg home", "{n} pegs home", home).format(n=home)])
    return rows


def prompt(view):
    if view.phase == Phase.SPLIT:
        return _("Move the rest of the 7 with another peg.")
    return _("Tap a card, then choose the peg move.")


def label(action, view):
    if isinstance(action, Move):
        return _("{card}: {move}").format(card=card_label(action.card),
                                           move=peg_move(view, action.peg, action.to))
    if isinstance(action, SplitRest):
        return peg_move(view, action.peg, action.to)
    if isinstance(action, Discard):
        return _("Discard {card}").format(card=card_label(action.card))
    return generic_label(action)


def cards_of(action, view):
    return [action.card] if isinstance(action, (Move, Discard)) else []


def hand(view):
    return [pic(c) for c in sorted(view.hand, key=suit_key)]


ADAPTER = Adapter(hand=hand, table=table, info=info, prompt=prompt, label=label, cards_of=cards_of)
