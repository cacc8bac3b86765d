"""What a phone is sent: a seat's `view(seat)` as JSON plus the words and pictures to show it.

The phone page is generic: it draws a hand of cards (image + label), a few table sections,
key facts, the legal actions with human labels (each naming the hand cards it uses) and the
score sheet. Everything a person reads is written here, server-side, in the table's language,
so the page needs no per-game code and no translations of its own. Each game's words come
from its adapter (scenes/phones/adapters/<game>.py), named by its tile in scenes/registry.py.
Runs on the main thread only (it reads the state).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from typing import Any

from game.core.api import ROUND_OVER
from game.core.i18n import _, number
from scenes.phones.adapters.base import Adapter
from scenes.registry import ByTile

GENERIC = Adapter()
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


ADAPTERS: Mapping[str, Adapter] = ByTile("phone")  # scenes/phones/adapters/<game>.py, by the tile


def adapter(game_id: str) -> Adapter:
    """The game's own adapter, or the generic page for a game that names none."""
    return ADAPTERS[game_id] if game_id in ADAPTERS else GENERIC


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
        "clear": _("Clear"),  # the selection, never the rack: Finnish "Poista valinta", not "Tyhjennä"
        "ended": _("This game has ended. Thank you for playing!"),
        "elsewhere": _("This seat was opened on another device."),
        "no_answer": _("The table did not answer that move: tap it again."),
    }


def present(session, seat: int, version: int) -> dict:
    """The whole message for `seat`: its view as data, and the words and pictures for the page."""
    state = session.state
    view = state.view(seat)
    names = [s.label() for s in session.seats]
    plain = [s.name for s in session.seats]  # within a move's words, a computer without its level
    ad = adapter(session.game.id)
    between = state.phase == ROUND_OVER and not state.is_over()  # the table deals the next round, not a phone
    mine = state.current_player == seat and not between
    actions = []
    if mine:
        for i, action in enumerate(state.legal_actions()):
            actions.append({"i": i, "label": ad.label(action, view, plain),
                            "cards": ad.cards_of(action, view), "action": action.to_json()})
    if state.is_over():
        status = _("Game over.")
    elif between:
        status = _("Round over: the scores are below. The next round starts on the table.")
    elif mine:
        status = ad.prompt(view)
    else:
        status = _("Waiting for {name}.").format(name=names[state.current_player])
    sheet = getattr(view, "score_sheet", None)
    scores = None
    if sheet is not None:
        # a narrow phone's columns: names without the computers' levels (the facts list has those)
        columns = plain if len(sheet.columns) == len(names) else list(sheet.columns)
        # numbers as people read them ("−10", a real minus sign), as the table's score sheet writes them
        rows = [{"label": r.label, "points": [number(p) for p in r.points]} for r in sheet.rows]
        scores = {"columns": columns, "rows": rows, "totals": [number(t) for t in sheet.totals()]}
    else:
        scores = {"columns": plain, "rows": [], "totals": [number(t) for t in state.scores()]}
    return {
        "type": "view",
        "v": version,
        "game": session.game.id,
        "game_name": _(session.game.name),
        "seat": seat,
        "name": names[seat],
        "your_turn": mine,
        "over": state.is_over(),
        "round_over": between,
        "status": status,
        "hand_title": ad.hand_title(view),
        "hand": ad.hand(view),
        "table": ad.table(view, plain),  # names under cards: no room for a level
        "info": ad.info(view, names),
        "actions": actions,
        "scores": scores,
        "text": page_texts(),
        "view": to_plain(view),
    }
