"""Pegs and Jokers on a phone: its hand, table, facts and move labels (see scenes/phones/present.py)."""

from __future__ import annotations

from game.core.i18n import N_, _, ngettext
from game.pegs.board import parse_hole, steps_to_in_spot, team, track_length
from game.pegs.cards import BACK_RANK, BACK_STEPS, JOKER, SPLIT_RANK
from game.pegs.engine import Discard, Move, Phase, SplitRest
from scenes.phones.adapters.base import Adapter, card, generic_label
from scenes.text.pegs_text import card_label, face, suit_key


def pic(c):
    return card(c, face(c).removeprefix("cards/"), card_label(c))


BEHIND = (N_("second"), N_("third"), N_("fourth"), N_("fifth"))  # the pegs behind the front one


def peg_name(view, seat: int, k: int, names: list[str]) -> str:
    """A peg as a person finds it on the board: the pegs carry no numbers, so a track peg is named by
    its place from the front (the one nearest its home first), a home peg by its home hole."""
    hole = view.pegs[seat][k]
    kind, _seat, n = parse_hole(hole)
    yours = seat == view.player
    if kind == "home":
        return (_("your peg in home {n}") if yours else _("{name}'s peg in home {n}")).format(
            n=n + 1, name=names[seat])
    ahead = 1 + sum(1 for h in view.pegs[seat] if h.startswith("track.")
                    and to_home(view, seat, h) < to_home(view, seat, hole))
    if ahead == 1:
        return _("your front peg") if yours else _("{name}'s front peg").format(name=names[seat])
    return (_("your {nth} peg from the front") if yours else _("{name}'s {nth} peg from the front")).format(
        nth=_(BEHIND[ahead - 2]), name=names[seat])


def to_home(view, seat: int, hole: str) -> int:
    return steps_to_in_spot(seat, parse_hole(hole)[2], view.players)


def peg_move(view, card: str | None, peg: int, to: str, names: list[str]) -> str:
    """What a move does, in the board's terms: which peg, how far or where to, and whom it sends away."""
    mine = view.playing_for if view.playing_for is not None else view.player
    start = view.pegs[mine][peg]
    target = next(((s, pegs.index(to)) for s, pegs in enumerate(view.pegs) if s != mine and to in pegs), None)
    onto = peg_name(view, *target, names) if target else ""
    peg = peg_name(view, mine, peg, names) if not start.startswith("start.") else ""
    if card == JOKER:
        text = (_("a peg from start jumps onto {target}") if not peg
                else _("{peg} jumps onto {target}")).format(peg=peg, target=onto)
    elif not peg:
        text = _("a peg out of start")
    elif card is not None and card[0] == BACK_RANK:
        text = _("{peg} {n} back").format(peg=peg, n=BACK_STEPS)
    else:
        here, there = parse_hole(start)[2], parse_hole(to)[2]
        if not to.startswith("home."):
            steps = (there - here) % track_length(view.players)
            text = _("{peg} {n} forward").format(peg=peg, n=steps)
        else:
            steps = there - here if start.startswith("home.") else to_home(view, mine, start) + 1 + there
            text = _("{peg} into home {n}").format(peg=peg, n=there + 1)
        if card is not None and card[0] == SPLIT_RANK and steps < 7:
            text = _("{move}; {n} left for another peg").format(move=text, n=7 - steps)
    if not target:
        return text
    opponent = team(target[0]) != team(mine)
    if card == JOKER:  # the jump names its peg already; an opponent's always goes back to start
        return text if opponent else _("{move} — it goes to its in-spot").format(move=text)
    if opponent:
        return _("{move} — {target} goes back to start").format(move=text, target=onto)
    return _("{move} — {target} goes to its in-spot").format(move=text, target=onto)


def table(view, names):
    top = view.discards[-1] if view.discards else None
    return [{"title": _("Discard pile"), "cards": [pic(top)] if top else []}]


def info(view, names):
    rows = []
    mine = view.colour_for(view.player)  # not `playing_for`: that is whoever's turn it is
    if mine != view.player:
        rows.append([_("You move"), _("{name}'s pegs").format(name=names[mine])])
    for s, name in enumerate(names):
        home = sum(1 for h in view.pegs[s] if h.startswith("home."))
        rows.append([name, ngettext("{n} peg home", "{n} pegs home", home).format(n=home)])
    return rows


def prompt(view):
    if view.phase == Phase.SPLIT:
        return _("Move the rest of the 7 with another peg.")
    return _("Tap a card, then choose the peg move.")


def label(action, view, names):
    if isinstance(action, Move):
        return _("{card}: {move}").format(card=card_label(action.card),
                                           move=peg_move(view, action.card, action.peg, action.to, names))
    if isinstance(action, SplitRest):
        return peg_move(view, None, action.peg, action.to, names)
    if isinstance(action, Discard):
        return _("Discard {card}").format(card=card_label(action.card))
    return generic_label(action)


def cards_of(action, view):
    return [action.card] if isinstance(action, (Move, Discard)) else []


def hand(view):
    return [pic(c) for c in sorted(view.hand, key=suit_key)]


ADAPTER = Adapter(hand=hand, table=table, info=info, prompt=prompt, label=label, cards_of=cards_of)
