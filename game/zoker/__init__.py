"""The Zoker games: one 64-card deck (cards.py) and the games played with it."""
