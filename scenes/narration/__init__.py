"""The game log in words: one narrator per game (see base.py for what a narrator may say), named by
the game's `Tile.narrator` in scenes/registry.py and imported when its log is first built."""

from __future__ import annotations

from collections.abc import Mapping

from scenes.narration.base import Context, GameLog, Narrator
from scenes.registry import ByTile
from scenes.session import Session

NARRATORS: Mapping[str, Narrator] = ByTile("narrator")


def game_log(session: Session) -> GameLog:
    return GameLog(session, NARRATORS[session.game.id])


__all__ = ["NARRATORS", "Context", "GameLog", "game_log"]
