"""Zoker Tiko: the rules (engine) and the computer players (ai)."""
