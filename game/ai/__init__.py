"""Shared computer-player search (information-set MCTS), generic over the engine contract."""
