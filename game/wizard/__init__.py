"""Wizard: card codes, the rule kernels and the game (registry id `wizard`)."""

from game.wizard.cards import DECK, round_score, trick_winner
from game.wizard.engine import GAME

__all__ = ["DECK", "GAME", "round_score", "trick_winner"]
