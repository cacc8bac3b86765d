"""Zoker Memo: the rules (engine) and the computer players (ai)."""
