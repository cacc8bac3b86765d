"""Pegs and Jokers computer players."""

from game.core.api import RandomAgent

AGENTS = {"easy": RandomAgent, "normal": RandomAgent, "hard": RandomAgent}
