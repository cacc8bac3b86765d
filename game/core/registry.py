"""Every game, by id: an explicit dict (PyInstaller cannot see imports made by name).

To add a game: import its GAME below and add it to the tuple, in menu order.
"""

from __future__ import annotations

from game.core.api import Game
from game.gang_of_four import GAME as GANG_OF_FOUR
from game.pegs import GAME as PEGS_AND_JOKERS
from game.racko import GAME as RACKO
from game.wizard import GAME as WIZARD
from game.zoker.kubo import GAME as ZOKER_KUBO
from game.zoker.memo import GAME as ZOKER_MEMO
from game.zoker.solo import GAME as ZOKER_SOLO
from game.zoker.tiko import GAME as ZOKER_TIKO

# Menu order.
GAMES: dict[str, Game] = {
    g.id: g
    for g in (ZOKER_SOLO, ZOKER_MEMO, ZOKER_TIKO, ZOKER_KUBO, RACKO, WIZARD, GANG_OF_FOUR, PEGS_AND_JOKERS)
}


def get(game_id: str) -> Game:
    """The game with this id; KeyError with the known ids if there is none."""
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise KeyError(f"unknown game {game_id!r}; known: {known}") from None
