"""Pegs and Jokers: the board topology, card codes and the game (registry id `pegs_and_jokers`)."""

from game.pegs import board
from game.pegs.board import (
    COME_OUT_SIDE,
    IN_SPOT_SIDE,
    PEGS,
    SIDE,
    all_holes,
    come_out,
    home_id,
    in_spot,
    parse_hole,
    start_id,
    steps_to_in_spot,
    track_hole,
    track_id,
    track_length,
)
from game.pegs.engine import GAME, Discard, Move, PegsView, SplitRest

__all__ = [
    "COME_OUT_SIDE", "GAME", "IN_SPOT_SIDE", "PEGS", "SIDE", "Discard", "Move", "PegsView", "SplitRest",
    "all_holes", "board", "come_out", "home_id", "in_spot", "parse_hole", "start_id", "steps_to_in_spot",
    "track_hole", "track_id", "track_length",
]
