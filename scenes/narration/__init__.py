"""The game log in words: one narrator per game (see base.py for what a narrator may say)."""

from __future__ import annotations

from scenes.narration import (
    gang_of_four,
    pegs_and_jokers,
    racko,
    wizard,
    zoker_kubo,
    zoker_memo,
    zoker_solo,
    zoker_tiko,
)
from scenes.narration.base import Context, GameLog, Narrator
from scenes.session import Session

NARRATORS: dict[str, Narrator] = {
    "zoker_solo": zoker_solo.narrate,
    "zoker_memo": zoker_memo.narrate,
    "zoker_tiko": zoker_tiko.narrate,
    "zoker_kubo": zoker_kubo.narrate,
    "racko": racko.narrate,
    "wizard": wizard.narrate,
    "gang_of_four": gang_of_four.narrate,
    "pegs_and_jokers": pegs_and_jokers.narrate,
}


def game_log(session: Session) -> GameLog:
    return GameLog(session, NARRATORS[session.game.id])


__all__ = ["NARRATORS", "Context", "GameLog", "game_log"]
