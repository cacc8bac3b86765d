"""Zoker Solo: the rules (engine) and the computer players (ai)."""
