"""Every game, by id: an explicit dict (PyInstaller cannot see imports made by name)."""

from __future__ import annotations

from game.core.api import Game

GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add `game` under its id (used only below, in one explicit list)."""
    GAMES[game.id] = game
    return game


def get(game_id: str) -> Game:
    """The game with this id; KeyError with the known ids if there is none."""
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise KeyError(f"unknown game {game_id!r}; known: {known}") from None


# One line per game, in menu order. Keep imports explicit.
from game.zoker.solo import GAME as ZOKER_SOLO  # noqa: E402  (after register(): registry ← game import cycle)
register(ZOKER_SOLO)
from game.zoker.memo import GAME as ZOKER_MEMO  # noqa: E402  (after register(): registry ← game import cycle)

register(ZOKER_MEMO)
