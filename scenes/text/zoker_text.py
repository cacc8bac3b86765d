"""The Zoker deck's sprite paths (its card names are the engine's: game.zoker.cards.card_name)."""

from __future__ import annotations

from game.zoker.cards import card_name, sprite_name

__all__ = ["card_name", "face", "sprite_path"]


def sprite_path(card) -> str:
    """The card's image under assets/cards/."""
    return f"zoker/{sprite_name(card)}.png"


def face(card) -> str:
    """The card's image under assets/."""
    return f"cards/{sprite_path(card)}"
