"""What every phone adapter is built from: the `Adapter` hooks, one card for the page, generic labels."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from game.core.api import Action, NextRound, View
from game.core.i18n import _
from scenes.text.zoker_text import card_name, sprite_path

CARD_URL = "/c/{path}"  # served from assets/cards/ (see server.py)


def card(key: str, path: str | None, label: str, tag: str | None = None) -> dict:
    """One card for the page: `key` matches the `cards` of actions; `path` under assets/cards/;
    `tag` a short caption under it (Racko's slot number)."""
    out = {"key": key, "img": CARD_URL.format(path=path) if path else None, "label": label}
    if tag is not None:
        out["tag"] = tag
    return out


def zoker_card(c) -> dict:
    """A Zoker card (Tiko, Kubo), keyed by its index in the deck."""
    return card(str(c.index), sprite_path(c), card_name(c))


def generic_label(action: Action) -> str:
    if isinstance(action, NextRound):
        return _("Next round")
    return ", ".join(str(v) for v in action.to_json().values())


@dataclasses.dataclass
class Adapter:
    """How one game is shown on a phone. Every hook has a generic default (the page of a game that
    has no adapter of its own)."""

    hand: Callable[[View], list[dict]] = lambda view: []
    hand_title: Callable[[View], str] = lambda view: _("Your hand")
    table: Callable[[View, list[str]], list[dict]] = lambda view, names: []
    info: Callable[[View, list[str]], list[list[str]]] = lambda view, names: []
    prompt: Callable[[View], str] = lambda view: _("Your turn: choose a move.")
    label: Callable[[Action, View, list[str]], str] = lambda action, view, names: generic_label(action)
    cards_of: Callable[[Action, View], list[str]] = lambda action, view: []
