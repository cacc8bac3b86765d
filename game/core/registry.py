"""Every game, by id, in menu order: what the menu and the command line need (name, player
counts) without importing any engine, and where each game's engine and computer players live.

Engines and computer players are imported when first used (`GAMES[id]`, `agents(id)`), so the
program starts without loading eight rule sets. (PyInstaller cannot see imports made by name:
build_scripts/app.spec collects every game module.)

To add a game: add a `GameInfo` below; `tests/engine/test_registry.py` checks it against the engine.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.i18n import N_

if TYPE_CHECKING:
    from game.core.api import Agent, Game
    from game.core.coach import GameCoach


@dataclass(frozen=True)
class GameInfo:
    """A game as the menu and argument parsing see it; `load()` imports the engine."""

    id: str
    name: str  # English msgid, as Game.name
    min_players: int
    max_players: int
    engine: str  # module holding GAME
    ai: str  # module holding AGENTS (level → factory), or LEVELS and factory(level)
    player_counts: tuple[int, ...] = ()

    def players_text(self) -> str:
        from game.core.api import Game

        return Game.players_text(self)  # the same wording as the engine's, from the same fields

    def load(self) -> Game:
        return importlib.import_module(self.engine).GAME

    @property
    def coach(self) -> str:
        """The module holding the game's COACH (game.core.coach): `coach` beside the engine."""
        return self.engine.rsplit(".", 1)[0] + ".coach"


INFO: dict[str, GameInfo] = {
    g.id: g
    for g in (
        GameInfo("zoker_solo", N_("Zoker Solo"), 1, 1, "game.zoker.solo.engine", "game.zoker.solo.ai"),
        GameInfo("zoker_memo", N_("Zoker Memo"), 1, 5, "game.zoker.memo.engine", "game.zoker.memo.ai"),
        GameInfo("zoker_tiko", N_("Zoker Tiko"), 2, 5, "game.zoker.tiko.engine", "game.zoker.tiko.ai"),
        GameInfo("zoker_kubo", N_("Zoker Kubo"), 2, 5, "game.zoker.kubo.engine", "game.zoker.kubo.ai"),
        GameInfo("racko", N_("Racko"), 2, 4, "game.racko.engine", "game.racko.ai"),
        GameInfo("wizard", N_("Wizard"), 3, 6, "game.wizard.engine", "game.wizard.ai"),
        GameInfo(
            "gang_of_four", N_("Gang of Four"), 3, 4, "game.gang_of_four.engine", "game.gang_of_four.ai"
        ),
        GameInfo(
            "pegs_and_jokers", N_("Pegs and Jokers"), 4, 8, "game.pegs.engine", "game.pegs.ai", (4, 6, 8)
        ),
    )
}


class _Games(Mapping):
    """id → Game, importing each engine on first access; listing ids imports nothing."""

    def __init__(self) -> None:
        self._loaded: dict[str, Game] = {}

    def __getitem__(self, game_id: str) -> Game:
        game = self._loaded.get(game_id)
        if game is None:
            game = self._loaded[game_id] = INFO[game_id].load()
        return game

    def __iter__(self) -> Iterator[str]:
        return iter(INFO)

    def __len__(self) -> int:
        return len(INFO)

    def __contains__(self, game_id: object) -> bool:
        return game_id in INFO


# Menu order.
GAMES: Mapping[str, Game] = _Games()


def get(game_id: str) -> Game:
    """The game with this id; KeyError with the known ids if there is none."""
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise KeyError(f"unknown game {game_id!r}; known: {known}") from None


def agents(game_id: str) -> dict[str, Callable[[], Agent]]:
    """The game's computer players by level. The registry wires engine and players together, so
    an engine never imports its players (they import the engine's actions and views)."""
    module = importlib.import_module(INFO[game_id].ai)
    table = getattr(module, "AGENTS", None)
    if table is None:
        return {level: module.factory(level) for level in module.LEVELS}
    return dict(table)


def coach(game_id: str) -> GameCoach | None:
    """The game's coach (`COACH` in its `coach` module), or None while the game has none."""
    name = INFO[game_id].coach
    if importlib.util.find_spec(name) is None:
        return None
    return importlib.import_module(name).COACH
