"""Gang of Four: card codes, the rule kernels and the game (registry id `gang_of_four`)."""

from game.gang_of_four.cards import DECK, Combo, beats, canonical, classify, penalty
from game.gang_of_four.engine import GAME

__all__ = ["DECK", "GAME", "Combo", "beats", "canonical", "classify", "penalty"]
