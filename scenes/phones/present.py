"""What a phone is sent: a seat's `view(seat)` as JSON plus the words and pictures to show it.

The phone page is generic: it draws a hand of cards (image + label), a few table sections,
key facts, the legal actions with human labels (each naming the hand cards it uses) and the
score sheet. Everything a person reads is written here, server-side, in the table's language,
so the page needs no per-game code and no translations of its own. Runs on the main thread
only (it reads the state).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable
from typing import Any

from game.core.api import Action, NextRound, View
from game.core.i18n import _, ngettext

CARD_URL = "/c/{path}"  # served from assets/cards/ (see server.py)
MAX_DEPTH = 12  # views are shallow; anything deeper is cut rather than recursing without end


def to_plain(value: Any, depth: int = 0) -> Any:
    """Any view (dataclasses, tuples, dicts, enums) as JSON-ready data; unknown objects as text."""
    if depth > MAX_DEPTH:
        return None
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, enum.Enum):
        return to_plain(value.value, depth + 1)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_plain(getattr(value, f.name), depth + 1) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): to_plain(v, depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_plain(v, depth + 1) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((to_plain(v, depth + 1) for v in value), key=repr)
    return str(value)


def card(key: str, path: str | None, label: str) -> dict:
    """One card for the page: `key` matches the `cards` of actions; `path` under assets/cards/."""
    return {"key": key, "img": CARD_URL.format(path=path) if path else None, "label": label}


@dataclasses.dataclass
class Adapter:
    """How one game is shown on a phone. Every hook has a generic default."""

    hand: Callable[[View], list[dict]] = lambda view: []
    hand_title: Callable[[View], str] = lambda view: _("Your hand")
    table: Callable[[View, list[str]], list[dict]] = lambda view, names: []
    info: Callable[[View, list[str]], list[list[str]]] = lambda view, names: []
    prompt: Callable[[View], str] = lambda view: _("Your turn: choose a move.")
    label: Callable[[Action, View], str] = lambda action, view: generic_label(action)
    cards_of: Callable[[Action, View], list[str]] = lambda action, view: []


def generic_label(action: Action) -> str:
    if isinstance(action, NextRound):
        return _("Next round")
    fields = ", ".join(str(v) for v in action.to_json().values())
    return fields


# --------------------------------------------------------------------------- Wizard


def _wizard() -> Adapter:
    from game.wizard.cards import SUIT_NAMES, sort_key
    from game.wizard.engine import Bid, ChooseTrump, Play
    from scenes.tables.wizard import card_name, face, trump_name

    def pic(c, label=None):
        return card(c, face(c).removeprefix("cards/"), label or card_name(c))

    def hand(view):
        return [pic(c) for c in sorted(view.hand, key=sort_key)]

    def table(view, names):
        n = view.players
        trick = [
            pic(c, _("{name}: {card}").format(name=names[(view.leader + i) % n], card=card_name(c)))
            for i, c in enumerate(view.trick)
        ]
        out = [{"title": _("Trick"), "cards": trick}]
        if view.turned:
            out.append({"title": _("Trump"), "cards": [pic(view.turned)]})
        return out

    def info(view, names):
        rows = [
            [_("Round"), _("{r} of {n}").format(r=view.round_no, n=view.rounds)],
            [_("Trump"), trump_name(view)],
        ]
        for seat, name in enumerate(names):
            bid = view.bids[seat]
            bid = "?" if bid is None else bid
            rows.append([name, _("bid {bid}, tricks {n}").format(bid=bid, n=view.tricks[seat])])
        return rows

    def prompt(view):
        if view.phase == "bid":
            return _("How many tricks will you take? Trump: {trump}.").format(trump=trump_name(view))
        if view.phase == "trump":
            return _("You turned up a Wizard: choose the trump suit.")
        if view.phase == "play":
            return _("Your turn: tap a card, then Play.")
        return _("Your turn: choose a move.")

    def label(action, view):
        if isinstance(action, Bid):
            return _("Bid {n}").format(n=action.tricks)
        if isinstance(action, ChooseTrump):
            return _(SUIT_NAMES[action.suit])
        if isinstance(action, Play):
            return _("Play {card}").format(card=card_name(action.card))
        return generic_label(action)

    def cards_of(action, view):
        return [action.card] if isinstance(action, Play) else []

    return Adapter(hand=hand, table=table, info=info, prompt=prompt, label=label, cards_of=cards_of)


# --------------------------------------------------------------------------- Gang of Four


def _gang_of_four() -> Adapter:
    from game.gang_of_four.engine import GiveBack, Pass, Play
    from scenes.tables.gang_of_four import face
    from scenes.tables.gang_of_four_text import card_name, describe

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
        return [[name, line(view.counts[s]).format(n=view.counts[s], points=view.totals[s])]
                for s, name in enumerate(names)]

    def prompt(view):
        if view.phase == "exchange":
            return _("Tap the card to give back, then Give.")
        if view.top is None:
            return _("Your lead: tap cards, then Play.")
        return _("Beat the combination on the table, or pass: tap cards, then Play.")

    def label(action, view):
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

    return Adapter(hand=hand, table=table, info=info, prompt=prompt, label=label, cards_of=cards_of)


# --------------------------------------------------------------------------- Racko


def _racko() -> Adapter:
    from game.racko.engine import CallRacko, Discard, Draw, EndTurn, Place
    from game.racko.kernels import SLOTS

    def img(value):
        return f"racko/{value}.png" if value else "racko/back.png"

    def hand(view):
        return [
            card(str(slot), img(value) if value is not None else None,
                 _("Slot {slot}: {card}").format(slot=slot, card=value) if value
                 else _("Slot {slot}").format(slot=slot))
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
        if view.phase == "draw":
            return _("Your turn: take a card from the draw pile or the discard pile.")
        if view.phase == "deal":
            return _("Quick deal: put the card into an empty slot.")
        if view.phase == "call":
            return _("Your rack ascends: call Racko now or end your turn.")
        return _("Tap the slot for your card, or discard it.")

    def label(action, view):
        if isinstance(action, Draw):
            if action.pile == "draw":
                return _("Take from the draw pile")
            top = view.discard[-1] if view.discard else ""
            return _("Take the {card} from the discard pile").format(card=top)
        if isinstance(action, Place):
            return _("Put it into slot {slot}").format(slot=action.slot)
        if isinstance(action, Discard):
            return _("Discard")
        if isinstance(action, CallRacko):
            return _("Racko!")
        if isinstance(action, EndTurn):
            return _("End turn")
        return generic_label(action)

    def cards_of(action, view):
        return [str(action.slot)] if isinstance(action, Place) else []

    return Adapter(hand=hand, hand_title=lambda view: _("Your rack"), table=table, info=info, prompt=prompt,
                   label=label, cards_of=cards_of)


# --------------------------------------------------------------------------- Zoker Tiko


def _zoker_card(c) -> dict:
    from game.zoker.cards import card_name, sprite_name

    return card(str(c.index), f"zoker/{sprite_name(c)}.png", card_name(c))


def _zoker_tiko() -> Adapter:
    from game.zoker.cards import DECK, beats, card_name
    from game.zoker.tiko.engine import Play

    def table(view, names):
        trick = [dict(_zoker_card(c), label=_("{name}: {card}").format(name=names[s], card=card_name(c)))
                 for s, c in view.trick]
        out = [{"title": _("Trick"), "cards": trick}]
        if view.pile:
            out.append({"title": _("Top card"), "cards": [_zoker_card(view.pile[-1])]})
        return out

    def info(view, names):
        rows = [[_("Deal"), _("{k} of {n}").format(k=view.deal_no, n=view.deals)],
                [_("Deck"), str(view.deck_left)]]
        for s, name in enumerate(names):
            won = ngettext("{n} card won", "{n} cards won", view.won[s]).format(n=view.won[s])
            rows.append([name, won])
        return rows

    def label(action, view):
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

    return Adapter(hand=lambda view: [_zoker_card(c) for c in view.hand], table=table, info=info,
                   prompt=lambda view: _("Your turn: tap a card, then Play."), label=label, cards_of=cards_of)


# --------------------------------------------------------------------------- Zoker Kubo


def _zoker_kubo() -> Adapter:
    from game.zoker.cards import card_name
    from game.zoker.kubo.engine import STRUCTURES, Claim, Draw, EndTurn, Pass, Place
    from scenes.narration.zoker_kubo import structure_name

    def info(view, names):
        rows = [[_("Round"), str(view.round)], [_("Draw pile"), str(view.pile_count)]]
        for s, name in enumerate(names):
            line = ngettext("{n} card, {points} points", "{n} cards, {points} points", view.hand_counts[s])
            rows.append([name, line.format(n=view.hand_counts[s], points=view.totals[s])])
        return rows

    def prompt(view):
        if view.phase == "draw":
            return _("Draw extra cards, or none.")
        if view.phase == "steal":
            return _("Sharp eyes: claim a finished structure, or pass.")
        return _("Tap a card to place it on its own place in the cube; claim what you finish; end your turn.")

    def label(action, view):
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

    return Adapter(hand=lambda view: [_zoker_card(c) for c in sorted(view.hand)], info=info, prompt=prompt,
                   label=label, cards_of=cards_of)


# --------------------------------------------------------------------------- Pegs and Jokers


def _pegs() -> Adapter:
    from game.pegs.board import parse_hole
    from game.pegs.engine import Discard, Move, SplitRest
    from scenes.tables.pegs_and_jokers import card_label, suit_key

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
        if view.phase == "split":
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

    return Adapter(hand=hand, table=table, info=info, prompt=prompt, label=label, cards_of=cards_of)


ADAPTERS: dict[str, Callable[[], Adapter]] = {
    "wizard": _wizard,
    "gang_of_four": _gang_of_four,
    "racko": _racko,
    "zoker_tiko": _zoker_tiko,
    "zoker_kubo": _zoker_kubo,
    "pegs_and_jokers": _pegs,
}
_cache: dict[str, Adapter] = {}


def adapter(game_id: str) -> Adapter:
    if game_id not in _cache:
        _cache[game_id] = ADAPTERS.get(game_id, Adapter)()
    return _cache[game_id]


def page_texts() -> dict[str, str]:
    """The page's own words, translated here so the page carries none."""
    return {
        "your_turn": _("Your turn"),
        "connecting": _("Connecting…"),
        "reconnecting": _("Connection lost: reconnecting…"),
        "scores": _("Scores"),
        "total": _("Total"),
        "select": _("Tap a card to see what you can do with it."),
        "no_move": _("These cards make no move now."),
        "clear": _("Clear"),
        "ended": _("This game has ended. Thank you for playing!"),
        "elsewhere": _("This seat was opened on another device."),
    }


def present(session, seat: int, version: int) -> dict:
    """The whole message for `seat`: its view as data, and the words and pictures for the page."""
    state = session.state
    view = state.view(seat)
    names = [s.label() for s in session.seats]
    ad = adapter(session.game.id)
    mine = state.current_player == seat
    actions = []
    if mine:
        for i, action in enumerate(state.legal_actions()):
            actions.append({"i": i, "label": ad.label(action, view), "cards": ad.cards_of(action, view),
                            "action": action.to_json()})
    if state.is_over():
        status = _("Game over.")
    elif mine:
        status = ad.prompt(view)
    else:
        status = _("Waiting for {name}.").format(name=names[state.current_player])
    sheet = getattr(view, "score_sheet", None)
    scores = None
    if sheet is not None:
        columns = names if len(sheet.columns) == len(names) else list(sheet.columns)
        rows = [{"label": r.label, "points": list(r.points)} for r in sheet.rows]
        scores = {"columns": columns, "rows": rows, "totals": sheet.totals()}
    else:
        scores = {"columns": names, "rows": [], "totals": list(state.scores())}
    return {
        "type": "view",
        "v": version,
        "game": session.game.id,
        "game_name": _(session.game.name),
        "seat": seat,
        "name": names[seat],
        "your_turn": mine,
        "over": state.is_over(),
        "status": status,
        "hand_title": ad.hand_title(view),
        "hand": ad.hand(view),
        "table": ad.table(view, names),
        "info": ad.info(view, names),
        "actions": actions,
        "scores": scores,
        "text": page_texts(),
        "view": to_plain(view),
    }
