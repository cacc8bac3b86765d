"""Zoker Kubo: the rules (engine) and the computer players (ai)."""
