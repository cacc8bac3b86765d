"""Racko: rule kernels and the registered game."""

from game.racko.engine import GAME, CallRacko, Discard, Draw, EndTurn, NextRound, Place, RackoView
from game.racko.kernels import SLOTS, bonus, chips, is_racko, longest_consecutive, run_from_start

__all__ = [
    "GAME", "SLOTS", "CallRacko", "Discard", "Draw", "EndTurn", "NextRound", "Place", "RackoView",
    "bonus", "chips", "is_racko", "longest_consecutive", "run_from_start",
]
